import { describe, expect, it } from 'vitest';
import { MSG, type ApiErrorBody, type ProgramItem } from '@wycieczki/shared';
import { createTrip, createUser } from '../../test/factories';
import { useTestApi } from '../../test/test-app';

const api = useTestApi();

const LEG = {
  day: '2026-05-11',
  departureTime: '07:30',
  arrivalTime: '11:45',
  distanceKm: 110,
  destination: 'Kraków – Zakopane',
  program: 'Przejazd i zakwaterowanie',
  stops: 'Pensjonat „Pod Giewontem”',
};

async function tripWithPeople() {
  const creator = await createUser(api);
  const leader = await createUser(api);
  const guardian = await createUser(api);
  const trip = await createTrip(api, creator, { leader, guardians: [guardian], startDate: '2026-05-10', endDate: '2026-05-13' });
  return { creator, leader, guardian, trip };
}

describe('the trip’s program', () => {
  it('is written by the creator and the leader, kept in the order of the trip, and read by every guardian', async () => {
    const { creator, leader, guardian, trip } = await tripWithPeople();
    const path = `/api/trips/${trip.id}/program`;
    const second = await api.request<ProgramItem>('POST', path, { token: leader.accessToken, body: { ...LEG, day: '2026-05-12', destination: 'Morskie Oko' } });
    expect(second.status).toBe(201);
    const first = await api.request<ProgramItem>('POST', path, { token: creator.accessToken, body: LEG });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ ...LEG, tripId: trip.id });
    // Only the day and where to are required; empty texts are stored as nothing.
    const bare = await api.request<ProgramItem>('POST', path, { token: creator.accessToken, body: { day: '2026-05-13', destination: 'Powrót', departureTime: '', program: ' ' } });
    expect(bare.body).toMatchObject({ departureTime: null, arrivalTime: null, distanceKm: null, program: null, stops: null });

    const listed = await api.request<ProgramItem[]>('GET', path, { token: guardian.accessToken });
    expect(listed.status).toBe(200);
    expect(listed.body.map((item) => item.destination)).toEqual(['Kraków – Zakopane', 'Morskie Oko', 'Powrót']);

    const edited = await api.request<ProgramItem>('PUT', `${path}/${first.body.id}`, { token: leader.accessToken, body: { ...LEG, arrivalTime: '12:15' } });
    expect(edited.status).toBe(200);
    expect(edited.body.arrivalTime).toBe('12:15');
    expect((await api.request('DELETE', `${path}/${bare.body.id}`, { token: creator.accessToken })).status).toBe(204);
    expect((await api.request<ProgramItem[]>('GET', path, { token: creator.accessToken })).body).toHaveLength(2);
  });

  it('refuses a guardian who is neither creator nor leader, and changes nothing', async () => {
    const { creator, guardian, trip } = await tripWithPeople();
    const path = `/api/trips/${trip.id}/program`;
    const added = await api.request<ApiErrorBody>('POST', path, { token: guardian.accessToken, body: LEG });
    expect(added.status).toBe(403);
    expect(added.body.error.message).toBe(MSG.onlyCreatorOrLeaderEdits);
    const mine = await api.request<ProgramItem>('POST', path, { token: creator.accessToken, body: LEG });
    expect((await api.request('PUT', `${path}/${mine.body.id}`, { token: guardian.accessToken, body: { ...LEG, destination: 'Inne' } })).status).toBe(403);
    expect((await api.request('DELETE', `${path}/${mine.body.id}`, { token: guardian.accessToken })).status).toBe(403);
    expect((await api.request<ProgramItem[]>('GET', path, { token: creator.accessToken })).body).toEqual([mine.body]);
    const stranger = await createUser(api);
    expect((await api.request('GET', path, { token: stranger.accessToken })).status).toBe(404);
  });

  it.each([
    ['a day before the trip', { ...LEG, day: '2026-05-09' }, MSG.programDayOutsideTrip],
    ['a day after the trip', { ...LEG, day: '2026-05-14' }, MSG.programDayOutsideTrip],
    ['no day', { ...LEG, day: '' }, MSG.programDayRequired],
    ['a day that does not exist', { ...LEG, day: '2026-02-30' }, MSG.dateInvalid],
    ['no destination', { ...LEG, destination: '  ' }, MSG.programDestinationRequired],
    ['an hour that is not one', { ...LEG, departureTime: '24:00' }, MSG.timeInvalid],
    ['a distance below zero', { ...LEG, distanceKm: -1 }, MSG.programDistanceInvalid],
    ['a distance with a fraction', { ...LEG, distanceKm: 1.5 }, MSG.programDistanceInvalid],
    ['a program too long', { ...LEG, program: 'a'.repeat(2001) }, MSG.programTextTooLong],
  ])('refuses %s with a Polish message and stores nothing', async (_case, body, message) => {
    const { creator, trip } = await tripWithPeople();
    const path = `/api/trips/${trip.id}/program`;
    const response = await api.request<ApiErrorBody>('POST', path, { token: creator.accessToken, body });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
    expect((await api.request<ProgramItem[]>('GET', path, { token: creator.accessToken })).body).toEqual([]);
  });

  it('answers 404 for a program row of another trip', async () => {
    const { creator, trip } = await tripWithPeople();
    const other = await createTrip(api, creator);
    const row = await api.request<ProgramItem>('POST', `/api/trips/${trip.id}/program`, { token: creator.accessToken, body: LEG });
    const response = await api.request<ApiErrorBody>('PUT', `/api/trips/${other.id}/program/${row.body.id}`, { token: creator.accessToken, body: LEG });
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe(MSG.programItemNotFound);
  });
});
