import { describe, expect, it } from 'vitest';
import { MSG, type ApiErrorBody, type AttendanceCheckDetail, type AttendanceMarkAnswer, type AttendanceCheckSummary, type RealtimeEvent, type Student } from '@wycieczki/shared';
import { openEventStream } from '../../test/event-stream';
import { createTrip, createUser } from '../../test/factories';
import { useTestApi } from '../../test/test-app';

const api = useTestApi();

async function setUp() {
  const creator = await createUser(api);
  const guardian = await createUser(api);
  const trip = await createTrip(api, creator, { guardians: [guardian], students: [{ name: 'Ala' }, { name: 'Bartek' }, { name: 'Celina' }] });
  const students = await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken });
  const ids = Object.fromEntries(students.body.map((s) => [s.name, s.id]));
  const created = await api.request<AttendanceCheckDetail>('POST', `/api/trips/${trip.id}/attendance`, {
    token: creator.accessToken,
    body: { name: 'Poranek - dzień 2', date: '2026-05-11', time: '07:30' },
  });
  return { creator, guardian, trip, ids, check: created.body, createdStatus: created.status };
}

function mark(token: string, tripId: string, checkId: string, studentId: string, status: 'present' | 'absent') {
  return api.request<ApiErrorBody>('PUT', `/api/trips/${tripId}/attendance/${checkId}/records/${studentId}`, { token, body: { status } });
}

