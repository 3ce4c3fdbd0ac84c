import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSchool, createTrip, createUser, joinSchool, type TestUser } from '../../test/factories';
import { useTestApi } from '../../test/test-app';

const api = useTestApi();

type Asked = { id: string; label: string };

async function ask(user: TestUser, tripId: string, kind: string, label: string): Promise<Asked> {
  const job = await api.request<{ id: string }>('POST', `/api/trips/${tripId}/documents/${kind}`, { token: user.accessToken });
  expect(job.status, JSON.stringify(job.body)).toBe(202);
  return { id: job.body.id, label };
}

const rows = async <T>(query: ReturnType<typeof sql>) => (await api.database.db.execute(query)) as unknown as { rows: T[] };

describe('documents, fair per school whatever its number of accounts (issue 62)', () => {
  it("takes another school's first karta next after one school's eight accounts queued theirs", async () => {
    const headA = await createUser(api, { fullName: 'Barbara Dyrektor' });
    await createSchool(api, headA, 'Szkoła Podstawowa nr 1 w Krakowie');
    // School A's eight accounts: four teachers who made their trips before they joined it, and four
    // accounts of no school the head made guardians of a school trip.
    const teachers: { user: TestUser; tripId: string }[] = [];
    for (let i = 0; i < 4; i++) {
      const user = await createUser(api, { fullName: `Nauczyciel Szkolny${i}` });
      const trip = await createTrip(api, user, { name: `Wycieczka sprzed szkoły ${i}` });
      await joinSchool(api, headA, user);
      teachers.push({ user, tripId: trip.id });
    }
    const guardians = await Promise.all(Array.from({ length: 4 }, (_, i) => createUser(api, { fullName: `Opiekun Nowy${i}` })));
    const schoolTrip = await createTrip(api, headA, { name: 'Wycieczka szkoły', guardians });
    const accountsA = [...teachers, ...guardians.map((user) => ({ user, tripId: schoolTrip.id }))];
    const headB = await createUser(api, { fullName: 'Celina Dyrektor' });
    await createSchool(api, headB, 'Szkoła Podstawowa nr 2 w Gdańsku');
    const tripB = await createTrip(api, headB);

    // Held while asked, so that the order the queue will take them in is read before any is taken.
    await api.queue.stopWorking('document', 1_000);
    const asked: Asked[] = [];
    for (const [n, { user, tripId }] of accountsA.entries()) {
      asked.push(await ask(user, tripId, 'karta', `A ${n}.0`), await ask(user, tripId, 'lista', `A ${n}.1`));
    }
    asked.push(await ask(headB, tripB.id, 'karta', 'B'));
    const { rows: queued } = await rows<{ id: string }>(sql`
      select id::text from pgboss.job where name = 'document' and state = 'created' order by priority desc, created_on, id`);
    const takenOrder = queued.map((job) => asked.find((a) => a.id === job.id)!.label);
    expect(takenOrder).toHaveLength(asked.length);
    // Only school A's first document, asked before it and as high, goes before school B's first.
    expect(takenOrder.indexOf('B')).toBe(1);

    await api.jobs.makeDocuments(api.queue);
    const finishedOrder = async () => {
      const { rows: ready } = await rows<{ id: string }>(sql`select id::text from document_jobs where state = 'ready' order by finished_at`);
      return ready.flatMap((row) => asked.filter((a) => a.id === row.id).map((a) => a.label));
    };
    await expect.poll(finishedOrder, { timeout: 120_000, interval: 250 }).toHaveLength(asked.length);
    // Two made at a time: B's karta among the first two taken, so made before the third finishes.
    expect((await finishedOrder()).indexOf('B')).toBeLessThan(3);
  }, 180_000);
});
