import { readFileSync } from 'node:fs';
import type { ParentLink, Student, TripSummary } from '@wycieczki/shared';
import { pdfPages } from '../apps/server/src/test/pdf-text';
import { createTripViaApi, expect, openAs, signUpViaApi, test, toast, tripCard, uniqueEmail, watchForErrors } from './fixtures';
import { PHONE_AND_DESK } from './fixtures/phone-and-desk';


/**
 * Issue 48: the consent's two statements answered apart. The parent answers the trip and the medical
 * help in an emergency one by one; the teacher's list, the karta alarmowa and the printed form say
 * each answer as it was given, and the form prints only the words chosen, without an asterisk.
 */
for (const width of PHONE_AND_DESK) {
  test.describe(`at ${width.label}`, () => {
    test.use(width.use);

    test("the teacher adds 'Dodatkowe zgody' in 'Edytuj wycieczkę', one per line, and a repeated one is refused", async ({ page }) => {
      const email = uniqueEmail('zgody-dodatkowe');
      const session = await signUpViaApi(page.request, email, 'Anna Nowak');
      const tripName = `Teatr ${width.label}`;
      const trip = await createTripViaApi(page.request, session.accessToken, { name: tripName, startDate: '2099-03-20', endDate: '2099-03-22', tripLeaderEmail: email });
      await openAs(page, session, '/trips');
      await tripCard(page, tripName).getByRole('button', { name: 'Edytuj wycieczkę' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edytuj wycieczkę' });
      const field = dialog.getByLabel('Dodatkowe zgody (każda w osobnym wierszu)');
      await field.fill('na zdjęcia\nNa zdjęcia');
      await dialog.getByRole('button', { name: /Zapisz/ }).click();
      await expect(dialog.getByText('Każda dodatkowa zgoda może wystąpić tylko raz').first()).toBeVisible();
      await field.fill('na publikację zdjęć\n\nna samodzielny powrót\n');
      await dialog.getByRole('button', { name: /Zapisz/ }).click();
      await expect(toast(page, 'Zaktualizowano wycieczkę')).toBeVisible();
      const trips = (await (await page.request.get('/api/trips', { headers: { Authorization: `Bearer ${session.accessToken}` } })).json()) as TripSummary[];
      expect(trips.find((t) => t.id === trip.id)?.consentStatements).toEqual(['na publikację zdjęć', 'na samodzielny powrót']);
    });

    test('a parent answers the trip and the medical help apart, and each answer reads back from the list, the karta alarmowa and the PDF', async ({ browser, page }) => {
      test.setTimeout(120_000);
      const email = uniqueEmail('dwie-zgody');
      const session = await signUpViaApi(page.request, email, 'Anna Nowak');
      const tripName = `Zielona szkoła ${width.label}`;
      const trip = await createTripViaApi(page.request, session.accessToken, {
        name: tripName,
        destination: 'Zakopane',
        startDate: '2099-03-20',
        endDate: '2099-03-22',
        tripLeaderEmail: email,
        students: [{ name: 'Jan Kowalski', className: '6a' }, { name: 'Ola Nowak', className: '6a' }],
      });
      const auth = { Authorization: `Bearer ${session.accessToken}` };
      // A statement the teacher added ('Dodatkowe zgody'), answered apart too.
      expect((await page.request.patch(`/api/trips/${trip.id}`, { headers: auth, data: { consentStatements: ['na publikację zdjęć dziecka na stronie szkoły'] } })).status()).toBe(200);
      const students = (await (await page.request.get(`/api/trips/${trip.id}/students`, { headers: auth })).json()) as Student[];
      const jan = students.find((s) => s.name === 'Jan Kowalski')!;
      const link = (await (await page.request.post(`/api/trips/${trip.id}/students/${jan.id}/parent-link`, { headers: auth })).json()) as ParentLink;

      // The parent, on a device that never saw the app.
      const parentContext = await browser.newContext(width.use);
      const parent = await parentContext.newPage();
      const problems = watchForErrors(parent, [400]);
      await parent.goto(link.path);
      await expect(parent.getByRole('heading', { name: 'Jan Kowalski', level: 1 })).toBeVisible();
      const participation = parent.getByRole('group', { name: '1. Udział w wycieczce' });
      const medical = parent.getByRole('group', { name: '2. Pomoc medyczna w nagłym wypadku' });
      await expect(participation).toContainText('Na udział mojego dziecka: Jan Kowalski, klasa 6a');
      await expect(medical).toContainText('na udzielenie mu pomocy medycznej');

      // Nothing chosen, then the trip without the medical answer: a clear message each time, nothing sent.
      await parent.getByLabel('Imię i nazwisko rodzica lub opiekuna prawnego').fill('Ewa Kowalska');
      await parent.getByRole('button', { name: 'Wyślij odpowiedź' }).click();
      await expect(parent.getByRole('alert')).toHaveText('Wybierz: Wyrażam zgodę albo Nie wyrażam zgody');
      await participation.getByLabel('Wyrażam zgodę').check();
      await parent.getByRole('button', { name: 'Wyślij odpowiedź' }).click();
      await expect(parent.getByRole('alert')).toHaveText('Odpowiedz też na zgodę na pomoc medyczną w nagłym wypadku');
      expect(((await (await page.request.get(`/api/trips/${trip.id}/students`, { headers: auth })).json()) as Student[]).find((s) => s.id === jan.id)).toMatchObject({
        consent: 'missing',
        medicalConsent: 'missing',
      });

      // A refusal of the trip takes the medical question away; choosing the trip again brings it back.
      await participation.getByLabel('Nie wyrażam zgody').check();
      await expect(medical).toHaveCount(0);
      await participation.getByLabel('Wyrażam zgodę').check();
      await medical.getByLabel('Nie wyrażam zgody').check();
      const photos = parent.getByRole('group', { name: '3. Dodatkowa zgoda' });
      await expect(photos).toContainText('na publikację zdjęć dziecka na stronie szkoły');
      await parent.getByRole('button', { name: 'Wyślij odpowiedź' }).click();
      await expect(parent.getByRole('alert')).toHaveText('Odpowiedz na każdą z dodatkowych zgód');
      await photos.getByLabel('Wyrażam zgodę').check();
      await parent.getByTestId('consent-medical').screenshot({ path: test.info().outputPath(`parent-consent-form-${width.use.viewport.width}.png`) });
      await parent.getByRole('button', { name: 'Wyślij odpowiedź' }).click();
      const answer = parent.getByTestId('consent-answer');
      await expect(answer).toContainText(/Zgoda wyrażona \d\d\.\d\d\.\d{4}, \d\d:\d\d/);
      await expect(answer).toContainText('Pomoc medyczna w nagłym wypadku: nie wyrażono zgody.');
      await expect(answer).toContainText('Wyrażono zgodę: na publikację zdjęć dziecka na stronie szkoły');
      await expect(answer).toContainText('Podpisano: Ewa Kowalska');
      await parent.screenshot({ path: test.info().outputPath(`parent-consent-${width.use.viewport.width}.png`), fullPage: true });

      // The teacher's list: the participation counted, the medical answer said apart.
      await openAs(page, session, '/trips');
      await tripCard(page, tripName).getByRole('button', { name: tripName, exact: true }).click();
      await expect(page).toHaveURL(/\/students$/);
      await expect(page.getByTestId('consent-counter')).toContainText('Zgody: 1 / 2');
      const janRow = page.getByTestId('student-row').filter({ hasText: 'Jan Kowalski' });
      await expect(janRow).toContainText('Zgoda dostarczona (online)');
      await expect(janRow).toContainText('Bez zgody na pomoc medyczną');
      // The teacher's 'Zgoda' form: each statement with its own answer, as the parent gave it.
      await page.getByRole('button', { name: 'Edytuj: Jan Kowalski' }).click();
      const edit = page.getByRole('dialog', { name: 'Edytuj ucznia' });
      await expect(edit.getByLabel('Zgoda rodzica')).toHaveValue('given');
      await expect(edit.getByLabel('Zgoda na pomoc medyczną w nagłym wypadku')).toHaveValue('refused');
      await expect(edit.getByLabel('Zgoda: na publikację zdjęć dziecka na stronie szkoły')).toHaveValue('given');
      await page.keyboard.press('Escape');
      await expect(edit).toBeHidden();

      // The karta alarmowa says who may not be treated without a call, and who has not answered.
      await page.goto('/emergency');
      const janCard = page.getByTestId('emergency-student').filter({ hasText: 'Jan Kowalski' });
      const olaCard = page.getByTestId('emergency-student').filter({ hasText: 'Ola Nowak' });
      await expect(janCard).toContainText('Rodzic nie wyraził zgody na pomoc medyczną');
      await expect(olaCard).toContainText('Brak odpowiedzi rodzica na zgodę na pomoc medyczną');

      // The printed form: the answers chosen online, no asterisk; Ola's still to strike out on paper.
      await page.goto('/trips');
      await tripCard(page, tripName).getByRole('button', { name: 'Dokumenty wycieczki' }).click();
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Zgody rodziców' }).click()]);
      await expect(toast(page, 'Pobrano: Zgody rodziców')).toBeVisible();
      const pages = (await pdfPages(new Uint8Array(readFileSync((await file.path())!)))).map((text) => text.replace(/\s+/g, ' '));
      const janPage = pages.find((text) => text.includes('Jan Kowalski'))!;
      const olaPage = pages.find((text) => text.includes('Ola Nowak'))!;
      expect(janPage).toContain('Wyrażam zgodę na udział mojego dziecka: Jan Kowalski');
      expect(janPage).toContain('mojego dziecka nie wyrażam zgody na udzielenie mu pomocy medycznej');
      expect(janPage).toMatch(/Zgoda wyrażona online \d\d\.\d\d\.\d{4}, \d\d:\d\d, rodzic: Ewa Kowalska\./);
      expect(janPage).toContain('Wyrażam zgodę: na publikację zdjęć dziecka na stronie szkoły');
      expect(janPage).not.toContain('*');
      expect(olaPage).toContain('Wyrażam zgodę / nie wyrażam zgody* na udział mojego dziecka: Ola Nowak');
      expect(olaPage).toContain('* niepotrzebne skreślić');

      await parentContext.close();
      expect(problems, 'the parent page logged errors').toEqual([]);
    });
  });
}