describe('attendance lists', () => {
  it('creates a list with every student absent', async () => {
    const { check, createdStatus } = await setUp();
    expect(createdStatus).toBe(201);
    expect(check).toMatchObject({ name: 'Poranek - dzień 2', date: '2026-05-11', time: '07:30', presentCount: 0, totalCount: 3 });
    expect(check.records.map((r) => [r.studentName, r.status])).toEqual([
      ['Ala', 'absent'],
      ['Bartek', 'absent'],
      ['Celina', 'absent'],
    ]);
  });

  it.each([
    ['an empty name', { name: ' ', date: '2026-05-11', time: '07:30' }, MSG.attendanceNameRequired],
    ['no name', { date: '2026-05-11', time: '07:30' }, MSG.attendanceNameRequired],
    ['an impossible date', { name: 'X', date: '2026-02-30', time: '07:30' }, MSG.dateInvalid],
    ['a time of 25:00', { name: 'X', date: '2026-05-11', time: '25:00' }, MSG.timeInvalid],
  ])('refuses %s', async (_case, body, message) => {
    const { creator, trip } = await setUp();
    const response = await api.request<ApiErrorBody>('POST', `/api/trips/${trip.id}/attendance`, { token: creator.accessToken, body });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
    const lists = await api.request<AttendanceCheckSummary[]>('GET', `/api/trips/${trip.id}/attendance`, { token: creator.accessToken });
    expect(lists.body).toHaveLength(1);
  });

  it('marks one record at a time and counts present students', async () => {
    const { creator, trip, ids, check } = await setUp();
    expect((await mark(creator.accessToken, trip.id, check.id, ids.Ala!, 'present')).status).toBe(200);
    const detail = await api.request<AttendanceCheckDetail>('GET', `/api/trips/${trip.id}/attendance/${check.id}`, { token: creator.accessToken });
    expect(detail.body.presentCount).toBe(1);
    expect(detail.body.records.find((r) => r.studentId === ids.Ala)?.status).toBe('present');
    await mark(creator.accessToken, trip.id, check.id, ids.Ala!, 'absent');
    const list = await api.request<AttendanceCheckSummary[]>('GET', `/api/trips/${trip.id}/attendance`, { token: creator.accessToken });
    expect(list.body[0]).toMatchObject({ presentCount: 0, totalCount: 3 });
  });

  it('keeps both marks when two guardians mark different students at the same moment', async () => {
    const { creator, guardian, trip, ids, check } = await setUp();
    for (let round = 0; round < 5; round += 1) {
      const status = round % 2 === 0 ? 'present' : 'absent';
      const results = await Promise.all([
        mark(creator.accessToken, trip.id, check.id, ids.Ala!, status),
        mark(guardian.accessToken, trip.id, check.id, ids.Bartek!, status),
      ]);
      expect(results.map((r) => r.status)).toEqual([200, 200]);
      const detail = await api.request<AttendanceCheckDetail>('GET', `/api/trips/${trip.id}/attendance/${check.id}`, { token: creator.accessToken });
      expect(detail.body.records.filter((r) => r.status === status).map((r) => r.studentName).sort()).toEqual(
        status === 'present' ? ['Ala', 'Bartek'] : ['Ala', 'Bartek', 'Celina'],
      );
    }
  });

  it('answers every one of 6 first marks of each of 40 students at the same moment, and the mark made last wins (issue 24)', async () => {
    const creator = await createUser(api);
    const guardians = [await createUser(api), await createUser(api), await createUser(api)];
    const trip = await createTrip(api, creator, { guardians });
    const as = { token: creator.accessToken };
    // The list is made first: the students added after it have no record yet, so each first mark inserts one.
    const check = (await api.request<AttendanceCheckDetail>('POST', `/api/trips/${trip.id}/attendance`, { ...as, body: { name: 'Autokar', date: '2026-05-11', time: '07:30' } })).body;
    const imported = await api.request('POST', `/api/trips/${trip.id}/students/import`, { ...as, body: { students: Array.from({ length: 40 }, (_, i) => ({ name: `Uczeń ${i + 1}` })) } });
    expect(imported.status).toBe(201);
    const students = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, as)).body;
    const tokens = [creator, ...guardians].map((user) => user.accessToken);
    const base = Date.parse('2026-05-11T07:30:00Z');
    // Six phones, marks made one second apart on their clocks; the one made last says 'present'.
    const marks = students.flatMap((student) =>
      Array.from({ length: 6 }, (_, i) => ({ student, status: i === 5 ? 'present' : i % 2 === 0 ? 'absent' : 'present', markedAt: new Date(base + i * 1000).toISOString(), token: tokens[i % tokens.length]! })),
    );
    const answers = await Promise.all(
      marks.map(({ student, status, markedAt, token }) =>
        api.request<{ status: string }>('PUT', `/api/trips/${trip.id}/attendance/${check.id}/records/${student.id}`, { token, body: { status, markedAt } }),
      ),
    );
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.status)).toEqual([]);
    const detail = (await api.request<AttendanceCheckDetail>('GET', `/api/trips/${trip.id}/attendance/${check.id}`, as)).body;
    expect(detail.records.filter((record) => record.status === 'present')).toHaveLength(40);
  });

  it('shows a student added later as absent, and drops a deleted student', async () => {
    const { creator, trip, ids, check } = await setUp();
    const added = await api.request<Student>('POST', `/api/trips/${trip.id}/students`, { token: creator.accessToken, body: { name: 'Dawid' } });
    let detail = await api.request<AttendanceCheckDetail>('GET', `/api/trips/${trip.id}/attendance/${check.id}`, { token: creator.accessToken });
    expect(detail.body.records.find((r) => r.studentName === 'Dawid')?.status).toBe('absent');
    expect(detail.body.totalCount).toBe(4);
    expect((await mark(creator.accessToken, trip.id, check.id, added.body.id, 'present')).status).toBe(200);
    await mark(creator.accessToken, trip.id, check.id, ids.Ala!, 'present');
    await api.request('DELETE', `/api/trips/${trip.id}/students/${ids.Ala}`, { token: creator.accessToken });
    detail = await api.request<AttendanceCheckDetail>('GET', `/api/trips/${trip.id}/attendance/${check.id}`, { token: creator.accessToken });
    expect(detail.body.records.map((r) => r.studentName)).toEqual(['Bartek', 'Celina', 'Dawid']);
    expect(detail.body).toMatchObject({ presentCount: 1, totalCount: 3 });
  });

  it('renames and deletes a list', async () => {
    const { creator, guardian, trip, check } = await setUp();
    const renamed = await api.request<AttendanceCheckDetail>('PATCH', `/api/trips/${trip.id}/attendance/${check.id}`, {
      token: guardian.accessToken,
      body: { name: 'Wieczór' },
    });
    expect(renamed.body).toMatchObject({ name: 'Wieczór', date: '2026-05-11' });
    expect((await api.request('DELETE', `/api/trips/${trip.id}/attendance/${check.id}`, { token: guardian.accessToken })).status).toBe(204);
    const lists = await api.request<AttendanceCheckSummary[]>('GET', `/api/trips/${trip.id}/attendance`, { token: creator.accessToken });
    expect(lists.body).toEqual([]);
  });

  it('refuses a student or a list of another trip', async () => {
    const { creator, trip, check } = await setUp();
    const other = await setUp();
    expect((await mark(creator.accessToken, trip.id, check.id, other.ids.Ala!, 'present')).status).toBe(404);
    expect((await mark(creator.accessToken, trip.id, other.check.id, Object.values(other.ids)[0]!, 'present')).status).toBe(404);
    expect((await api.request('PUT', `/api/trips/${trip.id}/attendance/${check.id}/records/x`, { token: creator.accessToken, body: { status: 'obecny' } })).status).toBe(400);
  });

  it('answers an outsider, an unknown list and an unknown student with 404, and writes nothing', async () => {
    const { creator, trip, ids, check } = await setUp();
    const outsider = await createUser(api);
    const byOutsider = await mark(outsider.accessToken, trip.id, check.id, ids.Ala!, 'present');
    expect(byOutsider.status).toBe(404);
    expect(byOutsider.body.error.message).toBe(MSG.tripNotFound);
    const unknownList = await mark(creator.accessToken, trip.id, crypto.randomUUID(), ids.Ala!, 'present');
    expect(unknownList.status).toBe(404);
    expect(unknownList.body.error.message).toBe('Nie znaleziono listy obecności');
    const unknownStudent = await mark(creator.accessToken, trip.id, check.id, crypto.randomUUID(), 'present');
    expect(unknownStudent.status).toBe(404);
    expect(unknownStudent.body.error.message).toBe(MSG.studentNotFound);
    const detail = await api.request<AttendanceCheckDetail>('GET', `/api/trips/${trip.id}/attendance/${check.id}`, { token: creator.accessToken });
    expect(detail.body.presentCount).toBe(0);
  });

  it("names the deleted list in the event, so an open screen stops asking for it", async () => {
    const { creator, guardian, trip, check } = await setUp();
    const stream = await openEventStream(api.app, guardian.accessToken);
    try {
      expect((await api.request('DELETE', `/api/trips/${trip.id}/attendance/${check.id}`, { token: creator.accessToken })).status).toBe(204);
      const event = await stream.nextChange(trip.id, 'attendance_checks', { action: 'deleted' });
      expect(event).toMatchObject({ entityId: check.id, summary: 'usunięto listę obecności „Poranek - dzień 2”' });
    } finally {
      await stream.close();
    }
  });

  it('tells the other guardian who marked whom on which list, and tells no outsider', async () => {
    const { creator, guardian, trip, ids, check } = await setUp();
    const outsider = await createUser(api);
    await createTrip(api, outsider);
    const stream = await openEventStream(api.app, guardian.accessToken);
    const outsiderStream = await openEventStream(api.app, outsider.accessToken);
    try {
      expect((await mark(creator.accessToken, trip.id, check.id, ids.Bartek!, 'present')).status).toBe(200);
      const event = await stream.nextChange(trip.id, 'attendance_records');
      expect(event).toMatchObject({ tripId: trip.id, topic: 'attendance_records', action: 'updated', actorId: creator.user.id, actorName: 'Anna Nowak' });
      expect(event?.summary).toBe('Bartek: obecny (Poranek - dzień 2)');
      expect(Number.isNaN(Date.parse(event?.at ?? ''))).toBe(false);
      expect(event).not.toHaveProperty('recipients');
      expect(outsiderStream.messages.some((m) => JSON.stringify(m.data).includes(trip.id))).toBe(false);
    } finally {
      await stream.close();
      await outsiderStream.close();
    }
  });

  it('tells the other guardian that a list was created, without sensitive data', async () => {
    const { creator, guardian, trip } = await setUp();
    const stream = await openEventStream(api.app, guardian.accessToken);
    try {
      await api.request('POST', `/api/trips/${trip.id}/attendance`, { token: creator.accessToken, body: { name: 'Kolacja', date: '2026-05-11', time: '19:00' } });
      const event = await stream.nextChange(trip.id, 'attendance_checks', { summary: 'utworzono listę obecności „Kolacja”' });
      expect(event?.summary).toBe('utworzono listę obecności „Kolacja”');
      expect(event?.actorId).toBe(creator.user.id);
    } finally {
      await stream.close();
    }
  });
});

