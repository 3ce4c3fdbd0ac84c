import { studentsFromRegister } from '../school-register/register.service';
import { MSG, MASKED, studentLimit, studentLimitMessage, type TripSummary, type tripCreateSchema, type tripUpdateSchema } from '@wycieczki/shared';
import type { z } from 'zod';
import { assertCan, can, loadTripAccess } from '../../access/trip-access';
import type { Db } from '../../db/client';
import { AppError, errors } from '../../lib/errors';
import { warsawDate } from '../../lib/warsaw-date';
import { archiveBeforeDelete, retimeTripArchive } from '../../erasure/consent-archive';
import { type TripWriter, LOCK_TRIP } from '../../write/trip-write';
import {
  countTripPeople,
  deleteTrip,
  findCreatorSchool,
  findTripDates,
  findTripForUser,
  findUserIdsByEmails,
  insertRooms,
  insertStudents,
  insertTrip,
  insertTripGuardians,
  listTripsForUser,
  updateTrip,
  updateTripCost,
  guardiansSeePayments,
  type TripFields,
  type TripRow,
  copyTripPlan,
} from './trips.repo';
import type { Id } from '../../lib/uuid';
import { tellAddedGuardians } from '../../mail/trip-mail';

type TripCreate = z.output<typeof tripCreateSchema>;
type TripUpdate = z.output<typeof tripUpdateSchema>;

function toSummary(row: TripRow, userId: Id): TripSummary {
  const access = { tripId: row.id, userId, role: row.myRole, isCreator: row.createdBy === userId, isLeader: row.tripLeaderId === userId, closed: row.closed !== null };
  return {
    ...row,
    canEdit: can(access, 'editTrip'),
    canDelete: can(access, 'deleteTrip'),
    canManageGuardians: can(access, 'manageGuardians'),
    canClose: can(access, 'closeTrip'),
  };
}

function userNotFound(email: string): AppError {
  return new AppError('validation', `${MSG.userNotFound}: ${email}`);
}

