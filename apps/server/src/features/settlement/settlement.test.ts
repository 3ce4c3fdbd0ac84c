import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { MSG, type ActivityPage, type AttendanceCheckSummary, type Expense, type PaymentReturn, type Student, type TripSettlement, type TripSummary } from '@wycieczki/shared';
import { createSchool, createTrip, createUser, joinSchool, type TestUser } from '../../test/factories';
import { pdfPages } from '../../test/pdf-text';
import { spaced } from '../../test/spaced';
import { useTestApi } from '../../test/test-app';
import { PARENT_LINK_HEADER } from '../parents/parents.routes';

const api = useTestApi();

const COST = { perStudent: 85000, instalments: [], account: null, payee: null };

/**
 * A trip of three students with a cost, two of whom paid in full and one, at half the cost
 * ('Koszt indywidualny'), his half: nobody owes, so nothing holds the split back (issue 63).
 */
async function paidTrip(creator: TestUser, options: { guardians?: TestUser[]; leader?: TestUser } = {}) {
  const trip = await createTrip(api, creator, {
    ...options,
    name: 'Zielona szkoła Białka 2099',
    startDate: '2099-05-11',
    endDate: '2099-05-15',
    students: [{ name: 'Jan Kowalski', className: '6a' }, { name: 'Ola Nowak', className: '6a' }, { name: 'Adam Zieliński', className: '6b' }],
  });
  expect((await api.request('PATCH', `/api/trips/${trip.id}`, { token: creator.accessToken, body: { cost: COST } })).status).toBe(200);
  const list = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken })).body;
  const id = (name: string) => list.find((s) => s.name === name)!.id;
  const students = { jan: id('Jan Kowalski'), ola: id('Ola Nowak'), adam: id('Adam Zieliński') };
  for (const [studentId, amount] of [
    [students.jan, 85000],
    [students.ola, 85000],
    [students.adam, 42500],
  ] as const) {
    expect((await api.request('POST', `/api/trips/${trip.id}/payments`, { token: creator.accessToken, body: { studentId, amount, paidOn: '2026-11-02', method: 'gotowka' } })).status).toBe(201);
  }
  expect((await api.request('PUT', `/api/trips/${trip.id}/students/${students.adam}/cost`, { token: creator.accessToken, body: { amount: 42500, note: 'dwa dni' } })).status).toBe(204);
  return { trip, students };
}

/** The trip as if it took place last week: closing is possible from its last day on. */
async function moveIntoPast(tripId: string) {
  await api.database.db.execute(sql`update trips set start_date = '2026-11-02', end_date = '2026-11-06' where id = ${tripId}`);
}

const expense = (user: TestUser, tripId: string, body: Record<string, unknown>) =>
  api.request<Expense>('POST', `/api/trips/${tripId}/expenses`, { token: user.accessToken, body: { category: 'transport', amount: 150000, spentOn: '2026-11-06', ...body } });
const giveBack = (user: TestUser, tripId: string, body: Record<string, unknown>) =>
  api.request<PaymentReturn>('POST', `/api/trips/${tripId}/returns`, { token: user.accessToken, body: { returnedOn: '2026-11-20', method: 'przelew', ...body } });
const settlement = (user: TestUser, tripId: string) => api.request<TripSettlement>('GET', `/api/trips/${tripId}/settlement`, { token: user.accessToken });
const file = (user: TestUser, path: string) => api.app.request(path, { headers: { Authorization: `Bearer ${user.accessToken}` } });

