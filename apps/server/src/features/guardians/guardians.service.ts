import { LIMITS, MSG, type Guardian } from '@wycieczki/shared';
import { loadTripAccess } from '../../access/trip-access';
import type { Db } from '../../db/client';
import { errors } from '../../lib/errors';
import { type TripWriter, LOCK_TRIP } from '../../write/trip-write';
import { tellAddedGuardians } from '../../mail/trip-mail';
import { countMembers, deleteGuardian, findMembership, findUserIdByEmail, insertGuardian, listGuardians } from './guardians.repo';
import { closePendingFor } from './invitations.repo';
import type { Id } from '../../lib/uuid';

/** `publicUrl`: where links in messages point (PUBLIC_URL); null when the server sends no e-mail. */
export function createGuardiansService({ db, writer, publicUrl = null }: { db: Db; writer: TripWriter; publicUrl?: string | null }) {
  const trips = writer;

  return {
    async list(userId: Id, tripId: Id): Promise<Guardian[]> {
      await loadTripAccess(db, userId, tripId);
      return listGuardians(db, tripId);
    },

    async add(userId: Id, tripId: Id, email: string): Promise<Guardian[]> {
      await trips.write(userId, tripId, 'manageGuardians', async ({ tx, announce }) => {
        const guardianId = await findUserIdByEmail(tx, email);
        if (!guardianId) throw errors.notFound(MSG.userNotFound);
        if (await findMembership(tx, tripId, guardianId)) throw errors.conflict(MSG.alreadyGuardian);
        // Counted under the trip's row lock: two additions at once cannot both pass.
        if ((await countMembers(tx, tripId)) >= LIMITS.tripMembersMax) throw errors.validation(MSG.tripMembersLimit);
        await insertGuardian(tx, tripId, guardianId);
        await closePendingFor(tx, tripId, email);
        // Issue 30: the new guardian learns it by e-mail, not only at the next sign-in.
        await tellAddedGuardians(tx, publicUrl, tripId, userId, [email]);
        announce({ topic: 'trip_guardians', action: 'created', line: { key: 'guardianAdded', email }, memberId: guardianId });
      }, LOCK_TRIP);
      return listGuardians(db, tripId);
    },

    async remove(userId: Id, tripId: Id, guardianId: Id): Promise<Guardian[]> {
      await trips.write(userId, tripId, 'manageGuardians', async ({ tx, announce }) => {
        const membership = await findMembership(tx, tripId, guardianId);
        if (!membership) throw errors.notFound();
        if (membership.role === 'creator') throw errors.validation(MSG.creatorCannotBeRemoved);
        await deleteGuardian(tx, tripId, guardianId);
        announce({ topic: 'trip_guardians', action: 'deleted', line: { key: 'guardianRemoved', name: membership.name }, memberId: guardianId });
      }, LOCK_TRIP);
      return listGuardians(db, tripId);
    },
  };
}

export type GuardiansService = ReturnType<typeof createGuardiansService>;
