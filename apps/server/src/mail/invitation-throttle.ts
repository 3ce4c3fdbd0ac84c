import { eq, sql } from 'drizzle-orm';
import { LIMITS, MSG } from '@wycieczki/shared';
import { countWithinLimit } from '../auth/throttle';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError, errors } from '../lib/errors';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Lets a user mail an invitation (a trip's or the school's) or refuses it, the one gate of issue 47
 * ('no relay', docs/decisions/031): the account has confirmed its own address ('Potwierdź adres
 * e-mail'), it sends at most LIMITS.invitationMailsPerHour invitations an hour, and of them at most
 * LIMITS.invitationMailsToNewAddressesPerDay a day to addresses that have no account. A hand that
 * invites colleagues passes; a script sending the school's mail to strangers does not.
 */
export async function countInvitationMail(db: Db, userId: string, to: string): Promise<void> {
  const [account] = await db.select({ confirmedAt: users.emailConfirmedAt }).from(users).where(eq(users.id, userId));
  if (!account) throw errors.sessionExpired();
  if (!account.confirmedAt) throw new AppError('email_unconfirmed', MSG.emailUnconfirmed);
  if (!(await countWithinLimit(db, `invitation-mail:${userId}`, HOUR_MS, LIMITS.invitationMailsPerHour))) {
    throw new AppError('too_many_invitations', MSG.tooManyInvitations, { 'Retry-After': String(HOUR_MS / 1000) });
  }
  const [known] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${to})`);
  if (!known && !(await countWithinLimit(db, `invitation-new-address:${userId}`, DAY_MS, LIMITS.invitationMailsToNewAddressesPerDay))) {
    throw new AppError('too_many_invitations', MSG.tooManyInvitationsToday, { 'Retry-After': String(DAY_MS / 1000) });
  }
}
