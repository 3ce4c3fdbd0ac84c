import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { PickupPerson, StudentHandover } from '@wycieczki/shared';
import type { Db, Tx } from '../../db/client';
import { handoverCodes, pickupPersons, rateCounters } from '../../db/schema';
import { chosenGender } from '../../rules/chosen-gender';

type Queryable = Db | Tx;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const ISO = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const HANDOVER_COLUMNS = sql`
  h.id, h.student_id as "studentId", s.name as "studentName", h.collector_kind as "collectorKind", h.collector_name as "collectorName",
  ${ISO('h.collected_at')} as "collectedAt", h.place, h.recorded_by_name as "recordedByName", ${chosenGender(sql`h.recorded_by`)} as "recordedByGender",
  ${ISO('h.confirmed_at')} as "confirmedAt", h.confirmed_via as "confirmedVia",
  ${ISO('h.returned_at')} as "returnedAt", h.returned_by_name as "returnedByName"`;

/** The trip's handovers: those open first (the children with a parent now), then the newest first (by time, then as recorded). */
export async function listHandovers(db: Queryable, tripId: string): Promise<StudentHandover[]> {
  const result = await db.execute(sql`
    select ${HANDOVER_COLUMNS}
    from student_handovers h join students s on s.id = h.student_id
    where h.trip_id = ${tripId}
    order by (h.returned_at is null) desc, h.collected_at desc, h.created_at desc, h.id`);
  return rowsOf<StudentHandover>(result);
}

/** One handover of the trip, held for the transaction (two taps of 'Powrót do grupy' change it once). */
export async function findHandover(tx: Tx, tripId: string, handoverId: string): Promise<StudentHandover | null> {
  const result = await tx.execute(sql`
    select ${HANDOVER_COLUMNS}
    from student_handovers h join students s on s.id = h.student_id
    where h.id = ${handoverId} and h.trip_id = ${tripId}
    for update of h`);
  return rowsOf<StudentHandover>(result)[0] ?? null;
}

export type HandoverState = { studentId: string; confirmed: boolean; returned: boolean };

/** The read of `findHandover` outside a write: which child a typed code is for, and whether it is still to confirm. */
export async function peekHandover(db: Db, tripId: string, handoverId: string): Promise<HandoverState | null> {
  const result = await db.execute(sql`
    select student_id as "studentId", confirmed_at is not null as confirmed, returned_at is not null as returned
    from student_handovers where id = ${handoverId} and trip_id = ${tripId}`);
  return rowsOf<HandoverState>(result)[0] ?? null;
}

/** The trip's first day (yyyy-MM-dd): no handover is earlier. Asked within a write, whose trip exists. */
export async function findTripStartDate(tx: Tx, tripId: string): Promise<string> {
  const result = await tx.execute(sql`select start_date::text as "startDate" from trips where id = ${tripId}`);
  return rowsOf<{ startDate: string }>(result)[0]!.startDate;
}

/** The child's open handover (no 'Powrót do grupy' yet), or null. */
export async function findOpenHandover(db: Queryable, studentId: string): Promise<StudentHandover | null> {
  const result = await db.execute(sql`
    select ${HANDOVER_COLUMNS}
    from student_handovers h join students s on s.id = h.student_id
    where h.student_id = ${studentId} and h.returned_at is null`);
  return rowsOf<StudentHandover>(result)[0] ?? null;
}

export type NewHandover = {
  tripId: string;
  studentId: string;
  collectorKind: 'parent' | 'named';
  personId: string | null;
  collectorName: string;
  collectedAt: string;
  place: string;
  userId: string;
};

/** Records a handover in the leader's name as it is now; answers its id. */
export async function insertHandover(tx: Tx, handover: NewHandover): Promise<string> {
  const result = await tx.execute(sql`
    insert into student_handovers (trip_id, student_id, collector_kind, person_id, collector_name, collected_at, place, recorded_by, recorded_by_name)
    select ${handover.tripId}, ${handover.studentId}, ${handover.collectorKind}, ${handover.personId}, ${handover.collectorName},
      ${handover.collectedAt}::timestamptz, ${handover.place}, p.id, coalesce(nullif(p.full_name, ''), p.email)
    from profiles p where p.id = ${handover.userId}
    returning id`);
  const [row] = rowsOf<{ id: string }>(result);
  if (!row) throw new Error('insert into student_handovers returned no row');
  return row.id;
}

