import { MSG } from '@wycieczki/shared';
import { createTripViaApi, expect, openAs, PASSWORD, signUpViaApi, test, toast, tripCard, uniqueEmail } from './fixtures';
import { expectPhoneLayout } from './fixtures/phone-layout';
import { mailTo } from './mailbox';

// Adding an address without an account answers 404 (SPEC's 'Nie znaleziono użytkownika…'), on purpose;
// the first invitation of an account that has not confirmed its address, 403 (issue 47).
test.use({ expectedHttpStatuses: [404, 403] });

/**
 * Issue 30, 'Wyślij zaproszenie' against a real SMTP server (e2e/mail-catcher.mjs): the teacher
 * invites a colleague without an account from the guardians dialog; the colleague opens the e-mail's
 * link, signs up with the invited address and lands on the trip as its guardian; the dialog no
 * longer lists the invitation but the new guardian.
 */
test('an invitation to an address without an account: sign-up from the e-mail’s link, and the trip is there', async ({ browser, page }) => {
  test.setTimeout(90_000);
  const teacherEmail = uniqueEmail('zapraszajaca');
  const teacher = await signUpViaApi(page.request, teacherEmail, 'Anna Nowak');
  await createTripViaApi(page.request, teacher.accessToken, { name: 'Zielona szkoła w Karpaczu', tripLeaderEmail: teacherEmail, startDate: '2027-05-12', endDate: '2027-05-15' });
  await openAs(page, teacher, '/trips');

  const colleague = uniqueEmail('kolega');
  await tripCard(page, 'Zielona szkoła w Karpaczu').getByRole('button', { name: 'Opiekunowie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zarządzaj opiekunami wycieczki' });
  await dialog.getByLabel('Email opiekuna').fill(colleague);
  await dialog.getByRole('button', { name: 'Dodaj' }).click();
  await expect(toast(page, MSG.userNotFound)).toBeVisible();
  await expect(dialog.getByText(`Nie ma konta z adresem ${colleague}.`)).toBeVisible();
  // A new account confirms its own address before its first invitation (issue 47: no mail relay).
  await dialog.getByRole('button', { name: 'Wyślij zaproszenie' }).click();
  await expect(dialog.getByText(MSG.emailUnconfirmed)).toBeVisible();
  await dialog.getByRole('button', { name: 'Wyślij link potwierdzający' }).click();
  await expect(dialog.getByText(`Wysłaliśmy link na adres ${teacherEmail}`)).toBeVisible();
  const [confirmation] = await mailTo(teacherEmail);
  expect(confirmation?.subject).toBe('Potwierdź adres e-mail – Wycieczki szkolne');
  const confirmLink = /http:\/\/127\.0\.0\.1:\d+\/potwierdz-email#[A-Za-z0-9_-]{43}/.exec(confirmation?.text ?? '')?.[0];
  expect(confirmLink).toBeTruthy();
  // Opened in another tab, as from the mail program.
  const mailTab = await page.context().newPage();
  await mailTab.goto(confirmLink!);
  await expect(mailTab.getByText(`Adres e-mail potwierdzony: ${teacherEmail}`)).toBeVisible();
  await expect(mailTab).toHaveURL(/\/potwierdz-email$/);
  await mailTab.close();
  await dialog.getByRole('button', { name: 'Wyślij zaproszenie' }).click();
  await expect(toast(page, `Wysłano zaproszenie na adres ${colleague}`)).toBeVisible();
  const pending = dialog.getByRole('list', { name: 'Zaproszenia' });
  await expect(pending.getByRole('listitem')).toHaveCount(1);
  await expect(pending).toContainText(colleague);
  await expect(pending).toContainText(/Zaproszenie wysłane \d{2}\.\d{2}\.\d{4}/);
  await expect(pending.getByRole('button', { name: `Wyślij ponownie zaproszenie na adres ${colleague}` })).toBeVisible();

  const [mail] = await mailTo(colleague);
  expect(mail?.subject).toBe('Zaproszenie do grona opiekunów wycieczki – Wycieczki szkolne');
  expect(mail?.text).toContain('Anna Nowak zaprasza Cię');
  const link = /http:\/\/127\.0\.0\.1:\d+\/wycieczka\/dolacz#[A-Za-z0-9_-]{32}/.exec(mail?.text ?? '')?.[0];
  expect(link).toBeTruthy();

  // The colleague, on a phone that has never seen the app.
  const phone = await browser.newContext({ locale: 'pl-PL', timezoneId: 'Europe/Warsaw', viewport: { width: 360, height: 640 } });
  const colleaguePage = await phone.newPage();
  await colleaguePage.goto(link!);
  await expect(colleaguePage.getByRole('heading', { name: 'Zaproszenie na wycieczkę' })).toBeVisible();
  // The secret leaves the address bar at once.
  await expect(colleaguePage).toHaveURL(/\/wycieczka\/dolacz$/);
  await expect(colleaguePage.getByText('Zielona szkoła w Karpaczu')).toBeVisible();
  await expect(colleaguePage.getByText('12–15.05.2027')).toBeVisible();
  await expect(colleaguePage.getByText('Anna Nowak')).toBeVisible();
  await expectPhoneLayout(colleaguePage, 'the trip invitation');
  await colleaguePage.getByRole('link', { name: 'Załóż konto' }).click();
  // The sign-up tab, with the invited address filled in.
  await expect(colleaguePage.getByRole('tab', { name: 'Rejestracja' })).toHaveAttribute('aria-selected', 'true');
  await expect(colleaguePage.getByLabel('Email')).toHaveValue(colleague);
  await colleaguePage.getByLabel('Imię i nazwisko').fill('Piotr Zieliński');
  await colleaguePage.getByLabel('Hasło').fill(PASSWORD);
  await colleaguePage.getByRole('button', { name: 'Utwórz konto' }).click();
  await expect(toast(colleaguePage, 'Dołączono do wycieczki „Zielona szkoła w Karpaczu”')).toBeVisible();
  await expect(colleaguePage).toHaveURL(/\/trips$/);
  await expect(tripCard(colleaguePage, 'Zielona szkoła w Karpaczu')).toBeVisible();
  await phone.close();

  // The teacher's dialog shows the new guardian live, and no pending invitation.
  await expect(dialog.getByRole('list', { name: 'Opiekunowie wycieczki' })).toContainText('Piotr Zieliński');
  await expect(dialog.getByRole('list', { name: 'Zaproszenia' })).toBeHidden();
});
