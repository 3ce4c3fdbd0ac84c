import type { PasswordResetInput, PasswordResetRequestInput, Session } from '@wycieczki/shared';
import { apiRequest } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';

/** Whether this server sends e-mail (SMTP_URL): without it 'Resetowanie hasła' says what to do instead. */
export async function mailAvailable(signal?: AbortSignal): Promise<boolean> {
  const config = await apiRequest<{ mail?: boolean }>('/config', { signal });
  return config.mail === true;
}

/** 'Wyślij link': the same answer for every address. */
export async function requestPasswordReset(input: PasswordResetRequestInput): Promise<void> {
  await apiRequest('/auth/password-reset', { method: 'POST', body: input });
}

/** Throws (410, Polish) when the link is used or expired. */
export async function checkResetLink(token: string, signal?: AbortSignal): Promise<void> {
  await apiRequest('/auth/password-reset/check', { method: 'POST', body: { token }, signal });
}

/** 'Zapisz nowe hasło': every other session ends; this device is signed in. */
export async function resetPassword(input: PasswordResetInput): Promise<Session> {
  const session = await apiRequest<Session>('/auth/password-reset/confirm', { method: 'POST', body: input });
  sessionStore.setSession(session);
  return session;
}
