import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { childMedicineLines, shiftDay, warsawDay, type EmergencyCard, type Student, type StudentMedicine } from '@wycieczki/shared';
import { charactersWithoutGlyph } from '../../test/font-coverage';
import { createTrip, createUser, type TestUser } from '../../test/factories';
import { pdfPages } from '../../test/pdf-text';
import { useTestApi } from '../../test/test-app';

const api = useTestApi();

/** Worst-case values within the SPEC limits (the e2e tests' fixture). */
const LONG = JSON.parse(readFileSync(new URL('../../../../../e2e/fixtures/long-names.json', import.meta.url), 'utf8')) as Record<string, string>;

const TODAY = warsawDay(new Date());
const ZYRTEC = { name: 'Zyrtec', dose: '1 tabletka 10 mg', times: ['21:30', '08:00'] };
const VENTOLIN = { name: 'Ventolin', dose: '2 wdechy', asNeeded: true, maxPerDay: 4, givenBy: 'self' };

async function addMedicine(user: TestUser, tripId: string, studentId: string, body: Record<string, unknown>) {
  const added = await api.request<StudentMedicine>('POST', `/api/trips/${tripId}/students/${studentId}/medicines`, { token: user.accessToken, body });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
}

/** The audit's trip (issue 63): Łukasz's four medicines in 'Leki' and an old note, Maja's one, Jan's none. */
async function tripWithMedicines() {
  const leader = await createUser(api, { fullName: 'Anna Nowak' });
  const guardian = await createUser(api, { fullName: 'Paweł Dąbrowski' });
  const trip = await createTrip(api, leader, {
    name: 'Zielona szkoła',
    guardians: [guardian],
    startDate: shiftDay(TODAY, -1),
    endDate: shiftDay(TODAY, 2),
    students: [
      // The old free text names a medicine of 'Leki' again: said once.
      { name: 'Łukasz Żółć', className: '4a', allergies: 'pyłki traw', medicines: 'Ventolin' },
      { name: 'Maja Nowak', className: '4a', medicines: 'Krople do oczu rano' },
      { name: 'Jan Żak', className: '4a' },
      { name: LONG.studentName!, className: '4a', allergies: LONG.allergies!, medicines: LONG.allergies!.slice(0, 500) },
    ],
  });
  const students = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: leader.accessToken })).body;
  const id = (name: string) => students.find((s) => s.name === name)!.id;
  await addMedicine(leader, trip.id, id('Łukasz Żółć'), ZYRTEC);
  await addMedicine(leader, trip.id, id('Łukasz Żółć'), VENTOLIN);
  await addMedicine(guardian, trip.id, id('Łukasz Żółć'), { name: 'Nurofen', dose: '1 tabletka 200 mg', asNeeded: true, maxPerDay: 3 });
  await addMedicine(leader, trip.id, id('Łukasz Żółć'), { name: 'Sinupret', dose: '2 drażetki', times: ['08:00', '14:00', '20:00'], fromDate: TODAY, untilDate: shiftDay(TODAY, 1) });
  await addMedicine(leader, trip.id, id('Maja Nowak'), { name: 'Euthyrox', dose: '50 mcg', times: ['23:00'] });
  // The longest a medicine may be, with no space to wrap at, and the most hours it may have.
  const hours = Array.from({ length: 12 }, (_, i) => `${String(i * 2).padStart(2, '0')}:15`);
  await addMedicine(leader, trip.id, id(LONG.studentName!), { name: 'L'.repeat(100), dose: 'd'.repeat(100), times: hours });
  await addMedicine(leader, trip.id, id(LONG.studentName!), { ...VENTOLIN, dose: 'dawka '.repeat(16).trim() });
  return { leader, guardian, trip };
}

