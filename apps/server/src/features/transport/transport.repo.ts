import { eq, sql } from 'drizzle-orm';
import type { TripCoach, TripInsurance } from '@wycieczki/shared';
import type { Db, Tx } from '../../db/client';
import { trips } from '../../db/schema';

type Queryable = Db | Tx;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** What 'Przewóz' and 'Ubezpieczenie' keep on the trip row, with the dates they are checked against. */
export type StoredTransport = {
  startDate: string;
  endDate: string;
  coach: TripCoach | null;
  insurance: TripInsurance | null;
  /** 'OC i badanie techniczne sprawdzone': when (ISO) and the name of who recorded it then. */
  checkedAt: string | null;
  checkedBy: string | null;
};

export async function findTransport(db: Queryable, tripId: string): Promise<StoredTransport | null> {
  const [row] = await db
    .select({
      startDate: trips.startDate,
      endDate: trips.endDate,
      coach: trips.coach,
      insurance: trips.insurance,
      checkedAt: sql<string | null>`to_char(${trips.coachCheckedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      checkedBy: trips.coachCheckedByName,
    })
    .from(trips)
    .where(eq(trips.id, tripId));
  return row ?? null;
}

/**
 * 'Przewóz' saved. A check recorded for other coaches (their registration numbers changed) says
 * nothing of these, so it is taken back; a coach taken away takes its check and its reminder along.
 */
export async function saveCoach(tx: Tx, tripId: string, coach: TripCoach | null, { keepCheck }: { keepCheck: boolean }): Promise<void> {
  await tx
    .update(trips)
    .set({
      coach,
      ...(keepCheck ? {} : { coachCheckedAt: null, coachCheckedByName: null }),
      ...(coach === null ? { coachRemindedAt: null } : {}),
    })
    .where(eq(trips.id, tripId));
}

export async function saveInsurance(tx: Tx, tripId: string, insurance: TripInsurance | null): Promise<void> {
  await tx.update(trips).set({ insurance }).where(eq(trips.id, tripId));
}

/** 'OC i badanie techniczne sprawdzone': when, and who as named then (the name stays if the account goes). */
export async function saveCoachCheck(tx: Tx, tripId: string, check: { at: Date; by: string } | null): Promise<void> {
  await tx
    .update(trips)
    .set({ coachCheckedAt: check?.at ?? null, coachCheckedByName: check?.by ?? null })
    .where(eq(trips.id, tripId));
}

/** A user's name as the feed and the check name them: the profile's name, else the e-mail. */
export async function findPersonName(tx: Tx, userId: string): Promise<string> {
  const result = await tx.execute(sql`select coalesce(nullif(full_name, ''), email) as name from profiles where id = ${userId}`);
  return rowsOf<{ name: string }>(result)[0]?.name ?? '';
}

/** A trip whose leader is reminded of the police's check now, claimed for this instance. */
export type ClaimedReminder = { tripId: string; name: string; startDate: string; endDate: string; email: string | null; leaderName: string };

/**
 * Claims the trips whose leader is to be reminded today (`from`..`until`: the departures 1 to 7 days
 * away): a coach, its check not recorded, the trip open, and no reminder since this departure's
 * window opened (a trip moved later is reminded again). The update marks them in the caller's
 * transaction: another instance running at the same moment waits for the rows and then finds them
 * reminded, so each leader gets one message.
 */
export async function claimDueReminders(tx: Tx, at: Date, window: { from: string; until: string; daysBefore: number }): Promise<ClaimedReminder[]> {
  const result = await tx.execute(sql`
    update trips t set coach_reminded_at = ${at.toISOString()}::timestamptz
    where t.coach is not null and t.coach_checked_at is null and t.closed_at is null
      and t.start_date >= ${window.from}::date and t.start_date <= ${window.until}::date
      and (t.coach_reminded_at is null or (t.coach_reminded_at at time zone 'Europe/Warsaw')::date < t.start_date - ${window.daysBefore}::int)
    returning t.id as "tripId", t.name, t.start_date::text as "startDate", t.end_date::text as "endDate",
      (select p.email from profiles p where p.id = coalesce(t.trip_leader_id, t.created_by)) as email,
      coalesce((select coalesce(nullif(p.full_name, ''), p.email) from profiles p where p.id = coalesce(t.trip_leader_id, t.created_by)), '') as "leaderName"`);
  return rowsOf<ClaimedReminder>(result);
}
