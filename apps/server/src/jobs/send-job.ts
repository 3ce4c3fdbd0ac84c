import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { JOB_CHANNEL, JOB_SCHEMA, type JobKind } from './queues';

/** pg-boss's statement as drizzle SQL: its `$1`… become drizzle's own parameters, in order. */
function boundSql(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`)));
}

/**
 * pg-boss as a writer of jobs only, never started: a job is inserted on the caller's connection, so
 * it is queued in the caller's transaction and exists only if what it is about commits.
 */
const writer = new PgBoss({
  db: {
    executeSql: () => Promise.reject(new Error('A job is queued on the caller’s connection (sendJob).')),
  },
  schema: JOB_SCHEMA,
});

export type JobOptions = Pick<PgBoss.SendOptions, 'priority' | 'singletonKey' | 'singletonSeconds' | 'startAfter' | 'id'>;

/**
 * Queues a job of `kind` in `conn`'s transaction (or at once on the database), and wakes every
 * instance's workers of that kind when it commits (JOB_CHANNEL). Returns the job's id, or null when a
 * singleton key already holds a job (the erasure's sweep).
 */
export async function sendJob(conn: Db | Tx, kind: JobKind, data: object, options: JobOptions = {}): Promise<string | null> {
  const id = await writer.send(kind, data, {
    ...options,
    db: {
      executeSql: async (text, values) => {
        const result = (await conn.execute(boundSql(text, values))) as unknown as { rows: unknown[] };
        return { rows: result.rows };
      },
    },
  });
  if (id) await conn.execute(sql`select pg_notify(${JOB_CHANNEL}, ${kind})`);
  return id;
}
