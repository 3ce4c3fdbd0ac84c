import type { Page } from '@playwright/test';
import { afterDialogsClose, createTripViaApi, expect, signInWithSession, signUpViaApi, test, toast, uniqueEmail } from './fixtures';

test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

/** The phone's Back button: one step back in the tab's history. */
async function pressBack(page: Page): Promise<void> {
  await page.evaluate(() => window.history.back());
}

test('Back closes the open dialog and stays on the page; what was typed comes back as a draft', async ({ page }) => {
  const email = uniqueEmail('wstecz');
  const session = await signUpViaApi(page.request, email, 'Anna Nowak');
  const guardian = uniqueEmail('wstecz-opiekun');
  await signUpViaApi(page.request, guardian, 'Marek Wiśniewski');
  await createTripViaApi(page.request, session.accessToken, { name: 'Kraków', tripLeaderEmail: email, guardianEmails: [guardian] });
  await signInWithSession(page, session);
  await page.goto('/trips');
  await expect(page.getByTestId('trip-card')).toHaveCount(1);

  // The wizard: typed, Back, still on /trips; the draft survives a reload too.
  await page.getByRole('button', { name: 'Nowa wycieczka' }).click();
  const wizard = page.getByRole('dialog', { name: 'Kreator nowej wycieczki' });
  await wizard.getByLabel('Nazwa wycieczki').fill('Zielona szkoła w Bieszczadach');
  await wizard.getByLabel('Miejsce docelowe').fill('Ustrzyki Górne');
  await wizard.getByLabel('Email kierownika wycieczki').fill(email);
  await wizard.getByRole('tab', { name: 'Uczniowie' }).click();
  await wizard.getByLabel('Imię i nazwisko ucznia').fill('Zosia Kowalska');
  await wizard.getByRole('button', { name: 'Dodaj ucznia' }).click();
  await pressBack(page);
  await expect(wizard).toBeHidden();
  await expect(page).toHaveURL(/\/trips$/);
  await expect(page.getByRole('heading', { name: 'Twoje Wycieczki', level: 1 })).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Nowa wycieczka' }).click();
  await expect(wizard.getByText(/^Przywrócono niezapisany szkic z \d{2}:\d{2}\.$/)).toBeVisible();
  await expect(wizard.getByRole('tab', { name: 'Uczniowie' })).toHaveAttribute('aria-selected', 'true');
  await expect(wizard.getByText('Zosia Kowalska')).toBeVisible();
  await wizard.getByRole('tab', { name: 'Podstawy' }).click();
  await expect(wizard.getByLabel('Nazwa wycieczki')).toHaveValue('Zielona szkoła w Bieszczadach');
  // 'Odrzuć szkic' starts afresh.
  await wizard.getByRole('button', { name: 'Odrzuć szkic' }).click();
  await expect(wizard.getByLabel('Nazwa wycieczki')).toHaveValue('');
  await expect(wizard.getByRole('button', { name: 'Odrzuć szkic' })).toBeHidden();
  await pressBack(page);
  await expect(wizard).toBeHidden();
  await page.reload();
  await page.getByRole('button', { name: 'Nowa wycieczka' }).click();
  await expect(wizard.getByLabel('Nazwa wycieczki')).toHaveValue('');
  await expect(wizard.getByRole('button', { name: 'Odrzuć szkic' })).toBeHidden();
  await wizard.getByRole('button', { name: 'Anuluj' }).click();
  await expect(wizard).toBeHidden();
  await afterDialogsClose(page);

  // Layers: Back closes the question first, then the guardians dialog.
  await page.getByRole('button', { name: 'Opiekunowie' }).click();
  const guardians = page.getByRole('dialog', { name: 'Zarządzaj opiekunami wycieczki' });
  await guardians.getByRole('button', { name: 'Usuń opiekuna Marek Wiśniewski' }).click();
  const question = page.getByRole('alertdialog', { name: 'Usunąć opiekuna Marek Wiśniewski?' });
  await expect(question).toBeVisible();
  await pressBack(page);
  await expect(question).toBeHidden();
  await expect(guardians).toBeVisible();
  await pressBack(page);
  await expect(guardians).toBeHidden();
  await expect(page).toHaveURL(/\/trips$/);
  await expect(page.getByTestId('trip-card')).toHaveCount(1);

  // The student form: Back keeps the draft, saving ends it.
  await page.getByRole('link', { name: 'Uczniowie' }).click();
  await expect(page).toHaveURL(/\/students$/);
  await page.getByRole('button', { name: 'Dodaj ucznia' }).click();
  const studentDialog = page.getByRole('dialog', { name: 'Dodaj ucznia' });
  await studentDialog.getByLabel('Imię i nazwisko').fill('Jaś Fasola');
  await studentDialog.getByLabel('Alergie').fill('orzechy');
  await pressBack(page);
  await expect(studentDialog).toBeHidden();
  await expect(page).toHaveURL(/\/students$/);
  await page.getByRole('button', { name: 'Dodaj ucznia' }).click();
  await expect(studentDialog.getByLabel('Imię i nazwisko')).toHaveValue('Jaś Fasola');
  await expect(studentDialog.getByLabel('Alergie')).toHaveValue('orzechy');
  await expect(studentDialog.getByRole('button', { name: 'Odrzuć szkic' })).toBeVisible();
  await studentDialog.getByRole('button', { name: 'Dodaj ucznia' }).click();
  await expect(toast(page, 'Dodano ucznia')).toBeVisible();
  // On a phone a toast sits above the tab bar and clear of the top bar's actions.
  const tabBar = (await page.getByRole('navigation', { name: 'Nawigacja główna' }).boundingBox())!;
  const topBar = (await page.locator('header').boundingBox())!;
  // Polled: the toast slides in from below.
  await expect
    .poll(async () => {
      const box = (await toast(page, 'Dodano ucznia').boundingBox())!;
      return box.y >= topBar.y + topBar.height && box.y + box.height <= tabBar.y;
    })
    .toBe(true);
  await expect(studentDialog).toBeHidden();
  await page.getByRole('button', { name: 'Dodaj ucznia' }).click();
  await expect(studentDialog.getByLabel('Imię i nazwisko')).toHaveValue('');
  await pressBack(page);
  await expect(studentDialog).toBeHidden();

  // The room form the same way; one more Back after the dialogs leaves for the trips screen.
  await page.getByRole('link', { name: 'Pokoje' }).click();
  await page.getByRole('button', { name: 'Dodaj pokój' }).click();
  const roomDialog = page.getByRole('dialog', { name: 'Dodaj pokój' });
  await roomDialog.getByLabel('Numer pokoju').fill('12B');
  await pressBack(page);
  await expect(roomDialog).toBeHidden();
  await expect(page).toHaveURL(/\/rooms$/);
  await page.getByRole('button', { name: 'Dodaj pokój' }).click();
  await expect(roomDialog.getByLabel('Numer pokoju')).toHaveValue('12B');
  await roomDialog.getByRole('button', { name: 'Odrzuć szkic' }).click();
  await expect(roomDialog.getByLabel('Numer pokoju')).toHaveValue('');
  await roomDialog.getByRole('button', { name: 'Anuluj' }).click();
  await expect(roomDialog).toBeHidden();
  // 'Anuluj' pops the dialog's history entry itself; Back only after that pop, or the two merge.
  await afterDialogsClose(page);
  await pressBack(page);
  await expect(page).toHaveURL(/\/students$/);

  // A draft left behind goes with 'Wyloguj': the next person on this device finds none.
  await page.getByRole('button', { name: 'Dodaj ucznia' }).click();
  await studentDialog.getByLabel('Imię i nazwisko').fill('Szkic do usunięcia');
  await studentDialog.getByRole('button', { name: 'Anuluj' }).click();
  await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('wycieczki.draft:')).length)).toBe(1);
  await afterDialogsClose(page);
  await page.getByRole('button', { name: 'Wyloguj' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('wycieczki.draft:')))).toEqual([]);
});

