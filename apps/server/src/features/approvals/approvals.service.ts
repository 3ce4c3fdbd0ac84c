import {
  MSG,
  shortComment,
  type ApprovalReadiness,
  type approveTripSchema,
  type returnTripSchema,
  type SchoolTrip,
  type SchoolTripReview,
  type TripApproval,
} from '@wycieczki/shared';
import type { z } from 'zod';
import { assertHead, loadSchoolAccess, loadSchoolTripAccess } from '../../access/school-access';
import { loadTripAccess } from '../../access/trip-access';
import type { Db, Tx } from '../../db/client';
import { errors } from '../../lib/errors';
import type { Id } from '../../lib/uuid';
import { queueMail } from '../../mail/mail-queue';
import { kartaAnsweredMail, kartaSubmittedMail } from '../../mail/messages';
import { tripForMail, tripLinkPath } from '../../mail/trip-mail';
import { type TripWriter, LOCK_TRIP } from '../../write/trip-write';
import { findApproval, findApprovalRecipients, findPersonName, findSchoolTrip, listSchoolTrips, listTripPeople, markApproved, markReturned, markSubmitted, readTripApproval } from './approvals.repo';
import { readKarta } from '../../paperwork/karta';
import { kartaBlockers, kartaChanges, kartaRefusal, kartaVersion, missingFromKarta } from './karta';

type ApproveInput = z.output<typeof approveTripSchema>;
type ReturnInput = z.output<typeof returnTripSchema>;

/**
 * The approval of the karta (issue 27, decision 025). The creator or the leader sends a complete
 * karta ('Wyślij do zatwierdzenia'); the school's head reads it in 'Wycieczki szkoły' and approves it
 * ('Zatwierdzam') or returns it with a comment ('Zwróć do poprawy'). A change of what an approved
 * karta prints sends it back (approval-watch.ts, from the write path). Every status change is a
 * line of the trip's 'Aktywność'.
 */
