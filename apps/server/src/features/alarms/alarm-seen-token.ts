import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid, type Id } from '../../lib/uuid';

/** The purpose the tokens' key is derived for from the server's secret (tokens.deriveKey). */
export const ALARM_SEEN_KEY = 'alarm-seen';

/** As long as the alarm's push lives: after it, 'Widzę' is said in the app. */
const VALID_MS = 10 * 60_000;

export type AlarmSeenTokens = {
  make(alarmId: string, userId: string, deviceId: string, now?: Date): string;
  /** The alarm, the guardian and the device (push subscription) a token names, while it is valid and unaltered; null otherwise. */
  read(token: string, now?: Date): { alarmId: Id; userId: Id; deviceId: Id } | null;
};

/**
 * 'Widzę' from an alarm's notification (issue 50): the app may be closed and the service worker holds
 * no session, so the push carries a permission to mark that one alarm seen by that one guardian for
 * ten minutes, signed with a key derived from the server's secret, and nothing else. It names the
 * device it was pushed to: it counts only while that device's session is live (issue 62), so a lost
 * phone cut off by a sign-out or a password change cannot stop the escalation.
 */
export function createAlarmSeenTokens(key: Buffer): AlarmSeenTokens {
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    make(alarmId, userId, deviceId, now = new Date()) {
      const body = `${alarmId}.${userId}.${deviceId}.${now.getTime() + VALID_MS}`;
      return `${body}.${sign(body)}`;
    },
    read(token, now = new Date()) {
      const [alarmId = '', userId = '', deviceId = '', until = '', signature = ''] = token.split('.');
      const body = `${alarmId}.${userId}.${deviceId}.${until}`;
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (!isUuid(alarmId) || !isUuid(userId) || !isUuid(deviceId) || !(Number(until) > now.getTime())) return null;
      return { alarmId, userId, deviceId };
    },
  };
}