describe("'Wydatki' (issue 31)", () => {
  it('are recorded, corrected and deleted by the creator and the leader; the feed names the category, never an amount', async () => {
    const [creator, leader, guardian, stranger] = await Promise.all([createUser(api), createUser(api), createUser(api), createUser(api)]);
    const { trip } = await paidTrip(creator, { leader, guardians: [guardian] });
    const first = await expense(creator, trip.id, { documentNo: 'FV 12/2026', note: 'Autokar Kraków – Białka' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ category: 'transport', amount: 150000, documentNo: 'FV 12/2026', note: 'Autokar Kraków – Białka' });
    expect((await expense(leader, trip.id, { category: 'noclegi', amount: 40000 })).status).toBe(201);
    expect((await expense(guardian, trip.id, {})).status).toBe(403);
    expect((await expense(stranger, trip.id, {})).status).toBe(404);
    const fixed = await api.request<Expense>('PUT', `/api/trips/${trip.id}/expenses/${first.body.id}`, {
      token: leader.accessToken,
      body: { category: 'transport', amount: 145000, spentOn: '2026-11-06', documentNo: 'FV 12/2026', note: null },
    });
    expect(fixed.body).toMatchObject({ amount: 145000, note: null });
    const read = (await settlement(guardian, trip.id)).body;
    // What the trip spent, never what families paid (issue 47: the same rule as 'Wpłaty').
    expect(read).toMatchObject({ income: null, spent: 185000, balance: null, returned: null, left: null, perPayer: null, remainder: null, canRecord: false, canSeeAmounts: false, students: null });
    expect(read.checklist.returnsLeftAmount).toBeNull();
    expect((await settlement(creator, trip.id)).body).toMatchObject({ income: 212500, balance: 27500 });
    expect(read.byCategory).toEqual([
      { category: 'transport', amount: 145000 },
      { category: 'noclegi', amount: 40000 },
    ]);
    expect((await api.request('DELETE', `/api/trips/${trip.id}/expenses/${first.body.id}`, { token: guardian.accessToken })).status).toBe(403);
    expect((await api.request('DELETE', `/api/trips/${trip.id}/expenses/${first.body.id}`, { token: creator.accessToken })).status).toBe(204);
    expect((await settlement(creator, trip.id)).body.spent).toBe(40000);
    const feed = (await api.request<ActivityPage>('GET', `/api/trips/${trip.id}/activity`, { token: guardian.accessToken })).body;
    const lines = feed.entries.map((entry) => entry.summary);
    expect(lines).toEqual(expect.arrayContaining(['zapisano wydatek: Transport', 'poprawiono wydatek: Transport', 'usunięto wydatek: Transport', 'zapisano wydatek: Noclegi']));
    expect(JSON.stringify(feed)).not.toMatch(/1 ?450|1 ?500|400,00/);
  });

  it('refuse bad input with a Polish message and store nothing', async () => {
    const creator = await createUser(api);
    const { trip } = await paidTrip(creator);
    const attempts: [Record<string, unknown>, string][] = [
      [{ category: 'pizza' }, MSG.expenseCategoryInvalid],
      [{ amount: 100.5 }, MSG.amountInvalid],
      [{ amount: 0 }, MSG.amountNotPositive],
      [{ amount: 10_000_001 }, MSG.amountTooLarge],
      [{ spentOn: '2026-02-30' }, MSG.dateInvalid],
      [{ spentOn: '2999-01-01' }, MSG.expenseDateInFuture],
      [{ spentOn: '1900-01-01' }, MSG.expenseDateTooEarly],
      [{ documentNo: 'x'.repeat(61) }, MSG.expenseDocumentTooLong],
      [{ note: 'x'.repeat(201) }, MSG.paymentNoteTooLong],
    ];
    for (const [body, message] of attempts) {
      const answer = await expense(creator, trip.id, body);
      expect(answer.status, message).toBe(400);
      expect(answer.body).toMatchObject({ error: { message } });
    }
    expect((await settlement(creator, trip.id)).body.expenses).toEqual([]);
  });
});

