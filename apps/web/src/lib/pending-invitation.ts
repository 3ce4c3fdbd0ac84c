// A school invitation opened before signing in (issue 27): its secret waits in this tab's session
// storage while the teacher signs in or signs up, then the join page takes it.

const KEY = 'wycieczki.schoolInvitation';

export function keepPendingInvitation(secret: string): void {
  try {
    sessionStorage.setItem(KEY, secret);
  } catch {
    // Storage blocked: the teacher opens the link again after signing in.
  }
}

export function pendingInvitation(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetPendingInvitation(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}

/** Where a fresh sign-in or sign-up goes: back to an invitation waiting in this tab, else the trips. */
export function afterSignInPath(): string {
  return pendingInvitation() ? '/szkola/dolacz' : '/trips';
}
