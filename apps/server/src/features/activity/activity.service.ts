import { feedText, LIMITS, MSG, type ActivityEntry, type ActivityPage, type FeedLine } from '@wycieczki/shared';
import { loadTripAccess } from '../../access/trip-access';
import type { Db } from '../../db/client';
import { parseCursor, toCursor, type PageCursor } from '../../lib/page-cursor';
import { isUuid, type Id } from '../../lib/uuid';
import { type TripWriter } from '../../write/trip-write';
import { countUnread, markActivityRead, readActivityPage, type ActivityRow } from './activity.repo';

/** The line in Polish: a stored change as its data says, a roll call with who checked and how many were there. */
function toEntry(row: ActivityRow): ActivityEntry {
  const line: FeedLine =
    row.kind === 'roll_call' || !row.line
      ? { key: 'rollCall', actor: row.actorName, actorGender: row.actorGender, list: row.list ?? '', present: row.present, total: row.total }
      : row.line;
  return { id: row.id, kind: row.kind, topic: row.topic, actorId: row.actorId, actorName: row.actorName, summary: feedText(line), at: row.at, unread: row.unread };
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
