import { and, desc, eq, sql } from 'drizzle-orm';
import { MSG, type PushDevice, type PushSubscriptionInput } from '@wycieczki/shared';
import type { Db, Tx } from '../db/client';
import { pushSubscriptions } from '../db/schema';
import { errors } from '../lib/errors';
import { isAllowedPushEndpoint, type PushOrigins } from './push-origins';
import { liveSession } from './push-queue';

/** Whose subscription: a guardian's account, or a parent link. */
export type PushOwner = { userId: string } | { parentLinkId: string };

/** A guardian's device is turned on in a session, and lives as long as it (issue 62). */
export type PushSaver = { userId: string; sessionId: string } | { parentLinkId: string };

/** How many devices one owner keeps notifications on: a phone, a tablet, a computer or two, and room for old ones. */
export const DEVICES_PER_OWNER = 10;

const ownedBy = (owner: PushOwner) => ('userId' in owner ? eq(pushSubscriptions.userId, owner.userId) : eq(pushSubscriptions.parentLinkId, owner.parentLinkId));

/** 'Chrome, Android': what the profile's list calls a device, from its User-Agent (nothing more precise is kept). */
export function deviceName(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua) ? 'Edge' : /SamsungBrowser/.test(ua) ? 'Samsung Internet' : /Firefox\//.test(ua) ? 'Firefox' : /Chrome\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : 'Przeglądarka';
  const system = /iPhone/.test(ua) ? 'iPhone' : /iPad/.test(ua) ? 'iPad' : /Android/.test(ua) ? 'Android' : /Windows/.test(ua) ? 'Windows' : /Mac OS X/.test(ua) ? 'Mac' : /Linux/.test(ua) ? 'Linux' : null;
  return system ? `${browser}, ${system}` : browser;
}

/**
 * Keeps a browser's subscription for its owner (turning notifications on, or the app saying at start
 * that it still has it, keys renewed): one row per owner and endpoint, a guardian's bound to the
 * session asking (issue 62). An endpoint of no known push service is refused. The oldest device beyond
 * DEVICES_PER_OWNER goes, and another account's row for the same browser (the phone changed hands, or
 * a sign-out that could not reach the server), but only when the request carries that row's keys: the
 * browser's own, which only the browser has (an account that learnt another's endpoint takes nothing).
 */
export async function saveSubscription(db: Db, owner: PushSaver, input: PushSubscriptionInput, device: string, origins: PushOrigins): Promise<string> {
  if (!isAllowedPushEndpoint(input.endpoint, origins)) throw errors.validation(MSG.pushServiceNotAllowed);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(and(ownedBy(owner), eq(pushSubscriptions.endpoint, input.endpoint)));
    const values = { p256dh: input.keys.p256dh, auth: input.keys.auth, device, seenAt: sql`now()`, ...('sessionId' in owner ? { sessionId: owner.sessionId } : {}) };
    let id: string;
    if (existing) {
      await tx.update(pushSubscriptions).set(values).where(eq(pushSubscriptions.id, existing.id));
      id = existing.id;
    } else {
      const [row] = await tx
        .insert(pushSubscriptions)
        .values({ ...values, ...('userId' in owner ? { userId: owner.userId } : { parentLinkId: owner.parentLinkId }), endpoint: input.endpoint })
        .returning({ id: pushSubscriptions.id });
      id = row!.id;
    }
    if ('userId' in owner) {
      // One browser, one signed-in user: a phone handed over no longer gets the previous user's alarms.
      await tx.execute(sql`
        delete from push_subscriptions
        where endpoint = ${input.endpoint} and user_id is not null and user_id <> ${owner.userId}::uuid
          and p256dh = ${input.keys.p256dh} and auth = ${input.keys.auth}`);
    }
    await tx.execute(sql`
      delete from push_subscriptions where id in (
        select id from push_subscriptions where ${ownedBy(owner)} order by seen_at desc offset ${DEVICES_PER_OWNER})`);
    return id;
  });
}

/** 'Wyłącz' on the device itself (its endpoint): nothing more is pushed to it for this owner. */
export async function removeSubscription(db: Db, owner: PushOwner, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(ownedBy(owner), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function hasSubscription(db: Db, owner: PushOwner, endpoint: string): Promise<boolean> {
  const [row] = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(and(ownedBy(owner), eq(pushSubscriptions.endpoint, endpoint)));
  return row !== undefined;
}

/** True while the guardian's device is on and its session live: what a 'Widzę' pushed to it needs (issue 62). */
export async function isLiveDevice(db: Db | Tx, userId: string, deviceId: string): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from push_subscriptions s where s.id = ${deviceId}::uuid and s.user_id = ${userId}::uuid and ${liveSession(sql`s`)}`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** The profile's list: the user's devices with notifications on, the latest first; the one of `sessionId` is 'To urządzenie'. */
export async function listDevices(db: Db, userId: string, sessionId: string): Promise<PushDevice[]> {
  const rows = await db
    .select({ id: pushSubscriptions.id, device: pushSubscriptions.device, createdAt: pushSubscriptions.createdAt, seenAt: pushSubscriptions.seenAt, sessionId: pushSubscriptions.sessionId })
    .from(pushSubscriptions)
    // A device whose session ran out gets nothing (queuePush): it is not listed as on either.
    .where(and(eq(pushSubscriptions.userId, userId), liveSession(sql`"push_subscriptions"`)))
    .orderBy(desc(pushSubscriptions.seenAt));
  return rows.map((row) => ({ id: row.id, device: row.device, createdAt: row.createdAt.toISOString(), seenAt: row.seenAt.toISOString(), current: row.sessionId === sessionId }));
}

/** 'Wyłącz' beside a device in the profile's list: only the user's own. */
export async function deleteDevice(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.id, id)))
    .returning({ id: pushSubscriptions.id });
  if (deleted.length === 0) throw errors.notFound(MSG.pushDeviceNotFound);
}
