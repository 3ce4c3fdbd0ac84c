import type { CoachCheckRequest } from '@wycieczki/shared';
import { a4Document, type Content, type DocDefinition, type TableCell } from './doc-definition';
import { keepShortWords, polishDate, signature } from './layout-common';

/**
 * What 'Wniosek o kontrolę autokaru (PDF)' prints (issue 54): the request filled from the trip, to
 * sign and take or send to the police 5–7 days before the departure. A fact the trip does not give
 * yet is printed as what is missing, in bold, never as an empty line.
 */
export type CoachCheckPrint = {
  tripName: string;
  request: CoachCheckRequest;
  /** The kierownik who signs; null: a line to sign on. */
  signedBy: string | null;
  /** The day it was made, yyyy-MM-dd: the request's date. */
  today: string;
};

const DOTS = '…………………………………………………';

function factRow(fact: CoachCheckRequest['facts'][number]): TableCell[] {
  return [
    { text: fact.label, bold: true },
    fact.value === null ? { text: 'BRAK – uzupełnij przed wysłaniem', bold: true, color: '#b91c1c' } : fact.value,
  ];
}

export function wniosekKontrolaAutokaru(print: CoachCheckPrint): DocDefinition {
  const { request } = print;
  const content: Content[] = [
    { text: `${DOTS}, ${polishDate(print.today)}`, alignment: 'right', margin: [0, 0, 0, 2] },
    { text: '(miejscowość, data)', style: 'caption', alignment: 'right', margin: [0, 0, 0, 18] },
    { text: ['Komenda ', DOTS, ' Policji', '\n', 'Wydział Ruchu Drogowego'], bold: true, margin: [260, 0, 0, 22] },
    { text: 'WNIOSEK O KONTROLĘ AUTOKARU', style: 'title' },
    {
      text: keepShortWords(
        `Uprzejmie proszę o przeprowadzenie kontroli autokaru (stanu technicznego pojazdu, dokumentów i trzeźwości kierowcy) przed wyjazdem uczniów na wycieczkę szkolną „${print.tripName}”.`,
      ),
      margin: [0, 0, 0, 12],
    },
    { table: { widths: [150, '*'], body: request.facts.map(factRow) }, style: 'table' },
    {
      text: keepShortWords('Proszę o potwierdzenie terminu kontroli pod podanym numerem telefonu.'),
      margin: [0, 12, 0, 0],
    },
  ];
  if (request.missing.length > 0) {
    content.push({ text: `Do uzupełnienia przed wysłaniem: ${request.missing.join(', ')}.`, bold: true, color: '#b91c1c', margin: [0, 10, 0, 0] });
  }
  content.push({ columns: [{ text: '' }, signature('(podpis kierownika wycieczki)', print.signedBy ?? undefined)], columnGap: 24, margin: [0, 28, 0, 0] });
  return a4Document(
    `Wniosek o kontrolę autokaru – ${print.tripName}`,
    {
      margins: [48, 44, 48, 48],
      fontSize: 10.5,
      styles: {
        title: { fontSize: 15, bold: true, alignment: 'center', margin: [0, 0, 0, 14] },
        caption: { fontSize: 8, italics: true, color: '#444444' },
        table: { fontSize: 10, margin: [0, 0, 0, 4] },
      },
    },
    content,
  );
}
