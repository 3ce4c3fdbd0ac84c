import type { Page } from '@playwright/test';
import { createTripViaApi, expect, openAs, signUpViaApi, test, toast, uniqueEmail } from './fixtures';

// Roll-call mode on /attendance (issue 14): one hand on a crowded coach.
const STUDENTS = ['Zofia Żak', 'Adam Łukasik', 'Ewa Lis', 'Jan Śliwa', 'Ola Sowa', 'Piotr Ćwik', 'Ignacy Cyran'];

const rows = (page: Page) => page.getByTestId('attendance-row');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
const counter = (page: Page) => page.getByTestId('roll-call-counter');

test.use({ viewport: { width: 360, height: 640 } });

test('a roll call on a phone: surname order, whole rows, everyone present with undo, only the absent, search', async ({ page }) => {
  const email = uniqueEmail('apel');
  const session = await signUpViaApi(page.request, email, 'Anna Nowak');
  const trip = await createTripViaApi(page.request, session.accessToken, { tripLeaderEmail: email, students: STUDENTS.map((name) => ({ name })) });
  const created = await page.request.post(`/api/trips/${trip.id}/attendance`, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
    data: { name: 'Zbiórka', date: '2026-05-11', time: '07:30' },
  });
  expect(created.status()).toBe(201);
  await openAs(page, session, '/attendance');

  // By surname, the Polish way (Ć after C, Ł after L, Ś after S, Ż last).
  await expect(rows(page)).toHaveCount(STUDENTS.length);
  const names = await rows(page).locator('p[id^="attendance-student-"]').allTextContents();
  expect(names).toEqual(['Ignacy Cyran', 'Piotr Ćwik', 'Ewa Lis', 'Adam Łukasik', 'Ola Sowa', 'Jan Śliwa', 'Zofia Żak']);
  // Rows of at least 48 px, and a tap anywhere on one toggles it; the SPEC's buttons stay.
  for (const box of await rows(page).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height))) expect(box).toBeGreaterThanOrEqual(48);
  await row(page, 'Ewa Lis').locator('p').first().click();
  await expect(row(page, 'Ewa Lis')).toHaveAttribute('data-status', 'present');
  await expect(counter(page)).toHaveText('Obecni: 1 / 7');
  await row(page, 'Ewa Lis').getByRole('button', { name: 'Oznacz nieobecność' }).click();
  await expect(row(page, 'Ewa Lis')).toHaveAttribute('data-status', 'absent');
  await row(page, 'Jan Śliwa').getByRole('button', { name: 'Oznacz obecność' }).click();
  await expect(counter(page)).toHaveText('Obecni: 1 / 7');

  // The counter stays in view while the list scrolls.
  await page.mouse.wheel(0, 2000);
  await expect(counter(page)).toBeInViewport();

  // 'Wszyscy obecni', and 'Cofnij' puts back exactly who was absent.
  await page.getByRole('button', { name: 'Wszyscy obecni' }).click();
  await expect(counter(page)).toHaveText('Obecni: 7 / 7');
  await toast(page, 'Wszyscy oznaczeni jako obecni').getByRole('button', { name: 'Cofnij' }).click();
  await expect(counter(page)).toHaveText('Obecni: 1 / 7');
  await expect(row(page, 'Jan Śliwa')).toHaveAttribute('data-status', 'present');

  // 'Tylko nieobecni': who is still missing; a student marked now stays in place until the filter changes.
  await page.getByRole('button', { name: 'Tylko nieobecni' }).click();
  await expect(rows(page)).toHaveCount(6);
  await row(page, 'Ola Sowa').click();
  await expect(row(page, 'Ola Sowa')).toHaveAttribute('data-status', 'present');
  await expect(rows(page)).toHaveCount(6);
  await page.getByRole('button', { name: 'Tylko nieobecni' }).click();
  await page.getByRole('button', { name: 'Tylko nieobecni' }).click();
  await expect(rows(page)).toHaveCount(5);

  // Search, without Polish marks.
  await page.getByRole('button', { name: 'Tylko nieobecni' }).click();
  await page.getByRole('searchbox', { name: 'Szukaj ucznia' }).fill('lukasik');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Adam Łukasik');

  // Everything reached the server.
  await expect(page.getByTestId('sync-status')).not.toContainText('Do wysłania');
  const detail = await page.request.get(`/api/trips/${trip.id}/attendance/${(await created.json()).id}`, { headers: { Authorization: `Bearer ${session.accessToken}` } });
  const present = ((await detail.json()) as { records: { studentName: string; status: string }[] }).records.filter((r) => r.status === 'present').map((r) => r.studentName);
  expect(present.sort()).toEqual(['Jan Śliwa', 'Ola Sowa']);
});