export async function confirmHandover(tx: Tx, handoverId: string, via: 'link' | 'code'): Promise<void> {
  await tx.execute(sql`update student_handovers set confirmed_at = now(), confirmed_via = ${via} where id = ${handoverId}`);
}

/** 'Powrót do grupy': the handover is closed now, in the name of who said so. */
export async function closeHandover(tx: Tx, handoverId: string, userId: string): Promise<void> {
  await tx.execute(sql`
    update student_handovers set returned_at = now(),
      returned_by_name = (select coalesce(nullif(full_name, ''), email) from profiles where id = ${userId})
    where id = ${handoverId}`);
}

const PERSON_COLUMNS = {
  id: pickupPersons.id,
  studentId: pickupPersons.studentId,
  name: pickupPersons.name,
  relation: pickupPersons.relation,
  phone: pickupPersons.phone,
  document: pickupPersons.document,
};

/** 'Kto może odebrać dziecko': the people the child's parent named, as they were named. */
export function listPickupPersons(db: Queryable, studentId: string): Promise<PickupPerson[]> {
  return db.select(PERSON_COLUMNS).from(pickupPersons).where(eq(pickupPersons.studentId, studentId)).orderBy(pickupPersons.createdAt, pickupPersons.id);
}

export async function findPickupPerson(db: Queryable, studentId: string, personId: string): Promise<PickupPerson | null> {
  const [row] = await db
    .select(PERSON_COLUMNS)
    .from(pickupPersons)
    .where(and(eq(pickupPersons.id, personId), eq(pickupPersons.studentId, studentId)));
  return row ?? null;
}

export async function countPickupPersons(tx: Tx, studentId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(pickupPersons).where(eq(pickupPersons.studentId, studentId));
  return row?.n ?? 0;
}

export async function insertPickupPerson(
  tx: Tx,
  person: { tripId: string; studentId: string; name: string; relation: string | null; phone: string | null; document: string | null },
): Promise<void> {
  await tx.insert(pickupPersons).values(person);
}

/** True when the person was there to remove. */
export async function deletePickupPerson(tx: Tx, studentId: string, personId: string): Promise<boolean> {
  const removed = await tx
    .delete(pickupPersons)
    .where(and(eq(pickupPersons.id, personId), eq(pickupPersons.studentId, studentId)))
    .returning({ id: pickupPersons.id });
  return removed.length > 0;
}

/** The child's code, made with `fresh` when it has none yet. */
export async function ensureHandoverCode(db: Queryable, studentId: string, fresh: string): Promise<string> {
  await db.insert(handoverCodes).values({ studentId, code: fresh }).onConflictDoNothing({ target: handoverCodes.studentId });
  const [row] = await db.select({ code: handoverCodes.code }).from(handoverCodes).where(eq(handoverCodes.studentId, studentId));
  return row?.code ?? fresh;
}

/** The child's code as it is now, held for the transaction (a used code is replaced once). */
export async function lockHandoverCode(tx: Tx, studentId: string): Promise<string | null> {
  const result = await tx.execute(sql`select code from handover_codes where student_id = ${studentId} for update`);
  return rowsOf<{ code: string }>(result)[0]?.code ?? null;
}

export async function readHandoverCode(db: Queryable, studentId: string): Promise<string | null> {
  const [row] = await db.select({ code: handoverCodes.code }).from(handoverCodes).where(eq(handoverCodes.studentId, studentId));
  return row?.code ?? null;
}

/** A used code is made anew: the one the parent gave works once. */
export async function renewHandoverCode(tx: Tx, studentId: string, fresh: string): Promise<void> {
  await tx.update(handoverCodes).set({ code: fresh, createdAt: new Date() }).where(eq(handoverCodes.studentId, studentId));
}

/** Hits a throttle counter (auth/throttle.ts) holds within its window, without counting one more. */
export async function counterHits(db: Db, key: string, windowMs: number): Promise<number> {
  const [row] = await db
    .select({ hits: rateCounters.hits })
    .from(rateCounters)
    .where(and(eq(rateCounters.key, key), gt(rateCounters.windowStartedAt, sql`now() - ${windowMs} * interval '1 millisecond'`)));
  return row?.hits ?? 0;
}

/** Whether the trip is 'Zakończona': a finished trip's parent page names no one and confirms nothing. */
export async function isTripClosed(db: Queryable, tripId: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 from trips where id = ${tripId} and closed_at is not null`);
  return rowsOf(result).length > 0;
}
