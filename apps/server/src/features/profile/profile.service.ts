import { listAccountEvents } from '../../auth/account-history';
import { accountHasTripsMessage, accountHeadsSchoolMessage, MSG, type accountDeleteSchema, type Profile, type profileUpdateSchema } from '@wycieczki/shared';
import type { z } from 'zod';
import { verifyPassword } from '../../auth/passwords';
import { revokeSession } from '../../auth/revocation';
import { clearAttempt, registerAttempt } from '../../auth/throttle';
import type { Db } from '../../db/client';
import { errors } from '../../lib/errors';
import { publishTripChange } from '../../realtime/publish';
import { approvedTripsOfMember, recheckApprovals } from '../approvals/approval-watch';
import { deleteSchool, deleteUser, findAccount, lockCreatedTrips, lockHeadedSchool, readCreatedTrips, readGuardianTrips, readOwnArchive, sessionFamilies } from './account.repo';
import { findProfile, updateProfile } from './profile.repo';
import type { Id } from '../../lib/uuid';

/** Says what the export leaves out, in the file itself. */
const EXPORT_NOTE =
  'Eksport danych konta (RODO art. 20): profil i wycieczki, które utworzyłeś. Dane wrażliwe uczniów (PESEL, telefony rodziców, alergie, dieta, leki) nie są częścią eksportu: to dane dzieci, nie Twoje. Z archiwum zgód eksport podaje tylko wycieczki, liczbę uczniów i termin przechowywania: zgody są dowodem szkoły, przeczytasz je i wydrukujesz w „Archiwum zgód”.';

// A profile is only ever read or written for the signed-in user's own id: there is no route that takes another id.
export function createProfileService({ db }: { db: Db }) {
  return {
    async get(userId: Id): Promise<Profile> {
      const profile = await findProfile(db, userId);
      if (!profile) throw errors.notFound();
      return profile;
    },

    async update(userId: Id, input: z.output<typeof profileUpdateSchema>): Promise<Profile> {
      return db.transaction(async (tx) => {
        const profile = await updateProfile(tx, userId, {
          firstName: input.firstName,
          lastName: input.lastName,
          fullName: `${input.firstName} ${input.lastName}`,
          phone: input.phone,
          school: input.school,
          schoolAddress: input.schoolAddress,
          ...(input.grammaticalGender !== undefined ? { grammaticalGender: input.grammaticalGender } : {}),
        });
        if (!profile) throw errors.notFound();
        // Issue 27: a karta approved with the old name or phone goes back to the head, with the change.
        await recheckApprovals(tx, await approvedTripsOfMember(tx, userId), { id: userId });
        return profile;
      });
    },

    /** 'Pobierz moje dane': the profile, the trips the user created, and where they are a guardian. */
    /** 'Historia konta' (issue 30): reset links made for the account and changes of its password. */
    history: (userId: Id) => listAccountEvents(db, userId),

    async exportData(userId: Id, now = new Date()) {
      const [profile, account, created, guardianOf, history, archive] = await Promise.all([
        findProfile(db, userId),
        findAccount(db, userId),
        readCreatedTrips(db, userId),
        readGuardianTrips(db, userId),
        listAccountEvents(db, userId, Number.MAX_SAFE_INTEGER),
        readOwnArchive(db, userId),
      ]);
      if (!profile || !account) throw errors.notFound();
      return {
        exportedAt: now.toISOString(),
        note: EXPORT_NOTE,
        account: { email: account.email, createdAt: new Date(account.createdAt).toISOString(), history },
        profile: {
          firstName: profile.firstName,
          lastName: profile.lastName,
          fullName: profile.fullName,
          phone: profile.phone,
          school: profile.school,
          schoolAddress: profile.schoolAddress,
          grammaticalGender: profile.grammaticalGender,
        },
        createdTrips: created.map(({ trip, ...held }) => ({
          name: trip.name,
          destination: trip.destination,
          startDate: trip.startDate,
          endDate: trip.endDate,
          aim: trip.aim,
          route: trip.route,
          country: trip.country,
          transport: trip.transport,
          schoolName: trip.schoolName,
          schoolAddress: trip.schoolAddress,
          meetingPoint: trip.meetingPoint,
          returnPoint: trip.returnPoint,
          consentClauses: trip.consentClauses,
          studentsPerGuardian: trip.studentsPerGuardian,
          eraseAfterDays: trip.eraseAfterDays,
          sensitiveErasedAt: trip.sensitiveErasedAt ? new Date(trip.sensitiveErasedAt).toISOString() : null,
          createdAt: new Date(trip.createdAt).toISOString(),
          ...held,
        })),
        guardianOf: guardianOf.map(({ name, startDate, endDate }) => ({ name, startDate, endDate })),
        consentArchive: archive,
      };
    },

    /**
     * 'Usuń konto', with the password typed again. Refused while the user created a trip that still
     * has students: those children's data must go through the trip first. In one transaction: the
     * user's trips without students go, the other trips' members are told, every session is revoked
     * on every instance, and the account with its profile is deleted. The access log keeps the reads
     * the user made, by the name they had (migration 0008). A wrong password counts as a failed
     * sign-in from `address` (docs/decisions/010): a stolen access token cannot guess past the throttle.
     */
    async deleteAccount(userId: Id, input: z.output<typeof accountDeleteSchema>, address: string): Promise<void> {
      const account = await findAccount(db, userId);
      if (!account) throw errors.notFound();
      const attempt = await registerAttempt(db, account.email, address, MSG.tooManyPasswordTries);
      if (!(await verifyPassword(account.passwordHash, input.password))) throw errors.validation(MSG.passwordWrong);
      await clearAttempt(db, attempt);
      await db.transaction(async (tx) => {
        const created = await lockCreatedTrips(tx, userId);
        const withStudents = created.find((trip) => trip.students > 0);
        if (withStudents) throw errors.conflict(accountHasTripsMessage(withStudents.name));
        // A head teacher's school (issue 27) needs its head while teachers belong to it; a school of one goes with its head.
        const school = await lockHeadedSchool(tx, userId);
        if (school && school.others > 0) throw errors.conflict(accountHeadsSchoolMessage(school.name));
        if (school) await deleteSchool(tx, school.id);
        for (const trip of created) {
          await publishTripChange(tx, { tripId: trip.id, actorId: userId, topic: 'trips', action: 'deleted', line: { key: 'tripDeleted' } });
        }
        const guarded = await readGuardianTrips(tx, userId);
        const approved = await approvedTripsOfMember(tx, userId);
        for (const trip of guarded) {
          await publishTripChange(
            tx,
            { tripId: trip.id, actorId: userId, topic: 'trip_guardians', action: 'deleted', line: { key: 'guardianAccountDeleted' } },
            userId,
          );
        }
        for (const family of await sessionFamilies(tx, userId)) await revokeSession(tx, family);
        await deleteUser(tx, userId);
        // Issue 27: an approved karta that printed them as kierownik or guardian goes back to the head.
        await recheckApprovals(tx, approved, { name: 'usunięte konto' });
      });
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
