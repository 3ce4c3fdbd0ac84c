import { MSG, MASKED, type TripSummary, type tripCreateSchema, type tripUpdateSchema } from '@wycieczki/shared';
import type { z } from 'zod';
import { assertCan, can, loadTripAccess } from '../../access/trip-access';
import type { Db } from '../../db/client';
import { AppError, errors } from '../../lib/errors';
import { publishTripChange } from '../../realtime/publish';
import {
  deleteTrip,
  findTripDates,
  findTripForUser,
  findUserIdsByEmails,
  insertRooms,
  insertStudents,
  insertTrip,
  insertTripGuardians,
  listTripsForUser,
  updateTrip,
  type TripRow,
} from './trips.repo';
import { asId, type Id } from '../../lib/uuid';

type TripCreate = z.output<typeof tripCreateSchema>;
type TripUpdate = z.output<typeof tripUpdateSchema>;

function toSummary(row: TripRow, userId: Id): TripSummary {
  const access = { tripId: row.id, userId, role: row.myRole, isCreator: row.createdBy === userId, isLeader: row.tripLeaderId === userId };
  return {
    ...row,
    canEdit: can(access, 'editTrip'),
    canDelete: can(access, 'deleteTrip'),
    canManageGuardians: can(access, 'manageGuardians'),
  };
}

function userNotFound(email: string): AppError {
  return new AppError('validation', `${MSG.userNotFound}: ${email}`);
}

export function createTripsService({ db }: { db: Db }) {
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
      const tripId = await db.transaction(async (tx) => {
        const emails = [input.tripLeaderEmail, ...input.guardianEmails];
        const found = await findUserIdsByEmails(tx, emails);
        const missing = emails.find((email) => !found.has(email));
        if (missing) throw userNotFound(missing);
        const leaderId = found.get(input.tripLeaderEmail) ?? '';

        const id = await insertTrip(tx, {
          name: input.name,
          destination: input.destination,
          startDate: input.startDate,
          endDate: input.endDate,
          createdBy: userId,
          tripLeaderId: leaderId,
        });
        const guardianIds = new Set([leaderId, ...input.guardianEmails.map((e) => found.get(e) ?? '')]);
        guardianIds.delete(userId);
        await insertTripGuardians(tx, [
          { tripId: id, guardianId: userId, role: 'creator' },
          ...[...guardianIds].map((guardianId) => ({ tripId: id, guardianId, role: 'guardian' as const })),
        ]);
        await insertRooms(tx, input.rooms.map((room) => ({ tripId: id, ...room })));
        await insertStudents(
          tx,
          input.students.map((s) => ({
            tripId: id,
            name: s.name,
            pesel: s.pesel === MASKED ? null : s.pesel,
            parentPhone: s.parentPhone === MASKED ? null : s.parentPhone,
            allergies: s.allergies,
            diet: s.diet,
          })),
        );
        await publishTripChange(tx, {
          tripId: id,
          topic: 'trips',
          action: 'created',
          actorId: userId,
          summary: `utworzono wycieczkę „${input.name}”`,
        });
        return id;
      });
      return summary(userId, asId(tripId));
    },

    /** Sends only the fields that are set; the date order is checked against what is stored. */
    async update(userId: Id, tripId: Id, input: TripUpdate): Promise<TripSummary> {
      await db.transaction(async (tx) => {
        const access = await loadTripAccess(tx, userId, tripId, { forUpdate: true });
        assertCan(access, 'editTrip');
        const stored = await findTripDates(tx, tripId);
        if (!stored) throw errors.notFound(MSG.tripNotFound);
        const startDate = input.startDate ?? stored.startDate;
        const endDate = input.endDate ?? stored.endDate;
        if (endDate <= startDate) throw errors.validation(MSG.endBeforeStart);
        const fields = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
        await updateTrip(tx, tripId, fields);
        await publishTripChange(tx, { tripId, topic: 'trips', action: 'updated', actorId: userId, summary: 'zaktualizowano wycieczkę' });
      });
      return summary(userId, tripId);
    },

    /** Deletes the trip and, by cascade, all its data; every member hears of it. */
    async remove(userId: Id, tripId: Id): Promise<void> {
      await db.transaction(async (tx) => {
        const access = await loadTripAccess(tx, userId, tripId, { forUpdate: true });
        assertCan(access, 'deleteTrip');
        await deleteTrip(tx, tripId);
        await publishTripChange(tx, { tripId, topic: 'trips', action: 'deleted', actorId: userId, summary: 'usunięto wycieczkę' });
      });
    },
  };
}

export type TripsService = ReturnType<typeof createTripsService>;
