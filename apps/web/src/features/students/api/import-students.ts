import type { StudentImportInput } from '@wycieczki/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateTrip } from '@/lib/query-keys';

export type ImportStudentsVariables = { tripId: string; students: StudentImportInput['students'] };

/** All or nothing: the server stores every student in one transaction. */
export function importStudents({ tripId, students }: ImportStudentsVariables): Promise<{ imported: number }> {
  return apiRequest<{ imported: number }>(`/trips/${tripId}/students/import`, { method: 'POST', body: { students }, auth: true });
}

export function useImportStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importStudents,
    onSuccess: (_result, { tripId }) => invalidateTrip(queryClient, tripId),
  });
}
