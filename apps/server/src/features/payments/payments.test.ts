import { describe, expect, it } from 'vitest';
import { MSG, type ActivityPage, type ParentLink, type ParentView, type Payment, type StatementImportResult, type StatementPreview, type Student, type TripPayments, type TripSummary } from '@wycieczki/shared';
import { cp1250, MBANK } from '../../test/bank-statements';
import { createTrip, createUser, type TestUser } from '../../test/factories';
import { spaced } from '../../test/spaced';
import { useTestApi } from '../../test/test-app';
import { PARENT_LINK_HEADER } from '../parents/parents.routes';

const api = useTestApi();

const ACCOUNT = '61109010140000071219812874';
/** One instalment long due, one far ahead: the balances do not depend on the day the tests run. */
const COST = {
  perStudent: 85000,
  instalments: [
    { amount: 35000, dueDate: '2020-10-01' },
    { amount: 50000, dueDate: '2099-12-01' },
  ],
  account: `PL${ACCOUNT}`,
  payee: 'Rada Rodziców SP 3',
};

async function tripWithCost(creator: TestUser, options: { guardians?: TestUser[]; leader?: TestUser } = {}) {
  const trip = await createTrip(api, creator, {
    ...options,
    name: 'Zakopane 2099',
    startDate: '2099-03-20',
    endDate: '2099-03-22',
    students: [{ name: 'Jan Kowalski', className: '4b' }, { name: 'Ola Nowak', className: '4b' }, { name: 'Adam Zieliński' }],
  });
  const set = await api.request<TripSummary>('PATCH', `/api/trips/${trip.id}`, { token: creator.accessToken, body: { cost: COST } });
  expect(set.status).toBe(200);
  const list = await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken });
  const byName = (name: string) => list.body.find((s) => s.name === name)!;
  return { trip: set.body, jan: byName('Jan Kowalski'), ola: byName('Ola Nowak'), adam: byName('Adam Zieliński') };
}

function pay(user: TestUser, tripId: string, body: Record<string, unknown>) {
  return api.request<Payment>('POST', `/api/trips/${tripId}/payments`, { token: user.accessToken, body: { paidOn: '2026-11-02', method: 'gotowka', ...body } });
}

const overview = (user: TestUser, tripId: string) => api.request<TripPayments>('GET', `/api/trips/${tripId}/payments`, { token: user.accessToken });

describe("the trip's cost", () => {
  it('is set in the trip edit with its instalments and account, and the feed names the cost, never the account', async () => {
    const creator = await createUser(api);
    const { trip } = await tripWithCost(creator);
    expect(trip.cost).toEqual({ ...COST, account: ACCOUNT, guardiansSeePayments: false });
    const feed = await api.request<ActivityPage>('GET', `/api/trips/${trip.id}/activity`, { token: creator.accessToken });
    const line = feed.body.entries.find((entry) => entry.summary.includes('koszt na ucznia'));
    expect(spaced(line?.summary)).toBe('zaktualizowano wycieczkę; koszt na ucznia: 850,00 zł w 2 ratach');
    expect(JSON.stringify(feed.body)).not.toContain('1090');
    // null takes the cost away.
    const removed = await api.request<TripSummary>('PATCH', `/api/trips/${trip.id}`, { token: creator.accessToken, body: { cost: null } });
    expect(removed.body.cost).toBeNull();
  });

  it('refuses a wrong account, instalments that do not add up and amounts that are not grosze, and keeps what was stored', async () => {
    const creator = await createUser(api);
    const { trip } = await tripWithCost(creator);
    const attempts: [unknown, string][] = [
      [{ ...COST, account: '61109010140000071219812875' }, MSG.accountInvalid],
      [{ ...COST, perStudent: 90000 }, 'Raty muszą sumować się do kosztu na ucznia: suma rat 850,00 zł, koszt 900,00 zł'],
      [{ ...COST, payee: '' }, MSG.payeeRequired],
      [{ ...COST, perStudent: 850.5, instalments: [] }, MSG.amountInvalid],
      [{ ...COST, perStudent: -100, instalments: [] }, MSG.amountNotPositive],
      [{ ...COST, perStudent: 10_000_001, instalments: [] }, MSG.amountTooLarge],
      [{ ...COST, instalments: [{ amount: 85000, dueDate: '2026-02-30' }] }, MSG.dateInvalid],
    ];
    for (const [cost, message] of attempts) {
      const answer = await api.request('PATCH', `/api/trips/${trip.id}`, { token: creator.accessToken, body: { cost, name: 'Inna nazwa' } });
      expect(answer.status).toBe(400);
      expect(spaced(answer.body)).toMatchObject({ error: { message } });
    }
    const stored = await api.request<TripSummary>('GET', `/api/trips/${trip.id}`, { token: creator.accessToken });
    expect(stored.body).toMatchObject({ name: 'Zakopane 2099', cost: { perStudent: 85000, account: ACCOUNT } });
  });
});

