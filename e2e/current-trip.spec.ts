import { createTripViaApi, expect, openAs, signUpViaApi, test, uniqueEmail } from './fixtures';
import { createStudentViaApi } from './fixtures/trip-setup';

/** A date `days` from today in Poland, as YYYY-MM-DD. */
function day(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date(Date.now() + days * 86_400_000));
}

/**
 * Issue 31: the trip happening now comes first. This week's trip and next May's (created second):
 * a fresh browser signing in shows this week's children; next May's, chosen in the switcher, stays
 * chosen after a reload.
 */
test('the trip in progress is current on a fresh browser, and a chosen trip stays current after a reload', async ({ page }) => {
  const email = uniqueEmail('biezaca');
  const session = await signUpViaApi(page.request, email, 'Anna Nowak');
  const thisWeek = await createTripViaApi(page.request, session.accessToken, { name: 'Wycieczka w tym tygodniu', tripLeaderEmail: email, startDate: day(-1), endDate: day(2) });
  const nextMay = await createTripViaApi(page.request, session.accessToken, { name: 'Zielona szkoła w maju', tripLeaderEmail: email, startDate: day(150), endDate: day(154) });
  await createStudentViaApi(page.request, session.accessToken, thisWeek.id, { name: 'Jan Teraźniejszy' });
  await createStudentViaApi(page.request, session.accessToken, nextMay.id, { name: 'Ola Majowa' });

  await openAs(page, session, '/students');
  await expect(page.getByRole('button', { name: 'Bieżąca wycieczka: Wycieczka w tym tygodniu. Zmień wycieczkę' })).toBeVisible();
  await expect(page.getByText('Jan Teraźniejszy')).toBeVisible();
  await expect(page.getByText('Ola Majowa')).toBeHidden();
  // The trips list in the same order: this week's first.
  await page.goto('/trips');
  await expect(page.getByTestId('trip-card').first()).toContainText('Wycieczka w tym tygodniu');

  await page.getByRole('button', { name: /^Bieżąca wycieczka/ }).click();
  await page.getByRole('list', { name: 'Twoje wycieczki' }).getByRole('button', { name: /Zielona szkoła w maju/ }).click();
  await page.goto('/students');
  await expect(page.getByText('Ola Majowa')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Bieżąca wycieczka: Zielona szkoła w maju. Zmień wycieczkę' })).toBeVisible();
  await expect(page.getByText('Ola Majowa')).toBeVisible();
});
