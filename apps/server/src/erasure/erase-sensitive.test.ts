import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  feedText,
  MSG,
  sensitiveEraseDate,
  type AccessLogPage,
  type ActivityPage,
  type ApiErrorBody,
  type ImportPreview,
  type Room,
  type Student,
  type StudentHandover,
  type TripSummary,
} from '@wycieczki/shared';
import { createTrip, createUser } from '../test/factories';
import { useTestApi } from '../test/test-app';
import { warsawDate } from '../lib/warsaw-date';
import { eraseDueTrips, ERASED_COLLECTOR, ERASED_PLACE } from './erase-sensitive';

const api = useTestApi();

/** A trip that ended on 15.05.2026 with a student who has every sensitive field, a room and a mark. */
async function endedTrip(eraseAfterDays?: number) {
  const creator = await createUser(api, { fullName: 'Anna Nowak' });
  const guardian = await createUser(api, { fullName: 'Bartek Wiśniewski' });
  const trip = await createTrip(api, creator, {
    guardians: [guardian],
    startDate: '2026-05-11',
    endDate: '2026-05-15',
    students: [{ name: 'Kasia Kot', pesel: '44051401359', parentPhone: '600100200', allergies: 'orzechy' }, { name: 'Jan Żak' }],
    rooms: [{ number: '12', capacity: 4 }],
  });
  const as = { token: creator.accessToken };
  if (eraseAfterDays !== undefined) {
    expect((await api.request('PATCH', `/api/trips/${trip.id}`, { ...as, body: { eraseAfterDays } })).status).toBe(200);
  }
  const [kasia] = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, as)).body.filter((s) => s.name === 'Kasia Kot');
  await api.request('PATCH', `/api/trips/${trip.id}/students/${kasia!.id}`, { ...as, body: { diet: 'wegetariańska', medicines: 'Ventolin' } });
  const [room] = (await api.request<Room[]>('GET', `/api/trips/${trip.id}/rooms`, as)).body;
  await api.request('PUT', `/api/trips/${trip.id}/rooms/${room!.id}/students`, { ...as, body: { studentIds: [kasia!.id] } });
  const list = await api.request<{ id: string }>('POST', `/api/trips/${trip.id}/attendance`, { ...as, body: { name: 'Autokar', date: '2026-05-11', time: '08:00' } });
  await api.request('PUT', `/api/trips/${trip.id}/attendance/${list.body.id}/records/${kasia!.id}`, { ...as, body: { status: 'present' } });
  return { creator, guardian, trip, kasiaId: kasia!.id, roomId: room!.id, listId: list.body.id };
}

async function storedStudent(id: string) {
  const result = await api.database.db.execute(sql`select name, pesel, parent_phone, allergies, diet, medicines, room_id from students where id = ${id}`);
  return (result as unknown as { rows: Record<string, string | null>[] }).rows[0];
}

async function feedLines(tripId: string, token: string): Promise<string[]> {
  const page = await api.request<ActivityPage>('GET', `/api/trips/${tripId}/activity`, { token });
  return page.body.entries.map((e) => `${e.actorName}: ${e.summary}`);
}

/** The moment a Polish day starts, as UTC (May to October: UTC+2). */
const warsawMidnight = (day: string) => new Date(`${day}T00:00:00+02:00`);