describe('payments', () => {
  it('are recorded by the creator and the leader, not by a guardian or an outsider', async () => {
    const creator = await createUser(api);
    const leader = await createUser(api);
    const guardian = await createUser(api);
    const outsider = await createUser(api);
    const { trip, jan } = await tripWithCost(creator, { leader, guardians: [guardian] });
    expect((await pay(creator, trip.id, { studentId: jan.id, amount: 20000 })).status).toBe(201);
    expect((await pay(leader, trip.id, { studentId: jan.id, amount: 15000, method: 'przelew' })).status).toBe(201);
    const refused = await pay(guardian, trip.id, { studentId: jan.id, amount: 100 });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { message: MSG.onlyCreatorOrLeaderPayments } });
    expect((await pay(outsider, trip.id, { studentId: jan.id, amount: 100 })).status).toBe(404);
    expect((await overview(outsider, trip.id)).status).toBe(404);
    const seen = await overview(creator, trip.id);
    expect(seen.body.students.find((s) => s.studentId === jan.id)!.amounts!.paid).toBe(35000);
  });

  it('count what each student owes by today, who is behind and who overpaid, with an individual cost', async () => {
    const creator = await createUser(api);
    const { trip, jan, ola, adam } = await tripWithCost(creator);
    await pay(creator, trip.id, { studentId: jan.id, amount: 35000 });
    await pay(creator, trip.id, { studentId: ola.id, amount: 90000, method: 'przelew', note: 'za dwoje?' });
    const discount = await api.request('PUT', `/api/trips/${trip.id}/students/${adam.id}/cost`, { token: creator.accessToken, body: { amount: 60000, note: 'rodzeństwo' } });
    expect(discount.status).toBe(204);
    await pay(creator, trip.id, { studentId: adam.id, amount: 10000 });
    const { body } = await overview(creator, trip.id);
    expect(body.totals).toEqual({ paid: 135000, cost: 85000 + 85000 + 60000, behind: 1, overpaid: 1 });
    // The roll call's order: by surname.
    expect(body.students.map((s) => [s.name, s.status])).toEqual([
      ['Jan Kowalski', 'onTime'],
      ['Ola Nowak', 'overpaid'],
      ['Adam Zieliński', 'behind'],
    ]);
    expect(body.students[2]!.amounts).toMatchObject({ cost: 60000, individualCost: 60000, individualCostNote: 'rodzeństwo', dueNow: 35000, paid: 10000, balance: -50000 });
    expect(body.students[1]!.amounts!.payments[0]).toMatchObject({ amount: 90000, method: 'przelew', note: 'za dwoje?' });
    expect(body).toMatchObject({ canRecord: true, canSeeAmounts: true });
  });

  it("show a guardian the counts and each student's status, and the amounts only when the creator allows it", async () => {
    const creator = await createUser(api);
    const guardian = await createUser(api);
    const { trip, jan } = await tripWithCost(creator, { guardians: [guardian] });
    await pay(creator, trip.id, { studentId: jan.id, amount: 35000, note: 'koperta' });
    const hidden = await overview(guardian, trip.id);
    // One payer: the sum paid would be Jan's payment, so it is not said either (issue 47).
    expect(hidden.body).toMatchObject({ canRecord: false, canSeeAmounts: false, totals: { paid: null, cost: null, behind: 2 } });
    expect(hidden.body.students.map((s) => s.amounts)).toEqual([null, null, null]);
    expect(JSON.stringify(hidden.body.students)).not.toContain('koperta');
    await api.request('PATCH', `/api/trips/${trip.id}`, { token: creator.accessToken, body: { cost: { ...COST, guardiansSeePayments: true } } });
    const shown = await overview(guardian, trip.id);
    expect(shown.body).toMatchObject({ canSeeAmounts: true, totals: { paid: 35000 } });
    expect(shown.body.students[0]!.amounts!.payments[0]!.note).toBe('koperta');
  });

  it('refuse bad amounts, dates and students with a Polish message, and store nothing', async () => {
    const creator = await createUser(api);
    const { trip, jan } = await tripWithCost(creator);
    const other = await tripWithCost(creator);
    const attempts: [Record<string, unknown>, number, string][] = [
      [{ studentId: jan.id, amount: 0 }, 400, MSG.amountNotPositive],
      [{ studentId: jan.id, amount: -5000 }, 400, MSG.amountNotPositive],
      [{ studentId: jan.id, amount: 100.5 }, 400, MSG.amountInvalid],
      [{ studentId: jan.id, amount: '100' }, 400, MSG.amountInvalid],
      [{ studentId: jan.id, amount: 10_000_001 }, 400, MSG.amountTooLarge],
      [{ studentId: jan.id, amount: 100, method: 'karta' }, 400, MSG.paymentMethodInvalid],
      [{ studentId: jan.id, amount: 100, paidOn: '0000-01-01' }, 400, MSG.dateInvalid],
      [{ studentId: jan.id, amount: 100, paidOn: '2999-01-01' }, 400, MSG.paymentDateInFuture],
      [{ studentId: jan.id, amount: 100, paidOn: '1900-01-01' }, 400, MSG.paymentDateTooEarly],
      [{ studentId: jan.id, amount: 100, note: 'x'.repeat(201) }, 400, MSG.paymentNoteTooLong],
      [{ amount: 100 }, 400, MSG.paymentStudentRequired],
      [{ studentId: other.jan.id, amount: 100 }, 404, MSG.studentNotFound],
    ];
    for (const [body, status, message] of attempts) {
      const answer = await pay(creator, trip.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body).toMatchObject({ error: { message } });
    }
    const noCost = await createTrip(api, creator, { students: [{ name: 'Ewa Lis' }] });
    const students = await api.request<Student[]>('GET', `/api/trips/${noCost.id}/students`, { token: creator.accessToken });
    const refused = await pay(creator, noCost.id, { studentId: students.body[0]!.id, amount: 100 });
    expect(refused.body).toMatchObject({ error: { message: MSG.tripCostMissing } });
    expect((await overview(creator, trip.id)).body.totals.paid).toBe(0);
  });

  it('are corrected and removed with a line in the feed each, and a student who paid cannot be deleted', async () => {
    const creator = await createUser(api, { fullName: 'Anna Nowak' });
    const { trip, jan, ola } = await tripWithCost(creator);
    const payment = (await pay(creator, trip.id, { studentId: jan.id, amount: 20000 })).body;
    expect(payment).toMatchObject({ amount: 20000, recordedBy: 'Anna Nowak' });
    const corrected = await api.request<Payment>('PUT', `/api/trips/${trip.id}/payments/${payment.id}`, {
      token: creator.accessToken,
      body: { studentId: jan.id, amount: 25000, paidOn: '2026-11-03', method: 'przelew' },
    });
    expect(corrected.body).toMatchObject({ amount: 25000, method: 'przelew', paidOn: '2026-11-03' });
    const blocked = await api.request('DELETE', `/api/trips/${trip.id}/students/${jan.id}`, { token: creator.accessToken });
    expect(blocked.status).toBe(409);
    expect(blocked.body).toMatchObject({ error: { message: MSG.studentHasPayments } });
    expect((await api.request('DELETE', `/api/trips/${trip.id}/students/${ola.id}`, { token: creator.accessToken })).status).toBe(204);
    expect((await api.request('DELETE', `/api/trips/${trip.id}/payments/${payment.id}`, { token: creator.accessToken })).status).toBe(204);
    expect((await api.request('DELETE', `/api/trips/${trip.id}/payments/${payment.id}`, { token: creator.accessToken })).status).toBe(404);
    const feed = await api.request<ActivityPage>('GET', `/api/trips/${trip.id}/activity`, { token: creator.accessToken });
    const lines = feed.body.entries.map((entry) => entry.summary);
    // Who recorded what for which child, never an amount: every member reads the feed.
    expect(lines).toContain('zapisano wpłatę (gotówka) – Jan Kowalski');
    expect(lines).toContain('poprawiono wpłatę (przelew) – Jan Kowalski');
    expect(lines).toContain('usunięto wpłatę (przelew) – Jan Kowalski');
    expect(lines.filter((line) => line.includes('wpłat')).join('\n')).not.toMatch(/\d+,\d\d zł/);
    expect((await api.request('DELETE', `/api/trips/${trip.id}/students/${jan.id}`, { token: creator.accessToken })).status).toBe(204);
    // A trip with payments is deleted whole.
    await pay(creator, trip.id, { studentId: (await tripStudents(creator, trip.id))[0]!.id, amount: 100 });
    expect((await api.request('DELETE', `/api/trips/${trip.id}`, { token: creator.accessToken })).status).toBe(204);
  });
});

