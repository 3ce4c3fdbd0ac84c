import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { TripSummary } from '@wycieczki/shared';
import { afterDialogsClose, expect, signInWithSession, signUpViaApi, test, uniqueEmail } from './fixtures';
import { expectPhoneLayout } from './fixtures/phone-layout';
import { stubMapTiles } from './fixtures/trip-setup';

/** Worst-case values within the product's limits (docs/product.md §9): the longest names, some with no space to wrap at. */
type LongNames = {
  tripName: string;
  destination: string;
  studentName: string;
  roomNumber: string;
  attendanceListName: string;
  allergies: string;
  guardianFullName: string;
};
const LONG = JSON.parse(readFileSync(new URL('./fixtures/long-names.json', import.meta.url), 'utf8')) as LongNames;
const PESEL = '44051401458';
/** 'Klasa' at its limit of 20 characters, with nowhere to wrap. */
const LONG_CLASS = '6b'.padEnd(20, 'x');

test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });

/** Checks the screen; with PHONE_SCREENSHOTS set, keeps a picture of it in .tmp/ for a person to look at. */
async function check(page: Page, where: string): Promise<void> {
  if (process.env.PHONE_SCREENSHOTS) await page.screenshot({ path: `.tmp/phone-${where.replace(/[^a-z0-9]+/gi, '-')}.png`, fullPage: false });
  await expectPhoneLayout(page, where);
}

type Layer = 'dialog' | 'alertdialog' | 'menu' | 'listbox';
const openLayers = (page: Page, role: Layer) => page.locator(`[role="${role}"][data-state="open"]`);

/**
 * Clicks what opens a layer (a dialog, a question, a menu, a picker) and waits until it is open:
 * a screen's dialog may still be loading its code, and a check or an Escape that comes first finds
 * nothing to look at or to close, and the dialog opens over what comes next.
 */
async function open(page: Page, trigger: Locator, role: Layer = 'dialog'): Promise<void> {
  const before = await openLayers(page, role).count();
  await trigger.click();
  await expect(openLayers(page, role)).toHaveCount(before + 1);
}

/** Escape, and the top layer has closed. */
async function escape(page: Page, role: Layer = 'dialog'): Promise<void> {
  const before = await openLayers(page, role).count();
  await page.keyboard.press('Escape');
  await expect(openLayers(page, role)).toHaveCount(Math.max(0, before - 1));
}

