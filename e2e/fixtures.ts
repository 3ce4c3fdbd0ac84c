import { expect, test as base, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { Session, TripCreateInput, TripSummary } from '@wycieczki/shared';

// Chromium reports every non-2xx answer as a console error; negative journeys expect these.
const ALWAYS_EXPECTED_STATUSES = [401, 409, 429];

// What Chromium logs for a request made with no network (an offline journey makes them on purpose).
const NETWORK_DOWN = /net::ERR_(INTERNET_DISCONNECTED|NETWORK_CHANGED|FAILED)|Failed to fetch|EventSource/;

/**
 * Watches a page: every `console.error` or uncaught exception is a problem, except HTTP statuses the
 * journey expects (and, with `offline`, requests that found no network).
 */
export function watchForErrors(page: Page, expectedStatuses: readonly number[] = [], offline = false): string[] {
  const statuses = [...ALWAYS_EXPECTED_STATUSES, ...expectedStatuses].join('|');
  const expectedHttpError = new RegExp(`Failed to load resource: the server responded with a status of (${statuses})`);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !expectedHttpError.test(message.text()) && !(offline && NETWORK_DOWN.test(message.text()))) {
      problems.push(`console.error: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Every journey fails on a `console.error` or an uncaught exception in the page. */
export const test = base.extend<{ page: Page; expectedHttpStatuses: number[]; offlineJourney: boolean }>({
  /** HTTP error statuses (beyond 401, 409, 429) that a negative journey provokes on purpose, e.g. [404]. */
  expectedHttpStatuses: [[], { option: true }],
  /** The contexts a journey opens itself (a parent's phone, a second guardian) settle too. */
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        settleEveryPage(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  /** The journey takes the network away: requests that fail for lack of it are expected. */
  offlineJourney: [false, { option: true }],
  page: async ({ page, expectedHttpStatuses, offlineJourney }, use) => {
    const problems = watchForErrors(page, expectedHttpStatuses, offlineJourney);
    settleEveryPage(page.context());
    await use(page);
    expect(problems, 'the page logged errors').toEqual([]);
  },
});

export { expect };

export const PASSWORD = 'Bezpieczne1';

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@szkola.pl`;
}

export async function signUp(page: Page, email: string, fullName = 'Anna Nowak'): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Rejestracja' }).click();
  await page.getByLabel('Imię i nazwisko').fill(fullName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Utwórz konto' }).click();
  await expect(page).toHaveURL(/\/trips$/);
  // The trips screen renders only inside the signed-in providers: once its heading shows, the
  // placeholder shell shown while they load (with its own top bar and tab bar) has been replaced.
  await expect(page.getByRole('heading', { name: 'Twoje Wycieczki', level: 1 })).toBeVisible();
}

/**
 * The newest toast with this text: an earlier one of the same action may still be on screen. The
 * app's toasts are sonner's; the sign-in screen (a document of its own, decision 029) draws its own.
 */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast], [data-toast]').filter({ hasText: text }).last();
}

/**
 * Now as the browser sees it: the journeys run in Europe/Warsaw (playwright.config.ts), the test
 * process in UTC, and around midnight the two are on different days.
 */
export function browserNow(): Date {
  return new Date(new Date().toLocaleString('en-US', { timeZone: 'Europe/Warsaw' }));
}

/** A day `days` before today in Poland (after it, when negative), as YYYY-MM-DD. */
export function daysAgo(days: number): string {
  const day = browserNow();
  day.setDate(day.getDate() - days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/**
 * Puts a session made through the API into the browser (where the app keeps it), as if the user had
 * signed in. Written from a plain file of the origin: the sign-in screen would send an already
 * signed-in page on to the app by itself, racing the next `goto`.
 */
export async function signInWithSession(page: Page, session: Session): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate((value) => localStorage.setItem('wycieczki.session', value), JSON.stringify(session));
}

/** Opens `path` signed in as the owner of `session`. */
export async function openAs(page: Page, session: Session, path: string): Promise<void> {
  await signInWithSession(page, session);
  await page.goto(path);
}

/** Registers a user straight through the API (faster than the form) and returns the session. */
export async function signUpViaApi(request: APIRequestContext, email: string, fullName = 'Marek Wiśniewski'): Promise<Session> {
  const response = await request.post('/api/auth/sign-up', { data: { email, password: PASSWORD, fullName } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Session;
}

/** The access token of the user signed in on `page`. */
export async function accessToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('wycieczki.session'));
  if (!raw) throw new Error('not signed in');
  return (JSON.parse(raw) as Session).accessToken;
}

export async function createTripViaApi(request: APIRequestContext, token: string, trip: Partial<TripCreateInput> & { tripLeaderEmail: string }): Promise<TripSummary> {
  const response = await request.post('/api/trips', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'Zielona szkoła', destination: 'Zakopane', startDate: '2026-05-10', endDate: '2026-05-13', ...trip },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TripSummary;
}

export function tripCard(page: Page, name: string) {
  return page.getByTestId('trip-card').filter({ has: page.getByRole('button', { name, exact: true }) });
}

/**
 * Waits until the dialogs just closed have taken their history entries back: a dialog closed by
 * Escape or a button goes back one entry a moment later (lib/use-close-on-back.ts), and a navigation
 * or reload started before that would be cut short by it.
 */
export async function afterDialogsClose(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => (window.history.state as { wycieczkiLayer?: number } | null)?.wycieczkiLayer ?? 0)).toBe(0);
}

/**
 * Every `goto` and `reload` of a journey first lets a dialog just closed take its history entry
 * back: started before that back lands, the navigation is cut short (net::ERR_ABORTED), which CI's
 * load showed on journeys that navigate right after Escape. A dialog still open is left alone.
 */
function settleEveryPage(context: BrowserContext): void {
  for (const page of context.pages()) settleDialogsBeforeNavigating(page);
  context.on('page', settleDialogsBeforeNavigating);
}

const settledPages = new WeakSet<Page>();

function settleDialogsBeforeNavigating(page: Page): void {
  if (settledPages.has(page)) return;
  settledPages.add(page);
  const closedButNotBack = () =>
    page
      .evaluate(() => {
        const layer = (window.history.state as { wycieczkiLayer?: number } | null)?.wycieczkiLayer ?? 0;
        return layer > 0 && document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]') === null;
      })
      .catch(() => false);
  const settled = async () => {
    // The app's own fallback lands a back within 3 s (lib/use-close-on-back.ts).
    for (let waited = 0; waited < 5_000 && (await closedButNotBack()); waited += 50) await page.waitForTimeout(50);
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    await settled();
    return goto(...args);
  };
  page.reload = async (...args) => {
    await settled();
    return reload(...args);
  };
}

/**
 * sonner holds its toasts open while the pointer rests on them, and on a phone they sit over the
 * screen's foot: a click that lands on one keeps it (and the ones stacked with it) there for good.
 * The pointer leaves and the toasts go, so they cover no button the journey taps next.
 */
export async function letToastsGo(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
}
