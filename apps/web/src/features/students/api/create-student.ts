import type { Student, StudentInput } from '@wycieczki/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateTrip } from '@/lib/query-keys';

export type CreateStudentVariables = { tripId: string; student: StudentInput };

export function createStudent({ tripId, student }: CreateStudentVariables): Promise<Student> {
  return apiRequest<Student>(`/trips/${tripId}/students`, { method: 'POST', body: student, auth: true });
}

export function useCreateStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStudent,
    // Students, rooms (occupancy) and the trip list (counts) all change.
    onSuccess: (_student, { tripId }) => invalidateTrip(queryClient, tripId),
  });
}
