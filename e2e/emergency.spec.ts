import { expect, openAs, test, toast, tripCard } from './fixtures';
import { createTripLedBy, signUpAs } from './fixtures/trip-setup';

const PHONE = '600100200';

test("a guardian reveals a parent's phone with a reason on the karta alarmowa, and the creator sees it in 'Dziennik dostępu'", async ({ browser, page }) => {
  const creator = await signUpAs(page.request, 'tworca', 'Anna Nowak');
  const guardian = await signUpAs(page.request, 'opiekun', 'Bartek Wiśniewski');
  await createTripLedBy(page.request, creator, {
    name: 'Muzeum Narodowe',
    guardians: [guardian],
    students: [
      { name: 'Kasia Kot', pesel: '44051401359', parentPhone: PHONE, allergies: 'orzechy', medicines: 'Ventolin przy duszności' },
      { name: 'Jan Żak' },
    ],
  });

  // The guardian opens the karta from the trip card: allergies and medicines, no number, no PESEL.
  await openAs(page, guardian, '/trips');
  await tripCard(page, 'Muzeum Narodowe').getByRole('button', { name: 'Karta alarmowa' }).click();
  await expect(page).toHaveURL(/\/emergency$/);
  await expect(page.getByRole('heading', { name: 'Karta alarmowa' })).toBeVisible();
  await expect(page.getByTestId('emergency-contact')).toHaveCount(2);
  const kasia = page.getByTestId('emergency-student').filter({ hasText: 'Kasia Kot' });
  await expect(kasia).toContainText('Alergie: orzechy');
  await expect(kasia).toContainText('Leki: Ventolin przy duszności');
  await expect(page.getByTestId('emergency-student').filter({ hasText: 'Jan Żak' })).toContainText('Brak telefonu rodzica');
  await expect(page.locator('body')).not.toContainText(PHONE);
  await expect(page.locator('body')).not.toContainText('44051401359');

  await kasia.getByRole('button', { name: 'Pokaż telefon rodzica' }).click();
  const ask = page.getByRole('dialog', { name: 'Pokaż telefon rodzica' });
  await ask.getByRole('button', { name: 'Pokaż numer' }).click();
  await expect(ask.getByText('Podaj powód (co najmniej 5 znaków)')).toBeVisible();
  await ask.getByLabel('Powód').fill('Kasia nie wróciła na zbiórkę w muzeum');
  await ask.getByRole('button', { name: 'Pokaż numer' }).click();
  await expect(ask).toBeHidden();
  const call = kasia.getByRole('link', { name: PHONE });
  await expect(call).toHaveAttribute('href', `tel:${PHONE}`);
  await expect(page.getByText('W tej godzinie możesz wyświetlić jeszcze 19 z 20 numerów.')).toBeVisible();

  // The creator, on another device: told in 'Aktywność', and the reveal with its reason in 'Dziennik dostępu'.
  const creatorContext = await browser.newContext();
  const creatorPage = await creatorContext.newPage();
  await openAs(creatorPage, creator, '/trips');
  await creatorPage.getByRole('button', { name: 'Powiadomienia' }).click();
  await expect(creatorPage.getByRole('dialog', { name: 'Aktywność' }).getByTestId('activity-entry').first()).toContainText(
    'Bartek Wiśniewski: wyświetlono telefon rodzica: Kasia Kot',
  );
  await creatorPage.keyboard.press('Escape');
  await tripCard(creatorPage, 'Muzeum Narodowe').getByRole('button', { name: 'Dziennik dostępu' }).click();
  await expect(creatorPage).toHaveURL(/\/access-log$/);
  const entries = creatorPage.getByTestId('access-log-entry');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Bartek Wiśniewski · Wyświetlenie telefonu rodzica · Kasia Kot');
  await expect(entries.first()).toContainText('Powód: Kasia nie wróciła na zbiórkę w muzeum');
  await creatorPage.getByLabel('Uczeń').selectOption({ label: 'Kasia Kot' });
  await expect(entries).toHaveCount(1);

  // The creator sees every number on the karta without the step.
  await creatorPage.goto('/emergency');
  await expect(creatorPage.getByTestId('emergency-student').filter({ hasText: 'Kasia Kot' }).getByRole('link', { name: PHONE })).toBeVisible();
  await expect(creatorPage.getByRole('button', { name: 'Pokaż telefon rodzica' })).toHaveCount(0);

  // A guardian has no 'Dziennik dostępu'.
  await page.goto('/trips');
  await expect(tripCard(page, 'Muzeum Narodowe').getByRole('button', { name: 'Dziennik dostępu' })).toHaveCount(0);
  await page.goto('/access-log');
  await expect(page.getByText('Dziennik dostępu widzi tylko twórca wycieczki')).toBeVisible();
  await expect(toast(page, /błąd/i)).toHaveCount(0);
  await creatorContext.close();
});
