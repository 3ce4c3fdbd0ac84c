import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { pdfPages } from '../apps/server/src/test/pdf-text';
import { afterDialogsClose, createTripViaApi, expect, signInWithSession, signUpViaApi, test, toast, tripCard, uniqueEmail } from './fixtures';

/** Downloads one of the trip's documents from the menu on its card; answers its file name and its text. */
async function download(page: Page, tripName: string, item: 'Karta wycieczki' | 'Lista uczestników' | 'Zgody rodziców') {
  await tripCard(page, tripName).getByRole('button', { name: 'Dokumenty wycieczki' }).click();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: item }).click()]);
  await expect(toast(page, `Pobrano: ${item}`)).toBeVisible();
  const pages = await pdfPages(new Uint8Array(readFileSync((await file.path())!)));
  return { fileName: file.suggestedFilename(), pages: pages.map((text) => text.replace(/\s+/g, ' ')) };
}

test("the karta and the badges ask for the leader's phone first when the profile has none (issue 48)", async ({ browser, page }) => {
  const email = uniqueEmail('bez-telefonu');
  const leader = await signUpViaApi(page.request, email, 'Anna Nowak');
  const guardianEmail = uniqueEmail('opiekun-bez');
  const guardian = await signUpViaApi(page.request, guardianEmail, 'Łucja Żółtowska');
  await createTripViaApi(page.request, leader.accessToken, { name: 'Wyjście do teatru', tripLeaderEmail: email, guardianEmails: [guardianEmail], students: [{ name: 'Jan Żak' }] });

  // A guardian is told the place prints empty, and may print all the same.
  const other = await browser.newContext();
  const guardianPage = await other.newPage();
  await signInWithSession(guardianPage, guardian);
  await guardianPage.goto('/trips');
  await tripCard(guardianPage, 'Wyjście do teatru').getByRole('button', { name: 'Dokumenty wycieczki' }).click();
  await guardianPage.getByRole('menuitem', { name: 'Identyfikatory (PDF)' }).click();
  const told = guardianPage.getByRole('dialog', { name: 'Kierownik nie ma numeru telefonu' });
  await expect(told).toContainText('Wydrukujemy puste miejsce do wpisania numeru ręcznie.');
  await Promise.all([guardianPage.waitForEvent('download'), told.getByRole('button', { name: 'Pobierz mimo to' }).click()]);
  await other.close();

  // The leader types it once; it is kept in the profile and printed.
  await signInWithSession(page, leader);
  await page.goto('/trips');
  await tripCard(page, 'Wyjście do teatru').getByRole('button', { name: 'Dokumenty wycieczki' }).click();
  await page.getByRole('menuitem', { name: 'Identyfikatory (PDF)' }).click();
  const ask = page.getByRole('dialog', { name: 'Podaj swój numer telefonu' });
  await ask.getByLabel('Numer telefonu').fill('12');
  await ask.getByRole('button', { name: 'Zapisz i pobierz' }).click();
  await expect(ask.getByText('Nieprawidłowy numer telefonu (9-20 cyfr)')).toBeVisible();
  await ask.getByLabel('Numer telefonu').fill('600 700 800');
  const [badges] = await Promise.all([page.waitForEvent('download'), ask.getByRole('button', { name: 'Zapisz i pobierz' }).click()]);
  expect((await pdfPages(new Uint8Array(readFileSync((await badges.path())!)))).join(' ').replace(/\s+/g, ' ')).toContain('600 700 800');
  await expect(ask).toBeHidden();
  const karta = await download(page, 'Wyjście do teatru', 'Karta wycieczki');
  expect(karta.pages.join(' ')).toContain('600 700 800');
});

