import { eq, sql } from 'drizzle-orm';
import type { RealtimeEvent } from '@wycieczki/shared';
import type { Tx } from '../db/client';
import { profiles, tripGuardians } from '../db/schema';

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
  const members = await tx
    .select({ id: tripGuardians.guardianId })
    .from(tripGuardians)
    .where(eq(tripGuardians.tripId, change.tripId));
  const [actor] = await tx
    .select({ fullName: profiles.fullName, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, change.actorId));
  const notification: RealtimeNotification = {
    ...change,
    actorName: actor?.fullName || actor?.email || '',
    at: new Date().toISOString(),
    recipients: [...new Set([...members.map((m) => m.id), ...alsoNotify])],
  };
  await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(notification)})`);
}