test('two dialogs closed in quick succession on a slow phone leave no history entry behind', async ({ page }) => {
  const email = uniqueEmail('wstecz-szybko');
  const session = await signUpViaApi(page.request, email, 'Anna Nowak');
  const guardian = uniqueEmail('wstecz-szybko-opiekun');
  await signUpViaApi(page.request, guardian, 'Marek Wiśniewski');
  await createTripViaApi(page.request, session.accessToken, { name: 'Kraków', tripLeaderEmail: email, guardianEmails: [guardian] });
  await signInWithSession(page, session);
  await page.goto('/trips');
  await expect(page.getByTestId('trip-card')).toHaveCount(1);
  // A busy phone: a back lands a while after it is asked for.
  await page.evaluate(() => {
    const back = window.history.back.bind(window.history);
    window.history.back = () => void window.setTimeout(back, 300);
  });
  const layer = () => page.evaluate(() => (window.history.state as { wycieczkiLayer?: number } | null)?.wycieczkiLayer ?? 0);

  // The question closes, and the dialog under it is closed before the question's back has landed.
  await page.getByRole('button', { name: 'Opiekunowie' }).click();
  const guardians = page.getByRole('dialog', { name: 'Zarządzaj opiekunami wycieczki' });
  await guardians.getByRole('button', { name: 'Usuń opiekuna Marek Wiśniewski' }).click();
  const question = page.getByRole('alertdialog', { name: 'Usunąć opiekuna Marek Wiśniewski?' });
  await expect.poll(layer).toBe(2);
  await question.getByRole('button', { name: 'Anuluj' }).click();
  await expect(question).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(guardians).toBeHidden();
  await afterDialogsClose(page);

  // The next dialog is the first layer again, and a dialog opened while a back is on its way waits for it.
  await page.getByRole('button', { name: 'Edytuj wycieczkę' }).click();
  const edit = page.getByRole('dialog', { name: 'Edytuj wycieczkę' });
  await expect.poll(layer).toBe(1);
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  await page.getByRole('button', { name: 'Usuń wycieczkę' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expect.poll(layer).toBe(1);
  await page.getByRole('button', { name: 'Anuluj' }).click();
  await afterDialogsClose(page);
  await expect(page).toHaveURL(/\/trips$/);
  await expect(page.getByTestId('trip-card')).toHaveCount(1);
});
