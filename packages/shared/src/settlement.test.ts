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
    expect(result.due.get('a')).toEqual({ due: 1666, returned: 1000, left: 666 });
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
    expect(result.due.get('a')).toEqual({ due: 5000, returned: 0, left: 5000 });
    expect(result.due.get('b')).toEqual({ due: 2500, returned: 2500, left: 0 });
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
    expect(result.due.get('c')).toEqual({ due: 5000, returned: 0, left: 5000 });
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
    expect(result.due.get('a')).toEqual({ due: 0, returned: 300, left: -300 });
    expect(result.left).toBe(-300);
  });
});
