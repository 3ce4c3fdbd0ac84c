import {
  MASKED,
  MSG,
  studentLimitMessage,
  type ConsentStatus,
  type consentBulkSchema,
  type ImportPreview,
  type SensitiveData,
  type Student,
  type studentImportSchema,
  type studentSchema,
  type studentUpdateSchema,
  compareBySurname,
} from '@wycieczki/shared';
import type { z } from 'zod';
import { schoolShare } from '../../access/school-share';
import { assertCan, can, loadTripAccess, toTripAccess, type TripAccess } from '../../access/trip-access';
import type { Db, Tx } from '../../db/client';
import { errors } from '../../lib/errors';
import { warsawDate } from '../../lib/warsaw-date';
import { lockRoomWithPlaceFor } from '../../rules/room-lock';
import { newRoomingBreach } from '../rooming/rooming.service';
import { buildPreview } from './import/build-preview';
import { readTableInWorker } from './import/read-table-in-worker';
import { recordSensitiveReads } from '../../audit/sensitive-reads';
import { toApiStudent } from './student-masking';
import {
  countStudents,
  deleteStudent,
  findStudent,
  findStudentLimit,
  insertStudents,
  listStudentKeys,
  readStudentList,
  setConsent,
  findConsentStatementKeys,
  updateStudent,
  type ConsentValues,
  type StudentRow,
  type StudentValues,
} from './students.repo';
import { createStudentListCache } from './student-list-cache';
import { type TripWriter, LOCK_TRIP } from '../../write/trip-write';
import { asId, type Id } from '../../lib/uuid';

type StudentCreate = z.output<typeof studentSchema>;
type StudentUpdate = z.output<typeof studentUpdateSchema>;
type StudentImport = z.output<typeof studentImportSchema>;
type ConsentBulk = z.output<typeof consentBulkSchema>;

/**
 * A consent as a guardian sets it: delivered on the day given (today when none), and no date with
 * 'brak' or 'odmowa'; the medical answer (issue 48) beside it when sent. Either replaces a parent's
 * online answer (the form now says what the paper says), so that answer's details go.
 */
function consentValues(
  consent: ConsentStatus | undefined,
  consentDate: string | null | undefined,
  medicalConsent?: ConsentStatus,
  consentExtra?: Record<string, 'given' | 'refused'>,
): ConsentValues {
  return {
    ...(consent !== undefined ? { consent, consentDate: consent === 'given' ? (consentDate ?? warsawDate()) : null } : {}),
    ...(medicalConsent !== undefined ? { medicalConsent } : {}),
    ...(consentExtra !== undefined ? { consentExtra } : {}),
    consentOnlineAt: null,
    consentBy: null,
    consentLanguage: null,
    consentFingerprint: null,
  };
}

/**
 * The answers to the trip's added statements, for its current statements only (issue 48): an answer to
 * a statement since reworded or removed (a form opened before) is dropped, as is any other key.
 */
async function keptAnswers(tx: Tx, tripId: string, answers: Record<string, 'given' | 'refused'>): Promise<Record<string, 'given' | 'refused'>> {
  const keys = new Set(await findConsentStatementKeys(tx, tripId));
  return Object.fromEntries(Object.entries(answers).filter(([key]) => keys.has(key)));
}

/**
 * A sensitive field as the caller sent it: undefined or the placeholder mean "leave as it is".
 * Anyone but the creator who sends a real value (or clears one) is refused.
 */
function sensitiveValue(access: TripAccess, value: string | null | undefined, refusal: string): string | null | undefined {
  if (value === undefined || value === MASKED) return undefined;
  if (!can(access, 'readSensitive')) throw errors.forbidden(refusal);
  return value;
}

async function assertWithinLimit(tx: Tx, tripId: Id, adding: number): Promise<void> {
  const { limit, perGuardian } = await findStudentLimit(tx, tripId);
  if ((await countStudents(tx, tripId)) + adding > limit) throw errors.validation(studentLimitMessage(limit, perGuardian));
}

function studentsBody(rows: StudentRow[], canSeeSensitive: boolean): string {
  return JSON.stringify(rows.map((row) => toApiStudent(row, canSeeSensitive)));
}

async function findOr404(db: Db | Tx, tripId: Id, studentId: Id) {
  const student = await findStudent(db, tripId, studentId);
  if (!student) throw errors.notFound(MSG.studentNotFound);
  return student;
}

