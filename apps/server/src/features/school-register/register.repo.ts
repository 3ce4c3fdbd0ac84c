import { and, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { RegisterField, RegisterImportRecord } from '@wycieczki/shared';
import type { Db, Tx } from '../../db/client';
import { registerImports, registerPreviews, registerPupils, schools, students, trips } from '../../db/schema';
import type { PupilValues, RegisterPlan, StoredPupil } from './register-plan';

type Queryable = Db | Tx;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const PUPIL_COLUMNS = {
  id: registerPupils.id,
  surname: registerPupils.surname,
  firstNames: registerPupils.firstNames,
  className: registerPupils.className,
  registerNo: registerPupils.registerNo,
  pesel: registerPupils.pesel,
  birthDate: registerPupils.birthDate,
  sex: registerPupils.sex,
  parentPhone: registerPupils.parentPhone,
  parentEmail: registerPupils.parentEmail,
  leftAt: sql<string | null>`to_char(${registerPupils.leftAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

export function listPupils(db: Queryable, schoolId: string): Promise<(StoredPupil & { leftFrom: string | null })[]> {
  return db
    .select({ ...PUPIL_COLUMNS, leftFrom: registerPupils.leftFrom })
    .from(registerPupils)
    .where(eq(registerPupils.schoolId, schoolId));
}

/** The register's version, the row held until the transaction ends: one change of the register at a time. */
export async function lockRegister(tx: Tx, schoolId: string): Promise<{ version: number; eraseAfterDays: number }> {
  const [row] = await tx
    .select({ version: schools.registerVersion, eraseAfterDays: schools.eraseAfterDays })
    .from(schools)
    .where(eq(schools.id, schoolId))
    .for('update');
  return row!;
}

export async function registerVersion(db: Queryable, schoolId: string): Promise<{ version: number; eraseAfterDays: number }> {
  const [row] = await db.select({ version: schools.registerVersion, eraseAfterDays: schools.eraseAfterDays }).from(schools).where(eq(schools.id, schoolId));
  return row!;
}

export async function bumpVersion(tx: Tx, schoolId: string): Promise<void> {
  await tx
    .update(schools)
    .set({ registerVersion: sql`${schools.registerVersion} + 1` })
    .where(eq(schools.id, schoolId));
}

const CHUNK = 500;

export async function insertPupils(tx: Tx, schoolId: string, pupils: readonly PupilValues[]): Promise<void> {
  for (let at = 0; at < pupils.length; at += CHUNK) {
    await tx.insert(registerPupils).values(pupils.slice(at, at + CHUNK).map((pupil) => ({ ...pupil, schoolId })));
  }
}

/** Column of each field, for the one UPDATE of a file's changed pupils. */
const COLUMN_OF: Record<RegisterField, string> = {
  surname: 'surname',
  firstNames: 'first_names',
  className: 'class_name',
  registerNo: 'register_no',
  pesel: 'pesel',
  birthDate: 'birth_date',
  sex: 'sex',
  parentPhone: 'parent_phone',
  parentEmail: 'parent_email',
};
const TYPE_OF: Record<RegisterField, string> = {
  surname: 'text',
  firstNames: 'text',
  className: 'text',
  registerNo: 'integer',
  pesel: 'text',
  birthDate: 'date',
  sex: 'text',
  parentPhone: 'text',
  parentEmail: 'text',
};

/**
 * The changed pupils in one statement per 500 (a school's whole register in a few): the file's fields
 * set, a pupil back from 'Absolwenci / odeszli' in class again. PESELs freed by one pupil and taken by
 * another in the same file are cleared first, so the unique index never sees them twice.
 */
export async function updatePupils(tx: Tx, schoolId: string, fields: readonly RegisterField[], updated: RegisterPlan['updated']): Promise<void> {
  if (updated.length === 0) return;
  if (fields.includes('pesel')) {
    await tx
      .update(registerPupils)
      .set({ pesel: null })
      .where(and(eq(registerPupils.schoolId, schoolId), inArray(registerPupils.id, updated.map((u) => u.id))));
  }
  const set = sql.join(
    fields.map((field) => sql.raw(`${COLUMN_OF[field]} = v.${COLUMN_OF[field]}`)),
    sql.raw(', '),
  );
  const record = sql.raw(['id uuid', ...fields.map((field) => `${COLUMN_OF[field]} ${TYPE_OF[field]}`)].join(', '));
  for (let at = 0; at < updated.length; at += CHUNK) {
    const values = updated.slice(at, at + CHUNK).map(({ id, values: v }) => ({ id, ...Object.fromEntries(fields.map((field) => [COLUMN_OF[field], v[field]])) }));
    await tx.execute(sql`
      update register_pupils p set ${set}, left_at = null, left_from = null, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(${record})
      where p.id = v.id and p.school_id = ${schoolId}`);
  }
}

/** To 'Absolwenci / odeszli': out of their class, erased the school's period later. The count moved. */
export async function markLeft(tx: Tx, schoolId: string, pupilIds: readonly string[]): Promise<number> {
  if (pupilIds.length === 0) return 0;
  const rows = await tx
    .update(registerPupils)
    .set({ leftAt: sql`now()`, leftFrom: registerPupils.className, className: null, updatedAt: sql`now()` })
    .where(and(eq(registerPupils.schoolId, schoolId), inArray(registerPupils.id, [...pupilIds]), isNull(registerPupils.leftAt)))
    .returning({ id: registerPupils.id });
  return rows.length;
}

/** Back in the class they left from. */
export async function markBack(tx: Tx, schoolId: string, pupilIds: readonly string[]): Promise<number> {
  const rows = await tx
    .update(registerPupils)
    .set({ leftAt: null, className: sql`coalesce(${registerPupils.leftFrom}, '?')`, leftFrom: null, updatedAt: sql`now()` })
    .where(and(eq(registerPupils.schoolId, schoolId), inArray(registerPupils.id, [...pupilIds]), isNotNull(registerPupils.leftAt)))
    .returning({ id: registerPupils.id });
  return rows.length;
}

/** 'Nowy rok szkolny': each class set as given (one statement per 500). */
export async function setClasses(tx: Tx, schoolId: string, classes: readonly { id: string; className: string }[]): Promise<void> {
  for (let at = 0; at < classes.length; at += CHUNK) {
    await tx.execute(sql`
      update register_pupils p set class_name = v.class_name, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(classes.slice(at, at + CHUNK).map(({ id, className }) => ({ id, class_name: className })))}::jsonb) as v(id uuid, class_name text)
      where p.id = v.id and p.school_id = ${schoolId} and p.left_at is null`);
  }
}

/**
 * A corrected name, class, PESEL or phone reaches the trip students linked to the pupil, on trips not
 * yet over or closed (a past trip's lists stay as they were); only what the import changed, so a
 * teacher's or parent's later edit of anything else stays. A PESEL another student of that trip has
 * is left. The student list's version moves by its trigger, so every screen of those trips rebuilds.
 */
export async function refreshLinkedStudents(tx: Tx, updated: readonly { id: string; changed: readonly RegisterField[] }[]): Promise<void> {
  const flags = updated
    .map(({ id, changed }) => ({
      id,
      name: changed.includes('surname') || changed.includes('firstNames'),
      class: changed.includes('className'),
      pesel: changed.includes('pesel'),
      phone: changed.includes('parentPhone'),
    }))
    .filter((f) => f.name || f.class || f.pesel || f.phone);
  for (let at = 0; at < flags.length; at += CHUNK) {
    await tx.execute(sql`
      update ${students} s set
        name = case when v.name then p.first_names || ' ' || p.surname else s.name end,
        class_name = case when v.class and p.class_name is not null then p.class_name else s.class_name end,
        pesel = case when v.pesel and p.pesel is not null
          and not exists (select 1 from ${students} o where o.trip_id = s.trip_id and o.id <> s.id and o.pesel = p.pesel)
          then p.pesel else s.pesel end,
        parent_phone = case when v.phone and p.parent_phone is not null then p.parent_phone else s.parent_phone end
      from jsonb_to_recordset(${JSON.stringify(flags.slice(at, at + CHUNK))}::jsonb) as v(id uuid, name boolean, class boolean, pesel boolean, phone boolean),
        register_pupils p, ${trips} t
      where p.id = v.id and s.register_pupil_id = p.id and t.id = s.trip_id
        and t.closed_at is null and t.end_date >= (now() at time zone 'Europe/Warsaw')::date`);
  }
}

export async function insertImportRecord(tx: Tx, record: typeof registerImports.$inferInsert): Promise<void> {
  await tx.insert(registerImports).values(record);
}

export async function listImportRecords(db: Queryable, schoolId: string): Promise<RegisterImportRecord[]> {
  const rows = await db
    .select({
      id: registerImports.id,
      at: sql<string>`to_char(${registerImports.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      byName: registerImports.byName,
      kind: registerImports.kind,
      fileName: registerImports.fileName,
      format: registerImports.format,
      added: registerImports.added,
      changed: registerImports.changed,
      left: registerImports.left,
      promoted: registerImports.promoted,
    })
    .from(registerImports)
    .where(eq(registerImports.schoolId, schoolId))
    .orderBy(desc(registerImports.at))
    .limit(50);
  return rows as RegisterImportRecord[];
}

