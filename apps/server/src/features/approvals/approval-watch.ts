import type { Tx } from '../../db/client';
import type { Announcement } from '../../write/trip-write';
import { findApproval, markChangedAfterApproval } from './approvals.repo';
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
