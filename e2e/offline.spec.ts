import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import type { AttendanceCheckDetail, AttendanceCheckSummary, Session, Student } from '@wycieczki/shared';
import { createTripViaApi, expect, openAs, signUpViaApi, test, toast, uniqueEmail, watchForErrors } from './fixtures';

// The roll call with no network (issue 14, docs/decisions/017). CI runs this file on the embedded
// database and again on a PostgreSQL server (.ci/run).
test.use({ offlineJourney: true });

const STUDENTS = ['Zofia Wójcik', 'Adam Łukasik', 'Ewa Żak', 'Jan Kowalski', 'Ola Lis', 'Piotr Ćwik'];
const PESEL = '44051401458';

type Setup = { creator: Session; guardian: Session; tripId: string; check: AttendanceCheckDetail; ids: Record<string, string> };

async function setUp(request: APIRequestContext): Promise<Setup> {
  const creatorEmail = uniqueEmail('offline');
  const guardianEmail = uniqueEmail('offline-opiekun');
  const creator = await signUpViaApi(request, creatorEmail, 'Anna Nowak');
  const guardian = await signUpViaApi(request, guardianEmail, 'Piotr Zieliński');
  const trip = await createTripViaApi(request, creator.accessToken, {
    tripLeaderEmail: creatorEmail,
    guardianEmails: [guardianEmail],
    students: STUDENTS.map((name, i) => ({ name, ...(i === 0 ? { pesel: PESEL, parentPhone: '600 700 800', allergies: 'orzechy' } : {}) })),
  });
  const created = await request.post(`/api/trips/${trip.id}/attendance`, {
    headers: { Authorization: `Bearer ${creator.accessToken}` },
    data: { name: 'Autokar - postój', date: '2026-05-11', time: '10:15' },
  });
  expect(created.status()).toBe(201);
  const check = (await created.json()) as AttendanceCheckDetail;
  const ids = Object.fromEntries(check.records.map((r) => [r.studentName, r.studentId]));
  return { creator, guardian, tripId: trip.id, check, ids };
}

/** A second browser (another phone) signed in as `session`, with its own error watch. */
async function phone(browser: Browser, session: Session, path: string): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ locale: 'pl-PL', timezoneId: 'Europe/Warsaw', serviceWorkers: 'allow' });
  const page = await context.newPage();
  const problems = watchForErrors(page, [404], true);
  await openAs(page, session, path);
  return { context, page, problems };
}

/**
 * The first visit of a fresh browser loads the app while its service worker precaches it, on a CI
 * machine that runs another journey beside it: the first screen may take longer than the usual 5 s.
 */
const FIRST_VISIT = { timeout: 15_000 };

const row = (page: Page, name: string) => page.getByTestId('attendance-row').filter({ hasText: name });
const status = (page: Page) => page.getByTestId('sync-status');

/** The app is on the device: the worker controls the page and the trip's data is kept (throttled by 1 s). */
async function keptOnDevice(page: Page, ...texts: string[]): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  for (const text of texts) await expect.poll(() => keptCache(page), { timeout: 10_000 }).toContain(text);
}

/** Everything the query cache wrote to IndexedDB, as text. */
function keptCache(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('wycieczki-cache');
        open.onupgradeneeded = () => open.result.createObjectStore('queries');
        open.onsuccess = () => {
          const all = open.result.transaction('queries').objectStore('queries').getAll();
          all.onsuccess = () => resolve(JSON.stringify(all.result));
          all.onerror = () => resolve('');
        };
        open.onerror = () => resolve('');
      }),
  );
}

async function statusesViaApi(request: APIRequestContext, session: Session, tripId: string, checkId: string): Promise<Record<string, string>> {
  const response = await request.get(`/api/trips/${tripId}/attendance/${checkId}`, { headers: { Authorization: `Bearer ${session.accessToken}` } });
  const detail = (await response.json()) as AttendanceCheckDetail;
  return Object.fromEntries(detail.records.map((r) => [r.studentName, r.status]));
}

