import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { IMPORT_TEMPLATE_HEADERS, importRepeatedNameMessage, importRepeatedPeselMessage, MSG, type ApiErrorBody, type ImportPreview, type Student } from '@wycieczki/shared';
import { createTrip, createUser } from '../../../test/factories';
import { workbookWithSheet } from '../../../test/hostile-files';
import { useTestApi } from '../../../test/test-app';
import { buildPreview, mapColumns, normaliseHeader } from './build-preview';
import { decodeText, readCsv, readTable } from './read-table';

const api = useTestApi();

/** Encodes text as Windows-1250, the code page older Polish Excel saves CSV in. */
function windows1250(text: string): Uint8Array {
  const table: Record<string, number> = { ą: 0xb9, ć: 0xe6, ę: 0xea, ł: 0xb3, ń: 0xf1, ó: 0xf3, ś: 0x9c, ź: 0x9f, ż: 0xbf, Ą: 0xa5, Ć: 0xc6, Ę: 0xca, Ł: 0xa3, Ń: 0xd1, Ó: 0xd3, Ś: 0x8c, Ź: 0x8f, Ż: 0xaf };
  return Uint8Array.from([...text].map((ch) => table[ch] ?? ch.charCodeAt(0)));
}

const CSV_1250 = windows1250(
  'Imię i nazwisko;PESEL;Telefon rodzica;Alergie;Dieta\r\n' +
    'Żaneta Łęcka;44051401359;600 100 200;orzechy;\r\n' +
    'Józef Śliwiński;;;;bezglutenowa\r\n' +
    ';;;;\r\n',
);

