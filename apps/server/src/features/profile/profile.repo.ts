import { eq, sql } from 'drizzle-orm';
import type { GrammaticalGender, Profile } from '@wycieczki/shared';
import type { Db, Tx } from '../../db/client';
import { profiles } from '../../db/schema';

const columns = {
  id: profiles.id,
  email: profiles.email,
  fullName: profiles.fullName,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  phone: profiles.phone,
  school: profiles.school,
  schoolAddress: profiles.schoolAddress,
  grammaticalGender: profiles.grammaticalGender,
};

export async function findProfile(db: Db, userId: string): Promise<Profile | null> {
  const [row] = await db.select(columns).from(profiles).where(eq(profiles.id, userId));
  return row ?? null;
}

export async function updateProfile(
  db: Db | Tx,
  userId: string,
  fields: {
    firstName: string;
    lastName: string;
    fullName: string;
    phone: string | null;
    school: string | null;
    schoolAddress: string | null;
    /** Absent: kept as it is. */
    grammaticalGender?: GrammaticalGender | null;
  },
): Promise<Profile | null> {
  const [row] = await db
    .update(profiles)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(profiles.id, userId))
    .returning(columns);
  return row ?? null;
}
