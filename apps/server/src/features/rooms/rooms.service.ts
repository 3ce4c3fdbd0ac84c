import { MSG, type Room, type roomSchema, type roomUpdateSchema } from '@wycieczki/shared';
import type { z } from 'zod';
import { assertCan, loadTripAccess } from '../../access/trip-access';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, errors } from '../../lib/errors';
import { publishTripChange } from '../../realtime/publish';
import { planAssignment } from '../../rules/room-assignment';
import { lockRoom } from '../../rules/room-lock';
import { assignRoom, countTripStudents, deleteRoom, findRoom, insertRoom, listRooms, occupantIds, updateRoom } from './rooms.repo';
import { asId, type Id } from '../../lib/uuid';

type RoomCreate = z.output<typeof roomSchema>;
type RoomUpdate = z.output<typeof roomUpdateSchema>;

/** Room numbers are unique within a trip; the database's unique index decides between racing requests. */
async function withUniqueNumber<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', MSG.roomNumberTaken);
    throw error;
  }
}

export function createRoomsService({ db }: { db: Db }) {
  async function present(tripId: Id, roomId: Id): Promise<Room> {
    const room = await findRoom(db, tripId, roomId);
    if (!room) throw errors.notFound(MSG.roomNotFound);
    return room;
  }

  async function inTrip(userId: Id, tripId: Id, tx: Db | Tx = db) {
    const access = await loadTripAccess(tx, userId, tripId);
    assertCan(access, 'editContent');
    return access;
  }

  return {
    async list(userId: Id, tripId: Id): Promise<Room[]> {
      await loadTripAccess(db, userId, tripId);
      return listRooms(db, tripId);
    },

    async create(userId: Id, tripId: Id, input: RoomCreate): Promise<Room> {
      await inTrip(userId, tripId);
      const id = await withUniqueNumber(() =>
        db.transaction(async (tx) => {
          const roomId = await insertRoom(tx, tripId, input);
          await publishTripChange(tx, { tripId, topic: 'rooms', action: 'created', actorId: userId, summary: `dodano pokój ${input.number}` });
          return roomId;
        }),
      );
      return present(tripId, asId(id));
    },

    /** Renaming shows the new number everywhere (students hold the room by id); capacity cannot drop below the occupants. */
    async update(userId: Id, tripId: Id, roomId: Id, input: RoomUpdate): Promise<Room> {
      await inTrip(userId, tripId);
      await withUniqueNumber(() =>
        db.transaction(async (tx) => {
          const room = await lockRoom(tx, tripId, roomId);
          if (input.capacity !== undefined && (await occupantIds(tx, roomId)).length > input.capacity) {
            throw new AppError('conflict', MSG.roomOverCapacity);
          }
          await updateRoom(tx, roomId, input);
          await publishTripChange(tx, {
            tripId,
            topic: 'rooms',
            action: 'updated',
            actorId: userId,
            summary: `zaktualizowano pokój ${input.number ?? room.number}`,
          });
        }),
      );
      return present(tripId, roomId);
    },

    async remove(userId: Id, tripId: Id, roomId: Id): Promise<void> {
      await inTrip(userId, tripId);
      await db.transaction(async (tx) => {
        const room = await lockRoom(tx, tripId, roomId);
        await deleteRoom(tx, roomId);
        await publishTripChange(tx, { tripId, topic: 'rooms', action: 'deleted', entityId: roomId, actorId: userId, summary: `usunięto pokój ${room.number}` });
      });
    },

    /**
     * docs/product.md §4 in ONE transaction: the chosen students move here (leaving their old rooms),
     * the room's unchosen students lose it. The room row is locked, so racing assignments are serialised
     * and the capacity holds even when the client's check is bypassed (409).
     */
    async assign(userId: Id, tripId: Id, roomId: Id, studentIds: string[]): Promise<Room> {
      await inTrip(userId, tripId);
      await db.transaction(async (tx) => {
        const room = await lockRoom(tx, tripId, roomId);
        const chosen = [...new Set(studentIds)];
        if ((await countTripStudents(tx, tripId, chosen)) !== chosen.length) throw errors.validation(MSG.studentNotInTrip);
        const plan = planAssignment(await occupantIds(tx, roomId), chosen, room.capacity);
        if (plan === 'over_capacity') throw new AppError('conflict', MSG.roomOverCapacity);
        await assignRoom(tx, roomId, plan);
        await publishTripChange(tx, {
          tripId,
          topic: 'rooms',
          action: 'updated',
          actorId: userId,
          summary: `przypisano uczniów do pokoju ${room.number}`,
        });
      });
      return present(tripId, roomId);
    },
  };
}

export type RoomsService = ReturnType<typeof createRoomsService>;
