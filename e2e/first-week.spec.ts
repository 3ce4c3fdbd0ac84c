import { createTripViaApi, daysAgo, expect, openAs, signUpViaApi, test, tripCard, uniqueEmail } from './fixtures';
import { pickDate } from './fixtures/date-picker';
import { PHONE_AND_DESK } from './fixtures/phone-and-desk';

/**
 * Issue 48, the rough edges of a school's first week, at a phone's width and a desk's: the 404 page
 * in Polish, a screen without a trip that offers the way to one, the dates' message under the field
 * and an end that follows its start, and the trip's card with 'Program wycieczki' and 'Zakończ
 * wycieczkę' of its own.
 */
for (const width of PHONE_AND_DESK) {
  test.describe(`the first week at ${width.label}`, () => {
    test.use(width.use);

    test('the 404 page, a screen without a trip, and the dates said under their field', async ({ page }) => {
      await page.goto('/nie-ma-takiej-strony');
      await expect(page.getByRole('heading', { name: 'Nie znaleziono strony' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Wróć na stronę główną' })).toBeVisible();

      const email = uniqueEmail('pierwszy-tydzien');
      const session = await signUpViaApi(page.request, email, 'Anna Nowak');
      await openAs(page, session, '/students');
      await expect(page.getByText('Wybierz wycieczkę aby zobaczyć uczniów')).toBeVisible();
      await page.getByRole('link', { name: 'Wybierz z listy wycieczek' }).click();
      await expect(page).toHaveURL(/\/trips$/);

      await page.getByRole('button', { name: 'Utwórz pierwszą wycieczkę' }).click();
      const wizard = page.getByRole('dialog', { name: 'Kreator nowej wycieczki' });
      await pickDate(page, wizard, 'Data rozpoczęcia', '2027-05-10');
      await pickDate(page, wizard, 'Data zakończenia', '2027-05-12');
      // A start moved past the end takes the end with it, keeping the length.
      await pickDate(page, wizard, 'Data rozpoczęcia', '2027-05-20');
      await expect(wizard.getByRole('button', { name: 'Data zakończenia 22.05.2027' })).toBeVisible();
      // An end before the start: said under the field at once, not only at 'Dalej'.
      await pickDate(page, wizard, 'Data zakończenia', '2027-05-19');
      await expect(wizard.getByText('Data zakończenia musi być późniejsza niż data rozpoczęcia')).toBeVisible();
    });

    test("the trip's card has 'Program wycieczki' and, from the last day, 'Zakończ wycieczkę'", async ({ page }) => {
      const email = uniqueEmail('karta-wycieczki');
      const session = await signUpViaApi(page.request, email, 'Anna Nowak');
      const tripName = `Wyjście do teatru ${width.label}`;
      await createTripViaApi(page.request, session.accessToken, { name: tripName, startDate: daysAgo(3), endDate: daysAgo(2), tripLeaderEmail: email, students: [{ name: 'Jan Żak' }] });
      await openAs(page, session, '/trips');
      const card = tripCard(page, tripName);
      await card.getByRole('button', { name: 'Program wycieczki' }).click();
      await expect(page.getByRole('dialog', { name: 'Program wycieczki' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Program wycieczki' })).toBeHidden();
      await card.getByRole('button', { name: 'Zakończ wycieczkę' }).click();
      await expect(page).toHaveURL(/widok=rozliczenie/);
      await expect(page.getByRole('dialog', { name: 'Zakończyć wycieczkę?' })).toBeVisible();
    });
  });
}
