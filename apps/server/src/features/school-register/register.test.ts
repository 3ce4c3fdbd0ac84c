import { readFileSync } from 'node:fs';
import { zipSync } from 'fflate';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MASKED, MSG, type MySchool, type RegisterNewYearResult, type RegisterView, type Student, type TripSummary } from '@wycieczki/shared';
import { createUser } from '../../test/factories';
import { eraseLeftPupils } from './register.repo';
import { CSV_HEADER, useRegisterTest, validPesel } from './register-test-kit';

const { api, preview, save, view, importFile, school } = useRegisterTest();

const FIXTURES = new URL('../../test/fixtures/register/', import.meta.url);
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(name, FIXTURES)));
type FixturePupil = { surname: string; firstNames: string; className: string; sex: 'F' | 'M'; birthDate: string; pesel: string | null; parentPhone: string | null };
const PUPILS = JSON.parse(readFileSync(new URL('pupils.json', FIXTURES), 'utf8')) as FixturePupil[];
const FORMATS = [
  ['uczniowie-sou.xml', 'sou-xml'],
  ['uczniowie-sou-1250.csv', 'sou-csv'],
  ['uczniowie-sds.zip', 'sds'],
  ['uczniowie.xlsx', 'xlsx'],
] as const;

const pupilsOf = (register: RegisterView) =>
  register.classes.flatMap(({ className, pupils }) => pupils.map((p) => ({ surname: p.surname, firstNames: p.firstNames, className, sex: p.sex, birthDate: p.birthDate })));
const expected = PUPILS.map(({ surname, firstNames, className, sex, birthDate }) => ({ surname, firstNames, className, sex, birthDate }));
const bySurname = <T extends { surname: string; firstNames: string }>(list: T[]) => [...list].sort((a, b) => `${a.surname} ${a.firstNames}`.localeCompare(`${b.surname} ${b.firstNames}`, 'pl'));

