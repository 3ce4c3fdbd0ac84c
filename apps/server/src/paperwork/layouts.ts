import { ANSWER_LANGUAGE_LABELS, answeredStatements, badgeNames, collectedWord, HOME_COUNTRY, insuranceLine, type KartaFact, type ProgramItem } from '@wycieczki/shared';
import { a4Document, type Content, type DocDefinition, type TableCell, type TableLayout } from './doc-definition';
import { allPages, type PageContent, type PagedDocument } from './paged-document';
import type { TripPaperwork } from './paperwork.repo';

/**
 * The trip's three documents as pdfmake definitions: what they say and where, nothing about
 * storage or access (documents.service.ts decides what may be printed, e.g. parent phones).
 * The karta follows the annex to the Regulation of the Minister of Education of 25 May 2018 on
 * school tourism (Dz.U. 2018 poz. 1055); the other two are what a school asks for beside it.
 */

/** A blank to fill in by hand. */
const DOTS = '…………………………………………………';
const LONG_DOTS = `${DOTS}${DOTS}`;

/**
 * Polish typesetting: a one-letter word (w, z, i, o, u, a) never ends a line, it keeps to the word
 * after it ('W WYCIECZCE' is not broken after 'W').
 */
export function keepShortWords(text: string): string {
  return text.replace(/(?<=^|[\s(„])([wzioua])\s+/gi, '$1\u00a0');
}

/** 2026-05-10 → 10.05.2026, as Polish documents write a date. */
export function polishDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}

const warsawDateTime = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** A moment as a Polish document writes it, in Polish time: '12.03.2027, 18:42'. */
export function polishDateTime(iso: string): string {
  return warsawDateTime.format(new Date(iso));
}

export function term(trip: TripPaperwork): string {
  return `${polishDate(trip.startDate)} – ${polishDate(trip.endDate)}`;
}

function isAbroad(trip: TripPaperwork): boolean {
  return trip.country !== null && trip.country.trim().toLocaleLowerCase('pl') !== HOME_COUNTRY.toLocaleLowerCase('pl');
}

export function schoolLine(trip: TripPaperwork): string {
  return [trip.schoolName, trip.schoolAddress].filter(Boolean).join(', ');
}

/** 'Label: value', with a blank for the hand when the app does not know the value. */
function field(label: string, value: string | null | undefined): Content {
  return { text: [{ text: `${label}: `, bold: true }, value && value.trim() ? value : DOTS], margin: [0, 0, 0, 5] };
}

function heading(text: string, margin: [number, number, number, number] = [0, 14, 0, 8]): Content {
  return { text, style: 'heading', margin };
}

/** A line to sign on, with what to write under it. */
export function signature(caption: string, name?: string): Content {
  return {
    stack: [
      name ? { text: name, margin: [0, 0, 0, 2] } : { text: ' ' },
      { text: DOTS, margin: [0, 14, 0, 0] },
      { text: caption, style: 'caption' },
    ],
    unbreakable: true,
  };
}

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

const STYLES: DocDefinition['styles'] = {
  title: { fontSize: 16, bold: true, alignment: 'center', margin: [0, 0, 0, 14] },
  heading: { fontSize: 12, bold: true, alignment: 'center' },
  caption: { fontSize: 8, italics: true, color: '#444444' },
  tableHeader: { bold: true, fontSize: 8, fillColor: '#eeeeee' },
  table: { fontSize: 8.5, margin: [0, 0, 0, 6] },
  small: { fontSize: 9 },
};

function documentOf(title: string, content: Content[], orientation: 'portrait' | 'landscape' = 'portrait'): DocDefinition {
  return a4Document(title, { margins: [40, 40, 40, 48], fontSize: 10, styles: STYLES, orientation }, content);
}

