import { LIMITS, MSG, type AccessLogPage, type SchoolAccessLogPage } from '@wycieczki/shared';
import { assertHead, loadSchoolAccess } from '../../access/school-access';
import { assertCan, loadTripAccess } from '../../access/trip-access';
import type { Db } from '../../db/client';
import { errors } from '../../lib/errors';
import { parseCursor, toCursor } from '../../lib/page-cursor';
import { isUuid, type Id } from '../../lib/uuid';
import { readAccessLogNames, readAccessLogPage, readSchoolAccessLogPage, readSchoolTrips, type AccessLogFilter } from './access-log.repo';

export type AccessLogQuery = { before?: string | undefined; readerId?: string | undefined; studentId?: string | undefined };
export type SchoolAccessLogQuery = { before?: string | undefined; tripId?: string | undefined };

/** The page of at most a page's entries, and where the next one starts. */
function paged<T extends { at: string; id: string }>(rows: T[]): { entries: T[]; nextCursor: string | null } {
  const entries = rows.slice(0, LIMITS.accessLogPageSize);
  const last = entries.at(-1);
  return { entries, nextCursor: rows.length > entries.length && last ? toCursor(last) : null };
}

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
      return { ...paged(rows), ...names };
    },

    /**
     * The school's log (issue 27, the school as controller): every read on every trip of the school,
     * for its head alone (a teacher of the school gets 403, anyone in no school 404), optionally one
     * trip of it. Names, kinds and moments only, as the trip's log: a reveal's reason stays with the
     * trip's creator.
     */
    async schoolPage(userId: Id, query: SchoolAccessLogQuery): Promise<SchoolAccessLogPage> {
      const tripId = filterId(query.tripId);
      const before = parseCursor(query.before, MSG.accessLogCursorInvalid);
      const access = await loadSchoolAccess(db, userId);
      assertHead(access);
      const [rows, trips] = await Promise.all([readSchoolAccessLogPage(db, access.schoolId, tripId, before), readSchoolTrips(db, access.schoolId)]);
      return { ...paged(rows), trips };
    },
  };
}

export type AccessLogService = ReturnType<typeof createAccessLogService>;
