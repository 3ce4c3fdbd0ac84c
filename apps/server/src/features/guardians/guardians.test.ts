import { describe, expect, it } from 'vitest';
import { MSG, type ApiErrorBody, type Guardian, type TripSummary, type UserSearchResult } from '@wycieczki/shared';
import { createTrip, createUser, uniqueEmail } from '../../test/factories';
import { useTestApi } from '../../test/test-app';

const api = useTestApi();

describe('guardians of a trip', () => {
  it('lists the creator first, marked, then the guardians with the leader marked', async () => {
    const creator = await createUser(api, { fullName: 'Celina Twórczyni' });
    const leader = await createUser(api, { fullName: 'Leon Kierownik' });
    const trip = await createTrip(api, creator, { leader });
    const response = await api.request<Guardian[]>('GET', `/api/trips/${trip.id}/guardians`, { token: leader.accessToken });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { id: creator.user.id, email: creator.email, fullName: 'Celina Twórczyni', grammaticalGender: null, role: 'creator', isLeader: false },
      { id: leader.user.id, email: leader.email, fullName: 'Leon Kierownik', grammaticalGender: null, role: 'guardian', isLeader: true },
    ]);
  });

  it('adds a guardian by email (any letter case), who then sees the trip', async () => {
    const creator = await createUser(api);
    const guardian = await createUser(api);
    const trip = await createTrip(api, creator);
    const added = await api.request<Guardian[]>('POST', `/api/trips/${trip.id}/guardians`, {
      token: creator.accessToken,
      body: { email: ` ${guardian.email.toUpperCase()} ` },
    });
    expect(added.status).toBe(201);
    expect(added.body.map((g) => [g.id, g.role])).toEqual([
      [creator.user.id, 'creator'],
      [guardian.user.id, 'guardian'],
    ]);
    const list = await api.request<TripSummary[]>('GET', '/api/trips', { token: guardian.accessToken });
    expect(list.body.map((t) => t.id)).toEqual([trip.id]);
  });

  it.each([
    ['an empty email', '', 400, MSG.guardianEmailEmpty],
    ['an email without @', 'opiekun', 400, MSG.guardianEmailInvalid],
    ['an unknown email', 'nikt-taki@szkola.test', 404, MSG.userNotFound],
  ])('refuses %s', async (_case, email, status, message) => {
    const creator = await createUser(api);
    const trip = await createTrip(api, creator);
    const response = await api.request<ApiErrorBody>('POST', `/api/trips/${trip.id}/guardians`, {
      token: creator.accessToken,
      body: { email },
    });
    expect(response.status).toBe(status);
    expect(response.body.error.message).toBe(message);
  });

  it('refuses a user who already guards the trip', async () => {
    const creator = await createUser(api);
    const guardian = await createUser(api);
    const trip = await createTrip(api, creator, { guardians: [guardian] });
    for (const email of [guardian.email, creator.email]) {
      const response = await api.request<ApiErrorBody>('POST', `/api/trips/${trip.id}/guardians`, {
        token: creator.accessToken,
        body: { email },
      });
      expect(response.status).toBe(409);
      expect(response.body.error.message).toBe(MSG.alreadyGuardian);
    }
  });

  it('removes a guardian, who then no longer sees the trip; the creator cannot be removed', async () => {
    const creator = await createUser(api);
    const leader = await createUser(api);
    const trip = await createTrip(api, creator, { leader });
    const removed = await api.request<Guardian[]>('DELETE', `/api/trips/${trip.id}/guardians/${leader.user.id}`, {
      token: creator.accessToken,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.map((g) => g.id)).toEqual([creator.user.id]);
    expect((await api.request('GET', `/api/trips/${trip.id}`, { token: leader.accessToken })).status).toBe(404);
    const after = await api.request<TripSummary>('GET', `/api/trips/${trip.id}`, { token: creator.accessToken });
    expect(after.body.tripLeaderId).toBeNull();

    const creatorRemoval = await api.request<ApiErrorBody>('DELETE', `/api/trips/${trip.id}/guardians/${creator.user.id}`, {
      token: creator.accessToken,
    });
    expect(creatorRemoval.status).toBe(400);
    expect(creatorRemoval.body.error.message).toBe(MSG.creatorCannotBeRemoved);
    const notMember = await api.request('DELETE', `/api/trips/${trip.id}/guardians/${leader.user.id}`, { token: creator.accessToken });
    expect(notMember.status).toBe(404);
  });

  it('lets only the creator manage guardians', async () => {
    const creator = await createUser(api);
    const leader = await createUser(api);
    const other = await createUser(api);
    const trip = await createTrip(api, creator, { leader });
    const add = await api.request<ApiErrorBody>('POST', `/api/trips/${trip.id}/guardians`, {
      token: leader.accessToken,
      body: { email: other.email },
    });
    expect(add.status).toBe(403);
    expect(add.body.error.message).toBe(MSG.onlyCreatorManagesGuardians);
    const remove = await api.request('DELETE', `/api/trips/${trip.id}/guardians/${creator.user.id}`, { token: leader.accessToken });
    expect(remove.status).toBe(403);
  });
});

