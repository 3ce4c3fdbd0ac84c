import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { browserNow, createTripViaApi, expect, openAs, signUpViaApi, test, uniqueEmail } from './fixtures';
import { stubMapTiles } from './fixtures/trip-setup';
import { expectWidthLayout } from './fixtures/width-layout';

// Issue 23: every screen from a small phone to the office's wide monitor, with the longest names.
const WIDTHS = [320, 360, 768, 1024, 1280, 1366, 1440, 1920];
const SIGNED_IN = [
  '/trips',
  '/students',
  '/rooms',
  '/rooms/uloz',
  '/attendance',
  '/locations',
  '/profile',
  '/emergency',
  '/access-log',
  '/payments',
  '/payments?widok=wydatki',
  '/payments?widok=rozliczenie',
  '/school',
  '/groups',
  '/consent-archive',
];
const PUBLIC = ['/', '/auth', '/reset-password', '/nie-ma-takiej-strony'];
const LONG = JSON.parse(readFileSync(new URL('./fixtures/long-names.json', import.meta.url), 'utf8')) as Record<string, string>;

/** Checks the screen; with WIDTH_SCREENSHOTS set, keeps a picture of it in .tmp/ for a person to look at. */
async function check(page: Page, path: string, width: number): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  if (process.env.WIDTH_SCREENSHOTS) await page.screenshot({ path: `.tmp/width-${width}${path.replace(/[^a-z0-9]+/gi, '-')}.png` });
  await expectWidthLayout(page, `${path} at ${width} px`);
}

/** Scripts the page is still loading: leaving before they arrive would abort them (a page error, not a layout one). */
function scriptsInFlight(page: Page): () => number {
  const loading = new Set<unknown>();
  page.on('request', (request) => request.resourceType() === 'script' && loading.add(request));
  page.on('requestfinished', (request) => loading.delete(request));
  page.on('requestfailed', (request) => loading.delete(request));
  return () => loading.size;
}

async function visit(page: Page, paths: readonly string[]): Promise<void> {
  const inFlight = scriptsInFlight(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 768 ? 720 : 900 });
    for (const path of paths) {
      await page.goto(path);
      await check(page, path, width);
      await expect.poll(inFlight).toBe(0);
    }
  }
}

