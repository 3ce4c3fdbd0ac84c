import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { comparePolish } from '@wycieczki/shared';
import type { RoomingSetupPupil, RoomingSetupRoom } from '@wycieczki/shared';
import type { Db, Tx } from '../../db/client';
import { roomApart, rooms, roomWishes, students, trips } from '../../db/schema';

type Queryable = Db | Tx;

/** The trip's pupils as the rooming sees them: no allergy or medicine, only whether there is one. */
export async function listPupils(db: Queryable, tripId: string): Promise<Omit<RoomingSetupPupil, 'wishes' | 'wishesByParent'>[]> {
  return db
    .select({
      id: students.id,
      name: students.name,
      className: students.className,
      sex: students.sex,
      roomId: students.roomId,
      pinned: students.roomPinned,
      care: sql<boolean>`coalesce(nullif(trim(${students.allergies}), ''), nullif(trim(${students.medicines}), '')) is not null`,
    })
    .from(students)
    .where(eq(students.tripId, tripId))
    .orderBy(asc(students.name));
}

export function listRooms(db: Queryable, tripId: string): Promise<RoomingSetupRoom[]> {
  return db
    .select({ id: rooms.id, number: rooms.number, capacity: rooms.capacity, floor: rooms.floor, mixed: rooms.mixed, forGuardians: rooms.forGuardians })
    .from(rooms)
    .where(eq(rooms.tripId, tripId))
    .orderBy(asc(rooms.number));
}

export function listWishes(db: Queryable, tripId: string) {
  return db
    .select({ studentId: roomWishes.studentId, wishedId: roomWishes.wishedId, byParent: roomWishes.byParent })
    .from(roomWishes)
    .where(eq(roomWishes.tripId, tripId))
    .orderBy(asc(roomWishes.studentId), asc(roomWishes.position));
}

export function listApart(db: Queryable, tripId: string) {
  return db.select({ a: roomApart.studentA, b: roomApart.studentB }).from(roomApart).where(eq(roomApart.tripId, tripId));
}

export async function wishesUntil(db: Queryable, tripId: string): Promise<string | null> {
  const [row] = await db.select({ until: trips.wishesUntil }).from(trips).where(eq(trips.id, tripId));
  return row?.until ?? null;
}

/** The teacher's setup replaces the whole of it: pupils' sex and pins, rooms' marks, wishes (the teacher's now), pairs. */
export async function saveSetup(
  tx: Tx,
  tripId: string,
  setup: {
    pupils: readonly { id: string; sex: 'F' | 'M' | null; wishes: readonly string[]; pinned: boolean }[];
    rooms: readonly { id: string; floor: number | null; mixed: boolean; forGuardians: boolean }[];
    apart: readonly (readonly [string, string])[];
    wishesUntil: string | null;
  },
  parentWishes: ReadonlySet<string>,
): Promise<void> {
  if (setup.pupils.length > 0) {
    await tx.execute(sql`
      update ${students} s set sex = v.sex, room_pinned = v.pinned
      from jsonb_to_recordset(${JSON.stringify(setup.pupils.map(({ id, sex, pinned }) => ({ id, sex, pinned })))}::jsonb) as v(id uuid, sex text, pinned boolean)
      where s.id = v.id and s.trip_id = ${tripId}`);
  }
  if (setup.rooms.length > 0) {
    await tx.execute(sql`
      update ${rooms} r set floor = v.floor, mixed = v.mixed, for_guardians = v.for_guardians
      from jsonb_to_recordset(${JSON.stringify(setup.rooms.map(({ id, floor, mixed, forGuardians }) => ({ id, floor, mixed, for_guardians: forGuardians })))}::jsonb)
        as v(id uuid, floor integer, mixed boolean, for_guardians boolean)
      where r.id = v.id and r.trip_id = ${tripId}`);
  }
  const wishes = setup.pupils.flatMap((pupil) =>
    pupil.wishes.map((wishedId, i) => ({ tripId, studentId: pupil.id, wishedId, position: i + 1, byParent: parentWishes.has(`${pupil.id}:${wishedId}`) })),
  );
  // Only the pupils the teacher sent: a parent's wishes for a pupil she did not send stay.
  const sent = setup.pupils.map((pupil) => pupil.id);
  if (sent.length > 0) await tx.delete(roomWishes).where(and(eq(roomWishes.tripId, tripId), inArray(roomWishes.studentId, sent)));
  if (wishes.length > 0) await tx.insert(roomWishes).values(wishes);
  await tx.delete(roomApart).where(eq(roomApart.tripId, tripId));
  const pairs = [...new Map(setup.apart.map(([a, b]): [string, [string, string]] => [a < b ? `${a}|${b}` : `${b}|${a}`, a < b ? [a, b] : [b, a]])).values()];
  if (pairs.length > 0) await tx.insert(roomApart).values(pairs.map(([studentA, studentB]) => ({ tripId, studentA, studentB })));
  await tx.update(trips).set({ wishesUntil: setup.wishesUntil }).where(eq(trips.id, tripId));
}

