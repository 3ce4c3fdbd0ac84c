import { sql } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { settlementSplitLine, type Student, type TripSettlement } from '@wycieczki/shared';
import { addDays, warsawDate } from '../../lib/warsaw-date';
import { createTrip, createUser, type TestUser } from '../../test/factories';
import { pdfPages } from '../../test/pdf-text';
import { spaced } from '../../test/spaced';
import { useTestApi } from '../../test/test-app';

const api = useTestApi();

const OTHERS = ['Adam', 'Bartek', 'Celina', 'Dawid', 'Ewa', 'Filip', 'Gabriela', 'Hubert', 'Iga', 'Jakub', 'Kinga', 'Leon', 'Marta', 'Natan', 'Oliwia', 'Piotr'];

/**
 * The audit's trip (issue 63): its first day today, 20 pupils at 1 250 zł; Maja and Zofia paid it all,
 * Julia 600 zł, Łukasz 500 zł, the 16 others nothing yet; one expense of 2 400 zł.
 */
async function auditTrip(creator: TestUser, guardian: TestUser) {
  const today = warsawDate();
  const names = ['Maja Wrona', 'Zofia Lis', 'Julia Kowalska', 'Łukasz Żółć', ...OTHERS.map((name) => `${name} Nowicki`)];
  const trip = await createTrip(api, creator, { name: 'Zielona szkoła Wisła', startDate: today, endDate: addDays(today, 3), guardians: [guardian], students: names.map((name) => ({ name, className: '4a' })) });
  const cost = { perStudent: 125000, instalments: [], account: null, payee: null };
  expect((await api.request('PATCH', `/api/trips/${trip.id}`, { token: creator.accessToken, body: { cost } })).status).toBe(200);
  const list = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken })).body;
  const id = (name: string) => list.find((s) => s.name === name)!.id;
  for (const [name, amount] of [['Maja Wrona', 125000], ['Zofia Lis', 125000], ['Julia Kowalska', 60000], ['Łukasz Żółć', 50000]] as const) {
    const paid = await api.request('POST', `/api/trips/${trip.id}/payments`, { token: creator.accessToken, body: { studentId: id(name), amount, paidOn: today, method: 'przelew' } });
    expect(paid.status).toBe(201);
  }
  const spent = await api.request('POST', `/api/trips/${trip.id}/expenses`, { token: creator.accessToken, body: { category: 'noclegi', amount: 240000, spentOn: today } });
  expect(spent.status).toBe(201);
  return { trip, id };
}

const settlement = async (user: TestUser, tripId: string) => (await api.request<TripSettlement>('GET', `/api/trips/${tripId}/settlement`, { token: user.accessToken })).body;
const download = (user: TestUser, path: string) => api.app.request(path, { headers: { Authorization: `Bearer ${user.accessToken}` } });
const pdfText = async (user: TestUser, tripId: string) =>
  spaced((await pdfPages(new Uint8Array(await (await download(user, `/api/trips/${tripId}/settlement/pdf`)).arrayBuffer()))).join(' ').replace(/\s+/g, ' '));
const saveManual = (user: TestUser, tripId: string, amounts: { studentId: string; amount: number }[]) =>
  api.request('PUT', `/api/trips/${tripId}/settlement`, { token: user.accessToken, body: { split: 'manual', amounts } });

