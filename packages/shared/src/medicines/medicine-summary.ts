import { MEDICINE_TEXTS } from '../messages/medicines';
import { MEDICINE_GIVEN_BY_LABELS, medicineScheduleText } from '../schemas/medicines';
import type { ChildMedicine } from '../types/care';

// A child's medicines in words (issue 63): the karta alarmowa's screen and its PDF say them with these
// functions, so the two never differ.

/** 'dd.MM' of a yyyy-MM-dd day: a course lies within the trip, whose year the card says. */
const dayMonth = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;

function courseText(medicine: Pick<ChildMedicine, 'fromDate' | 'untilDate'>): string | null {
  const from = medicine.fromDate ? `${MEDICINE_TEXTS.courseFrom} ${dayMonth(medicine.fromDate)}` : null;
  const until = medicine.untilDate ? `${MEDICINE_TEXTS.courseUntil} ${dayMonth(medicine.untilDate)}` : null;
  return from || until ? [from, until].filter(Boolean).join(' ') : null;
}

/**
 * One medicine as the karta alarmowa names it: 'Zyrtec – 1 tabletka: 08:00, 21:30', 'Ventolin – 2
 * wdechy: w razie potrzeby, najwyżej 4 × dziennie; przyjmuje sam', and its course when shorter than
 * the trip ('; od 02.12 do 03.12'). 'podaje opiekun' is the rule and goes unsaid.
 */
export function medicineSummaryLine(medicine: ChildMedicine): string {
  const extras = [medicine.givenBy === 'self' ? MEDICINE_GIVEN_BY_LABELS.self : null, courseText(medicine)].filter(Boolean);
  return [`${medicine.name} – ${medicine.dose}: ${medicineScheduleText(medicine)}`, ...extras].join('; ');
}

const comparable = (text: string) =>
  text
    .toLocaleLowerCase('pl')
    .replace(/\s+/g, ' ')
    .replace(/[\s.,;:]+$/, '')
    .trim();

/**
 * A child's 'Leki' on the karta alarmowa: a line per medicine of 'Leki', then the old free text of the
 * student's form and the parent page ('Leki', still entered there) as it was written, unless it only
 * names medicines already listed ('Ventolin', 'Zyrtec, Ventolin'): nothing is said twice, and a note
 * that says more ('Ventolin przy duszności') is kept whole. Empty when the child has neither.
 */
export function childMedicineLines(medicines: readonly ChildMedicine[], note: string | null): string[] {
  const lines = medicines.map(medicineSummaryLine);
  const text = note?.trim() ?? '';
  if (text === '') return lines;
  const known = new Set([...medicines.map((medicine) => comparable(medicine.name)), ...lines.map(comparable)]);
  const parts = text.split(/[,;\n]+/).map(comparable).filter(Boolean);
  const repeats = known.has(comparable(text)) || (parts.length > 0 && parts.every((part) => known.has(part)));
  return repeats ? lines : [...lines, text];
}
