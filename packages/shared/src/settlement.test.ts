import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settle, settlementSplitLine } from './settlement';

describe("'Rozliczenie wycieczki' in grosze (issue 31)", () => {
  it('splits a surplus equally among those who paid and says the remainder', () => {
    const paid = new Map([
      ['a', 85000],
      ['b', 85000],
      ['c', 85000],
      ['d', 0],
    ]);
    const result = settle({ paid, expenses: [200000, 50000], returned: new Map([['a', 1000]]) });
    expect(result).toMatchObject({ income: 255000, spent: 250000, balance: 5000, perPayer: 1666, remainder: 2, returnedTotal: 1000, left: 4000 });
    expect(result.due.get('a')).toMatchObject({ due: 1666, returned: 1000, left: 666 });
    expect(result.due.has('d')).toBe(false);
    // Every grosz is accounted for: the parts and the remainder make the surplus.
    expect(result.perPayer * 3 + result.remainder).toBe(result.balance);
  });

  it('splits a surplus with no remainder, and a single grosz among many', () => {
    expect(settle({ paid: new Map([['a', 500], ['b', 700]]), expenses: [1000], returned: new Map() })).toMatchObject({ balance: 200, perPayer: 100, remainder: 0 });
    expect(settle({ paid: new Map([['a', 1], ['b', 1], ['c', 1]]), expenses: [2], returned: new Map() })).toMatchObject({ balance: 1, perPayer: 0, remainder: 1 });
  });

  it('returns nothing from a shortfall, and refuses a float', () => {
    expect(settle({ paid: new Map([['a', 100]]), expenses: [300], returned: new Map() })).toMatchObject({ balance: -200, perPayer: 0, remainder: 0 });
    expect(() => settle({ paid: new Map([['a', 0.1]]), expenses: [], returned: new Map() })).toThrow(RangeError);
    expect(() => settle({ paid: new Map([['a', 100]]), expenses: [0.5], returned: new Map() })).toThrow(RangeError);
  });

  it('takes the amounts the leader set, and says what they leave of the surplus', () => {
    const paid = new Map([
      ['a', 85000],
      ['b', 42500],
    ]);
    const result = settle({ paid, expenses: [120000], returned: new Map([['b', 2500]]), manual: new Map([['a', 5000], ['b', 2500]]) });
    expect(result).toMatchObject({ balance: 7500, perPayer: 0, remainder: 0, left: 5000 });
    expect(result.due.get('a')).toMatchObject({ due: 5000, returned: 0, left: 5000 });
    expect(result.due.get('b')).toMatchObject({ due: 2500, returned: 2500, left: 0 });
    expect(settle({ paid, expenses: [120000], returned: new Map(), manual: new Map([['a', 8000]]) }).remainder).toBe(-500);
  });

  it('gives back at most what a student paid; the part above it joins the remainder', () => {
    const paid = new Map([
      ['a', 100000],
      ['b', 100000],
      ['c', 5000],
    ]);
    // 60 000 surplus: 20 000 each, but c paid a 5 000 deposit only.
    const result = settle({ paid, expenses: [145000], returned: new Map() });
    expect(result).toMatchObject({ balance: 60000, perPayer: 20000, capped: 1, remainder: 15000 });
    expect(result.due.get('c')).toMatchObject({ due: 5000, returned: 0, left: 5000 });
    const given = [...result.due.values()].reduce((sum, line) => sum + line.due, 0);
    expect(given + result.remainder).toBe(result.balance);
    expect(settlementSplitLine({ split: 'equal', payers: 3, ...result }).replace(/\u00a0/g, ' ')).toBe(
      'Nadwyżka 600,00 zł zwracana po równo: po 200,00 zł dla 3 wpłacających; uczeń, który wpłacił mniej, dostaje zwrot całej wpłaty; z podziału pozostaje 150,00 zł.',
    );
  });

  it('says one payer in the singular, and keeps each amount on one line', () => {
    const result = settle({ paid: new Map([['a', 123456]]), expenses: [23456], returned: new Map() });
    const line = settlementSplitLine({ split: 'equal', payers: 1, ...result });
    expect(line).toBe('Nadwyżka 1\u00a0000,00\u00a0zł zwracana po równo: po 1\u00a0000,00\u00a0zł dla 1 wpłacającego.');
  });

  it('shows a return made to a student with nothing due', () => {
    const result = settle({ paid: new Map([['a', 1000]]), expenses: [1000], returned: new Map([['a', 300]]) });
    expect(result.due.get('a')).toMatchObject({ due: 0, returned: 300, left: -300 });
    expect(result.left).toBe(-300);
  });

  it('gives an overpayment back first, in full, then splits what is left (issue 48)', () => {
    // Cost 500 zł, c's 300 (a sibling's discount); a paid 600 (100 over), b 500, c 300. Spent 1 200 zł of 1 400.
    const costs = new Map([['a', 50000], ['b', 50000], ['c', 30000]]);
    const result = settle({ paid: new Map([['a', 60000], ['b', 50000], ['c', 30000]]), expenses: [120000], returned: new Map(), costs });
    expect(result).toMatchObject({ balance: 20000, overpaid: 10000, overpayers: 1, perPayer: 3333, remainder: 1 });
    expect(result.due.get('a')).toMatchObject({ due: 13333, overpaid: 10000 });
    expect(result.due.get('b')).toMatchObject({ due: 3333, overpaid: 0 });
    const given = [...result.due.values()].reduce((sum, line) => sum + line.due, 0);
    expect(given + result.remainder).toBe(result.balance);
    expect(settlementSplitLine({ split: 'equal', payers: 3, ...result }).replace(/\u00a0/g, ' ')).toBe(
      'Nadpłaty 100,00 zł wracają w całości uczniowi, który wpłacił więcej niż koszt; pozostała nadwyżka 100,00 zł zwracana po równo: po 33,33 zł dla 3 wpłacających; z podziału pozostaje 0,01 zł.',
    );
  });

  it('gives an overpayment back even when the trip spent more than came in', () => {
    const costs = new Map([['a', 50000], ['b', 50000]]);
    const result = settle({ paid: new Map([['a', 55000], ['b', 20000]]), expenses: [100000], returned: new Map([['a', 2000]]), costs });
    expect(result.balance).toBe(-25000);
    expect(result.due.get('a')).toMatchObject({ due: 5000, overpaid: 5000, returned: 2000, left: 3000 });
    expect(result.due.get('b')).toMatchObject({ due: 0 });
    expect(settlementSplitLine({ split: 'equal', payers: 2, ...result }).replace(/\u00a0/g, ' ')).toBe(
      'Zaległości: 1 uczeń, 300,00 zł. Nadpłaty 50,00 zł wracają w całości uczniowi, który wpłacił więcej niż koszt; nadwyżki do podziału nie ma.',
    );
  });
});

