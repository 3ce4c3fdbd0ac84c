import type { Student } from '@wycieczki/shared';
import { useQuery } from '@tanstack/react-query';
import { tripKeys } from './query-keys';
import { tripQueryOptions } from './trip-query';

export const studentsQueryOptions = (tripId: string) => tripQueryOptions<Student[]>(tripKeys.students(tripId), `/trips/${tripId}/students`);

/** A trip's students, read by several screens (students, rooms, attendance, locations). */
export function useStudents(tripId: string) {
  return useQuery(studentsQueryOptions(tripId));
}
