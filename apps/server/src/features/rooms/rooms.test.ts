import { describe, expect, it } from 'vitest';
import { MSG, type ApiErrorBody, type Room, type Student } from '@wycieczki/shared';
import { createTrip, createUser, type TestUser } from '../../test/factories';
import { useTestApi } from '../../test/test-app';

const api = useTestApi();

async function setUp(studentNames: string[] = ['Ala', 'Bartek', 'Celina']) {
  const user = await createUser(api);
  const trip = await createTrip(api, user, { students: studentNames.map((name) => ({ name })) });
  const students = await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: user.accessToken });
  const byName = Object.fromEntries(students.body.map((s) => [s.name, s.id]));
  return { user, trip, byName };
}

function addRoom(user: TestUser, tripId: string, body: unknown) {
  return api.request<Room & ApiErrorBody>('POST', `/api/trips/${tripId}/rooms`, { token: user.accessToken, body });
}

function assign(user: TestUser, tripId: string, roomId: string, studentIds: string[]) {
  return api.request<Room & ApiErrorBody>('PUT', `/api/trips/${tripId}/rooms/${roomId}/students`, {
    token: user.accessToken,
    body: { studentIds },
  });
}

describe('rooms', () => {
  it('creates a room that starts empty and lists rooms by number', async () => {
    const { user, trip } = await setUp();
    const created = await addRoom(user, trip.id, { number: ' 201 ', capacity: 4 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ number: '201', capacity: 4, students: [] });
    await addRoom(user, trip.id, { number: '12', capacity: 2 });
    const list = await api.request<Room[]>('GET', `/api/trips/${trip.id}/rooms`, { token: user.accessToken });
    expect(list.body.map((r) => r.number)).toEqual(['12', '201']);
  });

  it.each([
    ['no number', { capacity: 4 }, 400, MSG.roomNumberRequired],
    ['a 21-character number', { number: '1'.repeat(21), capacity: 4 }, 400, MSG.roomNumberTooLong],
    ['capacity 0', { number: '1', capacity: 0 }, 400, MSG.roomCapacityNotPositive],
    ['capacity 2.5', { number: '1', capacity: 2.5 }, 400, MSG.roomCapacityNotInteger],
    ['capacity 21', { number: '1', capacity: 21 }, 400, MSG.roomCapacityTooLarge],
  ])('refuses %s', async (_case, body, status, message) => {
    const { user, trip } = await setUp();
    const response = await addRoom(user, trip.id, body);
    expect(response.status).toBe(status);
    expect(response.body.error.message).toBe(message);
  });

  it('keeps room numbers unique within a trip, also when two requests race', async () => {
    const { user, trip } = await setUp();
    await addRoom(user, trip.id, { number: '101', capacity: 2 });
    const again = await addRoom(user, trip.id, { number: '101', capacity: 3 });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(MSG.roomNumberTaken);
    const raced = await Promise.all([addRoom(user, trip.id, { number: '7', capacity: 2 }), addRoom(user, trip.id, { number: '7', capacity: 2 })]);
    expect(raced.map((r) => r.status).sort()).toEqual([201, 409]);
    // Another trip may have its own 101.
    const other = await setUp();
    expect((await addRoom(other.user, other.trip.id, { number: '101', capacity: 2 })).status).toBe(201);
  });

  it('assigns: the chosen move in (leaving their old room), the unchosen leave', async () => {
    const { user, trip, byName } = await setUp();
    const a = (await addRoom(user, trip.id, { number: 'A', capacity: 2 })).body;
    const b = (await addRoom(user, trip.id, { number: 'B', capacity: 2 })).body;
    expect((await assign(user, trip.id, a.id, [byName.Ala!, byName.Bartek!])).body.students.map((s) => s.name)).toEqual(['Ala', 'Bartek']);
    const moved = await assign(user, trip.id, b.id, [byName.Bartek!, byName.Celina!]);
    expect(moved.status).toBe(200);
    expect(moved.body.students.map((s) => s.name)).toEqual(['Bartek', 'Celina']);
    const rooms = await api.request<Room[]>('GET', `/api/trips/${trip.id}/rooms`, { token: user.accessToken });
    expect(rooms.body.find((r) => r.id === a.id)?.students.map((s) => s.name)).toEqual(['Ala']);
    const emptied = await assign(user, trip.id, b.id, []);
    expect(emptied.body.students).toEqual([]);
    const students = await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: user.accessToken });
    expect(students.body.map((s) => [s.name, s.roomNumber])).toEqual([
      ['Ala', 'A'],
      ['Bartek', null],
      ['Celina', null],
    ]);
  });

  it('refuses an assignment over capacity with 409 and changes nothing', async () => {
    const { user, trip, byName } = await setUp();
    const room = (await addRoom(user, trip.id, { number: '1', capacity: 2 })).body;
    await assign(user, trip.id, room.id, [byName.Ala!]);
    const over = await assign(user, trip.id, room.id, [byName.Ala!, byName.Bartek!, byName.Celina!]);
    expect(over.status).toBe(409);
    expect(over.body.error.message).toBe(MSG.roomOverCapacity);
    const rooms = await api.request<Room[]>('GET', `/api/trips/${trip.id}/rooms`, { token: user.accessToken });
    expect(rooms.body[0]?.students.map((s) => s.name)).toEqual(['Ala']);
  });

  it('refuses students of another trip', async () => {
    const { user, trip } = await setUp();
    const other = await setUp(['Obcy']);
    const room = (await addRoom(user, trip.id, { number: '1', capacity: 2 })).body;
    const response = await assign(user, trip.id, room.id, [other.byName.Obcy!]);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(MSG.studentNotInTrip);
  });

  it('lets exactly one of two students racing for the last place in', async () => {
    const { user, trip, byName } = await setUp();
    const room = (await addRoom(user, trip.id, { number: '1', capacity: 2 })).body;
    await assign(user, trip.id, room.id, [byName.Ala!]);
    const results = await Promise.all(
      [byName.Bartek!, byName.Celina!].map((id) =>
        api.request('PATCH', `/api/trips/${trip.id}/students/${id}`, { token: user.accessToken, body: { roomId: room.id } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const rooms = await api.request<Room[]>('GET', `/api/trips/${trip.id}/rooms`, { token: user.accessToken });
    expect(rooms.body[0]?.students).toHaveLength(2);
  });

  it('renames a room everywhere and cannot shrink it below its students', async () => {
    const { user, trip, byName } = await setUp();
    const room = (await addRoom(user, trip.id, { number: '1', capacity: 3 })).body;
    await assign(user, trip.id, room.id, [byName.Ala!, byName.Bartek!]);
    const renamed = await api.request<Room>('PATCH', `/api/trips/${trip.id}/rooms/${room.id}`, {
      token: user.accessToken,
      body: { number: '301' },
    });
    expect(renamed.body).toMatchObject({ number: '301', capacity: 3 });
    const students = await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: user.accessToken });
    expect(students.body.filter((s) => s.roomNumber === '301').map((s) => s.name)).toEqual(['Ala', 'Bartek']);
    const shrink = await api.request<ApiErrorBody>('PATCH', `/api/trips/${trip.id}/rooms/${room.id}`, {
      token: user.accessToken,
      body: { capacity: 1 },
    });
    expect(shrink.status).toBe(409);
    expect(shrink.body.error.message).toBe(MSG.roomOverCapacity);
  });

  it('deletes a room; its students are left without a room', async () => {
    const { user, trip, byName } = await setUp();
    const room = (await addRoom(user, trip.id, { number: '1', capacity: 3 })).body;
    await assign(user, trip.id, room.id, [byName.Ala!]);
    expect((await api.request('DELETE', `/api/trips/${trip.id}/rooms/${room.id}`, { token: user.accessToken })).status).toBe(204);
    const students = await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: user.accessToken });
    expect(students.body.find((s) => s.name === 'Ala')).toMatchObject({ roomId: null, roomNumber: null });
    expect(students.body).toHaveLength(3);
  });

  it('places a new student in a room only while it has a place', async () => {
    const { user, trip } = await setUp([]);
    const room = (await addRoom(user, trip.id, { number: '1', capacity: 1 })).body;
    const first = await api.request<Student>('POST', `/api/trips/${trip.id}/students`, { token: user.accessToken, body: { name: 'A', roomId: room.id } });
    expect(first.body.roomNumber).toBe('1');
    const second = await api.request<ApiErrorBody>('POST', `/api/trips/${trip.id}/students`, { token: user.accessToken, body: { name: 'B', roomId: room.id } });
    expect(second.status).toBe(409);
    const otherTrip = await setUp([]);
    const foreignRoom = (await addRoom(otherTrip.user, otherTrip.trip.id, { number: '9', capacity: 5 })).body;
    const foreign = await api.request('POST', `/api/trips/${trip.id}/students`, { token: user.accessToken, body: { name: 'C', roomId: foreignRoom.id } });
    expect(foreign.status).toBe(404);
  });
});