export function createStudentsService({ db, writer }: { db: Db; writer: TripWriter }) {
  const trips = writer;
  const lists = createStudentListCache();

  async function present(access: TripAccess, studentId: Id): Promise<Student> {
    return toApiStudent(await findOr404(db, asId(access.tripId), studentId), can(access, 'readSensitive'));
  }

  return {
    /**
     * The trip's students as the JSON body of GET …/students, in a class register's order (by surname
     * the Polish way, as every screen lists them) and masked for anyone but the creator. Built again
     * only when the trip's list version has moved since this instance last built it
     * (student-list-cache.ts); the access check runs on every read.
     */
    async listJson(userId: Id, tripId: Id): Promise<string> {
      const found = await readStudentList(db, userId, tripId, lists.versionOf(tripId));
      if (!found) throw errors.notFound(MSG.tripNotFound);
      const canSeeSensitive = can(toTripAccess(found.access, userId, tripId), 'readSensitive');
      const build = (rows: StudentRow[]) => studentsBody(rows, canSeeSensitive);
      if (found.students) {
        found.students.sort((a, b) => compareBySurname(a.name, b.name));
        if (found.version !== null) lists.remember(tripId, found.version, found.students);
      }
      const kept = found.version === null ? null : lists.body(tripId, found.version, canSeeSensitive, build);
      if (kept !== null) return kept;
      if (found.students) return build(found.students);
      // The list this read relied on was replaced by a newer one while it ran: read the students now.
      const fresh = await readStudentList(db, userId, tripId, null);
      if (!fresh?.students) throw errors.notFound(MSG.tripNotFound);
      return studentsBody(fresh.students.sort((a, b) => compareBySurname(a.name, b.name)), canSeeSensitive);
    },

    async create(userId: Id, tripId: Id, input: StudentCreate): Promise<Student> {
      let access: TripAccess | undefined;
      // The trip row lock serialises additions, so two guardians cannot both take the last place under the limit.
      const id = await trips.write(userId, tripId, 'editContent', async (context) => {
        access = context.access;
        const values: StudentValues = {
          name: input.name,
          // On a new student an empty field writes nothing, so only a real value needs the creator.
          pesel: sensitiveValue(access, input.pesel ?? undefined, MSG.onlyCreatorPesel) ?? null,
          parentPhone: sensitiveValue(access, input.parentPhone ?? undefined, MSG.onlyCreatorPhone) ?? null,
          allergies: input.allergies,
          diet: input.diet,
          medicines: input.medicines,
          roomId: input.roomId ?? null,
          className: input.className,
          disability: input.disability ?? false,
          ...consentValues(input.consent ?? 'missing', input.consentDate, input.medicalConsent ?? 'missing', await keptAnswers(context.tx, tripId, input.consentExtra ?? {})),
        };
        await assertWithinLimit(context.tx, tripId, 1);
        if (values.roomId) await lockRoomWithPlaceFor(context.tx, tripId, values.roomId, null);
        // Placed after it is added: the rooming's hard rules (the guardians' room) judge the move into the room.
        const [studentId] = await insertStudents(context.tx, tripId, [{ ...values, roomId: null }]);
        if (values.roomId && studentId) {
          const broken = await newRoomingBreach(context.tx, tripId, { [studentId]: values.roomId }, can(access, 'arrangeRooms'));
          if (broken) throw errors.validation(broken);
          await updateStudent(context.tx, studentId, { roomId: values.roomId });
        }
        context.announce({ topic: 'students', action: 'created', line: { key: 'studentCreated', name: input.name } });
        return studentId ?? '';
      }, LOCK_TRIP);
      return present(access as TripAccess, asId(id));
    },

    async update(userId: Id, tripId: Id, studentId: Id, input: StudentUpdate): Promise<Student> {
      const access = await trips.write(userId, tripId, 'editContent', async ({ tx, access, announce }) => {
        const student = await findOr404(tx, tripId, studentId);
        const fields: Partial<StudentValues & ConsentValues & { present: boolean }> = {};
        if (input.name !== undefined) fields.name = input.name;
        if (input.className !== undefined) fields.className = input.className;
        if (input.disability !== undefined) fields.disability = input.disability;
        if (input.consent !== undefined || input.medicalConsent !== undefined || input.consentExtra !== undefined) {
          const extra = input.consentExtra === undefined ? undefined : await keptAnswers(tx, tripId, input.consentExtra);
          Object.assign(fields, consentValues(input.consent, input.consentDate, input.medicalConsent, extra));
        }
        if (input.present !== undefined) fields.present = input.present;
        if (input.allergies !== undefined) fields.allergies = input.allergies;
        if (input.diet !== undefined) fields.diet = input.diet;
        if (input.medicines !== undefined) fields.medicines = input.medicines;
        const pesel = sensitiveValue(access, input.pesel, MSG.onlyCreatorPesel);
        if (pesel !== undefined) fields.pesel = pesel;
        const parentPhone = sensitiveValue(access, input.parentPhone, MSG.onlyCreatorPhone);
        if (parentPhone !== undefined) fields.parentPhone = parentPhone;
        if (input.roomId !== undefined && input.roomId !== student.roomId) {
          if (input.roomId) await lockRoomWithPlaceFor(tx, tripId, input.roomId, studentId);
          // The rooming's hard rules hold here too (issue 62's review): a room chosen in the student's
          // form moved a child past 'Nie razem', the sexes, a pin or the guardians' room unasked.
          const broken = await newRoomingBreach(tx, tripId, { [studentId]: input.roomId }, can(access, 'arrangeRooms'));
          if (broken) throw errors.validation(broken);
          fields.roomId = input.roomId;
        }
        await updateStudent(tx, studentId, fields);
        announce({ topic: 'students', action: 'updated', line: { key: 'studentUpdated', name: fields.name ?? student.name, fields: Object.keys(fields) } });
        return access;
      });
      return present(access, studentId);
    },

    async remove(userId: Id, tripId: Id, studentId: Id): Promise<void> {
      await trips.write(userId, tripId, 'editContent', async ({ tx, announce }) => {
        const student = await findOr404(tx, tripId, studentId);
        // Its place in a room and its attendance records go with it (foreign keys).
        await deleteStudent(tx, studentId);
        announce({ topic: 'students', action: 'deleted', entityId: studentId, line: { key: 'studentDeleted', name: student.name } });
      });
    },

    /** The creator's read of PESEL and parent phone; every read is recorded in the audit log. */
    async readSensitive(userId: Id, tripId: Id, studentId: Id): Promise<SensitiveData> {
      // A read, but it writes the audit row: through the write path, so the row and the answer go together.
      return trips.write(userId, tripId, 'readSensitive', async ({ tx }) => {
        const student = await findOr404(tx, tripId, studentId);
        await recordSensitiveReads(tx, { userId, tripId, kind: 'data', students: [student] });
        return { pesel: student.pesel, parentPhone: student.parentPhone };
      });
    },

    /**
     * 'Zgoda rodzica' for many students at once (any guardian: the paper reaches whoever is there).
     * Every id must be a student of this trip, or nothing changes.
     */
    async setConsent(userId: Id, tripId: Id, input: ConsentBulk): Promise<{ updated: number }> {
      return trips.write(userId, tripId, 'editContent', async ({ tx, announce }) => {
        const wanted = new Set(input.studentIds);
        const changed = await setConsent(tx, tripId, [...wanted], consentValues(input.consent, input.consentDate, input.medicalConsent));
        if (changed.length !== wanted.size) throw errors.notFound(MSG.studentNotFound);
        announce({ topic: 'students', action: 'updated', line: { key: 'consentsUpdated', students: changed.length } });
        return { updated: changed.length };
      });
    },

    /** Reads an uploaded CSV/XLSX into preview rows with their errors; stores nothing. */
    async previewImport(userId: Id, tripId: Id, file: Uint8Array): Promise<ImportPreview> {
      const access = await loadTripAccess(db, userId, tripId);
      assertCan(access, 'editContent');
      const table = await readTableInWorker(file, await schoolShare(db, userId, tripId));
      const [{ limit, sensitiveErased }, listed] = await db.transaction(async (tx) => [await findStudentLimit(tx, tripId), await listStudentKeys(tx, tripId)] as const);
      return buildPreview(table, { canWriteSensitive: can(access, 'readSensitive'), sensitiveErased, remaining: limit - listed.length, listed });
    },

    /** Imports valid rows in one transaction, within the student limit; all or nothing. */
    async import(userId: Id, tripId: Id, input: StudentImport): Promise<{ imported: number }> {
      return trips.write(userId, tripId, 'editContent', async ({ tx, access, announce }) => {
        const rows: StudentValues[] = input.students.map((s) => ({
          name: s.name,
          pesel: sensitiveValue(access, s.pesel ?? undefined, MSG.onlyCreatorPesel) ?? null,
          parentPhone: sensitiveValue(access, s.parentPhone ?? undefined, MSG.onlyCreatorPhone) ?? null,
          allergies: s.allergies,
          diet: s.diet,
          medicines: s.medicines,
          roomId: null,
          className: s.className,
          disability: s.disability ?? false,
        }));
        await assertWithinLimit(tx, tripId, rows.length);
        const ids = await insertStudents(tx, tripId, rows);
        announce({ topic: 'students', action: 'created', line: { key: 'studentsImported', students: ids.length } });
        return { imported: ids.length };
      }, LOCK_TRIP);
    },
  };
}

export type StudentsService = ReturnType<typeof createStudentsService>;
