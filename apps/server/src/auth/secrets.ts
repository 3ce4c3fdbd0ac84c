import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';

/**
 * The JWT signing secret: JWT_SECRET when given, otherwise generated on first start and kept in
 * the database, so every instance on one database signs and verifies with the same key.
 */
export async function loadJwtSecret(db: Db, configured: string | null): Promise<string> {
  if (configured) return configured;
  await db
    .insert(serverSecrets)
    .values({ name: 'jwt', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, 'jwt'));
  if (!row) throw new Error('The JWT secret could not be stored.');
  return row.value;
}
