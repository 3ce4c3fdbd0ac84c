import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { consentStatementKey } from '@wycieczki/shared';
import { pdfPages } from '../test/pdf-text';
import { canReadQrCodes, qrCodesOnPages } from '../test/qr-codes';
import { identyfikatory, identyfikatoryPages } from './badges-layout';
import { zgodyRodzicow, zgodyRodzicowPages } from './consents-layout';
import { allPages, type PagedDocument } from './paged-document';
import { renderPagedDocument } from './paged-pdf';
import type { DocumentStudent, TripPaperwork } from './paperwork.repo';
import { LayoutRefused } from './pdf-ops';
import { renderDocument } from './render-document';
import { renderPdf } from './render-pdf';

// Issue 55: the consents and the badges made page by page must be the documents pdfmake made: the
// same pages, the same text in the same places, every QR code read back as its link or badge.

/** Worst-case values within the SPEC limits (the e2e tests' fixture). */
const LONG = JSON.parse(readFileSync(new URL('../../../../e2e/fixtures/long-names.json', import.meta.url), 'utf8')) as Record<string, string>;

const STATEMENTS = ['na udział w kuligu i jeździe konnej pod opieką instruktora', 'na publikację zdjęć z wycieczki na stronie szkoły'];

function student(index: number, fields: Partial<DocumentStudent> = {}): DocumentStudent {
  return {
    id: `s${index}`,
    name: `Uczeń ${index}`,
    className: '6a',
    disability: false,
    parentPhone: null,
    consent: 'missing',
    medicalConsent: 'missing',
    consentExtra: {},
    consentOnlineAt: null,
    consentBy: null,
    consentLanguage: null,
    badge: `WYC1:0A1B2C3D:${String(index).padStart(10, '0')}`,
    parentLink: `https://wycieczki.example.pl/rodzic#${String(index).padStart(4, '0')}Xk9vQ2mN8pL4rT6wY1zA3bC5dE7fG0hJ2kM4nP6`,
    collected: null,
    ...fields,
  };
}

function trip(fields: Partial<TripPaperwork> = {}): TripPaperwork {
  return {
    name: 'Zielona szkoła – Zażółć gęślą jaźń',
    destination: 'Zakopane',
    startDate: '2026-05-11',
    endDate: '2026-05-15',
    studentsPerGuardian: 15,
    consentStatements: STATEMENTS,
    aim: 'Poznanie Tatr',
    route: 'Kraków – Zakopane',
    country: 'Słowacja',
    transport: 'autokar',
    schoolName: 'SP nr 3 w Krakowie',
    schoolAddress: 'ul. Długa 5, 30-001 Kraków',
    meetingPoint: 'parking przy szkole, 11.05.2026, 7:15',
    returnPoint: null,
    consentClauses: 'Dziecko może mieć przy sobie do 100 zł kieszonkowego. Zabrania się oddalania od grupy.',
    leader: { fullName: 'Łukasz Żółkiewski', email: 'lukasz@example.pl', phone: '+48 601 202 303' },
    guardians: [],
    program: [
      { id: 'p1', tripId: 't', day: '2026-05-11', departureTime: '07:30', arrivalTime: '11:45', distanceKm: 110, destination: 'Kraków – Zakopane', program: null, stops: null },
      { id: 'p2', tripId: 't', day: '2026-05-12', departureTime: null, arrivalTime: null, distanceKm: null, destination: 'Zakopane – Morskie Oko – Zakopane', program: null, stops: null },
    ],
    approval: null,
    coach: null,
    insurance: null,
    students: [
      student(1, { name: 'Zofia Kowalska', className: '6b' }),
      // Answered online in Ukrainian: the chosen words, the line saying when, by whom and in which language.
      student(2, {
        name: LONG.studentName!,
        consent: 'given',
        medicalConsent: 'refused',
        consentExtra: { [consentStatementKey(STATEMENTS[0]!)]: 'given' },
        consentOnlineAt: '2026-03-12T17:42:00Z',
        consentBy: 'Maria Kowalska',
        consentLanguage: 'uk',
      }),
      student(3, { name: 'Jan Żak', className: null, parentLink: undefined }),
      student(4, { name: 'Ola Ąbrowska', consent: 'refused', medicalConsent: 'given', consentOnlineAt: '2026-03-13T08:00:00Z', consentLanguage: 'pl' }),
      ...['Maksymilian Nowak', 'Julia Dąbrowska', 'Julia Łukasik', 'Aleksandra-Konstancja_Wierzbicka-Żółkiewska_Brzęczyszczykiewicz', 'Iga'].map((name, i) => student(5 + i, { name })),
    ],
    ...fields,
  };
}

/** The longest trip whose consents still fit a page each: the worst-case names, no added statements. */
const LONG_TRIP = () => trip({ name: LONG.tripName!, destination: LONG.destination!, consentStatements: [] });

const readable = async (pdf: Uint8Array) => (await pdfPages(pdf)).map((page) => page.replace(/\s+/g, ' '));

type Word = { text: string; box: number[] };

/** Each page's words and where they are (poppler's pdftotext), in reading order. */
function wordsOnPages(pdf: Uint8Array): Word[][] {
  const dir = mkdtempSync(path.join(tmpdir(), 'words-'));
  try {
    writeFileSync(path.join(dir, 'doc.pdf'), pdf);
    const html = execFileSync('pdftotext', ['-bbox', path.join(dir, 'doc.pdf'), '-'], { encoding: 'utf8' });
    return html
      .split('<page ')
      .slice(1)
      .map((page) => [...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)<\/word>/g)].map((m) => ({ text: m[5]!, box: m.slice(1, 5).map(Number) })));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Both PDFs have the same words on the same pages, each within a twentieth of a point of its twin. */
