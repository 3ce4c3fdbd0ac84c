import { expect, openAs, PASSWORD, signUpViaApi, test, toast, uniqueEmail, watchForErrors } from './fixtures';

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 } as const;

test.use(PHONE);

/**
 * Issue 27, first step: a head teacher creates the school and invites a teacher; the teacher opens the
 * link signed out, signs up, lands back on the invitation and joins; the head sees them; a used link
 * opens nothing more.
 */
test('a head creates a school and invites a teacher, who signs up through the link and joins', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const head = await signUpViaApi(page.request, uniqueEmail('dyrektor'), 'Barbara Dyrektor');
  await openAs(page, head, '/profile');
  await page.getByRole('link', { name: /Szkoła/ }).click();
  await expect(page).toHaveURL(/\/school$/);
  // Bad input: a Polish message, nothing made.
  await page.getByRole('button', { name: 'Utwórz szkołę' }).click();
  await expect(page.getByText('Podaj nazwę szkoły')).toBeVisible();
  await page.getByLabel('Nazwa szkoły').fill('Szkoła Podstawowa nr 3 w Krakowie');
  await page.getByLabel('Adres szkoły (opcjonalnie)').fill('ul. Lipowa 3, 30-001 Kraków');
  await page.getByRole('button', { name: 'Utwórz szkołę' }).click();
  await expect(toast(page, 'Utworzono szkołę. Jesteś jej dyrektorem.')).toBeVisible();
  await expect(page.getByText('Twoja rola: Dyrektor.')).toBeVisible();

  await page.getByRole('button', { name: 'Zaproś nauczyciela' }).click();
  const link = await page.getByLabel('Adres zaproszenia').inputValue();
  expect(link).toMatch(/\/szkola\/dolacz#[A-Za-z0-9_-]{32}$/);

  // The teacher: no account yet, on a phone.
  const teacherContext = await browser.newContext(PHONE);
  const teacher = await teacherContext.newPage();
  const problems = watchForErrors(teacher, [401]);
  await teacher.goto(link);
  await expect(teacher.getByText('Zaproszenie do szkoły')).toBeVisible();
  await teacher.getByRole('link', { name: 'Zaloguj się lub zarejestruj' }).click();
  await teacher.getByRole('tab', { name: 'Rejestracja' }).click();
  await teacher.getByLabel('Imię i nazwisko').fill('Tomasz Nauczyciel');
  await teacher.getByLabel('Email').fill(uniqueEmail('nauczyciel'));
  await teacher.getByLabel('Hasło').fill(PASSWORD);
  await teacher.getByRole('button', { name: 'Utwórz konto' }).click();
  // Signed up, the invitation opens again by itself.
  await expect(teacher).toHaveURL(/\/szkola\/dolacz$/);
  await teacher.getByRole('button', { name: 'Dołącz do szkoły' }).click();
  await expect(toast(teacher, 'Dołączono do szkoły „Szkoła Podstawowa nr 3 w Krakowie”')).toBeVisible();
  await expect(teacher).toHaveURL(/\/school$/);
  await expect(teacher.getByText('Twoja rola: Nauczyciel.')).toBeVisible();
  await expect(teacher.getByRole('button', { name: 'Zaproś nauczyciela' })).toHaveCount(0);
  expect(problems).toEqual([]);

  // The head sees the teacher; the used link is gone from the list and opens nothing more.
  await page.reload();
  await expect(page.getByTestId('school-member').filter({ hasText: 'Tomasz Nauczyciel' })).toContainText('Nauczyciel');
  await expect(page.getByTestId('school-invitation')).toHaveCount(0);
  const stranger = await browser.newContext(PHONE);
  const strangerPage = await stranger.newPage();
  const strangerSession = await signUpViaApi(strangerPage.request, uniqueEmail('obcy'), 'Ktoś Obcy');
  await openAs(strangerPage, strangerSession, '/trips');
  await strangerPage.goto(link);
  await strangerPage.getByRole('button', { name: 'Dołącz do szkoły' }).click();
  await expect(strangerPage.getByRole('alert').filter({ hasText: 'Zaproszenie wygasło lub zostało unieważnione. Poproś dyrektora o nowe.' })).toBeVisible();
  await Promise.all([teacherContext.close(), stranger.close()]);
});
