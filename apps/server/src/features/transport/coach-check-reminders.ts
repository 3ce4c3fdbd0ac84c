import { COACH_CHECK_DAYS_BEFORE } from '@wycieczki/shared';
import type { Db } from '../../db/client';
import { startSchedule } from '../../lib/schedule';
import { addDays, warsawDate } from '../../lib/warsaw-date';
import { queueMail } from '../../mail/mail-queue';
import { coachCheckMail } from '../../mail/messages';
import { tripLinkPath } from '../../mail/trip-mail';
import { readTripPaperwork } from '../../paperwork/paperwork.repo';
import { listProgram } from '../../paperwork/program-rows';
import { policeRequest } from './police-request';
import { claimDueReminders } from './transport.repo';

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);

/**
 * 'Zgłoś autokar do kontroli' by e-mail (issue 54): seven days before the departure, or on a later
 * day before it when the coach came later, the leader (the creator when the trip has none) of a trip
 * with a coach whose check is not recorded gets one message, with what the police request still
 * lacks. The trip is marked reminded (`coach_reminded_at`) in the transaction that queues the
 * message, so two instances send it once. A server that sends no e-mail reminds on the card only.
 */
export function createCoachCheckReminders({ db, publicUrl }: { db: Db; publicUrl: string | null }) {
  /** Queues what is due now; returns how many leaders were reminded. */
  return async function remindCoachChecks(now = new Date()): Promise<number> {
    if (publicUrl === null) return 0;
    const today = warsawDate(now);
    return db.transaction(async (tx) => {
      const due = await claimDueReminders(tx, now, { from: addDays(today, 1), until: addDays(today, COACH_CHECK_DAYS_BEFORE), daysBefore: COACH_CHECK_DAYS_BEFORE });
      let sent = 0;
      for (const trip of due) {
        if (!trip.email) continue;
        const [paperwork, program] = await Promise.all([readTripPaperwork(tx, trip.tripId), listProgram(tx, trip.tripId)]);
        const missing = paperwork?.coach ? policeRequest({ ...paperwork, program }, paperwork.coach).missing : [];
        await queueMail(tx, coachCheckMail(trip.email, trip, daysBetween(today, trip.startDate), missing, `${publicUrl}${tripLinkPath(trip.tripId)}`));
        sent += 1;
      }
      return sent;
    });
  };
}

export type RemindCoachChecks = ReturnType<typeof createCoachCheckReminders>;

/** Looks for leaders to remind every hour (and once at start); stopped with the server. */
export function startCoachCheckReminders(remind: RemindCoachChecks, { intervalMs = 60 * 60_000 }: { intervalMs?: number } = {}) {
  return startSchedule('coach check reminders', () => remind(), intervalMs);
}
