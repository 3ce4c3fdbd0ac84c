import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG, type ApiErrorBody, type Student, type StudentLocation } from '@wycieczki/shared';
import { studentLocations } from '../../db/schema';
import { createTrip, createUser } from '../../test/factories';
import { useTestApi } from '../../test/test-app';

const api = useTestApi();

async function setUp() {
  const creator = await createUser(api, { fullName: 'Ewa Przewodnik' });
  const trip = await createTrip(api, creator, { students: [{ name: 'Ala' }, { name: 'Bartek' }] });
  const students = await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken });
  return { creator, trip, ala: students.body[0]!, bartek: students.body[1]! };
}

describe('student locations', () => {
  it('creates a location, and a second update changes the same row', async () => {
    const { creator, trip, ala } = await setUp();
    const first = await api.request<StudentLocation>('PUT', `/api/trips/${trip.id}/students/${ala.id}/location`, {
      token: creator.accessToken,
      body: { lat: 49.2992, lng: 19.9496 },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ studentId: ala.id, studentName: 'Ala', lat: 49.2992, lng: 19.9496, updatedByName: 'Ewa Przewodnik' });
    await new Promise((r) => setTimeout(r, 20));
    const second = await api.request<StudentLocation>('PUT', `/api/trips/${trip.id}/students/${ala.id}/location`, {
      token: creator.accessToken,
      body: { lat: 50.0614, lng: 19.9366 },
    });
    expect(second.body).toMatchObject({ lat: 50.0614, lng: 19.9366 });
    expect(new Date(second.body.lastUpdate).getTime()).toBeGreaterThan(new Date(first.body.lastUpdate).getTime());
    const rows = await api.database.db.select().from(studentLocations).where(eq(studentLocations.studentId, ala.id));
    expect(rows).toHaveLength(1);
    const list = await api.request<StudentLocation[]>('GET', `/api/trips/${trip.id}/locations`, { token: creator.accessToken });
    expect(list.body.map((l) => l.studentName)).toEqual(['Ala']);
  });

  it.each([
    ['latitude 90.1', { lat: 90.1, lng: 0 }, MSG.latitudeInvalid],
    ['latitude -91', { lat: -91, lng: 0 }, MSG.latitudeInvalid],
    ['longitude 180.5', { lat: 0, lng: 180.5 }, MSG.longitudeInvalid],
    ['longitude as text', { lat: 0, lng: '19' }, MSG.longitudeInvalid],
    ['no latitude', { lng: 19 }, MSG.latitudeInvalid],
  ])('refuses %s and stores nothing', async (_case, body, message) => {
    const { creator, trip, bartek } = await setUp();
    const response = await api.request<ApiErrorBody>('PUT', `/api/trips/${trip.id}/students/${bartek.id}/location`, {
      token: creator.accessToken,
      body,
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
    const list = await api.request<StudentLocation[]>('GET', `/api/trips/${trip.id}/locations`, { token: creator.accessToken });
    expect(list.body).toEqual([]);
  });

  it('accepts the edges of the globe', async () => {
    const { creator, trip, bartek } = await setUp();
    const response = await api.request('PUT', `/api/trips/${trip.id}/students/${bartek.id}/location`, {
      token: creator.accessToken,
      body: { lat: -90, lng: 180 },
    });
    expect(response.status).toBe(200);
  });

  it('removes a location with its student', async () => {
    const { creator, trip, ala } = await setUp();
    await api.request('PUT', `/api/trips/${trip.id}/students/${ala.id}/location`, { token: creator.accessToken, body: { lat: 1, lng: 1 } });
    await api.request('DELETE', `/api/trips/${trip.id}/students/${ala.id}`, { token: creator.accessToken });
    const list = await api.request<StudentLocation[]>('GET', `/api/trips/${trip.id}/locations`, { token: creator.accessToken });
    expect(list.body).toEqual([]);
  });
});