async function tripStudents(user: TestUser, tripId: string) {
  return (await api.request<Student[]>('GET', `/api/trips/${tripId}/students`, { token: user.accessToken })).body;
}

describe("the parent page's 'Do zapłaty'", () => {
  it("shows the child's instalments, what is paid and a ZBP 2D code for what is due now, and nothing of another child", async () => {
    const creator = await createUser(api);
    const { trip, jan, ola } = await tripWithCost(creator);
    await pay(creator, trip.id, { studentId: jan.id, amount: 10000 });
    await pay(creator, trip.id, { studentId: ola.id, amount: 77700 });
    const link = (await api.request<ParentLink>('POST', `/api/trips/${trip.id}/students/${jan.id}/parent-link`, { token: creator.accessToken })).body;
    const secret = link.path.slice(link.path.indexOf('#') + 1);
    const page = await api.request<ParentView>('GET', '/api/parent', { headers: { [PARENT_LINK_HEADER]: secret, 'x-forwarded-for': '10.9.9.9' } });
    expect(page.body.payments).toEqual({
      instalments: COST.instalments,
      cost: 85000,
      paid: 10000,
      status: 'behind',
      toPayNow: 25000,
      toPayBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      transfer: {
        payee: 'Rada Rodziców SP 3',
        account: ACCOUNT,
        title: 'Wycieczka Zakopane 2099 – Jan Kowalski, kl. 4b',
        code: `|PL|${ACCOUNT}|025000|Rada Rodziców SP 3|Jan Kowalski kl. 4b Zakopane|||`,
      },
    });
    expect(JSON.stringify(page.body)).not.toContain('777');
  });
});

