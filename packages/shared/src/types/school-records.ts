import type { AccessLogEntry } from './access-log';

// What the API answers about the school as the controller of its trips' data (issue 27, point 4).

/**
 * One read of a child's sensitive data on one of the school's trips, for its head. A reveal's
 * 'Powód' is left out: a guardian types it and it may hold a health detail; the trip's creator reads
 * it in the trip's own log.
 */
export type SchoolAccessLogEntry = AccessLogEntry & { tripId: string; tripName: string };

export type SchoolAccessLogPage = {
  entries: SchoolAccessLogEntry[];
  nextCursor: string | null;
  /** The school's trips, newest first, for the filter. */
  trips: { id: string; name: string }[];
};
