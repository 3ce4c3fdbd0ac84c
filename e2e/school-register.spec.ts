import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import type { SchoolInvitation } from '@wycieczki/shared';
import { expect, openAs, signUpViaApi, test, toast, uniqueEmail } from './fixtures';
import { pickDate } from './fixtures/date-picker';
import { PHONE } from './fixtures/phone-and-desk';

test.use(PHONE);
// The file that is no pupils' list is refused with 400, as it should be.
test.use({ expectedHttpStatuses: [400] });

const FIXTURES = new URL('../apps/server/src/test/fixtures/register/', import.meta.url);
type FixturePupil = { surname: string; firstNames: string; className: string };
const PUPILS = JSON.parse(readFileSync(new URL('pupils.json', FIXTURES), 'utf8')) as FixturePupil[];
const collator = new Intl.Collator('pl');

async function joinSchool(request: APIRequestContext, headToken: string, token: string): Promise<void> {
  const invitation = (await (await request.post('/api/schools/mine/invitations', { headers: { authorization: `Bearer ${headToken}` } })).json()) as SchoolInvitation;
  const secret = invitation.path.slice(invitation.path.indexOf('#') + 1);
  expect((await request.post('/api/schools/join', { headers: { authorization: `Bearer ${token}` }, data: { secret } })).status()).toBe(200);
}

/**
 * Issue 51 at 360 px: the head imports the e-dziennik's SOU file into 'Uczniowie szkoły' after its
 * preview; a teacher of the school makes a trip from class 4b with one pupil unticked, and the trip
 * has exactly those pupils, in surname order the Polish way.
 */
test("the head imports the school's pupils, and a teacher makes a trip from '4b' without one pupil", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const head = await signUpViaApi(page.request, uniqueEmail('dyrektor-rejestr'), 'Barbara Dyrektor');
  const teacher = await signUpViaApi(page.request, uniqueEmail('nauczyciel-rejestr'), 'Tomasz Nauczyciel');
  expect((await page.request.post('/api/schools', { headers: { authorization: `Bearer ${head.accessToken}` }, data: { name: 'Szkoła Podstawowa nr 7' } })).status()).toBe(201);
  await joinSchool(page.request, head.accessToken, teacher.accessToken);

  // The head: 'Szkoła' → 'Uczniowie szkoły' → 'Import z e-dziennika', a preview, then 'Zapisz'.
  await openAs(page, head, '/school');
  await page.getByRole('link', { name: /Uczniowie szkoły/ }).click();
  await expect(page).toHaveURL(/\/school\/pupils$/);
  await expect(page.getByRole('heading', { name: 'Uczniowie szkoły', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Import z e-dziennika' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Import z e-dziennika' });
  // A file that is no pupils' list: said in Polish, nothing saved.
  await dialog.getByLabel('Plik z e-dziennika').setInputFiles({ name: 'uczniowie.csv', mimeType: 'text/csv', buffer: Buffer.from('%PDF-1.7\n') });
  await expect(dialog.getByText(/Tego pliku nie da się odczytać jako listy uczniów/)).toBeVisible();
  await dialog.getByLabel('Plik z e-dziennika').setInputFiles(new URL('uczniowie-sou.xml', FIXTURES).pathname);
  await expect(dialog.getByText('Rozpoznano: SOU (XML)')).toBeVisible();
  await expect(dialog.getByText('Nowi: 30, Zmienieni: 0, Bez zmian: 0, Nie ma w pliku: 0')).toBeVisible();
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(toast(page, /Zapisano listę uczniów: nowi 30/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Klasa 4b' })).toBeVisible();
  await expect(page.getByText('Żółć Łukasz')).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('register-360.png'), fullPage: true });

  // The teacher, on her phone: the wizard's 'Z listy szkoły', class 4b, one pupil unticked.
  const teacherContext = await browser.newContext(PHONE);
  const phone = await teacherContext.newPage();
  await openAs(phone, teacher, '/trips');
  await phone.getByRole('button', { name: /Utwórz pierwszą wycieczkę|Nowa wycieczka/ }).first().click();
  const wizard = phone.getByRole('dialog', { name: 'Kreator nowej wycieczki' });
  await wizard.getByLabel('Nazwa wycieczki').fill('Zielona szkoła 4b');
  await wizard.getByLabel('Miejsce docelowe').fill('Zakopane');
  await pickDate(phone, wizard, 'Data rozpoczęcia', '2027-05-10');
  await pickDate(phone, wizard, 'Data zakończenia', '2027-05-13');
  await wizard.getByRole('button', { name: 'Kierownikiem będę ja' }).click();
  await wizard.getByRole('button', { name: 'Dalej' }).click();
  const fourB = PUPILS.filter((p) => p.className === '4b');
  await wizard.getByRole('checkbox', { name: `Klasa 4b (${fourB.length})` }).check();
  const absent = fourB.find((p) => p.surname !== 'Żółć' && !p.firstNames.includes(' '))!;
  await wizard.getByRole('checkbox', { name: new RegExp(`${absent.surname} ${absent.firstNames}$`) }).uncheck();
  await wizard.getByRole('button', { name: `Dodaj zaznaczonych (${fourB.length - 1})` }).click();
  await expect(wizard.getByText(`Uczniowie: ${fourB.length - 1} /`)).toBeVisible();
  await wizard.getByRole('button', { name: 'Dalej' }).click();
  await wizard.getByRole('button', { name: 'Dalej' }).click();
  await wizard.getByRole('button', { name: 'Utwórz wycieczkę' }).click();
  await expect(toast(phone, /Utworzono nową wycieczkę/)).toBeVisible();

  await phone.getByRole('link', { name: 'Uczniowie' }).first().click();
  const rows = phone.getByTestId('student-row');
  await expect(rows).toHaveCount(fourB.length - 1);
  const expected = fourB
    .filter((p) => p !== absent)
    .sort((a, b) => collator.compare(a.surname, b.surname) || collator.compare(a.firstNames, b.firstNames))
    .map((p) => `${p.firstNames} ${p.surname}`);
  const names = await rows.evaluateAll((elements) => elements.map((element) => element.querySelector('td span[title]')?.getAttribute('title') ?? ''));
  expect(names).toEqual(expected);
  await expect(rows.filter({ hasText: 'Łukasz Żółć' })).toContainText('4b');
  await phone.screenshot({ path: test.info().outputPath('trip-from-register-360.png'), fullPage: true });
  await teacherContext.close();
});
