// An invitation opened before signing in: a school's (issue 27) or a trip's (issue 30). Its secret
// waits in this tab's session storage while the teacher signs in or signs up, then its page takes it.

import { sessionStore } from './session-store';

export type InvitationKind = 'school' | 'trip';

const KEYS: Record<InvitationKind, string> = { school: 'wycieczki.schoolInvitation', trip: 'wycieczki.tripInvitation' };

/** The page each kind of invitation opens on. */
export const INVITATION_PATHS: Record<InvitationKind, string> = { school: '/szkola/dolacz', trip: '/wycieczka/dolacz' };

export function keepPendingInvitation(secret: string, kind: InvitationKind = 'school'): void {
  try {
    sessionStorage.setItem(KEYS[kind], secret);
  } catch {
    // Storage blocked: the teacher opens the link again after signing in.
  }
}

export function pendingInvitation(kind: InvitationKind = 'school'): string | null {
  try {
    return sessionStorage.getItem(KEYS[kind]);
  } catch {
    return null;
  }
}

export function forgetPendingInvitation(kind: InvitationKind = 'school'): void {
  try {
    sessionStorage.removeItem(KEYS[kind]);
  } catch {
    // Nothing kept.
  }
}

/** The invitation's secret from the address's fragment, kept for this tab and taken off the address bar. */
export function takeInvitationFromAddress(kind: InvitationKind): string | null {
  const secret = window.location.hash.slice(1);
  if (secret) {
    keepPendingInvitation(secret, kind);
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }
  return pendingInvitation(kind);
}

/**
 * Where a fresh sign-in or sign-up goes: back to an invitation waiting in this tab, else a head's
 * own home, 'Wycieczki szkoły' with 'Do zatwierdzenia' (issue 48), else the trips.
 */
export function afterSignInPath(): string {
  if (pendingInvitation('trip')) return INVITATION_PATHS.trip;
  if (pendingInvitation('school')) return INVITATION_PATHS.school;
  return sessionStore.getSession()?.user.schoolRole === 'head' ? '/school/trips' : '/trips';
}
