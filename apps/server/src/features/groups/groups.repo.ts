import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export type GroupGuardian = { id: string; name: string };

/** The trip's members who may lead a group, the leader first, then as they joined; with the trip's ratio. */
export async function readGroupGuardians(tx: Tx, tripId: string): Promise<{ guardians: GroupGuardian[]; perGuardian: number }> {
  const result = await tx.execute(sql`
    select tg.guardian_id as id, coalesce(nullif(p.full_name, ''), p.email) as name, t.students_per_guardian as "perGuardian"
    from trip_guardians tg join trips t on t.id = tg.trip_id join profiles p on p.id = tg.guardian_id
    where tg.trip_id = ${tripId}
    order by (tg.guardian_id = t.trip_leader_id) desc nulls last, tg.created_at, tg.guardian_id`);
  const rows = rowsOf<GroupGuardian & { perGuardian: number }>(result);
  return { guardians: rows.map(({ id, name }) => ({ id, name })), perGuardian: rows[0]?.perGuardian ?? 10 };
}

export type GroupStudent = { id: string; name: string; className: string | null; groupGuardianId: string | null };

export async function readGroupStudents(tx: Tx, tripId: string): Promise<GroupStudent[]> {
  const result = await tx.execute(sql`
    select id, name, class_name as "className", group_guardian_id as "groupGuardianId" from students where trip_id = ${tripId}`);
  return rowsOf<GroupStudent>(result);
}

/** Sets each listed student's group in one statement. */
export async function setGroups(tx: Tx, tripId: string, assignments: { studentId: string; guardianId: string | null }[]): Promise<void> {
  if (assignments.length === 0) return;
  await tx.execute(sql`
    update students s set group_guardian_id = a."guardianId"
    from json_to_recordset(${JSON.stringify(assignments)}::json) as a("studentId" uuid, "guardianId" uuid)
    where s.id = a."studentId" and s.trip_id = ${tripId}`);
}
