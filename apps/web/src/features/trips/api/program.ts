import { useQuery } from '@tanstack/react-query';
import type { AttendanceCheckSummary, ProgramItem, ProgramItemInput } from '@wycieczki/shared';
import { apiRequest } from '@/lib/api-client';
import { tripKeys } from '@/lib/query-keys';
import { useTripMutation } from '@/lib/trip-mutation';

export function useProgram(tripId: string) {
  return useQuery({
    queryKey: tripKeys.program(tripId),
    queryFn: ({ signal }) => apiRequest<ProgramItem[]>(`/trips/${tripId}/program`, { auth: true, signal }),
  });
}

type SaveVariables = { tripId: string; itemId: string | null; item: ProgramItemInput };

export function useSaveProgramItem() {
  return useTripMutation(
    ({ tripId, itemId, item }: SaveVariables) =>
      apiRequest<ProgramItem>(itemId ? `/trips/${tripId}/program/${itemId}` : `/trips/${tripId}/program`, {
        method: itemId ? 'PUT' : 'POST',
        body: item,
        auth: true,
      }),
    'trip_program',
  );
}

export function useDeleteProgramItem() {
  return useTripMutation(
    ({ tripId, itemId }: { tripId: string; itemId: string }) => apiRequest<void>(`/trips/${tripId}/program/${itemId}`, { method: 'DELETE', auth: true }),
    'trip_program',
  );
}

/** 'Utwórz listę obecności': a list named after the program row, at its day and hour of departure. */
export function useCreateListFromProgram() {
  return useTripMutation(
    ({ tripId, item }: { tripId: string; item: ProgramItem }) =>
      apiRequest<AttendanceCheckSummary>(`/trips/${tripId}/attendance`, {
        method: 'POST',
        body: { name: item.destination.slice(0, 200), date: item.day, time: item.departureTime ?? '08:00' },
        auth: true,
      }),
    'attendance_checks',
  );
}
