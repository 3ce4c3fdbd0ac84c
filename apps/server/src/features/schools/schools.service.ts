import { randomUUID } from 'node:crypto';
import { alreadyInSchoolMessage, LIMITS, MSG, type MySchool, type SchoolInvitation, type SchoolInvitationPreview, type schoolJoinSchema, type schoolSchema, type schoolUpdateSchema, type SchoolResetLinkRecord, type TeacherResetLink } from '@wycieczki/shared';
import type { z } from 'zod';
import { assertHead, assertInSchool, loadSchoolAccess, managesRegister } from '../../access/school-access';
import { actorGender } from '../../rules/chosen-gender';
import type { Db } from '../../db/client';
import { approvedTripsOfSchool, recheckApprovals } from '../approvals/approval-watch';
import { retimeSchoolArchive } from '../../erasure/consent-archive';
import { uniqueViolated } from '../../lib/db-errors';
import { AppError, errors } from '../../lib/errors';
import { LINK_SECRET_PATTERN, type LinkSecrets } from '../../lib/link-secrets';
import type { Id } from '../../lib/uuid';
import { countInvitationMail } from '../../mail/invitation-throttle';
import { queueMail } from '../../mail/mail-queue';
import { schoolInvitationMail } from '../../mail/messages';
import type { PasswordResetService } from '../auth/password-reset.service';
import {
  deleteMember,
  findSchool,
  findTeacher,
  insertInvitation,
  insertResetLinkRecord,
  listResetLinkRecords,
  insertMember,
  setRegisterClerk,
  insertSchool,
  listLiveInvitations,
  listMembers,
  markAccepted,
  previewInvitation,
  revokeInvitation,
  takeInvitation,
  updateSchool,
  type InvitationRow,
} from './schools.repo';

type SchoolCreate = z.output<typeof schoolSchema>;
type SchoolUpdate = z.output<typeof schoolUpdateSchema>;
type SchoolJoin = z.output<typeof schoolJoinSchema>;

/** An invitation's address: the secret in the fragment, which browsers never send to a server (as decision 022). */
export function invitationPath(secret: string): string {
  return `/szkola/dolacz#${secret}`;
}

/**
 * 'Szkoła' (issue 27, decision 024): a user creates a school and becomes its 'Dyrektor'; the head
 * invites teachers with a link valid 7 days (revocable, usable once) and can remove them; a teacher
 * belongs to one school at a time and may leave it. The school's own trips, approvals and views
 * build on this (trips.school_id).
 */
