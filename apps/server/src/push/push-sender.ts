import type { Agent } from 'node:https';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import type { PushPayload } from '@wycieczki/shared';
import type { Database } from '../db/client';
import { pushOutbox, pushSubscriptions } from '../db/schema';
import { log } from '../lib/log';
import { countPushes } from '../lib/metrics';
import { startQueueWorker, type QueueWorker } from '../lib/queue-worker';
import { isAllowedPushEndpoint, type PushOrigins } from './push-origins';
import { PUSH_CHANNEL } from './push-queue';
import type { VapidKeys } from './vapid';

/** The pause before the n-th retry: 5, 10, 20 s… at most 10 minutes (an alarm lives 10 minutes). */
function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 10 * 60_000);
}

/** Well above a send's timeout: a slow push service never gets a push twice from two instances. */
const LOCK_MS = 60_000;
const SEND_TIMEOUT_MS = 15_000;
/** Pushes taken at once, and sent side by side: 50 guardians' alarm goes out in one round. */
const BATCH = 50;
const POLL_MS = 5_000;
/** Done pushes (their payloads emptied at once) are kept this long, for the operator's counts. */
const KEEP_MS = 7 * 24 * 60 * 60_000;
const STOP_WAIT_MS = 5_000;

type Claimed = { id: string; kind: string; payload: PushPayload | null; urgency: string; expiresAt: Date; attempts: number; endpoint: string | null; p256dh: string | null; auth: string | null; subscriptionId: string | null };

export type PushSender = Pick<QueueWorker, 'flush'> & { stop(): Promise<void> };

/**
 * The background sender of the push queue (push_outbox), as the mailer is of e-mail: each due push is
 * taken under a lease (two instances never send one twice), encrypted to its subscription's keys and
 * signed with the server's VAPID key (`web-push`, RFC 8291 and 8292), and marked sent when the push
 * service accepts it. A push service that is down or busy (5xx, 429, no answer) is tried again with a
 * growing pause until the push's time to live ends; a subscription the service says is gone (404,
 * 410) is deleted. Only known push services are called (push-origins.ts).
 */
export async function startPushSender(
  database: Pick<Database, 'db' | 'listen'>,
  config: { vapid: VapidKeys; origins: PushOrigins; /** A test's agent trusting its fake push service's certificate. */ agent?: Agent },
): Promise<PushSender> {
  const { db } = database;
  const vapidDetails = { subject: config.vapid.subject, publicKey: config.vapid.publicKey, privateKey: config.vapid.privateKey };

  const claim = async (): Promise<Claimed[]> => {
    const result = await db.execute(sql`
      with taken as (
        update push_outbox set locked_until = now() + make_interval(secs => ${LOCK_MS / 1000}), attempts = attempts + 1
        where id in (
          select id from push_outbox
          where sent_at is null and failed_at is null and next_attempt_at <= now() and (locked_until is null or locked_until < now())
          order by (urgency = 'high') desc, created_at limit ${BATCH} for update skip locked)
        returning id, kind, payload, urgency, expires_at, attempts, subscription_id)
      select t.id, t.kind, t.payload, t.urgency, t.expires_at as "expiresAt", t.attempts, t.subscription_id as "subscriptionId", s.endpoint, s.p256dh, s.auth
      from taken t left join push_subscriptions s on s.id = t.subscription_id`);
    return (result as unknown as { rows: Claimed[] }).rows;
  };

  const mine = (row: Claimed) => and(eq(pushOutbox.id, row.id), eq(pushOutbox.attempts, row.attempts));
  const done = { payload: null, lockedUntil: null };
  type Outcome = 'sent' | 'retried' | 'failed' | 'expired';
  const giveUp = async (row: Claimed, reason: string): Promise<Outcome> => {
    await db.update(pushOutbox).set({ ...done, failedAt: new Date(), lastError: reason }).where(mine(row));
    log.warn('push given up', { id: row.id, kind: row.kind, reason, attempts: row.attempts });
    return reason === 'EXPIRED' ? 'expired' : 'failed';
  };

  const sendOne = async (row: Claimed): Promise<Outcome> => {
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
      const next = new Date(Date.now() + retryDelayMs(row.attempts));
      if (next.getTime() >= new Date(row.expiresAt).getTime()) return giveUp(row, 'EXPIRED');
      await db.update(pushOutbox).set({ nextAttemptAt: next, lockedUntil: null, lastError: code }).where(mine(row));
      log.warn('push not sent: will retry', { id: row.id, kind: row.kind, error: code, attempts: row.attempts, retryAt: next.toISOString() });
      return 'retried';
    }
    await db.update(pushOutbox).set({ ...done, sentAt: new Date(), lastError: null }).where(mine(row));
    return 'sent';
  };

  const pass = async (stopped: () => boolean) => {
    // What this pass did, in one log line the operator can count (sent, failed, expired, retried).
    const counts: Record<Outcome, number> = { sent: 0, retried: 0, failed: 0, expired: 0 };
    for (let batch = await claim(); batch.length > 0 && !stopped(); batch = await claim()) {
      for (const outcome of await Promise.all(batch.map((row) => sendOne(row)))) counts[outcome] += 1;
    }
    if (Object.values(counts).some((n) => n > 0)) log.info('pushes', counts);
    countPushes(counts);
    await db
      .delete(pushOutbox)
      .where(and(or(sql`${pushOutbox.sentAt} is not null`, sql`${pushOutbox.failedAt} is not null`, isNull(pushOutbox.subscriptionId)), lt(pushOutbox.createdAt, new Date(Date.now() - KEEP_MS))));
  };

  const worker = await startQueueWorker(database, { name: 'push', channel: PUSH_CHANNEL, pollMs: POLL_MS, pass });
  return { flush: worker.flush, stop: () => worker.stop(STOP_WAIT_MS) };
}
