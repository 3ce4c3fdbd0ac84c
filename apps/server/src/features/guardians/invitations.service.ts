import { randomUUID } from 'node:crypto';
import { invitationForOtherAddressMessage, LIMITS, MSG, type TripInvitation, type TripInvitationAccepted, type TripInvitationPreview } from '@wycieczki/shared';
import { assertCan, loadTripAccess } from '../../access/trip-access';
import { markEmailConfirmed } from '../../auth/email-confirmed';
import type { Db, Tx } from '../../db/client';
import { AppError, errors } from '../../lib/errors';
import { LINK_SECRET_PATTERN, type LinkSecrets } from '../../lib/link-secrets';
import type { Id } from '../../lib/uuid';
import { countInvitationMail } from '../../mail/invitation-throttle';
import { queueMail } from '../../mail/mail-queue';
import { tripInvitationMail } from '../../mail/messages';
import { tripForMail as findTripForMail } from '../../mail/trip-mail';
import { type TripWriter, LOCK_TRIP } from '../../write/trip-write';
import { countMembers, findUserIdByEmail, insertGuardian } from './guardians.repo';
import {
  accountEmail,
  countPending,
  findBySecretHash,
  findPending,
  findPendingByEmail,
  insertInvitation,
  isMember,
  listPendingInvitations,
  markAccepted,
  renewInvitation,
  revokeInvitation,
  type InvitationBySecret,
} from './invitations.repo';

/** The invitation's page: the secret in the fragment, which browsers never send to a server (as decision 022). */
export const TRIP_INVITATION_PATH = '/wycieczka/dolacz';

const expired = () => errors.notFound(MSG.tripInvitationExpired);

/** Usable now: neither revoked, expired, nor accepted by someone else (accepting twice is answered as once). */
function usable(found: InvitationBySecret | null, userId?: string): found is InvitationBySecret {
  if (!found || found.revoked) return false;
  if (found.acceptedBy !== null) return found.acceptedBy === userId;
  return !found.expired;
}

/**
 * 'Wyślij zaproszenie' (issue 30, decision 027): the guardians dialog invites an address without an
 * account by e-mail. The link names the invitation by a secret derived from its id; it works 14
 * days after it was last sent, once, and only for an account with the invited address: signing up
 * from it (or signing in with that address) and opening it adds the account to the trip as a
 * guardian. Pending invitations count towards the trip's members, so the limit holds either way.
 */