describe('attendance made offline (docs/decisions/017)', () => {
  const listBody = { name: 'Autokar - postój', date: '2026-05-12', time: '10:15' };

  function markAt(token: string, tripId: string, checkId: string, studentId: string, status: 'present' | 'absent', markedAt: string) {
    return api.request<AttendanceMarkAnswer & ApiErrorBody>('PUT', `/api/trips/${tripId}/attendance/${checkId}/records/${studentId}`, {
      token,
      body: { status, markedAt },
    });
  }

  async function statusOf(token: string, tripId: string, checkId: string, studentId: string) {
    const detail = await api.request<AttendanceCheckDetail>('GET', `/api/trips/${tripId}/attendance/${checkId}`, { token });
    return detail.body.records.find((r) => r.studentId === studentId)?.status;
  }

  it('makes a list with a device-given id once, however often it is sent', async () => {
    const { creator, guardian, trip } = await setUp();
    const id = crypto.randomUUID();
    const sends = await Promise.all([
      api.request<AttendanceCheckDetail>('POST', `/api/trips/${trip.id}/attendance`, { token: creator.accessToken, body: { ...listBody, id } }),
      api.request<AttendanceCheckDetail>('POST', `/api/trips/${trip.id}/attendance`, { token: creator.accessToken, body: { ...listBody, id } }),
    ]);
    const again = await api.request<AttendanceCheckDetail>('POST', `/api/trips/${trip.id}/attendance`, { token: guardian.accessToken, body: { ...listBody, id } });
    expect([...sends.map((s) => s.status), again.status].sort()).toEqual([200, 200, 201]);
    expect(new Set([...sends, again].map((s) => s.body.id))).toEqual(new Set([id]));
    const lists = await api.request<AttendanceCheckSummary[]>('GET', `/api/trips/${trip.id}/attendance`, { token: creator.accessToken });
    expect(lists.body.filter((l) => l.name === listBody.name)).toHaveLength(1);
  });

  it('a repeated create keeps the marks made since', async () => {
    const { creator, trip, ids } = await setUp();
    const id = crypto.randomUUID();
    await api.request('POST', `/api/trips/${trip.id}/attendance`, { token: creator.accessToken, body: { ...listBody, id } });
    await mark(creator.accessToken, trip.id, id, ids.Ala!, 'present');
    const again = await api.request<AttendanceCheckDetail>('POST', `/api/trips/${trip.id}/attendance`, { token: creator.accessToken, body: { ...listBody, id } });
    expect(again.body.presentCount).toBe(1);
  });

  it('does not make a deleted list again when its creation is resent, and says why (issue 24)', async () => {
    const { creator, guardian, trip } = await setUp();
    const id = crypto.randomUUID();
    expect((await api.request('POST', `/api/trips/${trip.id}/attendance`, { token: creator.accessToken, body: { ...listBody, id } })).status).toBe(201);
    expect((await api.request('DELETE', `/api/trips/${trip.id}/attendance/${id}`, { token: creator.accessToken })).status).toBe(204);
    // The creator's phone never got the first answer and sends the creation again; so does a guardian's.
    for (const user of [creator, guardian]) {
      const resent = await api.request<ApiErrorBody>('POST', `/api/trips/${trip.id}/attendance`, { token: user.accessToken, body: { ...listBody, id } });
      expect(resent.status).toBe(409);
      expect(resent.body.error.message).toBe(MSG.attendanceCheckDeleted);
    }
    const lists = await api.request<AttendanceCheckSummary[]>('GET', `/api/trips/${trip.id}/attendance`, { token: creator.accessToken });
    expect(lists.body.map((list) => list.id)).not.toContain(id);
    expect((await api.request('GET', `/api/trips/${trip.id}/attendance/${id}`, { token: creator.accessToken })).status).toBe(404);
    // A new list (another id) is made as always.
    expect((await api.request('POST', `/api/trips/${trip.id}/attendance`, { token: creator.accessToken, body: { ...listBody, id: crypto.randomUUID() } })).status).toBe(201);
  });

  it('refuses an id already used by a list of another trip, and changes nothing', async () => {
    const { creator, trip, check } = await setUp();
    const other = await createTrip(api, creator);
    const response = await api.request<ApiErrorBody>('POST', `/api/trips/${other.id}/attendance`, { token: creator.accessToken, body: { ...listBody, id: check.id } });
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe(MSG.attendanceCheckIdTaken);
    const lists = await api.request<AttendanceCheckSummary[]>('GET', `/api/trips/${other.id}/attendance`, { token: creator.accessToken });
    expect(lists.body).toEqual([]);
    expect((await api.request<AttendanceCheckDetail>('GET', `/api/trips/${trip.id}/attendance/${check.id}`, { token: creator.accessToken })).body.name).toBe(check.name);
  });

  it('refuses an id that is not a UUID and a mark time that is not a time', async () => {
    const { creator, trip, ids, check } = await setUp();
    const badId = await api.request<ApiErrorBody>('POST', `/api/trips/${trip.id}/attendance`, { token: creator.accessToken, body: { ...listBody, id: 'lista-1' } });
    expect(badId.status).toBe(400);
    expect(badId.body.error.message).toBe(MSG.invalidRequest);
    const badTime = await markAt(creator.accessToken, trip.id, check.id, ids.Ala!, 'present', 'wczoraj');
    expect(badTime.status).toBe(400);
    expect(badTime.body.error.message).toBe(MSG.markedAtInvalid);
    expect(await statusOf(creator.accessToken, trip.id, check.id, ids.Ala!)).toBe('absent');
  });

  it.each([
    ['the later mark arrives last', false],
    ['the later mark arrives first', true],
  ])('the mark made later on its device wins: %s', async (_case, laterFirst) => {
    const { creator, guardian, trip, ids, check } = await setUp();
    const earlier = () => markAt(creator.accessToken, trip.id, check.id, ids.Bartek!, 'absent', '2026-05-11T07:31:00.000Z');
    const later = () => markAt(guardian.accessToken, trip.id, check.id, ids.Bartek!, 'present', '2026-05-11T07:32:30.000+00:00');
    const [first, second] = laterFirst ? [later, earlier] : [earlier, later];
    expect((await first()).status).toBe(200);
    const answer = await second();
    expect(answer.status).toBe(200);
    // The sender of the older mark learns what the record holds, and when that mark was made: a device
    // weighs a list it reads against it (web: record-marks.ts).
    expect(answer.body).toEqual({ studentId: ids.Bartek, status: 'present', markedAt: '2026-05-11T07:32:30.000Z' });
    expect(await statusOf(creator.accessToken, trip.id, check.id, ids.Bartek!)).toBe('present');
    const detail = await api.request<AttendanceCheckDetail>('GET', `/api/trips/${trip.id}/attendance/${check.id}`, { token: creator.accessToken });
    expect(detail.body.records.map((r) => [r.studentName, r.status, r.markedAt])).toEqual([
      ['Ala', 'absent', null],
      ['Bartek', 'present', '2026-05-11T07:32:30.000Z'],
      ['Celina', 'absent', null],
    ]);
  });

  it('an offline mark replaces the absent a list starts with, even when the list reached the server after it was made', async () => {
    const { creator, trip, ids } = await setUp();
    const id = crypto.randomUUID();
    await api.request('POST', `/api/trips/${trip.id}/attendance`, { token: creator.accessToken, body: { ...listBody, id } });
    const answer = await markAt(creator.accessToken, trip.id, id, ids.Celina!, 'present', new Date(Date.now() - 3_600_000).toISOString());
    expect(answer.body.status).toBe('present');
    expect(await statusOf(creator.accessToken, trip.id, id, ids.Celina!)).toBe('present');
  });

  it('a device clock running ahead does not beat a mark made after it', async () => {
    const { creator, guardian, trip, ids, check } = await setUp();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const before = Date.now();
    const ahead = await markAt(creator.accessToken, trip.id, check.id, ids.Ala!, 'present', tomorrow);
    // It is stored at the server's time, and the device is told so.
    expect(Date.parse(ahead.body.markedAt!)).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(ahead.body.markedAt!)).toBeLessThanOrEqual(Date.now());
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await mark(guardian.accessToken, trip.id, check.id, ids.Ala!, 'absent')).status).toBe(200);
    expect(await statusOf(creator.accessToken, trip.id, check.id, ids.Ala!)).toBe('absent');
  });

  it('a mark sent twice is stored once, and an older one does not announce a change', async () => {
    const { creator, guardian, trip, ids, check } = await setUp();
    const at = '2026-05-11T08:00:00.000Z';
    // The stream opens first: on PostgreSQL an event reaches the stream a moment after its commit, so a
    // stream opened after the two marks could still receive their events.
    const stream = await openEventStream(api.app, guardian.accessToken);
    try {
      expect((await markAt(creator.accessToken, trip.id, check.id, ids.Ala!, 'present', at)).body.status).toBe('present');
      expect((await markAt(creator.accessToken, trip.id, check.id, ids.Ala!, 'present', at)).body.status).toBe('present');
      expect((await markAt(creator.accessToken, trip.id, check.id, ids.Ala!, 'absent', '2026-05-11T07:00:00.000Z')).body.status).toBe('present');
      await mark(creator.accessToken, trip.id, check.id, ids.Celina!, 'present');
      // Events arrive in commit order, so once Celina's is here every earlier one is too. The repeat
      // rewrites the same mark (a device resending after a lost answer) and announces it again; the
      // refused older mark announces nothing.
      expect(await stream.nextChange(trip.id, 'attendance_records', { summary: 'Celina: obecny (Poranek - dzień 2)' })).not.toBeNull();
      const summaries = stream.messages
        .filter((m) => m.event === 'change')
        .map((m) => m.data as RealtimeEvent)
        .filter((event) => event.tripId === trip.id && event.topic === 'attendance_records')
        .map((event) => event.summary);
      expect(summaries).toEqual(['Ala: obecny (Poranek - dzień 2)', 'Ala: obecny (Poranek - dzień 2)', 'Celina: obecny (Poranek - dzień 2)']);
    } finally {
      await stream.close();
    }
    const detail = await api.request<AttendanceCheckDetail>('GET', `/api/trips/${trip.id}/attendance/${check.id}`, { token: creator.accessToken });
    expect(detail.body.presentCount).toBe(2);
  });
});
