import {
  compareBySurname,
  doseMaxPerDayReachedMessage,
  isMedicineDay,
  MEDICINE_LIMITS,
  medicineWithinTrip,
  MSG,
  type doseMarkSchema,
  type MedicineDose,
  type MedicineValues,
  type StudentMedicine,
  repeatsMedicine,
  type TripMedicines,
} from '@wycieczki/shared';
import type { z } from 'zod';
import { loadTripAccess } from '../../access/trip-access';
import type { Db, Tx } from '../../db/client';
import { errors } from '../../lib/errors';
import { asId, type Id } from '../../lib/uuid';
import { findTripStudentName } from '../../rules/trip-student';
import type { Announcement, TripWriter } from '../../write/trip-write';
import {
  countAsNeededGiven,
  countDoses,
  deleteMedicine,
  findDoseById,
  findMedicine,
  findScheduledDose,
  insertMedicine,
  listDoses,
  listMedicines,
  lockStudent,
  readTripDays,
  updateMedicine,
  writeDose,
} from './medicines.repo';

type DoseMark = z.output<typeof doseMarkSchema>;
type Announce = (change: Announcement) => void;

/** How far a mark's time, the phone's own, may be from the server's clock (as an alarm's, issue 47). */
const MARK_CLOCK_SKEW_MS = 24 * 60 * 60_000;

/** A student's medicines by surname, then each student's in the order of their first hour. */
export function sortMedicines(medicines: StudentMedicine[]): StudentMedicine[] {
  return medicines.sort(
    (a, b) =>
      compareBySurname(a.studentName, b.studentName) ||
      a.studentId.localeCompare(b.studentId) ||
      (a.times[0] ?? '99:99').localeCompare(b.times[0] ?? '99:99') ||
      a.name.localeCompare(b.name, 'pl'),
  );
}

/**
 * Adds (`medicineId` null) or replaces one medicine of one student, in the writer's transaction, from
 * the teacher's screen or the parent page. Its days must lie within the trip's; an erased trip takes
 * none (RODO: the medicines went with the rest); a student has at most `MEDICINE_LIMITS.perStudentMax`.
 */
export async function saveMedicine(
  tx: Tx,
  target: { tripId: string; studentId: string; studentName: string; medicineId: string | null },
  input: MedicineValues,
  { byParent, announce }: { byParent: boolean; announce: Announce },
): Promise<string> {
  const trip = await readTripDays(tx, target.tripId);
  if (!trip) throw errors.notFound(MSG.tripNotFound);
  if (trip.erased) throw errors.validation(MSG.sensitiveDataErased);
  if (!medicineWithinTrip(input, trip)) throw errors.validation(MSG.medicineDatesOutsideTrip);
  // The student's row held: two saves at once never pass the limit, nor repeat a medicine, together.
  await lockStudent(tx, target.studentId);
  const others = (await listMedicines(tx, target.tripId, target.studentId)).filter((medicine) => medicine.id !== target.medicineId);
  // The same medicine twice (a parent's and a teacher's entry, a double tap) would show two doses to give.
  if (repeatsMedicine(input, others)) throw errors.validation(MSG.medicineRepeated);
  if (target.medicineId) {
    await updateMedicine(tx, target.medicineId, input);
    announce({ topic: 'student_medicines', action: 'updated', entityId: target.medicineId, line: { key: 'medicineChanged', student: target.studentName } });
    return target.medicineId;
  }
  if (others.length >= MEDICINE_LIMITS.perStudentMax) throw errors.validation(MSG.medicinesTooMany);
  const id = await insertMedicine(tx, target.tripId, target.studentId, input, byParent);
  announce({ topic: 'student_medicines', action: 'created', entityId: id, line: { key: 'medicineAdded', student: target.studentName } });
  return id;
}

/**
 * Removes a medicine entered by mistake. One with doses marked stays: its log belongs on the karta
 * podawania leków (a course ended early gets its last day instead).
 */
export async function removeMedicine(tx: Tx, medicine: StudentMedicine, announce: Announce): Promise<void> {
  if ((await countDoses(tx, medicine.id)) > 0) throw errors.conflict(MSG.medicineHasDoses);
  await deleteMedicine(tx, medicine.id);
  announce({ topic: 'student_medicines', action: 'deleted', entityId: medicine.id, line: { key: 'medicineRemoved', student: medicine.studentName } });
}

/**
 * 'Leki' (issue 54): a student's medicines, read by every member of the trip (as allergies and the
 * 'Leki' note are), written by every member who edits the students ('editContent'), and by the parent
 * on the parent page (parent-page.service.ts). Each dose a guardian gives is marked 'Podano',
 * 'Odmowa' or 'Nieobecny', also offline (the device's outbox sends the mark with its own id).
 */
