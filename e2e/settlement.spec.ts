import { readFileSync } from 'node:fs';
import { readSheet } from 'read-excel-file/node';
import type { Student } from '@wycieczki/shared';
import { afterDialogsClose, createTripViaApi, daysAgo, expect, openAs, signUpViaApi, test, toast, tripCard, uniqueEmail } from './fixtures';
import { PHONE, PHONE_AND_DESK } from './fixtures/phone-and-desk';

test.use(PHONE);

/**
 * Issue 31: after last week's trip the leader records the coach ('Dodaj wydatek'), sees the surplus
 * split between the two who paid, records Jan's return ('Zwrot'), downloads the settlement as XLSX
 * (read back), and closes the trip: it lists the return still due, then the trip is 'Zakończona',
 * the students screen says it is read-only (a child's data still opens, read only), and 'Wznów
 * edycję' opens it again.
 */
test('the leader records an expense and a return, exports the settlement and closes the trip', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('rozliczenie');
  const session = await signUpViaApi(page.request, email, 'Anna Nowak');
  const headers = { Authorization: `Bearer ${session.accessToken}` };
  const trip = await createTripViaApi(page.request, session.accessToken, {
    name: 'Zielona szkoła Białka',
    destination: 'Białka Tatrzańska',
    startDate: daysAgo(8),
    endDate: daysAgo(4),
    tripLeaderEmail: email,
    students: [{ name: 'Jan Kowalski', className: '6a', pesel: '44051401458', allergies: 'orzechy' }, { name: 'Ola Nowak', className: '6a' }],
  });
  expect((await page.request.patch(`/api/trips/${trip.id}`, { headers, data: { cost: { perStudent: 85000, instalments: [] } } })).status()).toBe(200);
  const students = (await (await page.request.get(`/api/trips/${trip.id}/students`, { headers })).json()) as Student[];
  for (const student of students) {
    const paid = await page.request.post(`/api/trips/${trip.id}/payments`, { headers, data: { studentId: student.id, amount: 85000, paidOn: daysAgo(20), method: 'gotowka' } });
    expect(paid.status()).toBe(201);
  }

  await openAs(page, session, '/trips');
  await tripCard(page, 'Zielona szkoła Białka').getByRole('button', { name: 'Wpłaty' }).click();
  await page.getByRole('tab', { name: 'Wydatki' }).click();
  await expect(page).toHaveURL(/widok=wydatki/);
  await expect(page.getByText('Nie zapisano jeszcze wydatków')).toBeVisible();

  // The coach, with a bad amount first.
  await page.getByRole('button', { name: 'Dodaj wydatek' }).click();
  const add = page.getByRole('dialog', { name: 'Dodaj wydatek' });
  await add.getByLabel('Kategoria').selectOption({ label: 'Transport' });
  await add.getByLabel('Kwota (zł)').fill('1650,001');
  await add.getByRole('button', { name: 'Zapisz wydatek' }).click();
  await expect(add.getByText('Nieprawidłowa kwota (np. 850,00)')).toBeVisible();
  await add.getByLabel('Kwota (zł)').fill('1 650,00');
  await add.getByLabel('Numer dokumentu (opcjonalnie)').fill('FV 12/2026');
  await add.getByRole('button', { name: 'Zapisz wydatek' }).click();
  await expect(toast(page, 'Zapisano wydatek')).toBeVisible();
  await expect(page.getByTestId('expenses-total')).toHaveText('Wydano: 1 650,00 zł');
  await expect(page.getByTestId('expense')).toContainText('FV 12/2026');

  // The settlement: 1 700 in, 1 650 out, 25 back to each.
  await page.getByRole('tab', { name: 'Rozliczenie' }).click();
  await expect(page.getByTestId('settlement-balance')).toHaveText('50,00 zł');
  await expect(page.getByTestId('settlement-split')).toHaveText('Nadwyżka 50,00 zł zwracana po równo: po 25,00 zł dla 2 wpłacających.');
  await page.getByRole('button', { name: 'Zwrot: Jan Kowalski' }).click();
  const giveBack = page.getByRole('dialog', { name: 'Zwrot' });
  await expect(giveBack.getByLabel('Kwota zwrotu (zł)')).toHaveValue('25,00');
  await giveBack.getByLabel('gotówka').check();
  await giveBack.getByRole('button', { name: 'Zapisz zwrot' }).click();
  await expect(toast(page, 'Zapisano zwrot')).toBeVisible();
  await expect(page.getByTestId('settlement-returned')).toHaveText('25,00 zł');
  await expect(page.getByTestId('settlement-return')).toContainText('Zwrot 25,00 zł · gotówka');

  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Rozliczenie (XLSX)' }).click()]);
  expect(xlsx.suggestedFilename()).toBe('rozliczenie-zielona-szkola-bialka.xlsx');
  const bytes = readFileSync((await xlsx.path())!);
  expect(await readSheet(bytes, 'Rozliczenie')).toEqual(expect.arrayContaining([['III. Saldo (I – II)', 50]]));
  expect((await readSheet(bytes, 'Zwroty')).find((row) => row[0] === 'Jan Kowalski')?.slice(2, 6)).toEqual([850, 25, 25, 0]);

  // 'Zakończ wycieczkę', from the trip's card (issue 48): the question opens on 'Rozliczenie' at once.
  // Ola's return is still due; closed, the trip is read-only.
  await page.goto('/trips');
  await tripCard(page, 'Zielona szkoła Białka').getByRole('button', { name: 'Zakończ wycieczkę' }).click();
  await expect(page).toHaveURL(/widok=rozliczenie/);
  const close = page.getByRole('dialog', { name: 'Zakończyć wycieczkę?' });
  await expect(close.getByTestId('close-open-items')).toContainText('Zwroty do wypłacenia: 1 uczeń, razem 25,00 zł.');
  await close.getByRole('button', { name: 'Zakończ wycieczkę' }).click();
  await expect(toast(page, 'Wycieczka zakończona')).toBeVisible();
  await expect(page.getByTestId('trip-closed')).toContainText('Zakończona');
  await page.goto('/students');
  await expect(page.getByTestId('closed-trip-banner')).toContainText('tylko do odczytu');
  // Nothing to edit, but the creator still reads a child's data (an insurer asks for the PESEL).
  await expect(page.getByRole('button', { name: 'Edytuj: Jan Kowalski' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Dane: Jan Kowalski' }).click();
  const details = page.getByRole('dialog', { name: 'Dane ucznia' });
  await expect(details).toContainText('44051401458');
  await expect(details).toContainText('orzechy');
  await expect(details.getByRole('textbox')).toHaveCount(0);
  if (process.env.PHONE_SCREENSHOTS) await page.screenshot({ path: '.tmp/phone-student-details.png' });
  await details.getByRole('button', { name: 'Zamknij' }).first().click();
  await expect(details).toBeHidden();
  await afterDialogsClose(page);
  await page.goto('/trips');
  await expect(tripCard(page, 'Zielona szkoła Białka').getByTestId('trip-closed-badge')).toHaveText('Zakończona');
  await expect(tripCard(page, 'Zielona szkoła Białka').getByRole('button', { name: 'Edytuj wycieczkę' })).toHaveCount(0);

  // 'Wznów edycję' opens it again.
  await tripCard(page, 'Zielona szkoła Białka').getByRole('button', { name: 'Wpłaty i rozliczenie' }).click();
  await expect(page).toHaveURL(/widok=rozliczenie/);
  await page.getByRole('button', { name: 'Wznów edycję' }).click();
  await expect(toast(page, 'Wznowiono edycję wycieczki')).toBeVisible();
  await page.goto('/students');
  await expect(page.getByRole('heading', { name: 'Zarządzanie Uczniami' })).toBeVisible();
  await expect(page.getByTestId('closed-trip-banner')).toHaveCount(0);
});

/**
 * Issue 48: a family that paid more than the cost has the overpayment listed as due back, in full and
 * before the equal split, on 'Rozliczenie'; at 360 and 1280 px.
 */
for (const width of PHONE_AND_DESK) {
  test.describe(`an overpayment at ${width.label}`, () => {
    test.use(width.use);

    test("is listed as due back in 'Rozliczenie'", async ({ page }) => {
      const email = uniqueEmail('nadplata');
      const session = await signUpViaApi(page.request, email, 'Anna Nowak');
      const headers = { Authorization: `Bearer ${session.accessToken}` };
      const tripName = `Wyjście do teatru ${width.label}`;
      const trip = await createTripViaApi(page.request, session.accessToken, {
        name: tripName,
        startDate: daysAgo(8),
        endDate: daysAgo(4),
        tripLeaderEmail: email,
        students: [{ name: 'Jan Kowalski' }, { name: 'Ola Nowak' }],
      });
      expect((await page.request.patch(`/api/trips/${trip.id}`, { headers, data: { cost: { perStudent: 5000, instalments: [] } } })).status()).toBe(200);
      const students = (await (await page.request.get(`/api/trips/${trip.id}/students`, { headers })).json()) as Student[];
      const ola = students.find((s) => s.name === 'Ola Nowak')!;
      for (const student of students) {
        const amount = student.id === ola.id ? 7000 : 5000;
        expect((await page.request.post(`/api/trips/${trip.id}/payments`, { headers, data: { studentId: student.id, amount, paidOn: daysAgo(20), method: 'gotowka' } })).status()).toBe(201);
      }
      expect((await page.request.post(`/api/trips/${trip.id}/expenses`, { headers, data: { category: 'bilety', amount: 10000, spentOn: daysAgo(5) } })).status()).toBe(201);

      await openAs(page, session, '/trips');
      await tripCard(page, tripName).getByRole('button', { name: 'Wpłaty' }).click();
      await page.getByRole('tab', { name: 'Rozliczenie' }).click();
      await expect(page.getByText('Nadpłaty 20,00 zł wracają w całości uczniowi, który wpłacił więcej niż koszt; nadwyżki do podziału nie ma.')).toBeVisible();
      const olaLine = page.getByTestId('settlement-student').filter({ hasText: 'Ola Nowak' });
      await expect(olaLine).toContainText('Do zwrotu:20,00 zł');
      await expect(olaLine).toContainText('w tym nadpłata:20,00 zł');
      await expect(page.getByTestId('settlement-student').filter({ hasText: 'Jan Kowalski' })).toContainText('Do zwrotu:0,00 zł');
    });
  });
}
