import type { AttendanceRecord } from '@wycieczki/shared';
import { describe, expect, it } from 'vitest';
import { keepNewerMarks } from './record-marks';
import { testList as list } from './test-list';

const ewa = (status: AttendanceRecord['status'], markedAt: string | null | undefined): AttendanceRecord => ({ studentId: 'ewa', studentName: 'Ewa Lis', status, markedAt });
const jan = (status: AttendanceRecord['status'], markedAt: string | null | undefined): AttendanceRecord => ({ studentId: 'jan', studentName: 'Jan Śliwa', status, markedAt });

describe('keepNewerMarks', () => {
  it('keeps a mark of this device that a read set off before it was stored does not know', () => {
    const cached = list([ewa('absent', '2027-05-11T05:00:02.000Z'), jan('present', '2027-05-11T05:00:03.000Z')]);
    const stale = list([ewa('present', '2027-05-11T05:00:01.000Z'), jan('absent', null)]);
    const shown = keepNewerMarks(cached, stale);
    expect(shown.records.map((r) => [r.studentId, r.status])).toEqual([
      ['ewa', 'absent'],
      ['jan', 'present'],
    ]);
    expect(shown.presentCount).toBe(1);
  });

  it("takes the server's record when its mark is later, or the same one", () => {
    const cached = list([ewa('absent', '2027-05-11T05:00:02.000Z'), jan('present', '2027-05-11T05:00:03.000Z')]);
    const fresh = list([ewa('present', '2027-05-11T05:00:04.000Z'), jan('present', '2027-05-11T05:00:03.000Z')]);
    expect(keepNewerMarks(cached, fresh)).toBe(fresh);
  });

  it('reads the times as times, not as text', () => {
    // The same moment written with another offset is not later.
    const cached = list([ewa('absent', '2027-05-11T07:00:02.000+02:00')]);
    const fresh = list([ewa('present', '2027-05-11T05:00:02.000Z')]);
    expect(keepNewerMarks(cached, fresh)).toBe(fresh);
  });

  it('takes the server’s answer whole when the device holds no mark time (nothing cached, a refused mark forgotten, an older copy)', () => {
    const fresh = list([ewa('present', '2027-05-11T05:00:01.000Z'), jan('absent', null)]);
    expect(keepNewerMarks(undefined, fresh)).toBe(fresh);
    expect(keepNewerMarks(list([ewa('absent', null), jan('present', undefined)]), fresh)).toBe(fresh);
  });

  it("keeps the device's mark over a server that sends no mark times", () => {
    const cached = list([ewa('absent', '2027-05-11T05:00:02.000Z')]);
    const fresh = list([ewa('present', undefined)]);
    expect(keepNewerMarks(cached, fresh).records[0]?.status).toBe('absent');
  });

  it('counts a kept mark of a child a parent took for nothing (issue 54)', () => {
    const cached = list([{ ...jan('present', '2027-05-11T05:00:03.000Z'), collectedBy: 'Anna Śliwa' }, ewa('present', '2027-05-11T05:00:03.000Z')]);
    const fresh = list([{ ...jan('absent', null), collectedBy: 'Anna Śliwa' }, ewa('absent', null)]);
    expect(keepNewerMarks(cached, fresh).presentCount).toBe(1);
  });
});
