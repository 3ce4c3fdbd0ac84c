import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Student } from '@wycieczki/shared';
import { captureLog } from '../test/capture-log';
import { createTrip, createUser } from '../test/factories';
import { useTestApi } from '../test/test-app';

const api = useTestApi();

describe('a failing query in the log', () => {
  it('names the statement and its error code, never a PESEL, a phone or a search text', async () => {
    const creator = await createUser(api, { email: 'logi.tworca@szkola.test' });
    const trip = await createTrip(api, creator, { students: [{ name: 'Ola Logowa' }] });
    const students = await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken });
    const studentId = students.body[0]!.id;
    const check = await api.request<{ id: string }>('POST', `/api/trips/${trip.id}/attendance`, {
      token: creator.accessToken,
      body: { name: 'Zbiórka', date: '2026-05-11', time: '08:00' },
    });
    // Make every write of a student, every mark and every user search fail inside the database.
    await api.database.db.execute(sql`alter table students add constraint log_test_refuse check (name = '' and pesel is null) not valid`);
    await api.database.db.execute(sql`alter table attendance_records add constraint log_test_refuse check (status = 'nigdy') not valid`);

    const log = await captureLog(async () => {
      const added = await api.request('POST', `/api/trips/${trip.id}/students`, {
        token: creator.accessToken,
        body: { name: 'Kasia Tajna', pesel: '44051401359', parentPhone: '600 700 801', allergies: 'orzeszki-ziemne-tajne' },
      });
      expect(added.status).toBe(500);
      const edited = await api.request('PATCH', `/api/trips/${trip.id}/students/${studentId}`, {
        token: creator.accessToken,
        body: { pesel: '02070803628', parentPhone: '+48 511 522 533' },
      });
      expect(edited.status).toBe(500);
      const marked = await api.request('PUT', `/api/trips/${trip.id}/attendance/${check.body.id}/records/${studentId}`, {
        token: creator.accessToken,
        body: { status: 'present' },
      });
      expect(marked.status).toBe(500);
      // Last, as it breaks sign-in too: the search's statement no longer finds its column.
      await api.database.db.execute(sql`alter table profiles rename column email to log_test_email`);
      const search = await api.request('GET', '/api/users/search?q=tajne-szukanie', { token: creator.accessToken });
      expect(search.status).toBe(500);
    });

    expect(log).toContain('"errorCode":"23514"');
    expect(log).toContain('"constraint":"log_test_refuse"');
    expect(log).toContain('"statement":"mark_attendance_record"');
    expect(log).toContain('"errorCode":"42703"');
    // The route's pattern, never the path with the ids of the trip, its child and its list (issue 62).
    expect(log).toContain('"route":"/api/trips/:tripId/attendance/:checkId/records/:studentId"');
    for (const secret of ['44051401359', '600 700 801', '02070803628', '511 522 533', 'Kasia Tajna', 'orzeszki-ziemne-tajne', 'tajne-szukanie', trip.id, studentId, check.body.id]) {
      expect(log).not.toContain(secret);
    }
  });
});
