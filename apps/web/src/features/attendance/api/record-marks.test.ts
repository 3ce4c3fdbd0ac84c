import type { AttendanceRecord } from '@wycieczki/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepMarksStoredSince, noteMarkStored } from './record-marks';
import { testList as list } from './test-list';

const ewa = (status: AttendanceRecord['status'], markedAt: string | null | undefined): AttendanceRecord => ({ studentId: 'ewa', studentName: 'Ewa Lis', status, markedAt });
const jan = (status: AttendanceRecord['status'], markedAt: string | null | undefined): AttendanceRecord => ({ studentId: 'jan', studentName: 'Jan Śliwa', status, markedAt });
const T0 = Date.parse('2027-05-11T05:00:00.000Z');

describe('keepMarksStoredSince', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the marks stored after the read set off, which its answer does not know', () => {
    const setOff = Date.now();
    vi.setSystemTime(T0 + 200);
    noteMarkStored('c1', 'ewa');
    noteMarkStored('c1', 'jan');
    const cached = list([ewa('absent', '2027-05-11T05:00:02.000Z'), jan('present', '2027-05-11T05:00:03.000Z')]);
    const stale = list([ewa('present', '2027-05-11T05:00:01.000Z'), jan('absent', null)]);
    const shown = keepMarksStoredSince(cached, stale, setOff);
    expect(shown.records.map((r) => [r.studentId, r.status])).toEqual([
      ['ewa', 'absent'],
      ['jan', 'present'],
    ]);
    expect(shown.presentCount).toBe(1);
  });

  it('takes the answer whole for marks stored before the read set off, or never stored by this tab', () => {
    noteMarkStored('c2', 'ewa');
    vi.setSystemTime(T0 + 200);
    const cached = { ...list([ewa('absent', '2027-05-11T05:00:02.000Z'), jan('present', '2027-05-11T05:00:03.000Z')]), id: 'c2' };
    const fresh = { ...list([ewa('present', '2027-05-11T05:00:01.000Z'), jan('absent', null)]), id: 'c2' };
    expect(keepMarksStoredSince(cached, fresh, Date.now())).toBe(fresh);
  });

  it("takes the server's record when its mark was made as late or later (another phone's)", () => {
    const setOff = Date.now();
    noteMarkStored('c3', 'ewa');
    const cached = { ...list([ewa('absent', '2027-05-11T05:00:02.000Z')]), id: 'c3' };
    const later = { ...list([ewa('present', '2027-05-11T05:00:04.000Z')]), id: 'c3' };
    const same = { ...list([ewa('present', '2027-05-11T05:00:02.000Z')]), id: 'c3' };
    expect(keepMarksStoredSince(cached, later, setOff)).toBe(later);
    expect(keepMarksStoredSince(cached, same, setOff)).toBe(same);
  });

  it('reads the times as times, not as text', () => {
    const setOff = Date.now();
    noteMarkStored('c4', 'ewa');
    const cached = { ...list([ewa('absent', '2027-05-11T07:00:02.000+02:00')]), id: 'c4' };
    const fresh = { ...list([ewa('present', '2027-05-11T05:00:02.000Z')]), id: 'c4' };
    expect(keepMarksStoredSince(cached, fresh, setOff)).toBe(fresh);
  });

  it('forgets after a few minutes', () => {
    noteMarkStored('c5', 'ewa');
    vi.setSystemTime(T0 + 6 * 60_000);
    noteMarkStored('c5', 'jan');
    const cached = { ...list([ewa('absent', '2027-05-11T05:00:02.000Z'), jan('present', '2027-05-11T05:06:00.000Z')]), id: 'c5' };
    const fresh = { ...list([ewa('present', null), jan('absent', null)]), id: 'c5' };
    expect(keepMarksStoredSince(cached, fresh, T0 - 1).records.map((r) => r.status)).toEqual(['present', 'present']);
  });

  it('counts a kept mark of a child a parent took for nothing (issue 54)', () => {
    const setOff = Date.now();
    noteMarkStored('c6', 'ewa');
    noteMarkStored('c6', 'jan');
    const cached = { ...list([{ ...jan('present', '2027-05-11T05:00:03.000Z'), collectedBy: 'Anna Śliwa' }, ewa('present', '2027-05-11T05:00:03.000Z')]), id: 'c6' };
    const fresh = { ...list([{ ...jan('absent', null), collectedBy: 'Anna Śliwa' }, ewa('absent', null)]), id: 'c6' };
    expect(keepMarksStoredSince(cached, fresh, setOff).presentCount).toBe(1);
  });
});
