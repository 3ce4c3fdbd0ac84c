import { LIMITS, MSG, type AccessLogPage } from '@wycieczki/shared';
import { assertCan, loadTripAccess } from '../../access/trip-access';
import type { Db } from '../../db/client';
import { errors } from '../../lib/errors';
import { parseCursor, toCursor } from '../../lib/page-cursor';
import { isUuid, type Id } from '../../lib/uuid';
import { readAccessLogNames, readAccessLogPage, type AccessLogFilter } from './access-log.repo';

export type AccessLogQuery = { before?: string | undefined; readerId?: string | undefined; studentId?: string | undefined };

function filterId(raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return null;
  if (!isUuid(raw)) throw errors.validation(MSG.accessLogFilterInvalid);
  return raw;
}

/**
 * 'Dziennik dostępu' (issue 16): every read of a child's sensitive data on a trip, for its creator
 * alone (a guardian gets 403, an outsider 404), newest first, 50 a page, by reader and by student.
 * Read only: the log is written where the reads happen (audit/sensitive-reads.ts).
 */
export function createAccessLogService({ db }: { db: Db }) {
  return {
    async page(userId: Id, tripId: Id, query: AccessLogQuery): Promise<AccessLogPage> {
      const filter: AccessLogFilter = { readerId: filterId(query.readerId), studentId: filterId(query.studentId) };
      const before = parseCursor(query.before, MSG.accessLogCursorInvalid);
      assertCan(await loadTripAccess(db, userId, tripId), 'readSensitive');
      const [rows, names] = await Promise.all([readAccessLogPage(db, tripId, filter, before), readAccessLogNames(db, tripId)]);
      const entries = rows.slice(0, LIMITS.accessLogPageSize);
      const last = entries.at(-1);
      return { entries, nextCursor: rows.length > entries.length && last ? toCursor(last) : null, ...names };
    },
  };
}

export type AccessLogService = ReturnType<typeof createAccessLogService>;
