import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { Database } from '../db/client';
import { countJobs, startJobQueue, type Job, type JobQueue } from './job-queue';
import { sendJob } from './send-job';
import { JOB_SCHEMA } from './queues';

const completeJobs = (createRequire(import.meta.url)('pg-boss/src/plans') as { completeJobs(schema: string): string }).completeJobs(JOB_SCHEMA);

// The shared queue (issue 55) on the test's database, embedded or PostgreSQL: pg-boss with our writer
// in the caller's transaction, our waking, retries and the erasure's singleton.

let database: Database;
let drop: () => Promise<void>;
let queue: JobQueue;
const seen: { id: string; data: { n: number }; retryCount: number }[] = [];
/** The jobs whose first try fails (a mail server down, say). */
const failFirst = new Set<number>();

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  queue = await startJobQueue(database, { pollingIntervalSeconds: 0.5 });
  await queue.work<{ n: number }>('push', { concurrency: 1, batchSize: 10 }, async (job: Job<{ n: number }>) => {
    seen.push({ id: job.id, data: job.data, retryCount: job.retryCount });
    if (failFirst.has(job.data.n) && job.retryCount === 0) throw new Error('not this time');
  });
});

afterAll(async () => {
  await queue.stop(1_000);
  await drop();
});

describe('the shared job queue', () => {
  it('runs a job queued in a transaction that commits, once, and never one whose transaction rolled back', async () => {
    await database.db.transaction(async (tx) => {
      await sendJob(tx, 'push', { n: 1 });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await sendJob(tx, 'push', { n: 2 });
        throw new Error('the change it told of failed');
      }),
    ).rejects.toThrow('the change it told of failed');
    await queue.settle('push');
    expect(seen.filter((s) => s.data.n === 1)).toHaveLength(1);
    expect(seen.filter((s) => s.data.n === 2)).toHaveLength(0);
  });

  it('queues a job of a given id once, and retries a failed try', async () => {
    const id = '6f1d3c0e-8a52-4b8e-9d7f-0c1e2a3b4c5d';
    failFirst.add(3);
    expect(await sendJob(database.db, 'push', { n: 3 }, { id })).toBe(id);
    // The same id again (an instance adopting rows at start while another did): nothing new.
    expect(await sendJob(database.db, 'push', { n: 3 }, { id })).toBeNull();
    await queue.settle('push');
    expect(seen.filter((s) => s.data.n === 3).map((s) => s.retryCount)).toEqual([0]);
    // Waiting for its retry (10 s away): counted as queued; due now, it runs again and completes.
    expect((await countJobs(database)).find((c) => c.kind === 'push' && c.state === 'queued')?.count).toBe(1);
    await queue.retryNow('push');
    await queue.settle('push');
    expect(seen.filter((s) => s.data.n === 3).map((s) => s.retryCount)).toEqual([0, 1]);
    const rows = await database.db.execute(sql`select state from pgboss.job where name = 'push' and id = ${id}::uuid`);
    expect((rows as unknown as { rows: { state: string }[] }).rows).toEqual([{ state: 'completed' }]);
  });

  it('retries only the job of a batch that failed: the others of its batch complete', async () => {
    failFirst.add(5);
    await database.db.transaction(async (tx) => {
      for (const n of [4, 5, 6]) await sendJob(tx, 'push', { n });
    });
    await queue.settle('push');
    const states = async () => {
      const found = await database.db.execute(sql`select data->>'n' as n, state::text as state from pgboss.job where name = 'push' and (data->>'n')::int in (4, 5, 6) order by 1`);
      return (found as unknown as { rows: { n: string; state: string }[] }).rows.map((row) => `${row.n} ${row.state}`);
    };
    expect(await states()).toEqual(['4 completed', '5 retry', '6 completed']);
    await queue.retryNow('push');
    await queue.settle('push');
    expect(await states()).toEqual(['4 completed', '5 completed', '6 completed']);
    expect([4, 5, 6].map((n) => seen.filter((s) => s.data.n === n).map((s) => s.retryCount))).toEqual([[0], [0, 1], [0]]);
  });

  it('leaves the database usable after a failed statement of a text with its own transaction (pg-boss maintenance)', async () => {
    await expect(database.executeSql(`BEGIN; SET LOCAL lock_timeout = '30s'; SELECT 1 / 0; COMMIT;`)).rejects.toThrow();
    const result = await database.db.execute(sql`select 1 as one`);
    expect((result as unknown as { rows: { one: number }[] }).rows).toEqual([{ one: 1 }]);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
  });

  it('keeps one erasure sweep a period, whoever asks', async () => {
    const asks = await Promise.all([1, 2, 3].map(() => sendJob(database.db, 'erasure', {}, { singletonKey: 'sweep', singletonSeconds: 3600 })));
    expect(asks.filter(Boolean)).toHaveLength(1);
    expect((await countJobs(database)).find((c) => c.kind === 'erasure' && c.state === 'queued')?.count).toBe(1);
  });

  it('logs, and survives, a job it could not mark done (the database gone between the handler and its statement)', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    let refuse = true;
    const ran: number[] = [];
    const flaky: Pick<Database, 'executeSql' | 'listen'> = {
      listen: database.listen,
      executeSql: async (text, values) => {
        if (refuse && text === completeJobs) {
          throw new Error('connection terminated');
        }
        return database.executeSql(text, values);
      },
    };
    const second = await startJobQueue(flaky, { pollingIntervalSeconds: 0.5 });
    try {
      await second.work<{ n: number }>('email', { concurrency: 1, batchSize: 1 }, async (job: Job<{ n: number }>) => {
        ran.push(job.data.n);
      });
      await sendJob(database.db, 'email', { n: 7 });
      await expect.poll(() => ran, { timeout: 10_000 }).toEqual([7]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      refuse = false;
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await second.stop(1_000);
    }
  });
});
