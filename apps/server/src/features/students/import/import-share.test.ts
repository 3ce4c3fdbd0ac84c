import { describe, expect, it } from 'vitest';
import { MSG, type ApiErrorBody } from '@wycieczki/shared';
import { createSchool, createTrip, createUser, joinSchool, type TestUser } from '../../../test/factories';
import { worstAcceptedWorkbook } from '../../../test/hostile-files';
import { useTestApi } from '../../../test/test-app';

const api = useTestApi();

type Answer = { name: string; status: number; retryAfter: string | null; message: string | undefined };

async function upload(user: TestUser, path: string, file: Uint8Array, name: string, answered: Answer[]): Promise<Answer> {
  const response = await api.app.request(path, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/octet-stream', 'x-file-name': 'uczniowie.xlsx' },
    body: file,
  });
  const body = (await response.json()) as ApiErrorBody;
  const answer = { name, status: response.status, retryAfter: response.headers.get('retry-after'), message: body.error?.message };
  answered.push(answer);
  return answer;
}

describe('the file-reading places, shared per school (issue 62)', () => {
  it("take another school's import while one school's head and teacher hold every place with heavy files", async () => {
    const headA = await createUser(api, { fullName: 'Barbara Dyrektor' });
    await createSchool(api, headA, 'Szkoła Podstawowa nr 1 w Krakowie');
    const teacherA = await createUser(api, { fullName: 'Tomasz Nauczyciel' });
    await joinSchool(api, headA, teacherA);
    const tripA = await createTrip(api, teacherA);
    const headB = await createUser(api, { fullName: 'Celina Dyrektor' });
    await createSchool(api, headB, 'Szkoła Podstawowa nr 2 w Gdańsku');
    const tripB = await createTrip(api, headB);

    // School A: three register files of its head and seven class lists of its teacher, each the costliest the server reads.
    const heavy = await worstAcceptedWorkbook();
    const answered: Answer[] = [];
    const schoolA = [
      ...Array.from({ length: 3 }, (_, i) => upload(headA, '/api/schools/mine/register/preview', heavy, `register ${i}`, answered)),
      ...Array.from({ length: 7 }, (_, i) => upload(teacherA, `/api/trips/${tripA.id}/students/import/preview`, heavy, `class list ${i}`, answered)),
    ];
    // Two read, two wait: school A's further files are refused at once with the Polish 'try again'.
    await expect.poll(() => answered.filter((a) => a.status === 503).length, { timeout: 10_000 }).toBe(6);

    const list = new TextEncoder().encode('Imię i nazwisko;Klasa\nAla Kot;6a\nJan Nowak;6b\n');
    const schoolB = await upload(headB, `/api/trips/${tripB.id}/students/import/preview`, list, 'school B', answered);
    const answersA = await Promise.all(schoolA);

    expect(schoolB.status).toBe(200);
    for (const refused of answersA.filter((a) => a.status === 503)) {
      expect(refused).toMatchObject({ retryAfter: '5', message: MSG.importBusy });
    }
    // A's files read, refused for their size or given up on after the time limit: never a 5xx.
    const readA = answersA.filter((a) => a.status !== 503);
    expect(readA).toHaveLength(4);
    for (const answer of readA) expect(answer.status).toBeLessThan(500);
    // School B got the place A's second reading gave back: it was answered before that reading
    // (started again) and before A's two waiting files.
    const order = answered.filter((a) => a.status !== 503).map((a) => a.name);
    expect(order.indexOf('school B')).toBeLessThanOrEqual(1);
  }, 120_000);
});
