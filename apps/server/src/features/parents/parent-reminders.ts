import { sql } from 'drizzle-orm';
import { formatZloty, type ParentLanguage, type PushPayload } from '@wycieczki/shared';
import type { Db } from '../../db/client';
import type { LinkSecrets } from '../../lib/link-secrets';
import { startSchedule } from '../../lib/schedule';
import { addDays, warsawDate, warsawHour } from '../../lib/warsaw-date';
import { queuePush } from '../../push/push-queue';
import { parentPushText } from '../../push/push-text';
import { type TripWriter } from '../../write/trip-write';
import { createPaymentsService } from '../payments/payments.service';

/** The days before the trip on which a consent not answered is asked for (there is no other deadline). */
const CONSENT_DAYS_BEFORE: readonly number[] = [7, 2];
/** How many days ahead an instalment not yet paid is told of. */
const INSTALMENT_DAYS_AHEAD = 3;
/** Reminders wait for the day: 8:00 to 20:00 in Poland. */
const FROM_HOUR = 8;
const UNTIL_HOUR = 20;

type Link = { linkId: string; tripId: string; studentId: string; student: string; consent: string; trip: string; startDate: string; language: ParentLanguage | null };

const dayText = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);

/**
 * Reminders to parents with 'Powiadamiaj mnie' on (issue 50): a consent not answered 7 and 2 days
 * before the trip, an instalment due in 3 days and not paid. Each at most once a day per link and
 * kind (`parent_reminders`), only between 8:00 and 20:00 Warsaw time, and never for a trip whose
 * sensitive data is erased. A tap opens the child's parent page.
 */
export function createParentReminders({ db, writer, secrets }: { db: Db; writer: TripWriter; secrets: LinkSecrets }) {
  const payments = createPaymentsService({ db, writer });

  async function due(link: Link, today: string): Promise<{ kind: string; payload: PushPayload }[]> {
    const url = `/rodzic#${secrets.secretOf(link.linkId)}`;
    const reminders: { kind: string; payload: PushPayload }[] = [];
    // In the language of the parent's link (issue 53).
    const pushText = parentPushText(link.language);
    const days = daysBetween(today, link.startDate);
    if (link.consent === 'missing' && CONSENT_DAYS_BEFORE.includes(days)) {
      reminders.push({
        kind: 'consent',
        payload: { kind: 'reminder', title: pushText('reminder.consentTitle', { trip: link.trip }), body: pushText('reminder.consentBody', { days, student: link.student }), url, tag: `consent-${link.linkId}` },
      });
    }
    const money = await payments.ofParent(link.tripId, link.studentId);
    if (money && money.toPayNow > 0 && money.toPayBy === addDays(today, INSTALMENT_DAYS_AHEAD)) {
      reminders.push({
        kind: 'instalment',
        payload: {
          kind: 'reminder',
          title: pushText('reminder.instalmentTitle', { trip: link.trip }),
          body: pushText('reminder.instalmentBody', { amount: formatZloty(money.toPayNow), date: dayText(money.toPayBy), student: link.student }),
          url,
          tag: `instalment-${link.linkId}`,
        },
      });
    }
    return reminders;
  }

  /** Queues what is due now; returns how many reminders went out. */
  return async function remindParents(now = new Date()): Promise<number> {
    const hour = warsawHour(now);
    if (hour < FROM_HOUR || hour >= UNTIL_HOUR) return 0;
    const today = warsawDate(now);
    // A reminder queued now must not ring after 20:00 (a phone back online at night): its life ends then.
    const ttlSeconds = (UNTIL_HOUR - hour) * 3600 - (now.getUTCMinutes() * 60 + now.getUTCSeconds());
    // What was sent a week ago says nothing any more.
    await db.execute(sql`delete from parent_reminders where day < ${addDays(today, -7)}::date`);
    const result = await db.execute<Link>(sql`
      select l.id as "linkId", l.trip_id as "tripId", l.student_id as "studentId", s.name as student, s.consent, t.name as trip, t.start_date::text as "startDate", l.language
      from parent_links l join students s on s.id = l.student_id join trips t on t.id = l.trip_id
      where t.sensitive_erased_at is null and t.start_date > ${today}::date
        and exists (select 1 from push_subscriptions p where p.parent_link_id = l.id)`);
    let sent = 0;
    for (const link of (result as unknown as { rows: Link[] }).rows) {
      for (const reminder of await due(link, today)) {
        sent += await db.transaction(async (tx) => {
          const claimed = await tx.execute(sql`
            insert into parent_reminders (parent_link_id, kind, day) values (${link.linkId}::uuid, ${reminder.kind}, ${today}::date)
            on conflict do nothing returning kind`);
          if ((claimed as unknown as { rows: unknown[] }).rows.length === 0) return 0;
          await queuePush(tx, { parentLinkIds: [link.linkId] }, 'reminder', () => reminder.payload, { ttlSeconds });
          return 1;
        });
      }
    }
    return sent;
  };
}

export type RemindParents = ReturnType<typeof createParentReminders>;

/** Looks for due reminders every quarter of an hour (and once at start); stopped with the server. */
export function startParentReminders(remind: RemindParents, { intervalMs = 15 * 60_000 }: { intervalMs?: number } = {}) {
  return startSchedule('parent reminders', () => remind(), intervalMs);
}