describe("'Rozliczenie' while families owe (issue 63)", () => {
  it('proposes no return on the first day with 18 of 20 owing, says what is owed, and the PDF prints the same', async () => {
    const [creator, guardian] = await Promise.all([createUser(api, { fullName: 'Anna Kierownik' }), createUser(api)]);
    const { trip, id } = await auditTrip(creator, guardian);
    const read = await settlement(creator, trip.id);
    expect(read).toMatchObject({ income: 360000, spent: 240000, balance: 120000, heldBack: true, recipients: 0, perPayer: 0, arrears: { students: 18, amount: 2140000 } });
    expect(read.students!.filter((s) => s.due > 0)).toEqual([]);
    expect(read.students!.find((s) => s.name === 'Julia Kowalska')).toMatchObject({ paid: 60000, owes: 65000, due: 0 });
    expect(read.students!.find((s) => s.name === 'Łukasz Żółć')).toMatchObject({ paid: 50000, owes: 75000, due: 0 });
    expect(read.students!.find((s) => s.name === 'Maja Wrona')).toMatchObject({ owes: 0, due: 0 });
    const line = 'Zaległości: 18 uczniów, 21 400,00 zł. Zwrotów nie ma, dopóki ktoś zalega z wpłatą; po wycieczce nadwyżka wróci tylko do tych, którzy wpłacili całość.';
    expect(spaced(settlementSplitLine(read))).toBe(line);
    // 'Zakończ wycieczkę' would leave Maja's and Zofia's parts to return, not Julia's nor Łukasz's.
    expect(read.checklist).toMatchObject({ returnsLeft: 2, returnsLeftAmount: 120000 });

    const pdf = await pdfText(creator, trip.id);
    expect(pdf).toContain(line);
    expect(pdf).toContain('Brak zwrotów.');
    expect(pdf).toContain('Zaległości wpłat');
    expect(pdf).toMatch(/Julia Kowalska 4a 600,00 zł 650,00 zł/);
    expect(pdf).toMatch(/Razem 21 400,00 zł/);
    expect(pdf).not.toContain('300,00 zł');

    // Amounts set by hand wait too, and a guardian who does not see the payments gets the count only.
    const held = await saveManual(creator, trip.id, [{ studentId: id('Maja Wrona'), amount: 10000 }]);
    expect(held.status).toBe(400);
    expect(spaced(held.body)).toMatchObject({ error: { message: 'Zaległości: 18 uczniów, 21 400,00 zł. Kwoty zwrotów można ustalić, gdy nikt nie zalega z wpłatą, albo po wycieczce.' } });
    const hidden = await settlement(guardian, trip.id);
    expect(hidden).toMatchObject({ arrears: { students: 18, amount: null }, heldBack: true, students: null });
    expect(settlementSplitLine(hidden)).toBe('Zaległości: 18 uczniów. Nadpłaty wracają do tych, którzy je wpłacili; nadwyżki nie dzieli się, dopóki ktoś zalega z wpłatą.');
  });

  it('after the trip gives the surplus only to those who owe nothing, and lists what the others owe', async () => {
    const [creator, guardian] = await Promise.all([createUser(api), createUser(api)]);
    const { trip, id } = await auditTrip(creator, guardian);
    await api.database.db.execute(sql`update trips set start_date = '2026-11-02', end_date = '2026-11-06' where id = ${trip.id}`);
    const read = await settlement(creator, trip.id);
    expect(read).toMatchObject({ heldBack: false, recipients: 2, perPayer: 60000, remainder: 0, arrears: { students: 18, amount: 2140000 } });
    expect(read.students!.filter((s) => s.due > 0).map((s) => [s.name, s.due])).toEqual([
      ['Zofia Lis', 60000],
      ['Maja Wrona', 60000],
    ]);
    const line = 'Zaległości: 18 uczniów, 21 400,00 zł. Nadwyżka 1 200,00 zł zwracana po równo tym, którzy wpłacili całość: po 600,00 zł dla 2 wpłacających.';
    expect(spaced(settlementSplitLine(read))).toBe(line);
    const pdf = await pdfText(creator, trip.id);
    expect(pdf).toContain(line);
    expect(pdf).toMatch(/Maja Wrona 4a 1 250,00 zł 600,00 zł/);
    expect(pdf).toMatch(/Łukasz Żółć 4a 500,00 zł 750,00 zł/);

    const debtor = await saveManual(creator, trip.id, [{ studentId: id('Julia Kowalska'), amount: 10000 }]);
    expect(debtor.status).toBe(400);
    expect(spaced(debtor.body)).toMatchObject({ error: { message: 'Julia Kowalska zalega z wpłatą 650,00 zł: zwrot się nie należy.' } });
    expect((await saveManual(creator, trip.id, [{ studentId: id('Maja Wrona'), amount: 50000 }])).status).toBe(204);
    expect((await settlement(creator, trip.id)).students!.find((s) => s.name === 'Maja Wrona')).toMatchObject({ due: 50000, manual: 50000 });

    const xlsx = Buffer.from(await (await download(creator, `/api/trips/${trip.id}/settlement/xlsx`)).arrayBuffer());
    const debts = await readSheet(xlsx, 'Zaległości');
    expect(debts[0]).toEqual(['Uczeń', 'Klasa', 'Wpłacono', 'Zaległość']);
    expect(debts.find((row) => row[0] === 'Julia Kowalska')).toEqual(['Julia Kowalska', '4a', 600, 650]);
    expect(debts.at(-1)).toEqual(['Razem', null, null, 21400]);
  });
});
