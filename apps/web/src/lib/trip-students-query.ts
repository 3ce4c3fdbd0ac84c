import type { Student } from '@wycieczki/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * A trip's students, read by several screens (students, rooms, attendance). Under ['trips', tripId]
 * so a mutation or a realtime event on the trip refreshes it.
 */
export const studentsQueryKey = (tripId: string) => ['trips', tripId, 'students'] as const;

export function getStudents(tripId: string, signal?: AbortSignal): Promise<Student[]> {
  return apiRequest<Student[]>(`/trips/${tripId}/students`, { auth: true, signal });
}

export function studentsQueryOptions(tripId: string) {
  return queryOptions({
    queryKey: studentsQueryKey(tripId),
    queryFn: ({ signal }) => getStudents(tripId, signal),
  });
}

export function useStudents(tripId: string) {
  return useQuery(studentsQueryOptions(tripId));
}
