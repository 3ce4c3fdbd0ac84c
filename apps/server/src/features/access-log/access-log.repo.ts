import { sql } from 'drizzle-orm';
import { LIMITS, type AccessLogEntry, type SchoolAccessLogEntry, sortBySurname } from '@wycieczki/shared';
import type { Db } from '../../db/client';
import type { PageCursor } from '../../lib/page-cursor';

export type AccessLogFilter = { readerId: string | null; studentId: string | null };

type RawEntry = {
  id: string;
  at: string | Date;
  kind: AccessLogEntry['kind'];
  user_id: string | null;
  reader_name: string;
  student_id: string;
  student_name: string;
  reason: string | null;
  reason_erased_at: string | Date | null;
  trip_id: string;
  trip_name: string | null;
  students: number;
};

type RawName = { id: string; name: string };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

// The names a row kept when it was written; rows older than migration 0008 take today's, if any.
const READER_NAME = sql`coalesce(r.reader_name, nullif(p.full_name, ''), p.email, '')`;
const STUDENT_NAME = sql`coalesce(r.student_name, s.name, '')`;

/**
 * Whose log: one trip's (its creator's 'Dziennik dostępu'), or every trip of a school (its head's,
 * issue 27), optionally one of them. A trip of another school is simply not in the school's log.
 */
type AccessLogScope = { tripId: string } | { schoolId: string; tripId: string | null };

const NO_FILTER: AccessLogFilter = { readerId: null, studentId: null };

/**
 * One page of a log, newest first; one entry more than a page tells whether another follows. A
 * document's phones, recorded one row per child in one transaction, read as one line (issue 48: a
 * list of 40 filled two pages): the group's first row stands for it, with how many children it names.
 */
async function readEntries(db: Db, scope: AccessLogScope, filter: AccessLogFilter, before: PageCursor | null): Promise<RawEntry[]> {
  const school = 'schoolId' in scope;
  // A reveal's reason is typed by a guardian and may name a diagnosis: the trip's creator alone reads it.
  const result = await db.execute<RawEntry>(sql`
    select * from (
      select r.id, date_trunc('milliseconds', r.read_at) as at, r.kind, r.user_id, ${READER_NAME} as reader_name,
             r.student_id, ${STUDENT_NAME} as student_name,
             ${school ? sql`case when r.kind = 'reveal' then null else r.reason end` : sql`r.reason`} as reason,
             r.reason_erased_at, r.trip_id, ${school ? sql`t.name` : sql`null`} as trip_name,
             count(*) over document::int as students,
             row_number() over (document order by r.id) as place
      from sensitive_reads r
      ${school ? sql`join trips t on t.id = r.trip_id and t.school_id = ${scope.schoolId}` : sql``}
      left join profiles p on p.id = r.user_id
      left join students s on s.id = r.student_id
      where ${scope.tripId ? sql`r.trip_id = ${scope.tripId}` : sql`true`}
        and ${filter.readerId ? sql`r.user_id = ${filter.readerId}` : sql`true`}
        and ${filter.studentId ? sql`r.student_id = ${filter.studentId}` : sql`true`}
      window document as (partition by case when r.kind = 'document' then concat_ws('|', r.trip_id, r.user_id, r.read_at, r.reason) else r.id::text end)
    ) entries
    where place = 1
      and ${before ? sql`(at, id) < (${before.at}::timestamptz, ${before.id}::uuid)` : sql`true`}
    order by at desc, id desc
    limit ${LIMITS.accessLogPageSize + 1}`);
  return rowsOf<RawEntry>(result);
}

function toEntry(row: RawEntry): AccessLogEntry {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    kind: row.kind,
    userId: row.user_id,
    readerName: row.reader_name,
    studentId: row.student_id,
    studentName: row.student_name,
    studentCount: Number(row.students),
    reason: row.reason,
    reasonErasedAt: row.reason_erased_at === null ? null : new Date(row.reason_erased_at).toISOString(),
  };
}

/** One page of a trip's access log, newest first; one entry more than a page tells whether another follows. */
export async function readAccessLogPage(db: Db, tripId: string, filter: AccessLogFilter, before: PageCursor | null): Promise<AccessLogEntry[]> {
  return (await readEntries(db, { tripId }, filter, before)).map(toEntry);
}

/** One page of the log of every trip of a school (or of one of them), each entry with its trip. */
export async function readSchoolAccessLogPage(db: Db, schoolId: string, tripId: string | null, before: PageCursor | null): Promise<SchoolAccessLogEntry[]> {
  return (await readEntries(db, { schoolId, tripId }, NO_FILTER, before)).map((row) => ({ ...toEntry(row), tripId: row.trip_id, tripName: row.trip_name ?? '' }));
}

/** The school's trips, newest first: the school log's filter. */
export async function readSchoolTrips(db: Db, schoolId: string): Promise<RawName[]> {
  const result = await db.execute<RawName>(sql`select id, name from trips where school_id = ${schoolId} order by start_date desc, name, id`);
  return rowsOf<RawName>(result);
}

/** Everyone who read and every student read on the trip, by their latest names and by surname: the log's filters. */
export async function readAccessLogNames(db: Db, tripId: string): Promise<{ readers: RawName[]; students: RawName[] }> {
  const [readers, students] = await Promise.all([
    db.execute<RawName>(sql`
      select distinct on (r.user_id) r.user_id as id, ${READER_NAME} as name
      from sensitive_reads r left join profiles p on p.id = r.user_id
      where r.trip_id = ${tripId} and r.user_id is not null
      order by r.user_id, r.read_at desc`),
    db.execute<RawName>(sql`
      select distinct on (r.student_id) r.student_id as id, ${STUDENT_NAME} as name
      from sensitive_reads r left join students s on s.id = r.student_id
      where r.trip_id = ${tripId}
      order by r.student_id, r.read_at desc`),
  ]);
  // In a class register's order, as every list of people (issue 23, point 4).
  const name = (row: RawName) => row.name;
  return { readers: sortBySurname(rowsOf<RawName>(readers), name), students: sortBySurname(rowsOf<RawName>(students), name) };
}
