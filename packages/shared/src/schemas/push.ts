import * as z from 'zod/mini';
import { MSG } from '../messages';
import { storableText } from './fields';

// Issue 50: a browser's Web Push subscription, as PushSubscription.toJSON() gives it.

/** Base64url of exactly `bytes` bytes: the browser's P-256 public key (65) or its auth secret (16). */
const base64urlOf = (bytes: number) =>
  z.string({ error: MSG.pushSubscriptionInvalid }).check(
    z.refine(
      (value) => {
        const digits = value.replace(/=+$/, '');
        return /^[A-Za-z0-9_-]+$/.test(digits) && digits.length % 4 !== 1 && Math.floor((digits.length * 3) / 4) === bytes;
      },
      { error: MSG.pushSubscriptionInvalid },
    ),
  );

export const pushSubscriptionSchema = z.object({
  endpoint: z.string({ error: MSG.pushSubscriptionInvalid }).check(storableText(MSG.pushSubscriptionInvalid), z.maxLength(1000, { error: MSG.pushSubscriptionInvalid }), z.url({ error: MSG.pushSubscriptionInvalid })),
  keys: z.object({ p256dh: base64urlOf(65), auth: base64urlOf(16) }, { error: MSG.pushSubscriptionInvalid }),
});

export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;

/** 'Wyłącz' from the device itself: its endpoint names it. */
export const pushUnsubscribeSchema = z.object({
  endpoint: z.string({ error: MSG.pushSubscriptionInvalid }).check(storableText(MSG.pushSubscriptionInvalid), z.maxLength(1000, { error: MSG.pushSubscriptionInvalid })),
});

/** 'Widzę' in an alarm's notification: the permission the push carried. */
export const alarmSeenByPushSchema = z.object({ token: z.string({ error: MSG.pushSeenLinkExpired }).check(storableText(MSG.pushSeenLinkExpired), z.maxLength(500, { error: MSG.pushSeenLinkExpired })) });