test('every route holds at every width, and no label breaks inside a word', async ({ page }) => {
  test.setTimeout(360_000);
  await visit(page, PUBLIC);

  const email = uniqueEmail('szerokosci');
  const session = await signUpViaApi(page.request, email, LONG.guardianFullName);
  const trip = await createTripViaApi(page.request, session.accessToken, {
    name: LONG.tripName,
    destination: LONG.destination,
    tripLeaderEmail: email,
    students: [
      { name: LONG.studentName!, allergies: LONG.allergies },
      { name: 'Zofia Adamczyk', className: '6a' },
      { name: 'Adam Łukasik', className: '6a' },
    ],
    rooms: [{ number: LONG.roomNumber!, capacity: 4 }],
  });
  const list = await page.request.post(`/api/trips/${trip.id}/attendance`, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
    data: { name: LONG.attendanceListName, date: '2026-05-11', time: '07:30' },
  });
  expect(list.status()).toBe(201);
  // 'Wpłaty' (issue 26) with a cost, instalments and a payment of the longest name; 'Szkoła' (issue 27) with the longest name.
  const auth = { Authorization: `Bearer ${session.accessToken}` };
  const cost = { perStudent: 123456, instalments: [{ amount: 23456, dueDate: '2026-01-10' }, { amount: 100000, dueDate: '2099-01-10' }], account: '61109010140000071219812874', payee: LONG.guardianFullName };
  expect((await page.request.patch(`/api/trips/${trip.id}`, { headers: auth, data: { cost } })).status()).toBe(200);
  const students = (await (await page.request.get(`/api/trips/${trip.id}/students`, { headers: auth })).json()) as { id: string; name: string }[];
  const payer = students.find((student) => student.name === LONG.studentName)!;
  const paid = await page.request.post(`/api/trips/${trip.id}/payments`, { headers: auth, data: { studentId: payer.id, amount: 1234567, paidOn: '2026-01-05', method: 'przelew', note: LONG.attendanceListName } });
  expect(paid.status()).toBe(201);
  expect((await page.request.post('/api/schools', { headers: auth, data: { name: LONG.tripName!.slice(0, 200), address: LONG.destination!.slice(0, 300) } })).status()).toBe(201);
  // A trip of the school, returned with the longest comment: the head's 'Wycieczki szkoły' and its review.
  const colleagueEmail = uniqueEmail('szerokosci-opiekun');
  await signUpViaApi(page.request, colleagueEmail, LONG.guardianFullName);
  const schoolTrip = await createTripViaApi(page.request, session.accessToken, {
    name: LONG.tripName,
    destination: LONG.destination,
    tripLeaderEmail: email,
    guardianEmails: [colleagueEmail],
    students: [{ name: LONG.studentName! }],
  });
  expect((await page.request.patch(`/api/trips/${schoolTrip.id}`, { headers: auth, data: { aim: LONG.allergies, transport: LONG.destination!.slice(0, 200) } })).status()).toBe(200);
  const leg = { day: '2026-05-10', destination: LONG.destination!.slice(0, 200), program: LONG.attendanceListName };
  expect((await page.request.post(`/api/trips/${schoolTrip.id}/program`, { headers: auth, data: leg })).status()).toBe(201);
  expect((await page.request.post(`/api/trips/${schoolTrip.id}/approval`, { headers: auth })).status()).toBe(200);
  expect((await page.request.post(`/api/schools/mine/trips/${schoolTrip.id}/return`, { headers: auth, data: { comment: LONG.allergies!.slice(0, 1000) } })).status()).toBe(200);
  // An open 'Zaginięcie ucznia' (issue 28) of the longest name with the longest allergies: its banner is on every screen of the trip.
  // On both trips, whichever the screens show.
  for (const withAlarm of [trip.id, schoolTrip.id]) {
    const children = (await (await page.request.get(`/api/trips/${withAlarm}/students`, { headers: auth })).json()) as { id: string; name: string }[];
    const missing = children.find((student) => student.name === LONG.studentName)!;
    const alarm = await page.request.post(`/api/trips/${withAlarm}/alarms`, { headers: auth, data: { id: crypto.randomUUID(), studentId: missing.id } });
    expect(alarm.status()).toBe(201);
  }
  // 'Wydatki' and 'Rozliczenie' (issue 31): an expense with the longest document number and note, the
  // settlement's longest note and a return of the longest name, on both trips, whichever the screens show.
  const longDocument = 'FV/'.padEnd(60, '7');
  for (const moneyTrip of [trip.id, schoolTrip.id]) {
    const children = (await (await page.request.get(`/api/trips/${moneyTrip}/students`, { headers: auth })).json()) as { id: string; name: string }[];
    const child = children.find((student) => student.name === LONG.studentName)!;
    if (moneyTrip === schoolTrip.id) {
      expect((await page.request.patch(`/api/trips/${moneyTrip}`, { headers: auth, data: { cost } })).status()).toBe(200);
      const payment = { studentId: child.id, amount: 1234567, paidOn: '2026-01-05', method: 'gotowka' };
      const paidHere = await page.request.post(`/api/trips/${moneyTrip}/payments`, { headers: auth, data: payment });
      expect(paidHere.status(), await paidHere.text()).toBe(201);
    }
    const expense = { category: 'ubezpieczenie', amount: 987654, spentOn: '2026-05-12', documentNo: longDocument, note: LONG.attendanceListName };
    expect((await page.request.post(`/api/trips/${moneyTrip}/expenses`, { headers: auth, data: expense })).status()).toBe(201);
    expect((await page.request.put(`/api/trips/${moneyTrip}/settlement`, { headers: auth, data: { split: 'equal', note: LONG.allergies } })).status()).toBe(204);
    const given = { studentId: child.id, amount: 100000, returnedOn: '2026-05-14', method: 'przelew', note: LONG.attendanceListName };
    expect((await page.request.post(`/api/trips/${moneyTrip}/returns`, { headers: auth, data: given })).status()).toBe(201);
  }
  // 'Archiwum zgód' (issue 31): a finished trip of the longest names, deleted, keeps its consent records.
  const archived = await createTripViaApi(page.request, session.accessToken, {
    name: LONG.tripName,
    destination: LONG.destination,
    startDate: '2026-04-10',
    endDate: '2026-04-12',
    tripLeaderEmail: email,
    students: [{ name: LONG.studentName!, className: '6b'.padEnd(20, 'x') }, { name: 'Zofia Adamczyk', className: '6a' }],
  });
  expect((await page.request.delete(`/api/trips/${archived.id}`, { headers: auth })).status()).toBe(204);
  // 'Uczniowie szkoły' (issue 51): the register with the longest names, e-mail and a class of 20 characters.
  const longSurname = LONG.studentName!.slice(0, 100);
  const register = `Nazwisko;Imię;Drugie imię;Klasa;Telefon rodzica;E-mail rodzica\n${longSurname};${LONG.guardianFullName};Konstancja;${'8'.padEnd(20, 'x')};+48 500 600 700;${'a'.repeat(60)}@${'b'.repeat(60)}.example.pl\nAdamczyk;Zofia;;4a;;\n`;
  const read = await page.request.post('/api/schools/mine/register/preview', { headers: { ...auth, 'content-type': 'application/octet-stream', 'x-file-name': 'uczniowie.csv' }, data: Buffer.from(register) });
  expect(read.status(), await read.text()).toBe(200);
  expect((await page.request.post('/api/schools/mine/register/import', { headers: auth, data: { previewId: (await read.json()).previewId, leaverIds: [] } })).status()).toBe(200);
  await stubMapTiles(page);
  await openAs(page, session, '/trips');
  await visit(page, [...SIGNED_IN, '/school/pupils', `/consent-archive/${archived.id}`, '/school/trips', '/school/trips?widok=kalendarz&month=2026-05', `/school/trips/${schoolTrip.id}`, '/school/access-log']);

  // A trip that ends today, closed ('Zakończona', issue 31): its banner above the screens, its settlement read-only.
  const isoDay = (day: Date) => `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  const today = browserNow();
  const yesterday = new Date(today);
  yesterday.setDate(today.getDate() - 1);
  const closed = await createTripViaApi(page.request, session.accessToken, {
    name: `${LONG.tripName}_zakończona`.slice(0, 200),
    destination: LONG.destination,
    startDate: isoDay(yesterday),
    endDate: isoDay(today),
    tripLeaderEmail: email,
    students: [{ name: LONG.studentName!, allergies: LONG.allergies }],
  });
  expect((await page.request.post(`/api/trips/${closed.id}/close`, { headers: auth })).status()).toBe(204);
  // Chosen by its link at every width: the automatic first trip of today stays the other one.
  await visit(page, [`/trips?wycieczka=${closed.id}`, '/payments?widok=rozliczenie', '/attendance', '/students']);
  await expect(page.getByTestId('closed-trip-banner')).toContainText('tylko do odczytu');
  // 'Dane ucznia' of the longest name and allergies, on a phone and on the office laptop.
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 720 : 900 });
    await page.getByRole('button', { name: `Dane: ${LONG.studentName}` }).click();
    const details = page.getByRole('dialog', { name: 'Dane ucznia' });
    await expect(details).toContainText(LONG.allergies!);
    if (process.env.WIDTH_SCREENSHOTS) await page.screenshot({ path: `.tmp/width-${width}-student-details.png` });
    await expectWidthLayout(page, `'Dane ucznia' at ${width} px`);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
  }
});
