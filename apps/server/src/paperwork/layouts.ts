import { collectedByLabel, insuranceLine, verbOf, type GrammaticalGender, type KartaFact, type ProgramItem } from '@wycieczki/shared';
import type { Content, DocDefinition, TableCell } from './doc-definition';
import { documentOf, field, heading, isAbroad, polishDate, polishDateTime, schoolLine, signature, term } from './layout-common';
import type { TripPaperwork } from './paperwork.repo';

/**
 * The karta wycieczki and the list of participants as pdfmake definitions: what they say and where,
 * nothing about storage or access (documents.service.ts decides what may be printed, e.g. parent
 * phones). The karta follows the annex to the Regulation of the Minister of Education of 25 May 2018
 * on school tourism (Dz.U. 2018 poz. 1055); the list, the consents (consents-layout.ts) and the
 * badges (badges-layout.ts) are what a school asks for beside it.
 */

/**
 * The guardians as the student limit counts them: every member of the trip, the kierownik included
 * (SPEC: the leader counts as a guardian), so the karta and the app's ratio agree.
 */
export function guardianCount(trip: TripPaperwork): string {
  const count = trip.guardians.length + (trip.leader ? 1 : 0);
  return trip.leader ? `${count} (w tym kierownik)` : String(count);
}

function classes(trip: TripPaperwork): string | null {
  const names = [...new Set(trip.students.flatMap((s) => (s.className ? [s.className] : [])))];
  return names.length > 0 ? names.join(', ') : null;
}

function programRow(item: ProgramItem): TableCell[] {
  return [
    [polishDate(item.day), item.departureTime ?? ''].filter(Boolean).join(', '),
    item.arrivalTime ?? '',
    item.distanceKm === null ? '' : String(item.distanceKm),
    item.destination,
    item.program ?? '',
    item.stops ?? '',
  ];
}

const PROGRAM_HEADER: TableCell[] = [
  'Data i godzina wyjazdu',
  'Godzina powrotu',
  'Długość trasy (w km)',
  'Miejscowość docelowa i powrotna',
  'Szczegółowy program wycieczki',
  'Adres miejsca noclegowego i żywieniowego oraz przystanki',
].map((text) => ({ text, style: 'tableHeader' }));

/** Blank rows when the program is not in the app yet: the karta is filled in by hand. */
const BLANK_PROGRAM_ROWS = 4;

function programTable(program: ProgramItem[]): Content {
  const rows = program.length > 0 ? program.map(programRow) : Array.from({ length: BLANK_PROGRAM_ROWS }, () => ['\n\n', '', '', '', '', '']);
  return {
    table: { headerRows: 1, widths: [62, 44, 40, 80, '*', 90], body: [PROGRAM_HEADER, ...rows] },
    style: 'table',
  };
}

/** A program row as one line of text: what the approval compares (issue 27). */
function programLine(item: ProgramItem): string {
  return programRow(item)
    .map((cell) => (typeof cell === 'string' ? cell : ''))
    .filter(Boolean)
    .join(' | ');
}

/**
 * What the karta prints, line by line, as the head approves it (issue 27): its fields in the karta's
 * order, then the program and the guardians. The karta lays out the fields from this same list, so
 * a change the karta would print is a change here, and nothing else is.
 */
export function kartaFacts(trip: TripPaperwork): KartaFact[] {
  const pupils = trip.students.length;
  const withDisability = trip.students.filter((s) => s.disability).length;
  const fields: [string, string | null | undefined][] = [
    ['Nazwa i adres szkoły', schoolLine(trip)],
    ['Nazwa wycieczki', trip.name],
    ['Cel wycieczki', trip.aim],
    ...(isAbroad(trip) ? ([['Nazwa kraju', trip.country]] as [string, string | null][]) : []),
    ['Trasa wycieczki', trip.route ?? trip.destination],
    ['Termin', term(trip)],
    ['Imię i nazwisko kierownika wycieczki', trip.leader?.fullName],
    ['Numer telefonu kierownika wycieczki', trip.leader?.phone],
    ['Liczba uczniów', `${pupils}, w tym niepełnosprawnych: ${withDisability}`],
    ['Klasa', classes(trip)],
    ['Liczba opiekunów wycieczki', guardianCount(trip)],
    ['Środek transportu', trip.transport],
    // Issue 54: only when given, so a karta without a policy (every karta approved before) reads as it did.
    ...(trip.insurance ? ([['Ubezpieczenie', insuranceLine(trip.insurance)]] as [string, string][]) : []),
  ];
  return [
    ...fields.map(([label, value]) => ({ label, value: value?.trim() ?? '' })),
    { label: KARTA_PROGRAM, value: trip.program.map(programLine).join('\n') },
    { label: KARTA_GUARDIANS, value: trip.guardians.map((g) => g.fullName).join(', ') },
  ];
}

const KARTA_PROGRAM = 'Program wycieczki';
const KARTA_GUARDIANS = 'Opiekunowie wycieczki';

/**
 * 'Zatwierdzono w systemie 12.03.2027, zatwierdziła: Barbara Dyrektor': the ZATWIERDZAM field of an
 * approved karta, the verb in the head's gender (`byGender`: their choice in 'Profil'; else the name's).
 */
