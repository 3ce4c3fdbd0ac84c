import {
  compareClasses,
  comparePolish,
  LIMITS,
  MASKED,
  promotedClass,
  MSG,
  registerYearBehindMessage,
  type RegisterClass,
  type RegisterImportInput,
  type RegisterImportResult,
  type RegisterLeftInput,
  type RegisterNewYearInput,
  type RegisterNewYearResult,
  type RegisterPreview,
  type RegisterPupil,
  type RegisterView,
} from '@wycieczki/shared';
import { assertInSchool, assertRegisterManager, loadSchoolAccess, managesRegister } from '../../access/school-access';
import { schoolShareOf } from '../../access/school-share';
import type { Db, Tx } from '../../db/client';
import { sql } from 'drizzle-orm';
import { uniqueViolated } from '../../lib/db-errors';
import { countWithinLimit } from '../../auth/throttle';
import { AppError, errors } from '../../lib/errors';
import type { Id } from '../../lib/uuid';
import { readRegisterInWorker } from './read-register-in-worker';
import { nearPesels, planImport } from './register-plan';
import { peselsCrowdOneDay } from './register-rows';
import {
  bumpVersion,
  findPupilsByIds,
  insertImportRecord,
  insertPreview,
  insertPupils,
  listImportRecords,
  listPupils,
  lockRegister,
  markBack,
  markLeft,
  refreshLinkedStudents,
  registerVersion,
  setClasses,
  takePreview,
  updatePupils,
} from './register.repo';

/** The window of the day's budget of numbers near a pupil's. */
const DAY_MS = 24 * 60 * 60 * 1000;

type Pupil = Awaited<ReturnType<typeof listPupils>>[number];

/** A class register's order: its number, then surname and first names the Polish way. */
function comparePupils(a: Pupil, b: Pupil): number {
  if (a.registerNo !== null && b.registerNo !== null && a.registerNo !== b.registerNo) return a.registerNo - b.registerNo;
  if ((a.registerNo === null) !== (b.registerNo === null)) return a.registerNo === null ? 1 : -1;
  return comparePolish(a.surname, b.surname) || comparePolish(a.firstNames, b.firstNames);
}


/** Only the file's last name part: the name a user's own computer gave it, never a path. */
function cleanFileName(header: string | undefined): string {
  let name = '';
  try {
    name = decodeURIComponent(header ?? '');
  } catch {
    name = '';
  }
  return [...name.split(/[\\/]/).at(-1)!].filter((char) => char.charCodeAt(0) >= 0x20).join('').slice(0, 200) || 'plik';
}

/**
 * 'Uczniowie szkoły' (issue 51, decision 035): the school's register of pupils. The head and
 * 'Sekretariat' import the e-dziennik's export (a preview first, kept for 'Zapisz'), start the new
 * school year and move pupils to 'Absolwenci / odeszli'; every teacher of the school reads the classes
 * to make a trip's list. The register is the school's: no trip, feed or log line carries its data.
 */
