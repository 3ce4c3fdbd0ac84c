import type { Profile, ProfileUpdateInput } from '@wycieczki/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';
import { profileQueryKey } from './get-profile';

export function updateProfile(input: ProfileUpdateInput): Promise<Profile> {
  return apiRequest<Profile>('/profile', { method: 'PUT', body: input, auth: true });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      // The name in the session follows the profile, so other screens greet the user correctly.
      const session = sessionStore.getSession();
      if (session && session.user.fullName !== profile.fullName) {
        sessionStore.setSession({ ...session, user: { ...session.user, fullName: profile.fullName } });
      }
    },
  });
}