test('(a) after one visit online, a cold start with no network shows the students and the roll call', async ({ page, context }) => {
  const { creator } = await setUp(page.request);
  await openAs(page, creator, '/students');
  await expect(page.getByTestId('student-row')).toHaveCount(STUDENTS.length, FIRST_VISIT);
  await page.goto('/attendance');
  await expect(page.getByTestId('attendance-row')).toHaveCount(STUDENTS.length);
  // The list's marks too ('studentName' is in its records only), not only the names the students list also holds:
  // the cache is written a moment after a query settles, and closing the tab first keeps no marks.
  await keptOnDevice(page, 'Autokar - postój', 'Zofia Wójcik', 'orzechy', 'Piotr Ćwik', 'studentName');
  // The device never keeps a PESEL, even the creator's; the creator's parent phone it may keep.
  const kept = await keptCache(page);
  expect(kept).not.toContain(PESEL);
  expect(kept).toContain('600 700 800');

  // Cold start: the tab is closed, the network goes, the app is opened again.
  await page.close();
  await context.setOffline(true);
  const again = await context.newPage();
  const problems = watchForErrors(again, [], true);
  await again.goto('/students');
  await expect(status(again)).toContainText('Offline');
  await expect(again.getByTestId('student-row')).toHaveCount(STUDENTS.length);
  await expect(again.getByTestId('student-row').filter({ hasText: 'Zofia Wójcik' })).toContainText('orzechy');
  await again.goto('/attendance');
  await expect(again.getByRole('combobox', { name: 'Lista obecności' })).toContainText('Autokar - postój');
  await expect(again.getByTestId('attendance-row')).toHaveCount(STUDENTS.length);
  await expect(again.getByTestId('roll-call-counter')).toHaveText('Obecni: 0 / 6');
  await context.setOffline(false);
  await expect(status(again)).not.toContainText('Offline');
  expect(problems).toEqual([]);
});

test("the karta alarmowa opens with no network on a guardian's phone, never with a PESEL or a parent's number", async ({ page, context }) => {
  const { guardian } = await setUp(page.request);
  // The guardian only looked at the students: the karta is read ahead for the current trip.
  await openAs(page, guardian, '/students');
  await expect(page.getByTestId('student-row')).toHaveCount(STUDENTS.length, FIRST_VISIT);
  await keptOnDevice(page, 'hasParentPhone', 'orzechy');
  const kept = await keptCache(page);
  expect(kept).not.toContain(PESEL);
  expect(kept).not.toContain('600 700 800');

  await page.close();
  await context.setOffline(true);
  const again = await context.newPage();
  const problems = watchForErrors(again, [], true);
  await again.goto('/emergency');
  await expect(status(again)).toContainText('Offline');
  await expect(again.getByTestId('emergency-student')).toHaveCount(STUDENTS.length);
  const zofia = again.getByTestId('emergency-student').filter({ hasText: 'Zofia Wójcik' });
  await expect(zofia).toContainText('Alergie: orzechy');
  // A reveal needs the server, which records it: offline it says so and shows nothing.
  await zofia.getByRole('button', { name: 'Pokaż telefon rodzica' }).click();
  const ask = again.getByRole('dialog', { name: 'Pokaż telefon rodzica' });
  await ask.getByLabel('Powód').fill('Zofia zgubiła się w muzeum');
  await ask.getByRole('button', { name: 'Pokaż numer' }).click();
  await expect(ask.getByRole('alert')).toContainText('Brak połączenia z serwerem');
  if (process.env.PHONE_SCREENSHOTS) await again.screenshot({ path: '.tmp/offline-karta-alarmowa.png' });
  await expect(again.locator('body')).not.toContainText('600 700 800');
  await context.setOffline(false);
  expect(problems).toEqual([]);
});

test('(b) five marks offline survive a reload and reach another phone when the network returns', async ({ page, context, browser }) => {
  const { creator, tripId, check } = await setUp(page.request);
  await openAs(page, creator, '/attendance');
  await expect(page.getByTestId('attendance-row')).toHaveCount(STUDENTS.length, FIRST_VISIT);
  await keptOnDevice(page, 'Autokar - postój');

  await context.setOffline(true);
  await expect(status(page)).toContainText('Offline');
  const marked = STUDENTS.slice(0, 5);
  for (const name of marked) await row(page, name).click();
  await expect(page.getByTestId('roll-call-counter')).toHaveText('Obecni: 5 / 6');
  await expect(status(page)).toContainText('Do wysłania: 5');

  await page.reload();
  await expect(status(page)).toContainText('Do wysłania: 5');
  await expect(page.getByTestId('roll-call-counter')).toHaveText('Obecni: 5 / 6');
  for (const name of marked) await expect(row(page, name)).toHaveAttribute('data-status', 'present');

  await context.setOffline(false);
  await expect(status(page)).toContainText('Zsynchronizowano');
  await expect(status(page)).not.toContainText('Do wysłania');

  const other = await phone(browser, creator, '/attendance');
  for (const name of marked) await expect(row(other.page, name)).toHaveAttribute('data-status', 'present');
  await expect(row(other.page, STUDENTS[5]!)).toHaveAttribute('data-status', 'absent');
  expect(Object.values(await statusesViaApi(page.request, creator, tripId, check.id)).filter((s) => s === 'present')).toHaveLength(5);
  expect(other.problems).toEqual([]);
  await other.context.close();
});

