import { sql } from 'drizzle-orm';
import type { ApprovalStatus, KartaFact, SchoolTrip, TripApproval } from '@wycieczki/shared';
import type { Db, Tx } from '../../db/client';
import { APPROVAL_JSON } from '../../rules/trip-approval';

type Queryable = Db | Tx;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export type StoredApproval = { status: Exclude<ApprovalStatus, 'draft'>; approvedKarta: KartaFact[] | null; changedAfterApproval: boolean };

/** The trip's approval row, held for the transaction when `lock`; null: never sent ('Szkic'). */
export async function findApproval(tx: Queryable, tripId: string, { lock = false } = {}): Promise<StoredApproval | null> {
  const result = await tx.execute(sql`
    select status, approved_karta as "approvedKarta", changed_after_approval as "changedAfterApproval" from trip_approvals where trip_id = ${tripId}${lock ? sql` for update` : sql``}`);
  return rowsOf<StoredApproval>(result)[0] ?? null;
}

/** The trip's approval for its members' screens; null for a trip of no school. */
export async function readTripApproval(db: Queryable, tripId: string): Promise<TripApproval | null> {
  const result = await db.execute(sql`
    select ${APPROVAL_JSON} as approval from trips t left join schools s on s.id = t.school_id
    left join trip_approvals a on a.trip_id = t.id where t.id = ${tripId}`);
  return rowsOf<{ approval: TripApproval | null }>(result)[0]?.approval ?? null;
}

/** 'Wyślij do zatwierdzenia': pending, whatever it was; the last approval stays for comparison. */
export async function markSubmitted(tx: Tx, tripId: string, userId: string): Promise<void> {
  await tx.execute(sql`
    insert into trip_approvals (trip_id, status, submitted_at, submitted_by) values (${tripId}, 'pending', now(), ${userId})
    on conflict (trip_id) do update set status = 'pending', comment = null, submitted_at = now(), submitted_by = ${userId}`);
}

/** Approved, then changed: pending again, with the approved karta kept to show what changed. */
export async function markChangedAfterApproval(tx: Tx, tripId: string): Promise<void> {
  await tx.execute(sql`
    update trip_approvals set status = 'pending', changed_after_approval = true, submitted_at = now(), submitted_by = null
    where trip_id = ${tripId}`);
}

/** Changed after the approval and changed back: approved again, with the approval it had. */
export async function markApprovedAgain(tx: Tx, tripId: string): Promise<void> {
  await tx.execute(sql`update trip_approvals set status = 'approved', changed_after_approval = false where trip_id = ${tripId}`);
}

export async function markApproved(tx: Tx, tripId: string, head: { id: string; name: string }, facts: KartaFact[]): Promise<void> {
  await tx.execute(sql`
    update trip_approvals set status = 'approved', comment = null, approved_at = now(), approved_by = ${head.id},
      approved_by_name = ${head.name}, approved_karta = ${JSON.stringify(facts)}::jsonb, changed_after_approval = false
    where trip_id = ${tripId}`);
}

export async function markReturned(tx: Tx, tripId: string, comment: string): Promise<void> {
  await tx.execute(sql`update trip_approvals set status = 'returned', comment = ${comment} where trip_id = ${tripId}`);
}

/** The head's name as the karta prints it: the profile's name, else the e-mail. */
export async function findPersonName(tx: Tx, userId: string): Promise<string> {
  const result = await tx.execute(sql`select coalesce(nullif(full_name, ''), email) as name from profiles where id = ${userId}`);
  return rowsOf<{ name: string }>(result)[0]?.name ?? '';
}

/**
 * 'Wycieczki szkoły': the school's trips by date, with what the head needs to see of each: the
 * kierownik, the numbers of students and guardians, the ratio, the consents so far, the status.
 * Counts only: never a PESEL, a phone or a child's health.
 */
