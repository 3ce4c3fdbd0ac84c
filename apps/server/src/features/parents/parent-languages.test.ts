import { describe, expect, it } from 'vitest';
import { MSG, type ParentLink, type ParentView, type Student } from '@wycieczki/shared';
import { createTrip, createUser } from '../../test/factories';
import { pdfPages } from '../../test/pdf-text';
import { useTestApi } from '../../test/test-app';
import { PARENT_LINK_HEADER } from './parents.routes';

const api = useTestApi();

async function parentOfJan() {
  const creator = await createUser(api);
  const trip = await createTrip(api, creator, {
    name: 'Kraków',
    startDate: '2099-05-10',
    endDate: '2099-05-12',
    students: [{ name: 'Jan Kowalski', className: '6a' }, { name: 'Ola Nowak' }],
  });
  const students = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken })).body;
  const jan = students.find((s) => s.name === 'Jan Kowalski')!;
  const link = (await api.request<ParentLink>('POST', `/api/trips/${trip.id}/students/${jan.id}/parent-link`, { token: creator.accessToken })).body;
  const secret = link.path.slice(link.path.indexOf('#') + 1);
  const asParent = <T>(method: string, path: string, body?: unknown) =>
    api.request<T>(method, `/api/parent${path}`, { headers: { [PARENT_LINK_HEADER]: secret, 'x-forwarded-for': '10.53.0.1' }, body });
  return { creator, trip, jan, asParent };
}

describe("the parents' languages (issue 53)", () => {
  it('keeps the language with the link, and shows the consent translated beside the binding Polish', async () => {
    const { asParent } = await parentOfJan();
    const first = (await asParent<ParentView>('GET', '')).body;
    expect(first.language).toBeNull();
    expect(first.consent.translation).toBeNull();
    expect((await asParent('PUT', '/language', { language: 'de' })).status).toBe(400);
    const uk = await asParent<ParentView>('PUT', '/language', { language: 'uk' });
    expect(uk.status).toBe(200);
    expect(uk.body.language).toBe('uk');
    // The binding Polish stays where it was; the translation names the same child, class and trip.
    expect(uk.body.consent.participationText).toBe(first.consent.participationText);
    expect(uk.body.consent.translation!.participationText).toContain('На участь моєї дитини: Jan Kowalski, клас 6a, в екскурсії «Kraków»');
    expect(uk.body.consent.translation!.text.at(-1)).toContain('Prezes UODO');
    expect(uk.body.consent.fingerprint).not.toBe(first.consent.fingerprint);
    expect((await asParent<ParentView>('GET', '')).body.language).toBe('uk');
    const en = (await asParent<ParentView>('PUT', '/language', { language: 'en' })).body;
    expect(en.consent.translation!.medicalText).toMatch(/^If my child’s health or life is in danger/);
  });

  it("stores the answer's language and fingerprint, refuses an answer to a text changed since, and the teacher and the form say the language", async () => {
    const { creator, trip, jan, asParent } = await parentOfJan();
    const page = (await asParent<ParentView>('PUT', '/language', { language: 'uk' })).body;
    const answer = { answer: 'given', medical: 'given', parentName: 'Олена Коваль', fingerprint: page.consent.fingerprint };
    // The teacher changes the trip's name meanwhile: the text the parent read is not the one in force.
    expect((await api.request('PATCH', `/api/trips/${trip.id}`, { token: creator.accessToken, body: { name: 'Kraków i Wieliczka' } })).status).toBe(200);
    const stale = await asParent('PUT', '/consent', answer);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: { message: MSG.consentTextChanged, key: 'consentTextChanged' } });
    const fresh = (await asParent<ParentView>('GET', '')).body;
    const given = await asParent<ParentView>('PUT', '/consent', { ...answer, fingerprint: fresh.consent.fingerprint });
    expect(given.status).toBe(200);
    expect(given.body.consent).toMatchObject({ status: 'given', answeredIn: 'uk' });
    const student = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken })).body.find((s) => s.id === jan.id)!;
    expect(student).toMatchObject({ consent: 'given', consentLanguage: 'uk' });
    // The printed consent form says in which language the answer was given, and that the Polish binds.
    const response = await api.app.request(`/api/trips/${trip.id}/documents/zgody`, { headers: { Authorization: `Bearer ${creator.accessToken}` } });
    const pages = (await pdfPages(new Uint8Array(await response.arrayBuffer()))).map((text) => text.replace(/\s+/g, ' '));
    expect(pages.find((text) => text.includes('Jan Kowalski'))).toContain('Odpowiedź udzielona na stronie w języku ukraińskim; wiąże tekst polski.');
    // A consent set on paper afterwards is no longer the online one: its language goes.
    await api.request('PUT', `/api/trips/${trip.id}/students/consent`, { token: creator.accessToken, body: { studentIds: [jan.id], consent: 'given' } });
    const paper = (await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken })).body.find((s) => s.id === jan.id)!;
    expect(paper.consentLanguage).toBeNull();
  });
});
