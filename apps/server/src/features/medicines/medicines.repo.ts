import { sql, type SQL } from 'drizzle-orm';
import type { DoseStatus, MedicineDose, MedicineValues, StudentMedicine } from '@wycieczki/shared';
import type { Db, Tx } from '../../db/client';

type Queryable = Db | Tx;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const ISO = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const MEDICINE_COLUMNS = sql`
  m.id, m.student_id as "studentId", s.name as "studentName", m.name, m.dose, m.times, m.as_needed as "asNeeded",
  m.max_per_day as "maxPerDay", m.given_by as "givenBy", m.from_date::text as "fromDate", m.until_date::text as "untilDate",
  m.notes, m.by_parent as "byParent", ${ISO('m.created_at')} as "createdAt", ${ISO('m.updated_at')} as "hoursSetAt"`;

const DOSE_COLUMNS = sql`
  d.id, d.medicine_id as "medicineId", d.student_id as "studentId", d.dose_day::text as "doseDay", d.scheduled_time as "scheduledTime",
  d.status, ${ISO('d.marked_at')} as "markedAt", d.marked_by_name as "markedByName"`;

/** The trip's medicines, or one student's: in no particular order (the service sorts by surname). */
export async function listMedicines(db: Queryable, tripId: string, studentId: string | null = null): Promise<StudentMedicine[]> {
  const result = await db.execute(sql`
    select ${MEDICINE_COLUMNS}
    from student_medicines m join students s on s.id = m.student_id
    where m.trip_id = ${tripId}${studentId ? sql` and m.student_id = ${studentId}` : sql``}
    order by m.created_at, m.id`);
  return rowsOf<StudentMedicine>(result);
}

/** One medicine of the trip; `lock` holds its row (its doses are marked one at a time). */
export async function findMedicine(db: Queryable, tripId: string, medicineId: string, { lock = false } = {}): Promise<StudentMedicine | null> {
  const result = await db.execute(sql`
    select ${MEDICINE_COLUMNS}
    from student_medicines m join students s on s.id = m.student_id
    where m.id = ${medicineId} and m.trip_id = ${tripId}${lock ? sql` for update of m` : sql``}`);
  return rowsOf<StudentMedicine>(result)[0] ?? null;
}

/** Holds the student's row for the transaction: two medicines saved at once are checked one after the other. */
export async function lockStudent(tx: Tx, studentId: string): Promise<void> {
  await tx.execute(sql`select 1 from students where id = ${studentId} for update`);
}

function timesArray(times: readonly string[]): SQL {
  return times.length === 0 ? sql`'{}'::text[]` : sql`array[${sql.join(times.map((time) => sql`${time}`), sql`, `)}]::text[]`;
}

export async function insertMedicine(tx: Tx, tripId: string, studentId: string, medicine: MedicineValues, byParent: boolean): Promise<string> {
  const result = await tx.execute(sql`
    insert into student_medicines (trip_id, student_id, name, dose, times, as_needed, max_per_day, given_by, from_date, until_date, notes, by_parent)
    values (${tripId}, ${studentId}, ${medicine.name}, ${medicine.dose}, ${timesArray(medicine.times)}, ${medicine.asNeeded}, ${medicine.maxPerDay},
            ${medicine.givenBy}, ${medicine.fromDate}::date, ${medicine.untilDate}::date, ${medicine.notes}, ${byParent})
    returning id`);
  return rowsOf<{ id: string }>(result)[0]!.id;
}

/**
 * Writes a medicine's changes. `updated_at` is when its hours were set (`hoursSetAt`, from which its
 * doses are due: dose-schedule.ts): moved only by other hours, 'w razie potrzeby' or another giver,
 * not by a corrected name, dose, days or notes, which leave every dose as due as it was. (The column
 * keeps its first name: renaming it is a migration, and nothing else reads it.)
 */
export async function updateMedicine(tx: Tx, medicineId: string, medicine: MedicineValues): Promise<void> {
  const times = timesArray(medicine.times);
  await tx.execute(sql`
    update student_medicines set name = ${medicine.name}, dose = ${medicine.dose}, times = ${times}, as_needed = ${medicine.asNeeded},
      max_per_day = ${medicine.maxPerDay}, given_by = ${medicine.givenBy}, from_date = ${medicine.fromDate}::date, until_date = ${medicine.untilDate}::date,
      notes = ${medicine.notes},
      updated_at = case when (times, as_needed, given_by) is distinct from (${times}, ${medicine.asNeeded}::boolean, ${medicine.givenBy}::text) then now() else updated_at end
    where id = ${medicineId}`);
}

export async function deleteMedicine(tx: Tx, medicineId: string): Promise<void> {
  await tx.execute(sql`delete from student_medicines where id = ${medicineId}`);
}