function pagedDocumentOf(title: string, pages: number, page: (index: number) => PageContent): PagedDocument {
  return { frame: documentOf(title, []), pages, page };
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

/** 'Zatwierdzono w systemie 12.03.2027 przez Anna Nowak': the ZATWIERDZAM field of an approved karta. */
export function approvalLine(approval: { at: string; by: string }): string {
  // 'przez' would want the name declined ('przez Barbarę Dyrektor'): a colon reads right for every name (issue 48).
  return `Zatwierdzono w systemie ${polishDateTime(approval.at).slice(0, 10)}, zatwierdził(a): ${approval.by}`;
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

/** 'Odebrany przez Maria Kowalska (12.05 14:30, przy fontannie)': a child a parent took (issue 54). */
export function collectedNote(name: string, collected: { by: string; at: string; place: string }): string {
  const parts = Object.fromEntries(warsawDayAndHour.formatToParts(new Date(collected.at)).map((part) => [part.type, part.value]));
  return `${collectedWord(name)} przez ${collected.by} (${parts.day}.${parts.month} ${parts.hour}:${parts.minute}, ${collected.place})`;
}

/**
 * LISTA UCZESTNIKÓW WYCIECZKI: Lp., imię i nazwisko, klasa, telefon rodzica. `showPhones` false
 * leaves the phone column blank, to be filled in by hand.
 */
export function listaUczestnikow(trip: TripPaperwork, showPhones: boolean): DocDefinition {
  const header: TableCell[] = ['Lp.', 'Imię i nazwisko', 'Klasa', 'Telefon rodzica'].map((text) => ({ text, style: 'tableHeader' }));
  const rows: TableCell[][] = trip.students.map((s, i) => [
    `${i + 1}.`,
    s.collected ? { stack: [s.name, { text: collectedNote(s.name, s.collected), style: 'small' }] } : s.name,
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

function programSummary(program: ProgramItem[]): Content {
  if (program.length === 0) return { text: LONG_DOTS, margin: [0, 0, 0, 4] };
  return {
    ul: program.map((item) => `${polishDate(item.day)}${item.departureTime ? ` ${item.departureTime}` : ''}: ${item.destination}`),
    style: 'small',
    margin: [0, 0, 0, 4],
  };
}

/** An answer as the form prints it: the one chosen online, or both to strike out on paper. */
type PrintedAnswer = 'given' | 'refused' | null;
const ANSWER_WORDS = { given: 'wyrażam zgodę', refused: 'nie wyrażam zgody', open: 'wyrażam zgodę / nie wyrażam zgody*' } as const;
const answerWords = (answer: PrintedAnswer) => ANSWER_WORDS[answer ?? 'open'];
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The consent's sentence: the name as it is (no inflection, right for a girl and a boy alike), then the
 * class. With the participation answered online (issue 48) only the chosen words print, no asterisk.
 */
export function consentSentence(trip: TripPaperwork, student: { name: string; className: string | null } | null, answer: PrintedAnswer = null): Content {
  return {
    text: [
      `${capitalised(answerWords(answer))} na udział mojego dziecka: `,
      { text: student ? student.name : DOTS, bold: true },
      `, klasa ${student?.className ?? '………'}, `,
      keepShortWords(`w wycieczce „${trip.name}” w terminie ${term(trip)}.`),
    ],
    margin: [0, 10, 0, 6],
  };
}

const MEDICAL_HELP = 'na udzielenie mu pomocy medycznej oraz na podjęcie przez lekarza decyzji o leczeniu, hospitalizacji lub zabiegu, gdy nie będzie możliwy kontakt ze mną.';

/** The consent's second statement (issue 48), answered apart: the chosen words when answered online, else both to strike out. */
function medicalClause(answer: PrintedAnswer): string {
  return keepShortWords(`W sytuacji zagrożenia zdrowia lub życia mojego dziecka ${answerWords(answer)} ${MEDICAL_HELP}`);
}

function rodoClause(trip: TripPaperwork): string {
  const school = schoolLine(trip) || 'szkoła organizująca wycieczkę';
  return keepShortWords(
    `Informacja o przetwarzaniu danych (RODO): administratorem danych osobowych dziecka i rodzica podanych w tej zgodzie jest ${school}. ` +
      'Dane są przetwarzane w celu organizacji wycieczki i zapewnienia bezpieczeństwa jej uczestnikom (art. 6 ust. 1 lit. c i art. 9 ust. 2 lit. g RODO), ' +
      'tylko przez czas potrzebny do jej przygotowania i rozliczenia. Przysługuje Pani/Panu prawo dostępu do danych, ich sprostowania, ' +
      'ograniczenia przetwarzania oraz wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych.',
  );
}

/**
 * The consent's text as the parent page shows it (issue 25): the printed form's sentences for this
 * child. The two statements the parent answers one by one (issue 48), each completing 'Wyrażam zgodę'
 * or 'Nie wyrażam zgody'; then what the parent reads and signs beside them.
 */
export function consentParagraphs(
  trip: TripPaperwork,
  student: { name: string; className: string | null },
): { participation: string; medical: string; rest: string[] } {
  const schoolClauses = trip.consentClauses?.trim();
  return {
    participation:
      `Na udział mojego dziecka: ${student.name}, klasa ${student.className ?? '………'}, ` + keepShortWords(`w wycieczce „${trip.name}” w terminie ${term(trip)}.`),
    medical: keepShortWords(`W sytuacji zagrożenia zdrowia lub życia mojego dziecka: ${MEDICAL_HELP}`),
    rest: [HEALTH_STATEMENT, ...(schoolClauses ? [`Postanowienia szkoły: ${keepShortWords(schoolClauses)}`] : []), rodoClause(trip)],
  };
}

const HEALTH_STATEMENT = keepShortWords('Oświadczam, że nie ma przeciwwskazań zdrowotnych do udziału dziecka w wycieczce.');

/** Under the consent's title: the parent may answer online instead, by the code beside it or the address. */
function onlineAnswerHint(link: string): Content {
  // The address on a line of its own (issue 48): never broken after a word of the sentence.
  return { text: [keepShortWords('Można też odpowiedzieć online: zeskanuj kod obok telefonem albo wpisz adres:'), '\n', { text: link, bold: true }], style: 'caption', margin: [0, 0, 0, 8] };
}

/**
 * A QR code's quiet zone (issue 48): four modules of white on every side, which a phone's camera needs
 * to find the code; pdfmake draws none. A parent link's code has at most 37 modules a side (version
 * 5, level M), so a margin of 4/37 of its size, rounded up, keeps it clear of the text and the cut lines.
 */
function quietZone(size: number): [number, number, number, number] {
  const zone = Math.ceil((size * 4) / 37);
  return [zone, zone, zone, zone];
}

/** A consent answered on the parent page says so on its form: when and by whom; the sentences print the answers chosen. */
function onlineConsentLine(consent: string, at: string, by: string | null, language: 'pl' | 'uk' | 'en' | null): Content {
  const what = consent === 'given' ? 'Zgoda wyrażona online' : consent === 'refused' ? 'Odmowa zgody wyrażona online' : 'Odpowiedź online';
  // Issue 53: an answer on a translated page says its language; the Polish text is the one that binds.
  const inLanguage = language && language !== 'pl' ? ` Odpowiedź udzielona na stronie w języku ${ANSWER_LANGUAGE_LABELS[language]}; wiąże tekst polski.` : '';
  return { text: `${what} ${polishDateTime(at)}${by ? `, rodzic: ${by}` : ''}.${inLanguage}`, bold: true, margin: [0, 0, 0, 6] };
}

/** What the form prints of each statement: the answers given online, nothing chosen for paper (issue 48). */
function printedAnswers(
  trip: TripPaperwork,
  student: TripPaperwork['students'][number] | null,
): { participation: PrintedAnswer; medical: PrintedAnswer; extra: { text: string; answer: PrintedAnswer }[] } {
  const online = student?.consentOnlineAt ? student : null;
  const chosen = (answer: string | undefined): PrintedAnswer => (online && (answer === 'given' || answer === 'refused') ? answer : null);
  return {
    participation: chosen(online?.consent),
    medical: chosen(online?.medicalConsent),
    extra: answeredStatements(trip.consentStatements, online?.consentExtra ?? {}).map(({ text, answer }) => ({ text, answer: chosen(answer ?? undefined) })),
  };
}

/** A statement the teacher added (issue 48): 'Wyrażam zgodę / nie wyrażam zgody*: na …', or the words chosen online. */
function addedStatement(text: string, answer: PrintedAnswer): string {
  return keepShortWords(`${capitalised(answerWords(answer))}: ${text.trim()}`);
}

/** How many slips fit on an A4 page, with room to cut between them. */
const SLIPS_PER_PAGE = 4;

/**
 * LINKI DLA RODZICÓW (issue 25): one slip per student to cut out and hand out in class, with the
 * child's name, the trip, the link and its QR code.
 */
export function linkiDlaRodzicow(trip: TripPaperwork): DocDefinition {
  const slips = trip.students.flatMap((student, index): Content[] => {
    if (!student.parentLink) return [];
    const cut: Content = { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 0.5, dash: { length: 4 }, lineColor: '#888888' }], margin: [0, 10, 0, 10] };
    const slip: Content = {
      unbreakable: true,
      columns: [
        { qr: student.parentLink, fit: 120, eccLevel: 'M', width: 120 + 2 * quietZone(120)[0], margin: quietZone(120) },
        {
          width: '*',
          stack: [
            { text: 'Link dla rodzica', fontSize: 9, color: '#444444' },
            { text: [student.name, student.className ? { text: `, klasa ${student.className}`, bold: false } : ''], fontSize: 13, bold: true, margin: [0, 2, 0, 2] },
            { text: keepShortWords(`Wycieczka „${trip.name}”, ${term(trip)}`), margin: [0, 0, 0, 6] },
            {
              text: keepShortWords(
                'Zeskanuj kod aparatem telefonu albo wpisz adres w przeglądarce. Uzupełnisz dane dziecka, odpowiesz na zgodę na udział i przeczytasz komunikaty z wycieczki. Nie trzeba zakładać konta. Link jest tylko dla rodziców tego dziecka.',
              ),
              style: 'small',
              margin: [0, 0, 0, 6],
            },
            { text: student.parentLink, fontSize: 9, bold: true },
          ],
        },
      ],
      columnGap: 12,
      ...(index > 0 && index % SLIPS_PER_PAGE === 0 ? { pageBreak: 'before' as const } : {}),
    };
    return index % SLIPS_PER_PAGE === 0 ? [slip] : [cut, slip];
  });
  return documentOf(`Linki dla rodziców – ${trip.name}`, slips.length > 0 ? slips : ['Wycieczka nie ma jeszcze uczniów.']);
}

/** Badges on an A4 page: two columns of four, each the size of a common badge holder's card (90 × 54 mm). */
export const BADGES_PER_PAGE = 8;
/** 90 × 54 mm in points. */
const BADGE_WIDTH = 255;
const BADGE_HEIGHT = 153;

/** Dashed lines to cut along, around and between the badges. */
const CUT_LINES: TableLayout = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => '#888888',
  vLineColor: () => '#888888',
  hLineStyle: () => ({ dash: { length: 3, space: 3 } }),
  vLineStyle: () => ({ dash: { length: 3, space: 3 } }),
  paddingLeft: () => 8,
  paddingRight: () => 8,
  paddingTop: () => 10,
  paddingBottom: () => 6,
};

/** A first name as large as its badge allows: read from a few steps away, never cut. */
function badgeNameSize(name: string): number {
  if (name.length <= 9) return 22;
  if (name.length <= 13) return 16;
  return 12;
}

/**
 * Text cut to fit a badge: PDF lines break only between words, so a word longer than the badge's
 * column (a name or trip written without spaces) is cut with '…' instead of running into the next
 * badge, and the whole text keeps to `maxTotal` characters.
 */
function fitBadge(text: string, maxWord: number, maxTotal: number): string {
  const cut = (word: string, max: number) => (word.length > max ? `${word.slice(0, max - 1)}…` : word);
  return cut(text.split(/\s+/).map((word) => cut(word, maxWord)).join(' '), maxTotal);
}

function badge(trip: TripPaperwork, student: { badge: string }, fullName: string): Content {
  const phone = trip.leader?.phone;
  const name = fitBadge(fullName, 18, 40);
  return {
    columns: [
      // White of four modules at least around the code (its quiet zone), or cameras miss it beside the cut line.
      { qr: student.badge, fit: 104, eccLevel: 'Q', width: 112, margin: [8, 6, 0, 0] },
      {
        width: '*',
        stack: [
          { text: name, fontSize: badgeNameSize(name), bold: true, lineHeight: 1, margin: [0, 0, 0, 6] },
          { text: keepShortWords(fitBadge(trip.name, 24, 70)), fontSize: 9, bold: true, lineHeight: 1.05 },
          { text: term(trip), fontSize: 8, color: '#444444', margin: [0, 1, 0, 8] },
          { text: 'Jeśli się zgubię, zadzwoń:', fontSize: 8 },
          phone ? { text: phone, fontSize: 13, bold: true } : { text: '………………………', fontSize: 11 },
          { text: 'kierownik wycieczki', fontSize: 7, color: '#444444' },
        ],
      },
    ],
    columnGap: 8,
  };
}

/**
 * IDENTYFIKATORY (issue 28): a badge per student to cut out and wear, with the first name, the trip,
 * the leader's phone for whoever finds a lost child, and a QR code the roll call scans ('Skanuj
 * identyfikatory'). The code identifies the child within the trip and says nothing of them (shared
 * badges.ts); no surname, class, PESEL or parent phone is printed.
 */
export function identyfikatoryPages(trip: TripPaperwork): PagedDocument {
  const title = `Identyfikatory – ${trip.name}`;
  if (trip.students.length === 0) return pagedDocumentOf(title, 1, () => ({ text: 'Wycieczka nie ma jeszcze uczniów.' }));
  const names = badgeNames(trip.students.map((s) => s.name));
  return pagedDocumentOf(title, Math.ceil(trip.students.length / BADGES_PER_PAGE), (index) => {
    const first = index * BADGES_PER_PAGE;
    const cells = trip.students.slice(first, first + BADGES_PER_PAGE).map((student, offset) => badge(trip, student, names[first + offset]!));
    const rows: Content[][] = [];
    for (let i = 0; i < cells.length; i += 2) rows.push([cells[i]!, cells[i + 1] ?? { text: '' }]);
    return {
      stack: [
        {
          text: keepShortWords(`Identyfikatory – ${trip.name}. Wytnij wzdłuż linii przerywanych i włóż do etui 90 × 54 mm. Kod QR skanuje się na liście obecności.`),
          style: 'caption',
          margin: [0, 0, 0, 8],
        },
        {
          table: { dontBreakRows: true, widths: [BADGE_WIDTH - 16, BADGE_WIDTH - 16], heights: BADGE_HEIGHT - 16, body: rows },
          layout: CUT_LINES,
        },
      ],
    };
  });
}

export function identyfikatory(trip: TripPaperwork): DocDefinition {
  return allPages(identyfikatoryPages(trip));
}

/** The title in two deliberate lines: no phrase is broken where the page happens to end. */
const CONSENT_TITLE = 'ZGODA RODZICA (OPIEKUNA PRAWNEGO)\nNA\u00a0UDZIAŁ DZIECKA W\u00a0WYCIECZCE';

/** ZGODA RODZICA: one page per student, with the trip's details and blanks for the parent. */
export function zgodyRodzicowPages(trip: TripPaperwork): PagedDocument {
  const students = trip.students.length > 0 ? trip.students : [null];
  return pagedDocumentOf(`Zgody rodziców – ${trip.name}`, students.length, (index) => consentPage(trip, students[index] ?? null));
}

export function zgodyRodzicow(trip: TripPaperwork): DocDefinition {
  return allPages(zgodyRodzicowPages(trip));
}

/** One student's consent form: a page of its own (a blank form when the trip has no students yet). */
function consentPage(trip: TripPaperwork, student: TripPaperwork['students'][number] | null): PageContent {
  const schoolClauses = trip.consentClauses?.trim();
  const answers = printedAnswers(trip, student);
  const strikeOut = answers.participation === null || answers.medical === null || answers.extra.some((item) => item.answer === null);
  return {
    stack: [
      student?.parentLink
        ? {
            columns: [
              { text: CONSENT_TITLE, style: 'title', fontSize: 14, width: '*' },
              { qr: student.parentLink, fit: 66, eccLevel: 'M', width: 66 + 2 * quietZone(66)[0], margin: quietZone(66) },
            ],
            columnGap: 12,
          }
        : { text: CONSENT_TITLE, style: 'title', fontSize: 14 },
      ...(student?.parentLink ? [onlineAnswerHint(student.parentLink)] : []),
      field('Nazwa wycieczki', trip.name),
      field('Miejsce docelowe', isAbroad(trip) ? `${trip.destination} (${trip.country})` : trip.destination),
      field('Termin', term(trip)),
      field('Zbiórka (miejsce i godzina)', trip.meetingPoint),
      field('Powrót (miejsce i przybliżona godzina)', trip.returnPoint),
      field('Kierownik wycieczki', [trip.leader?.fullName, trip.leader?.phone ? `tel. ${trip.leader.phone}` : null].filter(Boolean).join(', ')),
      field('Środek transportu', trip.transport),
      { text: 'Program wycieczki:', bold: true, margin: [0, 2, 0, 2] },
      programSummary(trip.program),
      consentSentence(trip, student, answers.participation),
      ...(student?.consentOnlineAt ? [onlineConsentLine(student.consent, student.consentOnlineAt, student.consentBy, student.consentLanguage)] : []),
      { text: HEALTH_STATEMENT, margin: [0, 0, 0, 4] },
      { text: medicalClause(answers.medical), margin: [0, 0, 0, answers.extra.length > 0 ? 4 : 8] },
      ...answers.extra.map((item, position): Content => ({ text: addedStatement(item.text, item.answer), margin: [0, 0, 0, position === answers.extra.length - 1 ? 8 : 4] })),
      ...(schoolClauses
        ? [
            { text: 'Postanowienia szkoły:', bold: true },
            { text: keepShortWords(schoolClauses), style: 'small', margin: [0, 2, 0, 8] as [number, number, number, number] },
          ]
        : []),
      { text: 'Leki przyjmowane przez dziecko (nazwa, dawka, pora):', bold: true },
      { text: LONG_DOTS, margin: [0, 6, 0, 8] },
      { text: 'Informacje o zdrowiu dziecka (alergie, choroby, dieta, choroba lokomocyjna):', bold: true },
      { text: LONG_DOTS, margin: [0, 6, 0, 8] },
      field('Telefon kontaktowy rodzica (opiekuna prawnego)', null),
      { columns: [signature('(miejscowość i data)'), signature('(czytelny podpis rodzica lub opiekuna prawnego)')], columnGap: 24, margin: [0, 8, 0, 0] },
      ...(strikeOut ? [{ text: '* niepotrzebne skreślić', style: 'caption', margin: [0, 8, 0, 4] as [number, number, number, number] }] : []),
      { text: rodoClause(trip), style: 'caption', ...(strikeOut ? {} : { margin: [0, 8, 0, 0] as [number, number, number, number] }) },
    ],
  };
}
