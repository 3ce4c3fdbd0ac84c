import { describe, expect, it } from 'vitest';
import { charactersWithoutGlyph } from '../../test/font-coverage';
import { MSG, type ApiErrorBody, type EmergencyCard, type TripSummary } from '@wycieczki/shared';
import { pdfPages } from '../../test/pdf-text';
import { createTrip, createUser } from '../../test/factories';
import { useTestApi } from '../../test/test-app';

const api = useTestApi();

describe("the karta alarmowa's numbers to dial (issue 31)", () => {
  it('shows 112 and, when marked, the mountain and water rescue and the leader’s own numbers, on screen and printed', async () => {
    const creator = await createUser(api, { fullName: 'Anna Nowak' });
    const guardian = await createUser(api, { fullName: 'Piotr Zieliński' });
    const trip = await createTrip(api, creator, {
      name: 'Zielona szkoła w Zakopanem',
      guardians: [guardian],
      students: [{ name: 'Jan Kowalski', pesel: '44051401359', parentPhone: '600100200', className: '6a', allergies: 'orzechy' }],
    });
    const plain = await api.request<EmergencyCard>('GET', `/api/trips/${trip.id}/emergency`, { token: guardian.accessToken });
    expect(plain.body).toMatchObject({ inMountains: false, nearWater: false, extraNumbers: [] });
    const plainPdf = await api.app.request(`/api/trips/${trip.id}/emergency/pdf`, { headers: { Authorization: `Bearer ${guardian.accessToken}` } });
    const plainText = (await pdfPages(new Uint8Array(await plainPdf.arrayBuffer()))).join('\n');
    expect(plainText).toContain('112');
    // Every character has a glyph in the documents' font: none prints as an empty box (issue 48: an arrow did).
    expect(charactersWithoutGlyph(plainText)).toEqual([]);
    expect(plainText).toContain('Telefony rodziców są w aplikacji: ekran „Karta alarmowa”, przycisk „Pokaż telefon rodzica”.');
    expect(plainText).not.toContain('GOPR');

    const extraNumbers = [{ name: 'Recepcja schroniska', phone: '18 201 00 00' }];
    const updated = await api.request<TripSummary>('PATCH', `/api/trips/${trip.id}`, { token: creator.accessToken, body: { inMountains: true, extraNumbers } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ inMountains: true, nearWater: false, extraNumbers });

    const card = (await api.request<EmergencyCard>('GET', `/api/trips/${trip.id}/emergency`, { token: guardian.accessToken })).body;
    expect(card).toMatchObject({ inMountains: true, nearWater: false, extraNumbers });
    const pdf = await api.app.request(`/api/trips/${trip.id}/emergency/pdf`, { headers: { Authorization: `Bearer ${guardian.accessToken}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="karta-alarmowa-zielona-szkola-w-zakopanem.pdf"');
    const text = (await pdfPages(new Uint8Array(await pdf.arrayBuffer()))).join('\n');
    expect(text).toContain('KARTA ALARMOWA');
    expect(text.indexOf('112')).toBeLessThan(text.indexOf('GOPR/TOPR: 985 lub 601 100 300'));
    expect(text).toContain('Recepcja schroniska: 18 201 00 00');
    expect(text).not.toContain('WOPR');
    expect(text).toContain('Kowalski');
    expect(text).toContain('orzechy');
    // Never a PESEL nor a parent's phone on paper, even the creator's.
    const creatorPdf = await api.app.request(`/api/trips/${trip.id}/emergency/pdf`, { headers: { Authorization: `Bearer ${creator.accessToken}` } });
    const creatorText = (await pdfPages(new Uint8Array(await creatorPdf.arrayBuffer()))).join('\n');
    for (const secret of ['44051401359', '600100200', '600 100 200']) expect(creatorText).not.toContain(secret);
  });

  it('refuses a number that is none in Polish, changes nothing, and is for members only', async () => {
    const creator = await createUser(api);
    const outsider = await createUser(api);
    const trip = await createTrip(api, creator);
    const bad = await api.request<ApiErrorBody>('PATCH', `/api/trips/${trip.id}`, { token: creator.accessToken, body: { nearWater: true, extraNumbers: [{ name: 'Kierowca', phone: 'abc' }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(MSG.extraNumberPhoneInvalid);
    const unnamed = await api.request<ApiErrorBody>('PATCH', `/api/trips/${trip.id}`, { token: creator.accessToken, body: { extraNumbers: [{ name: ' ', phone: '601 100 100' }] } });
    expect(unnamed.body.error.message).toBe(MSG.extraNumberNameRequired);
    const tooMany = Array.from({ length: 6 }, (_, i) => ({ name: `Numer ${i}`, phone: '601 100 100' }));
    expect((await api.request<ApiErrorBody>('PATCH', `/api/trips/${trip.id}`, { token: creator.accessToken, body: { extraNumbers: tooMany } })).body.error.message).toBe(MSG.tooManyExtraNumbers);
    const card = (await api.request<EmergencyCard>('GET', `/api/trips/${trip.id}/emergency`, { token: creator.accessToken })).body;
    expect(card).toMatchObject({ nearWater: false, extraNumbers: [] });
    expect((await api.app.request(`/api/trips/${trip.id}/emergency/pdf`, { headers: { Authorization: `Bearer ${outsider.accessToken}` } })).status).toBe(404);
  });
});
