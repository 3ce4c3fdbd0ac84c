import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { School, SchoolInvitationPreview, SchoolMember, SchoolResetLinkRecord, SchoolRole } from '@wycieczki/shared';
import type { Db, Tx } from '../../db/client';
import { profiles, schoolInvitations, schoolMembers, schoolResetLinks, schools, users } from '../../db/schema';
import { chosenGender } from '../../rules/chosen-gender';

type Queryable = Db | Tx;

const iso = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export async function insertSchool(tx: Tx, values: { name: string; address: string | null }): Promise<string> {
  const [row] = await tx.insert(schools).values(values).returning({ id: schools.id });
  return row!.id;
}

export async function insertMember(tx: Tx, schoolId: string, userId: string, role: SchoolRole): Promise<void> {
  await tx.insert(schoolMembers).values({ schoolId, userId, role });
}

export async function findSchool(db: Queryable, schoolId: string): Promise<School | null> {
  const [row] = await db
    .select({
      id: schools.id,
      name: schools.name,
      address: schools.address,
      eraseAfterDays: schools.eraseAfterDays,
      consentKeepYears: schools.consentKeepYears,
      headName: sql<string>`coalesce((select coalesce(nullif(p.full_name, ''), p.email) from school_members m join profiles p on p.id = m.user_id where m.school_id = "schools"."id" and m.role = 'head'), '')`,
      createdAt: iso(schools.createdAt),
    })
    .from(schools)
    .where(eq(schools.id, schoolId));
  return row ?? null;
}

export async function updateSchool(
  tx: Tx,
  schoolId: string,
  fields: Partial<{ name: string; address: string | null; eraseAfterDays: number; consentKeepYears: number }>,
): Promise<void> {
  if (Object.keys(fields).length > 0) await tx.update(schools).set(fields).where(eq(schools.id, schoolId));
}

/** The school's head first, then its teachers by name. */
export function listMembers(db: Queryable, schoolId: string): Promise<SchoolMember[]> {
  return db
    .select({ userId: schoolMembers.userId, fullName: profiles.fullName, email: users.email, role: schoolMembers.role, joinedAt: iso(schoolMembers.createdAt), registerClerk: schoolMembers.registerClerk })
    .from(schoolMembers)
    .innerJoin(users, eq(users.id, schoolMembers.userId))
    .innerJoin(profiles, eq(profiles.id, schoolMembers.userId))
    .where(eq(schoolMembers.schoolId, schoolId))
    .orderBy(sql`${schoolMembers.role} = 'teacher'`, asc(profiles.fullName), asc(users.email));
}

export async function deleteMember(tx: Tx, schoolId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .delete(schoolMembers)
    .where(and(eq(schoolMembers.schoolId, schoolId), eq(schoolMembers.userId, userId), eq(schoolMembers.role, 'teacher')))
    .returning({ id: schoolMembers.id });
  return rows.length > 0;
}

export type InvitationRow = { id: string; createdAt: string; expiresAt: string; email: string | null };