/** `publicUrl`: where links in messages point (PUBLIC_URL); null when the server sends no e-mail. */
export function createTripsService({ db, writer, publicUrl = null }: { db: Db; writer: TripWriter; publicUrl?: string | null }) {
  const trips = writer;
  async function summary(userId: Id, tripId: Id): Promise<TripSummary> {
    const row = await findTripForUser(db, userId, tripId);
    if (!row) throw errors.notFound(MSG.tripNotFound);
    return toSummary(row, userId);
  }

  return {
    async list(userId: Id): Promise<TripSummary[]> {
      const rows = await listTripsForUser(db, userId);
      return rows.map((row) => toSummary(row, userId));
    },

    get: summary,

    /**
     * The wizard in ONE transaction: trip, creator, leader and guardians, rooms, students. Any
     * failure (an unknown email, a broken row) rolls everything back: no half-created trip is left.
     */
    async create(userId: Id, input: TripCreate): Promise<TripSummary> {
      const tripId = await trips.create(userId, async ({ tx, announce }) => {
        const emails = [input.tripLeaderEmail, ...input.guardianEmails];
        const found = await findUserIdsByEmails(tx, emails);
        const missing = emails.find((email) => !found.has(email));
        if (missing) throw userNotFound(missing);
        const leaderId = found.get(input.tripLeaderEmail) ?? '';
        // A trip made by a school's teacher is the school's, and starts with the school's erasure period (issue 27).
        const school = await findCreatorSchool(tx, userId);

        const id = await insertTrip(tx, {
          name: input.name,
          destination: input.destination,
          startDate: input.startDate,
          endDate: input.endDate,
          createdBy: userId,
          tripLeaderId: leaderId,
          studentsPerGuardian: input.studentsPerGuardian,
          schoolId: school?.schoolId ?? null,
          ...(school ? { eraseAfterDays: school.eraseAfterDays } : {}),
        });
        const guardianIds = new Set([leaderId, ...input.guardianEmails.map((e) => found.get(e) ?? '')]);
        guardianIds.delete(userId);
        await insertTripGuardians(tx, [
          { tripId: id, guardianId: userId, role: 'creator' },
          ...[...guardianIds].map((guardianId) => ({ tripId: id, guardianId, role: 'guardian' as const })),
        ]);
        // Issue 30: each guardian the wizard adds (the leader too, when not the creator) is told by e-mail.
        await tellAddedGuardians(tx, publicUrl, id, userId, [...new Set(emails)].filter((email) => found.get(email) !== userId));
        // 'Utwórz podobną' (issue 31): the creator or the leader of the trip it is made from.
        if (input.copyFrom) {
          assertCan(await loadTripAccess(tx, userId, input.copyFrom as Id), 'copyTrip');
          await copyTripPlan(tx, input.copyFrom, { id, startDate: input.startDate, endDate: input.endDate });
        }
        await insertRooms(tx, input.rooms.map((room) => ({ tripId: id, ...room })));
        // 'Z listy szkoły' (issue 51): a pupil of the school's register is filled from it and linked.
        const picked = await studentsFromRegister(tx, userId, input.students, input.name);
        await insertStudents(
          tx,
          picked.map((s) => ({
            tripId: id,
            name: s.name,
            pesel: s.pesel === MASKED ? null : s.pesel,
            parentPhone: s.parentPhone === MASKED ? null : s.parentPhone,
            allergies: s.allergies,
            diet: s.diet,
            medicines: s.medicines,
            className: s.className,
            disability: s.disability ?? false,
            registerPupilId: s.registerPupilId,
            sex: s.sex,
          })),
        );
        announce({ topic: 'trips', action: 'created', line: { key: 'tripCreated', name: input.name } });
        return id;
      });
      return summary(userId, tripId);
    },

    /**
     * Sends only the fields that are set; the date order is checked against what is stored. The
     * student ratio is the creator's alone, and the students already listed must fit the new limit.
     */
    async update(userId: Id, tripId: Id, input: TripUpdate): Promise<TripSummary> {
      await trips.write(userId, tripId, 'editTrip', async ({ tx, access, announce }) => {
        const stored = await findTripDates(tx, tripId);
        if (!stored) throw errors.notFound(MSG.tripNotFound);
        const startDate = input.startDate ?? stored.startDate;
        const endDate = input.endDate ?? stored.endDate;
        if (endDate <= startDate) throw errors.validation(MSG.endBeforeStart);
        if (input.studentsPerGuardian !== undefined) {
          if (!can(access, 'manageGuardians')) throw errors.forbidden(MSG.onlyCreatorSetsRatio);
          const people = await countTripPeople(tx, tripId);
          const limit = studentLimit(people.guardians, input.studentsPerGuardian);
          if (people.students > limit) throw errors.validation(studentLimitMessage(limit, input.studentsPerGuardian));
        }
        if (input.eraseAfterDays !== undefined && !can(access, 'manageGuardians')) throw errors.forbidden(MSG.onlyCreatorSetsErasure);
        // 'Archiwum zgód' (issue 31): the creator's, for a trip without a school; the school's head sets the school's.
        if (input.consentKeepYears !== undefined) {
          if (!can(access, 'manageGuardians')) throw errors.forbidden(MSG.onlyCreatorSetsConsentKeep);
          if (stored.schoolId) throw errors.validation(MSG.consentKeepSetBySchool);
        }
        const { cost, ...rest } = input;
        // Taking the cost away (null) is the leader's too; the switch goes with it.
        if (cost && !can(access, 'manageGuardians') && cost.guardiansSeePayments !== (await guardiansSeePayments(tx, tripId))) {
          throw errors.forbidden(MSG.onlyCreatorShowsPayments);
        }
        const fields = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)) as TripFields;
        await updateTrip(tx, tripId, fields);
        // Records already archived (an erased or deleted trip's) end with the new period.
        if (input.consentKeepYears !== undefined) await retimeTripArchive(tx, tripId, input.consentKeepYears);
        if (cost !== undefined) await updateTripCost(tx, tripId, cost);
        // The feed says what the cost became, never the account it is paid to.
        announce({ topic: 'trips', action: 'updated', line: { key: 'tripUpdated', ...(cost === undefined ? {} : { cost: cost && { perStudent: cost.perStudent, instalments: cost.instalments.length } }) } });
      }, LOCK_TRIP);
      return summary(userId, tripId);
    },

    /**
     * Deletes the trip and, by cascade, all its data; every member hears of it. A trip that has ended
     * and was not erased yet first has its consents archived (issue 31), in the same transaction.
     */
    async remove(userId: Id, tripId: Id, now = new Date()): Promise<void> {
      await trips.write(userId, tripId, 'deleteTrip', async ({ tx, announce }) => {
        await archiveBeforeDelete(tx, tripId, warsawDate(now));
        await deleteTrip(tx, tripId);
        announce({ topic: 'trips', action: 'deleted', line: { key: 'tripDeleted' } });
      }, LOCK_TRIP);
    },
  };
}

export type TripsService = ReturnType<typeof createTripsService>;
