import type { Student } from '@wycieczki/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateTrip } from '@/lib/query-keys';
import { studentsQueryKey } from '@/lib/trip-students-query';

export type DeleteStudentVariables = { tripId: string; studentId: string };

export function deleteStudent({ tripId, studentId }: DeleteStudentVariables): Promise<void> {
  return apiRequest<void>(`/trips/${tripId}/students/${studentId}`, { method: 'DELETE', auth: true });
}

export function useDeleteStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStudent,
    onSuccess: (_result, { tripId, studentId }) => {
      queryClient.setQueryData<Student[]>(studentsQueryKey(tripId), (students) => students?.filter((s) => s.id !== studentId));
      return invalidateTrip(queryClient, tripId);
    },
  });
}