describe('user search', () => {
  it('finds part of an email only among people who share a trip with the searcher, case-insensitive, at most 10', async () => {
    const marker = `szukaj${Date.now()}`;
    const created = [];
    for (let i = 0; i < 14; i += 1) created.push(await createUser(api, { email: `${marker}.${i}@szkola.test`, fullName: `Osoba ${i}` }));
    const searcher = created[0]!;
    // Before any shared trip: only the searcher matches part of an email.
    const alone = await api.request<UserSearchResult[]>('GET', `/api/users/search?q=${marker.toUpperCase()}`, { token: searcher.accessToken });
    expect(alone.status).toBe(200);
    expect(alone.body.map((u) => u.email)).toEqual([searcher.email]);

    await createTrip(api, searcher, { guardians: created.slice(1, 12) });
    const response = await api.request<UserSearchResult[]>('GET', `/api/users/search?q=${marker.toUpperCase()}`, {
      token: searcher.accessToken,
    });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(10);
    expect(Object.keys(response.body[0] ?? {}).sort()).toEqual(['email', 'fullName', 'id']);
    expect(response.body.every((u) => u.email.startsWith(marker))).toBe(true);
    // Users 12 and 13 share no trip with the searcher: never listed by a part of their email…
    const strangers = await api.request<UserSearchResult[]>('GET', `/api/users/search?q=${marker}.1`, { token: searcher.accessToken });
    expect(strangers.body.map((u) => u.email).sort()).toEqual([`${marker}.1@szkola.test`, `${marker}.10@szkola.test`, `${marker}.11@szkola.test`].sort());
    // …but the whole address, in any case, finds that one user, first.
    const exact = await api.request<UserSearchResult[]>('GET', `/api/users/search?q=${marker.toUpperCase()}.13@SZKOLA.TEST`, {
      token: searcher.accessToken,
    });
    expect(exact.body.map((u) => u.email)).toEqual([`${marker}.13@szkola.test`]);
  });

  it('an outsider cannot list other users by part of their email', async () => {
    const teacher = await createUser(api, { email: `katalog.${Date.now()}@szkola.test` });
    await createTrip(api, teacher, { guardians: [await createUser(api, { email: `katalog.kolega.${Date.now()}@szkola.test` })] });
    const outsider = await createUser(api);
    for (const q of ['katalog', 'szkola.test', '@sz', '.test']) {
      const response = await api.request<UserSearchResult[]>('GET', `/api/users/search?q=${q}`, { token: outsider.accessToken });
      expect(response.status).toBe(200);
      expect(response.body.filter((u) => u.id !== outsider.user.id), q).toEqual([]);
    }
  });

  it('answers 30 searches a minute per user, then 429 with a Polish message', async () => {
    const user = await createUser(api);
    const other = await createUser(api);
    for (let i = 0; i < 30; i += 1) {
      expect((await api.request('GET', `/api/users/search?q=abc${i}`, { token: user.accessToken })).status).toBe(200);
    }
    const refused = await api.request<ApiErrorBody>('GET', '/api/users/search?q=abcd', { token: user.accessToken });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(MSG.tooManySearches);
    expect(refused.headers.get('retry-after')).toBe('60');
    // Another user is not affected.
    expect((await api.request('GET', '/api/users/search?q=abcd', { token: other.accessToken })).status).toBe(200);
  });

  it('needs 3 characters and treats % and _ literally', async () => {
    const user = await createUser(api);
    const short = await api.request<ApiErrorBody>('GET', '/api/users/search?q=ab', { token: user.accessToken });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe(MSG.searchTooShort);
    const wildcard = await api.request<UserSearchResult[]>('GET', `/api/users/search?q=${encodeURIComponent('%%%')}`, {
      token: user.accessToken,
    });
    expect(wildcard.body).toEqual([]);
    const underscore = await api.request<UserSearchResult[]>('GET', '/api/users/search?q=___', { token: user.accessToken });
    expect(underscore.body).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await api.request('GET', `/api/users/search?q=${uniqueEmail()}`)).status).toBe(401);
  });
});