test('every screen and dialog holds at 360×640 with the longest names', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await check(page, 'landing');
  await page.goto('/auth');
  await check(page, 'auth');
  await page.getByRole('tab', { name: 'Rejestracja' }).click();
  await check(page, 'auth sign-up');
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Resetowanie hasła' })).toBeVisible();
  await check(page, 'password reset');

  // A new teacher with no trip yet: every screen's empty state.
  const newcomer = await signUpViaApi(page.request, uniqueEmail('nowy'), LONG.guardianFullName);
  await signInWithSession(page, newcomer);
  for (const path of ['/trips', '/students', '/rooms', '/attendance', '/locations']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check(page, `${path} without a trip`);
  }
  await page.evaluate(() => localStorage.clear());

  // A trip at every limit: the longest names, a guardian, 20 students (one with the longest name and allergies), rooms.
  const email = uniqueEmail('telefon');
  const guardianEmail = uniqueEmail('opiekun');
  const session = await signUpViaApi(page.request, email, LONG.guardianFullName);
  await signUpViaApi(page.request, guardianEmail, `${LONG.guardianFullName}_Druga`);
  const created = await page.request.post('/api/trips', {
    headers: { Authorization: `Bearer ${session.accessToken}` },
    data: {
      name: LONG.tripName,
      destination: LONG.destination,
      startDate: '2026-05-10',
      endDate: '2026-05-13',
      tripLeaderEmail: email,
      guardianEmails: [guardianEmail],
      rooms: [{ number: LONG.roomNumber, capacity: 4 }, { number: '12', capacity: 3 }],
      students: [
        { name: LONG.studentName, pesel: PESEL, parentPhone: '+48 600 100 200', allergies: LONG.allergies, diet: LONG.allergies, className: LONG_CLASS },
        ...Array.from({ length: 19 }, (_, i) => ({ name: `Uczeń Numer ${i + 1}` })),
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const trip = (await created.json()) as TripSummary;
  const auth = { Authorization: `Bearer ${session.accessToken}` };
  const list = await page.request.post(`/api/trips/${trip.id}/attendance`, { headers: auth, data: { name: LONG.attendanceListName, date: '2026-05-11', time: '07:30' } });
  expect(list.status()).toBe(201);
  const rooms = (await (await page.request.get(`/api/trips/${trip.id}/rooms`, { headers: auth })).json()) as { id: string; number: string }[];
  const students = (await (await page.request.get(`/api/trips/${trip.id}/students`, { headers: auth })).json()) as { id: string; name: string }[];
  const longRoom = rooms.find((room) => room.number === LONG.roomNumber)!;
  const assigned = await page.request.put(`/api/trips/${trip.id}/rooms/${longRoom.id}/students`, {
    headers: auth,
    data: { studentIds: students.filter((s) => s.name === LONG.studentName).map((s) => s.id) },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  // A program leg with the longest texts the karta takes.
  const leg = await page.request.post(`/api/trips/${trip.id}/program`, {
    headers: auth,
    data: { day: '2026-05-11', departureTime: '07:30', arrivalTime: '23:59', distanceKm: 99999, destination: LONG.destination, program: LONG.allergies, stops: LONG.allergies },
  });
  expect(leg.status(), await leg.text()).toBe(201);

  await stubMapTiles(page);
  await signInWithSession(page, session);

  // The trips screen and its dialogs.
  await page.goto('/trips');
  await expect(page.getByRole('heading', { name: 'Twoje Wycieczki', level: 1 })).toBeVisible();
  await expect(page.getByTestId('trip-card')).toHaveCount(1);
  await check(page, 'trips');

  await open(page, page.getByRole('button', { name: /^Bieżąca wycieczka/ }));
  await check(page, 'trip switcher');
  await escape(page);
  await open(page, page.getByRole('button', { name: 'Powiadomienia' }));
  await check(page, 'notifications');
  await escape(page);

  const card = page.getByTestId('trip-card');
  await card.getByRole('button', { name: 'Opiekunowie' }).click();
  const guardians = page.getByRole('dialog', { name: 'Zarządzaj opiekunami wycieczki' });
  await expect(guardians.getByText(`${LONG.guardianFullName}_Druga`)).toBeVisible();
  await check(page, 'guardians');
  await open(page, guardians.getByRole('button', { name: /^Usuń opiekuna/ }).first(), 'alertdialog');
  await check(page, 'guardian removal');
  await page.getByRole('button', { name: 'Anuluj' }).click();
  await page.keyboard.press('Escape');
  await expect(guardians).toBeHidden();

  await card.getByRole('button', { name: 'Edytuj wycieczkę' }).click();
  await expect(page.getByRole('dialog', { name: 'Edytuj wycieczkę' })).toBeVisible();
  await check(page, 'edit trip');
  await escape(page);
  await open(page, card.getByRole('button', { name: 'Usuń wycieczkę' }), 'alertdialog');
  await check(page, 'delete trip');
  await page.getByRole('button', { name: 'Anuluj' }).click();

  // The paperwork: the documents menu, the program with its longest leg, and a leg's form.
  await card.getByRole('button', { name: 'Dokumenty wycieczki' }).click();
  await expect(page.getByRole('menuitem', { name: 'Karta wycieczki' })).toBeVisible();
  await check(page, 'documents menu');
  await page.keyboard.press('Escape');
  await card.getByRole('button', { name: 'Program wycieczki' }).click();
  const program = page.getByRole('dialog', { name: 'Program wycieczki' });
  await expect(program.getByTestId('program-item')).toHaveCount(1);
  await check(page, 'program');
  await program.getByRole('button', { name: `Edytuj pozycję programu ${LONG.destination}` }).click();
  await expect(program.getByLabel('Miejscowość docelowa i powrotna')).toHaveValue(LONG.destination);
  await check(page, 'program item form');
  await escape(page);
  await expect(program).toBeHidden();

  // The wizard, every step, with the longest values typed in.
  await page.getByRole('button', { name: 'Nowa wycieczka' }).click();
  const wizard = page.getByRole('dialog', { name: 'Kreator nowej wycieczki' });
  await wizard.getByLabel('Nazwa wycieczki').fill(LONG.tripName);
  await wizard.getByLabel('Miejsce docelowe').fill(LONG.destination);
  await wizard.getByLabel('Email kierownika wycieczki').fill(email);
  await wizard.getByPlaceholder('opiekun@szkola.pl').fill(guardianEmail);
  await wizard.getByRole('button', { name: 'Dodaj opiekuna' }).click();
  await check(page, 'wizard basics');
  await check(page, 'wizard basics');
  await wizard.getByRole('tab', { name: 'Uczniowie' }).click();
  await wizard.getByLabel('Imię i nazwisko ucznia').fill(LONG.studentName);
  await wizard.getByLabel('Alergie (opcjonalnie)').fill(LONG.allergies);
  await wizard.getByRole('button', { name: 'Dodaj ucznia' }).click();
  await check(page, 'wizard students');
  await check(page, 'wizard students');
  await wizard.getByRole('tab', { name: 'Pokoje' }).click();
  await wizard.getByLabel('Numer pokoju').fill(LONG.roomNumber);
  await wizard.getByRole('button', { name: 'Dodaj pokój' }).click();
  await check(page, 'wizard rooms');
  await check(page, 'wizard rooms');
  await wizard.getByRole('tab', { name: 'Podsumowanie' }).click();
  await check(page, 'wizard summary');
  await check(page, 'wizard summary');
  await escape(page);
  await expect(wizard).toBeHidden();

  // Students: the list, the student form, deletion, the import with its preview.
  await afterDialogsClose(page);
  await page.goto('/students');
  await expect(page.getByTestId('student-row')).toHaveCount(20);
  await check(page, 'students');
  await page.getByRole('button', { name: `Edytuj: ${LONG.studentName}` }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check(page, 'edit student');
  await escape(page);
  await open(page, page.getByRole('button', { name: 'Dodaj ucznia' }));
  await check(page, 'add student');
  await escape(page);
  await open(page, page.getByRole('button', { name: `Usuń: ${LONG.studentName}` }), 'alertdialog');
  await check(page, 'delete student');
  await page.getByRole('button', { name: 'Anuluj' }).click();
  await page.getByRole('button', { name: 'Zgody rodziców' }).click();
  await expect(page.getByRole('dialog', { name: 'Zgody rodziców' })).toBeVisible();
  await check(page, 'consents');
  await escape(page);
  await page.getByRole('button', { name: 'Import z pliku' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import uczniów z pliku' });
  await check(page, 'import');
  const csv = `Imię i nazwisko;PESEL;Alergie\r\n${LONG.studentName};${PESEL};${LONG.allergies}\r\n${LONG.studentName}_2;;\r\nUczeń Numer 1;;\r\n`;
  await importDialog.getByLabel('Plik z listą uczniów').setInputFiles({ name: `${LONG.tripName}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(importDialog.getByTestId('import-row')).toHaveCount(3);
  await check(page, 'import preview');
  await escape(page);

  // Rooms: the cards and their three dialogs.
  await afterDialogsClose(page);
  await page.goto('/rooms');
  await expect(page.getByTestId('room-card')).toHaveCount(2);
  await check(page, 'rooms');
  const longRoomCard = page.getByTestId('room-card').filter({ hasText: LONG.roomNumber });
  await open(page, longRoomCard.getByRole('button', { name: 'Przypisz uczniów' }));
  await check(page, 'assign students');
  await escape(page);
  await open(page, longRoomCard.getByRole('button', { name: 'Edytuj' }));
  await check(page, 'edit room');
  await escape(page);
  await open(page, longRoomCard.getByRole('button', { name: `Usuń pokój ${LONG.roomNumber}` }), 'alertdialog');
  await check(page, 'delete room');
  await page.getByRole('button', { name: 'Anuluj' }).click();
  await open(page, page.getByRole('button', { name: 'Dodaj pokój' }));
  await check(page, 'add room');
  await escape(page);

  // Attendance: the chosen list, the list picker, the new-list form with its calendar, edit and delete.
  await afterDialogsClose(page);
  await page.goto('/attendance');
  await expect(page.getByRole('list', { name: 'Uczniowie na liście' })).toBeVisible();
  await check(page, 'attendance');
  await open(page, page.getByRole('combobox', { name: 'Lista obecności' }), 'listbox');
  await check(page, 'attendance list picker');
  await escape(page, 'listbox');
  await open(page, page.getByRole('button', { name: 'Nowa lista obecności' }));
  await check(page, 'new attendance list');
  await page.getByRole('dialog', { name: 'Nowa lista obecności' }).getByRole('button', { name: /^Data/ }).click();
  await expect(page.getByRole('grid')).toBeVisible();
  await check(page, 'date picker');
  await escape(page);
  await escape(page);
  // On a phone the list's edit and delete are under one button beside the picker.
  await open(page, page.getByRole('button', { name: 'Więcej działań listy obecności' }), 'menu');
  await check(page, 'attendance list actions');
  await open(page, page.getByRole('menuitem', { name: 'Edytuj listę obecności' }));
  await check(page, 'edit attendance list');
  await escape(page);
  await page.getByRole('button', { name: 'Więcej działań listy obecności' }).click();
  await open(page, page.getByRole('menuitem', { name: 'Usuń listę obecności' }), 'alertdialog');
  await check(page, 'delete attendance list');
  await page.getByRole('button', { name: 'Anuluj' }).click();

  await afterDialogsClose(page);
  await page.goto('/locations');
  await expect(page.getByTestId('location-row')).toHaveCount(20);
  await check(page, 'locations');
  await afterDialogsClose(page);
  await page.goto('/emergency');
  await expect(page.getByTestId('emergency-student')).toHaveCount(20);
  await check(page, 'karta alarmowa');
  await page.getByTestId('emergency-student').first().scrollIntoViewIfNeeded();
  await check(page, 'karta alarmowa students');
  // The money after the trip (issue 31): 'Wydatki' and 'Dodaj wydatek', 'Rozliczenie' with 'Zwrot' and 'Zakończ wycieczkę'.
  expect((await page.request.patch(`/api/trips/${trip.id}`, { headers: auth, data: { cost: { perStudent: 123456, instalments: [] } } })).status()).toBe(200);
  const longStudent = students.find((s) => s.name === LONG.studentName)!;
  const payment = { studentId: longStudent.id, amount: 123456, paidOn: '2026-04-01', method: 'przelew', note: LONG.attendanceListName };
  expect((await page.request.post(`/api/trips/${trip.id}/payments`, { headers: auth, data: payment })).status()).toBe(201);
  const expense = { category: 'przewodnik', amount: 23456, spentOn: '2026-05-12', documentNo: 'FV/'.padEnd(60, '7'), note: LONG.attendanceListName };
  expect((await page.request.post(`/api/trips/${trip.id}/expenses`, { headers: auth, data: expense })).status()).toBe(201);
  await afterDialogsClose(page);
  await page.goto('/payments?widok=wydatki');
  await expect(page.getByTestId('expense')).toHaveCount(1);
  await check(page, 'expenses');
  await open(page, page.getByRole('button', { name: 'Dodaj wydatek' }));
  await check(page, 'add expense');
  await escape(page);
  await page.getByRole('tab', { name: 'Rozliczenie' }).click();
  await expect(page.getByTestId('settlement-balance')).toHaveText('1 000,00 zł');
  await check(page, 'settlement');
  await open(page, page.getByRole('button', { name: `Zwrot: ${LONG.studentName}` }));
  await check(page, 'return');
  await escape(page);
  await open(page, page.getByRole('button', { name: 'Zakończ wycieczkę' }));
  await check(page, 'close trip');
  await escape(page);

  await page.goto('/access-log');
  await expect(page.getByRole('heading', { name: 'Dziennik dostępu' })).toBeVisible();
  await check(page, 'access log');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Twój Profil' })).toBeVisible();
  await check(page, 'profile');
  await open(page, page.getByRole('button', { name: 'Zmień hasło' }));
  await check(page, 'change password');
  await escape(page);
  await afterDialogsClose(page);
  await open(page, page.getByRole('button', { name: 'Usuń konto' }));
  await check(page, 'delete account');
  await escape(page);
  await afterDialogsClose(page);
  await page.goto('/nie-ma-takiej-strony');
  await check(page, 'not found');
});
