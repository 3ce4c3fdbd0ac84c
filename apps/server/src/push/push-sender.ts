import type { Agent } from 'node:https';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import type { PushPayload } from '@wycieczki/shared';
import type { Database } from '../db/client';
import { pushOutbox, pushSubscriptions } from '../db/schema';
import { log } from '../lib/log';
import { countPushes } from '../lib/metrics';
import { startJobQueue, type Job, type JobQueue } from '../jobs/job-queue';
import { jobNeverQueued, sendJob } from '../jobs/send-job';
import { isAllowedPushEndpoint, type PushOrigins } from './push-origins';
import { PUSH_URGENT_PRIORITY } from './push-queue';
import type { VapidKeys } from './vapid';

/** The pause before the n-th retry as the queue makes it (jobs/queues.ts: 10 s, doubling): a retry past the push's life is not waited for. */
function retryDelayMs(retryCount: number): number {
  return 10_000 * 2 ** retryCount;
}

const SEND_TIMEOUT_MS = 15_000;
/** Pushes a worker takes at once, and sends side by side: 50 guardians' alarm goes out in one round. */
const BATCH = 50;
/** Done pushes (their payloads emptied at once) are kept this long, for the operator's counts. */
const KEEP_MS = 7 * 24 * 60 * 60_000;
const STOP_WAIT_MS = 5_000;

type Row = { id: string; kind: string; payload: PushPayload | null; urgency: string; expiresAt: Date; attempts: number; endpoint: string | null; p256dh: string | null; auth: string | null; subscriptionId: string | null };

export type PushSender = {
  /** Takes every push due now and waits until each is sent or waits for a retry (tests). */
  flush(): Promise<void>;
  /** Queues a job for each push left without one (a rolling deploy's older instance queued it): hourly. */
  adopt(): Promise<void>;
  stop(): Promise<void>;
};

type Outcome = 'sent' | 'retried' | 'failed' | 'expired';

/**
 * The sender of the push queue (push_outbox), as the mailer is of e-mail: a push is a row (what is
 * pushed and what became of it) and a job of kind 'push' with the row's id, queued in the transaction
 * of what it tells of (push-queue.ts), the urgent ones first. Any instance takes it, encrypts it to
 * its subscription's keys and signs it with the server's VAPID key (`web-push`, RFC 8291 and 8292),
 * and marks it sent when the push service accepts it. A push service that is down or busy (5xx, 429,
 * no answer) is tried again by the queue with a growing pause until the push's time to live ends; a
 * subscription the service says is gone (404, 410) is deleted. Only known push services are called
 * (push-origins.ts).
 */
