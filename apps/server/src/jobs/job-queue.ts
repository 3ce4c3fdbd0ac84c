import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { describeError } from '../lib/describe-error';
import { log } from '../lib/log';
import { observeJobWait } from '../lib/metrics';
import { JOB_CHANNEL, JOB_KINDS, JOB_QUEUES, JOB_SCHEMA, type JobKind } from './queues';

/**
 * pg-boss completes or fails a job after its handler without waiting for the statement (10.4.2,
 * manager.js): a database error there (PostgreSQL restarting, the pool's timeout, a close at
 * shutdown) would be an unhandled rejection, which ends the process. Those two statements' errors are
 * logged and swallowed instead: the job stays active, expires and runs again, its handler idempotent.
 */
const plans = createRequire(import.meta.url)('pg-boss/src/plans') as { completeJobs(schema: string): string; failJobsById(schema: string): string };
const AFTER_HANDLER = new Set([plans.completeJobs(JOB_SCHEMA), plans.failJobsById(JOB_SCHEMA)]);

/** A job as its handler sees it: what was queued, and which try this is (0 for the first). */
export type Job<T> = { id: string; data: T; retryCount: number; retryLimit: number; createdOn: Date; startedOn: Date };

/**
 * Its job's work. Resolving completes the job; throwing fails this try, retried after the kind's
 * delay until its retries run out (jobs/queues.ts). A handler is idempotent: a job whose instance
 * died after the work and before pg-boss heard of it runs again.
 */
export type JobHandler<T> = (job: Job<T>) => Promise<void>;

export type JobCount = { kind: JobKind; state: 'queued' | 'running' | 'failed'; count: number };

export type WorkOptions = {
  /** Workers of this kind on this instance, each taking its own jobs. */
  concurrency: number;
  /**
   * Jobs a worker takes at once and runs side by side (pushes: an alarm to 50 guardians goes out in
   * one round). A job of the batch that fails is retried alone; the others complete.
   */
  batchSize?: number;
};

export type JobQueue = {
  /** Takes jobs of `kind` on this instance. */
  work<T extends object>(kind: JobKind, options: WorkOptions, handler: JobHandler<T>): Promise<void>;
  /** Looks for jobs of `kind` now rather than at the next poll (a NOTIFY does it for every instance). */
  wake(kind: JobKind): void;
  /** Resolves when no job of `kind` is due or running on any instance (tests, the bench). */
  settle(kind: JobKind, timeoutMs?: number): Promise<void>;
  /** Makes the jobs of `kind` waiting for a retry due now (after the operator fixed the SMTP settings; tests). */
  retryNow(kind: JobKind): Promise<void>;
  /** Stops this instance's workers of `kind`, giving jobs in hand `graceMs` to finish. */
  stopWorking(kind: JobKind, graceMs: number): Promise<void>;
  /** Jobs by kind and state, for /metrics: queued (due or waiting to retry), running, failed. */
  counts(): Promise<JobCount[]>;
  /** Stops taking jobs; a job in hand gets `graceMs` to finish, then fails and is retried elsewhere. */
  stop(graceMs?: number): Promise<void>;
};

export type JobQueueOptions = {
  /** How often an idle worker looks for jobs when no NOTIFY woke it: the fallback, 2 s by default. */
  pollingIntervalSeconds?: number;
  /** How often a dead instance's jobs are looked for (pg-boss's supervision): 30 s by default. */
  maintenanceIntervalSeconds?: number;
  /** A shorter hold on a job than the kind's (JOBS_EXPIRE_SECONDS: the reliability tests' kill -9). */
  expireInSeconds?: number | null;
};

/** Jobs by kind and state, read from pg-boss's table: queued (due or waiting to retry), running, failed. */
export async function countJobs(database: Pick<Database, 'executeSql'>): Promise<JobCount[]> {
  const { rows } = await database.executeSql(
    `select name, case when state in ('created', 'retry') then 'queued' when state = 'active' then 'running' else 'failed' end as state, count(*)::int as count
     from ${JOB_SCHEMA}.job where state in ('created', 'retry', 'active', 'failed') group by 1, 2`,
  );
  const found = rows as { name: string; state: JobCount['state']; count: number | string }[];
  // Every kind and state is present, at 0 when empty: a dashboard's query finds the series.
  return JOB_KINDS.flatMap((kind) =>
    (['queued', 'running', 'failed'] as const).map((state) => ({ kind, state, count: Number(found.find((f) => f.name === kind && f.state === state)?.count ?? 0) })),
  );
}

/**
 * This instance's side of the shared queue: pg-boss started on the app's database (its connection
 * for the embedded one, its pool for PostgreSQL), supervising expired jobs, and the workers each
 * kind's owner registers. Jobs are queued by `sendJob` in the queuing transaction; its NOTIFY wakes
 * the workers of every instance, and a poll every few seconds covers a NOTIFY lost.
 */
