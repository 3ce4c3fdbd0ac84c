import { MSG, roomingBreaches, roomingBreachMessage, roomingRefusal, type ParentRooming, type ParentWishesInput, type RoomingApplyInput, type RoomingApplyResult, type RoomingSetup, type RoomingSetupInput } from '@wycieczki/shared';
import { assertCan, loadTripAccess } from '../../access/trip-access';
import type { Db, Tx } from '../../db/client';
import { errors } from '../../lib/errors';
import type { Id } from '../../lib/uuid';
import type { TripWriteContext, TripWriter } from '../../write/trip-write';
import { warsawDate } from '../../lib/warsaw-date';
import { applyAssignment, sensitiveErased, listApart, listPupils, listRooms, listWishes, lockRooms, parentRooming, saveParentWishes, saveSetup, wishesUntil } from './rooming.repo';

async function readSetup(db: Db | Tx, tripId: string): Promise<RoomingSetup> {
  const [pupils, rooms, wishes, apart, until] = await Promise.all([listPupils(db, tripId), listRooms(db, tripId), listWishes(db, tripId), listApart(db, tripId), wishesUntil(db, tripId)]);
  const wishesOf = new Map<string, { ids: string[]; byParent: boolean }>();
  for (const wish of wishes) {
    const entry = wishesOf.get(wish.studentId) ?? { ids: [], byParent: false };
    entry.ids.push(wish.wishedId);
    entry.byParent ||= wish.byParent;
    wishesOf.set(wish.studentId, entry);
  }
  return {
    pupils: pupils.map((pupil) => ({ ...pupil, wishes: wishesOf.get(pupil.id)?.ids ?? [], wishesByParent: wishesOf.get(pupil.id)?.byParent ?? false })),
    rooms,
    apart: apart.map(({ a, b }) => [a, b]),
    wishesUntil: until,
  };
}

/** What the hard rules read of the setup (shared rooming/check.ts): no wish or care matters to them. */
function checkedInput(setup: RoomingSetup) {
  return {
    pupils: setup.pupils.map((p) => ({ id: p.id, name: p.name, sex: p.sex, wishes: [], pinnedRoomId: p.pinned ? p.roomId : null, care: false })),
    rooms: setup.rooms,
    apart: setup.apart,
  };
}

/**
 * 'Ułóż pokoje' (issue 52, decision 036): the setup the solver needs, kept with the trip, and the
 * proposal's assignment saved in one write. The solver runs in the browser; the server keeps the
 * rules: every assignment it saves holds the hard rules (shared rooming/check.ts), whoever built it.
 * The creator and the leader only: 'Nie razem' is theirs, never a guardian's, a parent's or a document's.
 */
