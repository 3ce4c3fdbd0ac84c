// The sign-in screen is a document of its own (auth.html, docs/decisions/029): the teachers' app
// reaches it, and it reaches the app, by loading a page, never by a client-side route. What one
// hands the other travels in this tab's session storage: a toast to show on arrival ('Wylogowano',
// 'Zalogowano pomyślnie!'), and an invitation's tab and address.

const FLASH_KEY = 'wycieczki.flash';
const PREFILL_KEY = 'wycieczki.signInPrefill';

export const SIGN_IN_PATH = '/auth';
/** `/auth#rejestracja` opens the screen on 'Rejestracja' ('Utwórz darmowe konto'). */
export const SIGN_UP_FRAGMENT = 'rejestracja';

export type Flash = { kind: 'success' | 'error' | 'info'; message: string; description?: string };
export type SignInPrefill = { tab: 'sign-in' | 'sign-up'; email: string };

function keep(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage blocked: the next page goes without it.
  }
}

function take(key: string): unknown {
  try {
    const raw = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

/** A flash not taken within this time was not for the page that finds it (the tab stayed where it was). */
const FLASH_FRESH_MS = 15_000;

/** A toast the next page of this tab shows as soon as it is up. */
export function keepFlash(flash: Flash): void {
  keep(FLASH_KEY, { ...flash, at: Date.now() });
}

export function takeFlash(): Flash | null {
  const value = take(FLASH_KEY) as (Partial<Flash> & { at?: unknown }) | null;
  if (!value || typeof value.message !== 'string' || !['success', 'error', 'info'].includes(value.kind ?? '')) return null;
  if (typeof value.at !== 'number' || Math.abs(Date.now() - value.at) > FLASH_FRESH_MS) return null;
  return { kind: value.kind!, message: value.message, ...(typeof value.description === 'string' ? { description: value.description } : {}) };
}

/** An invitation's page sends the teacher to sign in (or up) with the invited address typed in. */
export function keepSignInPrefill(prefill: SignInPrefill): void {
  keep(PREFILL_KEY, prefill);
}

export function takeSignInPrefill(): SignInPrefill | null {
  const value = take(PREFILL_KEY) as Partial<SignInPrefill> | null;
  if (!value || (value.tab !== 'sign-in' && value.tab !== 'sign-up') || typeof value.email !== 'string') return null;
  return { tab: value.tab, email: value.email };
}

let leaving: Promise<unknown> = Promise.resolve();

/** Work that must end before this page is left for the sign-in screen ('Wyloguj' wiping the device). */
export function finishBeforeSignIn(work: Promise<unknown>): void {
  const earlier = leaving;
  leaving = Promise.all([earlier, work.catch(() => undefined)]);
}

/** Loads the sign-in screen in place of this page (no entry left in the history to come back to). */
export function goToSignIn(): void {
  void leaving.then(() => window.location.replace(SIGN_IN_PATH));
}
