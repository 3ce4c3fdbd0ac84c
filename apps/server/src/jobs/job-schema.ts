import PgBoss from 'pg-boss';
import { JOB_KINDS, JOB_QUEUES, JOB_SCHEMA } from './queues';

/** A statement with `$1`… parameters, as pg-boss runs them; a text without values may hold several statements. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * Brings pg-boss's schema up to date and creates (or updates) the app's queues: part of opening the
 * database, beside the app's own migrations, so that a job can be queued in any transaction from
 * the first request on. pg-boss serialises concurrent starts with an advisory lock of its own.
 */
export async function migrateJobSchema(executeSql: ExecuteSql): Promise<void> {
  const boss = new PgBoss({ db: { executeSql: (text, values) => executeSql(text, values) }, schema: JOB_SCHEMA, supervise: false, schedule: false, migrate: true });
  boss.on('error', () => undefined);
  await boss.start();
  try {
    for (const kind of JOB_KINDS) {
      // Created once (a second instance's create does nothing), then brought to this version's policy.
      await boss.createQueue(kind, { name: kind, policy: 'standard', ...JOB_QUEUES[kind] });
      await boss.updateQueue(kind, { name: kind, policy: 'standard', ...JOB_QUEUES[kind] });
    }
  } finally {
    await boss.stop({ graceful: false, close: false, wait: true });
  }
}
