import { LIMITS, MSG } from '@wycieczki/shared';
import { countWithinLimit } from '../auth/throttle';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';

const HOUR_MS = 60 * 60_000;

/**
 * Counts an invitation mailed by a user (a trip's or the school's, issue 30): a hand that invites
 * colleagues, not a script sending the server's mail to strangers.
 */
export async function countInvitationMail(db: Db, userId: string): Promise<void> {
  if (!(await countWithinLimit(db, `invitation-mail:${userId}`, HOUR_MS, LIMITS.invitationMailsPerHour))) {
    throw new AppError('too_many_invitations', MSG.tooManyInvitations, { 'Retry-After': String(HOUR_MS / 1000) });
  }
}
