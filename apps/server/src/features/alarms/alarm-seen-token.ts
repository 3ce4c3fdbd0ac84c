import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid, type Id } from '../../lib/uuid';

/** The purpose the tokens' key is derived for from the server's secret (tokens.deriveKey). */
export const ALARM_SEEN_KEY = 'alarm-seen';

/** As long as the alarm's push lives: after it, 'Widzę' is said in the app. */
const VALID_MS = 10 * 60_000;

export type AlarmSeenTokens = {
  make(alarmId: string, userId: string, now?: Date): string;
  /** The alarm and the guardian a token names, while it is valid and unaltered; null otherwise. */
  read(token: string, now?: Date): { alarmId: Id; userId: Id } | null;
};

/**
 * 'Widzę' from an alarm's notification (issue 50): the app may be closed and the service worker holds
 * no session, so the push carries a permission to mark that one alarm seen by that one guardian for
 * ten minutes, signed with a key derived from the server's secret, and nothing else.
 */
export function createAlarmSeenTokens(key: Buffer): AlarmSeenTokens {
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    make(alarmId, userId, now = new Date()) {
      const body = `${alarmId}.${userId}.${now.getTime() + VALID_MS}`;
      return `${body}.${sign(body)}`;
    },
    read(token, now = new Date()) {
      const [alarmId = '', userId = '', until = '', signature = ''] = token.split('.');
      const body = `${alarmId}.${userId}.${until}`;
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (!isUuid(alarmId) || !isUuid(userId) || !(Number(until) > now.getTime())) return null;
      return { alarmId, userId };
    },
  };
}
