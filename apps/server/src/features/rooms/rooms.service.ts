import { MSG, shortNames, type Room, type roomSchema, type roomUpdateSchema } from '@wycieczki/shared';
import type { z } from 'zod';
import { can, loadTripAccess } from '../../access/trip-access';
import { newRoomingBreach } from '../rooming/rooming.service';
import type { Db } from '../../db/client';
import { errors } from '../../lib/errors';
import { planAssignment } from '../../rules/room-assignment';
import { lockRoom } from '../../rules/room-lock';
import { type TripWriter } from '../../write/trip-write';
import { assignRoom, countTripStudents, deleteRoom, findRoom, insertRoom, listRooms, occupantIds, studentNames, updateRoom } from './rooms.repo';
import { asId, type Id } from '../../lib/uuid';

type RoomCreate = z.output<typeof roomSchema>;
type RoomUpdate = z.output<typeof roomUpdateSchema>;

export function createRoomsService({ db, writer }: { db: Db; writer: TripWriter }) {
  const trips = writer;

  async function present(tripId: Id, roomId: Id): Promise<Room> {
    const room = await findRoom(db, tripId, roomId);
    if (!room) throw errors.notFound(MSG.roomNotFound);
    return room;
  }

  return {
    async list(userId: Id, tripId: Id): Promise<Room[]> {
      await loadTripAccess(db, userId, tripId);
      return listRooms(db, tripId);
    },

    async create(userId: Id, tripId: Id, input: RoomCreate): Promise<Room> {
      // Room numbers are unique within a trip: the database's unique index decides between racing requests (trip-write.ts).
      const id = await trips.write(userId, tripId, 'editContent', async ({ tx, announce }) => {
        announce({ topic: 'rooms', action: 'created', line: { key: 'roomCreated', room: input.number } });
        return insertRoom(tx, tripId, input);
      });
      return present(tripId, asId(id));
    },

    /** Renaming shows the new number everywhere (students hold the room by id); capacity cannot drop below the occupants. */
    async update(userId: Id, tripId: Id, roomId: Id, input: RoomUpdate): Promise<Room> {
      await trips.write(userId, tripId, 'editContent', async ({ tx, announce }) => {
        const room = await lockRoom(tx, tripId, roomId);
        if (input.capacity !== undefined && (await occupantIds(tx, roomId)).length > input.capacity) throw errors.conflict(MSG.roomOverCapacity);
        await updateRoom(tx, roomId, input);
        announce({ topic: 'rooms', action: 'updated', line: { key: 'roomUpdated', room: input.number ?? room.number } });
      });
      return present(tripId, roomId);
    },

    async remove(userId: Id, tripId: Id, roomId: Id): Promise<void> {
      await trips.write(userId, tripId, 'editContent', async ({ tx, announce }) => {
        const room = await lockRoom(tx, tripId, roomId);
        await deleteRoom(tx, roomId);
        announce({ topic: 'rooms', action: 'deleted', entityId: roomId, line: { key: 'roomDeleted', room: room.number } });
      });
    },

    /**
     * docs/product.md §4 in ONE transaction: the chosen students move here (leaving their old rooms),
     * the room's unchosen students lose it. The room row is locked, so racing assignments are serialised
     * and the capacity holds even when the client's check is bypassed (409).
     */
    async assign(userId: Id, tripId: Id, roomId: Id, studentIds: string[]): Promise<Room> {
      await trips.write(userId, tripId, 'editContent', async ({ tx, access, announce }) => {
        const room = await lockRoom(tx, tripId, roomId);
        const chosen = [...new Set(studentIds)];
        if ((await countTripStudents(tx, tripId, chosen)) !== chosen.length) throw errors.validation(MSG.studentNotInTrip);
        const plan = planAssignment(await occupantIds(tx, roomId), chosen, room.capacity);
        if (plan === 'over_capacity') throw errors.conflict(MSG.roomOverCapacity);
        // 'Ułóż pokoje' (issue 52): the rooming's hard rules hold for a hand assignment too.
        const changes = Object.fromEntries([...plan.moveIn.map((id) => [id, roomId] as const), ...plan.moveOut.map((id) => [id, null] as const)]);
        const broken = await newRoomingBreach(tx, tripId, changes, can(access, 'arrangeRooms'));
        if (broken) throw errors.validation(broken);
        await assignRoom(tx, roomId, plan);
        announce({ topic: 'rooms', action: 'updated', line: { key: 'roomAssigned', room: room.number, movedIn: shortNames(await studentNames(tx, plan.moveIn)), movedOut: shortNames(await studentNames(tx, plan.moveOut)) } });
      });
      return present(tripId, roomId);
    },
  };
}

export type RoomsService = ReturnType<typeof createRoomsService>;
