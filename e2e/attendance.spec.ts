import type { Page } from '@playwright/test';
import type { AttendanceCheckDetail } from '@wycieczki/shared';
import { afterDialogsClose, browserNow, createTripViaApi, expect, openAs, signUpViaApi, test, toast, uniqueEmail, watchForErrors } from './fixtures';

const two = (n: number) => String(n).padStart(2, '0');
const dottedDate = (d: Date) => `${two(d.getDate())}.${two(d.getMonth() + 1)}.${d.getFullYear()}`;
const isoDate = (d: Date) => `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;

const row = (page: Page, name: string) => page.getByTestId('attendance-row').filter({ hasText: name });
const listSelect = (page: Page) => page.getByRole('combobox', { name: 'Lista obecności' });

async function createCheckViaApi(page: Page, token: string, tripId: string, name: string): Promise<AttendanceCheckDetail> {
  const response = await page.request.post(`/api/trips/${tripId}/attendance`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, date: '2026-05-11', time: '08:00' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as AttendanceCheckDetail;
}

test('a new list is selected with everyone absent; marks, renaming and deleting survive a reload', async ({ page }) => {
  const email = uniqueEmail('obecnosc');
  const session = await signUpViaApi(page.request, email, 'Anna Nowak');
  await createTripViaApi(page.request, session.accessToken, {
    tripLeaderEmail: email,
    students: [{ name: 'Kasia Nowak' }, { name: 'Jan Kowalski' }, { name: 'Ola Wiśniewska' }],
  });
  await openAs(page, session, '/attendance');
  await expect(page.getByRole('heading', { name: 'Lista Obecności' })).toBeVisible();
  await expect(page.getByText('Brak list obecności')).toBeVisible();

  // First list: today, now.
  await page.getByRole('button', { name: 'Nowa lista obecności' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowa lista obecności' });
  await expect(dialog.getByRole('button', { name: `Data ${dottedDate(browserNow())}` })).toBeVisible();
  await expect(dialog.getByLabel('Godzina')).toHaveValue(/^\d{2}:\d{2}$/);
  await dialog.getByRole('button', { name: 'Utwórz listę' }).click();
  await expect(toast(page, 'Podaj nazwę listy obecności')).toBeVisible();
  await dialog.getByLabel('Nazwa listy').fill('Śniadanie');
  await dialog.getByRole('button', { name: 'Utwórz listę' }).click();
  await expect(toast(page, 'Utworzono nową listę obecności')).toBeVisible();
  await expect(listSelect(page)).toContainText('Śniadanie');

  // Second list dated a month back: older than the first, and still the one selected after creation.
  await page.getByRole('button', { name: 'Nowa lista obecności' }).click();
  await dialog.getByLabel('Nazwa listy').fill('Kolacja');
  await dialog.getByRole('button', { name: /^Data / }).click();
  const calendar = page.getByRole('grid');
  // Weeks start on Monday (Polish locale): every full week row begins with a Monday.
  await expect(calendar.getByRole('row').nth(1).getByRole('gridcell').first()).toHaveAccessibleName(/^poniedziałek, /);
  await page.getByRole('button', { name: 'Przejdź do poprzedniego miesiąca' }).click();
  const now = browserNow();
  const day15 = new Date(now.getFullYear(), now.getMonth() - 1, 15);
  await calendar.locator(`[data-day="${isoDate(day15)}"] button`).click();
  await expect(calendar).toBeHidden();
  const chosenDate = dottedDate(day15);
  await expect(dialog.getByRole('button', { name: `Data ${chosenDate}` })).toBeVisible();
  await dialog.getByLabel('Godzina').fill('19:30');
  await dialog.getByRole('button', { name: 'Utwórz listę' }).click();
  await expect(toast(page, 'Utworzono nową listę obecności')).toBeVisible();
  await expect(listSelect(page)).toContainText('Kolacja');
  // The picker shows the date and time; the count is the strip's alone (one counter, issue 23).
  await expect(listSelect(page)).toContainText(`${chosenDate}, 19:30`);
  await expect(page.getByTestId('roll-call-counter')).toHaveText('Obecni: 0 / 3');
  await expect(page.getByTestId('present-count')).toHaveText('0');
  await expect(page.getByTestId('absent-count')).toHaveText('3');
  // The count names its source, so it is never read as the students screen's current status.
  await expect(page.getByTestId('attendance-summary')).toContainText('według listy „Kolacja”, 19:30');
  await expect(page.getByRole('button', { name: 'Oznacz obecność' })).toHaveCount(3);

  await row(page, 'Kasia Nowak').getByRole('button', { name: 'Oznacz obecność' }).click();
  await row(page, 'Jan Kowalski').getByRole('button', { name: 'Oznacz obecność' }).click();
  await expect(row(page, 'Kasia Nowak')).toHaveAttribute('data-status', 'present');
  await expect(row(page, 'Kasia Nowak').getByRole('button', { name: 'Oznacz nieobecność' })).toBeVisible();
  await expect(page.getByTestId('present-count')).toHaveText('2');
  await expect(page.getByTestId('absent-count')).toHaveText('1');

  await page.reload();
  await expect(listSelect(page)).toContainText('Kolacja');
  await expect(page.getByTestId('present-count')).toHaveText('2');
  await expect(row(page, 'Jan Kowalski')).toHaveAttribute('data-status', 'present');
  await expect(row(page, 'Ola Wiśniewska')).toHaveAttribute('data-status', 'absent');

  // The dropdown lists both with their counts; choosing the other shows its (untouched) records.
  await listSelect(page).click();
  await expect(page.getByRole('option', { name: /Kolacja.*Obecni: 2\/3/ })).toBeVisible();
  await page.getByRole('option', { name: /Śniadanie.*Obecni: 0\/3/ }).click();
  await expect(page.getByTestId('present-count')).toHaveText('0');
  await listSelect(page).click();
  await page.getByRole('option', { name: /Kolacja/ }).click();

  await page.getByRole('button', { name: 'Edytuj listę obecności' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edytuj listę obecności' });
  await editDialog.getByLabel('Nazwa listy').fill('Kolacja w schronisku');
  await editDialog.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(editDialog).toBeHidden();
  await expect(listSelect(page)).toContainText('Kolacja w schronisku');
  await expect(page.getByTestId('present-count')).toHaveText('2');

  await page.getByRole('button', { name: 'Usuń listę obecności' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('„Kolacja w schronisku”');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Usuń' }).click();
  await expect(toast(page, 'Usunięto listę obecności')).toBeVisible();
  await expect(listSelect(page)).toContainText('Śniadanie');
  await afterDialogsClose(page);
  await page.reload();
  await expect(listSelect(page)).toContainText('Śniadanie');
  await listSelect(page).click();
  await expect(page.getByRole('option')).toHaveCount(1);
});

test('two guardians marking different students at the same time both keep their marks', async ({ browser, page }) => {
  const creatorEmail = uniqueEmail('tworca');
  const guardianEmail = uniqueEmail('opiekun');
  const guardian = await signUpViaApi(page.request, guardianEmail, 'Ewa Kamińska');
  const creator = await signUpViaApi(page.request, creatorEmail, 'Anna Nowak');
  const students = ['Adam Lis', 'Basia Kot', 'Celina Wróbel', 'Darek Sowa'];
  const trip = await createTripViaApi(page.request, creator.accessToken, {
    tripLeaderEmail: creatorEmail,
    guardianEmails: [guardianEmail],
    students: students.map((name) => ({ name })),
  });
  await createCheckViaApi(page, creator.accessToken, trip.id, 'Zbiórka przy autokarze');

  const contextB = await browser.newContext();
  const pageB = await contextB.newPage();
  const problemsB = watchForErrors(pageB);
  await Promise.all([openAs(page, creator, '/attendance'), openAs(pageB, guardian, '/attendance')]);
  await expect(page.getByTestId('absent-count')).toHaveText('4');
  await expect(pageB.getByTestId('absent-count')).toHaveText('4');

  const mark = (p: Page, name: string) => row(p, name).getByRole('button', { name: 'Oznacz obecność' }).click();
  await Promise.all([mark(page, 'Adam Lis'), mark(pageB, 'Celina Wróbel')]);
  await Promise.all([mark(page, 'Basia Kot'), mark(pageB, 'Darek Sowa')]);

  for (const p of [page, pageB]) {
    await expect(p.getByTestId('present-count')).toHaveText('4');
    await p.reload();
    await expect(p.getByTestId('present-count')).toHaveText('4');
    for (const name of students) await expect(row(p, name)).toHaveAttribute('data-status', 'present');
  }

  await contextB.close();
  expect(problemsB, 'the second page logged errors').toEqual([]);
});

test("a list deleted by another guardian leaves the open screen without a failed request", async ({ page }) => {
  const creatorEmail = uniqueEmail('usuwa-liste');
  const guardianEmail = uniqueEmail('patrzy-na-liste');
  const guardian = await signUpViaApi(page.request, guardianEmail, 'Ewa Kamińska');
  const creator = await signUpViaApi(page.request, creatorEmail, 'Anna Nowak');
  const trip = await createTripViaApi(page.request, creator.accessToken, {
    tripLeaderEmail: creatorEmail,
    guardianEmails: [guardianEmail],
    students: [{ name: 'Adam Lis' }],
  });
  await createCheckViaApi(page, creator.accessToken, trip.id, 'Śniadanie');
  const supper = await createCheckViaApi(page, creator.accessToken, trip.id, 'Kolacja');

  // The guardian has 'Kolacja' open (the page fixture fails on any 404 it would fetch).
  await openAs(page, guardian, '/attendance');
  await listSelect(page).click();
  await page.getByRole('option', { name: /Kolacja/ }).click();
  await expect(listSelect(page)).toContainText('Kolacja');

  const deleted = await page.request.delete(`/api/trips/${trip.id}/attendance/${supper.id}`, {
    headers: { Authorization: `Bearer ${creator.accessToken}` },
  });
  expect(deleted.status()).toBe(204);
  await expect(listSelect(page)).toContainText('Śniadanie', { timeout: 5_000 });
  await expect(toast(page, /usunięto listę obecności „Kolacja”/)).toBeVisible();
});

test.describe('when the server fails', () => {
  test.use({ expectedHttpStatuses: [500] });

  test('a mark waits on the device and is sent when the server answers again', async ({ page }) => {
    const email = uniqueEmail('wycofanie');
    const session = await signUpViaApi(page.request, email, 'Anna Nowak');
    const trip = await createTripViaApi(page.request, session.accessToken, { tripLeaderEmail: email, students: [{ name: 'Kasia Nowak' }] });
    await createCheckViaApi(page, session.accessToken, trip.id, 'Poranek');
    await page.route('**/api/trips/*/attendance/*/records/*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'server_error', message: 'Błąd serwera' } }) }),
    );
    await openAs(page, session, '/attendance');
    await row(page, 'Kasia Nowak').getByRole('button', { name: 'Oznacz obecność' }).click();
    await expect(row(page, 'Kasia Nowak')).toHaveAttribute('data-status', 'present');
    await expect(page.getByTestId('sync-status')).toContainText('Do wysłania: 1');
    await page.unroute('**/api/trips/*/attendance/*/records/*');
    // The next try comes by itself (after 5 s at first).
    await expect(page.getByTestId('sync-status')).toContainText('Zsynchronizowano', { timeout: 15_000 });
    await expect(page.getByTestId('present-count')).toHaveText('1');
    const lists = await page.request.get(`/api/trips/${trip.id}/attendance`, { headers: { Authorization: `Bearer ${session.accessToken}` } });
    expect((await lists.json())[0].presentCount).toBe(1);
  });
});

test.describe('in a browser set to English', () => {
  test.use({ locale: 'en-US' });

  test('dates stay dd.MM.yyyy with Monday first and times 24-hour', async ({ page }) => {
    const email = uniqueEmail('english');
    const session = await signUpViaApi(page.request, email, 'Anna Nowak');
    await createTripViaApi(page.request, session.accessToken, { tripLeaderEmail: email, startDate: '2026-05-10', endDate: '2026-05-13' });
    await openAs(page, session, '/attendance');
    await page.getByRole('button', { name: 'Nowa lista obecności' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nowa lista obecności' });
    await dialog.getByLabel('Nazwa listy').fill('Wieczór');
    await dialog.getByRole('button', { name: /^Data / }).click();
    const calendar = page.getByRole('grid');
    await expect(calendar.getByRole('row').nth(1).getByRole('gridcell').first()).toHaveAccessibleName(/^poniedziałek, /);
    await page.getByRole('button', { name: 'Przejdź do następnego miesiąca' }).click();
    const next = browserNow();
    next.setDate(1);
    next.setMonth(next.getMonth() + 1);
    const day = new Date(next.getFullYear(), next.getMonth(), 3);
    await calendar.locator(`[data-day="${isoDate(day)}"] button`).click();
    await expect(dialog.getByRole('button', { name: `Data ${dottedDate(day)}` })).toBeVisible();
    // Typed on a number pad: completed to 24-hour hh:mm, never AM/PM.
    const time = dialog.getByLabel('Godzina');
    await time.fill('1930');
    await expect(time).toHaveValue('19:30');
    await time.fill('745');
    await time.blur();
    await expect(time).toHaveValue('07:45');
    await dialog.getByRole('button', { name: 'Utwórz listę' }).click();
    await expect(listSelect(page)).toContainText(`${dottedDate(day)}, 07:45`);

    // The trip's dates in the edit form too.
    await afterDialogsClose(page);
    await page.goto('/trips');
    await page.getByRole('button', { name: 'Edytuj wycieczkę' }).click();
    await expect(page.getByRole('dialog', { name: 'Edytuj wycieczkę' }).getByRole('button', { name: 'Data rozpoczęcia 10.05.2026' })).toBeVisible();
  });
});

test('a date is typed as dd.mm.rrrr: an impossible one says why and makes nothing, a June date of next year makes the list (issue 23)', async ({ page }) => {
  const email = uniqueEmail('data-wpisana');
  const session = await signUpViaApi(page.request, email, 'Anna Nowak');
  const trip = await createTripViaApi(page.request, session.accessToken, { tripLeaderEmail: email, students: [{ name: 'Ala Lis' }] });
  await openAs(page, session, '/attendance');
  await page.getByRole('button', { name: 'Nowa lista obecności' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowa lista obecności' });
  await dialog.getByLabel('Nazwa listy').fill('Wyjazd na zieloną szkołę');
  const date = dialog.getByRole('textbox', { name: 'Data' });
  await date.fill('31.02.2027');
  await expect(dialog.getByText('Nieprawidłowa data: luty 2027 ma 28 dni')).toBeVisible();
  await dialog.getByRole('button', { name: 'Utwórz listę' }).click();
  await expect(dialog).toBeVisible();
  const none = await page.request.get(`/api/trips/${trip.id}/attendance`, { headers: { Authorization: `Bearer ${session.accessToken}` } });
  expect(await none.json()).toEqual([]);

  const year = browserNow().getFullYear() + 1;
  await date.fill(`15.6.${year}`);
  await expect(dialog.getByText(/Nieprawidłowa data/)).toBeHidden();
  await date.blur();
  await expect(date).toHaveValue(`15.06.${year}`);
  await expect(dialog.getByRole('button', { name: `Data 15.06.${year}` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Utwórz listę' }).click();
  await expect(dialog).toBeHidden();
  await expect(listSelect(page)).toContainText(`15.06.${year}`);
  const made = await page.request.get(`/api/trips/${trip.id}/attendance`, { headers: { Authorization: `Bearer ${session.accessToken}` } });
  await expect.poll(async () => ((await (await page.request.get(`/api/trips/${trip.id}/attendance`, { headers: { Authorization: `Bearer ${session.accessToken}` } })).json()) as { date: string }[]).map((l) => l.date)).toEqual([`${year}-06-15`]);
  expect(made.status()).toBe(200);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

  test("the rows stand still while a mark is sent and 'Zsynchronizowano' shows (issue 48)", async ({ page }) => {
    const email = uniqueEmail('nieruchomo');
    const session = await signUpViaApi(page.request, email, 'Anna Nowak');
    const students = ['Ala Adamska', 'Bartek Bąk', 'Celina Cieślak', 'Daniel Dąb'].map((name) => ({ name }));
    const trip = await createTripViaApi(page.request, session.accessToken, { tripLeaderEmail: email, students });
    await createCheckViaApi(page, session.accessToken, trip.id, 'Poranek');
    await openAs(page, session, '/attendance');
    const watched = row(page, 'Daniel Dąb');
    await expect(watched).toBeVisible();
    const before = (await watched.boundingBox())!.y;
    await row(page, 'Ala Adamska').getByRole('button', { name: 'Oznacz obecność' }).click();
    await expect(page.getByTestId('sync-status')).toContainText('Zsynchronizowano');
    expect((await watched.boundingBox())!.y).toBe(before);
    // And when the word is gone again.
    await expect(page.getByTestId('sync-status')).not.toContainText('Zsynchronizowano', { timeout: 15_000 });
    expect((await watched.boundingBox())!.y).toBe(before);
  });
});
