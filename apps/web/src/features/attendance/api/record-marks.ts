import type { AttendanceCheckDetail, AttendanceRecord } from '@wycieczki/shared';
import { storedTimes } from '@/lib/outbox/stored-times';

// Small on purpose: the outbox's sync (app/use-outbox-sync.ts, loaded with every signed-in screen)
// writes marks through roll-call.ts, which counts with it and notes when a mark was stored.

/** 'Obecni' of a list: a child a parent took (issue 54) counts for nothing, whatever their mark. */
export function countPresent(records: readonly AttendanceRecord[]): number {
  return records.filter((r) => r.status === 'present' && !r.collectedBy).length;
}

const stored = storedTimes();
const markKey = (checkId: string, studentId: string) => `${checkId}/${studentId}`;

/** The server stored this tab's mark of a student on a list (its answer came). */
export function noteMarkStored(checkId: string, studentId: string): void {
  stored.note(markKey(checkId, studentId));
}

/** Whether the server's copy of a record holds a mark made as late as `mine` or later (no time: never marked, or a server that sends none). */
function asLateOrLater(theirs: string | null | undefined, mine: string | null | undefined): boolean {
  if (!mine) return true;
  return Boolean(theirs) && Date.parse(theirs!) >= Date.parse(mine);
}

/**
 * A list as read from the server, with the records this device marked and the server stored after
 * the read set off kept as the device has them, unless the server's copy holds a mark made as late
 * or later (docs/decisions/017: the later mark wins). Such a read may answer with the record as it
 * was; laid over the cached list, it would undo the mark on screen until the next read (and a
 * 'Wszyscy obecni' tapped meanwhile would take the wrong children for its 'Cofnij'). Marks not
 * stored yet are the outbox's, laid over the screen by use-shown-records.ts. Only this tab's own
 * answers count, and only for a few minutes: a mark another tab sent, or one kept on the device
 * from before a restart, never outlasts the server's copy.
 */
export function keepMarksStoredSince(cached: AttendanceCheckDetail | undefined, fresh: AttendanceCheckDetail, setOff: number): AttendanceCheckDetail {
  if (!cached) return fresh;
  const mine = new Map(cached.records.filter((r) => stored.storedSince(markKey(cached.id, r.studentId), setOff)).map((r) => [r.studentId, r]));
  if (mine.size === 0) return fresh;
  let kept = false;
  const records = fresh.records.map((record) => {
    const held = mine.get(record.studentId);
    if (!held || asLateOrLater(record.markedAt, held.markedAt)) return record;
    kept = true;
    return { ...record, status: held.status, markedAt: held.markedAt };
  });
  return kept ? { ...fresh, records, presentCount: countPresent(records) } : fresh;
}
