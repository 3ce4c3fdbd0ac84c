import type { MedicineDose, StudentMedicine, TripMedicines } from '@wycieczki/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepDosesStoredSince, noteDoseStored } from './trip-medicines-query';

const inhaler = { id: 'inhaler', studentId: 's1', studentName: 'Zofia Kowalska', name: 'Ventolin', times: ['20:00'] } as StudentMedicine;
const syrup = { id: 'syrup', studentId: 's2', studentName: 'Jan Śliwa', name: 'Syrop', times: [], asNeeded: true } as unknown as StudentMedicine;

function dose(id: string, fields: Partial<MedicineDose> = {}): MedicineDose {
  return { id, medicineId: 'inhaler', studentId: 's1', doseDay: '2027-05-11', scheduledTime: '20:00', status: 'given', markedAt: '2027-05-11T18:05:00.000Z', markedByName: 'Anna Nowak', ...fields };
}
const medicines = (doses: MedicineDose[], list = [inhaler, syrup]): TripMedicines => ({ medicines: list, doses });
const T0 = Date.parse('2027-05-11T18:05:00.000Z');

describe('the medicines read again while a dose mark is sent (issue 54)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('keeps a mark stored after the read set off, which the answer does not hold yet', () => {
    const setOff = Date.now();
    vi.setSystemTime(T0 + 300);
    const given = dose('d1');
    const asNeeded = dose('d2', { medicineId: 'syrup', studentId: 's2', scheduledTime: null });
    noteDoseStored(given.id);
    noteDoseStored(asNeeded.id);
    const shown = keepDosesStoredSince(medicines([given, asNeeded]), medicines([]), setOff);
    expect(shown.doses.map((d) => d.id)).toEqual(['d1', 'd2']);
  });

  it('takes the answer whole when the read set off after the mark was stored (a mark taken away since stays away)', () => {
    noteDoseStored('d3');
    vi.setSystemTime(T0 + 300);
    const fresh = medicines([]);
    expect(keepDosesStoredSince(medicines([dose('d3')]), fresh, Date.now())).toBe(fresh);
  });

  it('takes a mark of the same dose made as late or later on another phone', () => {
    const setOff = Date.now();
    noteDoseStored('d4');
    const theirs = dose('other', { status: 'refused', markedAt: '2027-05-11T18:06:00.000Z' });
    const fresh = medicines([theirs]);
    expect(keepDosesStoredSince(medicines([dose('d4')]), fresh, setOff)).toBe(fresh);
  });

  it('replaces an earlier mark of the same dose in the answer with the one stored since', () => {
    const setOff = Date.now();
    noteDoseStored('d5');
    const earlier = dose('other', { status: 'absent', markedAt: '2027-05-11T18:01:00.000Z' });
    const shown = keepDosesStoredSince(medicines([dose('d5')]), medicines([earlier]), setOff);
    expect(shown.doses.map((d) => [d.id, d.status])).toEqual([['d5', 'given']]);
  });

  it('drops a mark of a medicine the answer no longer has', () => {
    const setOff = Date.now();
    noteDoseStored('d6');
    const fresh = medicines([], [syrup]);
    expect(keepDosesStoredSince(medicines([dose('d6')]), fresh, setOff)).toBe(fresh);
  });
});
