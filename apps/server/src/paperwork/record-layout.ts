import { LIMITS } from '@wycieczki/shared';
import { a4Document, type Content, type DocDefinition, type TableCell } from './doc-definition';
import { keepShortWords, polishDate } from './layout-common';

/**
 * 'Rejestr czynności przetwarzania' (art. 30 ust. 1 RODO) of a school's trips, for its data protection
 * officer (issue 27: the school is the controller). What it says and where; the numbers come from
 * school-records.service.ts. It holds counts, never a child's data.
 */

/** How many of a trip's students have each kind of sensitive data now. */
export type HeldData = { pesel: number; parentPhone: number; allergies: number; diet: number; medicines: number; disability: number; location: number };

export type ProcessingRecordTrip = {
  name: string;
  startDate: string;
  endDate: string;
  leaderName: string | null;
  students: number;
  held: HeldData;
  /** The last day the sensitive data is kept: the end date plus the trip's erasure period (YYYY-MM-DD). */
  keptUntil: string;
  /** The Polish day it was erased (YYYY-MM-DD); null while it is kept. */
  erasedOn: string | null;
};

export type ProcessingRecord = {
  schoolName: string;
  schoolAddress: string | null;
  headName: string;
  /** The Polish day the record was made (YYYY-MM-DD). */
  madeOn: string;
  trips: ProcessingRecordTrip[];
};

const DOTS = '…………………………………………………';

const HELD_LABELS: [keyof HeldData, string][] = [
  ['pesel', 'PESEL'],
  ['parentPhone', 'telefon rodzica'],
  ['allergies', 'alergie'],
  ['diet', 'dieta'],
  ['medicines', 'leki'],
  ['disability', 'niepełnosprawność'],
  ['location', 'lokalizacja'],
];

export const RECORD_TEXT = {
  title: 'REJESTR CZYNNOŚCI PRZETWARZANIA',
  activity: 'Czynność: organizacja i przeprowadzenie wycieczek szkolnych (art. 30 ust. 1 RODO)',
  purpose: 'organizacja i przeprowadzenie wycieczek szkolnych oraz zapewnienie uczniom bezpieczeństwa i opieki w ich czasie.',
  basis:
    'art. 6 ust. 1 lit. c i e RODO w związku z rozporządzeniem Ministra Edukacji Narodowej z dnia 25 maja 2018 r. w sprawie warunków i sposobu organizowania przez publiczne przedszkola, szkoły i placówki krajoznawstwa i turystyki (Dz.U. 2018 poz. 1055).',
  healthBasis:
    'Dane o zdrowiu (alergie, dieta, leki, niepełnosprawność): art. 9 ust. 2 lit. a RODO – wyraźna zgoda rodzica lub opiekuna prawnego; w zakresie, w jakim obowiązek ich przetwarzania dla bezpieczeństwa i opieki nad uczniami wynika z przepisów prawa – art. 9 ust. 2 lit. g RODO. Którą z tych podstaw stosuje szkoła, rozstrzyga administrator wraz z inspektorem ochrony danych.',
  subjects:
    'Uczniowie – uczestnicy wycieczek; rodzice i opiekunowie prawni uczniów; osoby wskazane przez rodziców do odbioru dziecka w trakcie wycieczki; kierownicy i opiekunowie wycieczek.',
  pupilData:
    'Uczniowie i ich rodzice: imię i nazwisko, klasa, PESEL, telefon rodzica, alergie, dieta, leki, niepełnosprawność, zgody rodziców, wpłaty, lokalizacja na wycieczce, obecność, odbiór dziecka w trakcie wycieczki (kto, kiedy, gdzie). Osoby wskazane do odbioru dziecka: imię i nazwisko, kim są dla dziecka, telefon, dokument tożsamości.',
  staffData: 'Kierownicy i opiekunowie wycieczek: imię i nazwisko, adres e-mail, telefon.',
  recipients:
    'Dane nie są udostępniane odbiorcom spoza szkoły. W szkole: twórca wycieczki – wszystkie dane jej uczniów; kierownik i opiekunowie – dane potrzebne do opieki (alergie, dieta i leki na karcie alarmowej, telefon rodzica po podaniu powodu, nigdy PESEL); rodzic – dane własnego dziecka, przez link od szkoły.',
  processor: 'Podmiot przetwarzający: operator aplikacji (utrzymanie i hosting), na podstawie umowy powierzenia przetwarzania danych (art. 28 RODO).',
  transfers: 'Aplikacja nie przekazuje danych do państw trzecich ani organizacji międzynarodowych.',
  retention:
    'PESEL, telefony rodziców, alergie, dieta i leki, a także osoby wskazane do odbioru dziecka, imiona osób, które je odebrały, oraz miejsca odbioru są usuwane automatycznie po upływie okresu ustawionego dla wycieczki, liczonego od dnia jej zakończenia (kolumna „Dane wrażliwe przechowywane” w tabeli). Pozostałe dane wycieczki – do jej usunięcia przez twórcę. Zgody rodziców (uczeń, klasa, odpowiedź, forma, data i imię i nazwisko rodzica przy zgodzie online) zostają w archiwum zgód przez liczbę lat ustawioną przez szkołę (domyślnie 5), liczoną od zakończenia wycieczki. Wpisy dziennika dostępu (kto, kiedy i czyje dane odczytał, bez samych danych) nie są usuwane: służą rozliczalności (art. 5 ust. 2 RODO).',
  countsNote: 'Liczby mówią, u ilu uczniów wycieczka przechowuje dane danego rodzaju. Rejestr nie zawiera samych danych.',
  noTrips: 'Szkoła nie ma jeszcze wycieczek w aplikacji.',
  measures: [
    'PESEL i telefony rodziców widzi w całości tylko twórca wycieczki; pozostałym opiekunom aplikacja pokazuje je zamaskowane.',
    `Opiekun wyświetla telefon rodzica tylko po podaniu powodu, najwyżej ${LIMITS.revealsPerHour} razy na godzinę w jednej wycieczce.`,
    'Każdy odczyt danych wrażliwych jest zapisywany w dzienniku dostępu (kto, kiedy, czyje dane); wpisów nie można zmienić ani usunąć. Dyrektor widzi dziennik wszystkich wycieczek szkoły.',
    'Dane wrażliwe są usuwane automatycznie po upływie okresu przechowywania ustawionego dla wycieczki.',
    'Dostęp tylko po zalogowaniu; hasła przechowywane wyłącznie jako skróty (Argon2id).',
  ],
} as const;

