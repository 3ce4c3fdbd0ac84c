import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { TripSummary } from '@wycieczki/shared';
import { expect, signUpViaApi, test, uniqueEmail } from './fixtures';
import { expectPhoneLayout } from './fixtures/phone-layout';
import { signInWithSession, stubMapTiles } from './fixtures/trip-setup';

/** Worst-case values within the product's limits (docs/product.md §9): the longest names, some with no space to wrap at. */
const LONG = JSON.parse(readFileSync(new URL('./fixtures/long-names.json', import.meta.url), 'utf8')) as Record<string, string>;
const PESEL = '44051401458';

test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });

/** Checks the screen; with PHONE_SCREENSHOTS set, keeps a picture of it in .tmp/ for a person to look at. */
async function check(page: Page, where: string): Promise<void> {
  if (process.env.PHONE_SCREENSHOTS) await page.screenshot({ path: `.tmp/phone-${where.replace(/[^a-z0-9]+/gi, '-')}.png`, fullPage: false });
  await expectPhoneLayout(page, where);
}

test('every screen and dialog holds at 360×640 with the longest names', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await check(page, 'landing');
  await page.goto('/auth');
  await check(page, 'auth');
  await page.getByRole('tab', { name: 'Rejestracja' }).click();
  await check(page, 'auth sign-up');

  // A trip at every limit: the longest names, a guardian, 20 students (one with the longest name and allergies), rooms.
  const email = uniqueEmail('telefon');
  const guardianEmail = uniqueEmail('opiekun');
  const session = await signUpViaApi(page.request, email, LONG.guardianFullName);
  await signUpViaApi(page.request, guardianEmail, `${LONG.guardianFullName}_Druga`);
  const created = await page.request.post('/api/trips', {
    headers: { Authorization: `Bearer ${session.accessToken}` },
    data: {
      name: LONG.tripName,
      destination: LONG.destination,
      startDate: '2026-05-10',
      endDate: '2026-05-13',
      tripLeaderEmail: email,
      guardianEmails: [guardianEmail],
      rooms: [{ number: LONG.roomNumber, capacity: 4 }, { number: '12', capacity: 3 }],
      students: [
        { name: LONG.studentName, pesel: PESEL, parentPhone: '+48 600 100 200', allergies: LONG.allergies, diet: LONG.allergies },
        ...Array.from({ length: 19 }, (_, i) => ({ name: `Uczeń Numer ${i + 1}` })),
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const trip = (await created.json()) as TripSummary;
  const auth = { Authorization: `Bearer ${session.accessToken}` };
  const list = await page.request.post(`/api/trips/${trip.id}/attendance`, { headers: auth, data: { name: LONG.attendanceListName, date: '2026-05-11', time: '07:30' } });
  expect(list.status()).toBe(201);
  const rooms = (await (await page.request.get(`/api/trips/${trip.id}/rooms`, { headers: auth })).json()) as { id: string; number: string }[];
  const students = (await (await page.request.get(`/api/trips/${trip.id}/students`, { headers: auth })).json()) as { id: string; name: string }[];
  const longRoom = rooms.find((room) => room.number === LONG.roomNumber)!;
  const assigned = await page.request.put(`/api/trips/${trip.id}/rooms/${longRoom.id}/students`, {
    headers: auth,
    data: { studentIds: students.filter((s) => s.name === LONG.studentName).map((s) => s.id) },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);

  await stubMapTiles(page);
  await signInWithSession(page, session);

  // The trips screen and its dialogs.
  await page.goto('/trips');
  await expect(page.getByRole('heading', { name: 'Twoje Wycieczki', level: 1 })).toBeVisible();
  await expect(page.getByTestId('trip-card')).toHaveCount(1);
  await check(page, 'trips');
});
