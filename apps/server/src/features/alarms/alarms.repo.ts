import { sql } from 'drizzle-orm';
import type { MissingAlarm } from '@wycieczki/shared';
import type { Db, Tx } from '../../db/client';
import { chosenGender } from '../../rules/chosen-gender';

type Queryable = Db | Tx;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const ISO = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The trip's open alarms with what a guardian searching for the child needs: group, room, the last
 * roll call that saw them present, the last location, allergies and medicines, and the parent phone
 * (masked by the service as on the karta alarmowa). Never a PESEL.
 */
export async function readOpenAlarms(db: Queryable, tripId: string, alarmId: string | null = null): Promise<(MissingAlarm & { storedPhone: string | null })[]> {
  const result = await db.execute(sql`
    select a.id, s.id as "studentId", s.name as "studentName", s.sex as "studentSex", s.class_name as "className",
      coalesce(nullif(gp.full_name, ''), gp.email) as "groupGuardianName", gp.grammatical_gender as "groupGuardianGender", r.number as "roomNumber",
      ${ISO('a.raised_at')} as "raisedAt", a.raised_by_name as "raisedBy", ${chosenGender(sql`a.raised_by`)} as "raisedByGender",
      (select json_build_object('listName', c.name, 'date', c.check_date, 'time', c.check_time,
          'markedAt', ${ISO('ar.marked_at')}, 'markedBy', coalesce(nullif(mp.full_name, ''), mp.email), 'markedByGender', mp.grammatical_gender)
        from attendance_records ar join attendance_checks c on c.id = ar.attendance_check_id
        left join profiles mp on mp.id = ar.updated_by
        where ar.student_id = s.id and ar.status = 'present'
        order by coalesce(ar.marked_at, ar.updated_at) desc limit 1) as "lastSeen",
      (select json_build_object('lat', l.lat, 'lng', l.lng, 'at', ${ISO('l.last_update')})
        from student_locations l where l.student_id = s.id) as "lastLocation",
      s.allergies, s.medicines, s.parent_phone as "storedPhone", (s.parent_phone is not null) as "hasParentPhone",
      coalesce((select json_agg(coalesce(nullif(vp.full_name, ''), vp.email) order by v.seen_at)
        from missing_alarm_views v join profiles vp on vp.id = v.user_id where v.alarm_id = a.id), '[]') as "seenBy"
    from missing_alarms a join students s on s.id = a.student_id
    left join profiles gp on gp.id = s.group_guardian_id
    left join rooms r on r.id = s.room_id
    where a.trip_id = ${tripId} and a.resolved_at is null${alarmId ? sql` and a.id = ${alarmId}` : sql``}
    order by a.raised_at`);
  return rowsOf<MissingAlarm & { storedPhone: string | null }>(result);
}

export async function findAlarm(tx: Tx, tripId: string, alarmId: string): Promise<{ id: string; studentId: string; resolved: boolean } | null> {
  const result = await tx.execute(sql`
    select id, student_id as "studentId", resolved_at is not null as resolved from missing_alarms where id = ${alarmId} and trip_id = ${tripId} for update`);
  return rowsOf<{ id: string; studentId: string; resolved: boolean }>(result)[0] ?? null;
}

export async function findOpenAlarmOf(tx: Tx, studentId: string): Promise<string | null> {
  const result = await tx.execute(sql`select id from missing_alarms where student_id = ${studentId} and resolved_at is null`);
  return rowsOf<{ id: string }>(result)[0]?.id ?? null;
}

export async function insertAlarm(tx: Tx, alarm: { id: string; tripId: string; studentId: string; userId: string; raisedAt: string | null }): Promise<boolean> {
  const result = await tx.execute(sql`
    insert into missing_alarms (id, trip_id, student_id, raised_by, raised_by_name, raised_at)
    select ${alarm.id}, ${alarm.tripId}, ${alarm.studentId}, p.id, coalesce(nullif(p.full_name, ''), p.email), coalesce(${alarm.raisedAt}::timestamptz, now())
    from profiles p where p.id = ${alarm.userId}
    on conflict do nothing returning id`);
  return rowsOf(result).length > 0;
}

export async function resolveAlarm(tx: Tx, alarmId: string, userId: string, note: string | null): Promise<void> {
  await tx.execute(sql`
    update missing_alarms set resolved_at = now(), resolved_by = ${userId}, resolved_note = ${note},
      resolved_by_name = (select coalesce(nullif(full_name, ''), email) from profiles where id = ${userId})
    where id = ${alarmId}`);
}

/** True when this guardian had not seen it yet. */
export async function markSeen(tx: Tx, alarmId: string, userId: string): Promise<boolean> {
  const result = await tx.execute(sql`insert into missing_alarm_views (alarm_id, user_id) values (${alarmId}, ${userId}) on conflict do nothing returning alarm_id`);
  return rowsOf(result).length > 0;
}
