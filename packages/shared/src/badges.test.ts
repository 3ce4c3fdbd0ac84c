import { describe, expect, it } from 'vitest';
import { badgeNames, badgePayload, readBadge, tripBadgeTag } from './badges';

const TRIP = '0192f0a4-6c1e-7d2b-9a3c-5e8f1b2c4d6e';
const OTHER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const students = [
  { id: 'a', badgeCode: '0A1B2C3D4E' },
  { id: 'b', badgeCode: 'FFEE001122' },
];

describe('badges', () => {
  it('tags the trip with the random end of its id and keeps to the QR alphanumeric set', () => {
    expect(tripBadgeTag(TRIP)).toBe('1B2C4D6E');
    const payload = badgePayload(TRIP, '0A1B2C3D4E');
    expect(payload).toBe('WYC1:1B2C4D6E:0A1B2C3D4E');
    expect(payload).toMatch(/^[0-9A-Z $%*+\-./:]+$/);
  });

  it('reads this trip’s badge as its student', () => {
    expect(readBadge(badgePayload(TRIP, 'FFEE001122'), TRIP, students)).toEqual({ kind: 'student', student: students[1] });
    expect(readBadge(` ${badgePayload(TRIP, '0A1B2C3D4E')}\n`, TRIP, students)).toEqual({ kind: 'student', student: students[0] });
  });

  it('refuses another trip’s badge, a badge of nobody on the trip and any other code', () => {
    expect(readBadge(badgePayload(OTHER, '0A1B2C3D4E'), TRIP, students)).toEqual({ kind: 'otherTrip' });
    expect(readBadge(badgePayload(TRIP, '9999999999'), TRIP, students)).toEqual({ kind: 'unknown' });
    for (const text of ['https://szkola.example/r/abc', '', 'WYC1:1B2C4D6E:0a1b2c3d4e', 'WYC2:1B2C4D6E:0A1B2C3D4E'])
      expect(readBadge(text, TRIP, students)).toEqual({ kind: 'notBadge' });
  });

  it('prints first names, with the surname’s initial where two children share one', () => {
    expect(badgeNames(['Julia Dąbrowska', 'Jan Kowalski', 'julia Łukasik', 'Zofia', 'Anna Maria Nowak'])).toEqual([
      'Julia D.',
      'Jan',
      'julia Ł.',
      'Zofia',
      'Anna',
    ]);
  });
});
