import { Hono } from 'hono';
import { alarmSeenByPushSchema, raiseAlarmSchema, resolveAlarmSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { ids, parseJsonBody } from '../../lib/validate';
import type { AlarmsService } from './alarms.service';

/** Mounted under /api/trips: 'Zaginięcie ucznia' (issue 28). */
export function alarmsRoutes(alarms: AlarmsService) {
  return new Hono<AppEnv>()
    .get('/:tripId/alarms', async (c) => c.json(await alarms.open(...ids(c, 'tripId'))))
    .post('/:tripId/alarms', async (c) => c.json(await alarms.raise(...ids(c, 'tripId'), await parseJsonBody(c, raiseAlarmSchema)), 201))
    .post('/:tripId/alarms/:alarmId/resolve', async (c) => {
      await alarms.resolve(...ids(c, 'tripId', 'alarmId'), await parseJsonBody(c, resolveAlarmSchema));
      return c.body(null, 204);
    })
    .post('/:tripId/alarms/:alarmId/seen', async (c) => {
      await alarms.seen(...ids(c, 'tripId', 'alarmId'));
      return c.body(null, 204);
    });
}

/** Mounted under /api/alarms: 'Widzę' in an alarm's notification, sent by the service worker with the push's permission (issue 50). */
export function alarmSeenFromPushRoutes(alarms: AlarmsService) {
  return new Hono<AppEnv>().post('/seen', async (c) => {
    await alarms.seenFromPush((await parseJsonBody(c, alarmSeenByPushSchema)).token);
    return c.body(null, 204);
  });
}
