import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { RealtimeTopic } from '@wycieczki/shared';
import { invalidateAfterChange } from './refetch-after-change';

/**
 * Every query about a trip lives under ['trips', tripId, <what>]; the trip list itself is exactly
 * ['trips']. A change refreshes only the queries its topic can alter (`invalidateTopic`), whether
 * it was made here (a mutation) or by someone else (a realtime event).
 */
export const tripKeys = {
  list: () => ['trips'] as const,
  trip: (tripId: string) => ['trips', tripId] as const,
  guardians: (tripId: string) => ['trips', tripId, 'guardians'] as const,
  /** Under the guardians: whatever changes them refreshes the pending invitations too (issue 30). */
  invitations: (tripId: string) => ['trips', tripId, 'guardians', 'invitations'] as const,
  students: (tripId: string) => ['trips', tripId, 'students'] as const,
  /** 'Odbiór przez rodzica' (issue 54): under the students, so whatever changes them (a handover is announced so) reads these again. */
  handovers: (tripId: string) => ['trips', tripId, 'students', 'handovers'] as const,
  pickupPersons: (tripId: string, studentId: string) => ['trips', tripId, 'students', 'pickup', studentId] as const,
  rooms: (tripId: string) => ['trips', tripId, 'rooms'] as const,
  /** Under the rooms: whatever changes the rooms or the students refreshes 'Ułóż pokoje' too (issue 52). */
  rooming: (tripId: string) => ['trips', tripId, 'rooms', 'rooming'] as const,
  locations: (tripId: string) => ['trips', tripId, 'locations'] as const,
  program: (tripId: string) => ['trips', tripId, 'program'] as const,
  attendance: (tripId: string) => ['trips', tripId, 'attendance'] as const,
  attendanceLists: (tripId: string) => ['trips', tripId, 'attendance', 'list'] as const,
  attendanceList: (tripId: string, checkId: string) => ['trips', tripId, 'attendance', 'detail', checkId] as const,
  activity: (tripId: string) => ['trips', tripId, 'activity'] as const,
  emergency: (tripId: string) => ['trips', tripId, 'emergency'] as const,
  accessLog: (tripId: string) => ['trips', tripId, 'access-log'] as const,
  messages: (tripId: string) => ['trips', tripId, 'messages'] as const,
  payments: (tripId: string) => ['trips', tripId, 'payments'] as const,
  approval: (tripId: string) => ['trips', tripId, 'approval'] as const,
  alarms: (tripId: string) => ['trips', tripId, 'alarms'] as const,
  /** 'Przewóz' and 'Ubezpieczenie' (issue 54): the coach, the insurance, the police's check and its request. */
  transport: (tripId: string) => ['trips', tripId, 'transport'] as const,
  /** 'Leki' (issue 54): the trip's medicines and every dose marked. */
  medicines: (tripId: string) => ['trips', tripId, 'medicines'] as const,
  parentLink: (tripId: string, studentId: string) => ['trips', tripId, 'parent-link', studentId] as const,
};

export const userKeys = {
  search: (query: string) => ['users', 'search', query] as const,
};

type Target = { queryKey: QueryKey; exact?: boolean };

/**
 * What each kind of change can alter on a screen. A student shows in rooms (names, occupancy), in
 * attendance lists and on the map; a room's number shows on students; the trip card counts
 * students, rooms, lists and guardians.
 */
export function queriesChangedBy(topic: RealtimeTopic, tripId: string): Target[] {
  // Every announced change is a line of the trip's feed; marks are summed up there, and the bell
  // reads them again after a burst of taps (features/notifications), not after each one.
  return topic === 'attendance_records' ? screensChangedBy(topic, tripId) : [...screensChangedBy(topic, tripId), { queryKey: tripKeys.activity(tripId) }];
}

