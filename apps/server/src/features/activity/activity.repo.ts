import { sql, type SQL } from 'drizzle-orm';
import { LIMITS, type ActivityEntry, type FeedLine, type GrammaticalGender, type RealtimeTopic } from '@wycieczki/shared';
import type { Db, Tx } from '../../db/client';
import { collectedOnList } from '../../rules/student-collected';
import type { PageCursor } from '../../lib/page-cursor';

type Queryable = Db | Tx;

/**
 * A feed line as stored (its data), or a roll call summed up: its list's name, with the marks counted
 * and the guardian's 'Forma w komunikatach' ('sprawdziła', issue 63).
 */
export type ActivityRow = Omit<ActivityEntry, 'summary'> & { line: FeedLine | null; list: string | null; present: number; total: number; actorGender: GrammaticalGender | null };

/**
 * The trip's feed as one relation: the stored changes, and one line per guardian and attendance list
 * summing up that guardian's marks (dated by the latest). The marks are not copied anywhere: a tap
 * stays the one statement it was (docs/decisions/005), and the line always tells the list as it is.
 * `seenUpTo` is when the reader last marked the feed read, or joined the trip.
 */
function feed(tripId: string, readerId: string): SQL {
  return sql`
    with seen as (
      select coalesce(
        (select read_at from trip_activity_reads where user_id = ${readerId} and trip_id = ${tripId}),
        (select created_at from trip_guardians where trip_id = ${tripId} and guardian_id = ${readerId}),
        now()) as up_to
    ), marks as (
      select r.attendance_check_id as check_id, r.updated_by as actor_id, max(r.marked_at) as at
      from attendance_checks c
      join attendance_records r on r.attendance_check_id = c.id
      where c.trip_id = ${tripId} and r.marked_at is not null and r.updated_by is not null
      group by r.attendance_check_id, r.updated_by
    ), lines as (
      select a.id::text as id, 'change' as kind, a.topic, a.actor_id, a.actor_name, null::text as actor_gender, a.line, null::text as list, null::uuid as check_id,
             date_trunc('milliseconds', a.created_at) as at
      from trip_activity a
      where a.trip_id = ${tripId}
      union all
      select 'roll:' || m.check_id || ':' || m.actor_id, 'roll_call', 'attendance_records', m.actor_id,
             coalesce(nullif(p.full_name, ''), p.email, ''), p.grammatical_gender, null::jsonb, c.name, m.check_id, date_trunc('milliseconds', m.at)
      from marks m
      join attendance_checks c on c.id = m.check_id
      left join profiles p on p.id = m.actor_id
    )
    select l.*, (l.actor_id is distinct from ${readerId} and l.at > (select up_to from seen)) as unread
    from lines l`;
}

type RawRow = {
  id: string;
  kind: 'change' | 'roll_call';
  topic: RealtimeTopic;
  actor_id: string | null;
  actor_name: string;
  actor_gender: GrammaticalGender | null;
  line: FeedLine | null;
  list: string | null;
  at: string | Date;
  unread: boolean;
  present: number | null;
  total: number | null;
};

/** One page of the feed, newest first; one line more than a page tells whether another follows. */
export async function readActivityPage(db: Queryable, tripId: string, readerId: string, before: PageCursor | null): Promise<ActivityRow[]> {
  const result = await db.execute<RawRow>(sql`
    select f.id, f.kind, f.topic, f.actor_id, f.actor_name, f.actor_gender, f.line, f.list, f.at, f.unread, n.present, n.total
    from (${feed(tripId, readerId)}) f
    left join lateral (
      -- A child a parent had taken at the list's time (issue 54) is not counted, as on the list itself.
      select count(*) filter (where r.status = 'present')::int as present, count(*)::int as total
      from attendance_records r join attendance_checks c on c.id = r.attendance_check_id
      where r.attendance_check_id = f.check_id and not ${collectedOnList(sql`r.student_id`, 'c')}
    ) n on f.check_id is not null
    where ${before ? sql`(f.at, f.id) < (${before.at}::timestamptz, ${before.id})` : sql`true`}
    order by f.at desc, f.id desc
    limit ${LIMITS.activityPageSize + 1}`);
  return (result as unknown as { rows: RawRow[] }).rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    topic: row.topic,
    actorId: row.actor_id,
    actorName: row.actor_name,
    actorGender: row.actor_gender,
    line: row.line,
    list: row.list,
    at: new Date(row.at).toISOString(),
    unread: row.unread,
    present: row.present ?? 0,
    total: row.total ?? 0,
  }));
}

export async function countUnread(db: Queryable, tripId: string, readerId: string): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${feed(tripId, readerId)}) f where f.unread`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/** 'Oznacz wszystkie jako przeczytane': never moves back (two devices, two clocks). */
export async function markActivityRead(tx: Tx, tripId: string, readerId: string): Promise<void> {
  await tx.execute(sql`
    insert into trip_activity_reads (user_id, trip_id, read_at) values (${readerId}, ${tripId}, now())
    on conflict (user_id, trip_id) do update set read_at = greatest(trip_activity_reads.read_at, excluded.read_at)`);
}
