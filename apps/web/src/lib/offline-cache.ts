import { MASKED, type TripSummary } from '@wycieczki/shared';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { clear, createStore, del, get, keys, set } from 'idb-keyval';
import { yieldToBrowser } from './yield-to-browser';

/**
 * The signed-in user's trips kept on the device, so the app opens with no network (docs/decisions/017):
 * TanStack Query's own persister, writing to IndexedDB. What may be written there:
 * - only the trips' data (the queries under ['trips']), never a user search or a profile, nor the
 *   creator's access log (needed at a desk, not on a coach);
 * - never a PESEL;
 * - a parent's phone only on the device of the trip's creator (the server masks it for everyone
 *   else already; this holds even if a masked value ever came unmasked);
 * - nothing after 'Wyloguj' (`wipeOfflineCache`), and nothing of another user once someone else signs in.
 */
const store = createStore('wycieczki-cache', 'queries');

const cacheKey = (userId: string) => `cache:${userId}`;

/** How long kept data may be shown with no network: a long trip and the days before it. */
export const OFFLINE_CACHE_MAX_AGE_MS = 1000 * 60 * 60 * 24 * 21;
/** Changes when what is kept changes shape: an older copy is then dropped, not misread. */
export const OFFLINE_CACHE_VERSION = '1';

export function shouldKeepOnDevice(query: Query): boolean {
  // Never a parent link (issue 25): its secret stays with the server and the dialog that shows it.
  return query.state.status === 'success' && query.queryKey[0] === 'trips' && query.queryKey[2] !== 'access-log' && query.queryKey[2] !== 'parent-link';
}

/** Replaces each PESEL, and each parent's phone outside the user's own trips, with the mask. */
function masked(value: unknown, creator: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => masked(item, creator));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (key === 'pesel' && field !== null) out[key] = MASKED;
    else if ((key === 'parentPhone' || key === 'parentPhone2') && field !== null && !creator) out[key] = MASKED;
    else out[key] = masked(field, creator);
  }
  return out;
}

/** The trips the user created: on those the parents' phones are kept (the user may see them). */
function tripsCreatedBy(client: PersistedClient, userId: string): Set<string> {
  const creatorOf = new Set<string>();
  for (const query of client.clientState.queries) {
    if (query.queryKey.length === 1 && query.queryKey[0] === 'trips' && Array.isArray(query.state.data)) {
      for (const trip of query.state.data as TripSummary[]) if (trip.createdBy === userId) creatorOf.add(trip.id);
    }
  }
  return creatorOf;
}

type DehydratedQuery = PersistedClient['clientState']['queries'][number];

function queryForDevice(query: DehydratedQuery, creatorOf: ReadonlySet<string>): DehydratedQuery {
  const tripId = query.queryKey[1];
  const creator = typeof tripId === 'string' && creatorOf.has(tripId);
  return { ...query, state: { ...query.state, data: masked(query.state.data, creator) } };
}

/** What of the cache may be written to the device (see the top of this file). */
export function forDevice(client: PersistedClient, userId: string): PersistedClient {
  const creatorOf = tripsCreatedBy(client, userId);
  return { ...client, clientState: { mutations: [], queries: client.clientState.queries.map((query) => queryForDevice(query, creatorOf)) } };
}

/**
 * `forDevice` as the text written to the device, one query at a time with the browser let in between:
 * the whole cache (a 40-student trip's lists, its card, its roll calls) masked and written out in one
 * go was a 15-60 ms task after every burst of answers (issue 23, a phone's blocking time).
 */
export async function serializeForDevice(client: PersistedClient, userId: string): Promise<string> {
  const creatorOf = tripsCreatedBy(client, userId);
  const queries: string[] = [];
  for (const query of client.clientState.queries) {
    queries.push(JSON.stringify(queryForDevice(query, creatorOf)));
    await yieldToBrowser();
  }
  const { clientState: _omitted, ...rest } = client;
  const head = JSON.stringify(rest);
  return `${head.slice(0, -1)}${head === '{}' ? '' : ','}"clientState":{"mutations":[],"queries":[${queries.join(',')}]}}`;
}

/**
 * The one user whose cache may be written now. A write still waiting out its throttle when that
 * user signs out must not put their data back after the wipe.
 */
let writer: string | null = null;

export function createOfflinePersister(userId: string) {
  writer = userId;
  return createAsyncStoragePersister({
    storage: {
      getItem: (key) => get<string>(key, store).then((value) => value ?? null),
      setItem: async (key, value: string) => {
        if (writer === userId) await set(key, value, store);
      },
      removeItem: (key) => del(key, store),
    },
    key: cacheKey(userId),
    // A burst of marks writes the cache once, not once per tap.
    throttleTime: 1000,
    serialize: (client) => serializeForDevice(client, userId),
  });
}

/** Someone signed in: no other user's kept data stays on the device. */
export async function dropOtherUsersCaches(userId: string): Promise<void> {
  const all = await keys(store);
  await Promise.all(all.filter((key) => key !== cacheKey(userId)).map((key) => del(key, store)));
}

/** 'Wyloguj': nothing of the user's trips stays on the device. */
export function wipeOfflineCache(): Promise<void> {
  writer = null;
  return clear(store);
}
