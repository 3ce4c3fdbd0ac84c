import type { AttendanceCheckDetail, AttendanceRecord } from '@wycieczki/shared';
import { countPresent } from './record-marks';

/** A roll call 'Wyjazd' (list c1 of trip t1) with these records, counted as the server counts them: for the tests. */
export function testList(records: AttendanceRecord[]): AttendanceCheckDetail {
  return {
    id: 'c1',
    tripId: 't1',
    name: 'Wyjazd',
    date: '2027-05-11',
    time: '07:00',
    createdBy: 'u1',
    createdAt: '2027-05-11T05:00:00.000Z',
    totalCount: records.filter((r) => !r.collectedBy).length,
    presentCount: countPresent(records),
    records,
  };
}
