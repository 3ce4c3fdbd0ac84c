import { DOSE_STATUS_LABELS, MEDICINE_GIVEN_BY_LABELS, MEDICINE_TEXTS, medicineScheduleText, type DoseStatus, type StudentMedicine } from '@wycieczki/shared';
import { a4Document, type Content, type DocDefinition, type Margins, type TableCell } from './doc-definition';
import { polishDate, polishDateTime } from './layout-common';

/**
 * One line of a student's log: a dose marked, a dose at a fixed hour past its time that nobody marked
 * ('not_marked'), or one at an hour before the medicine or its hours were written ('not_due', issue 63).
 */
export type DoseLogLine = {
  day: string;
  /** hh:mm of the dose; for a dose 'w razie potrzeby', the hour it was marked at (Warsaw). */
  time: string;
  asNeeded: boolean;
  medicine: string;
  status: DoseStatus | 'not_marked' | 'not_due';
  markedBy: string | null;
  /** ISO; null when not marked. */
  markedAt: string | null;
};

/**
 * What 'Karta podawania leków (PDF)' prints (issue 54), as a school nurse's sheet would: per student,
 * each medicine with its dose, hours, who gives it and on which days, then every dose marked (day,
 * hour, what was marked, by whom and when) and every dose past its time that nobody marked. Health
 * data: printing it is recorded in the access log, one entry per student printed.
 */
export type MedicineCardPrint = {
  tripName: string;
  startDate: string;
  endDate: string;
  /** ISO: the doses nobody marked are those overdue by then. */
  printedAt: string;
  students: { name: string; className: string | null; medicines: Pick<StudentMedicine, 'name' | 'dose' | 'times' | 'asNeeded' | 'maxPerDay' | 'givenBy' | 'fromDate' | 'untilDate' | 'notes' | 'byParent'>[]; log: DoseLogLine[] }[];
};

const header = (texts: string[]): TableCell[] => texts.map((text) => ({ text, style: 'tableHeader' }));

function stateCell(status: DoseLogLine['status']): TableCell {
  if (status === 'not_marked') return { text: MEDICINE_TEXTS.doseNotMarked, bold: true };
  if (status === 'not_due') return { text: MEDICINE_TEXTS.doseNotDue, color: '#444444' };
  return { text: DOSE_STATUS_LABELS[status], bold: status !== 'given' };
}

function daysText(medicine: Pick<StudentMedicine, 'fromDate' | 'untilDate'>, card: MedicineCardPrint): string {
  if (!medicine.fromDate && !medicine.untilDate) return 'cała wycieczka';
  return `${polishDate(medicine.fromDate ?? card.startDate)} – ${polishDate(medicine.untilDate ?? card.endDate)}`;
}

function studentBlock(student: MedicineCardPrint['students'][number], card: MedicineCardPrint): Content[] {
  const medicines: TableCell[][] = student.medicines.map((medicine) => [
    { stack: [{ text: medicine.name, bold: true }, ...(medicine.byParent ? [{ text: 'od rodzica', fontSize: 7, color: '#444444' }] : [])] },
    medicine.dose,
    medicineScheduleText(medicine),
    MEDICINE_GIVEN_BY_LABELS[medicine.givenBy],
    daysText(medicine, card),
    medicine.notes ?? '',
  ]);
  const log: TableCell[][] = student.log.map((line) => [
    polishDate(line.day),
    line.asNeeded ? `${line.time} (w razie potrzeby)` : line.time,
    line.medicine,
    stateCell(line.status),
    line.markedBy ?? '—',
    line.markedAt ? polishDateTime(line.markedAt) : '—',
  ]);
  const notDue = student.log.some((line) => line.status === 'not_due');
  return [
    { text: student.className ? `${student.name} (${student.className})` : student.name, style: 'heading' },
    {
      table: { headerRows: 1, dontBreakRows: true, widths: [90, 70, 80, 60, 70, '*'], body: [header(['Lek', 'Dawka', 'Kiedy', 'Kto podaje', 'Dni', 'Uwagi']), ...medicines] },
      style: 'table',
      margin: [0, 0, 0, 4],
    },
    log.length === 0
      ? { text: 'Nie oznaczono jeszcze żadnej dawki.', style: 'small', margin: [0, 0, 0, 6] }
      : {
          table: { headerRows: 1, dontBreakRows: true, widths: [54, 90, '*', 64, 96, 76], body: [header(['Dzień', 'Godzina', 'Lek', 'Stan', 'Kto oznaczył', 'Kiedy']), ...log] },
          style: 'table',
          margin: [0, 0, 0, notDue ? 2 : 6],
        },
    ...(notDue ? [{ text: MEDICINE_TEXTS.doseNotDueLegend, style: 'small', margin: [0, 0, 0, 6] as Margins }] : []),
  ];
}

export function kartaPodawaniaLekow(card: MedicineCardPrint): DocDefinition {
  return a4Document(
    `Karta podawania leków – ${card.tripName}`,
    {
      margins: [36, 36, 36, 44],
      fontSize: 9.5,
      styles: {
        title: { fontSize: 15, bold: true, alignment: 'center', margin: [0, 0, 0, 2] },
        subtitle: { fontSize: 10, alignment: 'center', margin: [0, 0, 0, 8] },
        heading: { fontSize: 11, bold: true, margin: [0, 10, 0, 4] },
        tableHeader: { bold: true, fontSize: 8.5, fillColor: '#eeeeee' },
        table: { fontSize: 8.5 },
        small: { fontSize: 8, color: '#444444' },
      },
    },
    [
      { text: 'KARTA PODAWANIA LEKÓW', style: 'title' },
      { text: `${card.tripName}, ${polishDate(card.startDate)} – ${polishDate(card.endDate)}`, style: 'subtitle' },
      {
        text: 'Dane o zdrowiu uczniów: kartę przechowuj tak jak listę uczestników i nie zostawiaj jej w autokarze. Stan na ' + `${polishDateTime(card.printedAt)}.`,
        style: 'small',
        margin: [0, 0, 0, 4],
      },
      ...(card.students.length === 0 ? [{ text: 'Na tej wycieczce nie zapisano leków.', margin: [0, 8, 0, 0] as [number, number, number, number] }] : card.students.flatMap((student) => studentBlock(student, card))),
    ],
  );
}
