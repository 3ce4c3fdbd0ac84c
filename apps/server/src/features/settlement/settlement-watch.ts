import type { Tx } from '../../db/client';
import type { AfterWriteRule, Announcement } from '../../write/trip-write';
import { clearSettlementApproval } from './settlement.repo';

/**
 * After every write that changes a trip's money (write/trip-write.ts: a 'payments' announcement): a
 * settlement the head approved no longer says what the head approved, so the approval is taken back
 * in the same transaction, with a line in 'Aktywność'. A trip never approved costs one update by key.
 */
export async function withdrawSettlementApproval(tx: Tx, tripId: string, announce: (change: Announcement) => void): Promise<void> {
  if (!(await clearSettlementApproval(tx, tripId))) return;
  announce({ topic: 'payments', action: 'updated', line: { key: 'settlementChangedAfterApproval' } });
}

/** Issue 31, as an after-write rule (decision 033): a member's write announcing a change of the money. */
export const settlementApprovalRule: AfterWriteRule = {
  name: 'rozliczenie zatwierdzone przez dyrektora',
  modes: ['member'],
  topics: new Set(['payments']),
  run: withdrawSettlementApproval,
};