test('a teacher fills in the trip’s details and program, marks the consents and downloads the three documents', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('dokumenty');
  const session = await signUpViaApi(page.request, email, 'Anna Nowak');
  const guardianEmail = uniqueEmail('dokumenty-opiekun');
  await signUpViaApi(page.request, guardianEmail, 'Łucja Żółtowska');
  const tripName = 'Zielona szkoła – Białka Tatrzańska';
  await createTripViaApi(page.request, session.accessToken, {
    name: tripName,
    destination: 'Białka Tatrzańska',
    startDate: '2026-05-11',
    endDate: '2026-05-15',
    tripLeaderEmail: email,
    guardianEmails: [guardianEmail],
    students: [
      { name: 'Zofia Kowalska', className: '6b', parentPhone: '600100200' },
      { name: 'Jan Żak', className: '6a', disability: true },
    ],
  });
  await signInWithSession(page, session);
  await page.goto('/profile');
  await page.getByLabel('Numer telefonu').fill('+48 601 202 303');
  await page.getByLabel('Szkoła', { exact: true }).fill('Szkoła Podstawowa nr 3 w Krakowie');
  await page.getByLabel('Adres szkoły').fill('ul. Długa 5, 30-001 Kraków');
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(toast(page, 'Profil został zaktualizowany')).toBeVisible();

  // The card warns while consents are missing, and so does the documents menu.
  await page.goto('/trips');
  const card = tripCard(page, tripName);
  await expect(card.getByText('Brak zgody: 2')).toBeVisible();
  await card.getByRole('button', { name: 'Dokumenty wycieczki' }).click();
  await expect(page.getByRole('menu').getByText('Brak zgody: 2.')).toBeVisible();
  await page.keyboard.press('Escape');

  // The karta's details, in the trip's edit dialog.
  await card.getByRole('button', { name: 'Edytuj wycieczkę' }).click();
  const edit = page.getByRole('dialog', { name: 'Edytuj wycieczkę' });
  await edit.getByLabel('Cel wycieczki').fill('Poznanie przyrody Tatr');
  await edit.getByLabel('Trasa').fill('Kraków – Białka Tatrzańska – Kraków');
  await edit.getByLabel('Środek transportu').fill('autokar');
  await edit.getByLabel('Liczba uczniów na opiekuna').selectOption('5');
  await edit.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(toast(page, 'Zaktualizowano wycieczkę')).toBeVisible();
  await afterDialogsClose(page);

  // The program, one leg, typed in from the card's own button (issue 48).
  await card.getByRole('button', { name: 'Program wycieczki' }).click();
  const program = page.getByRole('dialog', { name: 'Program wycieczki' });
  await program.getByRole('button', { name: 'Dodaj pozycję programu' }).click();
  await program.getByLabel('Godzina wyjazdu').fill('0730');
  await program.getByLabel('Godzina powrotu').fill('1145');
  await program.getByLabel('Długość trasy (km)').fill('110');
  await program.getByLabel('Miejscowość docelowa i powrotna').fill('Kraków – Białka Tatrzańska');
  await program.getByLabel('Szczegółowy program').fill('Przejazd i zakwaterowanie');
  await program.getByRole('button', { name: 'Zapisz pozycję' }).click();
  await expect(toast(page, 'Dodano pozycję programu')).toBeVisible();
  await expect(program.getByTestId('program-item')).toContainText('11.05.2026, 07:30 – 11:45 · 110 km');
  await page.keyboard.press('Escape');
  await afterDialogsClose(page);

  const karta = await download(page, tripName, 'Karta wycieczki');
  expect(karta.fileName).toBe('karta-wycieczki-zielona-szkola-bialka-tatrzanska.pdf');
  for (const expected of [
    'KARTA WYCIECZKI',
    'Nazwa i adres szkoły: Szkoła Podstawowa nr 3 w Krakowie, ul. Długa 5, 30-001 Kraków',
    'Cel wycieczki: Poznanie przyrody Tatr',
    'Numer telefonu kierownika wycieczki: +48 601 202 303',
    'Liczba uczniów: 2, w tym niepełnosprawnych: 1',
    'Klasa: 6a, 6b',
    'Środek transportu: autokar',
    '11.05.2026, 07:30 11:45 110 Kraków – Białka Tatrzańska Przejazd i zakwaterowanie',
    '1. Łucja Żółtowska',
    'ZATWIERDZAM',
  ]) {
    expect(karta.pages[0], expected).toContain(expected);
  }
  const lista = await download(page, tripName, 'Lista uczestników');
  expect(lista.fileName).toBe('lista-uczestnikow-zielona-szkola-bialka-tatrzanska.pdf');
  expect(lista.pages[0]).toContain('1. Jan Żak 6a 2. Zofia Kowalska 6b 600100200');
  const zgody = await download(page, tripName, 'Zgody rodziców');
  expect(zgody.fileName).toBe('zgody-zielona-szkola-bialka-tatrzanska.pdf');
  expect(zgody.pages).toHaveLength(2);

  // The consents arrive: marked in one go on the students screen, and the warnings go.
  await card.getByRole('button', { name: tripName, exact: true }).click();
  await expect(page).toHaveURL(/\/students$/);
  await expect(page.getByTestId('consent-counter')).toHaveText('Zgody: 0 / 2Brak zgody: 2');
  await page.getByRole('button', { name: 'Tylko bez zgody' }).click();
  await expect(page.getByTestId('student-row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Zgody rodziców' }).click();
  const consents = page.getByRole('dialog', { name: 'Zgody rodziców' });
  await consents.getByRole('button', { name: 'Zapisz (2)' }).click();
  await expect(toast(page, 'Zapisano zgody rodziców: 2')).toBeVisible();
  await expect(page.getByTestId('consent-counter')).toHaveText('Zgody: 2 / 2');
  await expect(page.getByText('Wszystkie zgody są zapisane')).toBeVisible();
  await afterDialogsClose(page);
  await page.goto('/trips');
  await expect(card.getByText(/Brak zgody/)).toHaveCount(0);

  // A roll call straight from the program: the attendance screen opens on it.
  await card.getByRole('button', { name: 'Program wycieczki' }).click();
  await program.getByRole('button', { name: 'Utwórz listę obecności' }).click();
  await expect(page).toHaveURL(/\/attendance$/);
  await expect(toast(page, 'Utworzono listę obecności „Kraków – Białka Tatrzańska”')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Lista obecności' })).toContainText('Kraków – Białka Tatrzańska');
});
