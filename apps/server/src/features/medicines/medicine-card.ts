import { sql } from 'drizzle-orm';
import {
  compareBySurname,
  dosesDueFrom,
  hasMarkedDoses,
  isDoseDue,
  isMedicineDay,
  isOverdue,
  marksByDose,
  MSG,
  shiftDay,
  warsawDay,
  warsawHourMinute,
  warsawTime,
  type MedicineDose,
  type StudentMedicine,
} from '@wycieczki/shared';
import { recordSensitiveReads } from '../../audit/sensitive-reads';
import type { Tx } from '../../db/client';
import { errors } from '../../lib/errors';
import { warsawDate } from '../../lib/warsaw-date';
import type { Id } from '../../lib/uuid';
import { fileSlug } from '../../paperwork/file-names';
import type { DoseLogLine, MedicineCardPrint } from '../../paperwork/medicines-layout';
import { renderInWorker } from '../../paperwork/pdf-in-worker';
import type { TripWriter } from '../../write/trip-write';
import { listDoses, listMedicines, readTripDays } from './medicines.repo';
import { sortMedicines } from './medicines.service';

/** The access log's name of the document (one entry per student printed). */
export const MEDICINE_CARD_NAME = 'Karta podawania leków (PDF)';

type Trip = { startDate: string; endDate: string };

/**
 * A student's log: every dose marked, and every dose at a fixed hour a guardian gives that was
 * overdue by `now` with no mark ('nie oznaczono'), by day and hour. A dose is due by the shared rule
 * (`isDoseDue`): the hours of the day the medicine (or its new hours) was written that came before
 * it are listed as not due ('nie dotyczy'), so whoever reads the card sees why nobody marked them;
 * the days before that have none of its doses.
 */
export function doseLog(medicines: readonly StudentMedicine[], doses: readonly MedicineDose[], trip: Trip, now: Date): DoseLogLine[] {
  const byId = new Map(medicines.map((medicine) => [medicine.id, medicine]));
  const lines: (DoseLogLine & { order: string })[] = doses.map((dose) => {
    const medicine = byId.get(dose.medicineId);
    const time = dose.scheduledTime ?? warsawHourMinute(new Date(dose.markedAt));
    return {
      day: dose.doseDay,
      time,
      asNeeded: dose.scheduledTime === null,
      medicine: medicine?.name ?? '',
      status: dose.status,
      markedBy: dose.markedByName,
      markedAt: dose.markedAt,
      order: `${dose.doseDay} ${time} ${dose.markedAt}`,
    };
  });
  const marked = marksByDose(doses);
  for (const medicine of medicines) {
    if (!hasMarkedDoses(medicine)) continue;
    // Only days of its course up to today can hold a dose overdue and unmarked. Bounded by today, not
    // by the trip's end: a trip dated at the edge of what the database stores ('9999-12-31') would
    // otherwise walk on past year 9999, where the ISO day no longer compares as a date.
    // And at most a year back from there: no trip lasts longer, and one dated from year 1 (the edge the
    // databases store) must not cost 740,000 days.
    const last = [trip.endDate, medicine.untilDate ?? trip.endDate, warsawDate(now)].sort()[0]!;
    const first = [trip.startDate, medicine.fromDate ?? trip.startDate, shiftDay(last, -365)].sort().at(-1)!;
    const knownDay = warsawDay(dosesDueFrom(medicine) ?? new Date(0));
    for (let day = first; day <= last; day = shiftDay(day, 1)) {
      if (!isMedicineDay(medicine, trip, day) || day < knownDay) continue;
      for (const time of medicine.times) {
        if (marked.has(`${medicine.id}|${day}|${time}`)) continue;
        const status = !isDoseDue(medicine, trip, day, time) ? 'not_due' : isOverdue(warsawTime(day, time), now) ? 'not_marked' : null;
        if (status) lines.push({ day, time, asNeeded: false, medicine: medicine.name, status, markedBy: null, markedAt: null, order: `${day} ${time}` });
      }
    }
  }
  return lines.sort((a, b) => a.order.localeCompare(b.order)).map(({ order: _order, ...line }) => line);
}

async function readClasses(tx: Tx, tripId: string): Promise<Map<string, { name: string; className: string | null }>> {
  const result = await tx.execute(sql`select id, name, class_name as "className" from students where trip_id = ${tripId}`);
  const rows = (result as unknown as { rows: { id: string; name: string; className: string | null }[] }).rows;
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * 'Karta podawania leków (PDF)' (issue 54): for any member of the trip (they read the medicines on
 * screen too), the whole trip or one student. The printed students' health data leaves the app on
 * paper: each is recorded in the access log ('document'), in the transaction that reads them.
 */
export function createMedicineCardService({ writer }: { writer: TripWriter }) {
  return {
    async render(userId: Id, tripId: Id, studentId: Id | null, now = new Date()): Promise<{ fileName: string; pdf: Uint8Array }> {
      const { card, studentName } = await writer.write(userId, tripId, 'view', async ({ tx }) => {
        const trip = await readTripDays(tx, tripId);
        if (!trip) throw errors.notFound(MSG.tripNotFound);
        const people = await readClasses(tx, tripId);
        if (studentId && !people.has(studentId)) throw errors.notFound(MSG.studentNotFound);
        const medicines = await listMedicines(tx, tripId, studentId);
        const doses = await listDoses(tx, tripId, studentId);
        const printed = [...new Set([...medicines.map((m) => m.studentId), ...doses.map((d) => d.studentId)])]
          .map((id) => ({ id, ...people.get(id)! }))
          .sort((a, b) => compareBySurname(a.name, b.name));
        await recordSensitiveReads(tx, { userId, tripId, kind: 'document', reason: MEDICINE_CARD_NAME, students: printed.map(({ id, name }) => ({ id, name })) });
        const sorted = sortMedicines(medicines);
        const card: MedicineCardPrint = {
          tripName: trip.name,
          startDate: trip.startDate,
          endDate: trip.endDate,
          printedAt: now.toISOString(),
          students: printed.map((student) => {
            const own = sorted.filter((medicine) => medicine.studentId === student.id);
            return {
              name: student.name,
              className: student.className,
              medicines: own,
              log: doseLog(own, doses.filter((dose) => dose.studentId === student.id), trip, now),
            };
          }),
        };
        return { card, studentName: studentId ? (people.get(studentId)?.name ?? null) : null };
      });
      const lines = card.students.reduce((sum, student) => sum + student.medicines.length + student.log.length + 3, 0);
      const pdf = await renderInWorker(userId, Math.ceil(lines / 40) + 1, { kind: 'leki', card });
      return { fileName: `karta-podawania-lekow-${fileSlug(studentName ?? card.tripName)}.pdf`, pdf };
    },
  };
}

export type MedicineCardService = ReturnType<typeof createMedicineCardService>;
