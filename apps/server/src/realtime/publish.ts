import { sql } from 'drizzle-orm';
import { feedText, type FeedLine, type RealtimeEvent } from '@wycieczki/shared';
import type { Tx } from '../db/client';
import { storableJson } from '../lib/safe-json';

export const REALTIME_CHANNEL = 'trip_changes';

/**
 * What travels through PostgreSQL: the event, and for a change of the guardians the member it added
 * or removed. Never a list of recipients: each instance decides them from its own subscribers
 * (hub.ts), so the payload stays far below PostgreSQL's 8,000-byte limit whatever the trip's size.
 */
export type RealtimeNotification = RealtimeEvent & { memberId?: string };

/**
 * A change and who made it: a user (`actorId`), or someone without an account (`actorId` '' and
 * `actorName`, e.g. 'Rodzic: Jan Kowalski' on the parent page). `line` is the feed's line as
 * data (packages/shared feed-lines.ts); the event carries it worded, as `summary`.
 */
export type TripChange = Omit<RealtimeEvent, 'at' | 'actorName' | 'summary'> & { actorName?: string; line: FeedLine };

/**
 * Announces a change from inside its transaction: PostgreSQL delivers the NOTIFY only if the
 * transaction commits, to every server instance listening. `memberId` names the guardian a
 * 'trip_guardians' change added or removed (a removed one is told once more).
 *
 * The same statement keeps the change in the trip's activity feed (trip_activity) as data, so the feed
 * holds exactly what was announced and commits or rolls back with the change. A deleted trip keeps no
 * feed: its rows went with it.
 */
export async function publishTripChange(tx: Tx, change: TripChange, memberId?: string): Promise<void> {
  const { actorName: namedActor, line, ...rest } = change;
  const event = { ...rest, summary: feedText(line) };
  const actorId = change.actorId === '' ? null : change.actorId;
  const result = await tx.execute<{ actor_name: string | null; at: string | null }>(sql`
    with actor as (
      select coalesce(nullif(full_name, ''), email) as actor_name from profiles where id = ${actorId}::uuid
      union all select ${namedActor ?? null}::text where ${actorId}::uuid is null
    ), kept as (
      insert into trip_activity (trip_id, actor_id, actor_name, topic, action, line)
      select t.id, ${actorId}::uuid, coalesce((select actor_name from actor), ''), ${change.topic}, ${change.action}, ${storableJson(line)}::jsonb
      from trips t where t.id = ${change.tripId}
      returning created_at
    )
    select (select actor_name from actor) as actor_name, (select created_at from kept) as at`);
  const row = (result as unknown as { rows: { actor_name: string | null; at: string | Date | null }[] }).rows[0];
  const notification: RealtimeNotification = {
    ...event,
    actorName: row?.actor_name ?? '',
    at: row?.at ? new Date(row.at).toISOString() : new Date().toISOString(),
    ...(memberId ? { memberId } : {}),
  };
  await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(notification)})`);
}

/**
 * For a write made as one hand-written statement that sends its own NOTIFY (the attendance mark):
 * the channel and the event's fields known before it runs; the statement adds `summary` and
 * `actorName` in the same snapshot.
 */
export function statementNotification(change: Omit<TripChange, 'line'>): { channel: string; event: object } {
  return { channel: REALTIME_CHANNEL, event: { ...change, at: new Date().toISOString() } };
}