function schoolTripsQuery(schoolId: string, tripId: string | null) {
  return sql`
    select t.id, t.name, t.destination, t.start_date::text as "startDate", t.end_date::text as "endDate",
      coalesce(nullif(lp.full_name, ''), lp.email) as "leaderName",
      (select count(*)::int from students st where st.trip_id = t.id) as "studentCount",
      (select count(*)::int from trip_guardians tg where tg.trip_id = t.id) as "guardianCount",
      t.students_per_guardian as "studentsPerGuardian",
      (select count(*)::int from students st where st.trip_id = t.id and st.consent = 'given') as "consentsGiven",
      (select count(*)::int from students st where st.trip_id = t.id and st.consent = 'missing') as "consentsMissing",
      (select count(*)::int from students st where st.trip_id = t.id and st.consent = 'refused') as "consentsRefused",
      ${APPROVAL_JSON} as approval
    from trips t join schools s on s.id = t.school_id
    left join trip_approvals a on a.trip_id = t.id
    left join profiles lp on lp.id = t.trip_leader_id
    where t.school_id = ${schoolId}${tripId ? sql` and t.id = ${tripId}` : sql``}
    order by t.start_date, t.name, t.id`;
}

export async function listSchoolTrips(db: Queryable, schoolId: string): Promise<SchoolTrip[]> {
  return rowsOf<SchoolTrip>(await db.execute(schoolTripsQuery(schoolId, null)));
}

export async function findSchoolTrip(db: Queryable, schoolId: string, tripId: string): Promise<SchoolTrip | null> {
  return rowsOf<SchoolTrip>(await db.execute(schoolTripsQuery(schoolId, tripId)))[0] ?? null;
}

/** The trip's people as the head sees them: names and who leads, nothing else. */
export async function listTripPeople(db: Queryable, tripId: string): Promise<{ fullName: string; isLeader: boolean }[]> {
  const result = await db.execute(sql`
    select coalesce(nullif(p.full_name, ''), p.email) as "fullName", (t.trip_leader_id = tg.guardian_id) as "isLeader"
    from trip_guardians tg join trips t on t.id = tg.trip_id join profiles p on p.id = tg.guardian_id
    where tg.trip_id = ${tripId} order by (t.trip_leader_id = tg.guardian_id) desc nulls last, tg.created_at`);
  return rowsOf<{ fullName: string; isLeader: boolean | null }>(result).map((r) => ({ fullName: r.fullName, isLeader: r.isLeader === true }));
}

/** The approved trips a user is a member of (or waiting after a change): their name and phone are on those kartas. */
export async function listApprovedTripsOfMember(db: Queryable, userId: string): Promise<string[]> {
  const result = await db.execute(sql`
    select a.trip_id as "tripId" from trip_approvals a join trip_guardians tg on tg.trip_id = a.trip_id
    where tg.guardian_id = ${userId} and (a.status = 'approved' or a.changed_after_approval)`);
  return rowsOf<{ tripId: string }>(result).map((r) => r.tripId);
}

/** The school's approved trips (or waiting after a change): the karta prints the school's name and address unless a trip has its own. */
export async function listApprovedTripsOfSchool(db: Queryable, schoolId: string): Promise<string[]> {
  const result = await db.execute(sql`
    select a.trip_id as "tripId" from trip_approvals a join trips t on t.id = a.trip_id where t.school_id = ${schoolId} and (a.status = 'approved' or a.changed_after_approval)`);
  return rowsOf<{ tripId: string }>(result).map((r) => r.tripId);
}

/** Who the approval's e-mails go to (issue 48): the head of the trip's school, and the trip's creator and leader. */
export type ApprovalRecipients = { headEmails: string[]; answerableEmails: string[] };

export async function findApprovalRecipients(tx: Tx, tripId: string): Promise<ApprovalRecipients> {
  const result = await tx.execute(sql`
    select
      coalesce((select array_agg(u.email order by u.email) from school_members m join users u on u.id = m.user_id
                where m.school_id = t.school_id and m.role = 'head'), '{}') as "headEmails",
      coalesce((select array_agg(distinct u.email) from users u where u.id in (t.created_by, t.trip_leader_id)), '{}') as "answerableEmails"
    from trips t where t.id = ${tripId}`);
  return rowsOf<ApprovalRecipients>(result)[0] ?? { headEmails: [], answerableEmails: [] };
}