export function createRoomingService({ db, writer }: { db: Db; writer: TripWriter }) {
  type Arranging = { tx: Tx; announce: TripWriteContext['announce']; current: RoomingSetup; pupilIds: Set<string>; roomIds: Set<string> };

  /** A write of the creator or the leader: the trip held (by the writer), then its rooms, as read now. */
  function arranging<T>(userId: Id, tripId: Id, work: (context: Arranging) => Promise<T>): Promise<T> {
    return writer.write(
      userId,
      tripId,
      'arrangeRooms',
      async ({ tx, announce }) => {
        await lockRooms(tx, tripId);
        const current = await readSetup(tx, tripId);
        return work({ tx, announce, current, pupilIds: new Set(current.pupils.map((p) => p.id)), roomIds: new Set(current.rooms.map((r) => r.id)) });
      },
      { lockTrip: true },
    );
  }

  return {
    async setup(userId: Id, tripId: Id): Promise<RoomingSetup> {
      assertCan(await loadTripAccess(db, userId, tripId), 'arrangeRooms');
      return readSetup(db, tripId);
    },

    async saveSetup(userId: Id, tripId: Id, input: RoomingSetupInput): Promise<RoomingSetup> {
      await arranging(userId, tripId, async ({ tx, announce, current, pupilIds, roomIds }) => {
        if (await sensitiveErased(tx, tripId)) throw errors.conflict(MSG.roomingErased);
        for (const pupil of input.pupils) {
          if (!pupilIds.has(pupil.id) || pupil.wishes.some((id) => !pupilIds.has(id))) throw errors.validation(MSG.roomingStudentUnknown);
          if (pupil.wishes.includes(pupil.id)) throw errors.validation(MSG.roomingWishSelf);
        }
        if (input.rooms.some((room) => !roomIds.has(room.id))) throw errors.validation(MSG.roomingRoomUnknown);
        if (new Set(input.pupils.map((p) => p.id)).size !== input.pupils.length || new Set(input.rooms.map((r) => r.id)).size !== input.rooms.length) {
          throw errors.validation(MSG.roomingPupilTwice);
        }
        for (const [a, b] of input.apart) {
          if (!pupilIds.has(a) || !pupilIds.has(b)) throw errors.validation(MSG.roomingStudentUnknown);
          if (a === b) throw errors.validation(MSG.roomingApartSelf);
        }
        // A wish a parent gave stays marked as the parent's while the teacher keeps it.
        const parentWishes = new Set(
          current.pupils.filter((p) => p.wishesByParent).flatMap((p) => p.wishes.map((wished) => `${p.id}:${wished}`)),
        );
        await saveSetup(
          tx,
          tripId,
          { pupils: input.pupils.map((p) => ({ ...p, sex: p.sex ?? null, wishes: [...new Set(p.wishes)] })), rooms: input.rooms, apart: input.apart, wishesUntil: input.wishesUntil ?? null },
          parentWishes,
        );
        announce({ topic: 'rooms', action: 'updated', line: { key: 'roomingSetupSaved' } });
      });
      return readSetup(db, tripId);
    },

    /**
     * 'Zatwierdź przydział': every pupil's room in one write, checked against the hard rules as the
     * database holds them now (a pupil pinned to a room stays; a room full, of the other sex, the
     * guardians', or a 'Nie razem' pair together is refused in Polish and nothing moves).
     */
    async apply(userId: Id, tripId: Id, input: RoomingApplyInput): Promise<RoomingApplyResult> {
      return arranging(userId, tripId, async ({ tx, announce, current, pupilIds, roomIds }) => {
          for (const [pupilId, roomId] of Object.entries(input.assignment)) {
            if (!pupilIds.has(pupilId)) throw errors.conflict(MSG.roomingChangedMeanwhile);
            if (roomId !== null && !roomIds.has(roomId)) throw errors.conflict(MSG.roomingChangedMeanwhile);
          }
          // A pupil the request does not name keeps the room it has.
          const assignment: Record<string, string | null> = Object.fromEntries(current.pupils.map((p) => [p.id, input.assignment[p.id] === undefined ? p.roomId : input.assignment[p.id]!]));
          const breaches = roomingBreaches(checkedInput(current), assignment);
          if (breaches.length > 0) throw errors.validation(roomingBreachMessage(breaches[0]!));
          const moved = await applyAssignment(tx, tripId, assignment);
          const placed = Object.values(assignment).filter((roomId) => roomId !== null).length;
          const unplaced = current.pupils.length - placed;
          announce({ topic: 'rooms', action: 'updated', line: { key: 'roomsArranged', moved, unplaced } });
          return { moved, placed, unplaced };
      });
    },
  };
}

export type RoomingService = ReturnType<typeof createRoomingService>;

/** 'Z kim w pokoju?' for the parent page (issue 52): open until the day the teacher set, inclusive; else null. */
export async function parentRoomingView(db: Db | Tx, tripId: string, studentId: string): Promise<ParentRooming | null> {
  const until = await wishesUntil(db, tripId);
  if (!until || warsawDate() > until) return null;
  return { until, ...(await parentRooming(db, tripId, studentId)) };
}

/** A parent's 'Zapisz życzenia', within the parent's write: up to three classmates of the trip, until the teacher's day. */
export async function saveWishesFromParent(tx: Tx, tripId: string, studentId: string, input: ParentWishesInput): Promise<void> {
  const until = await wishesUntil(tx, tripId);
  if (!until || warsawDate() > until) throw errors.validation(MSG.roomingWishesClosed);
  const wishes = [...new Set(input.wishes)];
  if (wishes.includes(studentId)) throw errors.validation(MSG.roomingWishSelf);
  const classmates = new Set((await parentRooming(tx, tripId, studentId)).classmates.map((c) => c.id));
  if (wishes.some((id) => !classmates.has(id))) throw errors.validation(MSG.roomingStudentUnknown);
  await saveParentWishes(tx, tripId, studentId, wishes);
}

/**
 * The hard rules on a room assignment made elsewhere (the rooms screen's 'Przypisz uczniów', issue 52):
 * the first rule the change newly breaks, as the person may read it, or null. A breach already there
 * before the change is not this change's. One who may not read the setup (`arrangeRooms`: a guardian)
 * is told one text for every rule the leader set, never which (issue 62, shared rooming/refusal.ts).
 */
export async function newRoomingBreach(tx: Tx, tripId: string, changes: Readonly<Record<string, string | null>>, readsSetup: boolean): Promise<string | null> {
  const current = await readSetup(tx, tripId);
  const before = Object.fromEntries(current.pupils.map((p) => [p.id, p.roomId]));
  return roomingRefusal(checkedInput(current), before, { ...before, ...changes }, readsSetup);
}
