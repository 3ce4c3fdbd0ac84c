import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmergencyCard, RevealedPhone, RevealPhoneInput } from '@wycieczki/shared';
import { apiDownload, apiRequest } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { tripKeys } from '@/lib/query-keys';
import { tripQueryOptions } from '@/lib/trip-query';

/** The trip's 'Karta alarmowa'; kept on the device like every trip query (never a PESEL, phones only the creator's). */
export const emergencyQueryOptions = (tripId: string) => tripQueryOptions<EmergencyCard>(tripKeys.emergency(tripId), `/trips/${tripId}/emergency`);

export function useEmergencyCard(tripId: string) {
  return useQuery(emergencyQueryOptions(tripId));
}

type RevealVariables = { tripId: string; studentId: string; input: RevealPhoneInput };

/**
 * 'Pokaż telefon rodzica': the number comes back to the component that asked and stays there. It is
 * never put into the query cache, so it is never written to the device nor shown after the screen closes.
 */
export function useRevealPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    // Asked now or not at all: with no network it fails at once and says so, instead of waiting to
    // reveal a number later to a screen that may be gone.
    networkMode: 'always',
    mutationFn: ({ tripId, studentId, input }: RevealVariables) =>
      apiRequest<RevealedPhone>(`/trips/${tripId}/emergency/students/${studentId}/parent-phone`, { method: 'POST', body: input, auth: true }),
    onSuccess: ({ revealsLeft }, { tripId }) => {
      queryClient.setQueryData<EmergencyCard>(tripKeys.emergency(tripId), (card) => (card ? { ...card, revealsLeft } : card));
    },
  });
}

/** 'Karta alarmowa (PDF)' (issue 31): the card to print, without any parent's phone. */
export async function downloadEmergencyPdf(tripId: string): Promise<void> {
  const { blob, fileName } = await apiDownload(`/trips/${tripId}/emergency/pdf`);
  saveFile(blob, fileName ?? 'karta-alarmowa.pdf');
}