export function createTripInvitationsService({ db, writer, secrets, publicUrl }: { db: Db; writer: TripWriter; secrets: LinkSecrets; publicUrl: string | null }) {
  const trips = writer;
  const linkOf = (invitationId: string) => `${publicUrl ?? ''}${TRIP_INVITATION_PATH}#${secrets.secretOf(invitationId)}`;

  async function mail(tx: Tx, tripId: string, invitationId: string, email: string, userId: string, expiresAt: Date): Promise<void> {
    const trip = await findTripForMail(tx, tripId, userId);
    if (!trip) throw errors.notFound();
    await queueMail(tx, tripInvitationMail(email, trip, trip.by.name, linkOf(invitationId), expiresAt));
  }

  function requireMail(): void {
    if (publicUrl === null) throw new AppError('mail_disabled', MSG.invitationMailDisabled);
  }

  /** The invitation a secret names, when it can still be used (by `userId`, when given). */
  async function bySecret(secret: string, userId?: string, conn: Db | Tx = db, lock = false): Promise<InvitationBySecret> {
    if (!LINK_SECRET_PATTERN.test(secret)) throw expired();
    const found = await findBySecretHash(conn, secrets.hashOf(secret), { lock });
    if (!usable(found, userId)) throw expired();
    return found;
  }

  return {
    async list(userId: Id, tripId: Id): Promise<TripInvitation[]> {
      assertCan(await loadTripAccess(db, userId, tripId), 'manageGuardians');
      return listPendingInvitations(db, tripId);
    },

    /** A new invitation by e-mail; the address's pending one is sent again (and renewed) instead. */
    async invite(userId: Id, tripId: Id, email: string): Promise<TripInvitation[]> {
      // Access first: a stranger learns nothing of the trip, not even that this server sends no e-mail.
      assertCan(await loadTripAccess(db, userId, tripId), 'manageGuardians');
      requireMail();
      await countInvitationMail(db, userId, email);
      await trips.write(userId, tripId, 'manageGuardians', async ({ tx, announce }) => {
        if (await findUserIdByEmail(tx, email)) throw new AppError('account_exists', MSG.invitationAccountExists);
        const existing = await findPendingByEmail(tx, tripId, email);
        if (existing) {
          await mail(tx, tripId, existing.id, email, userId, await renewInvitation(tx, existing.id, userId, LIMITS.tripInvitationDays));
        } else {
          // Counted under the trip's row lock with its members: an accepted invitation is a member.
          if ((await countMembers(tx, tripId)) + (await countPending(tx, tripId)) >= LIMITS.tripMembersMax) throw errors.validation(MSG.tripMembersLimit);
          const id = randomUUID();
          const expiresAt = await insertInvitation(tx, { id, tripId, email, tokenHash: secrets.hashOf(secrets.secretOf(id)), invitedBy: userId, days: LIMITS.tripInvitationDays });
          await mail(tx, tripId, id, email, userId, expiresAt);
        }
        announce({ topic: 'trip_guardians', action: 'updated', line: { key: 'invitationSent', email } });
      }, LOCK_TRIP);
      return listPendingInvitations(db, tripId);
    },

    /**
     * 'Wyślij ponownie': the same link, valid 14 days from now. Under the trip's lock, as 'Wycofaj' and
     * accepting are: an invitation accepted meanwhile is no longer pending, and is neither mailed
     * again nor withdrawn.
     */
    async resend(userId: Id, tripId: Id, invitationId: Id): Promise<TripInvitation[]> {
      // Access first: a stranger learns nothing of the trip, not even that this server sends no e-mail.
      assertCan(await loadTripAccess(db, userId, tripId), 'manageGuardians');
      requireMail();
      const pending = await findPending(db, tripId, invitationId);
      if (!pending) throw errors.notFound(MSG.invitationNotFound);
      await countInvitationMail(db, userId, pending.email);
      await trips.write(userId, tripId, 'manageGuardians', async ({ tx, announce }) => {
        const invitation = await findPending(tx, tripId, invitationId);
        if (!invitation) throw errors.notFound(MSG.invitationNotFound);
        await mail(tx, tripId, invitation.id, invitation.email, userId, await renewInvitation(tx, invitation.id, userId, LIMITS.tripInvitationDays));
        announce({ topic: 'trip_guardians', action: 'updated', line: { key: 'invitationResent', email: invitation.email } });
      }, LOCK_TRIP);
      return listPendingInvitations(db, tripId);
    },

    /** 'Wycofaj': the link stops working at once. */
    async withdraw(userId: Id, tripId: Id, invitationId: Id): Promise<TripInvitation[]> {
      await trips.write(userId, tripId, 'manageGuardians', async ({ tx, announce }) => {
        const invitation = await findPending(tx, tripId, invitationId);
        if (!invitation) throw errors.notFound(MSG.invitationNotFound);
        await revokeInvitation(tx, invitation.id);
        announce({ topic: 'trip_guardians', action: 'updated', line: { key: 'invitationWithdrawn', email: invitation.email } });
      }, LOCK_TRIP);
      return listPendingInvitations(db, tripId);
    },

    /** What the invitation's page shows before signing in: the trip, its dates, who invites, for which address. */
    async preview(secret: string): Promise<TripInvitationPreview> {
      const found = await bySecret(secret);
      const trip = await findTripForMail(db, found.tripId, null);
      if (!trip) throw expired();
      return { tripName: trip.name, startDate: trip.startDate, endDate: trip.endDate, invitedBy: found.invitedByName, email: found.email, accountExists: (await findUserIdByEmail(db, found.email)) !== null };
    },

    /** Opened by the account with the invited address: it joins the trip as a guardian. */
    async accept(userId: Id, secret: string): Promise<TripInvitationAccepted> {
      const found = await bySecret(secret, userId);
      const email = await accountEmail(db, userId);
      if (!email) throw errors.sessionExpired();
      if (email.toLowerCase() !== found.email.toLowerCase()) throw new AppError('invitation_other_address', invitationForOtherAddressMessage(found.email));
      await trips.writeAsInvitee(userId, found.tripId as Id, async ({ tx, announce }) => {
        // Again under the trip's lock: withdrawn, accepted or expired in the meantime.
        const invitation = await bySecret(secret, userId, tx, true);
        if (invitation.acceptedBy === userId) return;
        await markAccepted(tx, invitation.id, userId);
        // The account opened a link mailed to its address: that address is its owner's (issue 47).
        await markEmailConfirmed(tx, userId);
        if (await isMember(tx, invitation.tripId, userId)) return;
        if ((await countMembers(tx, invitation.tripId)) >= LIMITS.tripMembersMax) throw errors.validation(MSG.tripMembersLimit);
        await insertGuardian(tx, invitation.tripId, userId);
        announce({ topic: 'trip_guardians', action: 'created', line: { key: 'invitationAccepted', email }, memberId: userId });
      });
      const trip = await findTripForMail(db, found.tripId, null);
      return { tripId: found.tripId, tripName: trip?.name ?? '' };
    },
  };
}

export type TripInvitationsService = ReturnType<typeof createTripInvitationsService>;
