import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIMITS, MSG, type ApiErrorBody, type AttendanceCheckDetail, type Student } from '@wycieczki/shared';
import { openEventStream } from '../test/event-stream';
import { createTrip, createUser, type TestUser } from '../test/factories';
import { useTestApi } from '../test/test-app';

const api = useTestApi();

/**
 * Adds `count` guardians to a trip straight in the database (past the API's cap, on purpose), each
 * with a 255-character email and a 100-character name: the largest members the schema allows.
 */
async function addGuardiansDirectly(tripId: string, count: number, tag: string): Promise<void> {
  await api.database.db.execute(sql`
    with made as (
      insert into users (email, password_hash)
      select ${tag} || n || '.' || repeat('e', 230 - length(${tag})) || '@szkola.test', 'x' from generate_series(1, ${count}) n
      returning id, email
    ), profiled as (
      insert into profiles (id, email, full_name, first_name, last_name)
      select id, email, repeat('Ż', 100), 'Ż', repeat('Ż', 98) from made returning id
    )
    insert into trip_guardians (trip_id, guardian_id, role) select ${tripId}, id, 'guardian' from profiled`);
}

async function memberCount(tripId: string): Promise<number> {
  const result = await api.database.db.execute<{ n: number }>(sql`select count(*)::int as n from trip_guardians where trip_id = ${tripId}`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

describe('a trip with 500 guardians and the longest names', () => {
  it('every kind of write works and reaches the guardians (the NOTIFY once held every member: 500 on main)', async () => {
    const creator = await createUser(api, { fullName: 'Ż'.repeat(100) });
    const guardian = await createUser(api, { fullName: 'Ł'.repeat(100) });
    const trip = await createTrip(api, creator, { name: 'W'.repeat(200), guardians: [guardian] });
    await addGuardiansDirectly(trip.id, 498, `g500.${Date.now()}.`);
    expect(await memberCount(trip.id)).toBe(500);
    const stream = await openEventStream(api.app, guardian.accessToken);
    try {
      const added = await api.request<Student>('POST', `/api/trips/${trip.id}/students`, { token: creator.accessToken, body: { name: 'Ó'.repeat(100) } });
      expect(added.status).toBe(201);
      expect(await stream.nextChange(trip.id, 'students', { action: 'created' })).toMatchObject({ actorName: 'Ż'.repeat(100) });

      const renamed = await api.request('PATCH', `/api/trips/${trip.id}`, { token: creator.accessToken, body: { name: 'Ę'.repeat(200) } });
      expect(renamed.status).toBe(200);
      expect(await stream.nextChange(trip.id, 'trips', { action: 'updated' })).not.toBeNull();

      const list = await api.request<AttendanceCheckDetail>('POST', `/api/trips/${trip.id}/attendance`, {
        token: guardian.accessToken,
        body: { name: 'Ś'.repeat(200), date: '2026-05-11', time: '08:00' },
      });
      expect(list.status).toBe(201);
      const mark = await api.request('PUT', `/api/trips/${trip.id}/attendance/${list.body.id}/records/${added.body.id}`, {
        token: creator.accessToken,
        body: { status: 'present' },
      });
      expect(mark.status).toBe(200);
      expect(await stream.nextChange(trip.id, 'attendance_records')).not.toBeNull();

      const room = await api.request('POST', `/api/trips/${trip.id}/rooms`, { token: creator.accessToken, body: { number: 'Ź'.repeat(20), capacity: 4 } });
      expect(room.status).toBe(201);
      expect(await stream.nextChange(trip.id, 'rooms', { action: 'created' })).not.toBeNull();
    } finally {
      await stream.close();
    }
  });

  it(`refuses a guardian past ${LIMITS.tripMembersMax} members with a Polish message, and stores nothing`, async () => {
    const creator = await createUser(api);
    const trip = await createTrip(api, creator);
    await addGuardiansDirectly(trip.id, LIMITS.tripMembersMax - 2, `cap.${Date.now()}.`);
    const last: TestUser = await createUser(api);
    expect((await api.request('POST', `/api/trips/${trip.id}/guardians`, { token: creator.accessToken, body: { email: last.email } })).status).toBe(201);
    expect(await memberCount(trip.id)).toBe(LIMITS.tripMembersMax);
    const oneMore = await createUser(api);
    const refused = await api.request<ApiErrorBody>('POST', `/api/trips/${trip.id}/guardians`, { token: creator.accessToken, body: { email: oneMore.email } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(MSG.tripMembersLimit);
    expect(await memberCount(trip.id)).toBe(LIMITS.tripMembersMax);
  });
});
