import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { compareBySurname, comparePolish, type Room } from '@wycieczki/shared';
import type { Db, Tx } from '../../db/client';
import { rooms, students } from '../../db/schema';

type Queryable = Db | Tx;

/** The trip's rooms with the names of their students (rooms hold students by id; the card shows names). */
export async function listRooms(db: Queryable, tripId: string): Promise<Room[]> {
  const [roomRows, occupants] = await Promise.all([
    db.select({ id: rooms.id, tripId: rooms.tripId, number: rooms.number, capacity: rooms.capacity }).from(rooms).where(eq(rooms.tripId, tripId)),
    db
      .select({ id: students.id, name: students.name, roomId: students.roomId })
      .from(students)
      .where(and(eq(students.tripId, tripId), isNotNull(students.roomId))),
  ]);
  const byRoom = new Map<string, { id: string; name: string }[]>();
  for (const s of occupants) {
    const list = byRoom.get(s.roomId ?? '') ?? [];
    list.push({ id: s.id, name: s.name });
    byRoom.set(s.roomId ?? '', list);
  }
  return roomRows
    .map((room) => ({ ...room, students: (byRoom.get(room.id) ?? []).sort((a, b) => compareBySurname(a.name, b.name)) }))
    .sort((a, b) => comparePolish(a.number, b.number));
}

export async function findRoom(db: Queryable, tripId: string, roomId: string): Promise<Room | null> {
  const all = await listRooms(db, tripId);
  return all.find((room) => room.id === roomId) ?? null;
}

export async function insertRoom(tx: Tx, tripId: string, room: { number: string; capacity: number }): Promise<string> {
  const [row] = await tx.insert(rooms).values({ tripId, ...room }).returning({ id: rooms.id });
  if (!row) throw new Error('insert into rooms returned no row');
  return row.id;
}

export async function updateRoom(tx: Tx, roomId: string, fields: Partial<{ number: string; capacity: number }>): Promise<void> {
  if (Object.keys(fields).length > 0) await tx.update(rooms).set(fields).where(eq(rooms.id, roomId));
}

export async function deleteRoom(tx: Tx, roomId: string): Promise<void> {
  // students.room_id is ON DELETE SET NULL: its students simply have no room afterwards.
  await tx.delete(rooms).where(eq(rooms.id, roomId));
}

export async function occupantIds(tx: Tx, roomId: string): Promise<string[]> {
  const rows = await tx.select({ id: students.id }).from(students).where(eq(students.roomId, roomId));
  return rows.map((r) => r.id);
}

export async function countTripStudents(tx: Tx, tripId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(students)
    .where(and(eq(students.tripId, tripId), inArray(students.id, ids)));
  return row?.n ?? 0;
}

/**
 * Moves `moveIn` into the room and `moveOut` out of it, in ONE statement: the trigger that counts the
 * change in the trip's list version (migration 0001) runs at the end of a statement and locks the
 * counter, so a second statement touching students after it could deadlock with a concurrent edit.
 */
/** The students' names, for the feed's line of an assignment. */
export async function studentNames(tx: Tx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx.select({ name: students.name }).from(students).where(inArray(students.id, ids)).orderBy(students.name);
  return rows.map((r) => r.name);
}

export async function assignRoom(tx: Tx, roomId: string, { moveIn, moveOut }: { moveIn: string[]; moveOut: string[] }): Promise<void> {
  if (moveIn.length + moveOut.length === 0) return;
  await tx
    .update(students)
    .set({ roomId: sql`case when ${inArray(students.id, moveIn)} then ${roomId}::uuid else null end` })
    .where(inArray(students.id, [...moveIn, ...moveOut]));
}