export async function startJobQueue(database: Pick<Database, 'executeSql' | 'listen'>, options: JobQueueOptions = {}): Promise<JobQueue> {
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) =>
        AFTER_HANDLER.has(text)
          ? database.executeSql(text, values).catch((error: unknown) => {
              log.warn('job not marked done: it runs again when its hold ends', describeError(error));
              // pg-boss reads the count of the first row (manager.js mapCommandResponse).
              return { rows: [{ count: 0 }] };
            })
          : database.executeSql(text, values),
    },
    schema: JOB_SCHEMA,
    migrate: false,
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
    monitorStateIntervalSeconds: 60,
  });
  boss.on('error', (error: unknown) => log.warn('job queue error', describeError(error)));
  await boss.start();
  if (options.expireInSeconds) {
    for (const kind of JOB_KINDS) await boss.updateQueue(kind, { name: kind, policy: 'standard', ...JOB_QUEUES[kind], expireInSeconds: options.expireInSeconds });
  }
  const workers = new Map<JobKind, string[]>();
  const inHand = new Map<JobKind, Set<Promise<unknown>>>();
  const wake = (kind: JobKind) => {
    for (const id of workers.get(kind) ?? []) boss.notifyWorker(id);
  };
  const unlisten = await database.listen(
    JOB_CHANNEL,
    (payload) => {
      if ((JOB_KINDS as readonly string[]).includes(payload)) wake(payload as JobKind);
    },
    // The listening connection came back: a NOTIFY may have been missed meanwhile.
    () => JOB_KINDS.forEach(wake),
  );
  let stopped = false;

  const run = <T>(kind: JobKind, handler: JobHandler<T>, job: PgBoss.JobWithMetadata<T>): Promise<void> => {
    observeJobWait(kind, (job.startedOn.getTime() - job.startAfter.getTime()) / 1000);
    const running = handler({ id: job.id, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit, createdOn: job.createdOn, startedOn: job.startedOn });
    const held = inHand.get(kind) ?? new Set();
    inHand.set(kind, held);
    const tracked = running.catch(() => undefined).finally(() => held.delete(tracked));
    held.add(tracked);
    return running;
  };

  const stopWorking = async (kind: JobKind, graceMs: number) => {
    if (!workers.has(kind)) return;
    workers.delete(kind);
    await boss.offWork(kind);
    const held = [...(inHand.get(kind) ?? [])];
    if (held.length > 0) await Promise.race([Promise.all(held), new Promise((resolve) => setTimeout(resolve, graceMs).unref())]);
  };

  return {
    async work<T extends object>(kind: JobKind, { concurrency, batchSize = 1 }: WorkOptions, handler: JobHandler<T>) {
      const ids = workers.get(kind) ?? [];
      for (let n = 0; n < concurrency; n++) {
        let self = '';
        self = await boss.work<T>(kind, { batchSize, includeMetadata: true, pollingIntervalSeconds }, async (jobs) => {
          try {
            // Side by side; a job that failed is failed alone, to be retried after its pause, and pg-boss
            // then completes the batch's others (it completes only jobs still active).
            const outcomes = await Promise.allSettled(jobs.map((job) => run(kind, handler, job)));
            const failed = jobs.flatMap((job, index) => {
              const outcome = outcomes[index]!;
              return outcome.status === 'rejected' ? [{ id: job.id, reason: outcome.reason as unknown }] : [];
            });
            for (const { id, reason } of failed) {
              // What pg-boss keeps of a failure (its output column) is the error's code and kind, never
              // a driver's message, which may quote a statement's values.
              await boss.fail(kind, id, { message: Object.values(describeError(reason)).join(' ') });
            }
          } finally {
            // More may be waiting: look again at once rather than after the poll's pause (pg-boss waits
            // out the rest of its interval after each job, which held a burst to a job a worker per poll).
            boss.notifyWorker(self);
          }
        });
        ids.push(self);
      }
      workers.set(kind, ids);
    },
    wake,
    async settle(kind, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        wake(kind);
        const { rows } = await database.executeSql(
          `select count(*)::int as n from ${JOB_SCHEMA}.job where name = $1 and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
          [kind],
        );
        if (Number((rows[0] as { n: number | string }).n) === 0) return;
        if (Date.now() > deadline) throw new Error(`jobs of kind ${kind} still due or running after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async retryNow(kind) {
      await database.executeSql(`update ${JOB_SCHEMA}.job set start_after = now() where name = $1 and state = 'retry'`, [kind]);
      wake(kind);
    },
    stopWorking,
    counts: () => countJobs(database),
    async stop(graceMs = 8_000) {
      if (stopped) return;
      stopped = true;
      await unlisten();
      await Promise.all([...workers.keys()].map((kind) => stopWorking(kind, graceMs)));
      await boss.stop({ graceful: true, wait: true, close: false, timeout: graceMs });
    },
  };
}