export function createSchoolsService({
  db,
  secrets,
  publicUrl = null,
  passwordResets,
}: {
  db: Db;
  secrets: LinkSecrets;
  /** PUBLIC_URL when the server sends e-mail; null: 'Wyślij e-mailem' says what to do instead. */
  publicUrl?: string | null;
  /** For the head's 'Link do zmiany hasła' (issue 30). */
  passwordResets: Pick<PasswordResetService, 'linkForTeacher'>;
}) {
  const invitation = (row: InvitationRow): SchoolInvitation => ({ ...row, path: invitationPath(secrets.secretOf(row.id)) });

  async function mine(userId: Id): Promise<MySchool> {
    const access = await loadSchoolAccess(db, userId);
    if (!access) return null;
    const [school, members, invitations] = await Promise.all([
      findSchool(db, access.schoolId),
      listMembers(db, access.schoolId),
      access.role === 'head' ? listLiveInvitations(db, access.schoolId) : Promise.resolve([]),
    ]);
    if (!school) return null;
    return { school, role: access.role, managesRegister: managesRegister(access), members, invitations: invitations.map(invitation) };
  }

  /** A user already in a school (or two requests at once): refused with the school's name. */
  async function refuseIfInSchool(userId: string, error?: unknown): Promise<never | void> {
    const current = await loadSchoolAccess(db, userId);
    if (current) throw errors.conflict(alreadyInSchoolMessage(current.schoolName));
    if (error) throw error;
  }

  return {
    mine,

    async create(userId: Id, input: SchoolCreate): Promise<MySchool> {
      await refuseIfInSchool(userId);
      await db
        .transaction(async (tx) => {
          const schoolId = await insertSchool(tx, { name: input.name, address: input.address });
          await insertMember(tx, schoolId, userId, 'head');
        })
        .catch((error: unknown) => (uniqueViolated(error) === 'school_members_user_key' ? refuseIfInSchool(userId, error) : Promise.reject(error)));
      return mine(userId);
    },

    async update(userId: Id, input: SchoolUpdate): Promise<MySchool> {
      await db.transaction(async (tx) => {
        const access = await loadSchoolAccess(tx, userId, { lock: true });
        assertHead(access);
        const fields = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
        await updateSchool(tx, access.schoolId, fields);
        // 'Archiwum zgód' (issue 31): the records already kept end with the new period (0: they go now).
        if (input.consentKeepYears !== undefined) await retimeSchoolArchive(tx, access.schoolId, input.consentKeepYears);
        // Issue 27: the school's approved kartas print its name and address.
        if (input.name !== undefined || input.address !== undefined) await recheckApprovals(tx, await approvedTripsOfSchool(tx, access.schoolId), { id: userId });
      });
      return mine(userId);
    },

    /** 'Zaproś nauczyciela': a new link, valid LIMITS.invitationDays days. */
    async invite(userId: Id): Promise<SchoolInvitation> {
      return db.transaction(async (tx) => {
        const access = await loadSchoolAccess(tx, userId);
        assertHead(access);
        const id = randomUUID();
        const row = await insertInvitation(tx, { id, schoolId: access.schoolId, tokenHash: secrets.hashOf(secrets.secretOf(id)), createdBy: userId, days: LIMITS.invitationDays });
        return invitation(row);
      });
    },

    /** 'Wyślij e-mailem' (issue 30): a new invitation, mailed to the teacher's address. */
    async mailInvitation(userId: Id, email: string): Promise<SchoolInvitation> {
      assertHead(await loadSchoolAccess(db, userId));
      if (publicUrl === null) throw new AppError('mail_disabled', MSG.schoolInvitationMailDisabled);
      await countInvitationMail(db, userId, email);
      return db.transaction(async (tx) => {
        const access = await loadSchoolAccess(tx, userId);
        assertHead(access);
        const id = randomUUID();
        const secret = secrets.secretOf(id);
        const row = await insertInvitation(tx, { id, schoolId: access.schoolId, tokenHash: secrets.hashOf(secret), createdBy: userId, days: LIMITS.invitationDays, email });
        const school = await findSchool(tx, access.schoolId);
        await queueMail(tx, schoolInvitationMail(email, access.schoolName, school?.headName ?? '', `${publicUrl}${invitationPath(secret)}`, new Date(row.expiresAt)));
        return invitation(row);
      });
    },

    /**
     * The head's 'Link do zmiany hasła' for a teacher of the school (issue 30): a one-time reset link
     * (30 minutes), shown once to the head, recorded in the school's log and the teacher's history.
     * Its address is the head's browser's (`path`), which the head hands over in person.
     */
    async teacherResetLink(userId: Id, memberId: Id): Promise<TeacherResetLink> {
      return db.transaction(async (tx) => {
        const access = await loadSchoolAccess(tx, userId);
        assertHead(access);
        const teacher = memberId === userId ? null : await findTeacher(tx, access.schoolId, memberId);
        if (!teacher) throw errors.notFound(MSG.resetLinkNotInSchool);
        const headName = (await findSchool(tx, access.schoolId))?.headName ?? '';
        const made = await passwordResets.linkForTeacher(tx, teacher.email, '', { name: headName, gender: await actorGender(tx, userId, headName) });
        if (!made) throw errors.notFound(MSG.resetLinkNotInSchool);
        await insertResetLinkRecord(tx, { schoolId: access.schoolId, madeBy: userId, madeByName: headName, teacherId: memberId, teacherName: teacher.name });
        return { link: made.link, expiresAt: made.expiresAt.toISOString() };
      });
    },

    /** The school log's 'Linki do zmiany hasła': the head's alone. */
    async resetLinkRecords(userId: Id): Promise<SchoolResetLinkRecord[]> {
      const access = await loadSchoolAccess(db, userId);
      assertHead(access);
      return listResetLinkRecords(db, access.schoolId, LIMITS.accessLogPageSize);
    },

    async revokeInvitation(userId: Id, invitationId: Id): Promise<void> {
      await db.transaction(async (tx) => {
        const access = await loadSchoolAccess(tx, userId);
        assertHead(access);
        if (!(await revokeInvitation(tx, access.schoolId, invitationId))) throw errors.notFound(MSG.invitationNotFound);
      });
    },

    /** 'Dołącz do szkoły' with an invitation's secret: once, before it expires, for a user in no school. */
    /** The invitation's page before joining, signed in or not (issue 48): the school and its head by name. */
    async previewInvitation(secret: string): Promise<SchoolInvitationPreview> {
      const found = LINK_SECRET_PATTERN.test(secret) ? await previewInvitation(db, secrets.hashOf(secret)) : null;
      if (!found) throw errors.notFound(MSG.invitationExpired);
      return found;
    },

    async join(userId: Id, input: SchoolJoin): Promise<MySchool> {
      if (!LINK_SECRET_PATTERN.test(input.secret)) throw errors.notFound(MSG.invitationExpired);
      await refuseIfInSchool(userId);
      await db
        .transaction(async (tx) => {
          const found = await takeInvitation(tx, secrets.hashOf(input.secret));
          if (!found) throw errors.notFound(MSG.invitationExpired);
          await insertMember(tx, found.schoolId, userId, 'teacher');
          await markAccepted(tx, found.id, userId);
        })
        .catch((error: unknown) => (uniqueViolated(error) === 'school_members_user_key' ? refuseIfInSchool(userId, error) : Promise.reject(error)));
      return mine(userId);
    },

    /** The head removes a teacher; the head cannot be removed. */
    async removeMember(userId: Id, memberId: Id): Promise<void> {
      await db.transaction(async (tx) => {
        const access = await loadSchoolAccess(tx, userId);
        assertHead(access);
        if (memberId === userId) throw errors.validation(MSG.headNotRemovable);
        if (!(await deleteMember(tx, access.schoolId, memberId))) throw errors.notFound(MSG.schoolMemberNotFound);
      });
    },

    /** 'Sekretariat' (issue 51): the head lets a teacher keep the school's register of pupils, or takes it back. */
    async setRegisterClerk(userId: Id, memberId: Id, registerClerk: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        const access = await loadSchoolAccess(tx, userId);
        assertHead(access);
        if (memberId === userId) throw errors.validation(MSG.registerClerkOnlyTeacher);
        if (!(await setRegisterClerk(tx, access.schoolId, memberId, registerClerk))) throw errors.notFound(MSG.schoolMemberNotFound);
      });
    },

    /** A teacher leaves the school; their trips stay the school's. The head cannot leave. */
    async leave(userId: Id): Promise<void> {
      await db.transaction(async (tx) => {
        const access = await loadSchoolAccess(tx, userId, { lock: true });
        assertInSchool(access);
        if (access.role === 'head') throw errors.validation(MSG.headCannotLeave);
        await deleteMember(tx, access.schoolId, userId);
      });
    },
  };
}

export type SchoolsService = ReturnType<typeof createSchoolsService>;