export function approvalLine(approval: { at: string; by: string; byGender?: GrammaticalGender | null }): string {
  // 'przez' would want the name declined ('przez Barbarę Dyrektor'): a colon reads right for every name (issue 48).
  return `Zatwierdzono w systemie ${polishDateTime(approval.at).slice(0, 10)}, ${verbOf('zatwierdził', approval.by, approval.byGender)}: ${approval.by}`;
}

function approvalField(trip: TripPaperwork): Content {
  if (trip.approval) return { text: approvalLine(trip.approval), bold: true, margin: [0, 4, 0, 0] };
  return { columns: [signature('(data)'), signature('(podpis dyrektora szkoły)')], columnGap: 24 };
}

/** KARTA WYCIECZKI after the annex to the 2018 Regulation. */
export function kartaWycieczki(trip: TripPaperwork): DocDefinition {
  const guardianLines = trip.guardians.length > 0 ? trip.guardians : [null, null];
  const printed = kartaFacts(trip).filter((f) => f.label !== KARTA_PROGRAM && f.label !== KARTA_GUARDIANS);
  return documentOf(`Karta wycieczki – ${trip.name}`, [
    { text: 'KARTA WYCIECZKI', style: 'title' },
    ...printed.map((f) => field(f.label, f.value)),
    heading('PROGRAM WYCIECZKI'),
    programTable(trip.program),
    heading('OŚWIADCZENIE'),
    { text: 'Zobowiązuję się do przestrzegania przepisów dotyczących zasad bezpieczeństwa w czasie wycieczki.', margin: [0, 0, 0, 10] },
    {
      columns: [
        { width: '*', stack: [{ text: 'Kierownik wycieczki', bold: true }, signature('(imię i nazwisko oraz podpis)', trip.leader?.fullName)] },
        {
          width: '*',
          stack: [
            { text: 'Opiekunowie wycieczki', bold: true },
            ...guardianLines.map((g, i) => signature('(imię i nazwisko oraz podpis)', g ? `${i + 1}. ${g.fullName}` : `${i + 1}.`)),
          ],
        },
      ],
      columnGap: 24,
    },
    {
      stack: [
        heading('ZATWIERDZAM', [0, 20, 0, 8]),
        approvalField(trip),
      ],
      unbreakable: true,
    },
  ]);
}

const warsawDayAndHour = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });

/**
 * 'Odebrała: Maria Kowalska (12.05 14:30, przy fontannie)': a child a parent took (issue 54), the verb
 * in the collector's gender and the name as written (issue 63: never 'Odebrany przez Maria Kowalska').
 */
export function collectedNote(collected: { by: string; at: string; place: string }): string {
  const parts = Object.fromEntries(warsawDayAndHour.formatToParts(new Date(collected.at)).map((part) => [part.type, part.value]));
  return `${collectedByLabel(collected.by)} (${parts.day}.${parts.month} ${parts.hour}:${parts.minute}, ${collected.place})`;
}

/**
 * LISTA UCZESTNIKÓW WYCIECZKI: Lp., imię i nazwisko, klasa, telefon rodzica. `showPhones` false
 * leaves the phone column blank, to be filled in by hand.
 */
export function listaUczestnikow(trip: TripPaperwork, showPhones: boolean): DocDefinition {
  const header: TableCell[] = ['Lp.', 'Imię i nazwisko', 'Klasa', 'Telefon rodzica'].map((text) => ({ text, style: 'tableHeader' }));
  const rows: TableCell[][] = trip.students.map((s, i) => [
    `${i + 1}.`,
    s.collected ? { stack: [s.name, { text: collectedNote(s.collected), style: 'small' }] } : s.name,
    s.className ?? '',
    showPhones ? (s.parentPhone ?? '') : '',
  ]);
  const collectedCount = trip.students.filter((s) => s.collected).length;
  return documentOf(`Lista uczestników – ${trip.name}`, [
    { text: 'LISTA UCZESTNIKÓW WYCIECZKI', style: 'title' },
    field('Nazwa wycieczki', trip.name),
    field('Miejsce docelowe', trip.destination),
    field('Termin', term(trip)),
    field('Nazwa i adres szkoły', schoolLine(trip)),
    field('Kierownik wycieczki', trip.leader ? [trip.leader.fullName, trip.leader.phone ? `tel. ${trip.leader.phone}` : null].filter(Boolean).join(', ') : null),
    {
      table: { headerRows: 1, dontBreakRows: true, widths: [26, '*', 50, 130], heights: 18, body: [header, ...rows] },
      style: 'table',
      margin: [0, 8, 0, 0],
    },
    { text: `Liczba uczestników: ${trip.students.length}${collectedCount > 0 ? `, w tym odebranych przez rodziców: ${collectedCount}` : ''}`, margin: [0, 6, 0, 0] },
    {
      columns: [signature('(data i podpis kierownika wycieczki)', trip.leader?.fullName), signature('(data i podpis dyrektora szkoły)')],
      columnGap: 24,
      margin: [0, 20, 0, 0],
    },
  ]);
}
