import type { MySchool, SchoolInput, SchoolInvitation, SchoolUpdateInput } from '@wycieczki/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const schoolKey = ['school', 'mine'] as const;

/** The signed-in user's school, or null for a teacher working alone. */
export function useMySchool() {
  return useQuery({ queryKey: schoolKey, queryFn: ({ signal }) => apiRequest<MySchool>('/schools/mine', { auth: true, signal }) });
}

/** A change to the school: the answer (or a fresh read) replaces what the screen shows. */
function useSchoolMutation<V, T>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data) => {
      if (data !== undefined && data !== null && typeof data === 'object' && 'school' in data) queryClient.setQueryData(schoolKey, data);
      return queryClient.invalidateQueries({ queryKey: schoolKey });
    },
  });
}

export const useCreateSchool = () => useSchoolMutation((input: SchoolInput) => apiRequest<MySchool>('/schools', { method: 'POST', body: input, auth: true }));
export const useUpdateSchool = () => useSchoolMutation((input: SchoolUpdateInput) => apiRequest<MySchool>('/schools/mine', { method: 'PATCH', body: input, auth: true }));
export const useInviteTeacher = () => useSchoolMutation(() => apiRequest<SchoolInvitation>('/schools/mine/invitations', { method: 'POST', auth: true }));
export const useRevokeInvitation = () =>
  useSchoolMutation((invitationId: string) => apiRequest<void>(`/schools/mine/invitations/${invitationId}`, { method: 'DELETE', auth: true }));
export const useRemoveTeacher = () => useSchoolMutation((userId: string) => apiRequest<void>(`/schools/mine/members/${userId}`, { method: 'DELETE', auth: true }));
export const useLeaveSchool = () => useSchoolMutation(() => apiRequest<void>('/schools/mine/leave', { method: 'POST', auth: true }));
export const useJoinSchool = () => useSchoolMutation((secret: string) => apiRequest<MySchool>('/schools/join', { method: 'POST', body: { secret }, auth: true }));
