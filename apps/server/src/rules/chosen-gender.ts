import { eq, sql, type SQL } from 'drizzle-orm';
import { userGender, type GrammaticalGender } from '@wycieczki/shared';
import type { Db, Tx } from '../db/client';
import { profiles } from '../db/schema';

/**
 * A user's 'Forma w komunikatach' from 'Profil' (issue 63), read beside a name the row keeps with the
 * user's id: 'F', 'M', or null when not chosen or the account is gone. Sent with the name, so every
 * screen words a verb about them the same way (polish/gender.ts: null is guessed from the name).
 */
export function chosenGender(userId: SQL): SQL<GrammaticalGender | null> {
  return sql<GrammaticalGender | null>`(select gp.grammatical_gender from profiles gp where gp.id = ${userId})`;
}

/** A user's gender for a message's verbs ('utworzyła' or 'utworzył'): their choice in 'Profil', else the name's. */
export async function actorGender(conn: Db | Tx, userId: string, name: string): Promise<GrammaticalGender> {
  const [row] = await conn.select({ chosen: profiles.grammaticalGender }).from(profiles).where(eq(profiles.id, userId));
  return userGender(name, row?.chosen ?? null);
}
