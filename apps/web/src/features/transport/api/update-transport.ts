import type { CoachInput, InsuranceInput, TripTransport } from '@wycieczki/shared';
import { apiRequest } from '@/lib/api-client';
import { tripKeys } from '@/lib/query-keys';
import { useTripMutation } from '@/lib/trip-mutation';

type Change =
  | { tripId: string; kind: 'coach'; coach: CoachInput | null }
  | { tripId: string; kind: 'insurance'; insurance: InsuranceInput | null }
  | { tripId: string; kind: 'check'; checked: boolean };

/** One change of 'Przewóz i ubezpieczenie': a coach or an insurance saved or taken away, the police's check recorded or taken back. */
function send(change: Change): Promise<TripTransport> {
  const base = `/trips/${change.tripId}/transport`;
  if (change.kind === 'coach') {
    return change.coach ? apiRequest(`${base}/coach`, { method: 'PUT', body: change.coach, auth: true }) : apiRequest(`${base}/coach`, { method: 'DELETE', auth: true });
  }
  if (change.kind === 'insurance') {
    return change.insurance
      ? apiRequest(`${base}/insurance`, { method: 'PUT', body: change.insurance, auth: true })
      : apiRequest(`${base}/insurance`, { method: 'DELETE', auth: true });
  }
  return apiRequest(`${base}/coach/check`, { method: change.checked ? 'POST' : 'DELETE', auth: true });
}

/** The answer is the screen's new state at once; the trip card (its reminder) and the karta alarmowa are read again. */
export function useUpdateTransport() {
  return useTripMutation(send, 'trips', (queryClient, transport, { tripId }) => queryClient.setQueryData(tripKeys.transport(tripId), transport));
}
