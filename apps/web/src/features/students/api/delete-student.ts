import type { Student } from '@wycieczki/shared';
import { apiRequest } from '@/lib/api-client';
import { tripKeys } from '@/lib/query-keys';
import { useTripMutation } from '@/lib/trip-mutation';

export type DeleteStudentVariables = { tripId: string; studentId: string };

function deleteStudent({ tripId, studentId }: DeleteStudentVariables): Promise<void> {
  return apiRequest<void>(`/trips/${tripId}/students/${studentId}`, { method: 'DELETE', auth: true });
}

export function useDeleteStudent() {
  return useTripMutation(deleteStudent, 'students', (queryClient, _nothing, { tripId, studentId }) =>
    queryClient.setQueryData<Student[]>(tripKeys.students(tripId), (students) => students?.filter((s) => s.id !== studentId)),
  );
}
