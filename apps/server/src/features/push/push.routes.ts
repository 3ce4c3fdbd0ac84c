import { Hono } from 'hono';
import { pushSubscriptionSchema, pushUnsubscribeSchema, type PushKey, type PushStatus } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/client';
import { ids, parseJsonBody, signedInUser } from '../../lib/validate';
import type { PushOrigins } from '../../push/push-origins';
import { deleteDevice, deviceName, hasSubscription, listDevices, removeSubscription, saveSubscription } from '../../push/subscriptions';

/**
 * /api/push (issue 50): 'Powiadomienia na tym telefonie'. The server's public key, which any page
 * subscribes with; and, signed in, the user's own devices: turned on (again at every start of the
 * app, with the browser's current keys) in the session that asks and ended with it, listed, and
 * turned off from the device or from the list.
 */
export function pushRoutes({ db, publicKey, origins }: { db: Db; publicKey: string; origins: PushOrigins }) {
  return new Hono<AppEnv>()
    .get('/key', (c) => c.json<PushKey>({ publicKey }))
    .get('/devices', async (c) => c.json(await listDevices(db, signedInUser(c), c.get('user').sessionId)))
    // Bound to this session (issue 62): signing out, or a password changed elsewhere, turns it off.
    .post('/devices', async (c) => {
      const input = await parseJsonBody(c, pushSubscriptionSchema);
      const [userId, sessionId] = [signedInUser(c), c.get('user').sessionId];
      const id = await saveSubscription(db, { userId, sessionId }, input, deviceName(c.req.header('user-agent')), origins);
      return c.json((await listDevices(db, userId, sessionId)).find((device) => device.id === id), 201);
    })
    // Whether this browser's notifications are still on for the user (turned off on another device, or gone).
    .post('/devices/status', async (c) => {
      const { endpoint } = await parseJsonBody(c, pushUnsubscribeSchema);
      return c.json<PushStatus>({ subscribed: await hasSubscription(db, { userId: signedInUser(c) }, endpoint) });
    })
    .post('/devices/remove', async (c) => {
      await removeSubscription(db, { userId: signedInUser(c) }, (await parseJsonBody(c, pushUnsubscribeSchema)).endpoint);
      return c.body(null, 204);
    })
    .delete('/devices/:deviceId', async (c) => {
      const [userId, deviceId] = ids(c, 'deviceId');
      await deleteDevice(db, userId, deviceId);
      return c.body(null, 204);
    });
}
