import { ANSWER_LANGUAGE_LABELS, answeredStatements, type ProgramItem } from '@wycieczki/shared';
import type { Content, DocDefinition } from './doc-definition';
import { documentOf, DOTS, field, isAbroad, keepShortWords, LONG_DOTS, pagedDocumentOf, polishDate, polishDateTime, schoolLine, signature, term } from './layout-common';
import { allPages, type PageContent, type PagedDocument } from './paged-document';
import type { TripPaperwork } from './paperwork.repo';

/**
 * The parents' papers: ZGODA RODZICA (a page a student, with the trip's details, the school's clauses,
 * the answers given online and blanks for the parent) and the slips with each parent's link.
 */

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
