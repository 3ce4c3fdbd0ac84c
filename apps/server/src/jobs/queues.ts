import type PgBoss from 'pg-boss';

/**
 * The background work every instance shares (issue 55, docs/decisions/040): one PostgreSQL queue
 * library, pg-boss, on the app's own database (the embedded one too, for a single process), in the
 * schema below. A job is taken by one instance, retried when it fails, and taken again by another
 * instance when the one holding it dies (kill -9): a job still active past its `expireInSeconds` is
 * failed by pg-boss's supervision and retried.
 */
export const JOB_SCHEMA = 'pgboss';

export type JobKind = 'document' | 'email' | 'push' | 'erasure';
export const JOB_KINDS: readonly JobKind[] = ['document', 'email', 'push', 'erasure'];

type QueuePolicy = Required<Pick<PgBoss.Queue, 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'expireInSeconds' | 'retentionMinutes'>>;

/**
 * Each kind's retries and how long one try may hold its job:
 * - document: a PDF the user waits for; the largest (2,970 consents) takes seconds. Retried twice,
 *   then the user is told it failed.
 * - email: the SMTP server may be down for hours: 30 s, 1, 2, 4… minutes, about three days in all
 *   (a message with its own expiry is given up when it passes). A try holds the job 5 minutes, above
 *   the transport's own timeouts (mail/mailer.ts), so a slow SMTP server never gets a message twice.
 * - push: worth minutes (an alarm) to a day (news): 10 s, 20 s, 40 s… until its time to live.
 * - erasure: the RODO sweep (erasure/erase-sensitive.ts), one instance at a time.
 * A job not taken within its retention (a week) is dropped by pg-boss: each kind's own row says why.
 */
export const JOB_QUEUES: Record<JobKind, QueuePolicy> = {
  document: { retryLimit: 2, retryDelay: 2, retryBackoff: false, expireInSeconds: 300, retentionMinutes: 24 * 60 },
  email: { retryLimit: 13, retryDelay: 30, retryBackoff: true, expireInSeconds: 300, retentionMinutes: 7 * 24 * 60 },
  push: { retryLimit: 12, retryDelay: 10, retryBackoff: true, expireInSeconds: 120, retentionMinutes: 24 * 60 },
  erasure: { retryLimit: 3, retryDelay: 60, retryBackoff: false, expireInSeconds: 3600, retentionMinutes: 24 * 60 },
};

/** The channel a queued job's NOTIFY wakes every instance's workers of its kind on, after commit. */
export const JOB_CHANNEL = 'jobs_queued';
