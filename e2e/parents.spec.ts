import { expect, openAs, test, toast, tripCard, watchForErrors } from './fixtures';
import { PHONE } from './fixtures/phone-and-desk';
import { createTripLedBy, signUpAs } from './fixtures/trip-setup';

const EXPIRED = 'Link wygasł lub został unieważniony. Poproś wychowawcę o nowy.';

test.use(PHONE);

/**
 * Issue 25: the teacher hands out a child's link; the parent, in a fresh browser with no session,
 * fills in the child's data and consents; the teacher's screen follows without a reload; a message
 * from the trip card reaches the parent page; a revoked link shows only the expired message.
 */
test('a parent fills in the child’s data and consents through the link, the teacher sees it live, and a revoked link expires', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const session = await signUpAs(page.request, 'link-rodzica', 'Anna Nowak');
  await createTripLedBy(page.request, session, {
    name: 'Zielona szkoła w Zakopanem',
    destination: 'Zakopane',
    startDate: '2099-03-20',
    endDate: '2099-03-22',
    students: [{ name: 'Jan Kowalski', className: '6a' }, { name: 'Ola Nowak' }],
  });
  await openAs(page, session, '/trips');
  await tripCard(page, 'Zielona szkoła w Zakopanem').getByRole('button', { name: 'Zielona szkoła w Zakopanem', exact: true }).click();
  await expect(page).toHaveURL(/\/students$/);

  // The teacher: 'Link dla rodzica' gives the child's link to copy.
  await page.getByRole('button', { name: 'Link dla rodzica: Jan Kowalski' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link dla rodzica' });
  const address = dialog.getByLabel('Adres linku');
  await expect(address).toHaveValue(/\/rodzic#[A-Za-z0-9_-]{32}$/);
  const link = await address.inputValue();
  await expect(dialog.getByRole('button', { name: 'Kopiuj link' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The parent: a phone that has never seen the app.
  const parentContext = await browser.newContext(PHONE);
  const parent = await parentContext.newPage();
  const parentProblems = watchForErrors(parent, [404]);
  await parent.goto(link);
  await expect(parent.getByRole('heading', { name: 'Jan Kowalski', level: 1 })).toBeVisible();
  await expect(parent.getByRole('heading', { name: 'Zielona szkoła w Zakopanem' })).toBeVisible();
  await expect(parent.getByText('Ola Nowak')).toHaveCount(0);
  // 'Do zrobienia' first (issue 48): what is left, each a tap away from its section.
  const toDo = parent.getByTestId('parent-to-do');
  await expect(toDo.getByRole('button')).toHaveText(['Odpowiedz na zgodę na udział dziecka w wycieczce.', 'Uzupełnij dane dziecka: telefony, alergie, dietę i leki.']);
  await toDo.getByRole('button', { name: /Uzupełnij dane dziecka/ }).click();
  await expect(parent.getByRole('heading', { name: 'Dane dziecka' })).toBeInViewport();

  await parent.getByLabel('Alergie').fill('orzechy laskowe');
  await parent.getByLabel('Leki').fill('Zyrtec 10 mg rano');
  await parent.getByRole('button', { name: 'Zapisz dane' }).click();
  await expect(parent.getByText('Zapisano dane. Dziękujemy!')).toBeVisible();

  // Bad input: a clear Polish message, nothing sent. Each statement has its own answer (issue 48).
  await parent.getByRole('group', { name: '1. Udział w wycieczce' }).getByLabel('Wyrażam zgodę').check();
  await parent.getByRole('group', { name: '2. Pomoc medyczna w nagłym wypadku' }).getByLabel('Wyrażam zgodę').check();
  await parent.getByRole('button', { name: 'Wyślij odpowiedź' }).click();
  await expect(parent.getByText('Podaj imię i nazwisko rodzica lub opiekuna prawnego')).toBeVisible();
  await parent.getByLabel('Imię i nazwisko rodzica lub opiekuna prawnego').fill('Ewa Kowalska');
  await parent.getByRole('button', { name: 'Wyślij odpowiedź' }).click();
  await expect(parent.getByTestId('consent-answer')).toContainText(/Zgoda wyrażona \d\d\.\d\d\.\d{4}, \d\d:\d\d/);
  // All done: 'Do zrobienia' is gone.
  await expect(toDo).toHaveCount(0);

  // The teacher's screen follows without a reload.
  const row = page.getByTestId('student-row').filter({ hasText: 'Jan Kowalski' });
  await expect(row).toContainText('Zgoda dostarczona (online)');
  await expect(row).toContainText('Alergie: orzechy laskowe');
  await expect(row).toContainText('Leki: Zyrtec 10 mg rano');
  await expect(row).toContainText(/Uzupełnione przez rodzica \d\d\.\d\d\.\d{4}, \d\d:\d\d/);
  await expect(page.getByTestId('consent-counter')).toContainText('Zgody: 1 / 2');

  // A message from the trip card reaches the parent page without a reload.
  await page.goto('/trips');
  await tripCard(page, 'Zielona szkoła w Zakopanem').getByRole('button', { name: 'Komunikaty dla rodziców' }).click();
  const messages = page.getByRole('dialog', { name: 'Komunikaty dla rodziców' });
  await messages.getByLabel('Treść komunikatu').fill('Dojechaliśmy do Zakopanego, wszyscy zdrowi.');
  await messages.getByRole('button', { name: 'Wyślij' }).click();
  await expect(toast(page, 'Wysłano komunikat do rodziców')).toBeVisible();
  await expect(parent.getByTestId('parent-message')).toContainText('Dojechaliśmy do Zakopanego, wszyscy zdrowi.', { timeout: 25_000 });
  await page.keyboard.press('Escape');
  await expect(messages).toBeHidden();

  // 'Unieważnij link': the old link shows the expired message and nothing else.
  await page.goto('/students');
  await page.getByRole('button', { name: 'Link dla rodzica: Jan Kowalski' }).click();
  await dialog.getByRole('button', { name: 'Unieważnij link' }).click();
  await dialog.getByRole('group', { name: 'Unieważnienie linku' }).getByRole('button', { name: 'Unieważnij link' }).click();
  await expect(toast(page, 'Unieważniono link. Przekaż rodzicowi nowy.')).toBeVisible();
  await expect(address).not.toHaveValue(link);
  await parent.reload();
  await expect(parent.getByRole('alert')).toHaveText(EXPIRED);
  await expect(parent.getByText('Jan Kowalski')).toHaveCount(0);

  await parentContext.close();
  expect(parentProblems, 'the parent page logged errors').toEqual([]);
});
