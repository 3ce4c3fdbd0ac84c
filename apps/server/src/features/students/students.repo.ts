import { and, eq, inArray, sql } from 'drizzle-orm';
import { consentStatementKey, LIMITS, studentLimit, type ConsentStatus, type ParentDataField, type Student, type TripRole } from '@wycieczki/shared';
import type { Db, Tx } from '../../db/client';
import { queryPrepared } from '../../db/prepared';
import { rooms, students, trips } from '../../db/schema';

type Queryable = Db | Tx;

/** A student as stored, with its room's number: the API shape before masking (student-masking.ts). */
export type StudentRow = Student;

const columns = {
  id: students.id,
  tripId: students.tripId,
  name: students.name,
  sex: students.sex,
  present: students.present,
  pesel: students.pesel,
  parentPhone: students.parentPhone,
  allergies: students.allergies,
  diet: students.diet,
  medicines: students.medicines,
  roomId: students.roomId,
  roomNumber: rooms.number,
  className: students.className,
  disability: students.disability,
  consent: students.consent,
  consentDate: students.consentDate,
  medicalConsent: students.medicalConsent,
  consentExtra: students.consentExtra,
  parentPhone2: students.parentPhone2,
  parentFilledAt: sql<string | null>`to_char(${students.parentFilledAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  parentFilledFields: sql<ParentDataField[] | null>`${students.parentFilledFields}`,
  consentOnlineAt: sql<string | null>`to_char(${students.consentOnlineAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  consentBy: students.consentBy,
  consentLanguage: students.consentLanguage,
  groupGuardianId: students.groupGuardianId,
  badgeCode: students.badgeCode,
};

/**
 * The most frequent read of the app (every screen of a trip shows its students), with the reader's
 * access to the trip in the same statement: one round trip, prepared once per database connection
 * (db/prepared.ts; written out like the marking statement of attendance.repo.ts, since the query
 * builder's prepared statements are parsed and planned again on every call on the embedded
 * database). The reader's access comes from `trip_access`, the database function `loadTripAccess`
 * asks too (migration 0002): no row means the reader is not a member.
 * Beside the access comes the trip's list version (schema.ts: studentListVersions), and the students
 * only when that version is not the one the caller already holds ($3): the version and the list come
 * from one snapshot. The students arrive as ONE JSON text built by PostgreSQL: decoding 40 rows of
 * ten columns through the driver costs the server more than the rest of the request (npm run bench).
 */
const LIST_SQL = `
select
  a.role,
  a.created_by as "createdBy",
  a.trip_leader_id as "tripLeaderId",
  v.version::text as version,
  case when v.version::text = $3 then null else coalesce((
    select json_agg(json_build_object(
      'id', s.id, 'tripId', s.trip_id, 'name', s.name, 'sex', s.sex, 'present', s.present, 'pesel', s.pesel,
      'parentPhone', s.parent_phone, 'allergies', s.allergies, 'diet', s.diet, 'medicines', s.medicines, 'roomId', s.room_id,
      'roomNumber', r.number, 'className', s.class_name, 'disability', s.disability, 'consent', s.consent,
      'consentDate', s.consent_date, 'medicalConsent', s.medical_consent, 'consentExtra', s.consent_extra, 'parentPhone2', s.parent_phone2,
      'parentFilledAt', to_char(s.parent_filled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'parentFilledFields', s.parent_filled_fields,
      'consentOnlineAt', to_char(s.consent_online_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'consentBy', s.consent_by, 'consentLanguage', s.consent_language, 'groupGuardianId', s.group_guardian_id, 'badgeCode', s.badge_code) order by s.name, s.id)
    from students s left join rooms r on r.id = s.room_id
    where s.trip_id = $1), '[]')::text end as students
from trip_access($1, $2) a
left join student_list_versions v on v.trip_id = $1`;

type ListRow = { role: TripRole; createdBy: string; tripLeaderId: string | null; version: string | null; students: string | null };

/**
 * What the list read answers a member: the row of `trip_access` (for the access module to judge),
 * and `students` null when `version` is the known one.
 */
export type StudentListRead = {
  access: { role: TripRole; createdBy: string; tripLeaderId: string | null };
  version: string | null;
  students: StudentRow[] | null;
};

/**
 * The user's access to the trip, the trip's list version, and its students unless `knownVersion`
 * (a version, or null for none) is still current; null when the user may not see the trip.
 */
export async function readStudentList(db: Db, userId: string, tripId: string, knownVersion: string | null): Promise<StudentListRead | null> {
  // '' matches no version (versions are numbers), so the students always come then.
  const [row] = await queryPrepared<ListRow>(db, 'list_students_with_access', LIST_SQL, [tripId, userId, knownVersion ?? '']);
  if (!row) return null;
  return {
    access: { role: row.role, createdBy: row.createdBy, tripLeaderId: row.tripLeaderId },
    version: row.version,
    students: row.students === null ? null : (JSON.parse(row.students) as StudentRow[]),
  };
}

export async function findStudent(db: Queryable, tripId: string, studentId: string): Promise<StudentRow | null> {
  const [row] = await db
    .select(columns)
    .from(students)
    .leftJoin(rooms, eq(rooms.id, students.roomId))
    .where(and(eq(students.id, studentId), eq(students.tripId, tripId)));
  return row ?? null;
}

export type StudentValues = {
  name: string;
  pesel: string | null;
  parentPhone: string | null;
  allergies: string | null;
  diet: string | null;
  medicines: string | null;
  roomId: string | null;
  className: string | null;
  disability: boolean;
} & Partial<ConsentValues>;

/** A consent as stored: its date only with 'given'; online details only when a parent answered (issue 25). */
export type ConsentValues = {
  consent?: ConsentStatus;
  consentDate?: string | null;
  /** The second answer (issue 48): medical help in an emergency. */
  medicalConsent?: ConsentStatus;
  /** The answers to the trip's added statements, by key; replaced whole. */
  consentExtra?: Record<string, 'given' | 'refused'>;
  consentOnlineAt?: Date | null;
  consentBy?: string | null;
  consentLanguage?: 'pl' | 'uk' | 'en' | null;
  consentFingerprint?: string | null;
};

export async function insertStudents(tx: Tx, tripId: string, rows: StudentValues[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(students)
    .values(rows.map((row) => ({ ...row, tripId })))
    .returning({ id: students.id });
  return inserted.map((r) => r.id);
}

export async function updateStudent(tx: Tx, studentId: string, fields: Partial<StudentValues & ConsentValues & { present: boolean }>): Promise<void> {
  if (Object.keys(fields).length > 0) await tx.update(students).set(fields).where(eq(students.id, studentId));
}

/** Sets one consent on the listed students of the trip; answers the names of those it changed. */
export async function setConsent(tx: Tx, tripId: string, studentIds: string[], values: ConsentValues): Promise<string[]> {
  const rows = await tx
    .update(students)
    .set(values)
    .where(and(eq(students.tripId, tripId), inArray(students.id, studentIds)))
    .returning({ id: students.id });
  return rows.map((row) => row.id);
}

/** The keys of the trip's added statements (issue 48): a teacher's answers are kept for these only. */
export async function findConsentStatementKeys(tx: Tx, tripId: string): Promise<string[]> {
  const [row] = await tx.select({ statements: trips.consentStatements }).from(trips).where(eq(trips.id, tripId));
  return (row?.statements ?? []).map(consentStatementKey);
}

export async function deleteStudent(tx: Tx, studentId: string): Promise<void> {
  await tx.delete(students).where(eq(students.id, studentId));
}

export async function countStudents(tx: Tx, tripId: string): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(students).where(eq(students.tripId, tripId));
  return row?.n ?? 0;
}

/** Each student's name and PESEL, for the import preview's duplicate marks. */
export async function listStudentKeys(tx: Tx, tripId: string): Promise<{ name: string; pesel: string | null }[]> {
  return tx.select({ name: students.name, pesel: students.pesel }).from(students).where(eq(students.tripId, tripId));
}

/** The trip's student limit: its guardians (the leader among them) times its own ratio. */
export async function findStudentLimit(tx: Queryable, tripId: string): Promise<{ limit: number; perGuardian: number; sensitiveErased: boolean }> {
  const [row] = await tx
    .select({
      guardians: sql<number>`(select count(*)::int from trip_guardians tg where tg.trip_id = ${tripId})`,
      perGuardian: trips.studentsPerGuardian,
      sensitiveErased: sql<boolean>`${trips.sensitiveErasedAt} is not null`,
    })
    .from(trips)
    .where(eq(trips.id, tripId));
  const perGuardian = row?.perGuardian ?? LIMITS.studentsPerGuardian;
  return { limit: studentLimit(row?.guardians ?? 0, perGuardian), perGuardian, sensitiveErased: row?.sensitiveErased ?? false };
}