describe('automatic erasure of sensitive data', () => {
  it('erases PESEL, phone, allergies, diet and medicines when the day comes, keeps names, rooms and marks, and says so once', async () => {
    const { creator, trip, kasiaId, roomId, listId } = await endedTrip();
    expect(sensitiveEraseDate('2026-05-15', 30)).toBe('2026-06-15');
    const before = await storedStudent(kasiaId);

    // 23:59:59 on 14.06 in Poland: not yet.
    expect(await eraseDueTrips(api.database.db, new Date(warsawMidnight('2026-06-15').getTime() - 1000))).not.toContain(trip.id);
    expect(await storedStudent(kasiaId)).toEqual(before);

    const at = warsawMidnight('2026-06-15');
    expect(await eraseDueTrips(api.database.db, at)).toContain(trip.id);
    expect(await storedStudent(kasiaId)).toEqual({ name: 'Kasia Kot', pesel: null, parent_phone: null, allergies: null, diet: null, medicines: null, room_id: roomId });
    const list = await api.request<{ records: { studentId: string; status: string }[] }>('GET', `/api/trips/${trip.id}/attendance/${listId}`, { token: creator.accessToken });
    expect(list.body.records.find((r) => r.studentId === kasiaId)?.status).toBe('present');
    const summary = await api.request<TripSummary>('GET', `/api/trips/${trip.id}`, { token: creator.accessToken });
    expect(summary.body.sensitiveErasedAt).toBe(at.toISOString());
    expect((await feedLines(trip.id, creator.accessToken)).filter((line) => line.startsWith('System:'))).toEqual([`System: ${feedText({ key: 'sensitiveErased', days: 30 })}`]);

    // Twice in a row, and again later: nothing more happens.
    expect(await eraseDueTrips(api.database.db, at)).not.toContain(trip.id);
    expect(await eraseDueTrips(api.database.db, new Date(at.getTime() + 3_600_000))).not.toContain(trip.id);
    expect((await feedLines(trip.id, creator.accessToken)).filter((line) => line.startsWith('System:'))).toHaveLength(1);
    expect((await api.request<TripSummary>('GET', `/api/trips/${trip.id}`, { token: creator.accessToken })).body.sensitiveErasedAt).toBe(at.toISOString());
  });

  it('keeps the data through the last day with 0 days, and erases it the day after', async () => {
    const { trip, kasiaId } = await endedTrip(0);
    expect(await eraseDueTrips(api.database.db, new Date('2026-05-15T21:59:00Z'))).not.toContain(trip.id);
    expect((await storedStudent(kasiaId))?.pesel).toBe('44051401359');
    expect(await eraseDueTrips(api.database.db, warsawMidnight('2026-05-16'))).toContain(trip.id);
    expect((await storedStudent(kasiaId))?.pesel).toBeNull();
  });

  it('erases once when two instances run it at the same moment', async () => {
    const { creator, trip } = await endedTrip(5);
    const at = warsawMidnight('2026-05-21');
    const [first, second] = await Promise.all([eraseDueTrips(api.database.db, at), eraseDueTrips(api.database.db, at)]);
    expect([...first, ...second].filter((id) => id === trip.id)).toHaveLength(1);
    expect((await feedLines(trip.id, creator.accessToken)).filter((line) => line.startsWith('System:'))).toEqual([`System: ${feedText({ key: 'sensitiveErased', days: 5 })}`]);
  });

  it('lets only the creator choose the days, 0 to 365, not even the leader', async () => {
    const creator = await createUser(api, { fullName: 'Anna Nowak' });
    const guardian = await createUser(api, { fullName: 'Bartek Wiśniewski' });
    const trip = await createTrip(api, creator, { leader: guardian });
    expect(trip.eraseAfterDays).toBe(30);
    const set = (token: string, eraseAfterDays: unknown) => api.request<TripSummary & ApiErrorBody>('PATCH', `/api/trips/${trip.id}`, { token, body: { eraseAfterDays } });
    expect((await set(creator.accessToken, 365)).body.eraseAfterDays).toBe(365);
    const refused = await set(guardian.accessToken, 0);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(MSG.onlyCreatorSetsErasure);
    for (const bad of [-1, 366, 1.5, '30']) {
      const response = await set(creator.accessToken, bad);
      expect(response.status, String(bad)).toBe(400);
      expect(response.body.error.message).toBe(MSG.eraseAfterDaysInvalid);
    }
    expect((await api.request<TripSummary>('GET', `/api/trips/${trip.id}`, { token: creator.accessToken })).body.eraseAfterDays).toBe(365);
  });
});