/** The audit's trip (issue 63): 20 pupils at 1 250 zł; Maja and Zofia paid it all, Julia 600, Łukasz 500, 16 nothing; one expense of 2 400 zł. */
function auditTrip() {
  const ids = Array.from({ length: 20 }, (_, i) => `s${i}`);
  const paid = new Map(ids.map((id) => [id, 0]));
  paid.set('s0', 125000).set('s1', 125000).set('s2', 60000).set('s3', 50000);
  return { paid, expenses: [240000], returned: new Map<string, number>(), costs: new Map(ids.map((id) => [id, 125000])) };
}
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('families who still owe (issue 63)', () => {
  it('hold the surplus back while the trip is on, and say what is owed', () => {
    const result = settle(auditTrip());
    expect(result).toMatchObject({ balance: 120000, heldBack: true, recipients: 0, perPayer: 0, remainder: 120000, arrears: { students: 18, amount: 2140000 } });
    expect(result.owing.get('s2')).toBe(65000);
    expect(result.owing.get('s3')).toBe(75000);
    expect([...result.due.values()].every((line) => line.due === 0)).toBe(true);
    expect(plain(settlementSplitLine({ split: 'equal', payers: 4, ...result }))).toBe(
      'Zaległości: 18 uczniów, 21 400,00 zł. Zwrotów nie ma, dopóki ktoś zalega z wpłatą; po wycieczce nadwyżka wróci tylko do tych, którzy wpłacili całość.',
    );
    // A reader who does not see the payments gets the count, not the sum.
    expect(settlementSplitLine({ split: 'equal', payers: 4, balance: null, perPayer: null, remainder: null, capped: 0, heldBack: true, arrears: { students: 18, amount: null } })).toBe(
      'Zaległości: 18 uczniów. Nadpłaty wracają do tych, którzy je wpłacili; nadwyżki nie dzieli się, dopóki ktoś zalega z wpłatą.',
    );
  });

  it('give the surplus after the trip only to those who paid it all, the debts listed', () => {
    const result = settle({ ...auditTrip(), over: true });
    expect(result).toMatchObject({ heldBack: false, recipients: 2, perPayer: 60000, remainder: 0, arrears: { students: 18, amount: 2140000 } });
    expect(result.due.get('s0')).toMatchObject({ due: 60000 });
    expect(result.due.get('s2')).toMatchObject({ due: 0 });
    expect(plain(settlementSplitLine({ split: 'equal', payers: 4, ...result }))).toBe(
      'Zaległości: 18 uczniów, 21 400,00 zł. Nadwyżka 1 200,00 zł zwracana po równo tym, którzy wpłacili całość: po 600,00 zł dla 2 wpłacających.',
    );
  });

  it('say the count in the right form, and still give an overpayment back while others owe', () => {
    const costs = new Map([['a', 50000], ['b', 50000], ['c', 50000]]);
    const result = settle({ paid: new Map([['a', 60000], ['b', 50000], ['c', 30000]]), expenses: [100000], returned: new Map(), costs });
    expect(result).toMatchObject({ heldBack: true, overpaid: 10000, arrears: { students: 1, amount: 20000 } });
    expect(result.due.get('a')).toMatchObject({ due: 10000, overpaid: 10000 });
    expect(result.due.get('b')).toMatchObject({ due: 0 });
    expect(plain(settlementSplitLine({ split: 'equal', payers: 3, ...result }))).toBe(
      'Zaległości: 1 uczeń, 200,00 zł. Nadpłaty 100,00 zł wracają w całości uczniowi, który wpłacił więcej niż koszt; reszty nadwyżki nie dzieli się, dopóki ktoś zalega z wpłatą.',
    );
    for (const [count, words] of [[2, '2 uczniów'], [5, '5 uczniów'], [12, '12 uczniów'], [21, '21 uczniów'], [22, '22 uczniów']] as const) {
      expect(settlementSplitLine({ split: 'equal', payers: 0, balance: null, perPayer: null, remainder: null, capped: 0, arrears: { students: count, amount: null } })).toMatch(`Zaległości: ${words}. `);
    }
  });

  it('take none of the amounts the leader set for a family that owes, nor any while the trip is on', () => {
    const input = { ...auditTrip(), manual: new Map([['s0', 30000], ['s2', 30000]]) };
    expect([...settle(input).due.values()].every((line) => line.due === 0)).toBe(true);
    const after = settle({ ...input, over: true });
    expect(after.due.get('s0')).toMatchObject({ due: 30000 });
    expect(after.due.has('s2')).toBe(false);
    expect(after).toMatchObject({ remainder: 90000, recipients: 1 });
  });
});

