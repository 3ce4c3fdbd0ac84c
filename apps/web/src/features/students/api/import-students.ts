import type { StudentImportInput } from '@wycieczki/shared';
import { apiRequest } from '@/lib/api-client';
import { useTripMutation } from '@/lib/trip-mutation';

export type ImportStudentsVariables = { tripId: string; students: StudentImportInput['students'] };

/** All or nothing: the server stores every student in one transaction. */
function importStudents({ tripId, students }: ImportStudentsVariables): Promise<{ imported: number }> {
  return apiRequest<{ imported: number }>(`/trips/${tripId}/students/import`, { method: 'POST', body: { students }, auth: true });
}

export function useImportStudents() {
  return useTripMutation(importStudents, 'students');
}