export function createRegisterService({ db }: { db: Db }) {
  async function manager(tx: Db | Tx, userId: Id) {
    const access = await loadSchoolAccess(tx, userId);
    assertRegisterManager(access);
    return access;
  }

  return {
    async view(userId: Id): Promise<RegisterView> {
      const access = await loadSchoolAccess(db, userId);
      assertInSchool(access);
      const manages = managesRegister(access);
      const [pupils, { version, eraseAfterDays }, history] = await Promise.all([
        listPupils(db, access.schoolId),
        registerVersion(db, access.schoolId),
        manages ? listImportRecords(db, access.schoolId) : Promise.resolve([]),
      ]);
      const shown = (pupil: Pupil): RegisterPupil => {
        // As a trip's guardian: always the placeholder, so even whether a value exists is not shown; a
        // teacher picking a class needs no birth date either.
        // The list never carries a PESEL, to the head neither: it says only whether one is known.
        if (manages) return { ...pupil, pesel: pupil.pesel === null ? null : MASKED };
        return { ...pupil, birthDate: null, pesel: MASKED, parentPhone: MASKED, parentEmail: MASKED };
      };
      const byClass = new Map<string, Pupil[]>();
      const left: Pupil[] = [];
      for (const pupil of pupils) {
        if (pupil.className === null) left.push(pupil);
        else byClass.set(pupil.className, [...(byClass.get(pupil.className) ?? []), pupil]);
      }
      const classes: RegisterClass[] = [...byClass.keys()]
        .sort(compareClasses)
        .map((className) => ({ className, pupils: byClass.get(className)!.sort(comparePupils).map(shown) }));
      left.sort((a, b) => comparePolish(a.surname, b.surname) || comparePolish(a.firstNames, b.firstNames));
      return { canManage: manages, version, classes, left: manages ? left.map(shown) : [], history, eraseAfterDays };
    },

    /** 'Import z e-dziennika': the file read and compared with the register; nothing saved but the preview. */
    async preview(userId: Id, bytes: Uint8Array, fileNameHeader: string | undefined): Promise<RegisterPreview> {
      const access = await manager(db, userId);
      const file = await readRegisterInWorker(bytes, schoolShareOf(access.schoolId));
      const noColumns = file.rows.length === 0 && file.refused.length === 1 && file.refused[0]!.line === 1 && file.refused[0]!.reason === MSG.registerNoColumns;
      if (noColumns) throw errors.validation(MSG.registerNoColumns);
      if (file.rows.length === 0 && file.refused.length === 0) throw errors.validation(MSG.registerNoPupils);
      // Before the register is read: what the file says of itself decides (issue 62).
      if (peselsCrowdOneDay(file.rows)) throw errors.validation(MSG.registerPeselsOfOneDay);
      // The version first: a save between the two reads makes the preview stale, never wrongly fresh.
      const { version } = await registerVersion(db, access.schoolId);
      const pupils = await listPupils(db, access.schoolId);
      // The day's budget of numbers near a pupil's (issue 62's review): counted before anything is shown.
      const near = nearPesels(file.rows, pupils).length;
      if (near > 0 && !(await countWithinLimit(db, `register-near-pesels:${access.schoolId}`, DAY_MS, LIMITS.registerNearPeselsPerDay, near))) {
        throw new AppError('too_many_searches', MSG.registerNearPeselsOfDay);
      }
      const { plan, preview, yearBehind } = planImport(file.rows, file.fields, pupils);
      // Last year's file after 'Nowy rok szkolny' (issue 63): refused whole, before any preview is kept,
      // rather than offered with a choice: it would move the pupils back a class and bring the graduates
      // back, and nothing else in it is newer than the register.
      if (yearBehind) throw errors.validation(registerYearBehindMessage(yearBehind.behind, yearBehind.of, yearBehind.example));
      const fileName = cleanFileName(fileNameHeader);
      const previewId = await insertPreview(db, { schoolId: access.schoolId, userId, version, fileName, format: file.format, plan });
      const refused = [...file.refused, ...preview.refused].sort((a, b) => a.line - b.line);
      return { previewId, fileName, format: file.format, columns: file.columns, ...preview, refused };
    },

    /** 'Zapisz': the preview's plan in one transaction, unless the register changed since. */
    async save(userId: Id, input: RegisterImportInput): Promise<RegisterImportResult> {
      return db.transaction(async (tx) => {
        const access = await manager(tx, userId);
        const { version } = await lockRegister(tx, access.schoolId);
        const preview = await takePreview(tx, input.previewId, access.schoolId, userId);
        if (!preview || preview.version !== version) throw errors.conflict(MSG.registerChangedMeanwhile);
        const { plan } = preview;
        const missing = new Set(plan.missingIds);
        const leaverIds = [...new Set(input.leaverIds ?? [])];
        if (leaverIds.some((id) => !missing.has(id))) throw errors.validation(MSG.registerPupilNotFound);
        try {
          await updatePupils(tx, access.schoolId, plan.fields, plan.updated);
          await insertPupils(tx, access.schoolId, plan.added);
        } catch (error) {
          // A PESEL the file gives a new pupil while the register has it on a pupil the file does not name.
          if (uniqueViolated(error)) throw errors.conflict(MSG.registerChangedMeanwhile);
          throw error;
        }
        const left = await markLeft(tx, access.schoolId, leaverIds);
        await refreshLinkedStudents(tx, plan.updated);
        const result = { added: plan.added.length, changed: plan.updated.length, unchanged: plan.unchanged, left };
        if (result.added + result.changed + result.left > 0) await bumpVersion(tx, access.schoolId);
        await insertImportRecord(tx, {
          schoolId: access.schoolId,
          userId,
          byName: await nameOf(tx, userId),
          kind: 'import',
          fileName: preview.fileName,
          format: preview.format,
          added: result.added,
          changed: result.changed,
          left: result.left,
        });
        return result;
      });
    },

    /** 'Nowy rok szkolny': every class one level up, the last level's pupils to 'Absolwenci / odeszli'. */
    async newYear(userId: Id, input: RegisterNewYearInput): Promise<RegisterNewYearResult> {
      return db.transaction(async (tx) => {
        const access = await manager(tx, userId);
        const { version } = await lockRegister(tx, access.schoolId);
        if (version !== input.version) throw errors.conflict(MSG.registerChangedMeanwhile);
        const pupils = (await listPupils(tx, access.schoolId)).filter((pupil) => pupil.className !== null);
        const promoted: { id: string; className: string }[] = [];
        const graduates: string[] = [];
        for (const pupil of pupils) {
          const next = promotedClass(pupil.className!, input.lastLevel);
          if (next === null) graduates.push(pupil.id);
          else if (next !== pupil.className) promoted.push({ id: pupil.id, className: next });
        }
        const graduated = await markLeft(tx, access.schoolId, graduates);
        await setClasses(tx, access.schoolId, promoted);
        await bumpVersion(tx, access.schoolId);
        await insertImportRecord(tx, { schoolId: access.schoolId, userId, byName: await nameOf(tx, userId), kind: 'new-year', left: graduated, promoted: promoted.length });
        return { promoted: promoted.length, graduated };
      });
    },

    /** Pupils moved by hand to 'Absolwenci / odeszli', or back to their class. */
    async setLeft(userId: Id, input: RegisterLeftInput): Promise<void> {
      await db.transaction(async (tx) => {
        const access = await manager(tx, userId);
        await lockRegister(tx, access.schoolId);
        const moved = input.left ? await markLeft(tx, access.schoolId, input.pupilIds) : await markBack(tx, access.schoolId, input.pupilIds);
        if (moved !== new Set(input.pupilIds).size) throw errors.notFound(MSG.registerPupilNotFound);
        await bumpVersion(tx, access.schoolId);
      });
    },
  };
}

