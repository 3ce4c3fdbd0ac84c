import { handoverTimeRefusal, MSG, type PickupPerson, type StudentHandover, type handoverCodeSchema, type handoverSchema } from '@wycieczki/shared';
import type { z } from 'zod';
import { assertCan, loadTripAccess } from '../../access/trip-access';
import { countWithinLimit } from '../../auth/throttle';
import type { Db, Tx } from '../../db/client';
import { uniqueViolated } from '../../lib/db-errors';
import { AppError, errors } from '../../lib/errors';
import type { Id } from '../../lib/uuid';
import { findTripStudentName } from '../../rules/trip-student';
import type { TripWriter } from '../../write/trip-write';
import { newHandoverCode, sameHandoverCode } from './handover-code';
import {
  closeHandover,
  confirmHandover,
  counterHits,
  findHandover,
  findOpenHandover,
  findPickupPerson,
  findTripStartDate,
  insertHandover,
  listHandovers,
  listPickupPersons,
  lockHandoverCode,
  peekHandover,
  readHandoverCode,
  renewHandoverCode,
} from './handovers.repo';

type HandoverInput = z.output<typeof handoverSchema>;
type CodeInput = z.output<typeof handoverCodeSchema>;

/**
 * Wrong codes typed for one child before each further try is refused for the window: a guesser gets
 * five of a million, the teacher who mistyped asks the parent to confirm on the page instead.
 */
export const HANDOVER_CODE_TRIES = { windowMs: 15 * 60_000, perStudent: 5 } as const;

const tooManyTries = () =>
  new AppError('too_many_attempts', MSG.handoverCodeTooManyTries, { 'Retry-After': String(Math.ceil(HANDOVER_CODE_TRIES.windowMs / 1000)) });

const codeKey = (studentId: string) => `handover-code:${studentId}`;

async function handoverOr404(tx: Tx, tripId: string, handoverId: string): Promise<StudentHandover> {
  const handover = await findHandover(tx, tripId, handoverId);
  if (!handover) throw errors.notFound(MSG.handoverNotFound);
  return handover;
}

/**
 * 'Odbiór przez rodzica' (issue 54): the leader (or the creator) records that a parent, or a person
 * the parent named on the parent page, took the child: who, when, where. From then on the roll calls
 * do not expect the child and the alarm cannot be raised for them (rules/student-collected.ts), until
 * 'Powrót do grupy'. The parent confirms on the parent page (parent-pickup.ts), or gives the teacher
 * the page's one-time code, typed in here. Every member sees the handovers; the people a parent named
 * (phones, ID documents) only those who record them.
 */
