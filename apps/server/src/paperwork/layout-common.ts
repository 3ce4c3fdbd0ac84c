import { HOME_COUNTRY } from '@wycieczki/shared';
import { a4Document, type Content, type DocDefinition } from './doc-definition';
import type { PageContent, PagedDocument } from './paged-document';
import type { TripPaperwork } from './paperwork.repo';

/**
 * What the trip's documents share: Polish dates and typesetting, a field with its blank for the hand,
 * a line to sign on, and the A4 page with its styles (layouts.ts, consents-layout.ts, badges-layout.ts
 * and the one-page documents beside them).
 */

/** A blank to fill in by hand. */
export const DOTS = '…………………………………………………';
export const LONG_DOTS = `${DOTS}${DOTS}`;

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

export function isAbroad(trip: TripPaperwork): boolean {
  return trip.country !== null && trip.country.trim().toLocaleLowerCase('pl') !== HOME_COUNTRY.toLocaleLowerCase('pl');
}

export function schoolLine(trip: TripPaperwork): string {
  return [trip.schoolName, trip.schoolAddress].filter(Boolean).join(', ');
}

/** 'Label: value', with a blank for the hand when the app does not know the value. */
export function field(label: string, value: string | null | undefined): Content {
  return { text: [{ text: `${label}: `, bold: true }, value && value.trim() ? value : DOTS], margin: [0, 0, 0, 5] };
}

export function heading(text: string, margin: [number, number, number, number] = [0, 14, 0, 8]): Content {
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

const STYLES: DocDefinition['styles'] = {
  title: { fontSize: 16, bold: true, alignment: 'center', margin: [0, 0, 0, 14] },
  heading: { fontSize: 12, bold: true, alignment: 'center' },
  caption: { fontSize: 8, italics: true, color: '#444444' },
  tableHeader: { bold: true, fontSize: 8, fillColor: '#eeeeee' },
  table: { fontSize: 8.5, margin: [0, 0, 0, 6] },
  small: { fontSize: 9 },
};

export function documentOf(title: string, content: Content[], orientation: 'portrait' | 'landscape' = 'portrait'): DocDefinition {
  return a4Document(title, { margins: [40, 40, 40, 48], fontSize: 10, styles: STYLES, orientation }, content);
}

export function pagedDocumentOf(title: string, pages: number, page: (index: number) => PageContent): PagedDocument {
  return { frame: documentOf(title, []), pages, page };
}
