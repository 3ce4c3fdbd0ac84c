import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountDeleteInput, AccountEvent, PasswordChangeInput } from '@wycieczki/shared';
import { apiDownload, apiRequest } from '@/lib/api-client';
import { clearDrafts } from '@/lib/form-draft';
import { saveFile } from '@/lib/save-file';
import { sessionStore } from '@/lib/session-store';
import { finishBeforeSignIn, goToSignIn, keepFlash } from '@/lib/sign-in-page';
import { toast } from '@/lib/toast';

/** 'Pobierz moje dane': the profile and the trips the user created, as the server writes them (JSON). */
export async function downloadMyData(): Promise<void> {
  const { blob, fileName } = await apiDownload('/profile/export');
  saveFile(blob, fileName ?? 'moje-dane-wycieczki.json');
}

/**
 * 'Usuń konto': the server checks the password and deletes the account with its sessions; then this
 * device forgets the session and keeps nothing of the user's trips.
 */
export function useDeleteAccount() {
  return useMutation({
    networkMode: 'always',
    mutationFn: (input: AccountDeleteInput) => apiRequest<void>('/profile/delete', { method: 'POST', body: input, auth: true }),
    // Here, not at the call: the screen that asked is gone as soon as the session is. As 'Wyloguj'
    // does: the device is wiped before the sign-in screen loads, which says 'Konto zostało usunięte'.
    onSuccess: () => {
      finishBeforeSignIn(import('@/lib/device-wipe').then(({ wipeDevice }) => wipeDevice()));
      keepFlash({ kind: 'success', message: 'Konto zostało usunięte' });
      clearDrafts();
      sessionStore.setSession(null);
      goToSignIn();
    },
  });
}

/**
 * 'Zmień hasło' (issue 30): the server ends every other session of the account (those devices go back
 * to the sign-in screen); this one goes on.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (input: PasswordChangeInput) => apiRequest<void>('/auth/password', { method: 'POST', body: input, auth: true }),
    onSuccess: () => {
      toast.success('Hasło zostało zmienione', { description: 'Inne urządzenia zostały wylogowane.' });
      return queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
    },
  });
}

const HISTORY_KEY = ['profile', 'history'] as const;

/** 'Historia konta' (issue 30): reset links made for the account and changes of its password. */
export function useAccountHistory() {
  return useQuery({ queryKey: HISTORY_KEY, queryFn: ({ signal }) => apiRequest<AccountEvent[]>('/profile/history', { auth: true, signal }) });
}
