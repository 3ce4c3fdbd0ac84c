import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ParentLink, Student } from '@wycieczki/shared';
import { expect, openAs, test } from './fixtures';
import { PHONE } from './fixtures/phone-and-desk';
import { createTripLedBy, signUpAs } from './fixtures/trip-setup';

test.use(PHONE);

/**
 * Issue 53 at 360 px: a parent switches the page to Українська, fills in the child's data with a
 * mistake told in Ukrainian, consents beside the binding Polish, and the teacher's screen says
 * 'dostarczona (online, uk)'; the printed consent states the language of the answer.
 */
test('a parent answers in Ukrainian, the Polish text binds, and the teacher and the form say so', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const session = await signUpAs(page.request, 'jezyki-rodzica', 'Anna Nowak');
  const trip = await createTripLedBy(page.request, session, {
    name: 'Kraków i Wieliczka',
    destination: 'Kraków',
    startDate: '2099-03-20',
    endDate: '2099-03-22',
    students: [{ name: 'Jan Kowalski', className: '6a' }],
  });
  const auth = { authorization: `Bearer ${session.accessToken}` };
  const students = (await (await page.request.get(`/api/trips/${trip.id}/students`, { headers: auth })).json()) as Student[];
  const jan = students[0]!;
  const link = (await (await page.request.post(`/api/trips/${trip.id}/students/${jan.id}/parent-link`, { headers: auth })).json()) as ParentLink;

  // A parent whose phone speaks Polish: the page starts in Polish and offers the other two.
  const parentContext = await browser.newContext({ ...PHONE, locale: 'pl-PL' });
  const parent = await parentContext.newPage();
  await parent.goto(link.path);
  await expect(parent.getByRole('heading', { name: 'Jan Kowalski', level: 1 })).toBeVisible();
  const languages = parent.getByRole('group', { name: 'Język / Мова / Language' });
  await languages.getByRole('button', { name: 'Українська' }).click();
  await expect(languages.getByRole('button', { name: 'Українська' })).toHaveAttribute('aria-pressed', 'true');
  await expect(parent.locator('html')).toHaveAttribute('lang', 'uk');
  await expect(parent.getByRole('heading', { name: 'Дані дитини' })).toBeVisible();

  // A phone number that is not one: said in Ukrainian, nothing saved.
  await parent.getByLabel('Телефон одного з батьків').fill('12');
  await parent.getByRole('button', { name: 'Зберегти дані' }).click();
  await expect(parent.getByText('Неправильний номер телефону (9–20 цифр)')).toBeVisible();
  await parent.getByLabel('Телефон одного з батьків').fill('600 100 200');
  await parent.getByRole('button', { name: 'Зберегти дані' }).click();
  await expect(parent.getByText('Дані збережено. Дякуємо!')).toBeVisible();

  // The consent: the translation, and the binding Polish beside it.
  await expect(parent.getByText('Обов’язковий текст польською').first()).toBeVisible();
  await expect(parent.getByTestId('consent-binding').first()).toContainText('Na udział mojego dziecka: Jan Kowalski, klasa 6a');
  await parent.getByRole('group', { name: '1. Участь в екскурсії' }).getByLabel('Даю згоду').check();
  await parent.getByRole('group', { name: '2. Медична допомога в разі невідкладного випадку' }).getByLabel('Даю згоду').check();
  await parent.getByLabel('Ім’я та прізвище одного з батьків або законного опікуна').fill('Олена Коваль');
  await parent.getByRole('button', { name: 'Надіслати відповідь' }).click();
  await expect(parent.getByText('Відповідь надано українською мовою.')).toBeVisible();
  expect(await parent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await parent.screenshot({ path: test.info().outputPath('parent-uk-360.png'), fullPage: true });
  // The page stays Ukrainian on the next visit: the language is the link's.
  await parent.reload();
  await expect(parent.getByRole('heading', { name: 'Дані дитини' })).toBeVisible();
  await parentContext.close();

  // The teacher: 'Zgoda dostarczona (online, uk)'; the printed form says the language of the answer.
  await openAs(page, session, '/students');
  await expect(page.getByTestId('student-row').filter({ hasText: 'Jan Kowalski' })).toContainText('dostarczona (online, uk)');
  const pdf = await page.request.get(`/api/trips/${trip.id}/documents/zgody`, { headers: auth });
  expect(pdf.status()).toBe(200);
  const dir = mkdtempSync(path.join(tmpdir(), 'zgody-'));
  try {
    const file = path.join(dir, 'zgody.pdf');
    writeFileSync(file, await pdf.body());
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('Odpowiedź udzielona na stronie w języku ukraińskim; wiąże tekst polski.');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