describe("'Uczniowie szkoły': the school's register of pupils (issue 51)", () => {
  for (const [file, format] of FORMATS) {
    it(`reads the 30 pupils of ${file} (${format}) with their classes, sexes and birth dates, and a second import changes nothing`, async () => {
      const { head } = await school();
      const first = await importFile(head, fixture(file));
      expect(first.preview.format).toBe(format);
      expect(first.preview.refused).toEqual([]);
      expect(first.preview.counts).toEqual({ added: 30, changed: 0, unchanged: 0, missing: 0 });
      expect(first.result).toMatchObject({ added: 30, changed: 0, left: 0 });
      const register = (await view(head)).body;
      expect(bySurname(pupilsOf(register))).toEqual(bySurname(expected));
      expect(register.classes.map((c) => c.className)).toEqual(['4a', '4b', '5a']);
      expect(pupilsOf(register)).toContainEqual(expect.objectContaining({ surname: 'Żółć', firstNames: 'Łukasz', className: '4b' }));
      expect(pupilsOf(register)).toContainEqual(expect.objectContaining({ surname: 'Wiśniewska', firstNames: 'Anna Maria' }));
      const again = await preview(head, fixture(file));
      expect(again.body.counts).toEqual({ added: 0, changed: 0, unchanged: 30, missing: 0 });
      expect(again.body.changed).toEqual([]);
      expect((await save(head, again.body.previewId)).body).toEqual({ added: 0, changed: 0, unchanged: 30, left: 0 });
      // Every other format names the same pupils: none new, none missing, and no name, class, sex or birth
      // date changed (a richer file only adds what this one lacks: PESEL, phones, the register's numbers).
      for (const [other] of FORMATS.filter(([name]) => name !== file)) {
        const read = (await preview(head, fixture(other))).body;
        expect(read.counts, other).toMatchObject({ added: 0, missing: 0 });
        const fields = new Set(read.changed.flatMap((c) => c.changes.map((change) => change.field)));
        for (const field of ['surname', 'firstNames', 'className', 'sex', 'birthDate'] as const) expect(fields.has(field), `${other}: ${field}`).toBe(false);
      }
    });
  }

  it('keeps the class register order; phone and e-mail for the head and Sekretariat only, a PESEL in no list', async () => {
    const { head, teacher } = await school();
    await importFile(head, fixture('uczniowie-sou.xml'));
    const register = (await view(head)).body;
    expect(register.canManage).toBe(true);
    for (const { pupils } of register.classes) expect(pupils.map((p) => p.registerNo)).toEqual(pupils.map((_, i) => i + 1));
    const all = register.classes.flatMap((c) => c.pupils);
    const withPesel = all.find((p) => p.surname === 'Żółć')!;
    const known = PUPILS.find((p) => p.surname === 'Żółć')!;
    // The head's list says whether a PESEL is known, never the number; a pupil without one has none.
    expect(withPesel).toMatchObject({ pesel: MASKED, parentPhone: known.parentPhone });
    expect(all.filter((p) => p.pesel === null)).toHaveLength(PUPILS.filter((p) => !p.pesel).length);
    const seen = (await view(teacher)).body;
    expect(seen.canManage).toBe(false);
    expect(seen.history).toEqual([]);
    const same = seen.classes.flatMap((c) => c.pupils).find((p) => p.id === withPesel.id)!;
    expect(same).toMatchObject({ surname: withPesel.surname, pesel: MASKED, parentPhone: MASKED, birthDate: null });
    for (const body of [JSON.stringify(seen), JSON.stringify(register)]) for (const { pesel } of PUPILS) if (pesel) expect(body).not.toContain(pesel);
    // The head sees who imported what; no pupil's data in the record.
    expect(register.history).toEqual([expect.objectContaining({ kind: 'import', byName: 'Barbara Dyrektor', fileName: 'uczniowie.csv', format: 'sou-xml', added: 30 })]);
  });

  it('lets the head and Sekretariat import, and nobody else', async () => {
    const { head, teacher, clerk } = await school();
    const outsider = await createUser(api);
    const file = `${CSV_HEADER}\nNowak;Jan;4a;;;;\n`;
    const refused = await preview(teacher, file);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe(MSG.registerNotManager);
    expect((await preview(outsider, file)).status).toBe(404);
    expect((await view(outsider)).status).toBe(404);
    expect((await preview(clerk, file)).status).toBe(403);
    // Only the head names 'Sekretariat', and only a teacher.
    const clerkId = (await api.request<MySchool>('GET', '/api/schools/mine', { token: clerk.accessToken })).body!.members.find((m) => m.fullName === 'Sabina Sekretariat')!.userId;
    expect((await api.request('PATCH', `/api/schools/mine/members/${clerkId}`, { token: teacher.accessToken, body: { registerClerk: true } })).status).toBe(403);
    expect((await api.request('PATCH', `/api/schools/mine/members/${clerkId}`, { token: head.accessToken, body: { registerClerk: 'tak' } })).status).toBe(400);
    expect((await api.request('PATCH', `/api/schools/mine/members/${clerkId}`, { token: head.accessToken, body: { registerClerk: true } })).status).toBe(204);
    const mine = (await api.request<MySchool>('GET', '/api/schools/mine', { token: clerk.accessToken })).body!;
    expect(mine.managesRegister).toBe(true);
    expect(mine.members.find((m) => m.userId === clerkId)?.registerClerk).toBe(true);
    const read = await preview(clerk, file);
    expect(read.status).toBe(200);
    // A preview is its author's: the head cannot save the clerk's.
    expect((await save(head, read.body.previewId)).status).toBe(409);
    expect((await save(clerk, read.body.previewId)).body).toMatchObject({ added: 1 });
    expect((await save(clerk, read.body.previewId)).status).toBe(409);
  });

  it('shows each change field by field, lists who is missing without deleting them, and moves the ticked to Absolwenci / odeszli', async () => {
    const { head } = await school();
    await importFile(head, `${CSV_HEADER}\nNowak;Jan;4a;15210112345;;;501234567\nKowalska;Ewa;4a;;2015-02-03;K;\nLis;Adam;4b;;;;\nWróbel;Iga;4b;;;;\n`.replace('15210112345', validPesel('2015-01-01', 'M')));
    const next = await preview(head, `${CSV_HEADER}\nNowak;Jan;4b;${validPesel('2015-01-01', 'M')};;;601234567\nKowalska;Ewa;4a;;03.02.2015;K;\nZięba;Ola;4a;;;;\n`);
    expect(next.body.counts).toEqual({ added: 1, changed: 1, unchanged: 1, missing: 2 });
    expect(next.body.changed).toEqual([
      expect.objectContaining({ name: 'Nowak Jan', changes: [{ field: 'className', from: '4a', to: '4b' }, { field: 'parentPhone', from: '501234567', to: '601234567' }] }),
    ]);
    expect(next.body.missing.map((m) => m.name).sort()).toEqual(['Lis Adam', 'Wróbel Iga']);
    const lis = next.body.missing.find((m) => m.name === 'Lis Adam')!.pupilId;
    // Only a pupil the preview lists as missing may be ticked.
    expect((await save(head, next.body.previewId, [crypto.randomUUID()])).status).toBe(400);
    const again = await preview(head, `${CSV_HEADER}\nNowak;Jan;4b;${validPesel('2015-01-01', 'M')};;;601234567\nKowalska;Ewa;4a;;03.02.2015;K;\nZięba;Ola;4a;;;;\n`);
    expect((await save(head, again.body.previewId, [lis])).body).toEqual({ added: 1, changed: 1, unchanged: 1, left: 1 });
    const register = (await view(head)).body;
    expect(register.left).toEqual([expect.objectContaining({ surname: 'Lis', className: null, leftFrom: '4b' })]);
    expect(register.classes.find((c) => c.className === '4b')!.pupils.map((p) => p.surname)).toEqual(['Nowak', 'Wróbel']);
    // The earlier preview was made before this save: refused, nothing written.
    expect((await save(head, next.body.previewId)).status).toBe(409);
  });

  it("keeps what a file leaves empty, reads a PESEL a spreadsheet cut to 10 digits, and never gives a graduate's data to a namesake", async () => {
    const { head } = await school();
    const born2005 = validPesel('2005-03-04', 'M');
    expect(born2005.startsWith('0')).toBe(true);
    await importFile(head, `${CSV_HEADER}\nNowak;Jan;8a;${born2005.slice(1)};04.03.2005;M;501234567\nLis;Ala;8a;;;;502000000\n`);
    let register = (await view(head)).body;
    expect(register.classes[0]!.pupils.map((p) => [p.surname, p.pesel, p.parentPhone])).toEqual([['Lis', null, '502000000'], ['Nowak', MASKED, '501234567']]);
    // The same pupils with the phone cells empty: nothing changes, nothing is erased.
    const empty = await preview(head, `${CSV_HEADER}\nNowak;Jan;8a;${born2005};;;\nLis;Ala;8a;;;;\n`);
    expect(empty.body.counts).toEqual({ added: 0, changed: 0, unchanged: 2, missing: 0 });
    // Ala leaves; next year a new Ala Lis (no birth date in the file) is another child.
    const lis = register.classes[0]!.pupils.find((p) => p.surname === 'Lis')!;
    expect((await api.request('POST', '/api/schools/mine/register/left', { token: head.accessToken, body: { pupilIds: [lis.id], left: true } })).status).toBe(204);
    const namesake = await preview(head, `${CSV_HEADER}\nLis;Ala;1a;;;;\nNowak;Jan;8a;${born2005};;;\n`);
    expect(namesake.body.counts).toMatchObject({ added: 1, changed: 0 });
    await save(head, namesake.body.previewId);
    register = (await view(head)).body;
    expect(register.classes.find((c) => c.className === '1a')!.pupils[0]).toMatchObject({ surname: 'Lis', parentPhone: null });
    expect(register.left.map((p) => p.id)).toEqual([lis.id]);
  });

  it('checks a PESEL against its check digit, the birth date and the sex, and refuses those rows with their line while the rest go in', async () => {
    const { head } = await school();
    const good = validPesel('2015-05-20', 'F');
    const badDigit = `${good.slice(0, 10)}${(Number(good[10]) + 1) % 10}`;
    const file = [
      CSV_HEADER,
      `Dobra;Ala;4a;${good};20.05.2015;K;`,
      `Zła;Cyfra;4a;${badDigit};;;`,
      `Inna;Data;4a;${good};21.05.2015;K;`,
      `Inna;Płeć;4a;${good};;M;`,
      `Bez;Klasy;;;;;`,
      `Zły;Telefon;4a;;;;12`,
      `Dobra;Druga;4a;${good};;;`,
    ].join('\r\n');
    const read = await preview(head, file);
    // Each refused row names its pupil as the row does (issue 63): whom to look for in the e-dziennik.
    expect(read.body.refused).toEqual([
      { line: 3, name: 'Zła Cyfra', reason: MSG.registerPeselInvalid },
      { line: 4, name: 'Inna Data', reason: MSG.registerPeselBirthDate },
      { line: 5, name: 'Inna Płeć', reason: MSG.registerPeselSex },
      { line: 6, name: 'Bez Klasy', reason: MSG.registerNoClass },
      { line: 7, name: 'Zły Telefon', reason: MSG.registerPhoneInvalid },
      { line: 8, name: 'Dobra Druga', reason: MSG.registerPeselTwice },
    ]);
    expect(read.body.counts.added).toBe(1);
    expect(read.body.columns).toEqual({ used: ['Nazwisko', 'Imię', 'Klasa', 'PESEL', 'Data urodzenia', 'Płeć', 'Telefon rodzica'], ignored: [] });
  });

  it("refuses in Polish, saving nothing, a file that is not a pupils' list, too large, a zip bomb or an XML with entities", async () => {
    const { head } = await school();
    const cases: [Uint8Array | string, number, string][] = [
      ['%PDF-1.7\n...', 400, MSG.registerNotAFile],
      [new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), 400, MSG.registerNotAFile],
      ['Imię;Wiek\nJan;10\n', 400, MSG.registerNoColumns],
      ['<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x "xxxxxxxx">]><SOU><Uczen><Nazwisko>&x;</Nazwisko></Uczen></SOU>', 400, MSG.registerXmlUnreadable],
      ['<SOU><Uczen><Nazwisko>Nowak</Uczen></SOU>', 400, MSG.registerXmlUnreadable],
      [zipSync({ 'notatki.txt': new TextEncoder().encode('nic') }), 400, MSG.registerZipUnknown],
      [zipSync({ 'users.csv': new Uint8Array(30 * 1024 * 1024) }, { level: 9 }), 413, MSG.registerTooLarge],
      [new Uint8Array(10 * 1024 * 1024 + 1).fill(65), 413, MSG.registerTooLarge],
    ];
    for (const [bytes, status, message] of cases) {
      const read = await preview(head, bytes);
      expect(read.status, message).toBe(status);
      expect(read.body.error?.message).toBe(message);
    }
    expect((await view(head)).body.classes).toEqual([]);
  });

  it("'Nowy rok szkolny' promotes every class, sends the last level to Absolwenci, and the next import finds pupils by PESEL or by name and birth date", async () => {
    const { head } = await school();
    await importFile(head, fixture('uczniowie-sou-1250.csv'));
    await importFile(head, `${CSV_HEADER}\nÓsma;Ola;8c;;;;\nPierwsza;Ida;IIa;;;;\n`);
    const before = (await view(head)).body;
    const stale = await api.request('POST', '/api/schools/mine/register/new-year', { token: head.accessToken, body: { lastLevel: 8, version: before.version - 1 } });
    expect(stale.status).toBe(409);
    expect((await api.request('POST', '/api/schools/mine/register/new-year', { token: head.accessToken, body: { lastLevel: 0, version: before.version } })).body).toMatchObject({
      error: { message: MSG.registerLastLevelInvalid },
    });
    const year = await api.request<RegisterNewYearResult>('POST', '/api/schools/mine/register/new-year', { token: head.accessToken, body: { lastLevel: 8, version: before.version } });
    expect(year.body).toEqual({ promoted: 31, graduated: 1 });
    const after = (await view(head)).body;
    expect(after.classes.map((c) => c.className)).toEqual(['IIIa', '5a', '5b', '6a']);
    expect(after.left.map((p) => `${p.surname} ${p.leftFrom}`)).toEqual(['Ósma 8c']);
    expect(after.history[0]).toMatchObject({ kind: 'new-year', promoted: 31, left: 1 });
    // Next year's export (classes one up) matches every pupil: by PESEL, and the three without one by name and birth date.
    const nextYear = new TextDecoder('windows-1250').decode(fixture('uczniowie-sou-1250.csv')).replace(/;([45]);([ab]);/g, (_m, level: string, symbol: string) => `;${Number(level) + 1};${symbol};`);
    const read = await preview(head, nextYear);
    expect(read.body.counts).toMatchObject({ added: 0, changed: 0, unchanged: 30 });
  });

  it("'Z listy szkoły' makes a trip's students from the register, filled and linked; a correction reaches the trip", async () => {
    const { head, teacher } = await school();
    await importFile(head, fixture('uczniowie.xlsx'));
    const register = (await view(teacher)).body;
    const fourB = register.classes.find((c) => c.className === '4b')!.pupils;
    const picked = fourB.slice(1);
    const trip = await api.request<TripSummary>('POST', '/api/trips', {
      token: teacher.accessToken,
      body: {
        name: 'Zielona szkoła',
        destination: 'Zakopane',
        startDate: '2099-05-10',
        endDate: '2099-05-14',
        tripLeaderEmail: teacher.email,
        studentsPerGuardian: 30,
        students: picked.map((p) => ({ name: 'cokolwiek', className: '4b', pesel: MASKED, parentPhone: MASKED, registerPupilId: p.id })),
      },
    });
    expect(trip.status, JSON.stringify(trip.body)).toBe(201);
    const students = (await api.request<Student[]>('GET', `/api/trips/${trip.body.id}/students`, { token: teacher.accessToken })).body;
    expect(students.map((s) => s.name).sort()).toEqual(picked.map((p) => `${p.firstNames} ${p.surname}`).sort());
    const full = (await view(head)).body.classes.find((c) => c.className === '4b')!.pupils.find((p) => p.id === picked[0]!.id)!;
    const known = PUPILS.find((p) => p.surname === full.surname && p.firstNames === full.firstNames)!;
    const student = students.find((s) => s.name === `${full.firstNames} ${full.surname}`)!;
    expect(student).toMatchObject({ className: '4b', pesel: known.pesel, parentPhone: known.parentPhone });
    // The head sees who took how many pupils into which trip.
    expect((await view(head)).body.history[0]).toMatchObject({ kind: 'trip', byName: 'Tomasz Nauczyciel', fileName: 'Zielona szkoła', added: picked.length });
    // A pupil of another school, or one unknown: the whole trip refused.
    const other = await school();
    await importFile(other.head, `${CSV_HEADER}\nObca;Ola;4a;;;;\n`);
    const foreign = (await view(other.head)).body.classes[0]!.pupils[0]!.id;
    const refused = await api.request('POST', '/api/trips', {
      token: teacher.accessToken,
      body: { name: 'Obca', destination: 'Kraków', startDate: '2099-05-10', endDate: '2099-05-12', tripLeaderEmail: teacher.email, students: [{ name: 'Ola Obca', registerPupilId: foreign }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { message: MSG.registerPupilsNotInSchool } });
    // The register corrects the phone: the trip (not over) follows.
    await importFile(head, `${CSV_HEADER}\n${full.surname};${full.firstNames};4b;${known.pesel ?? ''};;;600100200\n`);
    const updated = (await api.request<Student[]>('GET', `/api/trips/${trip.body.id}/students`, { token: teacher.accessToken })).body.find((s) => s.id === student.id)!;
    expect(updated.parentPhone).toBe('600100200');
  });

  it('erases a pupil who left the school after the school’s period, keeping the trip’s own student', async () => {
    const { head } = await school();
    await importFile(head, `${CSV_HEADER}\nOdchodzi;Ola;4a;;;;\nZostaje;Jan;4a;;;;\n`);
    const ola = (await view(head)).body.classes[0]!.pupils.find((p) => p.surname === 'Odchodzi')!;
    expect((await api.request('POST', '/api/schools/mine/register/left', { token: head.accessToken, body: { pupilIds: [ola.id], left: true } })).status).toBe(204);
    expect((await eraseLeftPupils(api.database.db)).pupils).toBe(0);
    await api.database.db.execute(sql`update register_pupils set left_at = now() - interval '31 days' where id = ${ola.id}`);
    expect((await eraseLeftPupils(api.database.db)).pupils).toBe(1);
    const register = (await view(head)).body;
    expect(register.left).toEqual([]);
    expect(register.classes[0]!.pupils.map((p) => p.surname)).toEqual(['Zostaje']);
  });
});
