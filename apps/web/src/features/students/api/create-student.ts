import type { Student, StudentInput } from '@wycieczki/shared';
import { apiRequest } from '@/lib/api-client';
import { useTripMutation } from '@/lib/trip-mutation';

export type CreateStudentVariables = { tripId: string; student: StudentInput };

function createStudent({ tripId, student }: CreateStudentVariables): Promise<Student> {
  return apiRequest<Student>(`/trips/${tripId}/students`, { method: 'POST', body: student, auth: true });
}

/** Students, rooms (occupancy), lists and the trip card (counts) all refresh: the 'students' topic. */
export function useCreateStudent() {
  return useTripMutation(createStudent, 'students');
}
