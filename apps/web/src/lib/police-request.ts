import type { CoachCheckRequest } from '@wycieczki/shared';
import { apiDownload, apiRequest } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { toast } from '@/lib/toast';

// 'Wniosek o kontrolę autokaru' (issue 54): asked from the trip's card (its reminder) and from
// 'Przewóz i ubezpieczenie', so it lives here rather than in either feature.

/** The request filled from the trip, as a PDF to sign and send. */
export async function downloadPoliceRequest(tripId: string): Promise<void> {
  const { blob, fileName } = await apiDownload(`/trips/${tripId}/transport/police-request/pdf`);
  saveFile(blob, fileName ?? 'wniosek-o-kontrole-autokaru.pdf');
}

/** The request as the server words it now: the facts, what is missing, the e-mail's subject and text. */
export function fetchPoliceRequest(tripId: string): Promise<CoachCheckRequest> {
  return apiRequest<CoachCheckRequest>(`/trips/${tripId}/transport/police-request`, { auth: true });
}

/**
 * 'Kopiuj tekst wniosku': the subject and the text, ready to paste into an e-mail to the police. Where
 * the browser allows no clipboard, says where to copy it by hand.
 */
export async function copyPoliceRequest(tripId: string): Promise<void> {
  const request = await fetchPoliceRequest(tripId);
  const text = `${request.subject}\n\n${request.text}`;
  if (!navigator.clipboard?.writeText) {
    toast.error('Przeglądarka nie pozwala skopiować tekstu', { description: 'Skopiuj go ręcznie w „Przewóz i ubezpieczenie”.' });
    return;
  }
  await navigator.clipboard.writeText(text);
  toast.success('Skopiowano tekst wniosku', {
    description: request.missing.length > 0 ? `Uzupełnij przed wysłaniem: ${request.missing.join(', ')}.` : 'Wklej go do wiadomości e-mail do komendy policji.',
  });
}
