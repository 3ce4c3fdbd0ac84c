import { sql, type SQL } from 'drizzle-orm';
import type { PushKind, PushPayload } from '@wycieczki/shared';
import type { Tx } from '../db/client';
import { sendJob } from '../jobs/send-job';
import { storableJson } from '../lib/safe-json';

/** A push of 'high' urgency (an alarm) is taken before the others waiting (the job's priority). */
export const PUSH_URGENT_PRIORITY = 10;

/** How long a push is worth sending, and how urgently (RFC 8030): an alarm 10 minutes at high urgency, news a day. */
export const PUSH_DELIVERY: Record<PushKind, { ttlSeconds: number; urgency: 'high' | 'normal' }> = {
  alarm: { ttlSeconds: 10 * 60, urgency: 'high' },
  alarm_escalated: { ttlSeconds: 10 * 60, urgency: 'high' },
  alarm_resolved: { ttlSeconds: 10 * 60, urgency: 'high' },
  message: { ttlSeconds: 24 * 60 * 60, urgency: 'normal' },
  reminder: { ttlSeconds: 12 * 60 * 60, urgency: 'normal' },
  // A dose not given (issue 54): worth an hour, and a tap; after that the roll call's screen says it.
  medicine_overdue: { ttlSeconds: 60 * 60, urgency: 'high' },
};

/** Who a push goes to: each device of these accounts, or of these parent links. */
export type PushAudience = { userIds: readonly string[] } | { parentLinkIds: readonly string[] };

/**
 * Queues a push to every subscribed device of the audience, in the caller's transaction: it goes out
 * only if what it tells of commits, taken by any instance's sender (push-sender.ts). A guardian's
 * device whose session has ended (expired; a revoked one's row is gone) gets nothing (issue 62).
 * `payload` is made per device (an alarm's 'Widzę' is that device's own). Returns how many devices it
 * was queued for.
 */
export async function queuePush(
  tx: Tx,
  audience: PushAudience,
  kind: PushKind,
  payload: (ownerId: string, deviceId: string) => PushPayload,
  /** A shorter life than the kind's (a reminder that must not arrive after 20:00). */
  options: { ttlSeconds?: number } = {},
): Promise<number> {
  const byUser = 'userIds' in audience;
  const owners = byUser ? audience.userIds : audience.parentLinkIds;
  if (owners.length === 0) return 0;
  const result = await tx.execute<{ id: string; owner: string }>(sql`
    select s.id, ${byUser ? sql`s.user_id` : sql`s.parent_link_id`}::text as owner from push_subscriptions s
    where ${byUser ? sql`s.user_id` : sql`s.parent_link_id`} = any(${sql`array[${sql.join(owners.map((owner) => sql`${owner}::uuid`), sql`, `)}]`})
      and ${liveSession(sql`s`)}`);
  const devices = (result as unknown as { rows: { id: string; owner: string }[] }).rows;
  if (devices.length === 0) return 0;
  const { urgency } = PUSH_DELIVERY[kind];
  const ttlSeconds = Math.min(options.ttlSeconds ?? Number.POSITIVE_INFINITY, PUSH_DELIVERY[kind].ttlSeconds);
  const rows = devices.map(
    (device) => sql`(${device.id}::uuid, ${kind}, ${storableJson(payload(device.owner, device.id))}::jsonb, ${urgency}, now() + make_interval(secs => ${ttlSeconds}))`,
  );
  const queued = await tx.execute<{ id: string }>(sql`insert into push_outbox (subscription_id, kind, payload, urgency, expires_at) values ${sql.join(rows, sql`, `)} returning id`);
  // Each push is a job of its row's id: sent, retried and given up on its own.
  const priority = urgency === 'high' ? PUSH_URGENT_PRIORITY : 0;
  for (const { id } of (queued as unknown as { rows: { id: string }[] }).rows) await sendJob(tx, 'push', { outboxId: id }, { id, priority });
  return devices.length;
}

/**
 * A subscription row (`alias`) whose session is live: a parent link's (no session), one made before
 * sessions were bound (none either), or one whose session still holds a refresh token neither revoked
 * nor expired.
 */
export function liveSession(alias: SQL): SQL {
  return sql`(${alias}.session_id is null or exists (
    select 1 from refresh_tokens r where r.family_id = ${alias}.session_id and r.revoked_at is null and r.expires_at > now()))`;
}