/** 'Zatwierdź przydział': every pupil's room at once. The pupils whose room changed. */
export async function applyAssignment(tx: Tx, tripId: string, assignment: Readonly<Record<string, string | null>>): Promise<number> {
  const rows = Object.entries(assignment).map(([id, roomId]) => ({ id, room_id: roomId }));
  if (rows.length === 0) return 0;
  const changed = await tx.execute(sql`
    update ${students} s set room_id = v.room_id
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, room_id uuid)
    where s.id = v.id and s.trip_id = ${tripId} and s.room_id is distinct from v.room_id
    returning s.id`);
  return (changed as unknown as { rows: unknown[] }).rows.length;
}

/** The trip's rooms locked for the write: a room added or resized meanwhile waits. */
export async function lockRooms(tx: Tx, tripId: string): Promise<void> {
  await tx.select({ id: rooms.id }).from(rooms).where(eq(rooms.tripId, tripId)).for('update');
}


/** 'Z kim w pokoju?': the child's classmates on the trip as 'Ola K.', and the child's wishes, in order. */
export async function parentRooming(db: Queryable, tripId: string, studentId: string): Promise<{ classmates: { id: string; name: string }[]; wishes: string[] }> {
  const [others, wishes] = await Promise.all([
    db.select({ id: students.id, name: students.name }).from(students).where(and(eq(students.tripId, tripId), sql`${students.id} <> ${studentId}`)),
    db.select({ wishedId: roomWishes.wishedId }).from(roomWishes).where(eq(roomWishes.studentId, studentId)).orderBy(asc(roomWishes.position)),
  ]);
  // In the Polish order of the short names; two alike ('Ola K.' twice) get more of the surname.
  const named = others.map(({ id, name }) => ({ id, name: shortName(name), full: name }));
  const counts = new Map<string, number>();
  for (const { name } of named) counts.set(name, (counts.get(name) ?? 0) + 1);
  const classmates = named
    .map(({ id, name, full }) => ({ id, name: (counts.get(name) ?? 0) > 1 ? longerName(full) : name }))
    .sort((a, b) => comparePolish(a.name, b.name));
  return { classmates, wishes: wishes.map((w) => w.wishedId) };
}

/** A classmate as a parent sees them: the first names and the surname's initial ('Anna Maria K.'). */
function shortName(name: string): string {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return words[0] ?? '';
  return `${words.slice(0, -1).join(' ')} ${words.at(-1)!.charAt(0)}.`;
}

/** 'Ola Kowa.': the first names and the surname's first four letters, for two pupils alike. */
function longerName(name: string): string {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return words[0] ?? '';
  const surname = words.at(-1)!;
  return `${words.slice(0, -1).join(' ')} ${surname.length > 4 ? `${surname.slice(0, 4)}.` : surname}`;
}

/** The parent's wishes replace the child's (the teacher's too: the parent knows the friends). */
export async function saveParentWishes(tx: Tx, tripId: string, studentId: string, wishes: readonly string[]): Promise<void> {
  await tx.delete(roomWishes).where(eq(roomWishes.studentId, studentId));
  if (wishes.length > 0) await tx.insert(roomWishes).values(wishes.map((wishedId, i) => ({ tripId, studentId, wishedId, position: i + 1, byParent: true })));
}

/** The trip's sensitive data already erased: nothing of the kind is written again. */
export async function sensitiveErased(db: Queryable, tripId: string): Promise<boolean> {
  const [row] = await db.select({ erased: trips.sensitiveErasedAt }).from(trips).where(eq(trips.id, tripId));
  return Boolean(row?.erased);
}
