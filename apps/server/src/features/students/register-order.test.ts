import { describe, expect, it } from 'vitest';
import type { AttendanceCheckDetail, Room, Student, StudentLocation } from '@wycieczki/shared';
import { createTrip, createUser } from '../../test/factories';
import { useTestApi } from '../../test/test-app';

const api = useTestApi();

// In first-name order these would come Anna, Lena, Łucja, Piotr, Zenon.
const NAMES = ['Łucja Zając', 'Lena Nowak', 'Zenon Adamski', 'Anna Łuczak', 'Piotr Lis'];
const REGISTER_ORDER = ['Zenon Adamski', 'Piotr Lis', 'Anna Łuczak', 'Lena Nowak', 'Łucja Zając'];

describe("a trip's students in a class register's order (issue 23, point 4)", () => {
  it('comes so from every list of the API: students, a room, a roll call, the locations', async () => {
    const creator = await createUser(api);
    const trip = await createTrip(api, creator, { students: NAMES.map((name) => ({ name })) });
    const as = { token: creator.accessToken };
    const get = <T>(path: string) => api.request<T>('GET', `/api/trips/${trip.id}${path}`, as);

    const students = await get<Student[]>('/students');
    expect(students.body.map((s) => s.name)).toEqual(REGISTER_ORDER);

    const room = await api.request<Room>('POST', `/api/trips/${trip.id}/rooms`, { ...as, body: { number: '1', capacity: 5 } });
    await api.request('PUT', `/api/trips/${trip.id}/rooms/${room.body.id}/students`, { ...as, body: { studentIds: students.body.map((s) => s.id).reverse() } });
    const rooms = await get<Room[]>('/rooms');
    expect(rooms.body[0]!.students.map((s) => s.name)).toEqual(REGISTER_ORDER);

    const check = await api.request<AttendanceCheckDetail>('POST', `/api/trips/${trip.id}/attendance`, { ...as, body: { name: 'Zbiórka', date: '2026-05-11', time: '07:30' } });
    expect(check.body.records.map((r) => r.studentName)).toEqual(REGISTER_ORDER);
    const detail = await get<AttendanceCheckDetail>(`/attendance/${check.body.id}`);
    expect(detail.body.records.map((r) => r.studentName)).toEqual(REGISTER_ORDER);

    for (const student of [...students.body].reverse()) {
      await api.request('PUT', `/api/trips/${trip.id}/students/${student.id}/location`, { ...as, body: { lat: 49.3, lng: 19.95 } });
    }
    const locations = await get<StudentLocation[]>('/locations');
    expect(locations.body.map((l) => l.studentName)).toEqual(REGISTER_ORDER);
  });
});
