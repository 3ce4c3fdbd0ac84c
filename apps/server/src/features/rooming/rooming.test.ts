import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, roomingBreachMessage, solveRooms, type ParentLink, type ParentView, type RoomingApplyResult, type RoomingSetup, type RoomingSetupInput, type Room } from '@wycieczki/shared';
import { eraseDueTrips } from '../../erasure/erase-sensitive';
import { createTrip, createUser, type TestUser } from '../../test/factories';
import { useTestApi } from '../../test/test-app';
import { PARENT_LINK_HEADER } from '../parents/parents.routes';

const api = useTestApi();

const STUDENTS = ['Ala Nowak', 'Basia Kot', 'Celina Lis', 'Daria Wilk', 'Adam Zając', 'Bartek Sowa', 'Cezary Kruk', 'Darek Jeż'];

async function tripWithRooms() {
  const creator = await createUser(api, { fullName: 'Anna Kierownik' });
  const guardian = await createUser(api, { fullName: 'Marek Opiekun' });
  const leader = await createUser(api, { fullName: 'Ewa Kierownik' });
  const trip = await createTrip(api, creator, {
    leader,
    guardians: [guardian],
    students: STUDENTS.map((name, i) => ({ name, ...(i === 0 ? { allergies: 'orzechy' } : {}) })),
    rooms: [
      { number: '101', capacity: 4 },
      { number: '102', capacity: 4 },
      { number: '103', capacity: 2 },
      { number: '100', capacity: 2 },
    ],
  });
  const as = (user: TestUser) => ({ token: user.accessToken });
  const setup = async (user: TestUser = creator) => api.request<RoomingSetup>('GET', `/api/trips/${trip.id}/rooming`, as(user));
  const save = (body: RoomingSetupInput, user: TestUser = creator) => api.request<RoomingSetup>('PUT', `/api/trips/${trip.id}/rooming`, { ...as(user), body });
  const apply = (assignment: Record<string, string | null>, user: TestUser = creator) =>
    api.request<RoomingApplyResult>('POST', `/api/trips/${trip.id}/rooming/apply`, { ...as(user), body: { assignment } });
  const current = (await setup()).body;
  const id = (name: string) => current.pupils.find((p) => p.name === name)!.id;
  const room = (number: string) => current.rooms.find((r) => r.number === number)!.id;
  return { creator, leader, guardian, trip, setup, save, apply, current, id, room };
}

/** Girls F, boys M (the first four are girls), two wishes each, 100 the guardians' room on floor 1. */
function fullSetup(t: Awaited<ReturnType<typeof tripWithRooms>>, extra: Partial<RoomingSetupInput> = {}): RoomingSetupInput {
  return {
    pupils: t.current.pupils.map((p) => {
      const index = STUDENTS.indexOf(p.name);
      const girls = index < 4;
      const mates = STUDENTS.filter((name, i) => name !== p.name && i < 4 === girls).slice(0, 2);
      return { id: p.id, sex: girls ? 'F' : 'M', wishes: mates.map(t.id), pinned: false };
    }),
    rooms: t.current.rooms.map((r) => ({ id: r.id, floor: 1, mixed: false, forGuardians: r.number === '100' })),
    apart: [[t.id('Adam Zając'), t.id('Bartek Sowa')]],
    wishesUntil: '2026-05-01',
    ...extra,
  };
}