function screensChangedBy(topic: RealtimeTopic, tripId: string): Target[] {
  const tripList: Target = { queryKey: tripKeys.list(), exact: true };
  // The karta alarmowa shows the leader, the guardians, the students with their rooms, and tonight's lodging.
  const emergency: Target = { queryKey: tripKeys.emergency(tripId) };
  switch (topic) {
    case 'trips':
      // The cost per student is the trip's (issue 26); the coach and the insurance too (issue 54).
      return [tripList, emergency, { queryKey: tripKeys.payments(tripId) }, { queryKey: tripKeys.transport(tripId) }];
    case 'trip_guardians':
      return [tripList, { queryKey: tripKeys.guardians(tripId) }, emergency];
    case 'students':
      // A parent's save on the parent page also adds to the access log (issue 25).
      return [
        tripList,
        // A student renamed or deleted changes their medicines' names (issue 54) too.
        ...[tripKeys.students, tripKeys.rooms, tripKeys.attendance, tripKeys.locations, tripKeys.emergency, tripKeys.accessLog, tripKeys.payments, tripKeys.medicines].map((key) => ({
          queryKey: key(tripId),
        })),
      ];
    case 'rooms':
      return [tripList, { queryKey: tripKeys.rooms(tripId) }, { queryKey: tripKeys.students(tripId) }, emergency];
    case 'attendance_checks':
      return [tripList, { queryKey: tripKeys.attendance(tripId) }];
    case 'attendance_records':
      return [{ queryKey: tripKeys.attendance(tripId) }];
    case 'student_locations':
      return [{ queryKey: tripKeys.locations(tripId) }];
    case 'trip_program':
      // An approved karta's program changed: the card's status may have gone back to the head (issue 27).
      return [tripList, { queryKey: tripKeys.program(tripId) }, emergency];
    case 'sensitive_reads':
      return [{ queryKey: tripKeys.accessLog(tripId) }];
    case 'trip_messages':
      return [{ queryKey: tripKeys.messages(tripId) }];
    case 'payments':
      return [{ queryKey: tripKeys.payments(tripId) }];
    case 'missing_alarms':
      // 'Zaginięcie ucznia' (issue 28): the banner on every screen; the karta alarmowa says who is missing (issue 63).
      return [{ queryKey: tripKeys.alarms(tripId) }, emergency];
    case 'student_medicines':
    case 'medicine_doses':
      // 'Leki' (issue 54): 'Leki teraz' on the roll call, a student's medicines, the overdue banner.
      return [{ queryKey: tripKeys.medicines(tripId) }];
    case 'trip_approval':
      // The card shows the status; the head's screens ask again when opened.
      return [tripList, { queryKey: tripKeys.approval(tripId) }];
  }
}

/**
 * Refetches the queries a change of `topic` on the trip can alter, and no other; one still loading is
 * asked again once its answer has come (lib/refetch-after-change.ts).
 */
export function invalidateTopic(queryClient: QueryClient, tripId: string, topic: RealtimeTopic): Promise<void> {
  return Promise.all(queriesChangedBy(topic, tripId).map((target) => invalidateAfterChange(queryClient, target))).then(() => undefined);
}

/**
 * A student, room or attendance list deleted by someone else: it leaves the cached lists and its own
 * queries are dropped, so the screen moves on without asking for it again (that would be a 404).
 */
export function forgetDeletedRecord(queryClient: QueryClient, tripId: string, recordId: string): void {
  queryClient.removeQueries({ queryKey: tripKeys.trip(tripId), predicate: (query) => query.queryKey.includes(recordId) });
  for (const [queryKey, data] of queryClient.getQueriesData<unknown>({ queryKey: tripKeys.trip(tripId) })) {
    if (!Array.isArray(data)) continue;
    const kept = data.filter((item: unknown) => (item as { id?: unknown } | null)?.id !== recordId);
    if (kept.length !== data.length) queryClient.setQueryData(queryKey, kept);
  }
}

/** A deleted trip (or one the user lost access to): its queries would only answer 404 now. */
export function forgetTrip(queryClient: QueryClient, tripId: string): Promise<void> {
  queryClient.removeQueries({ queryKey: tripKeys.trip(tripId) });
  return invalidateAfterChange(queryClient, { queryKey: tripKeys.list(), exact: true });
}
