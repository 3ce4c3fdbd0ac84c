import type { RealtimeEvent } from '@wycieczki/shared';
import type { Database } from '../db/client';
import { log } from '../lib/log';
import { REALTIME_CHANNEL, type RealtimeNotification } from './publish';

export type RealtimeMessage = { type: 'change'; event: RealtimeEvent } | { type: 'resync' };

type Subscriber = { userId: string; send: (message: RealtimeMessage) => void; end: () => void };

export type RealtimeHub = {
  /** Registers a signed-in user's stream; returns the function that removes it. */
  subscribe(userId: string, send: (message: RealtimeMessage) => void, end: () => void): () => void;
  subscriberCount(): number;
  close(): Promise<void>;
};

/**
 * One LISTEN per server instance; each notification goes to the streams of the users it names.
 * The recipients were decided in the transaction that made the change, from the trip's members.
 */
export async function createRealtimeHub(database: Pick<Database, 'listen'>): Promise<RealtimeHub> {
  const subscribers = new Set<Subscriber>();

  const deliver = (payload: string) => {
    let notification: RealtimeNotification;
    try {
      notification = JSON.parse(payload) as RealtimeNotification;
    } catch {
      log.warn('realtime: unreadable notification');
      return;
    }
    const { recipients, ...event } = notification;
    const allowed = new Set(recipients);
    for (const subscriber of subscribers) {
      if (allowed.has(subscriber.userId)) subscriber.send({ type: 'change', event });
    }
  };

  const resync = () => {
    for (const subscriber of subscribers) subscriber.send({ type: 'resync' });
  };

  const unlisten = await database.listen(REALTIME_CHANNEL, deliver, resync);

  return {
    subscribe(userId, send, end) {
      const subscriber = { userId, send, end };
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    subscriberCount: () => subscribers.size,
    /** Ends every open stream (server shutdown), then stops listening. */
    async close() {
      for (const subscriber of subscribers) subscriber.end();
      subscribers.clear();
      await unlisten();
    },
  };
}