/** 'PESEL: 12, alergie: 3', only the kinds the trip holds; 'brak' when none. */
export function heldText(held: HeldData): string {
  const parts = HELD_LABELS.filter(([key]) => held[key] > 0).map(([key, label]) => `${label}: ${held[key]}`);
  return parts.length > 0 ? parts.join(', ') : 'brak';
}

export function keptText(trip: ProcessingRecordTrip): string {
  return trip.erasedOn ? `usunięto ${polishDate(trip.erasedOn)}` : `do ${polishDate(trip.keptUntil)}`;
}

function heading(text: string): Content {
  return { text, style: 'heading', margin: [0, 12, 0, 5] };
}

function paragraph(text: string): Content {
  return { text: keepShortWords(text), margin: [0, 0, 0, 4] };
}

function field(label: string, value: string | null): Content {
  return { text: [{ text: `${label}: `, bold: true }, value && value.trim() ? value : DOTS], margin: [0, 0, 0, 4] };
}

const TRIP_HEADER: TableCell[] = ['Wycieczka', 'Termin', 'Kierownik', 'Uczniów', 'Dane wrażliwe (liczba uczniów)', 'Dane wrażliwe przechowywane'].map((text) => ({
  text,
  style: 'tableHeader',
}));

function tripsTable(trips: ProcessingRecordTrip[]): Content {
  if (trips.length === 0) return paragraph(RECORD_TEXT.noTrips);
  const rows: TableCell[][] = trips.map((trip) => [
    trip.name,
    `${polishDate(trip.startDate)} – ${polishDate(trip.endDate)}`,
    trip.leaderName ?? '—',
    String(trip.students),
    heldText(trip.held),
    keptText(trip),
  ]);
  return {
    stack: [
      { table: { headerRows: 1, dontBreakRows: true, widths: ['*', 58, 72, 34, 118, 64], body: [TRIP_HEADER, ...rows] }, style: 'table' },
      { text: RECORD_TEXT.countsNote, style: 'caption' },
    ],
  };
}

export function rejestrCzynnosci(record: ProcessingRecord): DocDefinition {
  const controller = [record.schoolName, record.schoolAddress].filter(Boolean).join(', ');
  return a4Document(
    `Rejestr czynności przetwarzania – ${record.schoolName}`,
    {
      margins: [40, 40, 40, 48],
      fontSize: 9.5,
      styles: {
        title: { fontSize: 15, bold: true, alignment: 'center', margin: [0, 0, 0, 4] },
        subtitle: { fontSize: 9.5, alignment: 'center', margin: [0, 0, 0, 12] },
        heading: { fontSize: 11, bold: true },
        caption: { fontSize: 8, italics: true, color: '#444444' },
        tableHeader: { bold: true, fontSize: 8, fillColor: '#eeeeee' },
        table: { fontSize: 8.5, margin: [0, 0, 0, 4] },
      },
    },
    [
      { text: RECORD_TEXT.title, style: 'title' },
      { text: RECORD_TEXT.activity, style: 'subtitle' },
      field('Data sporządzenia', polishDate(record.madeOn)),
      heading('1. Administrator danych'),
      field('Administrator', controller),
      field('Dyrektor', record.headName),
      field('Inspektor ochrony danych (imię i nazwisko, kontakt)', null),
      heading('2. Cel i podstawa prawna przetwarzania'),
      field('Cel', RECORD_TEXT.purpose),
      field('Podstawa prawna', keepShortWords(RECORD_TEXT.basis)),
      paragraph(RECORD_TEXT.healthBasis),
      heading('3. Kategorie osób, których dane dotyczą'),
      paragraph(RECORD_TEXT.subjects),
      heading('4. Kategorie danych'),
      paragraph(RECORD_TEXT.pupilData),
      paragraph(RECORD_TEXT.staffData),
      heading('5. Odbiorcy danych'),
      paragraph(RECORD_TEXT.recipients),
      paragraph(RECORD_TEXT.processor),
      paragraph(RECORD_TEXT.transfers),
      heading('6. Okres przechowywania'),
      paragraph(RECORD_TEXT.retention),
      heading('7. Wycieczki szkoły'),
      tripsTable(record.trips),
      heading('8. Środki techniczne i organizacyjne (art. 32 RODO)'),
      { ul: RECORD_TEXT.measures.map((text) => keepShortWords(text)), margin: [0, 0, 0, 4] },
      {
        columns: [
          { stack: [{ text: DOTS, margin: [0, 28, 0, 0] }, { text: '(data)', style: 'caption' }] },
          { stack: [{ text: DOTS, margin: [0, 28, 0, 0] }, { text: '(podpis dyrektora szkoły)', style: 'caption' }] },
        ],
        columnGap: 24,
        unbreakable: true,
      },
    ],
  );
}
