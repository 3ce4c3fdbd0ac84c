import type { RealtimeEvent } from '@wycieczki/shared';
import type { RevocationList } from '../auth/revocation';
import type { Database } from '../db/client';
import { log } from '../lib/log';
import type { MembershipSource } from './membership';
import { REALTIME_CHANNEL, type RealtimeNotification } from './publish';

export type RealtimeMessage = { type: 'change'; event: RealtimeEvent } | { type: 'resync' };

type Subscriber = { userId: string; sessionId: string; send: (message: RealtimeMessage) => void; end: () => void };

export type RealtimeHub = {
  /** Registers a signed-in user's stream; returns the function that removes it. */
  subscribe(userId: string, sessionId: string, send: (message: RealtimeMessage) => void, end: () => void): () => void;
  /**
   * A stream without an account (the parent page, issue 50): told when a change of one of `topics`
   * happens on the trip, and nothing of what changed (its own page reads that through its link).
   */
  watchTrip(tripId: string, topics: ReadonlySet<string>, nudge: (message: 'change' | 'resync') => void, end: () => void): () => void;
  subscriberCount(): number;
  /**
   * How many notifications have reached this instance. A response read when the count was n has seen
   * every change numbered up to n at most; a stream opened at count m hears every change after m. So
   * data read at n < m may have missed a change no stream will tell of (the client refetches it).
   */
  changeCount(): number;
  close(): Promise<void>;
};

export type HubDeps = {
  database: Pick<Database, 'listen'>;
  membership: MembershipSource;
  /** Streams of a revoked session end as soon as the revocation is known. */
  revocations?: Pick<RevocationList, 'onRevoked'>;
};

/**
 * One LISTEN per server instance. A notification names the trip and what changed, never who may
 * receive it: each instance keeps, for the users with an open stream here, the set of trips each may
 * see (loaded when their first stream opens), and keeps those sets up to date from the notifications
 * that change membership (a guardian added or removed, a trip created or deleted). After a lost LISTEN
 * connection the sets are loaded again, since a change may have been missed. Notifications are
 * handled one at a time, in order.
 */
export async function createRealtimeHub({ database, membership, revocations }: HubDeps): Promise<RealtimeHub> {
  /** The users with a stream here: their streams, and the trips they may see once loaded. */
  const users = new Map<string, { streams: Set<Subscriber>; trips: Set<string>; loaded: Promise<void> }>();
  /** The parent pages with a stream here, by trip. */
  const watchers = new Map<string, Set<{ topics: ReadonlySet<string>; nudge: (message: 'change' | 'resync') => void; end: () => void }>>();
  let queue = Promise.resolve();

  const load = (userId: string, entry: { trips: Set<string>; loaded: Promise<void> }) => {
    entry.loaded = membership.tripsOf(userId).then(
      (trips) => {
        entry.trips = new Set(trips);
      },
      (error: unknown) => log.warn('realtime: memberships could not be loaded', { error: String(error) }),
    );
    return entry.loaded;
  };

  /** Waits for the memberships still loading (a stream just opened), so no event is judged on a half-known set. */
  const settled = async () => {
    for (const entry of users.values()) await entry.loaded;
  };

  const handle = async (notification: RealtimeNotification) => {
    await settled();
    const { memberId, ...event } = notification;
    const { tripId, topic, action } = event;
    if ((topic === 'trips' || topic === 'trip_guardians') && action === 'created') {
      // New members: ask the database once who they are, and let those with a stream here in.
      for (const userId of await membership.membersOf(tripId)) users.get(userId)?.trips.add(tripId);
    }
    for (const watcher of watchers.get(tripId) ?? []) if (watcher.topics.has(topic)) watcher.nudge('change');
    const removed = topic === 'trip_guardians' && action === 'deleted' && memberId ? users.get(memberId) : undefined;
    for (const [userId, entry] of users) {
      // The removed guardian hears of it once, then nothing more of this trip.
      if (!entry.trips.has(tripId) && entry !== removed) continue;
      for (const stream of entry.streams) stream.send({ type: 'change', event });
      if (entry === removed || (topic === 'trips' && action === 'deleted')) users.get(userId)?.trips.delete(tripId);
    }
  };

  let changes = 0;
  const deliver = (payload: string) => {
    changes += 1;
    let notification: RealtimeNotification;
    try {
      notification = JSON.parse(payload) as RealtimeNotification;
    } catch {
      log.warn('realtime: unreadable notification');
      return;
    }
    queue = queue.then(() => handle(notification)).catch((error: unknown) => log.warn('realtime: notification not delivered', { error: String(error) }));
  };

  const resync = () => {
    queue = queue.then(async () => {
      await Promise.all([...users].map(([userId, entry]) => load(userId, entry)));
      for (const entry of users.values()) for (const stream of entry.streams) stream.send({ type: 'resync' });
      for (const set of watchers.values()) for (const watcher of set) watcher.nudge('resync');
    });
  };

  const unlisten = await database.listen(REALTIME_CHANNEL, deliver, resync);
  const stopRevocations = revocations?.onRevoked((sessionId) => {
    for (const entry of users.values()) for (const stream of entry.streams) if (stream.sessionId === sessionId) stream.end();
  });

  return {
    subscribe(userId, sessionId, send, end) {
      const subscriber = { userId, sessionId, send, end };
      let entry = users.get(userId);
      if (!entry) {
        entry = { streams: new Set(), trips: new Set(), loaded: Promise.resolve() };
        users.set(userId, entry);
        void load(userId, entry);
      }
      entry.streams.add(subscriber);
      return () => {
        entry.streams.delete(subscriber);
        if (entry.streams.size === 0 && users.get(userId) === entry) users.delete(userId);
      };
    },
    watchTrip(tripId, topics, nudge, end) {
      const watcher = { topics, nudge, end };
      const set = watchers.get(tripId) ?? new Set();
      watchers.set(tripId, set.add(watcher));
      return () => {
        set.delete(watcher);
        if (set.size === 0 && watchers.get(tripId) === set) watchers.delete(tripId);
      };
    },
    subscriberCount: () => [...users.values()].reduce((count, entry) => count + entry.streams.size, 0) + [...watchers.values()].reduce((count, set) => count + set.size, 0),
    changeCount: () => changes,
    /** Ends every open stream (server shutdown), then stops listening. */
    async close() {
      stopRevocations?.();
      for (const entry of users.values()) for (const stream of entry.streams) stream.end();
      for (const set of watchers.values()) for (const watcher of set) watcher.end();
      users.clear();
      watchers.clear();
      await unlisten();
    },
  };
}