describe("the karta alarmowa's 'Leki' (issue 63)", () => {
  it('names every medicine of the child with its dose, hours or "w razie potrzeby", and "przyjmuje sam", on screen and printed', async () => {
    const { guardian, trip } = await tripWithMedicines();
    const card = (await api.request<EmergencyCard>('GET', `/api/trips/${trip.id}/emergency`, { token: guardian.accessToken })).body;
    const of = (name: string) => card.students.find((s) => s.name === name)!;
    expect(of('Łukasz Żółć').medicineEntries).toEqual([
      { name: 'Sinupret', dose: '2 drażetki', times: ['08:00', '14:00', '20:00'], asNeeded: false, maxPerDay: null, givenBy: 'guardian', fromDate: TODAY, untilDate: shiftDay(TODAY, 1) },
      { name: 'Zyrtec', dose: '1 tabletka 10 mg', times: ['08:00', '21:30'], asNeeded: false, maxPerDay: null, givenBy: 'guardian', fromDate: null, untilDate: null },
      { name: 'Nurofen', dose: '1 tabletka 200 mg', times: [], asNeeded: true, maxPerDay: 3, givenBy: 'guardian', fromDate: null, untilDate: null },
      { name: 'Ventolin', dose: '2 wdechy', times: [], asNeeded: true, maxPerDay: 4, givenBy: 'self', fromDate: null, untilDate: null },
    ]);
    const lukasz = childMedicineLines(of('Łukasz Żółć').medicineEntries, of('Łukasz Żółć').medicines);
    const course = `od ${TODAY.slice(8)}.${TODAY.slice(5, 7)} do ${shiftDay(TODAY, 1).slice(8)}.${shiftDay(TODAY, 1).slice(5, 7)}`;
    expect(lukasz).toEqual([
      `Sinupret – 2 drażetki: 08:00, 14:00, 20:00; ${course}`,
      'Zyrtec – 1 tabletka 10 mg: 08:00, 21:30',
      'Nurofen – 1 tabletka 200 mg: w razie potrzeby, najwyżej 3 × dziennie',
      'Ventolin – 2 wdechy: w razie potrzeby, najwyżej 4 × dziennie; przyjmuje sam',
    ]);
    // The old free text stays where it says more than 'Leki' does.
    expect(childMedicineLines(of('Maja Nowak').medicineEntries, of('Maja Nowak').medicines)).toEqual(['Euthyrox – 50 mcg: 23:00', 'Krople do oczu rano']);
    expect(of('Jan Żak').medicineEntries).toEqual([]);

    const pdf = await api.app.request(`/api/trips/${trip.id}/emergency/pdf`, { headers: { Authorization: `Bearer ${guardian.accessToken}` } });
    expect(pdf.status).toBe(200);
    const text = (await pdfPages(new Uint8Array(await pdf.arrayBuffer()))).join('\n');
    expect(charactersWithoutGlyph(text)).toEqual([]);
    // A cell's text wraps: compared with any white space between words.
    const flat = text.replace(/\s+/g, ' ');
    for (const line of [...lukasz, 'Euthyrox – 50 mcg: 23:00', 'Krople do oczu rano']) expect(flat, line).toContain(line);
    // 'Ventolin' once for Łukasz (its line), not again as the old note.
    const lukaszRow = flat.slice(flat.indexOf('Łukasz Żółć'), flat.indexOf('Telefony rodziców'));
    expect(lukaszRow.match(/Ventolin/g)).toHaveLength(1);
    // A word longer than the column is cut across lines, not across the page's edge.
    expect(text.replace(/\s+/g, '')).toContain(`${'L'.repeat(100)}–${'d'.repeat(100)}:00:15,02:15`);
    expect(flat).toContain(`${VENTOLIN.name} – ${'dawka '.repeat(16).trim()}: w razie potrzeby`);
  });

  it("names only the medicines of the trip's days: a course the trip moved away from is left out", async () => {
    const { leader, guardian, trip } = await tripWithMedicines();
    // The trip moves a week on: Sinupret's days are no longer the trip's.
    const moved = await api.request('PATCH', `/api/trips/${trip.id}`, { token: leader.accessToken, body: { startDate: shiftDay(TODAY, 7), endDate: shiftDay(TODAY, 9) } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const card = (await api.request<EmergencyCard>('GET', `/api/trips/${trip.id}/emergency`, { token: guardian.accessToken })).body;
    expect(card.students.find((s) => s.name === 'Łukasz Żółć')!.medicineEntries.map((m) => m.name)).toEqual(['Zyrtec', 'Nurofen', 'Ventolin']);
  });
});