export async function countDoses(tx: Tx, medicineId: string): Promise<number> {
  const result = await tx.execute(sql`select count(*)::int as count from medicine_doses where medicine_id = ${medicineId}`);
  return rowsOf<{ count: number }>(result)[0]?.count ?? 0;
}

/** Every dose marked on the trip (or of one student), in the order they were given. */
export async function listDoses(db: Queryable, tripId: string, studentId: string | null = null): Promise<MedicineDose[]> {
  const result = await db.execute(sql`
    select ${DOSE_COLUMNS} from medicine_doses d
    where d.trip_id = ${tripId}${studentId ? sql` and d.student_id = ${studentId}` : sql``}
    order by d.dose_day, coalesce(d.scheduled_time, to_char(d.marked_at at time zone 'Europe/Warsaw', 'HH24:MI')), d.marked_at, d.id`);
  return rowsOf<MedicineDose>(result);
}

/** A dose by the id its device gave it, wherever it is (a resend is answered with what is stored). */
export async function findDoseById(tx: Tx, doseId: string): Promise<(MedicineDose & { tripId: string }) | null> {
  const result = await tx.execute(sql`select ${DOSE_COLUMNS}, d.trip_id as "tripId" from medicine_doses d where d.id = ${doseId}`);
  return rowsOf<MedicineDose & { tripId: string }>(result)[0] ?? null;
}

/** The mark one dose at a fixed hour holds now. */
export async function findScheduledDose(tx: Tx, medicineId: string, doseDay: string, scheduledTime: string): Promise<MedicineDose | null> {
  const result = await tx.execute(sql`
    select ${DOSE_COLUMNS} from medicine_doses d
    where d.medicine_id = ${medicineId} and d.dose_day = ${doseDay}::date and d.scheduled_time = ${scheduledTime}`);
  return rowsOf<MedicineDose>(result)[0] ?? null;
}

export async function countAsNeededGiven(tx: Tx, medicineId: string, doseDay: string): Promise<number> {
  const result = await tx.execute(sql`
    select count(*)::int as count from medicine_doses
    where medicine_id = ${medicineId} and dose_day = ${doseDay}::date and scheduled_time is null and status = 'given'`);
  return rowsOf<{ count: number }>(result)[0]?.count ?? 0;
}

export type NewDose = {
  id: string;
  tripId: string;
  medicineId: string;
  studentId: string;
  doseDay: string;
  scheduledTime: string | null;
  status: DoseStatus;
  markedAt: string;
  userId: string;
};

/**
 * Writes a mark, in the guardian's name as it is now. A dose at a fixed hour has one mark: a mark made
 * later on its device replaces it (with its id, so its resend is known), an older one changes nothing
 * (docs/decisions/017). The device's time counts no later than now: a phone whose clock runs ahead
 * must not win over marks made after it. A dose 'w razie potrzeby' is a row of its own. True when written.
 */
export async function writeDose(tx: Tx, dose: NewDose): Promise<boolean> {
  const conflict =
    dose.scheduledTime === null
      ? sql`on conflict (id) do nothing`
      : sql`on conflict (medicine_id, dose_day, scheduled_time) where scheduled_time is not null
          do update set id = excluded.id, status = excluded.status, marked_at = excluded.marked_at, marked_by = excluded.marked_by,
                        marked_by_name = excluded.marked_by_name, received_at = now()
          where medicine_doses.marked_at <= excluded.marked_at`;
  const result = await tx.execute(sql`
    insert into medicine_doses (id, trip_id, medicine_id, student_id, dose_day, scheduled_time, status, marked_at, marked_by, marked_by_name)
    select ${dose.id}, ${dose.tripId}, ${dose.medicineId}, ${dose.studentId}, ${dose.doseDay}::date, ${dose.scheduledTime}, ${dose.status},
           least(${dose.markedAt}::timestamptz, now()), p.id, coalesce(nullif(p.full_name, ''), p.email)
    from profiles p where p.id = ${dose.userId}
    ${conflict}
    returning id`);
  return rowsOf(result).length > 0;
}

/** The trip's days, and whether its sensitive data was erased (no medicine is written then). */
export async function readTripDays(db: Queryable, tripId: string): Promise<{ name: string; startDate: string; endDate: string; erased: boolean } | null> {
  const result = await db.execute(sql`
    select name, start_date::text as "startDate", end_date::text as "endDate", sensitive_erased_at is not null as erased from trips where id = ${tripId}`);
  return rowsOf<{ name: string; startDate: string; endDate: string; erased: boolean }>(result)[0] ?? null;
}

/** The trip's students with their group guardian ('Grupy'): whose screen an overdue dose is on. */
export async function readGroups(db: Queryable, tripId: string): Promise<Map<string, string | null>> {
  const result = await db.execute(sql`select id, group_guardian_id as "guardianId" from students where trip_id = ${tripId}`);
  return new Map(rowsOf<{ id: string; guardianId: string | null }>(result).map((row) => [row.id, row.guardianId]));
}
