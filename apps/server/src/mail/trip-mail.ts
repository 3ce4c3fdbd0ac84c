import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { trips } from '../db/schema';
import { queueMail } from './mail-queue';
import { guardianAddedMail, type TripForMail } from './messages';

/** The path that opens a trip from a message: the trips screen with it chosen (issue 30). */
export function tripLinkPath(tripId: string): string {
  return `/trips?wycieczka=${tripId}`;
}

/** What a message about a trip names: the trip, its dates, and the user who acts (`by`, '' for none). */
export async function tripForMail(conn: Db | Tx, tripId: string, userId: string | null): Promise<(TripForMail & { by: string }) | null> {
  const [row] = await conn
    .select({
      name: trips.name,
      startDate: trips.startDate,
      endDate: trips.endDate,
      by: sql<string>`coalesce((select coalesce(nullif(p.full_name, ''), p.email) from profiles p where p.id = ${userId}::uuid), '')`,
    })
    .from(trips)
    .where(eq(trips.id, tripId));
  return row ?? null;
}

/**
 * 'Dodano Cię do wycieczki …' to each guardian just added by `userId` (the guardians dialog or the
 * wizard), in the adding transaction; nothing when the server sends no e-mail (`publicUrl` null).
 */
export async function tellAddedGuardians(tx: Tx, publicUrl: string | null, tripId: string, userId: string, emails: readonly string[]): Promise<void> {
  if (publicUrl === null || emails.length === 0) return;
  const trip = await tripForMail(tx, tripId, userId);
  if (!trip) return;
  for (const email of emails) await queueMail(tx, guardianAddedMail(email, trip, trip.by, `${publicUrl}${tripLinkPath(tripId)}`));
}
