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
    // Cost 500 zł each; a paid 600 (100 over), b 500, c 300. Spent 1 200 zł of 1 400.
    const costs = new Map([['a', 50000], ['b', 50000], ['c', 50000]]);
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
      'Nadpłaty 50,00 zł wracają w całości uczniowi, który wpłacił więcej niż koszt; nadwyżki do podziału nie ma.',
    );
  });
});
