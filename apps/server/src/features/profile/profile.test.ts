import { describe, expect, it } from 'vitest';
import { MSG, type ApiErrorBody, type Profile } from '@wycieczki/shared';
import { createUser } from '../../test/factories';
import { useTestApi } from '../../test/test-app';

const api = useTestApi();

const valid = { firstName: 'Ewa', lastName: 'Zielińska', phone: '+48 600 100 200', school: 'SP nr 3 w Krakowie', schoolAddress: 'ul. Długa 5, 30-001 Kraków' };

describe('profile', () => {
  it('reads the own profile, filled from the sign-up name', async () => {
    const user = await createUser(api, { fullName: 'Anna Maria Nowak' });
    const response = await api.request<Profile>('GET', '/api/profile', { token: user.accessToken });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: user.user.id,
      email: user.email,
      fullName: 'Anna Maria Nowak',
      firstName: 'Anna',
      lastName: 'Maria Nowak',
      phone: null,
      school: null,
      schoolAddress: null,
      grammaticalGender: null,
    });
  });

  it("keeps 'Forma w komunikatach' (issue 63): Pani, Pan or not chosen, and leaves it as it is when a save does not name it", async () => {
    const user = await createUser(api, { fullName: 'Sasza Kowalczuk' });
    const chosen = await api.request<Profile>('PUT', '/api/profile', { token: user.accessToken, body: { ...valid, grammaticalGender: 'F' } });
    expect(chosen.status).toBe(200);
    expect(chosen.body.grammaticalGender).toBe('F');
    // The leader's phone typed on the trip's screens is saved without the choice: it stays.
    const phoneOnly = await api.request<Profile>('PUT', '/api/profile', { token: user.accessToken, body: { ...valid, phone: '600 100 300' } });
    expect(phoneOnly.body).toMatchObject({ phone: '600 100 300', grammaticalGender: 'F' });
    const unchosen = await api.request<Profile>('PUT', '/api/profile', { token: user.accessToken, body: { ...valid, grammaticalGender: '' } });
    expect(unchosen.body.grammaticalGender).toBeNull();
    await api.request('PUT', '/api/profile', { token: user.accessToken, body: { ...valid, grammaticalGender: 'M' } });
    expect((await api.request<Profile>('GET', '/api/profile', { token: user.accessToken })).body.grammaticalGender).toBe('M');
    const exported = await api.request<{ profile: Record<string, unknown> }>('GET', '/api/profile/export', { token: user.accessToken });
    expect(exported.body.profile.grammaticalGender).toBe('M');
  });

  it('saves first and last name, phone, school and its address, and joins the full name', async () => {
    const user = await createUser(api);
    const saved = await api.request<Profile>('PUT', '/api/profile', { token: user.accessToken, body: valid });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...valid, fullName: 'Ewa Zielińska', email: user.email });
    const read = await api.request<Profile>('GET', '/api/profile', { token: user.accessToken });
    expect(read.body).toEqual(saved.body);
  });

  it('saves an empty phone and school as null', async () => {
    const user = await createUser(api);
    await api.request('PUT', '/api/profile', { token: user.accessToken, body: valid });
    const saved = await api.request<Profile>('PUT', '/api/profile', {
      token: user.accessToken,
      body: { firstName: 'Ewa', lastName: 'Zielińska', phone: '', school: '   ' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.phone).toBeNull();
    expect(saved.body.school).toBeNull();
  });

  it('ignores an email in the body: the email cannot be changed', async () => {
    const user = await createUser(api);
    const saved = await api.request<Profile>('PUT', '/api/profile', {
      token: user.accessToken,
      body: { ...valid, email: 'inny@szkola.test', id: '00000000-0000-0000-0000-000000000000' },
    });
    expect(saved.body.email).toBe(user.email);
    expect(saved.body.id).toBe(user.user.id);
  });

  it.each([
    ['an empty first name', { ...valid, firstName: ' ' }, MSG.firstNameRequired],
    ['no last name', { firstName: 'Ewa' }, MSG.lastNameRequired],
    ['a too short phone', { ...valid, phone: '12345678' }, MSG.phoneInvalid],
    ['a phone with letters', { ...valid, phone: '600-ABC-200' }, MSG.phoneInvalid],
    ['a 21-character phone', { ...valid, phone: '1'.repeat(21) }, MSG.phoneInvalid],
    ['a full name over 100 characters', { ...valid, firstName: 'x'.repeat(50), lastName: 'y'.repeat(50) }, MSG.personNameTooLong],
    ['a 201-character school', { ...valid, school: 's'.repeat(201) }, MSG.schoolTooLong],
    ["a form in messages other than Pani or Pan", { ...valid, grammaticalGender: 'K' }, MSG.grammaticalGenderInvalid],
    ['a form in messages given as a number', { ...valid, grammaticalGender: 1 }, MSG.grammaticalGenderInvalid],
  ])('refuses %s with its Polish message and changes nothing', async (_case, body, message) => {
    const user = await createUser(api, { fullName: 'Stefan Batory' });
    const response = await api.request<ApiErrorBody>('PUT', '/api/profile', { token: user.accessToken, body });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
    const read = await api.request<Profile>('GET', '/api/profile', { token: user.accessToken });
    expect(read.body).toMatchObject({ firstName: 'Stefan', lastName: 'Batory', phone: null, school: null, grammaticalGender: null });
  });

  it('is read and written only by its owner', async () => {
    const owner = await createUser(api, { fullName: 'Olga Właścicielka' });
    const other = await createUser(api, { fullName: 'Piotr Inny' });
    await api.request('PUT', '/api/profile', { token: other.accessToken, body: valid });
    const ownerProfile = await api.request<Profile>('GET', '/api/profile', { token: owner.accessToken });
    expect(ownerProfile.body).toMatchObject({ firstName: 'Olga', lastName: 'Właścicielka', phone: null });
    // There is no way to address someone else's profile.
    for (const method of ['GET', 'PUT']) {
      const direct = await api.request(method, `/api/profile/${owner.user.id}`, {
        token: other.accessToken,
        body: method === 'PUT' ? valid : undefined,
      });
      expect(direct.status).toBe(404);
    }
    const otherView = await api.request<Profile>('GET', '/api/profile', { token: other.accessToken });
    expect(JSON.stringify(otherView.body)).not.toContain(owner.user.id);
  });

  it('needs a signed-in user', async () => {
    expect((await api.request('GET', '/api/profile')).status).toBe(401);
    expect((await api.request('PUT', '/api/profile', { body: valid })).status).toBe(401);
  });
});