describe("'Rozliczenie wycieczki' (issue 31)", () => {
  it('splits the surplus equally among those who paid, with the remainder said, and records returns like payments', async () => {
    const creator = await createUser(api, { fullName: 'Anna Kierownik' });
    const { trip, students } = await paidTrip(creator);
    // 212 500 in, 200 000 out: 12 500 back to three payers is 4 166 each, 2 grosze left of the division.
    await expense(creator, trip.id, { amount: 200000 });
    const read = (await settlement(creator, trip.id)).body;
    expect(read).toMatchObject({ income: 212500, spent: 200000, balance: 12500, split: 'equal', perPayer: 4166, remainder: 2, payers: 3, returned: 0, left: 12500 });
    expect(read.students!.map((s) => [s.name, s.paid, s.due, s.left])).toEqual([
      ['Jan Kowalski', 85000, 4166, 4166],
      ['Ola Nowak', 85000, 4166, 4166],
      ['Adam Zieliński', 42500, 4166, 4166],
    ]);
    // A return of more than the student paid is refused; the return made counts.
    const tooMuch = await giveBack(creator, trip.id, { studentId: students.adam, amount: 42501 });
    expect(tooMuch.status).toBe(400);
    expect(spaced(tooMuch.body)).toMatchObject({ error: { message: 'Zwrot nie może przekroczyć wpłat ucznia pomniejszonych o zwroty: najwyżej 425,00 zł' } });
    const made = await giveBack(creator, trip.id, { studentId: students.jan, amount: 4166, note: 'na konto mamy' });
    expect(made.status).toBe(201);
    const after = (await settlement(creator, trip.id)).body;
    expect(after).toMatchObject({ returned: 4166, left: 8334, checklist: { returnsLeft: 2, returnsLeftAmount: 8332 } });
    expect(after.students!.find((s) => s.studentId === students.jan)).toMatchObject({ returned: 4166, left: 0, returns: [{ amount: 4166, method: 'przelew', note: 'na konto mamy' }] });
    // A student with a return cannot be deleted, as with payments.
    const deleted = await api.request('DELETE', `/api/trips/${trip.id}/students/${students.jan}`, { token: creator.accessToken });
    expect(deleted.status).toBe(409);
    expect((await api.request('DELETE', `/api/trips/${trip.id}/returns/${made.body.id}`, { token: creator.accessToken })).status).toBe(204);
    expect((await settlement(creator, trip.id)).body.returned).toBe(0);
  });

  it('lists an overpayment as due back in full before the split, on the screen and in the PDF (issue 48)', async () => {
    const creator = await createUser(api, { fullName: 'Anna Kierownik' });
    const guardian = await createUser(api);
    const { trip, students } = await paidTrip(creator, { guardians: [guardian] });
    // Ola paid 100 zł more than the 850 zł cost. 222 500 in, 210 000 out: 10 000 of the 12 500 is hers,
    // the 2 500 left goes back in three parts of 833 (1 grosz left of the division).
    expect((await api.request('POST', `/api/trips/${trip.id}/payments`, { token: creator.accessToken, body: { studentId: students.ola, amount: 10000, paidOn: '2026-11-03', method: 'gotowka' } })).status).toBe(201);
    await expense(creator, trip.id, { amount: 210000 });
    const read = (await settlement(creator, trip.id)).body;
    expect(read).toMatchObject({ balance: 12500, overpaid: 10000, overpayers: 1, perPayer: 833, remainder: 1 });
    expect(read.students!.map((s) => [s.name, s.paid, s.due, s.overpaid])).toEqual([
      ['Jan Kowalski', 85000, 833, 0],
      ['Ola Nowak', 95000, 10833, 10000],
      ['Adam Zieliński', 42500, 833, 0],
    ]);
    const pdf = (await pdfPages(new Uint8Array(await (await file(creator, `/api/trips/${trip.id}/settlement/pdf`)).arrayBuffer()))).join(' ').replace(/\s+/g, ' ');
    expect(spaced(pdf)).toContain('Nadpłaty 100,00 zł wracają w całości uczniowi, który wpłacił więcej niż koszt; pozostała nadwyżka 25,00 zł zwracana po równo');
    expect(spaced(pdf)).toContain('w tym nadpłata 100,00 zł');
    // A guardian who does not see amounts learns the rule, not the sums.
    const hidden = (await settlement(guardian, trip.id)).body;
    expect(hidden).toMatchObject({ overpaid: null, students: null });
  });

  it('takes the amounts the leader sets, each at most what was paid and together at most the surplus', async () => {
    const creator = await createUser(api);
    const { trip, students } = await paidTrip(creator);
    await expense(creator, trip.id, { amount: 200000 });
    const save = (body: Record<string, unknown>) => api.request('PUT', `/api/trips/${trip.id}/settlement`, { token: creator.accessToken, body });
    const over = await save({ split: 'manual', amounts: [{ studentId: students.jan, amount: 10000 }, { studentId: students.ola, amount: 3000 }] });
    expect(over.status).toBe(400);
    expect(spaced(over.body)).toMatchObject({ error: { message: 'Suma zwrotów (130,00 zł) przekracza nadwyżkę (125,00 zł)' } });
    expect((await save({ split: 'sometimes' })).body).toMatchObject({ error: { message: MSG.settlementSplitInvalid } });
    expect((await save({ split: 'equal', note: 'x'.repeat(1001) })).body).toMatchObject({ error: { message: MSG.settlementNoteTooLong } });
    expect((await settlement(creator, trip.id)).body.split).toBe('equal');
    const saved = await save({ split: 'manual', amounts: [{ studentId: students.jan, amount: 5000 }, { studentId: students.ola, amount: 5000 }, { studentId: students.adam, amount: 2500 }], note: 'Adam był 2 dni' });
    expect(saved.status).toBe(204);
    const read = (await settlement(creator, trip.id)).body;
    expect(read).toMatchObject({ split: 'manual', perPayer: 0, remainder: 0, note: 'Adam był 2 dni' });
    expect(read.students!.map((s) => [s.name, s.due, s.manual])).toEqual([
      ['Jan Kowalski', 5000, 5000],
      ['Ola Nowak', 5000, 5000],
      ['Adam Zieliński', 2500, 2500],
    ]);
  });

  it('prints as a PDF with przychody, rozchody, saldo, zwroty and the signature lines, and exports as XLSX', async () => {
    const creator = await createUser(api, { fullName: 'Anna Kierownik' });
    const guardian = await createUser(api);
    const { trip, students } = await paidTrip(creator, { guardians: [guardian] });
    await expense(creator, trip.id, { amount: 150000, documentNo: 'FV 12/2026' });
    await expense(creator, trip.id, { category: 'bilety', amount: 50000, note: 'Termy' });
    await giveBack(creator, trip.id, { studentId: students.ola, amount: 4166 });
    const pdf = await file(creator, `/api/trips/${trip.id}/settlement/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="rozliczenie-zielona-szkola-bialka-2099.pdf"');
    const text = spaced((await pdfPages(new Uint8Array(await pdf.arrayBuffer()))).join('\n'));
    for (const words of [
      'ROZLICZENIE WYCIECZKI',
      'Zielona szkoła Białka 2099',
      'I. Przychody (wpłaty rodziców)',
      '2 125,00 zł',
      'II. Rozchody (wydatki)',
      '2 000,00 zł',
      'III. Saldo (I – II)',
      '125,00 zł',
      'FV 12/2026',
      'Bilety wstępu',
      'po 41,66 zł dla 3 wpłacających; z podziału pozostaje 0,02 zł',
      'Ola Nowak',
      '(data i podpis kierownika wycieczki)',
      '(data i podpis dyrektora szkoły)',
    ]) {
      expect(text, words).toContain(words);
    }
    const xlsx = await file(creator, `/api/trips/${trip.id}/settlement/xlsx`);
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const bytes = Buffer.from(await xlsx.arrayBuffer());
    const summary = await readSheet(bytes, 'Rozliczenie');
    expect(summary).toEqual(expect.arrayContaining([['III. Saldo (I – II)', 125], ['I. Przychody (wpłaty rodziców)', 2125]]));
    const spent = await readSheet(bytes, 'Wydatki');
    expect(spent[0]).toEqual(['Data', 'Kategoria', 'Nr dokumentu', 'Opis', 'Kwota', 'Kto zapisał']);
    expect(spent.at(-1)).toEqual(['Razem', null, null, null, 2000, null]);
    const returns = await readSheet(bytes, 'Zwroty');
    expect(returns.find((row) => row[0] === 'Ola Nowak')).toEqual(['Ola Nowak', '6a', 850, 41.66, 41.66, 0, '20.11.2026 przelew']);
    // A guardian who does not see the amounts gets no file of them.
    expect((await file(guardian, `/api/trips/${trip.id}/settlement/pdf`)).status).toBe(403);
  });
});

describe("'Zakończ wycieczkę' (issue 31)", () => {
  it('is possible from the last day on, lists what is open, and leaves the trip read-only but for its money', async () => {
    const [creator, guardian] = await Promise.all([createUser(api), createUser(api)]);
    const { trip, students } = await paidTrip(creator, { guardians: [guardian] });
    const list = await api.request<AttendanceCheckSummary>('POST', `/api/trips/${trip.id}/attendance`, { token: guardian.accessToken, body: { name: 'Wyjazd', date: '2099-05-11', time: '07:30' } });
    expect(list.status).toBe(201);
    const early = await api.request('POST', `/api/trips/${trip.id}/close`, { token: creator.accessToken });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ error: { message: 'Wycieczkę można zakończyć od jej ostatniego dnia (15.05.2099).' } });
    await moveIntoPast(trip.id);
    expect((await api.request('POST', `/api/trips/${trip.id}/close`, { token: guardian.accessToken })).status).toBe(403);
    const open = (await settlement(creator, trip.id)).body;
    // 2 125 zł surplus, 708,33 each; Adam, at half the cost, gets back at most the 425 zł he paid.
    expect(open.checklist).toEqual({ returnsLeft: 3, returnsLeftAmount: 70833 * 2 + 42500, consentsMissing: 3, kartaUnapproved: false });
    expect((await api.request('POST', `/api/trips/${trip.id}/close`, { token: creator.accessToken })).status).toBe(204);
    expect((await api.request('POST', `/api/trips/${trip.id}/close`, { token: creator.accessToken })).body).toMatchObject({ error: { message: MSG.tripAlreadyClosed } });

    const summary = (await api.request<TripSummary>('GET', `/api/trips/${trip.id}`, { token: creator.accessToken })).body;
    expect(summary).toMatchObject({ canEdit: false, canClose: true, canDelete: true });
    expect(summary.closed?.at).toBeTruthy();
    // Everything but the money is refused, whoever asks, with the same message.
    const refused = [
      await api.request('PATCH', `/api/trips/${trip.id}`, { token: creator.accessToken, body: { name: 'Inna' } }),
      await api.request('POST', `/api/trips/${trip.id}/students`, { token: creator.accessToken, body: { name: 'Nowy Uczeń' } }),
      await api.request('POST', `/api/trips/${trip.id}/attendance`, { token: guardian.accessToken, body: { name: 'Powrót', date: '2026-11-06', time: '18:00' } }),
      await api.request('PUT', `/api/trips/${trip.id}/attendance/${list.body.id}/records/${students.jan}`, { token: guardian.accessToken, body: { status: 'absent' } }),
      await api.request('POST', `/api/trips/${trip.id}/rooms`, { token: creator.accessToken, body: { number: '12', capacity: 4 } }),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ error: { message: MSG.tripClosed } });
    }
    expect((await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken })).body).toHaveLength(3);
    // The money stays open: a late payment, an expense, a return, the settlement.
    expect((await api.request('POST', `/api/trips/${trip.id}/payments`, { token: creator.accessToken, body: { studentId: students.adam, amount: 42500, paidOn: '2026-11-20', method: 'przelew' } })).status).toBe(201);
    expect((await expense(creator, trip.id, { amount: 200000 })).status).toBe(201);
    expect((await giveBack(creator, trip.id, { studentId: students.jan, amount: 5000 })).status).toBe(201);
    expect((await api.request('PUT', `/api/trips/${trip.id}/settlement`, { token: creator.accessToken, body: { split: 'equal', note: 'Rozliczono' } })).status).toBe(204);
    const closed = (await settlement(creator, trip.id)).body;
    expect(closed.closed).not.toBeNull();
    expect(closed.erasureDate).toBe('2026-12-07');
    // 'Wznów edycję' opens it again.
    expect((await api.request('DELETE', `/api/trips/${trip.id}/close`, { token: creator.accessToken })).status).toBe(204);
    expect((await api.request('PATCH', `/api/trips/${trip.id}`, { token: creator.accessToken, body: { name: 'Inna' } })).status).toBe(200);
    expect((await api.request('DELETE', `/api/trips/${trip.id}/close`, { token: creator.accessToken })).body).toMatchObject({ error: { message: MSG.tripNotClosed } });
  });
});

describe('a closed trip keeps what keeps children and their data safe (issue 31)', () => {
  it('still reads sensitive data, ends an alarm and stops a parent link, and takes no parent-page write', async () => {
    const [creator, guardian] = await Promise.all([createUser(api), createUser(api)]);
    const { trip, students } = await paidTrip(creator, { guardians: [guardian] });
    await api.database.db.execute(sql`update students set pesel = '44051401359', parent_phone = '600100200' where id = ${students.jan}`);
    const link = (await api.request<{ path: string }>('POST', `/api/trips/${trip.id}/students/${students.jan}/parent-link`, { token: creator.accessToken })).body;
    const alarmId = randomUUID();
    expect((await api.request('POST', `/api/trips/${trip.id}/alarms`, { token: guardian.accessToken, body: { id: alarmId, studentId: students.ola } })).status).toBe(201);
    await moveIntoPast(trip.id);
    expect((await api.request('POST', `/api/trips/${trip.id}/close`, { token: creator.accessToken })).status).toBe(204);

    const sensitive = await api.request<{ pesel: string | null }>('GET', `/api/trips/${trip.id}/students/${students.jan}/sensitive`, { token: creator.accessToken });
    expect(sensitive.status).toBe(200);
    expect(sensitive.body.pesel).toBe('44051401359');
    expect((await api.request('GET', `/api/trips/${trip.id}/access-log`, { token: creator.accessToken })).status).toBe(200);
    expect((await api.request('POST', `/api/trips/${trip.id}/alarms/${alarmId}/resolve`, { token: guardian.accessToken, body: { note: 'w autokarze' } })).status).toBe(204);
    // A parent's save is refused with the closed trip's message, before the link is replaced.
    const secret = link.path.slice(link.path.indexOf('#') + 1);
    const parentWrite = await api.request('PUT', '/api/parent/data', { headers: { [PARENT_LINK_HEADER]: secret, 'x-forwarded-for': '10.9.9.8' }, body: { allergies: 'orzechy' } });
    expect(parentWrite.status).toBe(409);
    expect(parentWrite.body).toMatchObject({ error: { message: MSG.tripClosed } });
    expect((await api.request('POST', `/api/trips/${trip.id}/students/${students.jan}/parent-link/revoke`, { token: creator.accessToken })).status).toBe(200);
    // Making a new link is no longer possible.
    expect((await api.request('POST', `/api/trips/${trip.id}/students/${students.ola}/parent-link`, { token: creator.accessToken })).status).toBe(409);
  });
});

describe('returns and payments together (issue 31)', () => {
  it('never let a correction or a deletion take a payment below what was returned, and two returns at once never exceed it', async () => {
    const creator = await createUser(api);
    const { trip, students } = await paidTrip(creator);
    const payments = (await api.request<{ students: { studentId: string; amounts: { payments: { id: string }[] } }[] }>('GET', `/api/trips/${trip.id}/payments`, { token: creator.accessToken })).body;
    const adamsPayment = payments.students.find((s) => s.studentId === students.adam)!.amounts.payments[0]!.id;
    expect((await giveBack(creator, trip.id, { studentId: students.adam, amount: 30000 })).status).toBe(201);
    const lowered = await api.request('PUT', `/api/trips/${trip.id}/payments/${adamsPayment}`, {
      token: creator.accessToken,
      body: { studentId: students.adam, amount: 20000, paidOn: '2026-11-02', method: 'gotowka' },
    });
    expect(lowered.status).toBe(409);
    expect(spaced(lowered.body)).toMatchObject({ error: { message: 'Uczniowi zwrócono już 300,00 zł: jego wpłaty nie mogą być mniejsze. Najpierw usuń zwrot w „Rozliczeniu wycieczki”.' } });
    expect((await api.request('DELETE', `/api/trips/${trip.id}/payments/${adamsPayment}`, { token: creator.accessToken })).status).toBe(409);
    expect((await settlement(creator, trip.id)).body.income).toBe(212500);
    // Two returns of the whole rest at the same moment: one is recorded, the other refused.
    const both = await Promise.all([giveBack(creator, trip.id, { studentId: students.adam, amount: 12500 }), giveBack(creator, trip.id, { studentId: students.adam, amount: 12500 })]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 400]);
    expect((await settlement(creator, trip.id)).body.students!.find((s) => s.studentId === students.adam)!.returned).toBe(42500);
  });
});

describe("the head's approval of the settlement (issue 31)", () => {
  it('is given by the head of the trip’s school once the trip is closed, printed, and taken back by a change of the money', async () => {
    const [head, teacher, colleague, otherHead] = await Promise.all([
      createUser(api, { fullName: 'Barbara Dyrektor' }),
      createUser(api, { fullName: 'Tomasz Nauczyciel' }),
      createUser(api),
      createUser(api),
    ]);
    await createSchool(api, head, 'SP 3 w Krakowie');
    await createSchool(api, otherHead, 'SP 5 w Krakowie');
    for (const member of [teacher, colleague]) await joinSchool(api, head, member);
    const { trip, students } = await paidTrip(teacher);
    const shown = async () => (await api.request<TripSettlement>('GET', `/api/schools/mine/trips/${trip.id}/settlement`, { token: head.accessToken })).body.version;
    const approve = async (user: TestUser, version?: string) =>
      api.request<TripSettlement>('POST', `/api/schools/mine/trips/${trip.id}/settlement/approve`, { token: user.accessToken, body: { version: version ?? (await shown()) } });
    expect((await approve(head)).body).toMatchObject({ error: { message: MSG.settlementNotClosed } });
    await moveIntoPast(trip.id);
    expect((await api.request('POST', `/api/trips/${trip.id}/close`, { token: teacher.accessToken })).status).toBe(204);
    expect((await approve(colleague, 'x')).status).toBe(403);
    expect((await approve(otherHead, 'x')).status).toBe(404);
    // What the head read changed meanwhile (a late payment): not approved unseen.
    const read = await shown();
    expect((await api.request('POST', `/api/trips/${trip.id}/payments`, { token: teacher.accessToken, body: { studentId: students.adam, amount: 42500, paidOn: '2026-11-20', method: 'przelew' } })).status).toBe(201);
    const stale = await approve(head, read);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: { message: MSG.settlementChanged } });
    const approved = await approve(head);
    expect(approved.status).toBe(200);
    expect(approved.body.approval?.by).toBe('Barbara Dyrektor');
    const text = (await pdfPages(new Uint8Array(await (await file(head, `/api/schools/mine/trips/${trip.id}/settlement/pdf`)).arrayBuffer()))).join('\n');
    expect(text).toContain('Rozliczenie: Zatwierdzono w systemie');
    expect(text).toContain('Barbara Dyrektor');
    expect((await file(head, `/api/schools/mine/trips/${trip.id}/settlement/xlsx`)).status).toBe(200);
    expect((await settlement(teacher, trip.id)).body.approval?.by).toBe('Barbara Dyrektor');
    await expense(teacher, trip.id, { amount: 1000 });
    expect((await settlement(teacher, trip.id)).body.approval).toBeNull();
    // Approved again, then 'Wznów edycję' takes it back too.
    expect((await approve(head)).status).toBe(200);
    expect((await api.request('DELETE', `/api/trips/${trip.id}/close`, { token: teacher.accessToken })).status).toBe(204);
    expect((await settlement(teacher, trip.id)).body.approval).toBeNull();
    const feed = (await api.request<ActivityPage>('GET', `/api/trips/${trip.id}/activity`, { token: teacher.accessToken })).body.entries.map((e) => e.summary);
    expect(feed).toEqual(expect.arrayContaining(['dyrektor zatwierdził rozliczenie wycieczki', 'zmieniono rozliczenie zatwierdzone przez dyrektora: czeka na ponowne zatwierdzenie']));
  });
});

describe('the permission table of the settlement (issue 31)', () => {
  it('answers a stranger 404 and a request without a token 401 on every endpoint', async () => {
    const [creator, stranger] = await Promise.all([createUser(api), createUser(api)]);
    const { trip, students } = await paidTrip(creator);
    const made = await expense(creator, trip.id, {});
    const given = await giveBack(creator, trip.id, { studentId: students.jan, amount: 100 });
    const endpoints: [string, string, unknown?][] = [
      ['GET', `/api/trips/${trip.id}/settlement`],
      ['PUT', `/api/trips/${trip.id}/settlement`, { split: 'equal' }],
      ['GET', `/api/trips/${trip.id}/settlement/pdf`],
      ['GET', `/api/trips/${trip.id}/settlement/xlsx`],
      ['POST', `/api/trips/${trip.id}/expenses`, { category: 'inne', amount: 100, spentOn: '2026-11-02' }],
      ['PUT', `/api/trips/${trip.id}/expenses/${made.body.id}`, { category: 'inne', amount: 100, spentOn: '2026-11-02' }],
      ['DELETE', `/api/trips/${trip.id}/expenses/${made.body.id}`],
      ['POST', `/api/trips/${trip.id}/returns`, { studentId: students.jan, amount: 100, returnedOn: '2026-11-02', method: 'gotowka' }],
      ['DELETE', `/api/trips/${trip.id}/returns/${given.body.id}`],
      ['POST', `/api/trips/${trip.id}/close`],
      ['DELETE', `/api/trips/${trip.id}/close`],
      ['GET', `/api/schools/mine/trips/${trip.id}/settlement`],
      ['POST', `/api/schools/mine/trips/${trip.id}/settlement/approve`, { version: 'x' }],
    ];
    for (const [method, path, body] of endpoints) {
      const asStranger = await api.request(method, path, { token: stranger.accessToken, body });
      expect(asStranger.status, `${method} ${path}`).toBe(404);
      expect((await api.request(method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
    const read = (await settlement(creator, trip.id)).body;
    expect(read).toMatchObject({ spent: 150000, returned: 100 });
  });
});

describe("'Zakończ wycieczkę' of a school trip (issue 48)", () => {
  it("lists 'Karta niezatwierdzona' while the head has not approved the karta", async () => {
    const head = await createUser(api, { fullName: 'Barbara Dyrektor' });
    expect((await api.request('POST', '/api/schools', { token: head.accessToken, body: { name: 'Szkoła Podstawowa nr 9' } })).status).toBe(201);
    const trip = await createTrip(api, head, { students: [{ name: 'Jan Kowalski' }] });
    expect(trip.approval).toMatchObject({ status: 'draft' });
    expect((await settlement(head, trip.id)).body.checklist.kartaUnapproved).toBe(true);
  });
});
