import type { Db, Tx } from '../../db/client';
import { publishTripChange } from '../../realtime/publish';
import type { Announcement } from '../../write/trip-write';
import { findApproval, listApprovedTripsOfMember, markChangedAfterApproval } from './approvals.repo';
import { readKarta } from '../documents/karta';
import { kartaChanges } from './karta';

/**
 * After every write to a trip (write/trip-write.ts): an approved trip whose karta now prints
 * something else than what the head approved goes back to 'Czeka na zatwierdzenie', in the same
 * transaction, with a line in 'Aktywność' saying what changed. A trip never approved costs one
 * look-up by key.
 */
export async function recheckApproval(tx: Tx, tripId: string, announce: (change: Announcement) => void): Promise<void> {
  const approval = await findApproval(tx, tripId, { lock: true });
  if (approval?.status !== 'approved') return;
  const karta = await readKarta(tx, tripId);
  if (!karta) return;
  const changes = kartaChanges(approval.approvedKarta ?? [], karta.facts);
  if (changes.length === 0) return;
  await markChangedAfterApproval(tx, tripId);
  announce({
    topic: 'trip_approval',
    action: 'updated',
    summary: `zmieniono kartę zatwierdzonej wycieczki (${changes.map((c) => c.label.toLocaleLowerCase('pl')).join(', ')}): wycieczka znów czeka na zatwierdzenie dyrektora`,
  });
}

/**
 * A member's own name or phone changed in 'Profil' (the karta prints the kierownik's phone and every
 * guardian's name): each approved trip of theirs is checked as after a write to it, in the member's
 * name. Not a write to a trip, so not through the write path; each trip in its own transaction.
 */
export async function recheckApprovalsOfMember(db: Db, userId: string): Promise<void> {
  for (const tripId of await listApprovedTripsOfMember(db, userId)) {
    await db.transaction(async (tx) => {
      const announced: Announcement[] = [];
      await recheckApproval(tx, tripId, (change) => announced.push(change));
      for (const { memberId: _memberId, ...change } of announced) await publishTripChange(tx, { ...change, tripId, actorId: userId });
    });
  }
}