describe('reading files', () => {
  it('decodes a Windows-1250 CSV with semicolons and Polish letters', async () => {
    const table = await readTable(CSV_1250);
    expect(table[0]).toEqual(['Imię i nazwisko', 'PESEL', 'Telefon rodzica', 'Alergie', 'Dieta']);
    expect(table[1]?.[0]).toBe('Żaneta Łęcka');
    expect(table[2]?.[4]).toBe('bezglutenowa');
  });

  it('decodes UTF-8 with a BOM and commas', () => {
    const bytes = new TextEncoder().encode('\uFEFFimie i nazwisko,pesel\r\nŁucja Kot,02070803628\r\n');
    const table = readCsv(decodeText(bytes));
    expect(table).toEqual([
      ['imie i nazwisko', 'pesel'],
      ['Łucja Kot', '02070803628'],
    ]);
  });

  it('reads an XLSX, restoring a PESEL that lost its leading zero as a number', async () => {
    const buffer = await writeXlsxFile([
      [{ value: 'Imię' }, { value: 'Nazwisko' }, { value: 'PESEL' }, { value: 'Tel. rodzica' }],
      [{ value: 'Ola' }, { value: 'Wiśniewska' }, { value: 2070803628 }, { value: 600100200 }],
    ]).toBuffer();
    const table = await readTable(new Uint8Array(buffer));
    const preview = buildPreview(table, { canWriteSensitive: true, remaining: 10 });
    expect(preview.rows).toEqual([
      { rowNumber: 2, name: 'Ola Wiśniewska', pesel: '02070803628', parentPhone: '600100200', allergies: '', diet: '', medicines: '', className: '', disability: false, errors: [], duplicate: null },
    ]);
  });

  it('refuses a file that is neither, and an empty one', async () => {
    await expect(readTable(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).rejects.toThrow(MSG.importUnreadable);
    await expect(readTable(new Uint8Array())).rejects.toThrow(MSG.importEmpty);
  });
});

describe('the preview', () => {
  it("reads every column of the import template ('Pobierz szablon')", () => {
    expect(mapColumns([...IMPORT_TEMPLATE_HEADERS])).toEqual({ name: 0, className: 1, pesel: 2, parentPhone: 3, allergies: 4, diet: 5, medicines: 6, disability: 7 });
  });

  it('recognises Polish headers in any spelling', () => {
    expect(normaliseHeader(' Imię i nazwisko ')).toBe('imieinazwisko');
    expect(normaliseHeader('TELEFON RODZICA')).toBe('telefonrodzica');
    expect(normaliseHeader('Tel. do rodzica')).toBe('teldorodzica');
  });

  it("lists each row's errors in Polish and counts the valid rows", () => {
    const preview = buildPreview(
      [
        ['Uczeń', 'PESEL', 'Telefon', 'Alergie'],
        ['Kasia', '44051401358', '123', ''],
        ['', '', '', ''],
        ['', '44051401359', '', 'x'.repeat(501)],
        ['Tomek', '44051401458', '+48 600 100 200', 'pyłki'],
      ],
      { canWriteSensitive: true, remaining: 5 },
    );
    expect(preview.rows.map((r) => [r.rowNumber, r.errors])).toEqual([
      [2, [MSG.peselInvalid, MSG.phoneInvalid]],
      [4, [MSG.personNameRequired, MSG.allergiesTooLong]],
      [5, []],
    ]);
    expect(preview.validCount).toBe(1);
    expect(preview.remaining).toBe(5);
  });

  it('marks sensitive values for a guardian who is not the creator', () => {
    const preview = buildPreview(
      [
        ['Imię i nazwisko', 'PESEL', 'Telefon rodzica'],
        ['Kasia', '44051401359', ''],
        ['Tomek', '', ''],
      ],
      { canWriteSensitive: false, remaining: 5 },
    );
    expect(preview.rows.map((r) => r.errors)).toEqual([[MSG.onlyCreatorPesel], []]);
  });

  it('marks rows that repeat the file or the trip: a PESEL is an error, a name without one starts unticked', () => {
    const preview = buildPreview(
      [
        ['Imię i nazwisko', 'PESEL'],
        ['Ala Nowak', '44051401359'],
        ['Alicja Nowak', '44051401359'],
        ['Jan  Kowalski', ''],
        ['jan kowalski', ''],
        ['Ewa Zięba', '02070803628'],
        ['Ola Lis', ''],
        ['Ola Lis', '44051401458'],
        ['Piotr Wrona', ''],
      ],
      {
        canWriteSensitive: true,
        remaining: 30,
        listed: [
          { name: 'Ewa Zięba-Kowal', pesel: '02070803628' },
          { name: 'PIOTR WRONA', pesel: null },
          { name: 'Ola Lis', pesel: '44051401458' },
        ],
      },
    );
    expect(preview.rows.map((r) => [r.rowNumber, r.errors, r.duplicate])).toEqual([
      [2, [], null],
      [3, [importRepeatedPeselMessage(2)], null],
      [4, [], null],
      [5, [], importRepeatedNameMessage(4)],
      [6, [MSG.duplicatePesel], null],
      // The listed Ola Lis has a PESEL and this one has none: maybe another child, so no mark.
      [7, [], null],
      [8, [MSG.duplicatePesel], null],
      [9, [], MSG.importSameNameOnTrip],
    ]);
    expect(preview.validCount).toBe(5);
  });

  it('needs a column with the name', () => {
    expect(() => buildPreview([['PESEL'], ['44051401359']], { canWriteSensitive: true, remaining: 5 })).toThrow(MSG.importNoNameColumn);
  });
});

describe('POST /students/import/preview', () => {
  it('previews an uploaded file and stores nothing', async () => {
    const user = await createUser(api);
    const trip = await createTrip(api, user);
    const response = await api.app.request(`/api/trips/${trip.id}/students/import/preview`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'text/csv' },
      body: CSV_1250,
    });
    expect(response.status).toBe(200);
    const preview = (await response.json()) as ImportPreview;
    expect(preview.rows.map((r) => r.name)).toEqual(['Żaneta Łęcka', 'Józef Śliwiński']);
    expect(preview).toMatchObject({ validCount: 2, remaining: 10 });
    const students = await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: user.accessToken });
    expect(students.body).toEqual([]);
  });

  it("marks the rows that match the trip's students", async () => {
    const user = await createUser(api);
    const trip = await createTrip(api, user);
    for (const student of [{ name: 'Żaneta Łęcka', pesel: '44051401359' }, { name: 'Józef Śliwiński' }]) {
      expect((await api.request('POST', `/api/trips/${trip.id}/students`, { token: user.accessToken, body: student })).status).toBe(201);
    }
    const response = await api.app.request(`/api/trips/${trip.id}/students/import/preview`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'text/csv' },
      body: CSV_1250,
    });
    const preview = (await response.json()) as ImportPreview;
    expect(preview.rows.map((r) => [r.name, r.errors, r.duplicate])).toEqual([
      ['Żaneta Łęcka', [MSG.duplicatePesel], null],
      ['Józef Śliwiński', [], MSG.importSameNameOnTrip],
    ]);
    expect(preview).toMatchObject({ validCount: 1, remaining: 8 });
  });

  it('reads a NUL in a CSV or an XLSX as a space and a lone surrogate as U+FFFD, so the import stores them (issue 62)', async () => {
    const user = await createUser(api);
    const trip = await createTrip(api, user);
    const csv = new TextEncoder().encode('Imię i nazwisko;Klasa;Alergie\r\nAla\u0000Kot;6b\u0000;\u0000\r\n');
    const xlsx = await workbookWithSheet((real) => real.replace(/<c r="A2"[^>]*>.*?<\/c>/s, '<c r="A2" t="inlineStr"><is><t>Ola&#0;Nowak&#xD800;</t></is></c>'));
    const read = async (body: Uint8Array) => {
      const response = await api.app.request(`/api/trips/${trip.id}/students/import/preview`, { method: 'POST', headers: { authorization: `Bearer ${user.accessToken}` }, body });
      expect(response.status).toBe(200);
      return ((await response.json()) as ImportPreview).rows;
    };
    const rows = [...(await read(csv)), ...(await read(xlsx))];
    expect(rows.map((r) => [r.name, r.className, r.allergies, r.errors])).toEqual([
      ['Ala Kot', '6b', '', []],
      ['Ola Nowak\uFFFD', '', '', []],
    ]);
    const imported = await api.request<Student[]>('POST', `/api/trips/${trip.id}/students/import`, {
      token: user.accessToken,
      body: { students: rows.map(({ name, className }) => ({ name, className })) },
    });
    expect(imported.status).toBe(201);
    const students = await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: user.accessToken });
    expect(students.body.map((s) => s.name).sort()).toEqual(['Ala Kot', 'Ola Nowak\uFFFD']);
  });

  it('answers an unreadable file with a Polish 400', async () => {
    const user = await createUser(api);
    const trip = await createTrip(api, user);
    const response = await api.app.request(`/api/trips/${trip.id}/students/import/preview`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.accessToken}` },
      body: new TextEncoder().encode('PESEL\n123\n'),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiErrorBody).error.message).toBe(MSG.importNoNameColumn);
  });

  it('is 404 for someone outside the trip', async () => {
    const user = await createUser(api);
    const outsider = await createUser(api);
    const trip = await createTrip(api, user);
    const response = await api.app.request(`/api/trips/${trip.id}/students/import/preview`, {
      method: 'POST',
      headers: { authorization: `Bearer ${outsider.accessToken}` },
      body: CSV_1250,
    });
    expect(response.status).toBe(404);
  });
});
