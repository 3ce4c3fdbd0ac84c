import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { openTestDatabase } from '../test/test-database';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * node-postgres emits 'error' on a client that loses its connection while no query of it is running.
 * A pooled client inside a transaction, between two of its statements, has no listener of its own:
 * unheard, that 'error' ended the whole server when PostgreSQL stopped (a reliability run saw it).
 */
describe.runIf(process.env.DATABASE_URL)('a connection lost inside a transaction', () => {
  it('fails that transaction and leaves the process and the pool working', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const transaction = database.db.transaction(async (tx) => {
        const [own] = rows<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
        // Another connection ends this one while the transaction waits between statements.
        await database.db.execute(sql`select pg_terminate_backend(${own!.pid})`);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      expect(uncaught).toEqual([]);
      const [answer] = rows<{ ok: number }>(await database.db.execute(sql`select 1 as ok`));
      expect(answer?.ok).toBe(1);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
