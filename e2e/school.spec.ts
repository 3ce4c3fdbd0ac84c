import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { SchoolInvitation } from '@wycieczki/shared';
import { pdfPages } from '../apps/server/src/test/pdf-text';
import { afterDialogsClose, createTripViaApi, letToastsGo, expect, openAs, PASSWORD, signUpViaApi, test, toast, tripCard, uniqueEmail, watchForErrors } from './fixtures';
import { PHONE, PHONE_AND_DESK } from './fixtures/phone-and-desk';

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
  // Her own sections in the phone's bar at once (issue 48), not behind the profile's icon.
  const nav = page.getByRole('navigation', { name: 'Nawigacja główna' });
  await expect(nav.getByRole('link', { name: 'Szkoła', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Wycieczki szkoły' })).toBeVisible();

  await page.getByRole('button', { name: 'Zaproś nauczyciela' }).click();
  const link = await page.getByLabel('Adres zaproszenia').inputValue();
  expect(link).toMatch(/\/szkola\/dolacz#[A-Za-z0-9_-]{32}$/);

  // The teacher: no account yet, on a phone.
  const teacherContext = await browser.newContext(PHONE);
  const teacher = await teacherContext.newPage();
  const problems = watchForErrors(teacher, [401]);
  await teacher.goto(link);
  await expect(teacher.getByText('Zaproszenie do szkoły')).toBeVisible();
  // Which school, whose invitation, before any account (issue 48).
  await expect(teacher.getByText('Dyrektor Barbara Dyrektor zaprasza Cię do szkoły „Szkoła Podstawowa nr 3 w Krakowie” w aplikacji.')).toBeVisible();
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
  // A used link says so at once, with nothing to press.
  await expect(strangerPage.getByRole('alert').filter({ hasText: 'Zaproszenie wygasło lub zostało unieważnione. Poproś dyrektora o nowe.' })).toBeVisible();
  await expect(strangerPage.getByRole('button', { name: 'Dołącz do szkoły' })).toHaveCount(0);
  await Promise.all([teacherContext.close(), stranger.close()]);
});

const LAPTOP = { viewport: { width: 1280, height: 800 } } as const;

for (const width of PHONE_AND_DESK) {
  test.describe(`the head at ${width.label}`, () => {
    test.use(width.use);

    test("lands on her own home, 'Do zatwierdzenia: N', with 'Wycieczki szkoły' and 'Szkoła' in the navigation (issue 48)", async ({ page }) => {
      const email = uniqueEmail('dyrektor');
      const head = await signUpViaApi(page.request, email, 'Małgorzata Zielińska');
      const created = await page.request.post('/api/schools', { headers: { Authorization: `Bearer ${head.accessToken}` }, data: { name: 'Szkoła Podstawowa nr 7' } });
      expect(created.status()).toBe(201);
      const signedIn = await page.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } });
      const session = await signedIn.json();
      expect(session.user.schoolRole).toBe('head');
      await openAs(page, session, '/');
      await expect(page).toHaveURL(/\/school\/trips$/);
      await expect(page.getByRole('heading', { name: 'Do zatwierdzenia: 0' })).toBeVisible();
      // The bar on a phone (the last of the two navigations), the top bar on a desk.
      const nav = page.getByRole('navigation', { name: 'Nawigacja główna' }).filter({ visible: true }).last();
      await expect(nav.getByRole('link', { name: 'Wycieczki szkoły' })).toHaveAttribute('aria-current', 'page');
      await nav.getByRole('link', { name: 'Szkoła', exact: true }).click();
      await expect(page).toHaveURL(/\/school$/);
      await expect(page.getByText('Twoja rola: Dyrektor.')).toBeVisible();
    });
  });
}

/** The karta's text as the teacher downloads it from the card's menu. */
async function kartaText(page: Page, tripName: string): Promise<string> {
  await tripCard(page, tripName).getByRole('button', { name: 'Dokumenty wycieczki' }).click();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Karta wycieczki' }).click()]);
  return (await pdfPages(new Uint8Array(readFileSync((await file.path())!)))).join('\n').replace(/\s+/g, ' ');
}

/**
 * Issue 27, the approval of the karta: the teacher joins with the head's link and sends a trip; the
 * head (on the office laptop) returns it with a comment; the teacher fixes it and sends it again; the
 * head approves; the card shows 'Zatwierdzona', the karta prints the approval line, and a change to
 * the program sends it back to 'Czeka na zatwierdzenie'.
 */