/** The invitations still usable: neither revoked, nor used, nor expired. */
export function listLiveInvitations(db: Queryable, schoolId: string): Promise<InvitationRow[]> {
  return db
    .select({ id: schoolInvitations.id, createdAt: iso(schoolInvitations.createdAt), expiresAt: iso(schoolInvitations.expiresAt), email: schoolInvitations.email })
    .from(schoolInvitations)
    .where(
      and(
        eq(schoolInvitations.schoolId, schoolId),
        isNull(schoolInvitations.revokedAt),
        isNull(schoolInvitations.acceptedAt),
        gt(schoolInvitations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(asc(schoolInvitations.createdAt));
}

export async function insertInvitation(tx: Tx, values: { id: string; schoolId: string; tokenHash: string; createdBy: string; days: number; email?: string }): Promise<InvitationRow> {
  const [row] = await tx
    .insert(schoolInvitations)
    .values({
      id: values.id,
      schoolId: values.schoolId,
      tokenHash: values.tokenHash,
      createdBy: values.createdBy,
      email: values.email ?? null,
      expiresAt: sql`now() + make_interval(days => ${values.days})`,
    })
    .returning({ id: schoolInvitations.id, createdAt: iso(schoolInvitations.createdAt), expiresAt: iso(schoolInvitations.expiresAt), email: schoolInvitations.email });
  return row!;
}

export async function revokeInvitation(tx: Tx, schoolId: string, invitationId: string): Promise<boolean> {
  const rows = await tx
    .update(schoolInvitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(schoolInvitations.schoolId, schoolId), eq(schoolInvitations.id, invitationId), isNull(schoolInvitations.revokedAt), isNull(schoolInvitations.acceptedAt)))
    .returning({ id: schoolInvitations.id });
  return rows.length > 0;
}

/** A usable invitation by its secret's hash, held for the joining transaction; null when unknown, expired, revoked or used. */
export async function takeInvitation(tx: Tx, tokenHash: string): Promise<{ id: string; schoolId: string } | null> {
  const [row] = await tx
    .select({ id: schoolInvitations.id, schoolId: schoolInvitations.schoolId })
    .from(schoolInvitations)
    .where(
      and(
        eq(schoolInvitations.tokenHash, tokenHash),
        isNull(schoolInvitations.revokedAt),
        isNull(schoolInvitations.acceptedAt),
        gt(schoolInvitations.expiresAt, sql`now()`),
      ),
    )
    .for('update');
  return row ?? null;
}

/** What the invitation's page shows before joining (issue 48): the school, its head, until when; null when not usable. */
export async function previewInvitation(db: Queryable, tokenHash: string): Promise<SchoolInvitationPreview | null> {
  const [row] = await db
    .select({
      schoolName: schools.name,
      headName: sql<string>`coalesce((select coalesce(nullif(p.full_name, ''), p.email) from school_members m join profiles p on p.id = m.user_id where m.school_id = ${schools.id} and m.role = 'head'), '')`,
      expiresAt: iso(schoolInvitations.expiresAt),
    })
    .from(schoolInvitations)
    .innerJoin(schools, eq(schools.id, schoolInvitations.schoolId))
    .where(and(eq(schoolInvitations.tokenHash, tokenHash), isNull(schoolInvitations.revokedAt), isNull(schoolInvitations.acceptedAt), gt(schoolInvitations.expiresAt, sql`now()`)));
  return row ?? null;
}

export async function markAccepted(tx: Tx, invitationId: string, userId: string): Promise<void> {
  await tx.update(schoolInvitations).set({ acceptedBy: userId, acceptedAt: sql`now()` }).where(eq(schoolInvitations.id, invitationId));
}

/** A teacher of the school by their account (not the head): for the head's 'Link do zmiany hasła'. */
export async function findTeacher(conn: Queryable, schoolId: string, userId: string): Promise<{ email: string; name: string } | null> {
  const [row] = await conn
    .select({ email: users.email, name: sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${users.email})` })
    .from(schoolMembers)
    .innerJoin(users, eq(users.id, schoolMembers.userId))
    .innerJoin(profiles, eq(profiles.id, schoolMembers.userId))
    .where(and(eq(schoolMembers.schoolId, schoolId), eq(schoolMembers.userId, userId), eq(schoolMembers.role, 'teacher')));
  return row ?? null;
}

export async function insertResetLinkRecord(tx: Tx, values: { schoolId: string; madeBy: string; madeByName: string; teacherId: string; teacherName: string }): Promise<void> {
  await tx.insert(schoolResetLinks).values(values);
}

/** The school's reset links made by its head, newest first. */
export function listResetLinkRecords(db: Queryable, schoolId: string, limit: number): Promise<SchoolResetLinkRecord[]> {
  return db
    .select({
      id: schoolResetLinks.id,
      at: iso(schoolResetLinks.createdAt),
      madeByName: schoolResetLinks.madeByName,
      madeByGender: chosenGender(sql`${schoolResetLinks.madeBy}`),
      teacherName: schoolResetLinks.teacherName,
    })
    .from(schoolResetLinks)
    .where(eq(schoolResetLinks.schoolId, schoolId))
    .orderBy(desc(schoolResetLinks.createdAt), desc(schoolResetLinks.id))
    .limit(limit);
}

/** 'Sekretariat' (issue 51): false when the user is no teacher of the school (the head keeps the register anyway). */
export async function setRegisterClerk(tx: Tx, schoolId: string, userId: string, registerClerk: boolean): Promise<boolean> {
  const rows = await tx
    .update(schoolMembers)
    .set({ registerClerk })
    .where(and(eq(schoolMembers.schoolId, schoolId), eq(schoolMembers.userId, userId), eq(schoolMembers.role, 'teacher')))
    .returning({ id: schoolMembers.id });
  return rows.length > 0;
}
