import { MASKED } from '@wycieczki/shared';
import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { describe, expect, it } from 'vitest';
import type { Query } from '@tanstack/react-query';
import { forDevice, serializeForDevice, shouldKeepOnDevice } from './offline-cache';

const student = (id: string) => ({ id, name: `Uczeń ${id}`, pesel: '02270803628', parentPhone: '+48 600 100 200', allergies: 'orzechy', diet: null });

function client(queries: { queryKey: unknown[]; data: unknown }[]): PersistedClient {
  return {
    timestamp: 0,
    buster: '1',
    clientState: {
      mutations: [],
      queries: queries.map(({ queryKey, data }) => ({ queryKey, queryHash: JSON.stringify(queryKey), dehydratedAt: 0, state: { data, status: 'success' } as never })),
    },
  };
}

describe('what the device may keep', () => {
  const kept = forDevice(
    client([
      { queryKey: ['trips'], data: [{ id: 'mine', createdBy: 'me' }, { id: 'theirs', createdBy: 'someone' }] },
      { queryKey: ['trips', 'mine', 'students'], data: [student('a'), { ...student('b'), pesel: null }] },
      { queryKey: ['trips', 'theirs', 'students'], data: [student('c')] },
    ]),
    'me',
  );
  const data = (i: number) => kept.clientState.queries[i]!.state.data as ReturnType<typeof student>[];

  it('never a PESEL, whoever made the trip', () => {
    expect(JSON.stringify(kept)).not.toContain('02270803628');
    expect(data(1)[0]!.pesel).toBe(MASKED);
    expect(data(1)[1]!.pesel).toBeNull();
    expect(data(2)[0]!.pesel).toBe(MASKED);
  });

  it("a parent's phone only on the trip creator's device", () => {
    expect(data(1)[0]!.parentPhone).toBe('+48 600 100 200');
    expect(data(2)[0]!.parentPhone).toBe(MASKED);
  });

  it('keeps what a roll call needs: names, allergies, diet', () => {
    expect(data(2)[0]).toMatchObject({ name: 'Uczeń c', allergies: 'orzechy', diet: null });
  });
});

describe('the text written to the device', () => {
  it('is what the device may keep, written a query at a time', async () => {
    const whole = client([
      { queryKey: ['trips'], data: [{ id: 'mine', createdBy: 'me' }, { id: 'theirs', createdBy: 'someone' }] },
      { queryKey: ['trips', 'mine', 'students'], data: [student('a')] },
      { queryKey: ['trips', 'theirs', 'students'], data: [student('c')] },
    ]);
    const text = await serializeForDevice(whole, 'me');
    expect(JSON.parse(text)).toEqual(forDevice(whole, 'me'));
    expect(text).not.toContain('02270803628');
    expect(JSON.parse(await serializeForDevice(client([]), 'me'))).toEqual(forDevice(client([]), 'me'));
  });
});

describe('which queries the device keeps', () => {
  const query = (queryKey: unknown[]) => ({ queryKey, state: { status: 'success' } }) as unknown as Query;

  it("keeps the trips' data and the karta alarmowa, not the access log, a search or a profile", () => {
    expect(shouldKeepOnDevice(query(['trips']))).toBe(true);
    expect(shouldKeepOnDevice(query(['trips', 't1', 'students']))).toBe(true);
    expect(shouldKeepOnDevice(query(['trips', 't1', 'emergency']))).toBe(true);
    expect(shouldKeepOnDevice(query(['trips', 't1', 'access-log', '', '']))).toBe(false);
    expect(shouldKeepOnDevice(query(['trips', 't1', 'parent-link', 's1']))).toBe(false);
    expect(shouldKeepOnDevice(query(['users', 'search', 'ann']))).toBe(false);
    expect(shouldKeepOnDevice(query(['profile']))).toBe(false);
  });

  it('masks the parent phones of the karta alarmowa on a guardian\'s device', () => {
    const card = { students: [{ id: 's', name: 'Kasia', parentPhone: '+48 600 100 200', hasParentPhone: true }] };
    const kept = forDevice(client([{ queryKey: ['trips'], data: [{ id: 'theirs', createdBy: 'someone' }] }, { queryKey: ['trips', 'theirs', 'emergency'], data: card }]), 'me');
    expect(JSON.stringify(kept)).not.toContain('600 100 200');
  });
});
