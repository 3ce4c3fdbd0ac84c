import type { MySchool, RegisterClerkInput, SchoolInput, SchoolRole, SchoolInvitation, SchoolResetLinkRecord, SchoolUpdateInput, TeacherResetLink } from '@wycieczki/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { mySchoolQueryOptions, schoolKey } from '@/lib/school-queries';
import { sessionStore } from '@/lib/session-store';

/** The signed-in user's school, or null for a teacher working alone. */
export function useMySchool() {
  return useQuery(mySchoolQueryOptions);
}

/**
 * The account's school role kept with the session, so the head's own navigation and home follow at
 * once (issue 48), not at the next token refresh. Here, not in the session store: only these screens change it.
 */
function keepSchoolRole(schoolRole: SchoolRole | null): void {
  const session = sessionStore.getSession();
  if (session && session.user.schoolRole !== schoolRole) sessionStore.setSession({ ...session, user: { ...session.user, schoolRole } });
}

/** A change to the school: the answer (or a fresh read) replaces what the screen shows. */
function useSchoolMutation<V, T>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data) => {
      if (data !== undefined && data !== null && typeof data === 'object' && 'school' in data) {
        queryClient.setQueryData(schoolKey, data);
        const role = (data as { role?: unknown }).role;
        if (role === 'head' || role === 'teacher') keepSchoolRole(role);
      }
      return queryClient.invalidateQueries({ queryKey: schoolKey });
    },
  });
}

export const useCreateSchool = () => useSchoolMutation((input: SchoolInput) => apiRequest<MySchool>('/schools', { method: 'POST', body: input, auth: true }));
export const useUpdateSchool = () => useSchoolMutation((input: SchoolUpdateInput) => apiRequest<MySchool>('/schools/mine', { method: 'PATCH', body: input, auth: true }));
export const useInviteTeacher = () => useSchoolMutation(() => apiRequest<SchoolInvitation>('/schools/mine/invitations', { method: 'POST', auth: true }));
export const useRevokeInvitation = () =>
  useSchoolMutation((invitationId: string) => apiRequest<void>(`/schools/mine/invitations/${invitationId}`, { method: 'DELETE', auth: true }));
/** 'Sekretariat' (issue 51): the head lets a teacher keep the school's register of pupils, or takes it back. */
export const useSetRegisterClerk = () =>
  useSchoolMutation(({ userId, registerClerk }: { userId: string; registerClerk: boolean }) =>
    apiRequest<void>(`/schools/mine/members/${userId}`, { method: 'PATCH', body: { registerClerk } satisfies RegisterClerkInput, auth: true }),
  );
export const useRemoveTeacher = () => useSchoolMutation((userId: string) => apiRequest<void>(`/schools/mine/members/${userId}`, { method: 'DELETE', auth: true }));
export const useLeaveSchool = () =>
  useSchoolMutation(async () => {
    await apiRequest<void>('/schools/mine/leave', { method: 'POST', auth: true });
    keepSchoolRole(null);
  });
export const useJoinSchool = () => useSchoolMutation((secret: string) => apiRequest<MySchool>('/schools/join', { method: 'POST', body: { secret }, auth: true }));
/** 'Wyślij e-mailem' (issue 30): a new invitation mailed to the teacher. */
export const useMailInvitation = () =>
  useSchoolMutation((email: string) => apiRequest<SchoolInvitation>('/schools/mine/invitations/mail', { method: 'POST', body: { email }, auth: true }));

/** The head's 'Link do zmiany hasła' for a teacher (issue 30): the school's log gains a line. */
export function useTeacherResetLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiRequest<TeacherResetLink>(`/schools/mine/members/${userId}/reset-link`, { method: 'POST', auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resetLinksKey }),
  });
}

const resetLinksKey = ['school', 'reset-links'] as const;

/** The head's reset links, newest first: the school's 'Dziennik dostępu'. */
export function useSchoolResetLinks() {
  return useQuery({ queryKey: resetLinksKey, queryFn: ({ signal }) => apiRequest<SchoolResetLinkRecord[]>('/schools/mine/reset-links', { auth: true, signal }) });
}