export function createApprovalsService({ db, writer, publicUrl = null }: { db: Db; writer: TripWriter; publicUrl?: string | null }) {
  const trips = writer;

  /** The e-mails of a status change (issue 48), in its transaction; none when the server sends no e-mail. */
  async function tell(tx: Tx, tripId: string, userId: string, change: 'submitted' | { approved: true } | { approved: false; comment: string }): Promise<void> {
    if (publicUrl === null) return;
    const [trip, recipients] = await Promise.all([tripForMail(tx, tripId, userId), findApprovalRecipients(tx, tripId)]);
    if (!trip) return;
    if (change === 'submitted') {
      for (const to of recipients.headEmails) await queueMail(tx, kartaSubmittedMail(to, trip, trip.by, `${publicUrl}/school/trips/${tripId}`));
      return;
    }
    const answer = change.approved ? { approved: true as const, by: trip.by } : { approved: false as const, by: trip.by, comment: change.comment };
    for (const to of recipients.answerableEmails) await queueMail(tx, kartaAnsweredMail(to, trip, answer, `${publicUrl}${tripLinkPath(tripId)}`));
  }

  async function karta(db: Db | Tx, tripId: string) {
    const found = await readKarta(db, tripId);
    if (!found) throw errors.notFound(MSG.tripNotFound);
    return found;
  }

  return {
    /** For the trip's members: the status, what the karta lacks, and what changed since the approval. */
    async readiness(userId: Id, tripId: Id): Promise<ApprovalReadiness> {
      await loadTripAccess(db, userId, tripId);
      const approval = await readTripApproval(db, tripId);
      if (!approval) throw errors.validation(MSG.tripNotInSchool);
      const [current, stored] = await Promise.all([karta(db, tripId), findApproval(db, tripId)]);
      return {
        approval,
        missing: missingFromKarta(current.paperwork),
        blockers: kartaBlockers(current.paperwork),
        changes: kartaChanges(stored?.approvedKarta ?? null, current.facts),
      };
    },

    /** 'Wyślij do zatwierdzenia': the creator or the leader, a school trip, a complete karta. */
    async submit(userId: Id, tripId: Id): Promise<TripApproval> {
      await trips.write(userId, tripId, 'editTrip', async ({ tx, announce }) => {
        if (!(await readTripApproval(tx, tripId))) throw errors.validation(MSG.tripNotInSchool);
        const stored = await findApproval(tx, tripId, { lock: true });
        const current = await karta(tx, tripId);
        if (stored?.status === 'pending') throw errors.conflict(MSG.approvalAlreadyPending);
        if (stored?.status === 'approved' && kartaChanges(stored.approvedKarta ?? [], current.facts).length === 0) throw errors.conflict(MSG.approvalAlreadyApproved);
        // What the karta lacks, and too few seats or a trip abroad without its insurance (issue 54).
        const refusal = kartaRefusal(current.paperwork);
        if (refusal) throw errors.validation(refusal);
        await markSubmitted(tx, tripId, userId);
        await tell(tx, tripId, userId, 'submitted');
        announce({ topic: 'trip_approval', action: 'updated', line: { key: 'kartaSent' } });
      }, LOCK_TRIP);
      return (await readTripApproval(db, tripId)) as TripApproval;
    },

    /** 'Wycieczki szkoły': the head's list of the school's trips, by date. */
    async schoolTrips(userId: Id): Promise<SchoolTrip[]> {
      const access = await loadSchoolAccess(db, userId);
      assertHead(access);
      return listSchoolTrips(db, access.schoolId);
    },

    /** 'Do zatwierdzenia': one school trip as the head reviews it, the karta line by line. */
    async review(userId: Id, tripId: Id): Promise<SchoolTripReview> {
      const access = await loadSchoolTripAccess(db, userId, tripId);
      const [trip, people, current, stored] = await Promise.all([
        findSchoolTrip(db, access.schoolId, tripId),
        listTripPeople(db, tripId),
        karta(db, tripId),
        findApproval(db, tripId),
      ]);
      if (!trip) throw errors.notFound(MSG.tripNotFound);
      return {
        ...trip,
        guardians: people,
        karta: current.facts,
        program: current.paperwork.program,
        changes: trip.approval.changedAfterApproval ? kartaChanges(stored?.approvedKarta ?? null, current.facts) : [],
        missing: missingFromKarta(current.paperwork),
        blockers: kartaBlockers(current.paperwork),
        kartaVersion: kartaVersion(current.facts),
      };
    },

    /** 'Zatwierdzam': the karta the head read, still waiting, still complete. */
    async approve(userId: Id, tripId: Id, input: ApproveInput): Promise<TripApproval> {
      await trips.writeAsHead(userId, tripId, async ({ tx, announce }) => {
        const stored = await findApproval(tx, tripId, { lock: true });
        if (stored?.status !== 'pending') throw errors.conflict(MSG.approvalNotPending);
        const current = await karta(tx, tripId);
        if (kartaVersion(current.facts) !== input.kartaVersion) throw errors.conflict(MSG.kartaChangedWhileReading);
        const refusal = kartaRefusal(current.paperwork);
        if (refusal) throw errors.validation(refusal);
        await markApproved(tx, tripId, { id: userId, name: await findPersonName(tx, userId) }, current.facts);
        await tell(tx, tripId, userId, { approved: true });
        announce({ topic: 'trip_approval', action: 'updated', line: { key: 'kartaApproved' } });
      });
      return (await readTripApproval(db, tripId)) as TripApproval;
    },

    /** 'Zwróć do poprawy': with the head's comment, which the trip card shows. */
    async returnForCorrection(userId: Id, tripId: Id, input: ReturnInput): Promise<TripApproval> {
      await trips.writeAsHead(userId, tripId, async ({ tx, announce }) => {
        const stored = await findApproval(tx, tripId, { lock: true });
        if (stored?.status !== 'pending') throw errors.conflict(MSG.approvalNotPending);
        await markReturned(tx, tripId, input.comment);
        await tell(tx, tripId, userId, { approved: false, comment: input.comment });
        announce({ topic: 'trip_approval', action: 'updated', line: { key: 'kartaReturned', comment: shortComment(input.comment) } });
      });
      return (await readTripApproval(db, tripId)) as TripApproval;
    },
  };
}

export type ApprovalsService = ReturnType<typeof createApprovalsService>;
