import type { RoomingSetup } from '@wycieczki/shared';
import { createTripViaApi, expect, openAs, signUpViaApi, test, toast, uniqueEmail } from './fixtures';
import { PHONE } from './fixtures/phone-and-desk';

test.use(PHONE);
// The hand move breaking 'Nie razem' is refused on the screen; nothing reaches the server for it.

const GIRLS = ['Ala Nowak', 'Basia Kot', 'Celina Lis', 'Daria Wilk'];
const BOYS = ['Adam Zając', 'Bartek Sowa', 'Cezary Kruk', 'Darek Jeż'];

/**
 * Issue 52 at 360 px: the leader gives a wish, 'Ułóż pokoje' proposes the rooms in the browser, a hand
 * move putting a 'Nie razem' pair together is refused, 'Zatwierdź przydział' saves the proposal, and
 * the rooms screen shows it.
 */
test("the leader enters a wish, 'Ułóż pokoje' proposes, a 'Nie razem' move is refused, and the assignment is saved", async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('pokoje');
  const session = await signUpViaApi(page.request, email, 'Anna Kierownik');
  const trip = await createTripViaApi(page.request, session.accessToken, {
    name: 'Zielona szkoła',
    tripLeaderEmail: email,
    students: [...GIRLS, ...BOYS].map((name) => ({ name })),
    rooms: [
      { number: '101', capacity: 4 },
      { number: '102', capacity: 4 },
      { number: '103', capacity: 2 },
      { number: '100', capacity: 2 },
    ],
  });
  const auth = { authorization: `Bearer ${session.accessToken}` };
  const setup = (await (await page.request.get(`/api/trips/${trip.id}/rooming`, { headers: auth })).json()) as RoomingSetup;
  const idOf = (name: string) => setup.pupils.find((p) => p.name === name)!.id;
  // What a teacher set before: the sexes, the floor with the guardians' room 100, one 'Nie razem' pair.
  const saved = await page.request.put(`/api/trips/${trip.id}/rooming`, {
    headers: auth,
    data: {
      pupils: setup.pupils.map((p) => ({ id: p.id, sex: GIRLS.includes(p.name) ? 'F' : 'M', wishes: [], pinned: false })),
      rooms: setup.rooms.map((r) => ({ id: r.id, floor: 1, mixed: false, forGuardians: r.number === '100' })),
      apart: [[idOf('Adam Zając'), idOf('Bartek Sowa')]],
      wishesUntil: null,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await openAs(page, session, '/rooms');
  await page.getByRole('link', { name: 'Ułóż pokoje' }).click();
  await expect(page).toHaveURL(/\/rooms\/uloz$/);
  await expect(page.getByRole('heading', { name: 'Ułóż pokoje', level: 1 })).toBeVisible();

  // A wish: Ala would share with Basia.
  const wishes = page.getByRole('combobox', { name: 'Życzenia: Ala Nowak' });
  await wishes.fill('Basia');
  const suggestions = page.locator(`[id="${await wishes.getAttribute('aria-controls')}"]`);
  await suggestions.getByRole('option', { name: /^Basia Kot/ }).click();
  await expect(page.getByRole('button', { name: 'Usuń życzenie: Basia Kot (Ala Nowak)' })).toBeVisible();
  await page.getByRole('button', { name: 'Zapisz ustawienia' }).click();
  await expect(toast(page, 'Zapisano ustawienia pokoi')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole('tab', { name: 'Propozycja' }).click();
  await page.getByRole('button', { name: 'Ułóż pokoje' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'uczniów z kimś ze swoich życzeń' })).toHaveText('1 z 1 uczniów z kimś ze swoich życzeń, spełnione życzenia: 1 z 1');
  // Ala and Basia together.
  const alaCard = page.getByRole('group').filter({ hasText: 'Ala Nowak' }).filter({ has: page.getByRole('combobox', { name: 'Przenieś: Ala Nowak' }) });
  await expect(alaCard).toContainText('Basia Kot');
  await expect(alaCard).toContainText('✓ Basia Kot');

  // Bartek moved to Adam's room: 'Nie razem', refused, Bartek stays.
  const adamRoom = await page.getByRole('combobox', { name: 'Przenieś: Adam Zając' }).evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]!.textContent!.trim());
  const bartek = page.getByRole('combobox', { name: 'Przenieś: Bartek Sowa' });
  const bartekRoom = await bartek.evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]!.textContent!.trim());
  expect(bartekRoom).not.toBe(adamRoom);
  await bartek.selectOption({ label: adamRoom });
  await expect(page.getByRole('alert').filter({ hasText: 'Adam Zając i Bartek Sowa mają być „Nie razem”' })).toBeVisible();
  await expect(bartek).toHaveValue(await bartek.evaluate((select) => (select as HTMLSelectElement).value));
  expect(await bartek.evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]!.textContent!.trim())).toBe(bartekRoom);
  await page.screenshot({ path: test.info().outputPath('proposal-360.png'), fullPage: true });

  await page.getByRole('button', { name: 'Zatwierdź przydział' }).click();
  await expect(toast(page, /Zapisano przydział pokoi: przeniesiono 8 uczniów/)).toBeVisible();
  await expect(page).toHaveURL(/\/rooms$/);
  // The rooms screen shows it: Ala and Basia in one room, every pupil placed.
  const alaRoom = page.getByTestId('room-card').filter({ hasText: 'Ala Nowak' });
  await expect(alaRoom).toContainText('Basia Kot');
  for (const name of [...GIRLS, ...BOYS]) await expect(page.getByTestId('room-card').filter({ hasText: name })).toHaveCount(1);
  await expect(page.getByTestId('room-card').filter({ hasText: 'Adam Zając' }).filter({ hasText: 'Bartek Sowa' })).toHaveCount(0);
  // Read before the screen opened (issue 63): a reload right away shows the same, not the rooms before it.
  await page.reload();
  await expect(page.getByTestId('room-card').filter({ hasText: 'Ala Nowak' })).toContainText('Basia Kot');
});

