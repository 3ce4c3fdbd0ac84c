import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { SchoolInvitation } from '@wycieczki/shared';
import { createTripViaApi, daysAgo, expect, openAs, signUpViaApi, test, toast, tripCard, uniqueEmail } from './fixtures';
import { PHONE } from './fixtures/phone-and-desk';
import { expectPhoneLayout } from './fixtures/phone-layout';

/** The longest trip name the app takes, with nowhere to wrap (fixtures/long-names.json). */
const LONG_NAME = (JSON.parse(readFileSync(new URL('./fixtures/long-names.json', import.meta.url), 'utf8')) as { tripName: string }).tripName;

/** The screen at 360 px once the toasts are gone (their close button is the toaster's, not the screen's). */
async function checkLayout(page: Page, where: string): Promise<void> {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expectPhoneLayout(page, where);
}

/**
 * Issue 54, 'Przewóz' on a phone: the leader fills in a coach with too few seats, sees the shortfall
 * on 'Wyślij do zatwierdzenia' before pressing it, gets the police request from the reminder on the
 * trip's card, and records 'OC i badanie techniczne sprawdzone', which ends the reminder.
 */
test.use(PHONE);

test('a coach with too few seats stops the karta, and the police check is asked for and recorded', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const head = await signUpViaApi(page.request, uniqueEmail('dyrektor-autokar'), 'Barbara Dyrektor');
  const headAuth = { Authorization: `Bearer ${head.accessToken}` };
  expect((await page.request.post('/api/schools', { headers: headAuth, data: { name: 'Szkoła Podstawowa nr 7', address: 'ul. Lipowa 3, Kraków' } })).status()).toBe(201);
  const invitation = (await (await page.request.post('/api/schools/mine/invitations', { headers: headAuth })).json()) as SchoolInvitation;
  const teacher = await signUpViaApi(page.request, uniqueEmail('kierownik-autokar'), 'Tomasz Nauczyciel');
  const guardian = await signUpViaApi(page.request, uniqueEmail('opiekun-autokar'), 'Ewa Opiekun');
  await openAs(page, teacher, invitation.path);
  await page.getByRole('button', { name: 'Dołącz do szkoły' }).click();
  await expect(page).toHaveURL(/\/school$/);

  // A trip in three days: four pupils, the leader and a guardian travel (6 people).
  const auth = { Authorization: `Bearer ${teacher.accessToken}` };
  expect((await page.request.put('/api/profile', { headers: auth, data: { firstName: 'Tomasz', lastName: 'Nauczyciel', phone: '600 700 800', school: '', schoolAddress: '' } })).status()).toBe(200);
  const start = daysAgo(-3);
  const trip = await createTripViaApi(page.request, teacher.accessToken, {
    name: LONG_NAME,
    startDate: start,
    endDate: daysAgo(-5),
    tripLeaderEmail: teacher.user.email,
    guardianEmails: [guardian.user.email],
    students: ['Ala Kot', 'Jan Żak', 'Ola Nowak', 'Piotr Wiśniewski'].map((name) => ({ name })),
  });
  expect((await page.request.patch(`/api/trips/${trip.id}`, { headers: auth, data: { aim: 'Poznanie Karkonoszy', transport: 'Autokar', meetingPoint: 'Parking przy szkole' } })).status()).toBe(200);
  expect((await page.request.post(`/api/trips/${trip.id}/program`, { headers: auth, data: { day: start, departureTime: '07:30', destination: 'Karpacz', program: 'Wyjazd' } })).status()).toBe(201);

  await page.goto('/trips');
  const card = tripCard(page, LONG_NAME);
  // No coach yet: nothing to report to the police.
  await expect(card.getByTestId('coach-check-reminder')).toHaveCount(0);
  await card.getByRole('button', { name: 'Przewóz i ubezpieczenie' }).click();
  await expect(page).toHaveURL(/\/transport$/);
  await expect(page.getByRole('heading', { name: 'Przewóz i ubezpieczenie', level: 1 })).toBeVisible();

  const coach = page.getByRole('form', { name: 'Przewóz' });
  await coach.getByLabel('Przewoźnik', { exact: true }).fill('Trans-Pol Sp. z o.o.');
  await coach.getByLabel('NIP przewoźnika').fill('123-456-32-19');
  await coach.getByLabel('Liczba miejsc').fill('5');
  await coach.getByLabel('Numery rejestracyjne').fill('jg 12345');
  await coach.getByRole('button', { name: 'Zapisz przewóz' }).click();
  // A NIP whose check digit is wrong is said under the field, and nothing is saved.
  await expect(coach.getByText('Nieprawidłowy NIP przewoźnika (10 cyfr, sprawdź sumę kontrolną)')).toBeVisible();
  await coach.getByLabel('NIP przewoźnika').fill('123-456-32-18');
  await coach.getByRole('button', { name: 'Zapisz przewóz' }).click();
  await expect(toast(page, 'Zapisano przewóz')).toBeVisible();
  const shortfall = 'Za mało miejsc w autokarze: 5 miejsc na 6 osób (brakuje 1).';
  await expect(page.getByTestId('transport-blockers')).toContainText(shortfall);
  await expect(coach.getByLabel('Numery rejestracyjne')).toHaveValue('JG 12345');
  await checkLayout(page, "'Przewóz i ubezpieczenie'");

  // The card says it before the button is pressed, and the button stays off.
  await page.goto('/trips');
  await card.getByRole('button', { name: 'Wyślij do zatwierdzenia' }).click();
  const send = page.getByRole('dialog', { name: 'Wyślij do zatwierdzenia' });
  await expect(send.getByTestId('karta-blockers')).toContainText(shortfall);
  await expect(send.getByRole('button', { name: 'Wyślij do zatwierdzenia' })).toBeDisabled();
  await send.getByRole('button', { name: 'Popraw w „Przewóz i ubezpieczenie”' }).click();
  await expect(page).toHaveURL(/\/transport$/);
  await coach.getByLabel('Liczba miejsc').fill('6');
  await coach.getByRole('button', { name: 'Zapisz przewóz' }).click();
  await expect(toast(page, 'Zapisano przewóz')).toBeVisible();
  await expect(page.getByTestId('transport-blockers')).toHaveCount(0);

  // Three days before the departure: the card asks for the police's check, with the request to copy.
  await page.goto('/trips');
  const reminder = card.getByTestId('coach-check-reminder');
  await expect(reminder).toContainText('Zgłoś autokar do kontroli');
  await checkLayout(page, "the trip's card with 'Zgłoś autokar do kontroli'");
  await reminder.screenshot({ path: test.info().outputPath('coach-check-reminder-360.png') });
  await reminder.getByRole('button', { name: 'Kopiuj tekst wniosku' }).click();
  await expect(toast(page, 'Skopiowano tekst wniosku')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  for (const line of ['Organizator (szkoła): Szkoła Podstawowa nr 7', 'Przewoźnik: Trans-Pol Sp. z o.o.', 'Telefon kontaktowy: 600 700 800', 'Godzina kontroli: 07:30', 'Miejsce kontroli: Parking przy szkole', 'Numery rejestracyjne: JG 12345']) {
    expect(copied).toContain(line);
  }
  const download = page.waitForEvent('download');
  await reminder.getByRole('button', { name: 'Wniosek (PDF)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^wniosek-o-kontrole-autokaru-wyjazd-edukacyjny-klas-[a-z0-9-]+\.pdf$/);

  // After the check: recorded with who, and the card stops asking.
  await reminder.getByRole('button', { name: 'Zapisz sprawdzenie autokaru' }).click();
  await expect(page).toHaveURL(/\/transport$/);
  await page.getByRole('button', { name: 'OC i badanie techniczne sprawdzone' }).click();
  await expect(page.getByTestId('coach-checked')).toContainText('Tomasz Nauczyciel');
  await page.getByText('Pokaż tekst wniosku').click();
  await checkLayout(page, 'the police check recorded, the request shown');
  await page.screenshot({ path: test.info().outputPath('transport-360.png'), fullPage: true });
  await page.goto('/trips');
  await expect(card.getByRole('button', { name: 'Przewóz i ubezpieczenie' })).toBeVisible();
  await expect(card.getByTestId('coach-check-reminder')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('trip-card-360.png'), fullPage: true });
});
