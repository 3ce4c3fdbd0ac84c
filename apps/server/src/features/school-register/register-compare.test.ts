import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RegisterNewYearResult, RegisterView } from '@wycieczki/shared';
import { CSV_HEADER, useRegisterTest } from './register-test-kit';

const { api, preview, save, view, importFile, school } = useRegisterTest();

const FIXTURES = new URL('../../test/fixtures/register/', import.meta.url);
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(name, FIXTURES)));
type FixturePupil = { surname: string; firstNames: string; className: string; sex: 'F' | 'M'; birthDate: string; pesel: string | null; parentPhone: string | null };
const PUPILS = JSON.parse(readFileSync(new URL('pupils.json', FIXTURES), 'utf8')) as FixturePupil[];

/** '626766149' as people type it: '626 766 149', '+48 626-766-149', '0048 626766149'. */
function typedPhone(phone: string, i: number): string {
  const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`;
  return [spaced, `+48 ${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`, `0048 ${phone}`, spaced][i % 4]!;
}

/** '4a' as '4 A' now and then; a birth date as '5.3.2014'; some surnames in capitals, one in decomposed letters. */
function csvRow(pupil: FixturePupil, i: number, change: Partial<Pick<FixturePupil, 'className' | 'parentPhone'>> = {}): string {
  const surname = i % 7 === 1 ? pupil.surname.toLocaleUpperCase('pl') : i === 11 ? pupil.surname.normalize('NFD') : pupil.surname;
  const className = change.className ?? (i % 3 === 0 ? `${pupil.className[0]} ${pupil.className.slice(1).toUpperCase()}` : pupil.className);
  const [year, month, day] = pupil.birthDate.split('-').map(Number);
  const phone = change.parentPhone ?? (pupil.parentPhone ? typedPhone(pupil.parentPhone, i) : '');
  return [surname, pupil.firstNames, className, pupil.pesel ?? '', `${day}.${month}.${year}`, pupil.sex === 'F' ? 'K' : 'M', phone].join(';');
}

const stored = (register: RegisterView, surname: string) => register.classes.flatMap((c) => c.pupils).find((p) => p.surname === surname)!;

describe('the register compares meaning, not typing (issue 63)', () => {
  it("finds the same 30 pupils of the XML in a CSV typed otherwise 'Bez zmian', and lists only the real changes", async () => {
    const { head } = await school();
    await importFile(head, fixture('uczniowie-sou.xml'));
    const before = (await view(head)).body;
    // The audit's file: the same pupils, phones spaced, '+48' and '0048', '4 A', '5.3.2014', 'ŁUCZAK'; two real changes.
    const rows = PUPILS.map((pupil, i) => {
      if (pupil.surname === 'Żółć') return csvRow(pupil, i, { parentPhone: '609 111 222' });
      if (pupil.surname === 'Bielecka') return csvRow(pupil, i, { className: '4A' });
      return csvRow(pupil, i);
    });
    const csv = `${CSV_HEADER}\r\n${rows.join('\r\n')}\r\n`;
    const read = await preview(head, csv);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.refused).toEqual([]);
    expect(read.body.counts).toEqual({ added: 0, changed: 2, unchanged: 28, missing: 0 });
    expect(read.body.changed).toEqual([
      // '4A' is the register's '4a', and is saved so: one class, not two.
      expect.objectContaining({ name: 'Bielecka Oliwia', className: '4a', changes: [{ field: 'className', from: '4b', to: '4a' }] }),
      expect.objectContaining({ name: 'Żółć Łukasz', className: '4b', changes: [{ field: 'parentPhone', from: '501987342', to: '609 111 222' }] }),
    ]);
    expect((await save(head, read.body.previewId)).body).toEqual({ added: 0, changed: 2, unchanged: 28, left: 0 });

    const after = (await view(head)).body;
    expect(after.history[0]).toMatchObject({ kind: 'import', changed: 2, added: 0 });
    expect(after.classes.map((c) => [c.className, c.pupils.length])).toEqual([['4a', 11], ['4b', 10], ['5a', 9]]);
    // What was typed otherwise stays as the register had it; the real changes are written as the file gives them.
    expect(stored(after, 'Łuczak')).toMatchObject({ surname: 'Łuczak', parentPhone: stored(before, 'Łuczak').parentPhone, birthDate: '2015-06-11' });
    expect(stored(after, 'Adamczyk').parentPhone).toBe('501234567');
    expect(stored(after, 'Żółć').parentPhone).toBe('609 111 222');
    expect(stored(after, 'Bielecka').className).toBe('4a');
    for (const pupil of after.classes.flatMap((c) => c.pupils)) expect(pupil.surname).toBe(pupil.surname.normalize('NFC'));
    // The same file again: nothing.
    expect((await preview(head, csv)).body.counts).toEqual({ added: 0, changed: 0, unchanged: 30, missing: 0 });
  });

  it("refuses last year's file after 'Nowy rok szkolny', saying so and moving nobody back, while this year's file with pupils repeating a year goes in", async () => {
    const { head } = await school();
    const lastYear = new TextDecoder('windows-1250').decode(fixture('uczniowie-sou-1250.csv'));
    await importFile(head, lastYear);
    const { version } = (await view(head)).body;
    const year = await api.request<RegisterNewYearResult>('POST', '/api/schools/mine/register/new-year', { token: head.accessToken, body: { lastLevel: 5, version } });
    expect(year.body).toEqual({ promoted: 21, graduated: 9 });
    const promoted = (await view(head)).body;

    const read = await preview(head, lastYear);
    expect(read.status).toBe(400);
    expect(read.body).toMatchObject({
      error: {
        key: 'registerYearBehind',
        message: 'Klasy w pliku są o rok niższe niż na liście szkoły u 21 z 21 uczniów (np. 4b zamiast 5b). To pewnie plik z poprzedniego roku szkolnego: pobierz aktualny plik z e-dziennika.',
      },
    });
    // Nothing kept or changed: no class moved back, no graduate back, no import in the history.
    const unchanged = (await view(head)).body;
    expect(unchanged).toEqual(promoted);
    expect(unchanged.classes.map((c) => c.className)).toEqual(['5a', '5b']);
    expect(unchanged.left).toHaveLength(9);

    // This year's export: the classes one up, the graduates gone, two pupils repeating 4a and 4b.
    const repeating = new Set(['Adamczyk', 'Bielecka']);
    const thisYear = lastYear
      .split(/\r?\n/)
      .filter((line) => !/;5;a;/.test(line))
      .map((line) => (repeating.has(line.split(';')[1]!) ? line : line.replace(/;4;([ab]);/, ';5;$1;')))
      .join('\r\n');
    const current = await preview(head, thisYear);
    expect(current.status, JSON.stringify(current.body)).toBe(200);
    expect(current.body.counts).toEqual({ added: 0, changed: 2, unchanged: 19, missing: 0 });
    expect(current.body.changed.map((c) => [c.name, c.changes])).toEqual(
      expect.arrayContaining([
        ['Adamczyk Jakub', [{ field: 'className', from: '5a', to: '4a' }]],
        ['Bielecka Oliwia', [{ field: 'className', from: '5b', to: '4b' }]],
      ]),
    );
  });
});
