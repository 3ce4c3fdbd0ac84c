import { sql } from 'drizzle-orm';
import { MSG, type SchoolRole } from '@wycieczki/shared';
import type { Db, Tx } from '../db/client';
import { errors } from '../lib/errors';

/** What the signed-in user is to their school (issue 27, decision 024): at most one school. */
export type SchoolAccess = {
  schoolId: string;
  schoolName: string;
  userId: string;
  role: SchoolRole;
  /** 'Sekretariat' (issue 51): a teacher who keeps the school's register of pupils with the head. */
  registerClerk: boolean;
};

/** The user's school and role in it, or null for a teacher working alone. `lock` holds the membership row. */
export async function loadSchoolAccess(db: Db | Tx, userId: string, { lock = false } = {}): Promise<SchoolAccess | null> {
  const result = await db.execute<{ school_id: string; name: string; role: SchoolRole; register_clerk: boolean }>(sql`
    select m.school_id, s.name, m.role, m.register_clerk from school_members m join schools s on s.id = m.school_id
    where m.user_id = ${userId}${lock ? sql` for update of m` : sql``}`);
  const row = (result as unknown as { rows: { school_id: string; name: string; role: SchoolRole; register_clerk: boolean }[] }).rows[0];
  return row ? { schoolId: row.school_id, schoolName: row.name, userId, role: row.role, registerClerk: row.register_clerk } : null;
}

/** A member of a school: 404 in Polish for a teacher who is in none. */
export function assertInSchool(access: SchoolAccess | null): asserts access is SchoolAccess {
  if (!access) throw errors.notFound(MSG.notInSchool);
}

/** The school's head (Dyrektor): inviting, removing teachers, the school's settings. */
export function assertHead(access: SchoolAccess | null): asserts access is SchoolAccess {
  assertInSchool(access);
  if (access.role !== 'head') throw errors.forbidden(MSG.onlyHead);
}

/** Keeps 'Uczniowie szkoły' (issue 51): the head, or a teacher the head named 'Sekretariat'. */
export function managesRegister(access: SchoolAccess): boolean {
  return access.role === 'head' || access.registerClerk;
}

/** The head or 'Sekretariat': a teacher gets the Polish 403, a user in no school the 404. */
export function assertRegisterManager(access: SchoolAccess | null): asserts access is SchoolAccess {
  assertInSchool(access);
  if (!managesRegister(access)) throw errors.forbidden(MSG.registerNotManager);
}

/**
 * The head teacher reading or deciding on one of the school's trips (issue 27, decision 025): a
 * teacher gets the Polish 403, anyone else, and the head of another school, the 404 an outsider of
 * a trip always gets. The head is no member of the trip: this reaches the karta, the documents
 * without phones and the approval, never the trip's members' screens. `lock` holds the trip row.
 */
export async function loadSchoolTripAccess(db: Db | Tx, userId: string, tripId: string, { lock = false } = {}): Promise<SchoolAccess> {
  const access = await loadSchoolAccess(db, userId);
  assertHead(access);
  const result = await db.execute(sql`select 1 from trips where id = ${tripId} and school_id = ${access.schoolId}${lock ? sql` for update` : sql``}`);
  if ((result as unknown as { rows: unknown[] }).rows.length === 0) throw errors.notFound(MSG.tripNotFound);
  return access;
}
