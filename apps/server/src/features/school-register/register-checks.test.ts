import { describe, expect, it } from 'vitest';
import { MSG, polishToday } from '@wycieczki/shared';
import { CSV_HEADER, useRegisterTest, validPesel } from './register-test-kit';

const { preview, save, view, importFile, school } = useRegisterTest();

/** The day `years` before today in Poland (a 29 February's is the 28th), moved by `days`: a birth date at the edge of a pupil's age. */
function yearsAgo(years: number, days = 0): string {
  const [year, month, day] = polishToday().split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year - years, month - 1, Math.min(day, new Date(Date.UTC(year - years, month, 0)).getUTCDate())));
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe("the register's preview is not a PESEL oracle (issue 62)", () => {
  it("refuses a row with another pupil's PESEL under other names, naming nobody, and matches one whose names agree", async () => {
    const { head } = await school();
    const ala = validPesel('2015-05-20', 'F');
    await importFile(head, `${CSV_HEADER}\nNowak;Ala;4a;${ala};20.05.2015;K;501234567\nLis;Ola;4a;;;;\n`);
    const stored = (await view(head)).body.classes[0]!.pupils.find((p) => p.surname === 'Nowak')!;

    // Ala's number under another child's names: refused with the words, no line, id or name of
    // hers; the row's own names only (issue 63), which the file gave.
    const guessed = await preview(head, `${CSV_HEADER}\nKot;Ewa;4a;${ala};;;\nLis;Ola;4a;;;;\n`);
    expect(guessed.status).toBe(200);
    expect(guessed.body.refused).toEqual([{ line: 2, name: 'Kot Ewa', reason: 'PESEL należy do innego ucznia rejestru' }]);
    expect(guessed.body).toMatchObject({ counts: { added: 0, changed: 0, unchanged: 1, missing: 1 }, added: [], changed: [] });
    // Ala is missing from the file as any pupil it leaves out would be; nothing else in the answer is hers.
    expect(guessed.body.missing).toEqual([{ pupilId: stored.id, name: 'Nowak Ala', className: '4a' }]);
    const rest = JSON.stringify({ ...guessed.body, missing: [] });
    for (const hers of [stored.id, 'Nowak', 'Ala', '501234567', '2015-05-20']) expect(rest, hers).not.toContain(hers);
    // A number nobody has, under the same names, is a new pupil: the refusal is only for a number the register holds.
    expect((await preview(head, `${CSV_HEADER}\nKot;Ewa;4a;${validPesel('2015-05-20', 'F', '124')};;;\n`)).body.counts.added).toBe(1);
    // Saving the refused preview writes nothing of the row.
    expect((await save(head, guessed.body.previewId)).body).toEqual({ added: 0, changed: 0, unchanged: 1, left: 0 });
    expect((await view(head)).body.classes[0]!.pupils.map((p) => `${p.surname} ${p.firstNames}`)).toEqual(['Lis Ola', 'Nowak Ala']);

    // Her own names (a file without the second name's column too, in capitals) match her by PESEL as
    // before; the capitals are typing, not a change (issue 63).
    const own = await preview(head, `${CSV_HEADER}\nNOWAK;Ala Maria;4b;${ala};;;\n`);
    expect(own.body.refused).toEqual([]);
    expect(own.body.changed).toEqual([
      {
        line: 2,
        name: 'NOWAK Ala Maria',
        className: '4b',
        pupilId: stored.id,
        changes: [
          { field: 'firstNames', from: 'Ala', to: 'Ala Maria' },
          { field: 'className', from: '4a', to: '4b' },
        ],
      },
    ]);
  });

  it('refuses, saving nothing, a file with more PESELs of one birth date and sex than any school has pupils born that day', async () => {
    const { head } = await school();
    const rows = (count: number) => Array.from({ length: count }, (_, i) => `Zgadywany;Numer${i};4a;${validPesel('2015-05-20', 'F', String(100 + i))};;;`);
    const crowded = await preview(head, [CSV_HEADER, ...rows(21)].join('\n'));
    expect(crowded.status).toBe(400);
    expect(crowded.body.error?.message).toBe(MSG.registerPeselsOfOneDay);
    expect((await view(head)).body.classes).toEqual([]);
    expect((await preview(head, [CSV_HEADER, ...rows(20)].join('\n'))).body.counts.added).toBe(20);
  });
});

