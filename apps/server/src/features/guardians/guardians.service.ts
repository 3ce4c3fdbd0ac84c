import { LIMITS, MSG, type Guardian } from '@wycieczki/shared';
import { assertCan, loadTripAccess } from '../../access/trip-access';
import type { Db } from '../../db/client';
import { AppError, errors } from '../../lib/errors';
import { publishTripChange } from '../../realtime/publish';
import { countMembers, deleteGuardian, findMembership, findUserIdByEmail, insertGuardian, listGuardians } from './guardians.repo';
import type { Id } from '../../lib/uuid';

export function createGuardiansService({ db }: { db: Db }) {
  return {
    async list(userId: Id, tripId: Id): Promise<Guardian[]> {
      await loadTripAccess(db, userId, tripId);
      return listGuardians(db, tripId);
    },

    async add(userId: Id, tripId: Id, email: string): Promise<Guardian[]> {
      await db.transaction(async (tx) => {
        const access = await loadTripAccess(tx, userId, tripId, { forUpdate: true });
        assertCan(access, 'manageGuardians');
        const guardianId = await findUserIdByEmail(tx, email);
        if (!guardianId) throw new AppError('not_found', MSG.userNotFound);
        if (await findMembership(tx, tripId, guardianId)) throw new AppError('conflict', MSG.alreadyGuardian);
        // Counted under the trip's row lock (forUpdate above): two additions at once cannot both pass.
        if ((await countMembers(tx, tripId)) >= LIMITS.tripMembersMax) throw errors.validation(MSG.tripMembersLimit);
        await insertGuardian(tx, tripId, guardianId);
        await publishTripChange(
          tx,
          { tripId, topic: 'trip_guardians', action: 'created', actorId: userId, summary: 'dodano opiekuna do wycieczki' },
          guardianId,
        );
      });
      return listGuardians(db, tripId);
    },

    async remove(userId: Id, tripId: Id, guardianId: Id): Promise<Guardian[]> {
      await db.transaction(async (tx) => {
        const access = await loadTripAccess(tx, userId, tripId, { forUpdate: true });
        assertCan(access, 'manageGuardians');
        const membership = await findMembership(tx, tripId, guardianId);
        if (!membership) throw errors.notFound();
        if (membership.role === 'creator') throw errors.validation(MSG.creatorCannotBeRemoved);
        await deleteGuardian(tx, tripId, guardianId);
        await publishTripChange(
          tx,
          { tripId, topic: 'trip_guardians', action: 'deleted', actorId: userId, summary: 'usunięto opiekuna z wycieczki' },
          guardianId,
        );
      });
      return listGuardians(db, tripId);
    },
  };
}

export type GuardiansService = ReturnType<typeof createGuardiansService>;