describe("'Ułóż pokoje' (issue 52)", () => {
  it("keeps the setup for the creator and the leader only; a guardian and an outsider are refused", async () => {
    const t = await tripWithRooms();
    expect(t.current.pupils).toHaveLength(8);
    expect(t.current.pupils.find((p) => p.name === 'Ala Nowak')).toMatchObject({ care: true, sex: null, wishes: [], pinned: false });
    expect(JSON.stringify(t.current)).not.toContain('orzechy');
    const guardianRead = await t.setup(t.guardian);
    expect(guardianRead.status).toBe(403);
    expect(guardianRead.body).toMatchObject({ error: { message: MSG.onlyCreatorOrLeaderRooming } });
    expect((await t.setup(await createUser(api))).status).toBe(404);
    expect((await t.save(fullSetup(t), t.guardian)).status).toBe(403);

    const saved = await t.save(fullSetup(t));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.pupils.find((p) => p.name === 'Ala Nowak')).toMatchObject({ sex: 'F', wishes: [t.id('Basia Kot'), t.id('Celina Lis')] });
    expect(saved.body.rooms.find((r) => r.number === '100')).toMatchObject({ floor: 1, forGuardians: true });
    expect(saved.body.apart).toEqual([[t.id('Adam Zając'), t.id('Bartek Sowa')].sort() as [string, string]]);
    expect(saved.body.wishesUntil).toBe('2026-05-01');
  });

  it('refuses a setup it cannot keep, in Polish, changing nothing', async () => {
    const t = await tripWithRooms();
    const setup = fullSetup(t);
    const ala = setup.pupils[0]!;
    const cases: [RoomingSetupInput, string][] = [
      [{ ...setup, pupils: [{ ...ala, wishes: [ala.id] }] }, MSG.roomingWishSelf],
      [{ ...setup, pupils: [{ ...ala, wishes: [t.id('Basia Kot'), t.id('Celina Lis'), t.id('Daria Wilk'), t.id('Adam Zając')] }] }, MSG.roomingWishesTooMany],
      [{ ...setup, pupils: [{ ...ala, wishes: [crypto.randomUUID()] }] }, MSG.roomingStudentUnknown],
      [{ ...setup, apart: [[ala.id, ala.id]] }, MSG.roomingApartSelf],
      [{ ...setup, rooms: [{ id: t.room('101'), floor: 99, mixed: false, forGuardians: false }] }, MSG.roomingFloorInvalid],
      [{ ...setup, pupils: [{ ...ala, sex: 'X' as 'F' }] }, MSG.roomingSexInvalid],
      [{ ...setup, wishesUntil: '2026-02-30' }, MSG.roomingWishesUntilInvalid],
    ];
    for (const [body, message] of cases) {
      const refused = await t.save(body);
      expect(refused.status, message).toBe(400);
      expect(refused.body).toMatchObject({ error: { message } });
    }
    expect((await t.setup()).body).toEqual(t.current);
  });

  it("saves the solver's proposal in one write with the feed's line, and refuses a hand move that breaks a rule", async () => {
    const t = await tripWithRooms();
    const saved = (await t.save(fullSetup(t))).body;
    const proposal = solveRooms({
      pupils: saved.pupils.map((p) => ({ id: p.id, name: p.name, sex: p.sex, wishes: p.wishes, pinnedRoomId: p.pinned ? p.roomId : null, care: p.care })),
      rooms: saved.rooms,
      apart: saved.apart,
    });
    expect(proposal.ok, JSON.stringify(proposal)).toBe(true);
    if (!proposal.ok) return;
    // 'Nie razem': Adam and Bartek in one room is refused, nothing moves.
    const together = { ...proposal.assignment, [t.id('Bartek Sowa')]: proposal.assignment[t.id('Adam Zając')]! };
    const refused = await t.apply(together);
    expect(refused.status).toBe(400);
    const roomNumber = saved.rooms.find((r) => r.id === proposal.assignment[t.id('Adam Zając')])!.number;
    expect(refused.body).toMatchObject({ error: { message: roomingBreachMessage({ kind: 'apartTogether', room: roomNumber, a: 'Adam Zając', b: 'Bartek Sowa' }) } });
    // A girl among boys, a pupil in the guardians' room, a room over capacity.
    const girlAmongBoys = { ...proposal.assignment, [t.id('Ala Nowak')]: proposal.assignment[t.id('Cezary Kruk')]! };
    expect((await t.apply(girlAmongBoys)).status).toBe(400);
    expect((await t.apply({ ...proposal.assignment, [t.id('Ala Nowak')]: t.room('100') })).body).toMatchObject({ error: { message: roomingBreachMessage({ kind: 'guardiansRoom', room: '100' }) } });
    expect((await t.apply({ [t.id('Ala Nowak')]: crypto.randomUUID() })).status).toBe(409);
    const rooms = await api.request<Room[]>('GET', `/api/trips/${t.trip.id}/rooms`, { token: t.creator.accessToken });
    expect(rooms.body.flatMap((r) => r.students)).toEqual([]);

    const applied = await t.apply(proposal.assignment);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body).toEqual({ moved: 8, placed: 8, unplaced: 0 });
    const after = await api.request<Room[]>('GET', `/api/trips/${t.trip.id}/rooms`, { token: t.creator.accessToken });
    expect(after.body.flatMap((r) => r.students.map((s) => s.id)).sort()).toEqual(saved.pupils.map((p) => p.id).sort());
    const feed = await api.database.db.execute(sql`select line from trip_activity where trip_id = ${t.trip.id} and line->>'key' = 'roomsArranged'`);
    expect((feed as unknown as { rows: { line: unknown }[] }).rows.map((r) => r.line)).toEqual([{ key: 'roomsArranged', moved: 8, unplaced: 0 }]);

    // Pinned: the pupil stays where it is; moving it is refused.
    const pinned = (await t.save({ ...fullSetup(t), pupils: fullSetup(t).pupils.map((p) => (p.id === t.id('Ala Nowak') ? { ...p, pinned: true } : p)) })).body;
    const alaRoom = pinned.pupils.find((p) => p.name === 'Ala Nowak')!.roomId!;
    const elsewhere = pinned.rooms.find((r) => r.id !== alaRoom && !r.forGuardians)!.id;
    expect((await t.apply({ [t.id('Ala Nowak')]: elsewhere })).status).toBe(400);
    expect((await t.apply({ ...proposal.assignment })).body).toEqual({ moved: 0, placed: 8, unplaced: 0 });
  });

  it("holds the rules on the rooms screen's own assignment too: the leader is told which, a guardian one text for every rule the leader set (issue 62)", async () => {
    const t = await tripWithRooms();
    // Daria sleeps in 101, pinned there; 103 is on floor 2, where no room is the guardians'.
    const assign = (room: string, names: string[], user: TestUser) =>
      api.request('PUT', `/api/trips/${t.trip.id}/rooms/${t.room(room)}/students`, { token: user.accessToken, body: { studentIds: names.map(t.id) } });
    expect((await assign('101', ['Daria Wilk'], t.creator)).status).toBe(200);
    const setup = fullSetup(t);
    const saved = await t.save({
      ...setup,
      pupils: setup.pupils.map((p) => (p.id === t.id('Daria Wilk') ? { ...p, pinned: true } : p)),
      rooms: setup.rooms.map((r) => (r.id === t.room('103') ? { ...r, floor: 2 } : r)),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const roomsBefore = (await api.request<Room[]>('GET', `/api/trips/${t.trip.id}/rooms`, { token: t.creator.accessToken })).body;
    // Each move breaks one rule the leader set, and only that one.
    const moves: [string, string[], string][] = [
      ['102', ['Adam Zając', 'Bartek Sowa'], roomingBreachMessage({ kind: 'apartTogether', room: '102', a: 'Adam Zając', b: 'Bartek Sowa' })],
      ['102', ['Ala Nowak', 'Adam Zając'], roomingBreachMessage({ kind: 'mixedSexes', room: '102' })],
      ['100', ['Ala Nowak'], roomingBreachMessage({ kind: 'guardiansRoom', room: '100' })],
      ['103', ['Celina Lis'], roomingBreachMessage({ kind: 'floorWithoutGuardians', floor: '2' })],
      ['102', ['Daria Wilk'], roomingBreachMessage({ kind: 'pinnedMoved', name: 'Daria Wilk', room: '101' })],
      ['101', [], roomingBreachMessage({ kind: 'pinnedMoved', name: 'Daria Wilk', room: '101' })],
    ];
    const guardianAnswers: unknown[] = [];
    for (const [room, names, told] of moves) {
      for (const user of [t.creator, t.leader]) {
        const byLeader = await assign(room, names, user);
        expect(byLeader.status, told).toBe(400);
        expect(byLeader.body).toEqual({ error: { code: 'validation', message: told, key: expect.any(String) } });
      }
      const byGuardian = await assign(room, names, t.guardian);
      expect(byGuardian.status, told).toBe(400);
      guardianAnswers.push(byGuardian.body);
    }
    // Word for word the same answer, whichever rule it was: no try tells a 'Nie razem' pair from a pin or a sex.
    for (const answer of guardianAnswers) expect(answer).toEqual({ error: { code: 'validation', message: MSG.roomingRuleBroken, key: 'roomingRuleBroken' } });
    expect((await api.request<Room[]>('GET', `/api/trips/${t.trip.id}/rooms`, { token: t.creator.accessToken })).body).toEqual(roomsBefore);
    // What a guardian reads herself (the rooms' capacities) is still told as it is; a legal move is made.
    expect((await assign('103', ['Ala Nowak', 'Basia Kot', 'Celina Lis'], t.guardian)).body).toMatchObject({ error: { message: MSG.roomOverCapacity } });
    expect((await assign('102', ['Ala Nowak', 'Basia Kot'], t.guardian)).status).toBe(200);
  });

  it("holds the rules on a room chosen in the student's form too: a guardian one text, nothing moved or added (issue 62's review)", async () => {
    const t = await tripWithRooms();
    expect((await t.save(fullSetup(t))).status).toBe(200);
    const move = (name: string, room: string, user: TestUser) =>
      api.request('PATCH', `/api/trips/${t.trip.id}/students/${t.id(name)}`, { token: user.accessToken, body: { roomId: t.room(room) } });
    expect((await api.request('PATCH', `/api/trips/${t.trip.id}/students/${t.id('Adam Zając')}`, { token: t.creator.accessToken, body: { roomId: t.room('102') } })).status).toBe(200);
    // Bartek and Adam are 'Nie razem'; 100 is the guardians' room.
    const apart = await move('Bartek Sowa', '102', t.leader);
    expect(apart.body).toMatchObject({ error: { message: roomingBreachMessage({ kind: 'apartTogether', room: '102', a: 'Adam Zając', b: 'Bartek Sowa' }) } });
    for (const [name, room] of [['Bartek Sowa', '102'], ['Ala Nowak', '100']] as const) {
      expect((await move(name, room, t.guardian)).body).toEqual({ error: { code: 'validation', message: MSG.roomingRuleBroken, key: 'roomingRuleBroken' } });
    }
    const added = await api.request('POST', `/api/trips/${t.trip.id}/students`, { token: t.guardian.accessToken, body: { name: 'Nowy Uczeń', roomId: t.room('100') } });
    expect(added.body).toEqual({ error: { code: 'validation', message: MSG.roomingRuleBroken, key: 'roomingRuleBroken' } });
    const rooms = (await api.request<Room[]>('GET', `/api/trips/${t.trip.id}/rooms`, { token: t.creator.accessToken })).body;
    expect(rooms.find((r) => r.number === '102')!.students.map((s) => s.name)).toEqual(['Adam Zając']);
    expect(rooms.find((r) => r.number === '100')!.students).toEqual([]);
    expect((await t.setup()).body.pupils.map((p) => p.name)).not.toContain('Nowy Uczeń');
  });

  it("erases the pupils' sex, wishes and 'Nie razem' pairs with the trip's sensitive data", async () => {
    const t = await tripWithRooms();
    await t.save(fullSetup(t));
    await eraseDueTrips(api.database.db, new Date('2027-01-01T12:00:00Z'));
    const after = (await t.setup()).body;
    expect(after.pupils.every((p) => p.sex === null && p.wishes.length === 0)).toBe(true);
    expect(after.apart).toEqual([]);
    expect(after.rooms.find((r) => r.number === '100')).toMatchObject({ forGuardians: true });
  });

  it("lets a parent name up to three classmates until the teacher's day, seeing them as 'Ola K.', and the teacher sees whose wishes they are", async () => {
    const creator = await createUser(api);
    const trip = await createTrip(api, creator, { startDate: '2099-05-10', endDate: '2099-05-13', students: STUDENTS.map((name) => ({ name })) });
    const as = { token: creator.accessToken };
    const setup = (await api.request<RoomingSetup>('GET', `/api/trips/${trip.id}/rooming`, as)).body;
    const id = (name: string) => setup.pupils.find((p) => p.name === name)!.id;
    const link = (await api.request<ParentLink>('POST', `/api/trips/${trip.id}/students/${id('Ala Nowak')}/parent-link`, as)).body;
    const secret = link.path.slice(link.path.indexOf('#') + 1);
    const asParent = <T>(method: string, body?: unknown) =>
      api.request<T>(method, `/api/parent${method === 'GET' ? '' : '/rooming'}`, { headers: { [PARENT_LINK_HEADER]: secret, 'x-forwarded-for': '10.52.0.1' }, body });
    // No day set: no section, and a save is refused.
    expect((await asParent<ParentView>('GET')).body.rooming).toBeNull();
    expect((await asParent('PUT', { wishes: [] })).body).toMatchObject({ error: { message: MSG.roomingWishesClosed } });

    const open = (until: string) =>
      api.request('PUT', `/api/trips/${trip.id}/rooming`, { ...as, body: { pupils: [], rooms: [], apart: [[id('Adam Zając'), id('Bartek Sowa')]], wishesUntil: until } });
    expect((await open('2099-01-01')).status).toBe(200);
    const page = (await asParent<ParentView>('GET')).body;
    expect(page.rooming).toMatchObject({ until: '2099-01-01', wishes: [] });
    expect(page.rooming!.classmates.map((c) => c.name).sort()).toEqual(['Adam Z.', 'Bartek S.', 'Basia K.', 'Celina L.', 'Cezary K.', 'Darek J.', 'Daria W.']);
    // Never the child itself, never a 'Nie razem' pair, never a full name.
    expect(JSON.stringify(page.rooming)).not.toContain('Nowak');
    expect(JSON.stringify(page)).not.toContain(id('Ala Nowak'));
    expect((await asParent('PUT', { wishes: [id('Basia Kot'), id('Celina Lis'), id('Daria Wilk'), id('Adam Zając')] })).body).toMatchObject({ error: { message: MSG.roomingWishesTooMany } });
    expect((await asParent('PUT', { wishes: [crypto.randomUUID()] })).body).toMatchObject({ error: { message: MSG.roomingStudentUnknown } });
    const saved = await asParent<ParentView>('PUT', { wishes: [id('Basia Kot'), id('Celina Lis')] });
    expect(saved.status).toBe(200);
    expect(saved.body.rooming!.wishes).toEqual([id('Basia Kot'), id('Celina Lis')]);
    const teacher = (await api.request<RoomingSetup>('GET', `/api/trips/${trip.id}/rooming`, as)).body;
    expect(teacher.pupils.find((p) => p.name === 'Ala Nowak')).toMatchObject({ wishes: [id('Basia Kot'), id('Celina Lis')], wishesByParent: true });
    // The day has passed: the section goes, a save is refused.
    await api.database.db.execute(sql`update trips set wishes_until = '2020-01-01' where id = ${trip.id}`);
    expect((await asParent<ParentView>('GET')).body.rooming).toBeNull();
    expect((await asParent('PUT', { wishes: [] })).status).toBe(400);
  });
});