describe('an erasure that holds (issue 24)', () => {
  /** The trip of endedTrip, erased, with a reveal of Kasia's phone made before the erasure. */
  async function erasedTrip() {
    const ended = await endedTrip();
    const reveal = await api.request('POST', `/api/trips/${ended.trip.id}/emergency/students/${ended.kasiaId}/parent-phone`, {
      token: ended.guardian.accessToken,
      body: { reason: 'Kasia ma atak astmy, PESEL 44051401359' },
    });
    expect(reveal.status).toBe(200);
    expect(await eraseDueTrips(api.database.db, warsawMidnight('2026-06-15'))).toContain(ended.trip.id);
    return ended;
  }

  it('refuses every new sensitive value on an erased trip, by add, edit and import, and keeps everything else working', async () => {
    const { creator, guardian, trip, kasiaId } = await erasedTrip();
    const as = { token: creator.accessToken };
    const refusedWith = async (response: Promise<{ status: number; body: unknown }>) => {
      const { status, body } = await response;
      expect(status).toBe(400);
      expect((body as ApiErrorBody).error.message).toBe(MSG.sensitiveDataErased);
    };
    const edit = (body: object, token = creator.accessToken) => api.request<Student & ApiErrorBody>('PATCH', `/api/trips/${trip.id}/students/${kasiaId}`, { token, body });
    for (const body of [{ pesel: '44051401359' }, { parentPhone: '600100200' }, { allergies: 'orzechy' }, { diet: 'bezglutenowa' }, { medicines: 'Ventolin' }]) {
      await refusedWith(edit(body));
    }
    await refusedWith(edit({ allergies: 'orzechy' }, guardian.accessToken));
    await refusedWith(api.request('POST', `/api/trips/${trip.id}/students`, { ...as, body: { name: 'Ola Nowa', diet: 'wegańska' } }));
    await refusedWith(api.request('POST', `/api/trips/${trip.id}/students/import`, { ...as, body: { students: [{ name: 'Ola Nowa' }, { name: 'Piotr Pi', medicines: 'Ventolin' }] } }));
    // Nothing of a refused import was added.
    const names = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, as)).body.map((s) => s.name).sort();
    expect(names).toEqual(['Jan Żak', 'Kasia Kot']);

    const preview = await api.app.request(`/api/trips/${trip.id}/students/import/preview`, {
      method: 'POST',
      headers: { authorization: `Bearer ${creator.accessToken}`, 'content-type': 'text/csv' },
      body: 'Imię i nazwisko;Alergie\nOla Nowa;\nPiotr Pi;orzechy\n',
    });
    const rows = ((await preview.json()) as ImportPreview).rows;
    expect(rows.map((row) => row.errors)).toEqual([[], [MSG.sensitiveDataErased]]);

    // Names, classes, consents, a cleared field and new students without sensitive data still go in.
    expect((await edit({ name: 'Katarzyna Kot', className: '6a', consent: 'given', allergies: null })).status).toBe(200);
    expect((await api.request('POST', `/api/trips/${trip.id}/students`, { ...as, body: { name: 'Ola Nowa', diet: '' } })).status).toBe(201);
    expect(await storedStudent(kasiaId)).toMatchObject({ name: 'Katarzyna Kot', pesel: null, parent_phone: null, allergies: null, diet: null, medicines: null });
  });

  it('stays erased when the end date moves later, and the next run erases a value written around the erasure', async () => {
    const { creator, trip, kasiaId } = await erasedTrip();
    const as = { token: creator.accessToken };
    const moved = await api.request<TripSummary>('PATCH', `/api/trips/${trip.id}`, { ...as, body: { endDate: '2026-12-20' } });
    expect(moved.status).toBe(200);
    expect(moved.body.sensitiveErasedAt).not.toBeNull();
    expect((await api.request('PATCH', `/api/trips/${trip.id}/students/${kasiaId}`, { ...as, body: { allergies: 'orzechy' } })).status).toBe(400);

    // A write that raced the erasure (committed while the erasure ran): the database then holds a value
    // on an erased trip. Made here by erasing the trip's mark for a moment.
    await api.database.db.execute(sql`update trips set sensitive_erased_at = null where id = ${trip.id}`);
    await api.database.db.execute(sql`update students set allergies = 'orzechy', pesel = '44051401359', consent_by = 'Maria Kot', parent_filled_fields = '{allergies}' where id = ${kasiaId}`);
    await api.database.db.execute(sql`update trips set sensitive_erased_at = now() where id = ${trip.id}`);
    // A position recorded after the erasure (issue 31: locations go with the sensitive data).
    await api.database.db.execute(sql`insert into student_locations (trip_id, student_id, lat, lng) values (${trip.id}, ${kasiaId}, 49.3, 19.9)`);
    expect(await eraseDueTrips(api.database.db, new Date())).not.toContain(trip.id);
    expect(await storedStudent(kasiaId)).toMatchObject({ pesel: null, allergies: null });
    const rest = await api.database.db.execute(sql`select consent_by, parent_filled_fields, (select count(*)::int from student_locations where trip_id = ${trip.id}) as locations from students where id = ${kasiaId}`);
    expect((rest as unknown as { rows: unknown[] }).rows).toEqual([{ consent_by: null, parent_filled_fields: null, locations: 0 }]);
  });

  it("erases a handover's place with its collector's name, keeps when and who recorded it, and the next run erases a place written since (issue 62)", async () => {
    const { creator, trip, kasiaId } = await endedTrip();
    const as = { token: creator.accessToken };
    const body = { collectorKind: 'parent', collectorName: 'Maria Kot', place: 'ul. Lipowa 3 w Krakowie, u babci', collectedAt: '2026-05-12T10:00:00.000Z' };
    expect((await api.request('POST', `/api/trips/${trip.id}/students/${kasiaId}/handover`, { ...as, body })).status).toBe(201);
    const stored = async () => {
      const rows = await api.database.db.execute(sql`select collector_name, place, person_id, collected_at::text as at, recorded_by_name from student_handovers where trip_id = ${trip.id}`);
      return (rows as unknown as { rows: Record<string, string | null>[] }).rows;
    };
    const [before] = await stored();
    expect(before).toMatchObject({ collector_name: 'Maria Kot', place: 'ul. Lipowa 3 w Krakowie, u babci' });

    expect(await eraseDueTrips(api.database.db, warsawMidnight('2026-06-15'))).toContain(trip.id);
    expect(await stored()).toEqual([{ ...before, collector_name: ERASED_COLLECTOR.parent, place: ERASED_PLACE }]);
    const shown = (await api.request<StudentHandover[]>('GET', `/api/trips/${trip.id}/handovers`, as)).body;
    expect(shown).toMatchObject([{ collectorName: ERASED_COLLECTOR.parent, place: ERASED_PLACE, collectedAt: '2026-05-12T10:00:00.000Z', recordedByName: 'Anna Nowak' }]);

    await api.database.db.execute(sql`update student_handovers set place = 'Szpital Miejski, oddział dziecięcy' where trip_id = ${trip.id}`);
    expect(await eraseDueTrips(api.database.db, warsawMidnight('2026-06-16'))).not.toContain(trip.id);
    expect((await stored()).map((row) => row.place)).toEqual([ERASED_PLACE]);
  });

  it("erases the note an alarm was ended with, and keeps when and who (issue 62)", async () => {
    const { creator, trip, kasiaId } = await endedTrip();
    const as = { token: creator.accessToken };
    const alarmId = crypto.randomUUID();
    expect((await api.request('POST', `/api/trips/${trip.id}/alarms`, { ...as, body: { id: alarmId, studentId: kasiaId, raisedAt: new Date().toISOString() } })).status).toBe(201);
    const resolved = await api.request('POST', `/api/trips/${trip.id}/alarms/${alarmId}/resolve`, { ...as, body: { note: 'Znaleziona z rozbitym kolanem w szpitalu w Zakopanem' } });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(204);
    const stored = async () => {
      const rows = await api.database.db.execute(sql`select resolved_note, resolved_by_name, resolved_at is not null as resolved from missing_alarms where id = ${alarmId}`);
      return (rows as unknown as { rows: Record<string, unknown>[] }).rows;
    };
    expect(await stored()).toEqual([{ resolved_note: 'Znaleziona z rozbitym kolanem w szpitalu w Zakopanem', resolved_by_name: 'Anna Nowak', resolved: true }]);
    expect(await eraseDueTrips(api.database.db, warsawMidnight('2026-06-15'))).toContain(trip.id);
    expect(await stored()).toEqual([{ resolved_note: null, resolved_by_name: 'Anna Nowak', resolved: true }]);
    // Nor does the feed's line say it any more: 'odnaleziono: Kasia Kot'.
    const feed = (await api.request<ActivityPage>('GET', `/api/trips/${trip.id}/activity`, as)).body;
    const found = feed.entries.map((entry) => entry.summary).filter((summary) => summary.includes('odnaleziono'));
    expect(found).toHaveLength(1);
    expect(found[0]).not.toContain('kolanem');
  });

  it("erases a reveal's reason with the trip's sensitive data and keeps who, when, what and whose", async () => {
    const { creator, guardian, trip, kasiaId } = await erasedTrip();
    const log = await api.request<AccessLogPage>('GET', `/api/trips/${trip.id}/access-log`, { token: creator.accessToken });
    const reveal = log.body.entries.find((entry) => entry.kind === 'reveal');
    expect(reveal).toMatchObject({ userId: guardian.user.id, studentId: kasiaId, studentName: 'Kasia Kot', reason: null, reasonErasedAt: warsawMidnight('2026-06-15').toISOString() });
    const stored = await api.database.db.execute(sql`select count(*)::int as n from sensitive_reads where trip_id = ${trip.id} and reason like '%44051401359%'`);
    expect((stored as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    // The log stays append-only for everything else.
    await expect(api.database.db.execute(sql`update sensitive_reads set reader_name = 'ktoś' where trip_id = ${trip.id}`)).rejects.toThrow();
    await expect(api.database.db.execute(sql`delete from sensitive_reads where trip_id = ${trip.id}`)).rejects.toThrow();
  });
});

describe('warsawDate', () => {
  it('is the Polish date, summer and winter', () => {
    expect(warsawDate(new Date('2026-06-14T21:59:59Z'))).toBe('2026-06-14');
    expect(warsawDate(new Date('2026-06-14T22:00:00Z'))).toBe('2026-06-15');
    expect(warsawDate(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });
});
