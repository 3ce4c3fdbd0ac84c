import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';

/** The server's VAPID identity (RFC 8292): browsers subscribe with the public key, pushes are signed with the private one. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when given; otherwise a pair generated on first start and
 * kept in the database (the data folder's, with the embedded one), so `npm start` needs no set-up and
 * every instance on one database signs with the same key: a subscription made through one instance
 * is pushed to by any. The subject is who the push services may contact (VAPID_SUBJECT; Apple
 * refuses a push whose subject is no real mailto: or https: address).
 */
export async function loadVapidKeys(db: Db, configured: { publicKey: string; privateKey: string } | null, subject: string): Promise<VapidKeys> {
  if (configured) return { ...configured, subject };
  const generated = webpush.generateVAPIDKeys();
  await db.insert(serverSecrets).values({ name: 'vapid', value: JSON.stringify(generated) }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, 'vapid'));
  if (!row) throw new Error('The VAPID keys could not be stored.');
  const stored = JSON.parse(row.value) as { publicKey: string; privateKey: string };
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}
