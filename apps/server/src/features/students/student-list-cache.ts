import type { StudentRow } from './students.repo';

/** How many trips' lists one server instance keeps; the least recently read go first. */
export const STUDENT_LIST_CACHE_TRIPS = 500;

type Entry = {
  version: string;
  rows: StudentRow[];
  /** The JSON bodies built from `rows`: [for anyone else (masked), for the trip's creator]. */
  bodies: [string | null, string | null];
};

/**
 * The student lists this instance built last, one per trip, each under the trip's list version
 * (schema.ts: studentListVersions). It never decides whether a list is current: every read asks the
 * database for the version in the same statement as the reader's access, and an entry is used only
 * when that version is the entry's. So a change made through any instance shows at once, and a
 * member who lost access gets a 404 whatever is kept here. Only rows are kept; masking is applied
 * when a body is built, by the caller's function.
 */
export function createStudentListCache(maxTrips = STUDENT_LIST_CACHE_TRIPS) {
  const entries = new Map<string, Entry>();

  function touch(tripId: string, entry: Entry) {
    // A Map keeps insertion order: re-inserting makes it the most recently read.
    entries.delete(tripId);
    entries.set(tripId, entry);
  }

  return {
    /** The version of the list kept for the trip, to send with the next read; null when none is kept. */
    versionOf(tripId: string): string | null {
      return entries.get(tripId)?.version ?? null;
    },

    /** Keeps a freshly read list; an older version never replaces a newer one. */
    remember(tripId: string, version: string, rows: StudentRow[]): void {
      const kept = entries.get(tripId);
      if (kept && BigInt(kept.version) > BigInt(version)) return;
      touch(tripId, { version, rows, bodies: [null, null] });
      if (entries.size > maxTrips) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },

    /** The JSON body of the kept list at `version`, built once per audience; null when not kept. */
    body(tripId: string, version: string, canSeeSensitive: boolean, build: (rows: StudentRow[]) => string): string | null {
      const entry = entries.get(tripId);
      if (!entry || entry.version !== version) return null;
      touch(tripId, entry);
      const slot = canSeeSensitive ? 1 : 0;
      return (entry.bodies[slot] ??= build(entry.rows));
    },

    size: () => entries.size,
  };
}