export async function startPushSender(
  database: Pick<Database, 'db' | 'listen' | 'executeSql'>,
  config: { vapid: VapidKeys; origins: PushOrigins; /** A test's agent trusting its fake push service's certificate. */ agent?: Agent },
  shared?: JobQueue,
): Promise<PushSender> {
  const { db } = database;
  const queue = shared ?? (await startJobQueue(database));
  const vapidDetails = { subject: config.vapid.subject, publicKey: config.vapid.publicKey, privateKey: config.vapid.privateKey };

  /** The push, counted as tried once more, with its subscription; none when it is sent or given up already. */
  const take = async (outboxId: string): Promise<Row | null> => {
    const result = await db.execute(sql`
      with taken as (
        update push_outbox set attempts = attempts + 1
        where id = ${outboxId}::uuid and sent_at is null and failed_at is null
        returning id, kind, payload, urgency, expires_at, attempts, subscription_id)
      select t.id, t.kind, t.payload, t.urgency, t.expires_at as "expiresAt", t.attempts, t.subscription_id as "subscriptionId", s.endpoint, s.p256dh, s.auth
      from taken t left join push_subscriptions s on s.id = t.subscription_id`);
    return (result as unknown as { rows: Row[] }).rows[0] ?? null;
  };

  const done = { payload: null };
  const giveUp = async (row: Row, reason: string): Promise<Outcome> => {
    await db.update(pushOutbox).set({ ...done, failedAt: new Date(), lastError: reason }).where(eq(pushOutbox.id, row.id));
    log.warn('push given up', { id: row.id, kind: row.kind, reason, attempts: row.attempts });
    return reason === 'EXPIRED' ? 'expired' : 'failed';
  };

  const sendOne = async (row: Row, job: Job<{ outboxId?: string }>): Promise<Outcome> => {
    if (!row.endpoint || !row.p256dh || !row.auth || !row.payload) return giveUp(row, 'GONE');
    const ttl = Math.floor((new Date(row.expiresAt).getTime() - Date.now()) / 1000);
    if (ttl <= 0) return giveUp(row, 'EXPIRED');
    if (!isAllowedPushEndpoint(row.endpoint, config.origins)) return giveUp(row, 'ORIGIN');
    try {
      await webpush.sendNotification({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, JSON.stringify(row.payload), {
        vapidDetails,
        TTL: ttl,
        urgency: row.urgency as webpush.Urgency,
        timeout: SEND_TIMEOUT_MS,
        ...(config.agent ? { agent: config.agent } : {}),
      });
    } catch (error) {
      const status = error instanceof WebPushError ? error.statusCode : null;
      if (status === 404 || status === 410) {
        // The browser dropped the subscription: it goes, and nothing is pushed to it again.
        await giveUp(row, 'GONE');
        if (row.subscriptionId) await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.subscriptionId));
        return 'failed';
      }
      if (status === 400 || status === 401 || status === 403 || status === 413) return giveUp(row, `HTTP ${status}`);
      const code = status ? `HTTP ${status}` : ((error as { code?: string }).code ?? 'ERROR');
      if (job.retryCount >= job.retryLimit || Date.now() + retryDelayMs(job.retryCount) >= new Date(row.expiresAt).getTime()) return giveUp(row, 'EXPIRED');
      await db.update(pushOutbox).set({ lastError: code }).where(eq(pushOutbox.id, row.id));
      log.warn('push not sent: will retry', { id: row.id, kind: row.kind, error: code, attempts: row.attempts });
      return 'retried';
    }
    await db.update(pushOutbox).set({ ...done, sentAt: new Date(), lastError: null }).where(eq(pushOutbox.id, row.id));
    return 'sent';
  };

  const handle = async (job: Job<{ outboxId?: string }>) => {
    const row = await take(job.data.outboxId ?? job.id);
    // Sent or given up already (the job ran again after its instance died): nothing to do.
    if (!row) return;
    const outcome = await sendOne(row, job);
    countPushes({ sent: 0, retried: 0, failed: 0, expired: 0, [outcome]: 1 });
    // The queue retries it after its pause.
    if (outcome === 'retried') throw new Error('push not accepted: retried');
  };

  // Pushes queued without a job (before the queue moved onto jobs, issue 55, or by an instance still
  // running the older code during a rolling deploy): each gets its job, of the row's id, at start and
  // every hour.
  const adopt = async () => {
    const waiting = await db
      .select({ id: pushOutbox.id, urgency: pushOutbox.urgency })
      .from(pushOutbox)
      .where(and(isNull(pushOutbox.sentAt), isNull(pushOutbox.failedAt), gt(pushOutbox.createdAt, new Date(Date.now() - KEEP_MS)), jobNeverQueued('push', pushOutbox.id)));
    for (const { id, urgency } of waiting) await sendJob(db, 'push', { outboxId: id }, { id, priority: urgency === 'high' ? PUSH_URGENT_PRIORITY : 0 });
  };
  await adopt();
  await db
    .delete(pushOutbox)
    .where(and(or(sql`${pushOutbox.sentAt} is not null`, sql`${pushOutbox.failedAt} is not null`, isNull(pushOutbox.subscriptionId)), lt(pushOutbox.createdAt, new Date(Date.now() - KEEP_MS))));

  await queue.work('push', { concurrency: 1, batchSize: BATCH }, handle);
  return {
    flush: () => queue.settle('push'),
    adopt,
    async stop() {
      if (shared) await queue.stopWorking('push', STOP_WAIT_MS);
      else await queue.stop(STOP_WAIT_MS);
    },
  };
}