const student = fc.record({
  paid: fc.integer({ min: 0, max: 400000 }),
  cost: fc.option(fc.integer({ min: 0, max: 300000 }), { nil: undefined }),
  returned: fc.integer({ min: 0, max: 100 }),
  manual: fc.option(fc.integer({ min: 0, max: 200000 }), { nil: undefined }),
});
const trip = fc.record({
  students: fc.array(student, { minLength: 1, maxLength: 25 }),
  expenses: fc.array(fc.integer({ min: 1, max: 2000000 }), { maxLength: 6 }),
  over: fc.boolean(),
  manual: fc.boolean(),
});

type Trip = typeof trip extends fc.Arbitrary<infer T> ? T : never;

function settled(t: Trip) {
  const ids = t.students.map((_, i) => `s${i}`);
  const paid = new Map(t.students.map((s, i) => [ids[i]!, s.paid]));
  const costs = new Map(t.students.flatMap((s, i) => (s.cost === undefined ? [] : [[ids[i]!, s.cost] as const])));
  const returned = new Map(t.students.map((s, i) => [ids[i]!, Math.min(s.returned, s.paid)]));
  const manual = t.manual ? new Map(t.students.flatMap((s, i) => (s.manual === undefined ? [] : [[ids[i]!, s.manual] as const]))) : undefined;
  return { input: { paid, costs, returned, manual }, result: settle({ paid, expenses: t.expenses, returned, manual, costs, over: t.over }) };
}

describe('the settlement, for any trip (issue 63)', () => {
  it('never proposes more of the surplus than there is; every grosz of an equal split is accounted for', () => {
    fc.assert(
      fc.property(trip, (t) => {
        const { result } = settled(t);
        const split = [...result.due.values()].reduce((total, line) => total + line.due - line.overpaid, 0);
        if (t.manual) {
          // The leader's amounts: what they leave of the surplus is said (the service refuses more than it).
          expect(split + result.remainder).toBe(Math.max(0, result.balance));
          return;
        }
        const surplus = Math.max(0, result.balance - result.overpaid);
        expect(result.remainder).toBeGreaterThanOrEqual(0);
        expect(split + result.remainder).toBe(surplus);
      }),
    );
  });

  it('gives no family that owes a return, and none of the surplus to anyone while families owe before the end', () => {
    fc.assert(
      fc.property(trip, (t) => {
        const { input, result } = settled(t);
        // Who owes, counted here from the costs and the payments, not taken from the rule.
        const owing = [...input.costs].map(([id, cost]) => [id, cost - input.paid.get(id)!] as const).filter(([, owes]) => owes > 0);
        for (const [id] of owing) expect(result.due.get(id)?.due ?? 0).toBe(0);
        if (owing.length > 0 && !t.over) for (const line of result.due.values()) expect(line.due - line.overpaid).toBe(0);
        expect(result.owing).toEqual(new Map(owing));
        expect(result.arrears).toEqual({ students: owing.length, amount: owing.reduce((total, [, owes]) => total + owes, 0) });
        expect(result.heldBack).toBe(owing.length > 0 && !t.over);
      }),
    );
  });

  it('proposes whole grosze, never below zero, each part at most what the family paid', () => {
    fc.assert(
      fc.property(trip, (t) => {
        const { input, result } = settled(t);
        for (const [id, line] of result.due) {
          expect(Number.isSafeInteger(line.due) && Number.isSafeInteger(line.left)).toBe(true);
          expect(line.due).toBeGreaterThanOrEqual(0);
          if (!t.manual) expect(line.due).toBeLessThanOrEqual(input.paid.get(id)!);
        }
      }),
    );
  });
});
