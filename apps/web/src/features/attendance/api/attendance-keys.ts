/** Under ['trips', tripId] so a trip's invalidation (mutation or realtime event) refreshes them too. */
export const attendanceKeys = {
  all: (tripId: string) => ['trips', tripId, 'attendance'] as const,
  list: (tripId: string) => ['trips', tripId, 'attendance', 'list'] as const,
  detail: (tripId: string, checkId: string) => ['trips', tripId, 'attendance', 'detail', checkId] as const,
};