test('a head returns a karta with a comment, then approves it; a change to the program sends it back', async ({ browser, page }) => {
  test.setTimeout(150_000);
  const head = await signUpViaApi(page.request, uniqueEmail('dyrektor'), 'Barbara Dyrektor');
  const auth = { Authorization: `Bearer ${head.accessToken}` };
  expect((await page.request.post('/api/schools', { headers: auth, data: { name: 'Szkoła Podstawowa nr 3 w Krakowie', address: 'ul. Lipowa 3' } })).status()).toBe(201);
  const invitation = (await (await page.request.post('/api/schools/mine/invitations', { headers: auth })).json()) as SchoolInvitation;

  // The teacher joins with the link and has a trip of the school, with no program yet.
  const teacher = await signUpViaApi(page.request, uniqueEmail('nauczyciel'), 'Tomasz Nauczyciel');
  const guardian = await signUpViaApi(page.request, uniqueEmail('opiekun'), 'Ewa Opiekun');
  // The leader's phone, which the karta prints (without it the karta's menu asks first: documents.spec.ts).
  const phoneSaved = await page.request.put('/api/profile', {
    headers: { Authorization: `Bearer ${teacher.accessToken}` },
    data: { firstName: 'Tomasz', lastName: 'Nauczyciel', phone: '600 100 300', school: '', schoolAddress: '' },
  });
  expect(phoneSaved.status()).toBe(200);
  await openAs(page, teacher, invitation.path);
  await page.getByRole('button', { name: 'Dołącz do szkoły' }).click();
  await expect(page).toHaveURL(/\/school$/);
  const tripName = 'Zielona szkoła w Tatrach';
  const trip = await createTripViaApi(page.request, teacher.accessToken, {
    name: tripName,
    tripLeaderEmail: teacher.user.email,
    guardianEmails: [guardian.user.email],
    students: [{ name: 'Zofia Kowalska', className: '6b', pesel: '44051401359', parentPhone: '600100200' }],
  });
  const asTeacher = { Authorization: `Bearer ${teacher.accessToken}` };
  expect((await page.request.patch(`/api/trips/${trip.id}`, { headers: asTeacher, data: { aim: 'Poznanie przyrody Tatr', transport: 'autokar' } })).status()).toBe(200);
  await page.goto('/trips');
  const card = tripCard(page, tripName);
  await expect(card.getByTestId('approval-status')).toHaveText('Szkic');
  await card.getByRole('button', { name: 'Wyślij do zatwierdzenia' }).click();
  const send = page.getByRole('dialog', { name: 'Wyślij do zatwierdzenia' });
  await expect(send.getByTestId('karta-missing')).toContainText('programu wycieczki');
  await expect(send.getByRole('button', { name: 'Wyślij do zatwierdzenia' })).toBeDisabled();
  // Straight to what is missing (issue 48).
  await send.getByRole('button', { name: 'Dodaj program wycieczki' }).click();
  await expect(page.getByRole('dialog', { name: 'Program wycieczki' })).toBeVisible();
  await page.keyboard.press('Escape');
  await afterDialogsClose(page);
  const programRow = { day: '2026-05-10', departureTime: '07:30', destination: 'Kraków – Zakopane', program: 'Przejazd' };
  expect((await page.request.post(`/api/trips/${trip.id}/program`, { headers: asTeacher, data: programRow })).status()).toBe(201);
  await card.getByRole('button', { name: 'Wyślij do zatwierdzenia' }).click();
  await send.getByRole('button', { name: 'Wyślij do zatwierdzenia' }).click();
  await expect(toast(page, 'Wysłano kartę wycieczki do zatwierdzenia')).toBeVisible();
  await expect(card.getByTestId('approval-status')).toHaveText('Czeka na zatwierdzenie');

  // The head, on the office laptop: 'Wycieczki szkoły', 'Do zatwierdzenia', the karta, 'Zwróć do poprawy'.
  const office = await browser.newContext(LAPTOP);
  const headPage = await office.newPage();
  const problems = watchForErrors(headPage, [400]);
  // Signed in again, the session knows she heads the school (the school was made through the API).
  const headSession = await (await headPage.request.post('/api/auth/sign-in', { data: { email: head.user.email, password: PASSWORD } })).json();
  await openAs(headPage, headSession, '/school');
  // Her bell says a karta waits, a tap from its review (issue 48).
  await headPage.getByRole('button', { name: 'Powiadomienia' }).click();
  await expect(headPage.getByRole('region', { name: 'Do zatwierdzenia' })).toContainText(`Karta czeka na zatwierdzenie: ${tripName}`);
  await headPage.keyboard.press('Escape');
  await headPage.getByRole('link', { name: /Wycieczki szkoły/ }).first().click();
  await expect(headPage.getByRole('heading', { name: 'Do zatwierdzenia: 1' })).toBeVisible();
  await headPage.getByRole('link', { name: tripName }).first().click();
  await expect(headPage.getByTestId('karta-facts')).toContainText('Poznanie przyrody Tatr');
  // The program as the karta's table, row by row (issue 48).
  const programTable = headPage.getByRole('table', { name: 'Program wycieczki' });
  await expect(programTable.getByRole('row').nth(1)).toContainText('10.05.2026');
  await expect(programTable.getByRole('row').nth(1)).toContainText('Kraków – Zakopane');
  await expect(headPage.getByText('Tomasz Nauczyciel (kierownik)')).toBeVisible();
  await expect(headPage.locator('body')).not.toContainText('44051401359');
  await expect(headPage.locator('body')).not.toContainText('600100200');
  await headPage.getByRole('button', { name: 'Zwróć do poprawy' }).click();
  const giveBack = headPage.getByRole('dialog', { name: 'Zwróć do poprawy' });
  await giveBack.getByRole('button', { name: 'Zwróć do poprawy' }).click();
  await expect(giveBack.getByText('Napisz, co trzeba poprawić')).toBeVisible();
  await giveBack.getByLabel('Co trzeba poprawić?').fill('Środek transportu: podaj przewoźnika.');
  await giveBack.getByRole('button', { name: 'Zwróć do poprawy' }).click();
  await expect(toast(headPage, 'Zwrócono kartę do poprawy')).toBeVisible();
  await expect(headPage.getByTestId('approval-status')).toHaveText('Do poprawy');

  // The teacher sees it live, fixes the transport and sends it again.
  await expect(card.getByTestId('approval-status')).toHaveText('Do poprawy');
  await expect(card.getByTestId('approval-comment')).toContainText('Środek transportu: podaj przewoźnika.');
  await card.getByRole('button', { name: 'Edytuj wycieczkę' }).click();
  const edit = page.getByRole('dialog', { name: 'Edytuj wycieczkę' });
  await edit.getByLabel('Środek transportu').fill('autokar, PKS Kraków');
  await edit.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await afterDialogsClose(page);
  await letToastsGo(page);
  await card.getByRole('button', { name: 'Wyślij do zatwierdzenia' }).click();
  await send.getByRole('button', { name: 'Wyślij do zatwierdzenia' }).click();
  await expect(card.getByTestId('approval-status')).toHaveText('Czeka na zatwierdzenie');

  // The head approves.
  await headPage.reload();
  await expect(headPage.getByTestId('karta-facts')).toContainText('autokar, PKS Kraków');
  await headPage.getByRole('button', { name: 'Zatwierdzam' }).click();
  await expect(toast(headPage, 'Zatwierdzono kartę wycieczki')).toBeVisible();
  const day = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
  await expect(headPage.getByTestId('approval-status')).toHaveText(`Zatwierdzona ${day}`);
  expect(problems).toEqual([]);

  // The teacher's card and karta.
  await expect(card.getByTestId('approval-status')).toHaveText(`Zatwierdzona ${day}`);
  expect(await kartaText(page, tripName)).toContain(`Zatwierdzono w systemie ${day}, zatwierdziła: Barbara Dyrektor`);
  await letToastsGo(page);

  // A change to the program: the dialog says so before saving, and the trip goes back to the head.
  await card.getByRole('button', { name: 'Program wycieczki' }).click();
  const program = page.getByRole('dialog', { name: 'Program wycieczki' });
  await expect(program.getByTestId('approved-karta-notice')).toBeVisible();
  await program.getByRole('button', { name: 'Dodaj pozycję programu' }).click();
  await program.getByLabel('Miejscowość docelowa i powrotna').fill('Morskie Oko');
  await program.getByRole('button', { name: 'Zapisz pozycję' }).click();
  await expect(toast(page, 'Dodano pozycję programu')).toBeVisible();
  await page.keyboard.press('Escape');
  await afterDialogsClose(page);
  await expect(card.getByTestId('approval-status')).toHaveText('Czeka na zatwierdzenie');
  await expect(card).toContainText('Karta zmieniła się po zatwierdzeniu');
  await headPage.reload();
  await expect(headPage.getByTestId('karta-changes')).toContainText('Morskie Oko');
  await office.close();
});
