import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { shiftDay, standingLines, warsawDay, type EmergencyCard, type Student } from '@wycieczki/shared';
import { createTrip, createUser } from '../../test/factories';
import { pdfPages } from '../../test/pdf-text';
import { useTestApi } from '../../test/test-app';

// Issue 63: the karta alarmowa says where each child stands now, from the server's one read model of
// it (rules/child-standing.ts): a child with a parent, and a child missing, on screen and printed.

const api = useTestApi();
const TODAY = warsawDay(new Date());

describe('the karta alarmowa says who is with a parent and who is missing', () => {
  it('names the collector, the time and the place, and since when a child is missing; both gone when it ends', async () => {
    const leader = await createUser(api, { fullName: 'Anna Nowak' });
    const trip = await createTrip(api, leader, {
      startDate: shiftDay(TODAY, -1),
      endDate: shiftDay(TODAY, 2),
      students: [{ name: 'Łukasz Żółć' }, { name: 'Maja Nowak' }, { name: 'Jan Żak' }],
    });
    const as = { token: leader.accessToken };
    const students = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, as)).body;
    const id = (name: string) => students.find((s) => s.name === name)!.id;
    const collectedAt = new Date(Date.now() - 30 * 60_000).toISOString();
    const handover = await api.request<{ id: string }>('POST', `/api/trips/${trip.id}/students/${id('Łukasz Żółć')}/handover`, {
      ...as,
      body: { collectorKind: 'parent', collectorName: 'Oksana Żółć', place: 'recepcja', collectedAt },
    });
    expect(handover.status).toBe(201);
    const alarmId = randomUUID();
    expect((await api.request('POST', `/api/trips/${trip.id}/alarms`, { ...as, body: { id: alarmId, studentId: id('Maja Nowak') } })).status).toBe(201);

    const card = (await api.request<EmergencyCard>('GET', `/api/trips/${trip.id}/emergency`, as)).body;
    const of = (name: string) => card.students.find((s) => s.name === name)!;
    expect(of('Łukasz Żółć').standing).toEqual({ collected: { by: 'Oksana Żółć', since: collectedAt, place: 'recepcja' }, missing: null });
    expect(of('Maja Nowak').standing).toMatchObject({ collected: null, missing: { since: expect.any(String) } });
    expect(of('Jan Żak').standing).toBeNull();

    const pdf = await api.app.request(`/api/trips/${trip.id}/emergency/pdf`, { headers: { Authorization: `Bearer ${leader.accessToken}` } });
    expect(pdf.status).toBe(200);
    const text = (await pdfPages(new Uint8Array(await pdf.arrayBuffer()))).join('\n').replace(/\s+/g, ' ');
    for (const line of [...standingLines(of('Łukasz Żółć').standing), ...standingLines(of('Maja Nowak').standing)]) expect(text).toContain(line);

    // Back with the group and found: the card says nothing more.
    expect((await api.request('POST', `/api/trips/${trip.id}/handovers/${handover.body.id}/return`, as)).status).toBe(200);
    expect((await api.request('POST', `/api/trips/${trip.id}/alarms/${alarmId}/resolve`, { ...as, body: {} })).status).toBe(204);
    const after = (await api.request<EmergencyCard>('GET', `/api/trips/${trip.id}/emergency`, as)).body;
    expect(after.students.map((s) => s.standing)).toEqual([null, null, null]);
  });
});