function expectSameWords(made: Uint8Array, reference: Uint8Array) {
  if (!canReadQrCodes()) return; // pdftotext comes with pdftoppm (poppler-utils)
  const ours = wordsOnPages(made);
  const theirs = wordsOnPages(reference);
  expect(ours.map((page) => page.length)).toEqual(theirs.map((page) => page.length));
  ours.forEach((page, p) => {
    const unmatched = [...theirs[p]!];
    for (const word of page) {
      // pdftotext's reading order may differ between words level with each other: matched by place instead.
      const distance = (other: Word) => Math.max(...other.box.map((at, i) => Math.abs(at - word.box[i]!)));
      const twin = unmatched.filter((other) => other.text === word.text).sort((a, b) => distance(a) - distance(b))[0];
      expect(twin && distance(twin), `page ${p + 1}: ${word.text} at ${word.box.join(' ')}`).toBeLessThan(0.05);
      unmatched.splice(unmatched.indexOf(twin!), 1);
    }
  });
}

async function expectAsPdfmake(document: PagedDocument) {
  const made = await renderPagedDocument(document);
  const reference = await renderPdf(allPages(document));
  const pages = await readable(made);
  expect(pages).toEqual(await readable(reference));
  expectSameWords(made, reference);
  return { made, pages };
}

describe('the consents page by page (issue 55)', () => {
  it.each([
    ['a trip with added statements, school clauses and answers given online', trip],
    ['the worst-case trip name, destination and names', LONG_TRIP],
  ])('makes a page a student with the text pdfmake made, where it put it: %s', async (_, make) => {
    const printed = make();
    const { pages } = await expectAsPdfmake(zgodyRodzicowPages(printed));
    expect(pages).toHaveLength(printed.students.length);
    // The name as it is, broken only after a hyphen.
    expect(pages[1]!.replace('Wierzbicka- ', 'Wierzbicka-')).toContain(`Wyrażam zgodę na udział mojego dziecka: ${LONG.studentName}, klasa 6a`);
    expect(pages[1]).toContain('Odpowiedź udzielona na stronie w języku ukraińskim; wiąże tekst polski.');
  });

  it('draws each parent link as a QR code a phone reads', async () => {
    const printed = trip();
    const pdf = await renderPagedDocument(zgodyRodzicowPages(printed));
    if (!canReadQrCodes()) return;
    expect(qrCodesOnPages(pdf)).toEqual(printed.students.map((s) => (s.parentLink ? [s.parentLink] : [])));
  });

  it('prints a blank form for a trip with no students yet', async () => {
    const { pages } = await expectAsPdfmake(zgodyRodzicowPages(trip({ students: [] })));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('na udział mojego dziecka: …');
  });

  it('leaves a consent longer than its page to pdfmake, which goes on to the next page as before', async () => {
    const printed = trip({ name: LONG.tripName!, destination: LONG.destination! });
    await expect(renderPagedDocument(zgodyRodzicowPages(printed))).rejects.toBeInstanceOf(LayoutRefused);
    const pdf = await renderDocument({ kind: 'zgody', trip: printed, showPhones: false });
    const pages = await readable(pdf);
    expect(pages).toEqual(await readable(await renderPdf(zgodyRodzicow(printed))));
    expect(pages.length).toBeGreaterThan(printed.students.length);
  });

  it('tells its progress every 50 pages and at the end', async () => {
    const progress: [number, number][] = [];
    await renderDocument({ kind: 'zgody', trip: trip({ students: Array.from({ length: 120 }, (_, i) => student(i)) }), showPhones: false }, (done, pages) =>
      progress.push([done, pages]),
    );
    expect(progress).toEqual([
      [50, 120],
      [100, 120],
      [120, 120],
    ]);
  });
});

describe('the badges page by page (issue 55)', () => {
  it.each([
    ['an ordinary trip', trip],
    ['the worst-case trip name and names', LONG_TRIP],
  ])('makes eight badges a page with the text pdfmake made, where it put it: %s', async (_, make) => {
    const printed = make();
    const { pages } = await expectAsPdfmake(identyfikatoryPages(printed));
    expect(pages).toHaveLength(2);
  });

  it('draws each badge as a QR code the roll call reads', async () => {
    const printed = trip();
    const pdf = await renderPagedDocument(identyfikatoryPages(printed));
    if (!canReadQrCodes()) return;
    const codes = qrCodesOnPages(pdf);
    expect(codes.map((page) => page.length)).toEqual([8, 1]);
    expect(codes.flat().sort()).toEqual(printed.students.map((s) => s.badge).sort());
  });

  it('says so on a page of its own when the trip has no students', async () => {
    const { pages } = await expectAsPdfmake(identyfikatoryPages(trip({ students: [] })));
    expect(pages).toEqual(['Wycieczka nie ma jeszcze uczniów.']);
  });

  it('makes every other document with pdfmake, as before', async () => {
    const printed = trip();
    const progress: [number, number][] = [];
    const pdf = await renderDocument({ kind: 'karta', trip: printed, showPhones: false }, (done, pages) => progress.push([done, pages]));
    expect((await readable(pdf))[0]).toContain('KARTA WYCIECZKI');
    expect(progress).toEqual([[1, 1]]);
    // The badges through the same door: the page-by-page renderer's document.
    expect(await readable(await renderDocument({ kind: 'identyfikatory', trip: printed, showPhones: false }))).toEqual(await readable(await renderPdf(identyfikatory(printed))));
  });
});
