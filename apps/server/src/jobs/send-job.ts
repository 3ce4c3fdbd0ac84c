import PgBoss from 'pg-boss';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { JOB_CHANNEL, JOB_SCHEMA, type JobKind } from './queues';

/**
 * pg-boss's statement as drizzle SQL: its `$1`… become drizzle's own parameters, in order. A value
 * used twice is bound twice, each typed by its own use: the insert uses its singleton seconds only as
 * a number, but its start time as text, a timestamp and an interval, so `startAfter` is not offered.
 */
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

export type JobOptions = Pick<PgBoss.SendOptions, 'priority' | 'singletonKey' | 'singletonSeconds' | 'id'>;

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

const schema = sql.raw(JOB_SCHEMA);

/** True (as SQL) while the job of `kind` whose id is `id` waits or runs: it will run (again). */
export function jobPending(kind: JobKind, id: SQLWrapper): SQL {
  return sql`exists (select 1 from ${schema}.job j where j.name = ${kind} and j.id = ${id} and j.state in ('created', 'retry', 'active'))`;
}

/** True (as SQL) when no job of `kind` was ever queued with the id `id`: a row queued before jobs, or by an instance older than them. */
export function jobNeverQueued(kind: JobKind, id: SQLWrapper): SQL {
  return sql`not exists (select 1 from ${schema}.job j where j.name = ${kind} and j.id = ${id})
    and not exists (select 1 from ${schema}.archive a where a.name = ${kind} and a.id = ${id})`;
}
