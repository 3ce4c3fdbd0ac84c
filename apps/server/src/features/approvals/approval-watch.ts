import type { Tx } from '../../db/client';
import { publishTripChange } from '../../realtime/publish';
import type { AfterWriteRule, Announcement } from '../../write/trip-write';
import { findApproval, listApprovedTripsOfMember, listApprovedTripsOfSchool, markApprovedAgain, markChangedAfterApproval } from './approvals.repo';
import { readKarta } from '../../paperwork/karta';
import { kartaChanges } from './karta';

/**
 * After every write to a trip (write/trip-write.ts): an approved trip whose karta now prints
 * something else than what the head approved goes back to 'Czeka na zatwierdzenie', in the same
 * transaction, with a line in 'Aktywność' saying what changed. A trip never approved costs one
 * look-up by key.
 */
export async function recheckApproval(tx: Tx, tripId: string, announce: (change: Announcement) => void): Promise<void> {
  const approval = await findApproval(tx, tripId, { lock: true });
  const waitingAfterChange = approval?.status === 'pending' && approval.changedAfterApproval;
  if (approval?.status !== 'approved' && !waitingAfterChange) return;
  const karta = await readKarta(tx, tripId);
  if (!karta) return;
  const changes = kartaChanges(approval.approvedKarta ?? [], karta.facts);
  if (waitingAfterChange) {
    // Changed back to what the head approved: approved again, as it was.
    if (changes.length > 0) return;
    await markApprovedAgain(tx, tripId);
    announce({ topic: 'trip_approval', action: 'updated', line: { key: 'kartaApprovedAgain' } });
    return;
  }
  if (changes.length === 0) return;
  await markChangedAfterApproval(tx, tripId);
  announce({
    topic: 'trip_approval',
    action: 'updated',
    line: { key: 'kartaChangedAfterApproval', changes: changes.map((c) => c.label) },
  });
}

/** What an approved karta prints comes from these (decision 025): the trip, its members, its students, its program. */
const KARTA_TOPICS: ReadonlySet<string> = new Set(['trips', 'trip_guardians', 'students', 'trip_program']);

/**
 * Issue 27, as an after-write rule (decision 033): a member's or an invitee's write announcing a
 * change of the trip, its people or its program rechecks an approved karta; a location, a payment or
 * a feed read costs nothing here.
 */
export const kartaApprovalRule: AfterWriteRule = { name: 'karta zatwierdzona przez dyrektora', modes: ['member', 'invitee'], topics: KARTA_TOPICS, run: recheckApproval };

/**
 * A change made outside a trip's write path that the karta may print (issue 27): a member's name or
 * phone in 'Profil', the school's name or address, a deleted account. Each approved trip named is
 * checked as after a write to it, in the caller's transaction, in the name of `actor` (a user id, or
 * a name when the account is gone).
 */
export async function recheckApprovals(tx: Tx, tripIds: readonly string[], actor: { id: string } | { name: string }): Promise<void> {
  for (const tripId of tripIds) {
    const announced: Announcement[] = [];
    await recheckApproval(tx, tripId, (change) => announced.push(change));
    for (const { memberId: _memberId, ...change } of announced) {
      await publishTripChange(tx, 'id' in actor ? { ...change, tripId, actorId: actor.id } : { ...change, tripId, actorId: '', actorName: actor.name });
    }
  }
}

/** The approved trips a member's own name and phone are printed on. */
export const approvedTripsOfMember = listApprovedTripsOfMember;
/** The approved trips of a school, whose kartas print its name and address. */
export const approvedTripsOfSchool = listApprovedTripsOfSchool;
