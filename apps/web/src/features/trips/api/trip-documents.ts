import type { TripDocumentKind } from '@wycieczki/shared';
import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** Asks the server for one of the trip's PDFs and hands it to the user as a download. */
export async function downloadTripDocument(tripId: string, kind: TripDocumentKind): Promise<void> {
  const { blob, fileName } = await apiDownload(`/trips/${tripId}/documents/${kind}`);
  saveFile(blob, fileName ?? `${kind}.pdf`);
}
