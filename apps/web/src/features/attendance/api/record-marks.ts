import type { AttendanceCheckDetail, AttendanceRecord } from '@wycieczki/shared';

// Small on purpose: the outbox's sync (app/use-outbox-sync.ts, loaded with every signed-in screen)
// writes marks through roll-call.ts, which counts with it.

/** 'Obecni' of a list: a child a parent took (issue 54) counts for nothing, whatever their mark. */
export function countPresent(records: readonly AttendanceRecord[]): number {
  return records.filter((r) => r.status === 'present' && !r.collectedBy).length;
}

/** Whether a mark made at `mine` is later than one made at `theirs` (none, or an unknown time, is the earliest). */
function isLater(mine: string | null | undefined, theirs: string | null | undefined): boolean {
  if (!mine) return false;
  return !theirs || Date.parse(mine) > Date.parse(theirs);
}

/**
 * A list as read from the server, with the marks this device holds that are later than the server's
 * copy of the record kept (docs/decisions/017: the later mark wins, as on the server). A read that
 * set off before a mark of this device was stored answers the record as it was: laid over the
 * cached list as it is, it would undo the mark on screen until the next read (and a 'Wszyscy
 * obecni' tapped meanwhile would take the wrong children for its 'Cofnij').
 */
export function keepNewerMarks(cached: AttendanceCheckDetail | undefined, fresh: AttendanceCheckDetail): AttendanceCheckDetail {
  if (!cached) return fresh;
  const mine = new Map(cached.records.filter((r) => r.markedAt).map((r) => [r.studentId, r]));
  if (mine.size === 0) return fresh;
  let kept = false;
  const records = fresh.records.map((record) => {
    const held = mine.get(record.studentId);
    if (!held || !isLater(held.markedAt, record.markedAt)) return record;
    kept = true;
    return { ...record, status: held.status, markedAt: held.markedAt };
  });
  return kept ? { ...fresh, records, presentCount: countPresent(records) } : fresh;
}
