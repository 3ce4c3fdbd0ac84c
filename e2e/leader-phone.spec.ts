import type { Profile, SchoolInvitation } from '@wycieczki/shared';
import { createTripViaApi, expect, openAs, signUpViaApi, test, toast, tripCard, uniqueEmail } from './fixtures';
import { PHONE_AND_DESK } from './fixtures/phone-and-desk';
import { createTripLedBy, signUpAs } from './fixtures/trip-setup';


/**
 * Issue 48: the leader's phone, which the karta, the badges and the karta alarmowa print, is asked
 * where a leader without one meets it first: the wizard's first step (when she leads the trip she
 * creates) and 'Wyślij do zatwierdzenia'. Typed once, it is kept in the profile and the asking stops.
 */
for (const width of PHONE_AND_DESK) {
  test.describe(`at ${width.label}`, () => {
    test.use(width.use);

    test("the wizard asks the leader's phone when her profile has none, and keeps it in the profile", async ({ page }) => {
      const email = uniqueEmail('kreator-telefon');
      const session = await signUpViaApi(page.request, email, 'Anna Nowak');
      await openAs(page, session, '/trips');
      await page.getByRole('button', { name: 'Utwórz pierwszą wycieczkę' }).click();
      const wizard = page.getByRole('dialog', { name: 'Kreator nowej wycieczki' });
      const box = wizard.getByTestId('leader-phone-box');
      await expect(wizard.getByLabel('Nazwa wycieczki')).toBeVisible();
      await expect(box).toHaveCount(0);
      // She will lead it: asked at once, with what the number is for.
      await wizard.getByRole('button', { name: 'Kierownikiem będę ja' }).click();
      await expect(box).toContainText('drukujemy go na karcie wycieczki i identyfikatorach uczniów');
      await box.getByLabel('Numer telefonu').fill('12');
      await box.getByRole('button', { name: 'Zapisz numer w profilu' }).click();
      await expect(box.getByText('Nieprawidłowy numer telefonu')).toBeVisible();
      await box.getByLabel('Numer telefonu').fill('600 100 200');
      await box.getByLabel('Numer telefonu').press('Enter');
      await expect(toast(page, 'Zapisano numer telefonu w profilu')).toBeVisible();
      await expect(box).toHaveCount(0);
      // Enter saved the number; the wizard stayed on its first step.
      await expect(wizard.getByLabel('Nazwa wycieczki')).toBeVisible();
      const profile = (await (await page.request.get('/api/profile', { headers: { Authorization: `Bearer ${session.accessToken}` } })).json()) as Profile;
      expect(profile.phone).toBe('600 100 200');
    });

    test("'Wyślij do zatwierdzenia' asks the leader's phone before the head reads dots", async ({ page }) => {
      const head = await signUpViaApi(page.request, uniqueEmail('dyrektor-tel'), 'Barbara Dyrektor');
      const auth = { Authorization: `Bearer ${head.accessToken}` };
      expect((await page.request.post('/api/schools', { headers: auth, data: { name: 'Szkoła Podstawowa nr 5' } })).status()).toBe(201);
      const invitation = (await (await page.request.post('/api/schools/mine/invitations', { headers: auth })).json()) as SchoolInvitation;
      const teacher = await signUpViaApi(page.request, uniqueEmail('nauczyciel-tel'), 'Tomasz Nauczyciel');
      await openAs(page, teacher, invitation.path);
      await page.getByRole('button', { name: 'Dołącz do szkoły' }).click();
      await expect(page).toHaveURL(/\/school$/);
      const tripName = `Wyjście do teatru ${width.label}`;
      await createTripViaApi(page.request, teacher.accessToken, { name: tripName, tripLeaderEmail: teacher.user.email, students: [{ name: 'Jan Żak' }] });
      await page.goto('/trips');
      const card = tripCard(page, tripName);
      await card.getByRole('button', { name: 'Wyślij do zatwierdzenia' }).click();
      const send = page.getByRole('dialog', { name: 'Wyślij do zatwierdzenia' });
      const box = send.getByTestId('leader-phone-box');
      await expect(box).toContainText('Karta wycieczki podaje telefon kierownika, a Twój profil nie ma numeru.');
      await box.getByLabel('Numer telefonu').fill('600 200 300');
      await box.getByRole('button', { name: 'Zapisz numer w profilu' }).click();
      await expect(toast(page, 'Zapisano numer telefonu w profilu')).toBeVisible();
      await expect(box).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`send-after-phone-${width.use.viewport.width}.png`) });
    });
  });
}

/**
 * Issue 63 (audit 2026-12-01, defect 31): every guardian's phone is on the karta alarmowa, and a
 * guardian was never asked for it ('Brak telefonu w profilu'). She is asked once, as the leader is:
 * when she opens a trip she guards, above its screens, until she saves it or answers 'Nie teraz'.
 */
test('a guardian without a phone is asked for it once when she opens a trip she guards, and the karta alarmowa has it', async ({ page }) => {
  const leader = await signUpAs(page.request, 'kierownik-tel', 'Anna Nowak');
  const guardian = await signUpAs(page.request, 'opiekunka-tel', 'Ewa Wójcik');
  const other = await signUpAs(page.request, 'opiekun-tel', 'Bartek Wiśniewski');
  await createTripLedBy(page.request, leader, { name: 'Muzeum Narodowe', guardians: [guardian, other], students: [{ name: 'Kasia Kot' }] });

  // On the trips list nothing asks yet; the trip opened, its screen does.
  await openAs(page, guardian, '/trips');
  await expect(tripCard(page, 'Muzeum Narodowe')).toBeVisible();
  await expect(page.getByTestId('guardian-phone-box')).toHaveCount(0);
  await tripCard(page, 'Muzeum Narodowe').getByRole('button', { name: 'Karta alarmowa' }).click();
  const box = page.getByTestId('guardian-phone-box');
  await expect(box).toContainText('karta alarmowa wycieczki podaje telefony opiekunów');
  await box.getByLabel('Numer telefonu').fill('600 300 400');
  await box.getByRole('button', { name: 'Zapisz numer w profilu' }).click();
  await expect(toast(page, 'Zapisano numer telefonu w profilu')).toBeVisible();
  await expect(box).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('emergency-contact').filter({ hasText: 'Ewa Wójcik' })).toContainText('600 300 400');
  await expect(page.getByTestId('guardian-phone-box')).toHaveCount(0);

  // Another guardian answers 'Nie teraz': never asked again; the leader, asked elsewhere, is not asked here.
  await openAs(page, other, '/emergency');
  await page.getByTestId('guardian-phone-box').getByRole('button', { name: 'Nie teraz' }).click();
  await expect(page.getByTestId('guardian-phone-box')).toHaveCount(0);
  await page.goto('/students');
  await expect(page.getByRole('heading', { name: 'Zarządzanie Uczniami' })).toBeVisible();
  // The box comes once the screen is drawn and the browser idle (as the first guardian's did): give it that time.
  await page.waitForTimeout(2_000);
  await expect(page.getByTestId('guardian-phone-box')).toHaveCount(0);
  await openAs(page, leader, '/emergency');
  await expect(page.getByTestId('emergency-contact').filter({ hasText: 'Bartek Wiśniewski' })).toContainText('Brak telefonu w profilu');
  await page.waitForTimeout(2_000);
  await expect(page.getByTestId('guardian-phone-box')).toHaveCount(0);
});
