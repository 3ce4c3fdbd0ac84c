import { MSG, type MedicineValues, type StudentMedicine } from '@wycieczki/shared';
import { recordSensitiveReads } from '../../audit/sensitive-reads';
import type { Db, Tx } from '../../db/client';
import { errors } from '../../lib/errors';
import { parentActorName, type ParentWriter, type TripWriter } from '../../write/trip-write';
import { findMedicine } from './medicines.repo';
import { medicinesOfStudent, removeMedicine, saveMedicine } from './medicines.service';

/** A medicine's fields as the access log names them. */
const FIELD_NAMES: [keyof MedicineValues, string][] = [
  ['name', 'nazwa'],
  ['dose', 'dawka'],
  ['times', 'godziny'],
  ['asNeeded', 'w razie potrzeby'],
  ['maxPerDay', 'najwyżej dziennie'],
  ['givenBy', 'kto podaje'],
  ['fromDate', 'od dnia'],
  ['untilDate', 'do dnia'],
  ['notes', 'uwagi'],
];

/** Which fields a parent's save wrote (given, or changed from `before`): the log names them, never the values. */
function writtenFields(before: StudentMedicine | null, input: MedicineValues): string[] {
  return FIELD_NAMES.filter(([field]) => {
    const value = JSON.stringify(input[field]);
    return before ? value !== JSON.stringify(before[field]) : input[field] !== null && input[field] !== false && value !== '[]';
  }).map(([, name]) => name);
}

function recordParentWrite(tx: Tx, link: ParentWriter, what: string): Promise<void> {
  return recordSensitiveReads(tx, {
    userId: null,
    readerName: parentActorName(link.studentName),
    tripId: link.tripId,
    kind: 'parent',
    students: [{ id: link.studentId, name: link.studentName }],
    reason: what,
  });
}

/**
 * 'Leki' on the parent page (issue 54): the parent adds, corrects and removes the child's medicines,
 * the teacher's entries too (the parent knows the child's treatment best). Each write goes through
 * the write path in the parent's name ('Rodzic: …'), into the feed and the access log; a
 * medicine written there says 'od rodzica' on the teacher's list.
 */
export function createParentMedicines({ db, writer }: { db: Db; writer: TripWriter }) {
  /** One of this child's medicines, held for the write; another child's is as unknown as a deleted one. */
  async function ownMedicine(tx: Tx, link: ParentWriter, medicineId: string): Promise<StudentMedicine> {
    const medicine = await findMedicine(tx, link.tripId, medicineId, { lock: true });
    if (!medicine || medicine.studentId !== link.studentId) throw errors.notFound(MSG.medicineNotFound);
    return medicine;
  }

  return {
    view: (link: ParentWriter): Promise<StudentMedicine[]> => medicinesOfStudent(db, link.tripId, link.studentId),

    /** 'Dodaj lek' (`medicineId` null) or 'Zapisz' of one medicine. */
    async save(link: ParentWriter, input: MedicineValues, medicineId: string | null): Promise<void> {
      await writer.writeAsParent(link, async ({ tx, announce }) => {
        const before = medicineId ? await ownMedicine(tx, link, medicineId) : null;
        await saveMedicine(tx, { tripId: link.tripId, studentId: link.studentId, studentName: link.studentName, medicineId }, input, { byParent: true, announce });
        const fields = writtenFields(before, input);
        await recordParentWrite(tx, link, `${before ? 'Zmieniono lek' : 'Dodano lek'}: ${fields.length > 0 ? fields.join(', ') : 'bez zmian'}`);
      });
    },

    async remove(link: ParentWriter, medicineId: string): Promise<void> {
      await writer.writeAsParent(link, async ({ tx, announce }) => {
        await removeMedicine(tx, await ownMedicine(tx, link, medicineId), announce);
        await recordParentWrite(tx, link, 'Usunięto lek');
      });
    },
  };
}
