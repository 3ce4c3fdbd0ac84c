import type { APIRequestContext, Page } from '@playwright/test';
import type { TripCreateInput } from '@wycieczki/shared';
import { expect, openAs, test, toast } from './fixtures';
import { PHONE } from './fixtures/phone-and-desk';
import { createTripLedBy, signUpAs } from './fixtures/trip-setup';

test.use(PHONE);

/** A group's card on 'Grupy', by its heading (every card's selects name every group). */
const group = (page: Page, name: string) => page.getByTestId('group').filter({ has: page.getByRole('heading', { name: new RegExp(`^${name}`) }) });

/** Anna Nowak leads 'Muzeum Narodowe' with `students`, Piotr Zieliński is its other guardian, and the roll call has 'Wejście do muzeum'. */
async function museumTrip(request: APIRequestContext, label: string, students: TripCreateInput['students']) {
  const leader = await signUpAs(request, `${label}-kierownik`, 'Anna Nowak');
  const guardianSession = await signUpAs(request, `${label}-opiekun`, 'Piotr Zieliński');
  const trip = await createTripLedBy(request, leader, { name: 'Muzeum Narodowe', guardians: [guardianSession], students });
  const list = await request.post(`/api/trips/${trip.id}/attendance`, {
    headers: { Authorization: `Bearer ${leader.accessToken}` },
    data: { name: 'Wejście do muzeum', date: '2026-05-11', time: '10:00' },
  });
  expect(list.status()).toBe(201);
  return { leader, guardianSession };
}

/**
 * Issue 28, groups: the leader splits 12 students between the two guardians (the leader included);
 * the other guardian's 'Moja grupa' shows their 6 on the roll call and on the students screen, with
 * their group's counter beside the whole trip's.
 */
test("the leader splits 12 students into two groups; a guardian's 'Moja grupa' shows their 6", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const { leader, guardianSession } = await museumTrip(
    page.request,
    'grupy',
    Array.from({ length: 12 }, (_, i) => ({ name: `Uczeń${i + 1} ${['Adamski', 'Bielski', 'Cichy', 'Dudek'][i % 4]}${i}`, className: i < 6 ? '6a' : '6b' })),
  );

  await openAs(page, leader, '/students');
  await page.getByRole('link', { name: 'Grupy' }).click();
  await expect(page).toHaveURL(/\/groups$/);
  await page.getByRole('button', { name: 'Podziel automatycznie' }).click();
  await expect(toast(page, 'Podzielono uczniów na grupy')).toBeVisible();
  await expect(group(page, 'Grupa Anny Nowak').getByTestId('group-count')).toHaveText('6 / 10');
  await expect(group(page, 'Grupa Piotra Zielińskiego').getByTestId('group-count')).toHaveText('6 / 10');

  // The guardian, on their phone.
  const context = await browser.newContext(PHONE);
  const guardian = await context.newPage();
  await openAs(guardian, guardianSession, '/attendance');
  await expect(guardian.getByTestId('attendance-row')).toHaveCount(12);
  // Folded with the search on a phone (issue 48).
  await guardian.getByRole('button', { name: 'Szukaj i filtruj' }).click();
  await guardian.getByRole('button', { name: 'Moja grupa' }).click();
  await expect(guardian.getByTestId('attendance-row')).toHaveCount(6);
  await expect(guardian.getByTestId('my-group-counter')).toHaveText('Grupa Piotra Zielińskiego: 0 / 6');
  await guardian.getByTestId('attendance-row').first().click();
  await expect(guardian.getByTestId('my-group-counter')).toHaveText('Grupa Piotra Zielińskiego: 1 / 6');
  await expect(guardian.getByTestId('roll-call-counter')).toContainText('1 / 12');
  // Folded on a phone: the children come first.
  await guardian.getByText('Obecni w grupach (2)').click();
  await expect(guardian.getByTestId('group-counters')).toContainText('Grupa Anny Nowak: 0 / 6');
  await guardian.goto('/students');
  await expect(guardian.getByTestId('student-row')).toHaveCount(6);
  await expect(guardian.getByTestId('student-group').first()).toHaveText('Grupa Piotra Zielińskiego');
  await guardian.getByRole('button', { name: 'Moja grupa' }).click();
  await expect(guardian.getByTestId('student-row')).toHaveCount(12);

  // Moving a child by hand: the leader's select.
  const first = group(page, 'Grupa Anny Nowak').getByRole('combobox').first();
  await first.selectOption({ label: 'Grupa Piotra Zielińskiego' });
  await expect(group(page, 'Grupa Piotra Zielińskiego').getByTestId('group-count')).toHaveText('7 / 10');
  await context.close();
});

