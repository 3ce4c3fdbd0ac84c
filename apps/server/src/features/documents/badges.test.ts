import { describe, expect, it } from 'vitest';
import { badgePayload, type Student } from '@wycieczki/shared';
import { createTrip, createUser, type TestUser } from '../../test/factories';
import { pdfPages } from '../../test/pdf-text';
import { canReadQrCodes, qrCodesOnPages } from '../../test/qr-codes';
import { useTestApi } from '../../test/test-app';

const api = useTestApi();

async function download(user: TestUser, tripId: string) {
  const response = await api.app.request(`/api/trips/${tripId}/documents/identyfikatory`, { headers: { Authorization: `Bearer ${user.accessToken}` } });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

async function studentsOf(user: TestUser, tripId: string): Promise<Student[]> {
  const listed = await api.request<Student[]>('GET', `/api/trips/${tripId}/students`, { token: user.accessToken });
  expect(listed.status).toBe(200);
  return listed.body;
}

const CLASS = [
  { name: 'Julia Dąbrowska', className: '6a', parentPhone: '600100200', pesel: '44051401359' },
  { name: 'Julia Łukasik', className: '6a' },
  { name: 'Jan Żak', className: '6b', allergies: 'orzechy' },
  ...['Ola Nowak', 'Kacper Wiśniewski', 'Zofia Kowalczyk', 'Antoni Mazur', 'Maja Zielińska', 'Filip Wójcik', 'Hanna Krawczyk'].map((name) => ({ name, className: '6b' })),
];

async function tripWithClass() {
  const creator = await createUser(api, { fullName: 'Anna Nowak' });
  const guardian = await createUser(api, { fullName: 'Ewa Ślęzak' });
  const profile = await api.request('PUT', '/api/profile', { token: creator.accessToken, body: { firstName: 'Anna', lastName: 'Nowak', phone: '+48 601 202 303' } });
  expect(profile.status).toBe(200);
  const trip = await createTrip(api, creator, { name: 'Zielona szkoła w Zakopanem', guardians: [guardian], startDate: '2026-05-11', endDate: '2026-05-15', students: CLASS });
  return { creator, guardian, trip };
}

describe('Identyfikatory (PDF), issue 28', () => {
  it('prints a badge per student for any member: first name, trip, the leader’s phone, and nothing personal', async () => {
    const { guardian, trip } = await tripWithClass();
    const { response, bytes } = await download(guardian, trip.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="identyfikatory-zielona-szkola-w-zakopanem.pdf"');
    const pages = (await pdfPages(bytes)).map((page) => page.replace(/\s+/g, ' '));
    // Eight badges a page: ten students, two pages.
    expect(pages).toHaveLength(2);
    const text = pages.join(' ');
    for (const expected of ['Julia D.', 'Julia Ł.', 'Jan', 'Kacper', 'Hanna', 'Zielona szkoła w Zakopanem', '11.05.2026 – 15.05.2026', 'Jeśli się zgubię, zadzwoń:', '+48 601 202 303', 'kierownik wycieczki'])
      expect(text).toContain(expected);
    // The first name only: no surname (but the initial of a shared first name), class, PESEL, phone or health data.
    for (const absent of ['Dąbrowska', 'Łukasik', 'Żak', 'Wiśniewski', '6a', '6b', '44051401359', '600100200', 'orzechy']) expect(text).not.toContain(absent);
  });

  it('puts in each QR code the student’s badge of this trip, as a phone reads it', async () => {
    const { creator, trip } = await tripWithClass();
    const students = await studentsOf(creator, trip.id);
    const { bytes } = await download(creator, trip.id);
    if (!canReadQrCodes()) return;
    const codes = qrCodesOnPages(bytes);
    expect(codes.map((page) => page.length)).toEqual([8, 2]);
    expect(codes.flat().sort()).toEqual(students.map((s) => badgePayload(trip.id, s.badgeCode)).sort());
  });

  it('gives every student a code of its own that an edit keeps and another trip does not share', async () => {
    const { creator, trip } = await tripWithClass();
    const before = await studentsOf(creator, trip.id);
    expect(new Set(before.map((s) => s.badgeCode)).size).toBe(before.length);
    for (const s of before) expect(s.badgeCode).toMatch(/^[0-9A-F]{10}$/);
    const jan = before.find((s) => s.name === 'Jan Żak')!;
    const edited = await api.request('PATCH', `/api/trips/${trip.id}/students/${jan.id}`, { token: creator.accessToken, body: { className: '6c' } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = await studentsOf(creator, trip.id);
    expect(after.find((s) => s.id === jan.id)?.badgeCode).toBe(jan.badgeCode);
    const other = await createTrip(api, creator, { name: 'Druga', students: [{ name: 'Jan Żak' }] });
    const [otherJan] = await studentsOf(creator, other.id);
    expect(badgePayload(other.id, otherJan!.badgeCode)).not.toBe(badgePayload(trip.id, jan.badgeCode));
  });

  it('cuts a name or a trip written without spaces to its badge, never into the next one', async () => {
    const creator = await createUser(api);
    const trip = await createTrip(api, creator, {
      name: 'Wyjazd_edukacyjny_klas_piątych_i_szóstych_do_Krakowa_Wieliczki_i_Ojcowa',
      students: [{ name: 'Aleksandra-Konstancja_Wierzbicka-Żółkiewska_Brzęczyszczykiewicz' }, { name: 'Jan Żak' }],
    });
    const { response, bytes } = await download(creator, trip.id);
    expect(response.status).toBe(200);
    const text = (await pdfPages(bytes)).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('Aleksandra-Konsta…');
    expect(text).toContain('Wyjazd_edukacyjny_klas_…');
    expect(text).not.toContain('Brzęczyszczykiewicz');
    if (canReadQrCodes()) expect(qrCodesOnPages(bytes).flat()).toHaveLength(2);
  });

  it('answers a stranger 404', async () => {
    const { trip } = await tripWithClass();
    const stranger = await createUser(api);
    expect((await download(stranger, trip.id)).response.status).toBe(404);
  });
});