describe("'Importuj wyciąg'", () => {
  async function preview(user: TestUser, tripId: string, body: Uint8Array | string) {
    const response = await api.app.request(`/api/trips/${tripId}/payments/statement/preview`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'text/csv' },
      body,
    });
    return { status: response.status, body: (await response.json()) as StatementPreview & { error?: { message: string } } };
  }

  it('proposes matches and records nothing until the teacher confirms; confirmed lines are recorded once, unmatched ones stay', async () => {
    const creator = await createUser(api, { fullName: 'Anna Nowak' });
    const guardian = await createUser(api);
    const { trip, jan, ola } = await tripWithCost(creator, { guardians: [guardian] });
    const seen = await preview(creator, trip.id, cp1250(MBANK));
    expect(seen.status).toBe(200);
    expect(seen.body.outgoing).toBe(1);
    expect(seen.body.lines.map((line) => [line.amount, line.studentId, line.reason, line.recorded])).toEqual([
      [35000, jan.id, 'imię i nazwisko w tytule', false],
      [120000, ola.id, 'nazwisko w tytule', false],
      [10000, null, 'brak ucznia w tytule', false],
    ]);
    expect((await overview(creator, trip.id)).body.totals.paid).toBe(0);
    // A guardian may not import; an outsider does not see the trip.
    expect((await preview(guardian, trip.id, cp1250(MBANK))).status).toBe(403);
    expect((await preview(creator, trip.id, 'imię;nazwisko\nJan;Kowalski')).body.error?.message).toBe(MSG.statementUnreadable);

    const chosen = seen.body.lines.filter((line) => line.studentId).map((line) => ({ ref: line.ref, studentId: line.studentId!, amount: line.amount, paidOn: line.date, title: line.title }));
    const first = await api.request<StatementImportResult>('POST', `/api/trips/${trip.id}/payments/statement`, { token: creator.accessToken, body: { lines: chosen } });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ recorded: 2, alreadyRecorded: 0, refused: [] });
    const again = await api.request<StatementImportResult>('POST', `/api/trips/${trip.id}/payments/statement`, { token: creator.accessToken, body: { lines: chosen } });
    expect(again.body).toEqual({ recorded: 0, alreadyRecorded: 2, refused: [] });
    const after = await preview(creator, trip.id, cp1250(MBANK));
    expect(after.body.lines.map((line) => line.recorded)).toEqual([true, true, false]);
    const { body } = await overview(creator, trip.id);
    expect(body.totals.paid).toBe(155000);
    expect(body.students.find((s) => s.studentId === jan.id)!.amounts!.payments[0]).toMatchObject({ method: 'przelew', note: 'Jan Kowalski kl. 4b Zakopane', paidOn: '2026-11-02' });
    const feed = await api.request<ActivityPage>('GET', `/api/trips/${trip.id}/activity`, { token: creator.accessToken });
    expect(feed.body.entries.map((entry) => entry.summary)).toContain('zaimportowano wyciąg: 2 przelewy');
  });

  it('refuses a request it cannot read whole, and a line it cannot take on that line while the others go in (issue 47)', async () => {
    const creator = await createUser(api);
    const { trip, jan, ola } = await tripWithCost(creator);
    const other = await tripWithCost(creator);
    const line = { ref: 'a'.repeat(64), studentId: jan.id, amount: 35000, paidOn: '2026-11-02', title: 'x' };
    for (const [body, message] of [
      [{ lines: [] }, MSG.statementNothingChosen],
      [{ lines: [{ ...line, ref: 'zz' }] }, MSG.invalidRequest],
      [{ lines: [{ ...line, paidOn: '2026-02-30' }] }, MSG.dateInvalid],
    ] as const) {
      const answer = await api.request('POST', `/api/trips/${trip.id}/payments/statement`, { token: creator.accessToken, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ error: { message } });
    }
    expect((await overview(creator, trip.id)).body.totals.paid).toBe(0);

    const lines = [
      line,
      { ...line, ref: 'b'.repeat(64), paidOn: '2999-01-01' },
      { ...line, ref: 'c'.repeat(64), studentId: other.jan.id },
      { ...line, ref: 'd'.repeat(64), amount: 0 },
      { ...line, ref: 'e'.repeat(64), paidOn: '1900-01-01' },
      { ...line, ref: 'f'.repeat(64), amount: 100_000_000 },
      // A control character in the bank's title (a NUL never reaches here: the preview reads it as a
      // space, and any JSON holding one is refused whole): the payment goes in, its note without it.
      { ...line, ref: '1'.repeat(64), studentId: ola.id, amount: 12000, title: 'Ola\u0007Nowak' },
    ];
    const answer = await api.request<StatementImportResult>('POST', `/api/trips/${trip.id}/payments/statement`, { token: creator.accessToken, body: { lines } });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      recorded: 2,
      alreadyRecorded: 0,
      refused: [
        { ref: 'b'.repeat(64), message: MSG.paymentDateInFuture },
        { ref: 'c'.repeat(64), message: MSG.statementStudentGone },
        { ref: 'd'.repeat(64), message: MSG.amountNotPositive },
        { ref: 'e'.repeat(64), message: MSG.paymentDateTooEarly },
        { ref: 'f'.repeat(64), message: MSG.amountTooLarge },
      ],
    });
    const { body } = await overview(creator, trip.id);
    expect(body.totals.paid).toBe(35000 + 12000);
    expect(body.students.find((s) => s.studentId === ola.id)!.amounts!.payments[0]!.note).toBe('Ola Nowak');
  });

  it('proposes only the lines the import takes, and reads a NUL in a title as a space (issue 47)', async () => {
    const creator = await createUser(api);
    const { trip, jan } = await tripWithCost(creator);
    const csv = [
      'Data;Kwota;Tytuł;Nadawca',
      '02.11.2026;350,00;Jan\u0000Kowalski kl. 4b;PIOTR KOWALSKI',
      '02.11.2099;350,00;Jan Kowalski kl. 4b;PIOTR KOWALSKI',
      '02.11.1900;350,00;Jan Kowalski kl. 4b;PIOTR KOWALSKI',
      '02.11.2026;2000000,00;Jan Kowalski kl. 4b;PIOTR KOWALSKI',
    ].join('\r\n');
    const seen = await preview(creator, trip.id, csv);
    expect(seen.status).toBe(200);
    expect(seen.body.lines.map((l) => [l.title, l.studentId, l.problem])).toEqual([
      ['Jan Kowalski kl. 4b', jan.id, null],
      ['Jan Kowalski kl. 4b', null, MSG.paymentDateInFuture],
      ['Jan Kowalski kl. 4b', null, MSG.paymentDateTooEarly],
      ['Jan Kowalski kl. 4b', null, MSG.amountTooLarge],
    ]);
    const chosen = seen.body.lines.filter((l) => l.studentId).map((l) => ({ ref: l.ref, studentId: l.studentId!, amount: l.amount, paidOn: l.date, title: l.title }));
    const saved = await api.request<StatementImportResult>('POST', `/api/trips/${trip.id}/payments/statement`, { token: creator.accessToken, body: { lines: chosen } });
    expect(saved.body).toEqual({ recorded: 1, alreadyRecorded: 0, refused: [] });
  });
});