/**
 * Issue 28, 'Zaginięcie ucznia': a guardian raises it from the roll call; the leader's browser shows
 * the banner within 5 s with the last list that saw the child present; 'Odnaleziona' clears it on
 * both. Raised with no network, the phone says it is not sent and sends it when the network returns.
 */
test("a guardian raises 'Zaginięcie ucznia'; the leader sees it within seconds; 'Odnaleziona' ends it for both", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const { leader, guardianSession } = await museumTrip(page.request, 'alarm', [
    { name: 'Zofia Kowalska', className: '6b', pesel: '44051401359', allergies: 'orzechy' },
    { name: 'Jan Żak', className: '6a' },
  ]);
  await openAs(page, leader, '/trips');

  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
  const guardian = await context.newPage();
  await openAs(guardian, guardianSession, '/attendance');
  const zofia = guardian.getByTestId('attendance-row').filter({ hasText: 'Zofia Kowalska' });
  await zofia.getByRole('button', { name: /Oznacz obecność/ }).click();
  await expect(zofia).toHaveAttribute('data-status', 'present');
  // On a phone, from the list's menu (the rows stay as they are: five children on the first screen).
  await guardian.getByRole('button', { name: 'Więcej działań listy obecności' }).click();
  await guardian.getByRole('menuitem', { name: 'Zaginięcie ucznia' }).click();
  const picker = guardian.getByRole('dialog', { name: 'Zaginięcie ucznia' });
  await picker.getByRole('button', { name: /Zofia Kowalska/ }).click();
  await guardian.getByRole('alertdialog').getByRole('button', { name: 'Ogłoś zaginięcie' }).click();
  await expect(zofia).toHaveAttribute('data-status', 'present');

  const banner = page.getByTestId('alarm-banner');
  await expect(banner).toBeVisible({ timeout: 5_000 });
  await expect(banner).toContainText('ZAGINIĘCIE UCZNIA: Zofia Kowalska');
  await expect(banner.getByTestId('alarm-last-seen')).toContainText('Ostatnio obecna: lista „Wejście do muzeum” (11.05.2026, 10:00), oznaczył Piotr Zieliński');
  await expect(banner).toContainText('Alergie: orzechy');
  await expect(banner).not.toContainText('44051401359');
  await expect(guardian.getByTestId('alarm-banner')).toBeVisible();

  await banner.getByRole('button', { name: 'Odnaleziona' }).click();
  const found = page.getByRole('dialog', { name: 'Odnaleziona: Zofia Kowalska' });
  await found.getByLabel('Gdzie i jak odnaleziono? (opcjonalnie)').fill('przy kasie biletowej');
  await found.getByRole('button', { name: 'Odnaleziona' }).click();
  await expect(toast(page, 'Odnaleziono: Zofia Kowalska')).toBeVisible();
  await expect(page.getByTestId('alarm-banner')).toHaveCount(0);
  await expect(guardian.getByTestId('alarm-banner')).toHaveCount(0, { timeout: 5_000 });

  // With no network: the phone says the alarm is not sent, and sends it when the network returns.
  await context.setOffline(true);
  await guardian.getByRole('button', { name: 'Więcej działań listy obecności' }).click();
  await guardian.getByRole('menuitem', { name: 'Zaginięcie ucznia' }).click();
  await guardian.getByRole('dialog', { name: 'Zaginięcie ucznia' }).getByRole('button', { name: /Jan Żak/ }).click();
  await guardian.getByRole('alertdialog').getByRole('button', { name: 'Ogłoś zaginięcie' }).click();
  await expect(guardian.getByTestId('alarm-unsent')).toContainText('Zaginięcie ucznia: Jan Żak: alarm NIE został jeszcze wysłany');
  await context.setOffline(false);
  await expect(guardian.getByTestId('alarm-unsent')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('alarm-banner')).toContainText('ZAGINIĘCIE UCZNIA: Jan Żak', { timeout: 10_000 });
  await context.close();
});