export function createHandoversService({ db, writer }: { db: Db; writer: TripWriter }) {
  async function one(tripId: Id, handoverId: string): Promise<StudentHandover> {
    const found = (await listHandovers(db, tripId)).find((h) => h.id === handoverId);
    if (!found) throw errors.notFound(MSG.handoverNotFound);
    return found;
  }

  return {
    async list(userId: Id, tripId: Id): Promise<StudentHandover[]> {
      await loadTripAccess(db, userId, tripId);
      return listHandovers(db, tripId);
    },

    /** Whom the child's parent named, for choosing the one who came. */
    async pickupPersons(userId: Id, tripId: Id, studentId: Id): Promise<PickupPerson[]> {
      assertCan(await loadTripAccess(db, userId, tripId), 'recordHandovers');
      if ((await findTripStudentName(db, tripId, studentId)) === null) throw errors.notFound(MSG.studentNotFound);
      return listPickupPersons(db, studentId);
    },

    async record(userId: Id, tripId: Id, studentId: Id, input: HandoverInput): Promise<StudentHandover> {
      const collectedAt = input.collectedAt ? new Date(input.collectedAt) : new Date();
      const id = await writer.write(userId, tripId, 'recordHandovers', async ({ tx, announce }) => {
        const student = await findTripStudentName(tx, tripId, studentId);
        if (student === null) throw errors.notFound(MSG.studentNotFound);
        // Told to a member only (the message names the trip's first day): between it and now (issue 62).
        const refusal = handoverTimeRefusal(collectedAt, await findTripStartDate(tx, tripId));
        if (refusal) throw errors.validation(refusal);
        let collectorName = input.collectorName ?? '';
        let personId: string | null = null;
        if (input.collectorKind === 'named') {
          // Only a person this child's parent named: never one typed by the teacher, nor another child's.
          const person = input.personId ? await findPickupPerson(tx, studentId, input.personId) : null;
          if (!person) throw errors.validation(MSG.handoverPersonNotNamed);
          collectorName = person.name;
          personId = person.id;
        }
        if (await findOpenHandover(tx, studentId)) throw errors.conflict(MSG.handoverAlreadyOpen);
        const made = await insertHandover(tx, {
          tripId,
          studentId,
          collectorKind: input.collectorKind,
          personId,
          collectorName,
          collectedAt: collectedAt.toISOString(),
          place: input.place,
          userId,
        }).catch((error: unknown) => {
          // Two leaders at once: the database keeps one open handover per child.
          throw uniqueViolated(error) === 'student_handovers_open_key' ? errors.conflict(MSG.handoverAlreadyOpen) : error;
        });
        announce({ topic: 'students', action: 'updated', line: { key: 'handoverRecorded', student, kind: input.collectorKind } });
        return made;
      });
      return one(tripId, id);
    },

    /**
     * 'Wpisz kod od rodzica': the six digits the parent page shows confirm the handover, once; the code
     * is then made anew. Wrong codes count against the child (HANDOVER_CODE_TRIES): past them every
     * try is refused for the window, the right one too, so guessing learns nothing.
     */
    async confirmByCode(userId: Id, tripId: Id, handoverId: Id, input: CodeInput): Promise<StudentHandover> {
      // The permission first, so no outsider can use up a child's tries.
      assertCan(await loadTripAccess(db, userId, tripId), 'recordHandovers');
      const peeked = await peekHandover(db, tripId, handoverId);
      if (!peeked) throw errors.notFound(MSG.handoverNotFound);
      // Said before the code is looked at: a used code is wrong by now, and that would say less.
      if (peeked.returned) throw errors.conflict(MSG.handoverAlreadyReturned);
      if (peeked.confirmed) throw errors.conflict(MSG.handoverAlreadyConfirmed);
      const key = codeKey(peeked.studentId);
      if ((await counterHits(db, key, HANDOVER_CODE_TRIES.windowMs)) >= HANDOVER_CODE_TRIES.perStudent) throw tooManyTries();
      if (!sameHandoverCode(input.code, await readHandoverCode(db, peeked.studentId))) {
        const within = await countWithinLimit(db, key, HANDOVER_CODE_TRIES.windowMs, HANDOVER_CODE_TRIES.perStudent);
        throw within ? errors.validation(MSG.handoverCodeWrong) : tooManyTries();
      }
      await writer.write(userId, tripId, 'recordHandovers', async ({ tx, announce }) => {
        const handover = await handoverOr404(tx, tripId, handoverId);
        if (handover.returnedAt) throw errors.conflict(MSG.handoverAlreadyReturned);
        if (handover.confirmedAt) throw errors.conflict(MSG.handoverAlreadyConfirmed);
        // Under the code's lock: a code used meanwhile (the parent confirmed, another tab) was made anew.
        if (!sameHandoverCode(input.code, await lockHandoverCode(tx, handover.studentId))) throw errors.validation(MSG.handoverCodeWrong);
        await confirmHandover(tx, handoverId, 'code');
        await renewHandoverCode(tx, handover.studentId, newHandoverCode());
        announce({ topic: 'students', action: 'updated', line: { key: 'handoverConfirmed', student: handover.studentName, via: 'code' } });
      });
      return one(tripId, handoverId);
    },

    /** 'Powrót do grupy': the child is with the group again; roll calls from now on expect them. */
    async returnToGroup(userId: Id, tripId: Id, handoverId: Id): Promise<StudentHandover> {
      await writer.write(userId, tripId, 'recordHandovers', async ({ tx, announce }) => {
        const handover = await handoverOr404(tx, tripId, handoverId);
        if (handover.returnedAt) throw errors.conflict(MSG.handoverAlreadyReturned);
        await closeHandover(tx, handoverId, userId);
        announce({ topic: 'students', action: 'updated', line: { key: 'handoverReturned', student: handover.studentName } });
      });
      return one(tripId, handoverId);
    },
  };
}

export type HandoversService = ReturnType<typeof createHandoversService>;
