import { LIMITS, MSG, type ProgramItem, type programItemSchema } from '@wycieczki/shared';
import type { z } from 'zod';
import { loadTripAccess } from '../../access/trip-access';
import type { Db, Tx } from '../../db/client';
import { errors } from '../../lib/errors';
import type { Id } from '../../lib/uuid';
import { type TripWriter, LOCK_TRIP } from '../../write/trip-write';
import {
  countProgramItems,
  deleteProgramItem,
  findProgramItem,
  findTripTerm,
  insertProgramItem,
  updateProgramItem,
  type ProgramValues,
} from './program.repo';
import { listProgram } from '../../paperwork/program-rows';

type ProgramInput = z.output<typeof programItemSchema>;

function stored(input: ProgramInput): ProgramValues {
  return { ...input, distanceKm: input.distanceKm ?? null };
}

/** A leg's day must fall within the trip's dates (the karta's 'Termin'). */
async function assertWithinTrip(tx: Tx, tripId: Id, day: string): Promise<void> {
  const dates = await findTripTerm(tx, tripId);
  if (!dates) throw errors.notFound(MSG.tripNotFound);
  if (day < dates.startDate || day > dates.endDate) throw errors.validation(MSG.programDayOutsideTrip);
}

/** The program as stored, inside a caller's transaction too (the karta's approval reads it after each write). */

async function findOr404(db: Db | Tx, tripId: Id, itemId: Id): Promise<ProgramItem> {
  const item = await findProgramItem(db, tripId, itemId);
  if (!item) throw errors.notFound(MSG.programItemNotFound);
  return item;
}

/**
 * The trip's program, one row per leg (the karta wycieczki's 'HARMONOGRAM WYCIECZKI'). Every member
 * reads it; the creator and the leader write it, as they edit the trip itself.
 */
export function createProgramService({ db, writer }: { db: Db; writer: TripWriter }) {
  const trips = writer;

  return {
    /** For a caller that checked its permission another way (the parent page's link): no account to ask. */
    ofTrip: (tripId: string): Promise<ProgramItem[]> => listProgram(db, tripId),

    async list(userId: Id, tripId: Id): Promise<ProgramItem[]> {
      await loadTripAccess(db, userId, tripId);
      return listProgram(db, tripId);
    },

    async create(userId: Id, tripId: Id, input: ProgramInput): Promise<ProgramItem> {
      const id = await trips.write(userId, tripId, 'editTrip', async ({ tx, announce }) => {
        await assertWithinTrip(tx, tripId, input.day);
        // Counted under the trip's row lock: two additions at once cannot both pass the cap.
        if ((await countProgramItems(tx, tripId)) >= LIMITS.programItemsMax) throw errors.validation(MSG.programItemsLimit);
        const itemId = await insertProgramItem(tx, tripId, stored(input));
        announce({ topic: 'trip_program', action: 'created', line: { key: 'programAdded', destination: input.destination } });
        return itemId;
      }, LOCK_TRIP);
      return findOr404(db, tripId, id as Id);
    },

    async update(userId: Id, tripId: Id, itemId: Id, input: ProgramInput): Promise<ProgramItem> {
      await trips.write(userId, tripId, 'editTrip', async ({ tx, announce }) => {
        await findOr404(tx, tripId, itemId);
        await assertWithinTrip(tx, tripId, input.day);
        await updateProgramItem(tx, itemId, stored(input));
        announce({ topic: 'trip_program', action: 'updated', line: { key: 'programChanged', destination: input.destination } });
      });
      return findOr404(db, tripId, itemId);
    },

    async remove(userId: Id, tripId: Id, itemId: Id): Promise<void> {
      await trips.write(userId, tripId, 'editTrip', async ({ tx, announce }) => {
        const item = await findOr404(tx, tripId, itemId);
        await deleteProgramItem(tx, itemId);
        announce({ topic: 'trip_program', action: 'deleted', entityId: itemId, line: { key: 'programRemoved', destination: item.destination } });
      });
    },
  };
}

export type ProgramService = ReturnType<typeof createProgramService>;
