/**
 * Something that must be asked before 'Wyloguj' (unsent roll-call changes, which signing out removes
 * from the device): the guard shows its question and calls `proceed` if the user goes on. Kept free
 * of imports, so the top bar (on every page) does not load what the guard needs.
 */
type Guard = (proceed: () => void) => boolean;

let guard: Guard | null = null;

export function setSignOutGuard(next: Guard | null): void {
  guard = next;
}

/** True when the guard took over (it asks first); false when signing out can go ahead now. */
export function signOutIsGuarded(proceed: () => void): boolean {
  return guard?.(proceed) ?? false;
}
