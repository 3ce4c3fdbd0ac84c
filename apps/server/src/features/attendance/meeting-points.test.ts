import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MSG, type AttendanceCheckDetail, type AttendanceCheckSummary } from '@wycieczki/shared';
import { createTrip, createUser } from '../../test/factories';
import { useTestApi } from '../../test/test-app';

const api = useTestApi();

async function tripWithGuardian() {
  const creator = await createUser(api);
  const guardian = await createUser(api);
  const trip = await createTrip(api, creator, { guardians: [guardian], students: [{ name: 'Kasia Kot' }, { name: 'Jan Żak' }] });
  return { creator, guardian, trip };
}

const FOUNTAIN = { meetingPlace: 'przy fontannie na Rynku', meetingLat: 50.0614, meetingLng: 19.9372 };

describe("'Zbiórka': an attendance list that is a meeting point (issue 54)", () => {
  it('keeps its place and its point, in the summary and the detail, and a roll call has none', async () => {
    const { guardian, trip } = await tripWithGuardian();
    const as = { token: guardian.accessToken };
    const made = await api.request<AttendanceCheckDetail>('POST', `/api/trips/${trip.id}/attendance`, { ...as, body: { name: 'Zbiórka', date: '2026-05-11', time: '14:30', ...FOUNTAIN } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ ...FOUNTAIN, totalCount: 2, presentCount: 0, collectedCount: 0 });
    const onlyPlace = await api.request<AttendanceCheckDetail>('POST', `/api/trips/${trip.id}/attendance`, { ...as, body: { name: 'Zbiórka 2', date: '2026-05-11', time: '17:00', meetingPlace: ' pod Sukiennicami ' } });
    expect(onlyPlace.body).toMatchObject({ meetingPlace: 'pod Sukiennicami', meetingLat: null, meetingLng: null });
    const rollCall = await api.request<AttendanceCheckDetail>('POST', `/api/trips/${trip.id}/attendance`, { ...as, body: { name: 'Autokar', date: '2026-05-11', time: '08:00', meetingPlace: '' } });
    expect(rollCall.body).toMatchObject({ meetingPlace: null, meetingLat: null, meetingLng: null });
    const lists = (await api.request<AttendanceCheckSummary[]>('GET', `/api/trips/${trip.id}/attendance`, as)).body;
    expect(lists.find((l) => l.id === made.body.id)).toMatchObject(FOUNTAIN);

    // A resent creation (the outbox) with the same id makes it once, with its place.
    const id = randomUUID();
    const body = { id, name: 'Zbiórka offline', date: '2026-05-12', time: '10:00', meetingPlace: 'przy autokarze' };
    expect((await api.request('POST', `/api/trips/${trip.id}/attendance`, { ...as, body })).status).toBe(201);
    const resent = await api.request<AttendanceCheckDetail>('POST', `/api/trips/${trip.id}/attendance`, { ...as, body });
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ id, meetingPlace: 'przy autokarze' });
  });

  it('refuses a broken point or a too long place in Polish, making nothing', async () => {
    const { guardian, trip } = await tripWithGuardian();
    const as = { token: guardian.accessToken };
    const base = { name: 'Zbiórka', date: '2026-05-11', time: '14:30' };
    const refusals: [Record<string, unknown>, string][] = [
      [{ meetingPlace: 'x'.repeat(201) }, MSG.meetingPlaceTooLong],
      [{ meetingPlace: 'Rynek', meetingLat: 50.06 }, MSG.meetingPointInvalid],
      [{ meetingPlace: 'Rynek', meetingLng: 19.93 }, MSG.meetingPointInvalid],
      [{ meetingPlace: 'Rynek', meetingLat: 91, meetingLng: 19.93 }, MSG.meetingPointInvalid],
      [{ meetingPlace: 'Rynek', meetingLat: 50.06, meetingLng: -181 }, MSG.meetingPointInvalid],
      [{ meetingPlace: 'Rynek', meetingLat: '50.06', meetingLng: 19.93 }, MSG.meetingPointInvalid],
      [{ meetingLat: 50.06, meetingLng: 19.93 }, MSG.meetingPointWithoutPlace],
      [{ meetingPlace: '  ', meetingLat: 50.06, meetingLng: 19.93 }, MSG.meetingPointWithoutPlace],
    ];
    for (const [fields, message] of refusals) {
      const refused = await api.request('POST', `/api/trips/${trip.id}/attendance`, { ...as, body: { ...base, ...fields } });
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(refused.body, JSON.stringify(fields)).toMatchObject({ error: { message } });
    }
    expect((await api.request<AttendanceCheckSummary[]>('GET', `/api/trips/${trip.id}/attendance`, as)).body).toEqual([]);
  });

  it('changes its place and point, keeps them through a rename, and becomes a roll call when the place is emptied', async () => {
    const { guardian, trip } = await tripWithGuardian();
    const as = { token: guardian.accessToken };
    const made = (await api.request<AttendanceCheckDetail>('POST', `/api/trips/${trip.id}/attendance`, { ...as, body: { name: 'Zbiórka', date: '2026-05-11', time: '14:30', ...FOUNTAIN } })).body;
    const patch = (body: Record<string, unknown>) => api.request<AttendanceCheckDetail>('PATCH', `/api/trips/${trip.id}/attendance/${made.id}`, { ...as, body });

    expect((await patch({ name: 'Zbiórka po obiedzie' })).body).toMatchObject({ name: 'Zbiórka po obiedzie', ...FOUNTAIN });
    expect((await patch({ meetingLat: 50.05, meetingLng: 19.94 })).body).toMatchObject({ meetingPlace: FOUNTAIN.meetingPlace, meetingLat: 50.05, meetingLng: 19.94 });
    const half = await patch({ meetingLat: 50.05 });
    expect(half.status).toBe(400);
    expect(half.body).toMatchObject({ error: { message: MSG.meetingPointInvalid } });
    expect((await patch({ meetingLat: null, meetingLng: null })).body).toMatchObject({ meetingPlace: FOUNTAIN.meetingPlace, meetingLat: null, meetingLng: null });
    expect((await patch({ meetingPlace: '' })).body).toMatchObject({ meetingPlace: null, meetingLat: null, meetingLng: null });
    // A roll call's point needs a place first.
    const pointOnly = await patch({ meetingLat: 50.05, meetingLng: 19.94 });
    expect(pointOnly.status).toBe(400);
    expect(pointOnly.body).toMatchObject({ error: { message: MSG.meetingPointWithoutPlace } });
    expect((await patch({ meetingPlace: 'Rynek', meetingLat: 50.05, meetingLng: 19.94 })).body).toMatchObject({ meetingPlace: 'Rynek', meetingLat: 50.05, meetingLng: 19.94 });
  });
});
