import { LIMITS, MSG, type ActivityEntry, type ActivityPage } from '@wycieczki/shared';
import { loadTripAccess } from '../../access/trip-access';
import type { Db } from '../../db/client';
import { parseCursor, toCursor, type PageCursor } from '../../lib/page-cursor';
import { isUuid, type Id } from '../../lib/uuid';
import { type TripWriter } from '../../write/trip-write';
import { countUnread, markActivityRead, readActivityPage, type ActivityRow } from './activity.repo';

/** Polish first names that end in -a but are men's. */
const MEN_IN_A = new Set(['kuba', 'barnaba', 'bonawentura', 'kosma', 'jarema', 'dyzma']);

/**
 * 'sprawdził' or 'sprawdziła': Polish says who did it in the verb. A first name ending in -a is a
 * woman's (Anna, Zofia), with the few men's names that also do; without a name, the masculine.
 */
export function checkedVerb(fullName: string): string {
  const first = fullName.trim().split(/\s+/)[0]?.toLocaleLowerCase('pl') ?? '';
  return first.endsWith('a') && !MEN_IN_A.has(first) ? 'sprawdziła' : 'sprawdził';
}

function toEntry(row: ActivityRow): ActivityEntry {
  const summary = row.kind === 'roll_call' ? `${checkedVerb(row.actorName)} listę „${row.summary}”: ${row.present}/${row.total}` : row.summary;
  return { id: row.id, kind: row.kind, topic: row.topic, actorId: row.actorId, actorName: row.actorName, summary, at: row.at, unread: row.unread };
}

/** A feed cursor: a stored line's id, or a roll call's 'roll:{list}:{guardian}'. */
const feedId = (id: string) => isUuid(id) || /^roll:[0-9a-f-]{36}:[0-9a-f-]{36}$/.test(id);

/** `?before=` of the feed, as `nextCursor` gave it; anything else is refused. */
export function parseActivityCursor(raw: string | undefined): PageCursor | null {
  return parseCursor(raw, MSG.activityCursorInvalid, feedId);
}

/**
 * The trip's activity feed ('Aktywność'): every member reads all of it, 50 lines a page, and marks
 * it read for all of their devices at once.
 */
export function createActivityService({ db, writer }: { db: Db; writer: TripWriter }) {
  const trips = writer;

  return {
    async page(userId: Id, tripId: Id, before: PageCursor | null): Promise<ActivityPage> {
      await loadTripAccess(db, userId, tripId);
      const [rows, unread] = await Promise.all([readActivityPage(db, tripId, userId, before), countUnread(db, tripId, userId)]);
      const more = rows.length > LIMITS.activityPageSize;
      const entries = rows.slice(0, LIMITS.activityPageSize).map(toEntry);
      const last = entries.at(-1);
      return { entries, nextCursor: more && last ? toCursor(last) : null, unread };
    },

    async markRead(userId: Id, tripId: Id): Promise<void> {
      // The reader's own mark on the trip: any member, no announcement.
      await trips.write(userId, tripId, 'view', ({ tx }) => markActivityRead(tx, tripId, userId));
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
