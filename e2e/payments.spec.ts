import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSheet } from 'read-excel-file/node';
import { expect, openAs, test, toast, tripCard, watchForErrors } from './fixtures';
import { PHONE } from './fixtures/phone-and-desk';
import { createTripLedBy, signUpAs } from './fixtures/trip-setup';

const ACCOUNT = '61109010140000071219812874';

/** What a phone's camera reads from the code on the screen: zbarimg on a screenshot, its bytes as UTF-8 (the ZBP standard's encoding). */
function readQrCode(png: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'qr-')), 'code.png');
  writeFileSync(file, png);
  return execFileSync('zbarimg', ['--raw', '-q', '-Sbinary', file], { stdio: ['ignore', 'pipe', 'ignore'] }).toString('utf8').trim();
}

test.use(PHONE);

/**
 * Issue 26: the creator sets the cost with two instalments and an account (a mistyped account is
 * refused), records a cash payment, downloads the statement (CSV and XLSX read back with the
 * payment), imports a bank statement with a matched and an unmatched line, and the parent's page shows the balance and a transfer QR code that holds the account,
 * the amount in grosze and the child's title.
 */
test('the creator sets the cost and records a payment, the statement reads back, and the parent’s QR code carries the transfer', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const session = await signUpAs(page.request, 'wplaty', 'Anna Nowak');
  await createTripLedBy(page.request, session, {
    name: 'Zakopane 2099',
    destination: 'Zakopane',
    startDate: '2099-03-20',
    endDate: '2099-03-22',
    students: [{ name: 'Jan Kowalski', className: '4b' }, { name: 'Ola Nowak', className: '4b' }],
  });
  await openAs(page, session, '/trips');
  const card = tripCard(page, 'Zakopane 2099');
  await card.getByRole('button', { name: 'Edytuj wycieczkę' }).click();
  const edit = page.getByRole('dialog', { name: 'Edytuj wycieczkę' });
  await edit.getByLabel('Koszt na ucznia').fill('850,00');
  await edit.getByRole('button', { name: 'Dodaj ratę' }).click();
  await edit.getByRole('button', { name: 'Dodaj ratę' }).click();
  await edit.getByLabel('Rata 1: kwota').fill('350');
  await edit.locator('#edit-trip-instalment-0-due-input').fill('01.09.2026');
  await edit.getByLabel('Rata 2: kwota').fill('500,00');
  await edit.locator('#edit-trip-instalment-1-due-input').fill('15.01.2099');
  await expect(edit.getByText('Suma rat: 850,00 zł z 850,00 zł')).toBeVisible();
  // A mistyped digit: refused in the form, nothing saved.
  await edit.getByLabel('Numer konta').fill('61 1090 1014 0000 0712 1981 2875');
  await edit.getByLabel('Odbiorca przelewu').fill('Rada Rodziców SP 3');
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(edit.getByText('Nieprawidłowy numer konta (sprawdź cyfry kontrolne)')).toBeVisible();
  await edit.getByLabel('Numer konta').fill('PL61 1090 1014 0000 0712 1981 2874');
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(toast(page, 'Zaktualizowano wycieczkę')).toBeVisible();
  await expect(edit).toBeHidden();

  // 'Wpłaty' from the trip card: nothing paid, both behind the first instalment.
  await card.getByRole('button', { name: 'Wpłaty' }).click();
  await expect(page).toHaveURL(/\/payments$/);
  await expect(page.getByTestId('payments-paid')).toHaveText('Wpłacono: 0,00 zł z 1 700,00 zł');
  await expect(page.getByTestId('payments-behind')).toHaveText('Zalegają: 2');

  // A cash payment; a bad amount first gets a Polish message.
  await page.getByRole('button', { name: 'Dodaj wpłatę' }).click();
  const add = page.getByRole('dialog', { name: 'Dodaj wpłatę' });
  await add.getByLabel('Uczeń').selectOption({ label: 'Jan Kowalski (4b)' });
  await add.getByLabel('Kwota (zł)').fill('350,001');
  await add.getByRole('button', { name: 'Zapisz wpłatę' }).click();
  await expect(add.getByText('Nieprawidłowa kwota (np. 850,00)')).toBeVisible();
  await add.getByLabel('Kwota (zł)').fill('350,00');
  await add.getByLabel('Notatka (opcjonalnie)').fill('koperta');
  await add.getByRole('button', { name: 'Zapisz wpłatę' }).click();
  await expect(toast(page, 'Zapisano wpłatę')).toBeVisible();
  await expect(page.getByTestId('payments-paid')).toHaveText('Wpłacono: 350,00 zł z 1 700,00 zł');
  await expect(page.getByTestId('payments-behind')).toHaveText('Zalegają: 1');
  await page.getByLabel('Tylko zalegający').check();
  await expect(page.getByTestId('payment-student')).toHaveCount(1);
  await expect(page.getByTestId('payment-student')).toContainText('Ola Nowak');
  await page.getByLabel('Tylko zalegający').uncheck();

  // The statement, as CSV and as XLSX, holds the payment.
  await page.getByRole('button', { name: 'Pobierz zestawienie' }).click();
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Zestawienie CSV' }).click()]);
  const csvText = readFileSync((await csv.path())!, 'utf8');
  expect(csvText).toContain('Jan Kowalski;4b;350,00;gotówka;koperta;Anna Nowak');
  expect(csvText).toContain('Razem;;1700,00;');
  await page.getByRole('button', { name: 'Pobierz zestawienie' }).click();
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Zestawienie XLSX (Excel)' }).click()]);
  const rows = await readSheet(readFileSync((await xlsx.path())!), 'Wpłaty');
  expect(rows[1]!.slice(1, 6)).toEqual(['Jan Kowalski', '4b', 350, 'gotówka', 'koperta']);

  // 'Importuj wyciąg': a transfer with Ola's name is proposed for her, a donation for nobody; nothing
  // is recorded before 'Zapisz wybrane', and the unmatched line stays listed after it.
  await page.getByRole('button', { name: 'Importuj wyciąg' }).click();
  const statement = page.getByRole('dialog', { name: 'Importuj wyciąg' });
  const bank = 'Data;Kwota;Tytuł;Nadawca\r\n02.11.2026;500,00;Ola Nowak kl. 4b Zakopane;PIOTR NOWAK\r\n03.11.2026;100,00;darowizna;FIRMA XYZ\r\n';
  await statement.getByLabel('Plik wyciągu (CSV)').setInputFiles({ name: 'historia.csv', mimeType: 'text/csv', buffer: Buffer.from(bank) });
  await expect(statement.getByTestId('statement-line')).toHaveCount(2);
  await expect(statement.getByText('Propozycja: imię i nazwisko w tytule')).toBeVisible();
  await expect(statement.getByText('Bez propozycji: brak ucznia w tytule')).toBeVisible();
  await expect(page.getByTestId('payments-paid')).toHaveText('Wpłacono: 350,00 zł z 1 700,00 zł');
  await statement.getByRole('button', { name: 'Zapisz wybrane (1)' }).click();
  await expect(toast(page, 'Zapisano przelewy z wyciągu: 1')).toBeVisible();
  await expect(statement.getByText('Już zapisano')).toHaveCount(1);
  await expect(statement.getByText('Bez propozycji: brak ucznia w tytule')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(statement).toBeHidden();
  await expect(page.getByTestId('payments-paid')).toHaveText('Wpłacono: 850,00 zł z 1 700,00 zł');

  // The parent, on a phone that has never seen the app.
  await page.goto('/students');
  await page.getByRole('button', { name: 'Link dla rodzica: Jan Kowalski' }).click();
  const link = await page.getByRole('dialog', { name: 'Link dla rodzica' }).getByLabel('Adres linku').inputValue();
  const parentContext = await browser.newContext(PHONE);
  const parent = await parentContext.newPage();
  const parentProblems = watchForErrors(parent);
  await parent.goto(link);
  const due = parent.getByRole('region', { name: 'Do zapłaty' });
  await expect(due.getByTestId('parent-to-pay')).toHaveText('Następna wpłata: 500,00 zł do 15.01.2099');
  await expect(due).toContainText('350,00 zł do 01.09.2026 ✓ opłacona');
  await expect(due).toContainText('61 1090 1014 0000 0712 1981 2874');
  await expect(due).toContainText('Wycieczka Zakopane 2099 – Jan Kowalski, kl. 4b');
  const code = parent.getByTestId('transfer-qr');
  await code.scrollIntoViewIfNeeded();
  expect(readQrCode(await code.screenshot())).toBe(`|PL|${ACCOUNT}|050000|Rada Rodziców SP 3|Jan Kowalski kl. 4b Zakopane|||`);
  expect(parentProblems).toEqual([]);
  await parentContext.close();
});
