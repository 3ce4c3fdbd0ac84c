import { expect } from 'vitest';
import type { RegisterImportResult, RegisterPreview, RegisterView, SchoolInvitation } from '@wycieczki/shared';
import { createUser, type TestUser } from '../../test/factories';
import { useTestApi } from '../../test/test-app';

export { validPesel } from '../../test/valid-pesel';

export const CSV_HEADER = 'Nazwisko;Imię;Klasa;PESEL;Data urodzenia;Płeć;Telefon rodzica';

/** A test file's API for 'Uczniowie szkoły' (issue 51): a school with its head, a teacher and a clerk, and the register's calls. */
export function useRegisterTest() {
  const api = useTestApi();

  async function preview(user: TestUser, bytes: Uint8Array | string, fileName = 'uczniowie.csv') {
    const response = await api.app.request('/api/schools/mine/register/preview', {
      method: 'POST',
      headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(fileName) },
      body: typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes,
    });
    return { status: response.status, body: (await response.json()) as RegisterPreview & { error?: { message: string } } };
  }
  const save = (user: TestUser, previewId: string, leaverIds: string[] = []) =>
    api.request<RegisterImportResult>('POST', '/api/schools/mine/register/import', { token: user.accessToken, body: { previewId, leaverIds } });
  const view = (user: TestUser) => api.request<RegisterView>('GET', '/api/schools/mine/register', { token: user.accessToken });

  async function importFile(user: TestUser, bytes: Uint8Array | string, leavers: 'none' | 'all' = 'none') {
    const read = await preview(user, bytes);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    const saved = await save(user, read.body.previewId, leavers === 'all' ? read.body.missing.map((m) => m.pupilId) : []);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return { preview: read.body, result: saved.body };
  }

  async function school() {
    const head = await createUser(api, { fullName: 'Barbara Dyrektor' });
    await api.request('POST', '/api/schools', { token: head.accessToken, body: { name: 'Szkoła Podstawowa nr 7 w Krakowie' } });
    const join = async (fullName: string) => {
      const user = await createUser(api, { fullName });
      const invitation = (await api.request<SchoolInvitation>('POST', '/api/schools/mine/invitations', { token: head.accessToken })).body;
      const secret = invitation.path.slice(invitation.path.indexOf('#') + 1);
      expect((await api.request('POST', '/api/schools/join', { token: user.accessToken, body: { secret } })).status).toBe(200);
      return user;
    };
    return { head, teacher: await join('Tomasz Nauczyciel'), clerk: await join('Sabina Sekretariat') };
  }

  return { api, preview, save, view, importFile, school };
}