for (const order of ['the later mark is sent first', 'the later mark is sent last'] as const) {
  test(`(c) two guardians mark the same student offline, the mark made later wins: ${order}`, async ({ page, context, browser }) => {
    const { creator, guardian, tripId, check } = await setUp(page.request);
    await openAs(page, creator, '/attendance');
    const other = await phone(browser, guardian, '/attendance');
    for (const p of [page, other.page]) await keptOnDevice(p, 'Autokar - postój');

    await context.setOffline(true);
    await other.context.setOffline(true);
    // Earlier: the creator marks Jan present, then thinks better of it (absent).
    await row(page, 'Jan Kowalski').click();
    await row(page, 'Jan Kowalski').click();
    await expect(row(page, 'Jan Kowalski')).toHaveAttribute('data-status', 'absent');
    await expect(status(page)).toContainText('Do wysłania: 1');
    // Later, on the other phone: present.
    await other.page.waitForTimeout(50);
    await row(other.page, 'Jan Kowalski').click();
    await expect(status(other.page)).toContainText('Do wysłania: 1');

    const [first, second] = order === 'the later mark is sent first' ? [other, { context, page }] : [{ context, page }, other];
    await first.context.setOffline(false);
    await expect(status(first.page)).toContainText('Zsynchronizowano');
    await second.context.setOffline(false);
    await expect(status(second.page)).toContainText('Zsynchronizowano');

    expect((await statusesViaApi(page.request, creator, tripId, check.id))['Jan Kowalski']).toBe('present');
    // Both phones show the winner.
    for (const p of [page, other.page]) await expect(row(p, 'Jan Kowalski')).toHaveAttribute('data-status', 'present');
    expect(other.problems).toEqual([]);
    await other.context.close();
  });
}

test('(d) a list made offline and sent over two reconnects exists once', async ({ page, context }) => {
  const { creator, tripId } = await setUp(page.request);
  await openAs(page, creator, '/attendance');
  await keptOnDevice(page, 'Autokar - postój');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Nowa lista obecności' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowa lista obecności' });
  await dialog.getByLabel('Nazwa listy').fill('Kopalnia soli - wyjście');
  await dialog.getByRole('button', { name: 'Utwórz listę' }).click();
  await expect(page.getByRole('combobox', { name: 'Lista obecności' })).toContainText('Kopalnia soli - wyjście');
  await row(page, 'Ola Lis').click();
  await expect(page.getByTestId('roll-call-counter')).toHaveText('Obecni: 1 / 6');
  await expect(status(page)).toContainText('Do wysłania: 2');

  // First reconnect: the list reaches the server but the answer is lost on the way back.
  let creates = 0;
  // Until the second reconnect every answer is lost; the first send reaches the server. The outbox may
  // send again at once after a lost answer (a CI run on PostgreSQL saw two sends here): lost as well.
  let firstReconnect = true;
  await page.route('**/api/trips/*/attendance', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    creates += 1;
    if (firstReconnect) {
      if (creates === 1) await route.fetch();
      return route.abort('internetdisconnected');
    }
    return route.continue();
  });
  await context.setOffline(false);
  await expect.poll(() => creates).toBeGreaterThanOrEqual(1);
  await context.setOffline(true);
  await expect(status(page)).toContainText('Do wysłania: 2');
  // Second reconnect: sent again, made once.
  firstReconnect = false;
  await context.setOffline(false);
  await expect(status(page)).toContainText('Zsynchronizowano', { timeout: 15_000 });
  // Sent at least twice (the app's probe may find the network between the two reconnects and send
  // it once more); made once, whatever the count.
  expect(creates).toBeGreaterThanOrEqual(2);

  const response = await page.request.get(`/api/trips/${tripId}/attendance`, { headers: { Authorization: `Bearer ${creator.accessToken}` } });
  const lists = ((await response.json()) as AttendanceCheckSummary[]).filter((l) => l.name === 'Kopalnia soli - wyjście');
  expect(lists).toHaveLength(1);
  expect(lists[0]).toMatchObject({ presentCount: 1, totalCount: 6 });
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Lista obecności' })).toContainText('Kopalnia soli - wyjście');
  await expect(row(page, 'Ola Lis')).toHaveAttribute('data-status', 'present');
});

