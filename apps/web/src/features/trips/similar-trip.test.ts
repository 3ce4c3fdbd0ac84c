import type { Guardian, Room, Student, TripSummary } from '@wycieczki/shared';
import { describe, expect, it } from 'vitest';
import { classUp, nextYearName, similarDates, similarTripDraft } from './similar-trip';

describe("'Utwórz podobną' (issue 31)", () => {
  it('moves the year in the name on, and a school year too', () => {
    expect(nextYearName('Zielona szkoła 2026')).toBe('Zielona szkoła 2027');
    expect(nextYearName('Obóz 2025/2026 – Hel')).toBe('Obóz 2026/2027 – Hel');
    expect(nextYearName('Wycieczka do Krakowa')).toBe('Wycieczka do Krakowa');
    expect(nextYearName('Klasa 6a, sala 120')).toBe('Klasa 6a, sala 120');
  });

  it('moves a class one up where it starts with a number', () => {
    expect(classUp('6a')).toBe('7a');
    expect(classUp('3')).toBe('4');
    expect(classUp('IIIb')).toBe('IIIb');
    expect(classUp(null)).toBeNull();
  });

  it('keeps the weekdays and starts after today', () => {
    expect(similarDates('2026-05-11', '2026-05-15', '2026-11-26')).toEqual({ startDate: '2027-05-10', endDate: '2027-05-14' });
    expect(similarDates('2024-05-13', '2024-05-17', '2026-11-26')).toEqual({ startDate: '2027-05-10', endDate: '2027-05-14' });
  });

  it('takes the guardians but the leader and the user, the rooms, and the students only as names and classes', () => {
    const trip = { id: 't1', name: 'Zielona szkoła 2026', destination: 'Karpacz', startDate: '2026-05-11', endDate: '2026-05-15', tripLeaderEmail: 'lider@szkola.pl', studentsPerGuardian: 12 } as TripSummary;
    const guardians = [{ email: 'lider@szkola.pl' }, { email: 'ja@szkola.pl' }, { email: 'Ewa@szkola.pl' }] as Guardian[];
    const rooms = [{ number: '101', capacity: 4 }] as Room[];
    const students = [{ name: 'Jan Kowalski', className: '6a', pesel: '44051401359', parentPhone: '600100200', allergies: 'orzechy', disability: true }] as Student[];
    const draft = similarTripDraft(trip, { guardians, rooms, students, myEmail: 'JA@szkola.pl', today: '2026-11-26' });
    expect(draft.basics).toEqual({ name: 'Zielona szkoła 2027', destination: 'Karpacz', startDate: '2027-05-10', endDate: '2027-05-14', tripLeaderEmail: 'lider@szkola.pl', studentsPerGuardian: 12 });
    expect(draft.guardianEmails).toEqual(['ewa@szkola.pl']);
    expect(draft.rooms).toMatchObject([{ number: '101', capacity: 4 }]);
    expect(draft.students).toMatchObject([{ name: 'Jan Kowalski', className: '7a', pesel: null, parentPhone: null, allergies: null, diet: null, medicines: null, disability: false }]);
    expect(draft.copyFrom).toEqual({ tripId: 't1', tripName: 'Zielona szkoła 2026' });
    expect(similarTripDraft(trip, { guardians, rooms, students: null, myEmail: 'ja@szkola.pl', today: '2026-11-26' }).students).toEqual([]);
  });
});
