import { eq, sql } from 'drizzle-orm';
import { userGender } from '@wycieczki/shared';
import type { Db, Tx } from '../db/client';
import { trips } from '../db/schema';
import { queueMail } from './mail-queue';
import { chosenGender } from '../rules/chosen-gender';
import { guardianAddedMail, type Actor, type TripForMail } from './messages';

/** The path that opens a trip from a message: the trips screen with it chosen (issue 30). */
export function tripLinkPath(tripId: string): string {
  return `/trips?wycieczka=${tripId}`;
}

/**
 * What a message about a trip names: the trip, its dates, and the user who acts (`by`: their name, ''
 * for none, and the gender of their verbs, their 'Forma w komunikatach' else their name's).
 */
export async function tripForMail(conn: Db | Tx, tripId: string, userId: string | null): Promise<(TripForMail & { by: Actor }) | null> {
  const [row] = await conn
    .select({
      name: trips.name,
      startDate: trips.startDate,
      endDate: trips.endDate,
      by: sql<string>`coalesce((select coalesce(nullif(p.full_name, ''), p.email) from profiles p where p.id = ${userId}::uuid), '')`,
      byGender: chosenGender(sql`${userId}::uuid`),
    })
    .from(trips)
    .where(eq(trips.id, tripId));
  if (!row) return null;
  const { by, byGender, ...trip } = row;
  return { ...trip, by: { name: by, gender: userGender(by, byGender) } };
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
