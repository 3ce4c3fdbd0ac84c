import { sortBySurname, type Student } from '@wycieczki/shared';
import { useQuery } from '@tanstack/react-query';
import { tripKeys } from './query-keys';
import { tripQueryOptions } from './trip-query';

export const studentsQueryOptions = (tripId: string) => tripQueryOptions<Student[]>(tripKeys.students(tripId), `/trips/${tripId}/students`);

const inRegisterOrder = (students: Student[]) => sortBySurname(students, (student) => student.name);

/** A trip's students, read by several screens (students, rooms, locations), in a class register's order: by surname (issue 23). */
export function useStudents(tripId: string) {
  return useQuery({ ...studentsQueryOptions(tripId), select: inRegisterOrder });
}
