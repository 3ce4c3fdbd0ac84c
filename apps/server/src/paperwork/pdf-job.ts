import type { TripDocumentKind } from '@wycieczki/shared';
import type { DocDefinition } from './doc-definition';
import type { TripPaperwork } from './paperwork.repo';
import { kartaWycieczki, listaUczestnikow } from './layouts';
import { identyfikatory } from './badges-layout';
import { linkiDlaRodzicow, zgodyRodzicow } from './consents-layout';
import { kartaAlarmowa, type AlarmowaPrint } from './alarmowa-layout';
import { archiwumZgod, type ArchivePrint } from './archive-layout';
import { rejestrCzynnosci, type ProcessingRecord } from './record-layout';
import { rozliczenie, type SettlementPrint } from './settlement-layout';
import { kartaPodawaniaLekow, type MedicineCardPrint } from './medicines-layout';
import { wniosekKontrolaAutokaru, type CoachCheckPrint } from './coach-check-layout';

/**
 * What the server asks of the PDF thread: one document of one trip, as the reader may see it, a
 * school's record of processing (issue 27), or a trip's karta alarmowa (issue 31).
 */
export type PdfJobMessage =
  | { kind: TripDocumentKind; trip: TripPaperwork; showPhones: boolean }
  | { kind: 'rejestr'; record: ProcessingRecord }
  | { kind: 'alarmowa'; card: AlarmowaPrint }
  | { kind: 'archiwum'; archive: ArchivePrint }
  | { kind: 'rozliczenie'; settlement: SettlementPrint }
  | { kind: 'leki'; card: MedicineCardPrint }
  | { kind: 'wniosek-autokar'; print: CoachCheckPrint };
export type PdfJob = PdfJobMessage & { id: number };
export type PdfReply = { id: number; pdf: Uint8Array } | { id: number; failed: string };

export function documentDefinition(job: PdfJobMessage): DocDefinition {
  if (job.kind === 'rejestr') return rejestrCzynnosci(job.record);
  if (job.kind === 'alarmowa') return kartaAlarmowa(job.card);
  if (job.kind === 'archiwum') return archiwumZgod(job.archive);
  if (job.kind === 'rozliczenie') return rozliczenie(job.settlement);
  if (job.kind === 'leki') return kartaPodawaniaLekow(job.card);
  if (job.kind === 'wniosek-autokar') return wniosekKontrolaAutokaru(job.print);
  const { kind, trip, showPhones } = job;
  switch (kind) {
    case 'karta':
      return kartaWycieczki(trip);
    case 'lista':
      return listaUczestnikow(trip, showPhones);
    case 'zgody':
      return zgodyRodzicow(trip);
    case 'linki':
      return linkiDlaRodzicow(trip);
    case 'identyfikatory':
      return identyfikatory(trip);
  }
}
