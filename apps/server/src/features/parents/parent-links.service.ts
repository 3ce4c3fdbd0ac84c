import { MSG, type ParentLink, type ParentNotifications } from '@wycieczki/shared';
import type { Tx } from '../../db/client';
import { errors } from '../../lib/errors';
import type { Id } from '../../lib/uuid';
import { type TripWriter, LOCK_TRIP } from '../../write/trip-write';
import type { LinkSecrets } from '../../lib/link-secrets';
import { parentPath } from './parent-path';
import { ensureLink, ensureTripLinks, findLinkableStudent, linkHasNotifications, replaceLink, studentsWithNotifications, type StoredLink } from './parents.repo';

/** The child of this trip a link is for; an erased trip hands out no links (they would reach nothing). */
async function linkableStudent(tx: Tx, tripId: Id, studentId: Id) {
  const student = await findLinkableStudent(tx, tripId, studentId);
  if (!student) throw errors.notFound(MSG.studentNotFound);
  if (student.erased) throw errors.validation(MSG.parentLinkErased);
  return student;
}

/**
 * 'Link dla rodzica' (issue 25, decision 022): the trip's creator and leader hand out and revoke the
 * link of each child. The same link comes back each time until it is revoked. Making and replacing
 * links hold the trip row (LOCK_TRIP): two tabs, or twenty clicks on 'Zgody rodziców', making the
 * same child's link at once would otherwise both insert it.
 */
export function createParentLinksService({ writer, secrets }: { writer: TripWriter; secrets: LinkSecrets }) {
  const trips = writer;
  const present = async (tx: Tx, row: StoredLink): Promise<ParentLink> => ({
    studentId: row.studentId,
    path: parentPath(secrets.secretOf(row.id)),
    createdAt: row.createdAt.toISOString(),
    notifications: await linkHasNotifications(tx, row.id),
  });

  return {
    async link(userId: Id, tripId: Id, studentId: Id): Promise<ParentLink> {
      return trips.write(
        userId,
        tripId,
        'manageParentLinks',
        async ({ tx }) => {
          await linkableStudent(tx, tripId, studentId);
          return present(tx, await ensureLink(tx, secrets, tripId, studentId));
        },
        LOCK_TRIP,
      );
    },

    /**
     * Every child's link (made now where missing), by student id, for the printed slips and consent
     * forms; null when the trip's sensitive data is erased (no link would work).
     */
    async pathsFor(userId: Id, tripId: Id): Promise<Map<string, string> | null> {
      return trips.write(
        userId,
        tripId,
        'manageParentLinks',
        async ({ tx }) => {
          const links = await ensureTripLinks(tx, secrets, tripId);
          if (links === null) return null;
          return new Map([...links].map(([studentId, linkId]) => [studentId, parentPath(secrets.secretOf(linkId))]));
        },
        LOCK_TRIP,
      );
    },

    /** Which parents get 'Komunikaty' as notifications (issue 50): for those who hand out the links. */
    async notifications(userId: Id, tripId: Id): Promise<ParentNotifications> {
      return trips.write(userId, tripId, 'manageParentLinks', async ({ tx }) => ({ studentIds: await studentsWithNotifications(tx, tripId) }));
    },

    /** 'Unieważnij link': the old one shows the expired message from now on; a new one is handed back. */
    async revoke(userId: Id, tripId: Id, studentId: Id): Promise<ParentLink> {
      return trips.write(
        userId,
        tripId,
        'revokeParentLink',
        async ({ tx, announce }) => {
          const student = await linkableStudent(tx, tripId, studentId);
          const row = await replaceLink(tx, secrets, tripId, studentId);
          announce({ topic: 'students', action: 'updated', line: { key: 'parentLinkRevoked', student: student.name } });
          return present(tx, row);
        },
        LOCK_TRIP,
      );
    },
  };
}

export type ParentLinksService = ReturnType<typeof createParentLinksService>;