test.describe('with the network off', () => {
  test.use({ serviceWorkers: 'allow', offlineJourney: true });

  /** Issue 52: the proposal is made on the phone with no network, after a reload too; saving says it must wait. */
  test("'Ułóż pokoje' proposes offline, and 'Zatwierdź przydział' says it needs the network", async ({ page, context }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('pokoje-offline');
    const session = await signUpViaApi(page.request, email, 'Anna Kierownik');
    const names = ['Ala Nowak', 'Basia Kot', 'Adam Zając', 'Bartek Sowa'];
    const trip = await createTripViaApi(page.request, session.accessToken, {
      name: 'Zielona szkoła',
      tripLeaderEmail: email,
      students: names.map((name) => ({ name })),
      rooms: [
        { number: '101', capacity: 2 },
        { number: '102', capacity: 2 },
        { number: '100', capacity: 2 },
      ],
    });
    const auth = { authorization: `Bearer ${session.accessToken}` };
    const setup = (await (await page.request.get(`/api/trips/${trip.id}/rooming`, { headers: auth })).json()) as RoomingSetup;
    const saved = await page.request.put(`/api/trips/${trip.id}/rooming`, {
      headers: auth,
      data: {
        pupils: setup.pupils.map((p) => ({ id: p.id, sex: names.indexOf(p.name) < 2 ? 'F' : 'M', wishes: [], pinned: false })),
        rooms: setup.rooms.map((r) => ({ id: r.id, floor: 1, mixed: false, forGuardians: r.number === '100' })),
        apart: [],
        wishesUntil: null,
      },
    });
    expect(saved.status()).toBe(200);
    await openAs(page, session, '/rooms/uloz');
    await expect(page.getByRole('heading', { name: 'Ułóż pokoje', level: 1 })).toBeVisible();
    // The setup kept on the device (the trip's offline copy) before the network goes.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Ułóż pokoje', level: 1 })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('tab', { name: 'Propozycja' }).click();
    await page.getByRole('button', { name: 'Ułóż pokoje' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'uczniów z kimś ze swoich życzeń' })).toBeVisible();
    await page.getByRole('button', { name: 'Zatwierdź przydział' }).click();
    await expect(page.getByText('Brak połączenia z internetem: zapisz, gdy wróci.')).toBeVisible();
  });
});