test.describe('a change the server refuses', () => {
  test.use({ expectedHttpStatuses: [404] });

  test('(e) a mark for a student deleted meanwhile ends under "Nie wysłano" with its reason', async ({ page, context }) => {
    const { creator, tripId, ids } = await setUp(page.request);
    await openAs(page, creator, '/attendance');
    await keptOnDevice(page, 'Autokar - postój');

    await context.setOffline(true);
    await row(page, 'Ewa Żak').click();
    await row(page, 'Adam Łukasik').click();
    await expect(status(page)).toContainText('Do wysłania: 2');
    // Meanwhile another guardian deletes Ewa from the trip.
    const deleted = await page.request.delete(`/api/trips/${tripId}/students/${ids['Ewa Żak']}`, { headers: { Authorization: `Bearer ${creator.accessToken}` } });
    expect(deleted.status()).toBe(204);

    await context.setOffline(false);
    await expect(status(page)).toContainText('Nie wysłano: 1');
    await expect(status(page)).not.toContainText('Do wysłania');
    await status(page).getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Zmiany na tym urządzeniu' });
    const refused = dialog.getByTestId('refused-change');
    await expect(dialog.getByRole('heading', { name: 'Nie wysłano' })).toBeVisible();
    await expect(refused).toContainText('Ewa Żak: obecna (Autokar - postój)');
    await expect(refused).toContainText('Powód: Nie znaleziono ucznia');
    // The other mark went through; the refused one stays until the teacher dismisses it.
    const students = (await (await page.request.get(`/api/trips/${tripId}/students`, { headers: { Authorization: `Bearer ${creator.accessToken}` } })).json()) as Student[];
    expect(students.map((s) => s.name)).not.toContain('Ewa Żak');
    await page.reload();
    await expect(status(page)).toContainText('Nie wysłano: 1');
    await status(page).getByRole('button').click();
    await refused.getByRole('button', { name: 'Odrzuć' }).click();
    await expect(refused).toHaveCount(0);
    await expect(status(page)).not.toContainText('Nie wysłano');
  });
});

test.describe('a session that ends with changes unsent', () => {
  async function twoMarksOffline(page: Page, context: BrowserContext, session: Session): Promise<void> {
    await openAs(page, session, '/attendance');
    await keptOnDevice(page, 'Autokar - postój');
    await context.setOffline(true);
    await row(page, 'Ola Lis').click();
    await row(page, 'Ewa Żak').click();
    await expect(status(page)).toContainText('Do wysłania: 2');
    // The session ends without 'Wyloguj' (its refresh token was revoked meanwhile): signed out, changes kept.
    await page.evaluate(() => localStorage.removeItem('wycieczki.session'));
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Logowanie' })).toBeVisible();
    await context.setOffline(false);
  }

  test('the same user signing in again sends them', async ({ page, context }) => {
    const { creator, tripId, check } = await setUp(page.request);
    await twoMarksOffline(page, context, creator);
    await openAs(page, creator, '/attendance');
    await expect(status(page)).toContainText('Zsynchronizowano');
    const statuses = await statusesViaApi(page.request, creator, tripId, check.id);
    expect([statuses['Ola Lis'], statuses['Ewa Żak']]).toEqual(['present', 'present']);
  });

  test('another user signing in on the device discards them, saying how many', async ({ page, context }) => {
    const { creator, guardian, tripId, check } = await setUp(page.request);
    await twoMarksOffline(page, context, creator);
    await openAs(page, guardian, '/attendance');
    await expect(toast(page, 'Usunięto niewysłane zmiany innego użytkownika tego urządzenia: 2.')).toBeVisible();
    await expect(row(page, 'Ola Lis')).toHaveAttribute('data-status', 'absent');
    await expect(status(page)).not.toContainText('Do wysłania');
    const statuses = await statusesViaApi(page.request, creator, tripId, check.id);
    expect(Object.values(statuses).every((s) => s === 'absent')).toBe(true);
  });
});

test("'Wyloguj' with changes waiting asks first, and then leaves nothing of the trip on the device", async ({ page, context }) => {
  const { creator } = await setUp(page.request);
  await openAs(page, creator, '/attendance');
  await keptOnDevice(page, 'Autokar - postój', 'Zofia Wójcik');
  await context.setOffline(true);
  await row(page, 'Ola Lis').click();
  await expect(status(page)).toContainText('Do wysłania: 1');

  await page.getByRole('button', { name: 'Wyloguj' }).click();
  const question = page.getByRole('alertdialog', { name: 'Wylogować się?' });
  await expect(question).toContainText('niewysłane zmiany: 1');
  await question.getByRole('button', { name: 'Zostań zalogowany' }).click();
  await expect(status(page)).toContainText('Do wysłania: 1');

  await page.getByRole('button', { name: 'Wyloguj' }).click();
  await question.getByRole('button', { name: 'Wyloguj i usuń zmiany' }).click();
  await expect(page.getByRole('tab', { name: 'Logowanie' })).toBeVisible();
  await expect.poll(() => keptCache(page)).not.toContain('Zofia Wójcik');
  const outbox = () =>
    page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const open = indexedDB.open('wycieczki-outbox');
          open.onsuccess = () => {
            const all = open.result.transaction('outbox').objectStore('outbox').getAll();
            all.onsuccess = () => resolve(JSON.stringify(all.result));
          };
          open.onerror = () => resolve('');
        }),
    );
  await expect.poll(outbox).not.toContain('Ola Lis');
  await context.setOffline(false);
});
