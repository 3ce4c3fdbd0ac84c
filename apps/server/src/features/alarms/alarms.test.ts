import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MSG, type MissingAlarm, type Student } from '@wycieczki/shared';
import { createTrip, createUser } from '../../test/factories';
import { useTestApi } from '../../test/test-app';

const api = useTestApi();

const PESEL = '44051401359';
const PHONE = '600100200';

async function tripWithMarks() {
  const creator = await createUser(api, { fullName: 'Anna Nowak' });
  const guardian = await createUser(api, { fullName: 'Piotr Zieliński' });
  const trip = await createTrip(api, creator, {
    guardians: [guardian],
    students: [{ name: 'Zofia Kowalska', className: '6b', pesel: PESEL, parentPhone: PHONE, allergies: 'orzechy', medicines: 'Ventolin' }, { name: 'Jan Żak' }],
  });
  const students = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken })).body;
  const zofia = students.find((s) => s.name === 'Zofia Kowalska')!;
  const list = await api.request<{ id: string }>('POST', `/api/trips/${trip.id}/attendance`, { token: creator.accessToken, body: { name: 'Wejście do muzeum', date: '2026-05-11', time: '10:00' } });
  expect(list.status).toBe(201);
  const marked = await api.request('PUT', `/api/trips/${trip.id}/attendance/${list.body.id}/records/${zofia.id}`, {
    token: guardian.accessToken,
    body: { status: 'present', markedAt: '2026-05-11T08:05:00.000Z' },
  });
  expect(marked.status).toBe(200);
  return { creator, guardian, trip, zofia };
}

describe("'Zaginięcie ucznia'", () => {
  it('is raised by a guardian, seen and ended by others, each in the feed, with no PESEL anywhere', async () => {
    const { creator, guardian, trip, zofia } = await tripWithMarks();
    const id = randomUUID();
    const raised = await api.request<MissingAlarm>('POST', `/api/trips/${trip.id}/alarms`, { token: guardian.accessToken, body: { id, studentId: zofia.id } });
    expect(raised.status).toBe(201);
    expect(raised.body).toMatchObject({ id, studentName: 'Zofia Kowalska', className: '6b', raisedBy: 'Piotr Zieliński', raisedByGender: null, studentSex: null, allergies: 'orzechy', medicines: 'Ventolin', parentPhone: null, hasParentPhone: true });
    // The last roll call that saw her present: which list, when, by whom.
    expect(raised.body.lastSeen).toEqual({ listName: 'Wejście do muzeum', date: '2026-05-11', time: '10:00', markedAt: '2026-05-11T08:05:00.000Z', markedBy: 'Piotr Zieliński', markedByGender: null });
    // A resend from the outbox, and a second guardian raising it: the same alarm.
    expect((await api.request<MissingAlarm>('POST', `/api/trips/${trip.id}/alarms`, { token: guardian.accessToken, body: { id, studentId: zofia.id } })).body.id).toBe(id);
    expect((await api.request<MissingAlarm>('POST', `/api/trips/${trip.id}/alarms`, { token: creator.accessToken, body: { id: randomUUID(), studentId: zofia.id } })).body.id).toBe(id);
    // The creator sees the phone, as on the karta alarmowa.
    const open = await api.request<MissingAlarm[]>('GET', `/api/trips/${trip.id}/alarms`, { token: creator.accessToken });
    expect(open.body).toHaveLength(1);
    expect(open.body[0]!.parentPhone).toBe(PHONE);
    expect(JSON.stringify(open.body)).not.toContain(PESEL);
    expect(JSON.stringify(raised.body)).not.toContain(PHONE);
    expect((await api.request('POST', `/api/trips/${trip.id}/alarms/${id}/seen`, { token: creator.accessToken })).status).toBe(204);
    expect((await api.request('POST', `/api/trips/${trip.id}/alarms/${id}/seen`, { token: creator.accessToken })).status).toBe(204);
    expect((await api.request<MissingAlarm[]>('GET', `/api/trips/${trip.id}/alarms`, { token: guardian.accessToken })).body[0]!.seenBy).toEqual(['Anna Nowak']);
    // 'Odnaleziony'.
    expect((await api.request('POST', `/api/trips/${trip.id}/alarms/${id}/resolve`, { token: creator.accessToken, body: { note: 'przy kasie biletowej' } })).status).toBe(204);
    expect((await api.request<MissingAlarm[]>('GET', `/api/trips/${trip.id}/alarms`, { token: guardian.accessToken })).body).toEqual([]);
    expect((await api.request('POST', `/api/trips/${trip.id}/alarms/${id}/resolve`, { token: creator.accessToken, body: {} })).body).toMatchObject({ error: { message: MSG.alarmNotFound } });
    const feed = await api.request<{ entries: { summary: string; actorName: string }[] }>('GET', `/api/trips/${trip.id}/activity`, { token: guardian.accessToken });
    const lines = feed.body.entries.filter((e) => e.summary.includes('Zofia Kowalska')).map((e) => `${e.actorName}: ${e.summary}`);
    expect(lines.slice(0, 3)).toEqual([
      'Anna Nowak: odnaleziono: Zofia Kowalska (przy kasie biletowej)',
      'Anna Nowak: zobaczono alarm o zaginięciu ucznia: Zofia Kowalska',
      'Piotr Zieliński: ZAGINIĘCIE UCZNIA: Zofia Kowalska',
    ]);
    expect(JSON.stringify(feed.body)).not.toContain(PESEL);
  });

  it('refuses bad input in Polish and outsiders with 404, changing nothing', async () => {
    const { guardian, trip, zofia } = await tripWithMarks();
    const outsider = await createUser(api);
    expect((await api.request('POST', `/api/trips/${trip.id}/alarms`, { token: outsider.accessToken, body: { id: randomUUID(), studentId: zofia.id } })).status).toBe(404);
    expect((await api.request('GET', `/api/trips/${trip.id}/alarms`, { token: outsider.accessToken })).status).toBe(404);
    const unknown = await api.request('POST', `/api/trips/${trip.id}/alarms`, { token: guardian.accessToken, body: { id: randomUUID(), studentId: randomUUID() } });
    expect(unknown.body).toMatchObject({ error: { message: MSG.alarmStudentNotFound } });
    expect((await api.request('POST', `/api/trips/${trip.id}/alarms`, { token: guardian.accessToken, body: { id: 'x', studentId: zofia.id } })).status).toBe(400);
    // A phone's clock set decades off (issue 47): refused in Polish; a day's difference is a phone's own.
    for (const raisedAt of ['1970-01-01T00:00:00.000Z', '2099-06-01T12:00:00.000Z', new Date(Date.now() - 25 * 3600_000).toISOString()]) {
      const refused = await api.request('POST', `/api/trips/${trip.id}/alarms`, { token: guardian.accessToken, body: { id: randomUUID(), studentId: zofia.id, raisedAt } });
      expect(refused.status, raisedAt).toBe(400);
      expect(refused.body).toMatchObject({ error: { message: MSG.alarmTimeOutOfRange } });
    }
    expect((await api.request<MissingAlarm[]>('GET', `/api/trips/${trip.id}/alarms`, { token: guardian.accessToken })).body).toEqual([]);
    const earlier = new Date(Date.now() - 3 * 3600_000).toISOString();
    const raised = await api.request<MissingAlarm>('POST', `/api/trips/${trip.id}/alarms`, { token: guardian.accessToken, body: { id: randomUUID(), studentId: zofia.id, raisedAt: earlier } });
    expect(raised.status).toBe(201);
    expect(Date.parse(raised.body.raisedAt)).toBe(Date.parse(earlier));
  });
});