async function nameOf(tx: Tx, userId: string): Promise<string> {
  const result = await tx.execute(sql`select coalesce(p.full_name, u.email) as name from users u left join profiles p on p.id = u.id where u.id = ${userId}`);
  return (result as unknown as { rows: { name: string }[] }).rows[0]?.name ?? '';
}

/**
 * 'Z listy szkoły' in the wizard (issue 51): the students picked from the register, filled from it
 * (name, class, PESEL, parent's phone: a teacher never sends what she may not see) and linked to it.
 * A pupil of another school, or one who left, refuses the whole trip in Polish. The head's 'Historia
 * importów' records who took how many pupils into which trip: the creator sees their PESEL and phones.
 */
export async function studentsFromRegister<T extends { registerPupilId?: string | undefined; name: string; className?: string | null; pesel?: string | null; parentPhone?: string | null }>(
  tx: Tx,
  userId: string,
  students: readonly T[],
  tripName: string,
): Promise<(T & { registerPupilId: string | null; sex: 'F' | 'M' | null })[]> {
  const ids = [...new Set(students.flatMap((student) => (student.registerPupilId ? [student.registerPupilId] : [])))];
  if (ids.length === 0) return students.map((student) => ({ ...student, registerPupilId: null, sex: null }));
  const access = await loadSchoolAccess(tx, userId);
  const pupils = access ? await findPupilsByIds(tx, access.schoolId, ids) : [];
  if (!access || pupils.length !== ids.length) throw new AppError('validation', MSG.registerPupilsNotInSchool);
  // The trip's creator sees the PESEL and phones of her trip's students: the head sees who took whom.
  await insertImportRecord(tx, { schoolId: access.schoolId, userId, byName: await nameOf(tx, userId), kind: 'trip', fileName: tripName, added: ids.length });
  const byId = new Map(pupils.map((pupil) => [pupil.id, pupil]));
  const seen = new Set<string>();
  return students.flatMap((student) => {
    const pupil = student.registerPupilId ? byId.get(student.registerPupilId) : undefined;
    if (!pupil) return [{ ...student, registerPupilId: null, sex: null }];
    // The same pupil picked twice is one student.
    if (seen.has(pupil.id)) return [];
    seen.add(pupil.id);
    // The sex too, for 'Ułóż pokoje' (issue 52).
    return [{ ...student, name: `${pupil.firstNames} ${pupil.surname}`, className: pupil.className, pesel: pupil.pesel, parentPhone: pupil.parentPhone, registerPupilId: pupil.id, sex: pupil.sex }];
  });
}

export type RegisterService = ReturnType<typeof createRegisterService>;
