import { apiDownload } from './api-client';
import { saveFile } from './save-file';

/** 'Karta podawania leków (PDF)' (issue 54), as the menus and the toasts name it. */
export const MEDICINE_CARD_LABEL = 'Karta podawania leków (PDF)';

/**
 * The medicines, their hours and every dose marked, the trip's or one student's, made by the server;
 * asked for from the trip's documents, the student's 'Leki' and 'Leki teraz'. The server records
 * the print in the access log.
 */
export async function downloadMedicineCard(tripId: string, studentId: string | null = null): Promise<void> {
  const { blob, fileName } = await apiDownload(`/trips/${tripId}/medicines/pdf${studentId ? `?uczen=${studentId}` : ''}`);
  saveFile(blob, fileName ?? 'karta-podawania-lekow.pdf');
}
