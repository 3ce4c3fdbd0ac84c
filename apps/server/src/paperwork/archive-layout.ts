import { ARCHIVE_CONSENT_LABELS, CONSENT_FORM_LABELS, type ArchivedConsent, type ArchivedTripRecords } from '@wycieczki/shared';
import { a4Document, type DocDefinition, type TableCell } from './doc-definition';
import { polishDate, polishDateTime } from './layout-common';

/**
 * What 'Archiwum zgód (PDF)' prints (issue 31): the school, the trip's name and dates, and per
 * student only what the erasure kept: the consent's answer, its form, when and by whom; until when
 * the record is kept and the day it was printed. Nothing else of a child is left to print.
 */
export type ArchivePrint = ArchivedTripRecords & {
  /** The Polish day it was printed (YYYY-MM-DD). */
  printedOn: string;
};

const header = (texts: string[]): TableCell[] => texts.map((text) => ({ text, style: 'tableHeader' }));

/** A paper consent's day of delivery; an online answer's moment, Polish time. */
function consentWhen(record: ArchivedConsent): string {
  if (record.consentOnlineAt) return polishDateTime(record.consentOnlineAt);
  return record.consentDate ? polishDate(record.consentDate) : '';
}

export function archiwumZgod(archive: ArchivePrint): DocDefinition {
  const { trip, records } = archive;
  const rows: TableCell[][] = records.map((record, index) => [
    String(index + 1),
    record.studentName,
    record.className ?? '',
    ARCHIVE_CONSENT_LABELS[record.consent],
    ARCHIVE_CONSENT_LABELS[record.medicalConsent],
    // 'online (uk)': the language of the page the parent answered on (issue 53).
    record.consentForm ? `${CONSENT_FORM_LABELS[record.consentForm]}${record.consentForm === 'online' && record.consentLanguage && record.consentLanguage !== 'pl' ? ` (${record.consentLanguage})` : ''}` : '',
    consentWhen(record),
    record.consentBy ?? '',
  ]);
  return a4Document(
    `Archiwum zgód – ${trip.tripName}`,
    {
      margins: [36, 36, 36, 44],
      fontSize: 9.5,
      styles: {
        title: { fontSize: 16, bold: true, alignment: 'center', margin: [0, 0, 0, 2] },
        subtitle: { fontSize: 10, alignment: 'center', margin: [0, 0, 0, 12] },
        tableHeader: { bold: true, fontSize: 8.5, fillColor: '#eeeeee' },
        table: { fontSize: 9, margin: [0, 8, 0, 8] },
        caption: { fontSize: 8, italics: true, color: '#444444' },
      },
    },
    [
      { text: 'ARCHIWUM ZGÓD', style: 'title' },
      { text: 'Zgody rodziców na udział dzieci w wycieczce', style: 'subtitle' },
      { text: [{ text: 'Szkoła: ', bold: true }, trip.schoolName ?? '—'] },
      { text: [{ text: 'Wycieczka: ', bold: true }, trip.tripName] },
      { text: [{ text: 'Termin: ', bold: true }, `${polishDate(trip.startDate)} – ${polishDate(trip.endDate)}`] },
      {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: [18, '*', 30, 30, 42, 44, 60, 90],
          body: [header(['Lp.', 'Uczeń', 'Klasa', 'Zgoda', 'Pomoc medyczna', 'Forma', 'Data', 'Kto wyraził']), ...rows],
        },
        style: 'table',
      },
      { text: `Zgody: tak ${trip.given}, nie ${trip.refused}, brak ${trip.missing}.` },
      { text: `Przechowywane do ${polishDate(trip.keepUntil)}`, bold: true, margin: [0, 4, 0, 0] },
      { text: `Wydrukowano ${polishDate(archive.printedOn)}`, margin: [0, 2, 0, 8] },
      {
        text: '„Kto wyraził” to imię i nazwisko wpisane przez rodzica przy zgodzie online; zgoda papierowa jest w dokumentacji szkoły. Pozostałe dane uczniów usunięto razem z danymi wrażliwymi wycieczki.',
        style: 'caption',
      },
    ],
  );
}
