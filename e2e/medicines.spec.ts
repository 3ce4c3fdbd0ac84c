import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Session, TripMedicines } from '@wycieczki/shared';
import { afterDialogsClose, browserNow, createTripViaApi, daysAgo, expect, openAs, signUpViaApi, test, toast, uniqueEmail, watchForErrors } from './fixtures';

// 'Leki' (issue 54) on phones: the leader adds a child's medicine, a guardian marks the dose with no
// network, and once the guardian is back online the leader's 'Leki teraz' shows it given.
test.use({ offlineJourney: true, viewport: { width: 360, height: 640 } });

/** A second phone signed in as `session`, with its own error watch. */
async function phone(browser: Browser, session: Session, path: string): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ locale: 'pl-PL', timezoneId: 'Europe/Warsaw', serviceWorkers: 'allow', viewport: { width: 360, height: 640 } });
  const page = await context.newPage();
  const problems = watchForErrors(page, [], true);
  await openAs(page, session, path);
  return { context, page, problems };
}

/** What the query cache wrote to IndexedDB (the copy the app opens with no network), as text. */
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

const FIRST_VISIT = { timeout: 15_000 };
const status = (page: Page) => page.getByTestId('sync-status');
const zofiasDose = (page: Page) => page.getByRole('dialog', { name: 'Leki teraz' }).getByTestId('dose').filter({ hasText: 'Zofia Kowalska' });

test('a guardian marks a dose offline at 360 px; back online, the leader sees it given', async ({ page, context, browser }) => {
  const leaderEmail = uniqueEmail('leki');
  const guardianEmail = uniqueEmail('leki-opiekun');
  const leader = await signUpViaApi(page.request, leaderEmail, 'Anna Nowak');
  const guardian = await signUpViaApi(page.request, guardianEmail, 'Piotr Zieliński');
  const trip = await createTripViaApi(page.request, leader.accessToken, {
    tripLeaderEmail: leaderEmail,
    guardianEmails: [guardianEmail],
    startDate: daysAgo(1),
    endDate: daysAgo(-2),
    students: [{ name: 'Zofia Kowalska' }, { name: 'Jan Żak' }],
  });
  // The dose is due in two minutes, in Poland: 'Leki teraz' shows it from an hour before. Not this
  // minute's: a dose at an hour before the medicine was written is not due (issue 63), and filling the
  // form may take the clock into the next minute.
  const soon = new Date(browserNow().getTime() + 2 * 60_000);
  const hour = `${String(soon.getHours()).padStart(2, '0')}:${String(soon.getMinutes()).padStart(2, '0')}`;

  // The leader, on her phone: Uczniowie → Edytuj ucznia → Leki → Dodaj lek.
  const anna = await phone(browser, leader, '/students');
  await anna.page.getByRole('button', { name: 'Edytuj: Zofia Kowalska' }).click(FIRST_VISIT);
  const student = anna.page.getByRole('dialog', { name: 'Edytuj ucznia' });
  await expect(student.getByText('Brak leków.')).toBeVisible();
  await student.getByRole('button', { name: 'Dodaj lek' }).click();
  const form = anna.page.getByRole('dialog', { name: 'Dodaj lek' });
  // Nothing typed: the server's own Polish message, and nothing saved.
  await form.getByRole('button', { name: 'Dodaj lek' }).click();
  await expect(toast(anna.page, 'Podaj nazwę leku')).toBeVisible();
  await form.getByLabel('Nazwa leku').fill('Ventolin');
  await form.getByLabel('Dawka').fill('2 wdechy');
  await form.getByLabel('Godzina 1').fill(hour);
  await expect(form.getByLabel('Kto podaje')).toHaveValue('guardian');
  await form.getByRole('button', { name: 'Dodaj lek' }).click();
  await expect(toast(anna.page, 'Dodano lek: Ventolin')).toBeVisible();
  await expect(student.getByTestId('student-medicine')).toContainText(`Ventolin – 2 wdechy${hour} · podaje opiekun`);
  // The same medicine again (another hand, a double tap): said under the name, nothing sent.
  await student.getByRole('button', { name: 'Dodaj lek' }).click();
  await form.getByLabel('Nazwa leku').fill(' ventolin ');
  await form.getByLabel('Dawka').fill('1 wdech');
  await form.getByLabel('Godzina 1').fill(hour);
  await form.getByRole('button', { name: 'Dodaj lek' }).click();
  await expect(form.getByText('Ten lek jest już wpisany na te dni. Zmień wpisany lek zamiast dodawać go drugi raz.')).toBeVisible();
  if (process.env.PHONE_SCREENSHOTS) await anna.page.screenshot({ path: '.tmp/phone-medicine-repeated.png' });
  await form.getByRole('button', { name: 'Anuluj' }).click();
  await expect(student.getByTestId('student-medicine')).toHaveCount(1);
  await anna.page.keyboard.press('Escape');
  await expect(student).toBeHidden();
  await afterDialogsClose(anna.page);

  // The guardian's phone, online once: the roll call says who has a dose now, and keeps it on the device.
  await openAs(page, guardian, '/attendance');
  await expect(page.getByTestId('doses-now')).toHaveText(/Leki teraz: 1 uczeń/, FIRST_VISIT);
  await expect.poll(() => keptCache(page), { timeout: 10_000 }).toContain('Ventolin');

  // No network: the dose is marked, shown at once, and waits in the outbox.
  await context.setOffline(true);
  await expect(status(page)).toContainText('Offline');
  await page.getByTestId('doses-now').click();
  await expect(zofiasDose(page)).toContainText(`${hour}Zofia Kowalska`);
  await expect(zofiasDose(page)).toContainText('Ventolin – 2 wdechy');
  await zofiasDose(page).getByRole('button', { name: 'Podano' }).click();
  await expect(zofiasDose(page).getByTestId('dose-mark')).toContainText('Podano– Piotr Zieliński');
  await expect(zofiasDose(page).getByTestId('dose-mark')).toContainText('czeka na wysłanie');
  await expect(status(page)).toContainText('Do wysłania: 1');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The leader's phone does not know yet.
  await anna.page.goto('/attendance');
  await anna.page.getByTestId('doses-now').click(FIRST_VISIT);
  await expect(zofiasDose(anna.page).getByRole('button', { name: 'Podano' })).toBeVisible();

  // The network returns: the mark is sent once, and the leader's screen shows it without a reload.
  await context.setOffline(false);
  await expect(status(page)).toContainText('Zsynchronizowano');
  await expect(zofiasDose(page).getByTestId('dose-mark')).not.toContainText('czeka na wysłanie');
  await expect(zofiasDose(anna.page).getByTestId('dose-mark')).toContainText('Podano– Piotr Zieliński');
  await expect(anna.page.getByTestId('doses-now')).not.toContainText('Leki teraz: 1 uczeń');

  const stored = await page.request.get(`/api/trips/${trip.id}/medicines`, { headers: { Authorization: `Bearer ${leader.accessToken}` } });
  const { doses } = (await stored.json()) as TripMedicines;
  expect(doses.map((dose) => [dose.scheduledTime, dose.status, dose.markedByName])).toEqual([[hour, 'given', 'Piotr Zieliński']]);
  expect(anna.problems).toEqual([]);
  await anna.context.close();
});
