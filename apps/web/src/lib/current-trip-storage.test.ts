import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetCurrentTrips, readCurrentTrip, writeCurrentTripId } from './current-trip-storage';

const readCurrentTripId = (userId: string, today: string) => readCurrentTrip(userId, today)?.id ?? null;

/** The browser's localStorage, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, String(value)),
    removeItem: (name) => void items.delete(name),
    clear: () => items.clear(),
  };
}

describe('the current trip kept on the device (issue 31)', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
  });

  it('stays chosen until its end date passes', () => {
    writeCurrentTripId('u1', { id: 't1', endDate: '2027-05-15', byHand: true }, '2027-05-01');
    expect(readCurrentTripId('u1', '2027-05-15')).toBe('t1');
    expect(readCurrentTripId('u1', '2027-05-16')).toBeNull();
  });

  it('keeps the automatic first trip for today only', () => {
    writeCurrentTripId('u1', { id: 't1', endDate: '2027-06-05', byHand: false }, '2027-05-01');
    expect(readCurrentTrip('u1', '2027-05-01')).toEqual({ id: 't1', byHand: false });
    expect(readCurrentTripId('u1', '2027-05-02')).toBeNull();
  });

  it('keeps a trip already over for the rest of the day it was chosen', () => {
    writeCurrentTripId('u1', { id: 'old', endDate: '2026-05-13', byHand: true }, '2026-11-26');
    expect(readCurrentTripId('u1', '2026-11-26')).toBe('old');
    expect(readCurrentTripId('u1', '2026-11-27')).toBeNull();
  });

  it('is per user, reads a choice kept before dates were kept, and is forgotten on sign-out', () => {
    localStorage.setItem('wycieczki.currentTrip.u2', 'plain');
    writeCurrentTripId('u1', { id: 't1', endDate: '2027-05-15', byHand: true }, '2027-05-01');
    expect(readCurrentTrip('u2', '2027-05-01')).toEqual({ id: 'plain', byHand: true });
    expect(readCurrentTrip('u1', '2027-05-01')).toEqual({ id: 't1', byHand: true });
    forgetCurrentTrips();
    expect(readCurrentTripId('u1', '2027-05-01')).toBeNull();
    expect(readCurrentTripId('u2', '2027-05-01')).toBeNull();
  });
});
