import { describe, expect, it } from 'vitest';
import { asksGuardianPhone, phoneAnswered, rememberPhoneAnswered } from './guardian-phone';

const guarded = { tripLeaderId: 'leader', closed: null };
const asking = { userId: 'ewa', trip: guarded, pathname: '/students', phone: null, answered: false };

describe("a guardian's own phone, asked once (issue 63)", () => {
  it('asks a guardian without a phone on the screens of a trip she guards', () => {
    expect(asksGuardianPhone(asking)).toBe(true);
    expect(asksGuardianPhone({ ...asking, pathname: '/emergency' })).toBe(true);
  });

  it('does not ask the leader, a guardian with a phone or one who answered, nor on a closed trip', () => {
    expect(asksGuardianPhone({ ...asking, userId: 'leader' })).toBe(false);
    expect(asksGuardianPhone({ ...asking, phone: '600 100 200' })).toBe(false);
    expect(asksGuardianPhone({ ...asking, answered: true })).toBe(false);
    expect(asksGuardianPhone({ ...asking, trip: { ...guarded, closed: { at: '2026-05-12T10:00:00.000Z', by: 'Anna Nowak' } } })).toBe(false);
    expect(asksGuardianPhone({ ...asking, trip: null })).toBe(false);
  });

  it('asks on a trip screen, not on the trips list, the profile or the school', () => {
    for (const pathname of ['/trips', '/profile', '/school', '/school/trips/1']) expect(asksGuardianPhone({ ...asking, pathname }), pathname).toBe(false);
  });

  it("remembers 'Nie teraz' per account", () => {
    const kept = new Map<string, string>();
    const storage = { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => void kept.set(key, value) };
    expect(phoneAnswered('ewa', storage)).toBe(false);
    rememberPhoneAnswered('ewa', storage);
    expect(phoneAnswered('ewa', storage)).toBe(true);
    expect(phoneAnswered('piotr', storage)).toBe(false);
  });
});
