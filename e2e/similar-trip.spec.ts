import type { ProgramItem, Student, TripSummary } from '@wycieczki/shared';
import { createTripViaApi, expect, openAs, signUpViaApi, test, toast, tripCard, uniqueEmail } from './fixtures';

/**
 * Issue 31, 'Utwórz podobną': last May's trip with a program, a guardian, rooms and students gives
 * next May's trip with those, new dates, the students' names and classes one up, and none of
 * their data.
 */
test("'Utwórz podobną' makes next year's trip from last year's, without the children's data", async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('podobna');
  const guardianEmail = uniqueEmail('opiekun-podobnej');
  const session = await signUpViaApi(page.request, email, 'Anna Nowak');
  await signUpViaApi(page.request, guardianEmail, 'Piotr Zieliński');
  const auth = { Authorization: `Bearer ${session.accessToken}` };
  const source = await createTripViaApi(page.request, session.accessToken, {
    name: 'Zielona szkoła 2026',
    destination: 'Karpacz',
    tripLeaderEmail: email,
    guardianEmails: [guardianEmail],
    startDate: '2026-05-11',
    endDate: '2026-05-15',
    rooms: [{ number: '101', capacity: 4 }],
    students: [{ name: 'Jan Kowalski', pesel: '44051401359', parentPhone: '600100200', className: '6a', allergies: 'orzechy' }],
  });
  await page.request.post(`/api/trips/${source.id}/program`, { headers: auth, data: { day: '2026-05-12', departureTime: '09:00', destination: 'Śnieżka' } });

  await openAs(page, session, '/trips');
  await tripCard(page, 'Zielona szkoła 2026').getByRole('button', { name: 'Utwórz podobną' }).click();
  const question = page.getByRole('dialog', { name: 'Utwórz podobną wycieczkę' });
  await question.getByLabel(/Ci sami uczniowie/).check();
  await question.getByRole('button', { name: 'Dalej' }).click();

  const wizard = page.getByRole('dialog', { name: 'Kreator nowej wycieczki' });
  await expect(wizard.getByLabel('Nazwa wycieczki')).toHaveValue('Zielona szkoła 2027');
  await expect(wizard.getByText('Na podstawie wycieczki „Zielona szkoła 2026”')).toBeVisible();
  for (let step = 0; step < 3; step += 1) await wizard.getByRole('button', { name: 'Dalej' }).click();
  await wizard.getByRole('button', { name: 'Utwórz wycieczkę' }).click();
  await expect(toast(page, 'Utworzono nową wycieczkę z uczniami i pokojami!')).toBeVisible();
  await expect(tripCard(page, 'Zielona szkoła 2027')).toBeVisible();

  const trips = (await (await page.request.get('/api/trips', { headers: auth })).json()) as TripSummary[];
  const copy = trips.find((trip) => trip.name === 'Zielona szkoła 2027')!;
  expect(copy).toMatchObject({ destination: 'Karpacz', startDate: '2027-05-10', endDate: '2027-05-14', guardianCount: 2, roomCount: 1, studentCount: 1 });
  const program = (await (await page.request.get(`/api/trips/${copy.id}/program`, { headers: auth })).json()) as ProgramItem[];
  expect(program.map((item) => [item.day, item.destination])).toEqual([['2027-05-11', 'Śnieżka']]);
  const [student] = (await (await page.request.get(`/api/trips/${copy.id}/students`, { headers: auth })).json()) as Student[];
  expect(student).toMatchObject({ name: 'Jan Kowalski', className: '7a', pesel: null, parentPhone: null, allergies: null });
});
