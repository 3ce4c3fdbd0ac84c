import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** 'Pobierz PDF': the archived trip's records, printed by the server. */
export async function downloadArchivePdf(tripId: string): Promise<void> {
  const { blob, fileName } = await apiDownload(`/consent-archive/${tripId}/pdf`);
  saveFile(blob, fileName ?? 'archiwum-zgod.pdf');
}
