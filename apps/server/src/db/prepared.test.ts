import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { queryPrepared } from './prepared';
import { openTestDatabase } from '../test/test-database';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

const ECHO = 'select $1::text as a, $2::text as b, length($1) as n';

describe('queryPrepared', () => {
  it.each([
    ['plain text', 'Kolacja', 'obecny'],
    ['quotes and backslashes', `O'Brien "Jr" \\ ; drop table users; --`, "''"],
    ['dollar quotes', 'x$wycieczki_value$y', '$$'],
    ['a value ending in a dollar-quote tag', 'x$wycieczki_value', '$wycieczki_value'],
    ['Polish letters and emoji', 'Zażółć gęślą jaźń 🚌', '{"a":1}'],
    ['an empty string', '', ' '],
  ])('returns %s exactly as given, on the first and on later calls', async (_case, a, b) => {
    for (let i = 0; i < 2; i += 1) {
      const [row] = await queryPrepared<{ a: string; b: string; n: number }>(database.db, 'echo_values', ECHO, [a, b]);
      expect(row).toMatchObject({ a, b });
      expect(Number(row?.n)).toBe([...a].length);
    }
  });

  it('prepares once when calls arrive together', async () => {
    const rows = await Promise.all(
      Array.from({ length: 10 }, (_, i) => queryPrepared<{ a: string }>(database.db, 'echo_together', ECHO, [`w${i}`, 'x'])),
    );
    expect(rows.map((r) => r[0]?.a)).toEqual(Array.from({ length: 10 }, (_, i) => `w${i}`));
  });

  it('refuses a transaction handle with a clear message instead of failing on its missing client', async () => {
    await expect(database.db.transaction((tx) => queryPrepared(tx, 'echo_in_tx', ECHO, ['a', 'b']))).rejects.toThrow(
      'runs outside a transaction',
    );
  });
});
