import { sql } from 'drizzle-orm';
import type { RealtimeEvent } from '@wycieczki/shared';
import type { Tx } from '../db/client';

export const REALTIME_CHANNEL = 'trip_changes';

/** What travels through PostgreSQL: the event plus who may receive it. */
export type RealtimeNotification = RealtimeEvent & { recipients: string[] };

export type TripChange = Omit<RealtimeEvent, 'at' | 'actorName'>;

/**
 * Announces a change from inside its transaction: PostgreSQL delivers the NOTIFY only if the
 * transaction commits, to every server instance listening. The recipients are the trip's members
 * at this moment (plus `alsoNotify`, e.g. a guardian just removed or everyone of a deleted trip).
 */
export async function publishTripChange(tx: Tx, change: TripChange, alsoNotify: string[] = []): Promise<void> {
  // One round trip for the members and the actor's name: this runs inside every write.
  const result = await tx.execute<{ members: string[] | null; actor_name: string | null }>(sql`
    select
      (select array_agg(guardian_id::text) from trip_guardians where trip_id = ${change.tripId}) as members,
      (select coalesce(nullif(full_name, ''), email) from profiles where id = ${change.actorId}) as actor_name`);
  const row = (result as unknown as { rows: { members: string[] | null; actor_name: string | null }[] }).rows[0];
  const notification: RealtimeNotification = {
    ...change,
    actorName: row?.actor_name ?? '',
    at: new Date().toISOString(),
    recipients: [...new Set([...(row?.members ?? []), ...alsoNotify])],
  };
  await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(notification)})`);
}