export function createMedicinesService({ db, writer }: { db: Db; writer: TripWriter }) {
  const trips = writer;

  async function medicineOr404(db: Db | Tx, tripId: Id, medicineId: Id, lock = false): Promise<StudentMedicine> {
    const medicine = await findMedicine(db, tripId, medicineId, { lock });
    if (!medicine) throw errors.notFound(MSG.medicineNotFound);
    return medicine;
  }

  return {
    async list(userId: Id, tripId: Id): Promise<TripMedicines> {
      await loadTripAccess(db, userId, tripId);
      const [medicines, doses] = await Promise.all([listMedicines(db, tripId), listDoses(db, tripId)]);
      return { medicines: sortMedicines(medicines), doses };
    },

    async create(userId: Id, tripId: Id, studentId: Id, input: MedicineValues): Promise<StudentMedicine> {
      const id = await trips.write(userId, tripId, 'editContent', async ({ tx, announce }) => {
        const studentName = await findTripStudentName(tx, tripId, studentId);
        if (studentName === null) throw errors.notFound(MSG.studentNotFound);
        return saveMedicine(tx, { tripId, studentId, studentName, medicineId: null }, input, { byParent: false, announce });
      });
      return medicineOr404(db, tripId, asId(id));
    },

    async update(userId: Id, tripId: Id, medicineId: Id, input: MedicineValues): Promise<StudentMedicine> {
      await trips.write(userId, tripId, 'editContent', async ({ tx, announce }) => {
        const medicine = await medicineOr404(tx, tripId, medicineId, true);
        await saveMedicine(tx, { tripId, studentId: medicine.studentId, studentName: medicine.studentName, medicineId }, input, { byParent: false, announce });
      });
      return medicineOr404(db, tripId, medicineId);
    },

    async remove(userId: Id, tripId: Id, medicineId: Id): Promise<void> {
      await trips.write(userId, tripId, 'editContent', async ({ tx, announce }) => {
        await removeMedicine(tx, await medicineOr404(tx, tripId, medicineId, true), announce);
      });
    },

    /**
     * 'Podano' / 'Odmowa' / 'Nieobecny' for one dose, from the device's outbox: its id makes a resend
     * store nothing twice; of two marks of one dose at a fixed hour the one made later on its device
     * stays (docs/decisions/017). Answers the mark the dose holds now, which may be another guardian's.
     */
    async mark(userId: Id, tripId: Id, input: DoseMark, now = new Date()): Promise<MedicineDose> {
      return trips.write(userId, tripId, 'editContent', async ({ tx, announce }) => {
        const medicine = await medicineOr404(tx, tripId, asId(input.medicineId), true);
        const resent = await findDoseById(tx, input.id);
        if (resent) {
          // Sent again (its answer was lost): what the dose holds now, unchanged.
          if (resent.medicineId !== medicine.id) throw errors.conflict(MSG.doseIdTaken);
          const { tripId: _trip, ...dose } = resent;
          return dose;
        }
        const trip = await readTripDays(tx, tripId);
        if (!trip) throw errors.notFound(MSG.tripNotFound);
        if (trip.erased) throw errors.validation(MSG.sensitiveDataErased);
        // The phone's time, kept as when the dose was given, within a day of the server's clock.
        if (Math.abs(Date.parse(input.markedAt) - now.getTime()) > MARK_CLOCK_SKEW_MS) throw errors.validation(MSG.doseMarkedAtOutOfRange);
        if (medicine.givenBy === 'self') throw errors.validation(MSG.doseSelfTaken);
        if (!isMedicineDay(medicine, trip, input.doseDay)) throw errors.validation(MSG.doseDayOutside);
        if (medicine.asNeeded ? input.scheduledTime !== null : input.scheduledTime === null || !medicine.times.includes(input.scheduledTime)) {
          throw errors.validation(MSG.doseTimeUnknown);
        }
        if (medicine.asNeeded && input.status === 'given' && medicine.maxPerDay !== null && (await countAsNeededGiven(tx, medicine.id, input.doseDay)) >= medicine.maxPerDay) {
          throw errors.validation(doseMaxPerDayReachedMessage(medicine.maxPerDay));
        }
        const written = await writeDose(tx, { ...input, tripId, studentId: medicine.studentId, userId });
        if (written) {
          announce({
            topic: 'medicine_doses',
            action: 'created',
            entityId: input.id,
            line: { key: 'doseMarked', student: medicine.studentName, time: input.scheduledTime, status: input.status },
          });
        }
        // An older mark than the one stored changed nothing: the stored one is the answer.
        const stored = input.scheduledTime === null ? null : await findScheduledDose(tx, medicine.id, input.doseDay, input.scheduledTime);
        if (stored) return stored;
        const { tripId: _trip, ...dose } = (await findDoseById(tx, input.id))!;
        return dose;
      });
    },
  };
}

/** A parent's child's medicines, as the parent page shows them. */
export async function medicinesOfStudent(db: Db, tripId: string, studentId: string): Promise<StudentMedicine[]> {
  return sortMedicines(await listMedicines(db, tripId, studentId));
}

export type MedicinesService = ReturnType<typeof createMedicinesService>;