describe("a pupil's number searched for a file at a time, and a changed surname (issue 62's review)", () => {
  it("takes a day's 20 numbers near a pupil's (her birth date and sex, not hers) and refuses the previews past them, saving nothing", async () => {
    const { head } = await school();
    await importFile(head, `${CSV_HEADER}\nNowak;Ala;4a;${validPesel('2015-05-20', 'F')};20.05.2015;K;\n`);
    // Under her own names a hit matches her and a miss is a new pupil: each miss spends the day's budget.
    const guesses = (from: number, count: number) => Array.from({ length: count }, (_, i) => `Nowak;Ala;4a;${validPesel('2015-05-20', 'F', String(from + i))};;;`);
    expect((await preview(head, [CSV_HEADER, ...guesses(200, 12)].join('\n'))).status).toBe(200);
    expect((await preview(head, [CSV_HEADER, ...guesses(300, 8)].join('\n'))).status).toBe(200);
    const past = await preview(head, [CSV_HEADER, ...guesses(400, 1)].join('\n'));
    expect(past.status).toBe(429);
    expect(past.body.error?.message).toBe(MSG.registerNearPeselsOfDay);
    // Numbers of other days and a first import of new pupils cost nothing.
    const others = [CSV_HEADER, `Lis;Ola;4a;${validPesel('2014-01-02', 'F')};;;`, `Kot;Jan;4a;${validPesel('2015-05-20', 'M')};;;`].join('\n');
    expect((await preview(head, others)).status).toBe(200);
    expect((await view(head)).body.classes.flatMap((c) => c.pupils).map((p) => p.surname)).toEqual(['Nowak']);
  });

  it('keeps a pupil whose surname changed under the same first name and PESEL: changed, never missing', async () => {
    const { head } = await school();
    const ala = validPesel('2015-05-20', 'F');
    await importFile(head, `${CSV_HEADER}\nKowalska;Ala;4a;${ala};20.05.2015;K;\n`);
    const renamed = await preview(head, `${CSV_HEADER}\nNowak-Kowalska;Ala;4a;${ala};;;\n`);
    expect(renamed.body).toMatchObject({ refused: [], missing: [], counts: { added: 0, changed: 1, unchanged: 0, missing: 0 } });
    expect(renamed.body.changed[0]!.changes).toEqual([{ field: 'surname', from: 'Kowalska', to: 'Nowak-Kowalska' }]);
    expect((await save(head, renamed.body.previewId)).body).toMatchObject({ changed: 1, added: 0 });
    expect((await view(head)).body.classes[0]!.pupils.map((p) => p.surname)).toEqual(['Nowak-Kowalska']);
  });
});

describe("the register's birth dates are a pupil's (issue 62)", () => {
  it("refuses a birth date outside 2 to 80 years, given or in the PESEL, with its line in Polish, and saves only the rest", async () => {
    const { head } = await school();
    const file = [
      CSV_HEADER,
      `Dobra;Ala;4a;;2015-05-20;K;`,
      `Pierwszy;Rok;4a;;0001-01-01;;`,
      `Ostatni;Rok;4a;;31.12.9999;;`,
      `Zastępcza;Data;4a;;1900-01-01;;`,
      `Jutro;Urodzony;0a;;${yearsAgo(0, 1)};;`,
      `Za;Młoda;0a;;${yearsAgo(2, 1)};;`,
      `Najmłodsza;Ida;0a;;${yearsAgo(2)};;`,
      `Za;Stary;IIp;;${yearsAgo(81)};;`,
      `Najstarszy;Jan;IIp;;${yearsAgo(81, 1)};;`,
      `Stary;Pesel;4a;${validPesel('1930-06-01', 'M')};;;`,
    ].join('\r\n');
    const read = await preview(head, file);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    const tooYoungOrOld = 'Data urodzenia spoza wieku ucznia (uczeń ma od 2 do 80 lat)';
    expect(read.body.refused).toEqual([
      ...(['Pierwszy Rok', 'Ostatni Rok', 'Zastępcza Data', 'Jutro Urodzony', 'Za Młoda'] as const).map((name, i) => ({ line: 3 + i, name, reason: tooYoungOrOld })),
      { line: 9, name: 'Za Stary', reason: tooYoungOrOld },
      { line: 11, name: 'Stary Pesel', reason: 'PESEL wskazuje datę urodzenia spoza wieku ucznia (uczeń ma od 2 do 80 lat)' },
    ]);
    expect((await save(head, read.body.previewId)).body).toMatchObject({ added: 3 });
    const pupils = (await view(head)).body.classes.flatMap((c) => c.pupils);
    expect(pupils.map((p) => [p.surname, p.birthDate]).sort()).toEqual([['Dobra', '2015-05-20'], ['Najmłodsza', yearsAgo(2)], ['Najstarszy', yearsAgo(81, 1)]]);
  });
});
