import type { TripDocumentKind } from '@wycieczki/shared';
import type { DocumentJobOptions } from '@/lib/document-job';

/** Asks the server to make one of the trip's PDFs, follows it while it is made, and hands it to the user as a download. */
export async function downloadTripDocument(tripId: string, kind: TripDocumentKind, options?: DocumentJobOptions): Promise<void> {
  // Loaded when a document is asked for: the trips screen starts without it.
  const { downloadDocumentJob } = await import('@/lib/document-job');
  return downloadDocumentJob(`/trips/${tripId}/documents/${kind}`, options);
}
