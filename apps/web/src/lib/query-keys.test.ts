import { QueryClient } from '@tanstack/react-query';
import type { RealtimeTopic } from '@wycieczki/shared';
import { describe, expect, it } from 'vitest';
import { forgetDeletedRecord, invalidateTopic, queriesChangedBy, tripKeys } from './query-keys';

const T = 'trip-1';
const OTHER = 'trip-2';

/** A cache holding every query a signed-in screen reads, for two trips. */
function filledClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(tripKeys.list(), [{ id: T }, { id: OTHER }]);
  for (const tripId of [T, OTHER]) {
    client.setQueryData(tripKeys.students(tripId), [{ id: 's1' }, { id: 's2' }]);
    client.setQueryData(tripKeys.rooms(tripId), [{ id: 'r1' }]);
    client.setQueryData(tripKeys.guardians(tripId), [{ id: 'g1' }]);
    client.setQueryData(tripKeys.locations(tripId), []);
    client.setQueryData(tripKeys.attendanceLists(tripId), [{ id: 'c1' }]);
    client.setQueryData(tripKeys.attendanceList(tripId, 'c1'), { id: 'c1', records: [] });
    client.setQueryData(tripKeys.activity(tripId), { pages: [], pageParams: [] });
    client.setQueryData(tripKeys.emergency(tripId), { students: [] });
    client.setQueryData(tripKeys.accessLog(tripId), { pages: [], pageParams: [] });
    client.setQueryData(tripKeys.messages(tripId), []);
    client.setQueryData(tripKeys.payments(tripId), { students: [] });
  }
  return client;
}

/** The keys left stale (invalidated) after `topic` changed on trip T. */
async function staleAfter(topic: RealtimeTopic): Promise<string[]> {
  const client = filledClient();
  await invalidateTopic(client, T, topic);
  return client
    .getQueryCache()
    .findAll()
    .filter((query) => query.isStale())
    .map((query) => query.queryKey.join('/'))
    .sort();
}

describe('topic invalidation', () => {
  it('refreshes only what each kind of change can alter, and only on its own trip', async () => {
    // The cost per student is the trip's (issue 26).
    expect(await staleAfter('trips')).toEqual(['trips', 'trips/trip-1/activity', 'trips/trip-1/emergency', 'trips/trip-1/payments']);
    expect(await staleAfter('trip_guardians')).toEqual(['trips', 'trips/trip-1/activity', 'trips/trip-1/emergency', 'trips/trip-1/guardians']);
    expect(await staleAfter('rooms')).toEqual(['trips', 'trips/trip-1/activity', 'trips/trip-1/emergency', 'trips/trip-1/rooms', 'trips/trip-1/students']);
    // A parent's save (issue 25) also writes the access log.
    expect(await staleAfter('students')).toEqual([
      'trips',
      'trips/trip-1/access-log',
      'trips/trip-1/activity',
      'trips/trip-1/attendance/detail/c1',
      'trips/trip-1/attendance/list',
      'trips/trip-1/emergency',
      'trips/trip-1/locations',
      'trips/trip-1/payments',
      'trips/trip-1/rooms',
      'trips/trip-1/students',
    ]);
    expect(await staleAfter('attendance_checks')).toEqual(['trips', 'trips/trip-1/activity', 'trips/trip-1/attendance/detail/c1', 'trips/trip-1/attendance/list']);
    // A mark is summed up in the feed: the bell reads it again after a burst of taps, not after each.
    expect(await staleAfter('attendance_records')).toEqual(['trips/trip-1/attendance/detail/c1', 'trips/trip-1/attendance/list']);
    expect(await staleAfter('student_locations')).toEqual(['trips/trip-1/activity', 'trips/trip-1/locations']);
    // A program change may send an approved karta back to the head: the card's status (issue 27).
    expect(await staleAfter('trip_program')).toEqual(['trips', 'trips/trip-1/activity', 'trips/trip-1/emergency']);
    // A guardian's reveal: the creator's feed and access log, nothing a screen of students shows.
    expect(await staleAfter('sensitive_reads')).toEqual(['trips/trip-1/access-log', 'trips/trip-1/activity']);
    // A message to parents: the dialog's list and the feed.
    expect(await staleAfter('trip_messages')).toEqual(['trips/trip-1/activity', 'trips/trip-1/messages']);
    // A payment: 'Wpłaty' and the feed.
    expect(await staleAfter('payments')).toEqual(['trips/trip-1/activity', 'trips/trip-1/payments']);
    // The karta's approval (issue 27): the card's status and the feed.
    expect(await staleAfter('trip_approval')).toEqual(['trips', 'trips/trip-1/activity']);
  });

  it('never refreshes a whole trip by its prefix', () => {
    for (const topic of ['trips', 'trip_guardians', 'students', 'rooms', 'attendance_checks', 'attendance_records', 'student_locations'] as const) {
      for (const target of queriesChangedBy(topic, T)) expect(target.queryKey).not.toEqual(tripKeys.trip(T));
    }
  });

  it('drops a record deleted elsewhere from every cached list of its trip, and its own queries', () => {
    const client = filledClient();
    forgetDeletedRecord(client, T, 'c1');
    expect(client.getQueryData(tripKeys.attendanceLists(T))).toEqual([]);
    expect(client.getQueryData(tripKeys.attendanceList(T, 'c1'))).toBeUndefined();
    expect(client.getQueryData(tripKeys.attendanceList(OTHER, 'c1'))).toBeDefined();
    forgetDeletedRecord(client, T, 's1');
    expect(client.getQueryData(tripKeys.students(T))).toEqual([{ id: 's2' }]);
    expect(client.getQueryData(tripKeys.students(OTHER))).toHaveLength(2);
  });
});
