import type { Student, StudentUpdateInput } from '@wycieczki/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateTopic, tripKeys } from '@/lib/query-keys';

export type UpdateStudentVariables = { tripId: string; studentId: string; changes: StudentUpdateInput };

/** Sends only the changed fields. */
function updateStudent({ tripId, studentId, changes }: UpdateStudentVariables): Promise<Student> {
  return apiRequest<Student>(`/trips/${tripId}/students/${studentId}`, { method: 'PATCH', body: changes, auth: true });
}

export function useUpdateStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudent,
    // The Obecny/Nieobecny toggle shows its new state at once; a failure puts the old one back.
    onMutate: async ({ tripId, studentId, changes }) => {
      if (changes.present === undefined) return undefined;
      const key = tripKeys.students(tripId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Student[]>(key);
      queryClient.setQueryData<Student[]>(key, (students) =>
        students?.map((s) => (s.id === studentId ? { ...s, present: changes.present ?? s.present } : s)),
      );
      return { previous };
    },
    onError: (_error, { tripId }, context) => {
      if (context?.previous) queryClient.setQueryData(tripKeys.students(tripId), context.previous);
    },
    onSettled: (_student, _error, { tripId }) => invalidateTopic(queryClient, tripId, 'students'),
  });
}
