import { sql } from 'drizzle-orm';
import type { PushKind, PushPayload } from '@wycieczki/shared';
import type { Tx } from '../db/client';

/** The channel on which a queued push wakes the sender at once (push-sender.ts). */
export const PUSH_CHANNEL = 'push_queued';

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
 * only if what it tells of commits. `payload` is made per account or link (an alarm's 'Widzę' is the
 * reader's own). Returns how many devices it was queued for.
 */
export async function queuePush(
  tx: Tx,
  audience: PushAudience,
  kind: PushKind,
  payload: (ownerId: string) => PushPayload,
  /** A shorter life than the kind's (a reminder that must not arrive after 20:00). */
  options: { ttlSeconds?: number } = {},
): Promise<number> {
  const byUser = 'userIds' in audience;
  const owners = byUser ? audience.userIds : audience.parentLinkIds;
  if (owners.length === 0) return 0;
  const result = await tx.execute<{ id: string; owner: string }>(sql`
    select id, ${byUser ? sql`user_id` : sql`parent_link_id`}::text as owner from push_subscriptions
    where ${byUser ? sql`user_id` : sql`parent_link_id`} = any(${sql`array[${sql.join(owners.map((owner) => sql`${owner}::uuid`), sql`, `)}]`})`);
  const devices = (result as unknown as { rows: { id: string; owner: string }[] }).rows;
  if (devices.length === 0) return 0;
  const { urgency } = PUSH_DELIVERY[kind];
  const ttlSeconds = Math.min(options.ttlSeconds ?? Number.POSITIVE_INFINITY, PUSH_DELIVERY[kind].ttlSeconds);
  const payloads = new Map<string, PushPayload>();
  const rows = devices.map((device) => {
    const body = payloads.get(device.owner) ?? payload(device.owner);
    payloads.set(device.owner, body);
    return sql`(${device.id}::uuid, ${kind}, ${JSON.stringify(body)}::jsonb, ${urgency}, now() + make_interval(secs => ${ttlSeconds}))`;
  });
  await tx.execute(sql`insert into push_outbox (subscription_id, kind, payload, urgency, expires_at) values ${sql.join(rows, sql`, `)}`);
  await tx.execute(sql`select pg_notify(${PUSH_CHANNEL}, '')`);
  return devices.length;
}
