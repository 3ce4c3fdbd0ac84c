import { badgeNames } from '@wycieczki/shared';
import type { Content, DocDefinition, TableLayout } from './doc-definition';
import { keepShortWords, pagedDocumentOf, term } from './layout-common';
import { allPages, type PagedDocument } from './paged-document';
import type { TripPaperwork } from './paperwork.repo';

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
