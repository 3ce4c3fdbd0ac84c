import type { Page } from '@playwright/test';
import type { ParentLink, Student } from '@wycieczki/shared';
import { daysAgo, expect, openAs, test, toast, watchForErrors } from './fixtures';
import { PHONE } from './fixtures/phone-and-desk';
import { expectPhoneLayout } from './fixtures/phone-layout';
import { createTripLedBy, getStudentsViaApi, signUpAs } from './fixtures/trip-setup';

test.use(PHONE);
// A mistyped code is refused (400) on purpose.
test.use({ expectedHttpStatuses: [400] });

const counter = (page: Page) => page.getByTestId('roll-call-counter');
const row = (page: Page, name: string) => page.getByTestId('attendance-row').filter({ hasText: name });

/**
 * Issue 54, 'Odbiór przez rodzica': a grandmother the parent named on the parent page collects Kasia;
 * the leader records it from 'Uczniowie' (a row's own button on a desk screen), the parent confirms on the parent page. Jan's
 * father collects him in person and gives the teacher the code his page shows. The roll call made
 * afterwards expects one fewer for each: 'Obecni: 2 / 2, 2 odebranych'; 'Powrót do grupy' brings Jan back.
 */
test('the leader records a handover, the parent confirms it on the parent page, and the roll call counts one fewer', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const leader = await signUpAs(page.request, 'odbior', 'Anna Nowak');
  const trip = await createTripLedBy(page.request, leader, {
    name: 'Zielona szkoła w Karpaczu',
    destination: 'Karpacz',
    startDate: daysAgo(0),
    endDate: daysAgo(-2),
    students: [{ name: 'Kasia Kot' }, { name: 'Jan Żak' }, { name: 'Ola Nowak' }, { name: 'Piotr Wiśniewski' }],
  });
  const students = await getStudentsViaApi(page.request, leader.accessToken, trip.id);
  const linkOf = async (name: string) => {
    const student = students.find((s: Student) => s.name === name)!;
    const link = await page.request.post(`/api/trips/${trip.id}/students/${student.id}/parent-link`, { headers: { Authorization: `Bearer ${leader.accessToken}` } });
    return ((await link.json()) as ParentLink).path;
  };

  // Kasia's parent names the grandmother on the parent page.
  const parentContext = await browser.newContext(PHONE);
  const parent = await parentContext.newPage();
  const parentProblems = watchForErrors(parent);
  await parent.goto(await linkOf('Kasia Kot'));
  const pickup = parent.getByTestId('parent-pickup');
  await expect(pickup.getByRole('heading', { name: 'Odbiór dziecka' })).toBeVisible();
  await expect(pickup.getByTestId('pickup-code')).toHaveText(/^\d{3} \d{3}$/);
  await pickup.getByLabel('Telefon').fill('12');
  await pickup.getByRole('button', { name: 'Dodaj osobę' }).click();
  await expect(pickup.getByText('Podaj imię i nazwisko osoby, która może odebrać dziecko')).toBeVisible();
  await pickup.getByLabel('Imię i nazwisko').fill('Halina Kot');
  await pickup.getByLabel('Kim jest dla dziecka').fill('babcia');
  await pickup.getByLabel('Telefon').fill('600 700 800');
  await pickup.getByLabel('Dokument tożsamości').fill('dowód osobisty ABC123456');
  await pickup.getByRole('button', { name: 'Dodaj osobę' }).click();
  await expect(pickup.getByText('Dodano osobę.')).toBeVisible();
  await expect(pickup.getByRole('list', { name: 'Kto może odebrać dziecko' })).toContainText('Halina Kot (babcia)');
  await expectPhoneLayout(parent, 'the parent page with a person named');
  if (process.env.PHONE_SCREENSHOTS) await pickup.screenshot({ path: '.tmp/handover-parent-page.png' });

  // The leader, from 'Uczniowie' on a phone: the screen's 'Odbiór przez rodzica', then the child.
  await openAs(page, leader, '/students');
  await page.getByRole('link', { name: 'Odbiór przez rodzica' }).click();
  await expect(page).toHaveURL(/\/handovers$/);
  await page.getByLabel('Uczeń').selectOption({ label: 'Kasia Kot' });
  await page.getByRole('button', { name: 'Odbiór przez rodzica' }).click();
  const record = page.getByRole('dialog', { name: 'Odbiór przez rodzica: Kasia Kot' });
  await record.getByLabel('Osoba wskazana przez rodzica', { exact: true }).check();
  await record.getByRole('combobox', { name: 'Osoba wskazana przez rodzica' }).selectOption({ label: 'Halina Kot (babcia) · tel. 600 700 800' });
  await expect(record.getByTestId('pickup-person')).toHaveText('Halina Kot (babcia) · tel. 600 700 800');
  await expect(record.getByTestId('pickup-document')).toHaveText('Sprawdź dokument: dowód osobisty ABC123456.');
  // Without a place: refused in Polish, nothing recorded.
  await record.getByRole('button', { name: 'Zapisz odbiór' }).click();
  await expect(record.getByText('Podaj miejsce odbioru')).toBeVisible();
  await record.getByLabel('Miejsce odbioru').fill('recepcja hotelu Orle');
  await expectPhoneLayout(page, 'the handover dialog');
  if (process.env.PHONE_SCREENSHOTS) await page.screenshot({ path: '.tmp/handover-dialog.png' });
  await record.getByRole('button', { name: 'Zapisz odbiór' }).click();
  await expect(toast(page, 'Zapisano odbiór: Kasia Kot')).toBeVisible();
  const kasia = page.getByTestId('handover').filter({ hasText: 'Kasia Kot' });
  await expect(kasia).toContainText('Odebrała: Halina Kot (osoba wskazana przez rodzica)');
  await expect(kasia.getByTestId('handover-confirmation')).toHaveText('czeka na potwierdzenie rodzica');

  // The parent confirms on the parent page.
  await parent.reload();
  await expect(parent.getByTestId('parent-to-do')).toContainText('Potwierdź odbiór dziecka.');
  await expect(pickup).toContainText('Nauczyciel zapisał odbiór dziecka: odbiera Halina Kot');
  await pickup.getByRole('button', { name: 'Potwierdzam odbiór' }).click();
  await expect(pickup.getByText('Odbiór potwierdzony.')).toBeVisible();
  // The pickup is done: no fresh code is offered (issue 63).
  await expect(pickup.getByTestId('pickup-code')).toHaveCount(0);
  await expect(kasia.getByTestId('handover-confirmation')).toHaveText('potwierdzone przez rodzica');

  // Jan's father comes in person and shows the code of his page.
  await parent.goto(await linkOf('Jan Żak'));
  const code = (await parent.getByTestId('pickup-code').textContent())!.replace(/\s/g, '');
  await page.getByLabel('Uczeń').selectOption({ label: 'Jan Żak' });
  await page.getByRole('button', { name: 'Odbiór przez rodzica' }).click();
  const second = page.getByRole('dialog', { name: 'Odbiór przez rodzica: Jan Żak' });
  await second.getByLabel('Imię i nazwisko rodzica').fill('Marek Żak');
  await second.getByLabel('Miejsce odbioru').fill('parking pod wyciągiem');
  await second.getByRole('button', { name: 'Zapisz odbiór' }).click();
  // The newest handover comes first; the toast, over the screen's foot on a phone, goes first.
  await expect(toast(page, 'Zapisano odbiór: Jan Żak')).toBeVisible();
  // sonner holds a toast open while the pointer rests on it: the pointer leaves, the toast goes.
  await page.mouse.move(0, 0);
  await expect(toast(page, 'Zapisano odbiór: Jan Żak')).toBeHidden();
  await expect(page.getByTestId('handover').first()).toContainText('Jan Żak');
  const jan = page.getByTestId('handover').filter({ hasText: 'Jan Żak' });
  await jan.getByRole('button', { name: 'Wpisz kod od rodzica' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Wpisz kod od rodzica' });
  await codeDialog.getByLabel('Kod od rodzica').fill(code === '000000' ? '000001' : '000000');
  await codeDialog.getByRole('button', { name: 'Potwierdź odbiór' }).click();
  await expect(codeDialog.getByText('Nieprawidłowy kod. Poproś rodzica o kod widoczny teraz na stronie dla rodzica.')).toBeVisible();
  await codeDialog.getByLabel('Kod od rodzica').fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await codeDialog.getByRole('button', { name: 'Potwierdź odbiór' }).click();
  await expect(toast(page, 'Rodzic potwierdził odbiór: Jan Żak')).toBeVisible();
  await expect(jan.getByTestId('handover-confirmation')).toHaveText('potwierdzone kodem od rodzica');
  // sonner holds a toast open while the pointer rests on it: the pointer leaves, the toast goes.
  await page.mouse.move(0, 0);
  await expect(toast(page, 'Rodzic potwierdził odbiór: Jan Żak')).toBeHidden();
  await expectPhoneLayout(page, 'the handovers screen');
  if (process.env.PHONE_SCREENSHOTS) await page.screenshot({ path: '.tmp/handover-screen.png', fullPage: true });

  // A roll call made now expects the two who stayed: 'Obecni: 2 / 2, 2 odebranych'.
  await page.goto('/attendance');
  await page.getByRole('button', { name: 'Nowa lista obecności' }).click();
  const list = page.getByRole('dialog', { name: 'Nowa lista obecności' });
  await list.getByLabel('Nazwa listy').fill('Obiad');
  await list.getByRole('button', { name: 'Utwórz listę' }).click();
  await expect(counter(page)).toHaveText('Obecni: 0 / 2, 2 odebranych');
  await expect(row(page, 'Kasia Kot')).toContainText('Odebrała: Halina Kot');
  await expect(row(page, 'Kasia Kot').getByRole('button')).toHaveCount(0);
  await page.getByRole('button', { name: 'Wszyscy obecni' }).click();
  await expect(counter(page)).toHaveText('Obecni: 2 / 2, 2 odebranych');
  // sonner holds a toast open while the pointer rests on it: the pointer leaves, the toast goes.
  await page.mouse.move(0, 0);
  await expect(toast(page, 'Wszyscy oznaczeni jako obecni')).toBeHidden();
  await expectPhoneLayout(page, 'the roll call with children taken');
  if (process.env.PHONE_SCREENSHOTS) await page.screenshot({ path: '.tmp/handover-roll-call.png' });
  // The alarm is not offered for a child a parent took.
  await page.getByRole('button', { name: 'Więcej działań listy obecności' }).click();
  await page.getByRole('menuitem', { name: /Zaginięcie/ }).click();
  const picker = page.getByRole('dialog', { name: 'Zaginięcie ucznia' });
  await expect(picker.getByRole('button', { name: 'Kasia Kot' })).toHaveCount(0);
  await expect(picker.getByText('Odebrani przez rodziców (nie ma ich na liście): Kasia Kot, Jan Żak.')).toBeVisible();
  await page.keyboard.press('Escape');

  // 'Powrót do grupy': Jan is back; the next roll call expects him again.
  await page.goto('/handovers');
  await jan.getByRole('button', { name: 'Powrót do grupy' }).click();
  await page.getByRole('alertdialog', { name: 'Powrót do grupy: Jan Żak?' }).getByRole('button', { name: 'Powrót do grupy' }).click();
  await expect(toast(page, 'Powrót do grupy: Jan Żak')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Odebrani teraz (1)' })).toBeVisible();
  await page.goto('/attendance');
  // The lists are read first: the button then stands beside the picker.
  await expect(page.getByRole('combobox', { name: 'Lista obecności' })).toContainText('Obiad');
  await page.getByRole('button', { name: 'Nowa lista obecności' }).click();
  await list.getByLabel('Nazwa listy').fill('Kolacja');
  await list.getByRole('button', { name: 'Utwórz listę' }).click();
  await expect(counter(page)).toHaveText('Obecni: 0 / 3, 1 odebrany');

  // On a desk screen each row has its own 'Odbiór przez rodzica'; a child with a parent says so in the row.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/students');
  await expect(page.getByTestId('student-row').filter({ hasText: 'Kasia Kot' }).getByTestId('student-collected')).toHaveText(
    'Odebrała: Halina Kot · potwierdzone przez rodzica',
  );
  await page.getByRole('button', { name: 'Odbiór przez rodzica: Ola Nowak' }).click();
  await expect(page.getByRole('dialog', { name: 'Odbiór przez rodzica: Ola Nowak' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/handovers$/);
  expect(parentProblems).toEqual([]);
  await parentContext.close();
});
