import type { HandoverCodeInput, HandoverInput, PickupPerson, StudentHandover } from '@wycieczki/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { tripKeys } from '@/lib/query-keys';
import { tripQueryOptions } from '@/lib/trip-query';
import { useTripMutation } from '@/lib/trip-mutation';

// 'Odbiór przez rodzica' (issue 54): each write is announced as a change of the students, so it
// refreshes the handovers (kept under them), the roll calls' counts and the karta alarmowa.

/** Whom the child's parent named on the parent page; asked when the leader records a handover. */
export function usePickupPersons(tripId: string, studentId: string) {
  return useQuery(tripQueryOptions<PickupPerson[]>(tripKeys.pickupPersons(tripId, studentId), `/trips/${tripId}/students/${studentId}/pickup-persons`));
}

export function useRecordHandover() {
  return useTripMutation(
    ({ tripId, studentId, input }: { tripId: string; studentId: string; input: HandoverInput }) =>
      apiRequest<StudentHandover>(`/trips/${tripId}/students/${studentId}/handover`, { method: 'POST', body: input, auth: true }),
    'students',
  );
}

/** 'Wpisz kod od rodzica': the six digits the parent page shows. */
export function useConfirmByCode() {
  return useTripMutation(
    ({ tripId, handoverId, input }: { tripId: string; handoverId: string; input: HandoverCodeInput }) =>
      apiRequest<StudentHandover>(`/trips/${tripId}/handovers/${handoverId}/confirm`, { method: 'POST', body: input, auth: true }),
    'students',
  );
}

/** 'Powrót do grupy'. */
export function useReturnToGroup() {
  return useTripMutation(
    ({ tripId, handoverId }: { tripId: string; handoverId: string }) =>
      apiRequest<StudentHandover>(`/trips/${tripId}/handovers/${handoverId}/return`, { method: 'POST', auth: true }),
    'students',
  );
}