export async function insertPreview(db: Queryable, preview: typeof registerPreviews.$inferInsert): Promise<string> {
  const [row] = await db.insert(registerPreviews).values(preview).returning({ id: registerPreviews.id });
  return row!.id;
}

/** A preview its author may still save (an hour), taken: a second 'Zapisz' finds none. */
export async function takePreview(tx: Tx, id: string, schoolId: string, userId: string) {
  const [row] = await tx
    .delete(registerPreviews)
    .where(and(eq(registerPreviews.id, id), eq(registerPreviews.schoolId, schoolId), eq(registerPreviews.userId, userId), sql`${registerPreviews.createdAt} > now() - interval '1 hour'`))
    .returning();
  return row ? { ...row, plan: row.plan as RegisterPlan } : null;
}

export async function findPupilsByIds(db: Queryable, schoolId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: registerPupils.id,
      surname: registerPupils.surname,
      firstNames: registerPupils.firstNames,
      className: registerPupils.className,
      pesel: registerPupils.pesel,
      parentPhone: registerPupils.parentPhone,
      sex: registerPupils.sex,
    })
    .from(registerPupils)
    .where(and(eq(registerPupils.schoolId, schoolId), inArray(registerPupils.id, [...ids]), isNull(registerPupils.leftAt)));
}

/**
 * The erasure's hourly run (issue 51): pupils who left the school longer ago than the school's
 * period go with all their data (a trip's student keeps its own copy and loses only the link);
 * previews older than an hour go too. The counts removed.
 */
export async function eraseLeftPupils(db: Db): Promise<{ pupils: number; previews: number }> {
  const pupils = rowsOf<{ id: string }>(
    await db.execute(sql`
      delete from register_pupils p using schools s
      where s.id = p.school_id and p.left_at is not null and p.left_at < now() - make_interval(days => s.erase_after_days)
      returning p.id`),
  );
  const previews = await db.delete(registerPreviews).where(lt(registerPreviews.createdAt, sql`now() - interval '1 hour'`)).returning({ id: registerPreviews.id });
  return { pupils: pupils.length, previews: previews.length };
}
