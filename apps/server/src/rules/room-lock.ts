import { and, eq, ne, sql } from 'drizzle-orm';
import { MSG } from '@wycieczki/shared';
import type { Tx } from '../db/client';
import { rooms, students } from '../db/schema';
import { AppError, errors } from '../lib/errors';
import { hasFreePlace } from './room-assignment';

export type LockedRoom = { id: string; number: string; capacity: number };

/**
 * Locks a room of the trip for the rest of the transaction (SELECT … FOR UPDATE), so two requests
 * filling its last place are serialised and the second sees the first's student.
 */
export async function lockRoom(tx: Tx, tripId: string, roomId: string): Promise<LockedRoom> {
  const [room] = await tx
    .select({ id: rooms.id, number: rooms.number, capacity: rooms.capacity })
    .from(rooms)
    .where(and(eq(rooms.id, roomId), eq(rooms.tripId, tripId)))
    .for('update');
  if (!room) throw errors.notFound(MSG.roomNotFound);
  return room;
}

/** Locks the room and refuses (409) when it has no free place for `studentId`. */
export async function lockRoomWithPlaceFor(tx: Tx, tripId: string, roomId: string, studentId: string | null): Promise<LockedRoom> {
  const room = await lockRoom(tx, tripId, roomId);
  const others = studentId ? ne(students.id, studentId) : undefined;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(students)
    .where(and(eq(students.roomId, roomId), others));
  if (!hasFreePlace(row?.n ?? 0, room.capacity)) throw new AppError('conflict', MSG.roomOverCapacity);
  return room;
}
