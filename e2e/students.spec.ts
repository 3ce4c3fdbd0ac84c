import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { createTripViaApi, expect, signInWithSession, signUpViaApi, test, toast, uniqueEmail } from './fixtures';
import { createRoomViaApi, createStudentViaApi, getStudentsViaApi } from './fixtures/trip-setup';
import { encodeWindows1250 } from './fixtures/windows-1250';

const VALID_PESEL = '44051401458';
const HIDDEN = 'Dane ukryte - dostępne tylko dla twórcy wycieczki';

/** The three counters: all students, present, with a room. */
function expectCounters(counters: Locator, all: number, present: number, withRoom: number) {
  return expect(counters).toHaveText(`Wszyscy uczniowie${all}Obecnistan bieżący${present}Z przypisanym pokojem${withRoom}`);
}

test('a creator adds, finds, edits, marks and deletes students', async ({ page }) => {
  const email = uniqueEmail('uczniowie');
  const session = await signUpViaApi(page.request, email, 'Anna Nowak');
  const trip = await createTripViaApi(page.request, session.accessToken, { name: 'Kraków 2026', tripLeaderEmail: email });
  await createRoomViaApi(page.request, session.accessToken, trip.id, '12', 2);
  await createStudentViaApi(page.request, session.accessToken, trip.id, { name: 'Zofia Wójcik' });
  await signInWithSession(page, session);
  await page.goto('/students');

  await expect(page.getByRole('heading', { name: 'Zarządzanie Uczniami' })).toBeVisible();
  const counters = page.getByRole('region', { name: 'Podsumowanie uczniów' });
  await expectCounters(counters, 1, 1, 0);

  // Add: the shared schema checks the PESEL checksum before anything is sent.
  await page.getByRole('button', { name: 'Dodaj ucznia' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dodaj ucznia' });
  await dialog.getByRole('button', { name: 'Dodaj ucznia' }).click();
  await expect(toast(page, 'Imię i nazwisko jest wymagane')).toBeVisible();
  await expect(dialog.getByLabel('Imię i nazwisko')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Imię i nazwisko').fill('Jan Kowalski');
  await expect(dialog.getByLabel('PESEL')).toHaveAttribute('maxlength', '11');
  await dialog.getByLabel('PESEL').fill('12345678901');
  await dialog.getByRole('button', { name: 'Dodaj ucznia' }).click();
  await expect(toast(page, 'Nieprawidłowy numer PESEL (sprawdź sumę kontrolną)')).toBeVisible();
  await dialog.getByLabel('PESEL').fill(VALID_PESEL);
  await dialog.getByLabel('Telefon rodzica').fill('600 700 800');
  await dialog.getByLabel('Alergie').fill('orzechy');
  await dialog.getByLabel('Pokój').selectOption({ label: 'Pokój 12 – wolne: 2 z 2' });
  await dialog.getByRole('button', { name: 'Dodaj ucznia' }).click();
  await expect(toast(page, 'Dodano ucznia')).toBeVisible();
  await expect(dialog).toBeHidden();
  const jan = page.getByTestId('student-row').filter({ hasText: 'Jan Kowalski' });
  await expect(jan).toContainText('Pokój 12');
  await expect(jan.getByRole('button', { name: 'Obecny' })).toBeVisible();
  await expectCounters(counters, 2, 2, 1);

  // Search: case-insensitive, Polish letters optional.
  await page.getByPlaceholder('Szukaj ucznia...').fill('WOJCIK');
  await expect(page.getByTestId('student-row')).toHaveCount(1);
  await expect(page.getByTestId('student-row')).toContainText('Zofia Wójcik');
  await expect(page.getByTestId('student-row')).toContainText('Nie przypisany');
  await page.getByPlaceholder('Szukaj ucznia...').fill('xyz');
  await expect(page.getByText('Nie znaleziono uczniów')).toBeVisible();
  await page.getByPlaceholder('Szukaj ucznia...').fill('');
  await expect(page.getByTestId('student-row')).toHaveCount(2);

  // Edit: the creator sees the real PESEL; only changed fields are sent.
  await jan.getByRole('button', { name: 'Edytuj: Jan Kowalski' }).click();
  const edit = page.getByRole('dialog', { name: 'Edytuj ucznia' });
  await expect(edit.getByLabel('PESEL')).toHaveValue(VALID_PESEL);
  await edit.getByLabel('Imię i nazwisko').fill('Jan Kowalski-Nowak');
  await edit.getByLabel('Dieta').fill('bezglutenowa');
  await edit.getByLabel('Pokój').selectOption({ label: 'Nie przypisany' });
  await edit.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(toast(page, 'Zaktualizowano ucznia')).toBeVisible();
  const renamed = page.getByTestId('student-row').filter({ hasText: 'Jan Kowalski-Nowak' });
  await expect(renamed).toContainText('Nie przypisany');
  const [stored] = (await getStudentsViaApi(page.request, session.accessToken, trip.id)).filter((s) => s.name === 'Jan Kowalski-Nowak');
  expect(stored).toMatchObject({ pesel: VALID_PESEL, parentPhone: '600 700 800', diet: 'bezglutenowa', allergies: 'orzechy', roomId: null });

  // Presence toggle. The pointer leaves the toasts first: 'Zapisz zmiany' sits above them (bottom centre), and
  // sonner holds every toast open while hovered, so the earlier error toasts would cover the row's button.
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);
  await renamed.getByRole('button', { name: 'Obecny' }).click();
  await expect(renamed.getByRole('button', { name: 'Nieobecny' })).toBeVisible();
  await expectCounters(counters, 2, 1, 0);
  await page.reload();
  await expect(page.getByTestId('student-row').filter({ hasText: 'Jan Kowalski-Nowak' }).getByRole('button', { name: 'Nieobecny' })).toBeVisible();

  // Delete with confirmation; Anuluj keeps the student.
  await page.getByRole('button', { name: 'Usuń: Zofia Wójcik' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Usunąć ucznia?' });
  await confirm.getByRole('button', { name: 'Anuluj' }).click();
  await expect(page.getByTestId('student-row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Usuń: Zofia Wójcik' }).click();
  await confirm.getByRole('button', { name: 'Usuń' }).click();
  await expect(toast(page, 'Usunięto ucznia')).toBeVisible();
  await expect(page.getByTestId('student-row')).toHaveCount(1);
  await expectCounters(counters, 1, 0, 0);
});

test('a guardian never sees PESEL or the parent phone and can still edit a student', async ({ page }) => {
  const creatorEmail = uniqueEmail('tworca');
  const guardianEmail = uniqueEmail('opiekun');
  const creator = await signUpViaApi(page.request, creatorEmail, 'Anna Nowak');
  const guardian = await signUpViaApi(page.request, guardianEmail, 'Marek Wiśniewski');
  const trip = await createTripViaApi(page.request, creator.accessToken, { tripLeaderEmail: creatorEmail, guardianEmails: [guardianEmail] });
  await createStudentViaApi(page.request, creator.accessToken, trip.id, { name: 'Ola Zając', pesel: VALID_PESEL, parentPhone: '600700800' });

  await signInWithSession(page, guardian);
  await page.goto('/students');
  const row = page.getByTestId('student-row').filter({ hasText: 'Ola Zając' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Edytuj: Ola Zając' }).click();
  const edit = page.getByRole('dialog', { name: 'Edytuj ucznia' });
  await expect(edit.getByLabel('PESEL')).toBeDisabled();
  await expect(edit.getByLabel('PESEL')).toHaveValue('');
  await expect(edit.getByLabel('Telefon rodzica')).toBeDisabled();
  await expect(edit.getByText(HIDDEN)).toHaveCount(2);
  await expect(page.locator('body')).not.toContainText(VALID_PESEL);
  await expect(page.locator('body')).not.toContainText('600700800');
  await expect(page.locator('body')).not.toContainText('***MASKED***');

  await edit.getByLabel('Alergie').fill('laktoza');
  await edit.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(toast(page, 'Zaktualizowano ucznia')).toBeVisible();
  const [stored] = await getStudentsViaApi(page.request, creator.accessToken, trip.id);
  expect(stored).toMatchObject({ allergies: 'laktoza', pesel: VALID_PESEL, parentPhone: '600700800' });

  // Adding a student as a guardian works too, without the sensitive fields.
  await page.getByRole('button', { name: 'Dodaj ucznia' }).click();
  const add = page.getByRole('dialog', { name: 'Dodaj ucznia' });
  await expect(add.getByLabel('PESEL')).toBeDisabled();
  await add.getByLabel('Imię i nazwisko').fill('Piotr Lis');
  await add.getByRole('button', { name: 'Dodaj ucznia' }).click();
  await expect(toast(page, 'Dodano ucznia')).toBeVisible();
  await expect(page.getByTestId('student-row')).toHaveCount(2);
});

test('a creator imports students from a Windows-1250 CSV after a preview', async ({ page }) => {
  const email = uniqueEmail('import');
  const session = await signUpViaApi(page.request, email, 'Anna Nowak');
  const trip = await createTripViaApi(page.request, session.accessToken, { name: 'Gdańsk', tripLeaderEmail: email });
  await signInWithSession(page, session);
  await page.goto('/students');
  await expect(page.getByText('Brak uczniów')).toBeVisible();

  const csv = [
    'Imię i nazwisko;PESEL;Telefon rodzica;Alergie;Dieta',
    'Łucja Żółkiewska;44051401359;600700800;orzechy;wegetariańska',
    'Michał Świątek;;;;',
    'Błażej Król;12345678901;;;',
  ].join('\r\n');
  await page.getByRole('button', { name: 'Import z pliku' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import uczniów z pliku' });
  await dialog.getByLabel('Plik z listą uczniów').setInputFiles({ name: 'uczniowie.csv', mimeType: 'text/csv', buffer: encodeWindows1250(csv) });

  const rows = dialog.getByTestId('import-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Łucja Żółkiewska');
  await expect(rows.nth(0)).toContainText('wegetariańska');
  await expect(rows.nth(2)).toContainText('Błażej Król');
  await expect(rows.nth(2)).toContainText('Nieprawidłowy numer PESEL (sprawdź sumę kontrolną)');
  await expect(dialog.getByText('Poprawne wiersze: 2 z 3')).toBeVisible();
  await expect(dialog.getByText('Wolne miejsca: 10')).toBeVisible();
  // Nothing is stored before the confirmation.
  expect(await getStudentsViaApi(page.request, session.accessToken, trip.id)).toHaveLength(0);

  await dialog.getByRole('button', { name: 'Importuj 2 uczniów' }).click();
  await expect(toast(page, 'Zaimportowano uczniów: 2')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('student-row')).toHaveCount(2);
  await expect(page.getByTestId('student-row').filter({ hasText: 'Michał Świątek' })).toBeVisible();
  await expect(page.getByTestId('student-row').filter({ hasText: 'Łucja Żółkiewska' })).toBeVisible();
});

test('the import offers its template and leaves children already listed unticked', async ({ page }) => {
  const email = uniqueEmail('import-dup');
  const session = await signUpViaApi(page.request, email, 'Anna Nowak');
  const trip = await createTripViaApi(page.request, session.accessToken, { name: 'Toruń', tripLeaderEmail: email });
  await createStudentViaApi(page.request, session.accessToken, trip.id, { name: 'Ala Lis', pesel: VALID_PESEL });
  await createStudentViaApi(page.request, session.accessToken, trip.id, { name: 'Jan Wrona' });
  await signInWithSession(page, session);
  await page.goto('/students');
  await page.getByRole('button', { name: 'Import z pliku' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import uczniów z pliku' });

  // The templates carry the headers the importer reads.
  const [csvDownload] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Pobierz szablon (CSV)' }).click()]);
  expect(csvDownload.suggestedFilename()).toBe('szablon-importu-uczniow.csv');
  const csvTemplate = readFileSync((await csvDownload.path())!, 'utf8');
  expect(csvTemplate).toBe('\uFEFFImię i nazwisko;Klasa;PESEL;Telefon rodzica;Alergie;Dieta;Leki;Niepełnosprawność\r\n');
  const [xlsxDownload] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Pobierz szablon (XLSX)' }).click()]);
  expect(xlsxDownload.suggestedFilename()).toBe('szablon-importu-uczniow.xlsx');
  expect(await readSheet(readFileSync((await xlsxDownload.path())!))).toEqual([['Imię i nazwisko', 'Klasa', 'PESEL', 'Telefon rodzica', 'Alergie', 'Dieta', 'Leki', 'Niepełnosprawność']]);

  // The CSV template filled in: one child listed by PESEL, one by name, one twice in the file.
  const filled = csvTemplate + ['Alicja Lis;6a;44051401458;;;;;', 'jan  wrona;;;;;;;', 'Ola Kot;;;;;;;', 'Ola Kot;;;;;;;', 'Igor Zając;6b;;;;;Ventolin przy duszności;tak'].join('\r\n');
  await dialog.getByLabel('Plik z listą uczniów').setInputFiles({ name: 'uczniowie.csv', mimeType: 'text/csv', buffer: Buffer.from(filled) });
  const rows = dialog.getByTestId('import-row');
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(0)).toContainText('Uczeń z tym numerem PESEL jest już na liście tej wycieczki');
  await expect(rows.nth(1)).toContainText('Uczeń o tym imieniu i nazwisku jest już na liście tej wycieczki');
  await expect(rows.nth(3)).toContainText('To samo imię i nazwisko co w wierszu 4');
  await expect(rows.nth(4)).toContainText('6b, niepełnosprawność');
  await expect(dialog.getByText('Możliwe powtórzenia (odznaczone): 2')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Importuj wiersz 3: jan  wrona' })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Importuj wiersz 4: Ola Kot' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Importuj wiersz 5: Ola Kot' })).not.toBeChecked();
  // Two children may share a name: the teacher ticks the second Ola Kot.
  await dialog.getByRole('checkbox', { name: 'Importuj wiersz 5: Ola Kot' }).check();
  await dialog.getByRole('button', { name: 'Importuj 3 uczniów' }).click();
  await expect(toast(page, 'Zaimportowano uczniów: 3')).toBeVisible();
  const imported = await getStudentsViaApi(page.request, session.accessToken, trip.id);
  expect(imported.map((s) => s.name).sort()).toEqual(['Ala Lis', 'Igor Zając', 'Jan Wrona', 'Ola Kot', 'Ola Kot']);
  expect(imported.find((s) => s.name === 'Igor Zając')).toMatchObject({ className: '6b', disability: true, medicines: 'Ventolin przy duszności' });
});

test("the students screen says which 'Obecny' it shows, beside the newest attendance list", async ({ page }) => {
  const email = uniqueEmail('obecny');
  const session = await signUpViaApi(page.request, email, 'Anna Nowak');
  const trip = await createTripViaApi(page.request, session.accessToken, { tripLeaderEmail: email, students: [{ name: 'Ala Lis' }, { name: 'Ola Kot' }] });
  await signInWithSession(page, session);
  await page.goto('/students');
  const source = page.getByTestId('presence-source');
  await expect(source).toContainText('„Obecny” tutaj to stan bieżący: dotknij, aby zmienić.');
  await expect(source).toContainText('Listy z punktów wycieczki są w zakładce Obecność.');

  // A list taken elsewhere appears here with its name, time and count, live.
  const list = await page.request.post(`/api/trips/${trip.id}/attendance`, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
    data: { name: 'Zbiórka 7:30', date: '2026-05-11', time: '07:30' },
  });
  expect(list.status()).toBe(201);
  await expect(source).toContainText('Ostatnia lista: „Zbiórka 7:30”, 11.05.2026, 07:30 – obecni 0/2.');
  await source.getByRole('link', { name: 'Listy obecności' }).click();
  await expect(page).toHaveURL(/\/attendance$/);
  await expect(page.getByTestId('attendance-summary')).toContainText('według listy „Zbiórka 7:30”, 07:30');
});

test('one order on every screen: the students, a room and the roll call list children by surname the Polish way (issue 23)', async ({ page }) => {
  const email = uniqueEmail('kolejnosc');
  const session = await signUpViaApi(page.request, email, 'Anna Nowak');
  const names = ['Ewa Żak', 'Piotr Źrebiec', 'Łucja Lis', 'Adam Łukasik', 'Zofia Adamczyk'];
  const trip = await createTripViaApi(page.request, session.accessToken, { tripLeaderEmail: email, students: names.map((name) => ({ name })) });
  const room = await createRoomViaApi(page.request, session.accessToken, trip.id, '12', 5);
  const students = await getStudentsViaApi(page.request, session.accessToken, trip.id);
  const assigned = await page.request.put(`/api/trips/${trip.id}/rooms/${room.id}/students`, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
    data: { studentIds: students.map((s) => s.id) },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  const expected = ['Zofia Adamczyk', 'Łucja Lis', 'Adam Łukasik', 'Piotr Źrebiec', 'Ewa Żak'];
  await signInWithSession(page, session);
  await page.goto('/students');
  await expect(page.getByTestId('student-row')).toHaveCount(5);
  const shown = await page.getByTestId('student-row').evaluateAll((rows) => rows.map((row) => row.querySelector('span[title]')?.getAttribute('title')));
  expect(shown).toEqual(expected);
  await page.goto('/rooms');
  await expect(page.getByRole('list', { name: 'Uczniowie w pokoju 12' }).getByRole('listitem')).toHaveText(expected);
});
