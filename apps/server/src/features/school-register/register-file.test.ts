import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readRegisterFile } from './register-file';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe("the e-dziennik's files, recognised by their content (issue 51)", () => {
  it('reads an SDS v1 archive (Student.csv, Section.csv, StudentEnrollment.csv), the class from a section named for it', async () => {
    const file = zipSync({
      'SDS/Student.csv': utf8('SIS ID,School SIS ID,Username,First Name,Last Name,Middle Name,Birthdate,Gender\ns1,sch,u1,Łukasz,Żółć,,2015-03-21,M\ns2,sch,u2,Anna,Nowak,Maria,2015-01-02,F\n'),
      'SDS/Section.csv': utf8('SIS ID,School SIS ID,Section Name\nc1,sch,Matematyka 4b\nc2,sch,4b\nc3,sch,Klasa 5a\n'),
      'SDS/StudentEnrollment.csv': utf8('Section SIS ID,SIS ID\nc1,s1\nc2,s1\nc3,s2\n'),
      'SDS/Teacher.csv': utf8('SIS ID,School SIS ID,First Name,Last Name\nt1,sch,Ewa,Nauczyciel\n'),
    });
    const read = await readRegisterFile(file);
    expect(read.format).toBe('sds');
    expect(read.rows).toMatchObject([
      { surname: 'Żółć', firstNames: 'Łukasz', className: '4b', birthDate: '2015-03-21', sex: 'M' },
      { surname: 'Nowak', firstNames: 'Anna Maria', className: '5a', sex: 'F' },
    ]);
    expect(read.fields).toEqual(['surname', 'firstNames', 'className', 'birthDate', 'sex']);
  });

  it('reads one pupil in SOU XML declared windows-1250, with no <Uczen> around the fields', async () => {
    const text = '<?xml version="1.0" encoding="windows-1250"?>\n<Dane><Nazwisko>Żółć</Nazwisko><Imie>Łukasz</Imie><Klasa poziom="4" symbol="b"/><Opiekun><Telefon>600100200</Telefon></Opiekun></Dane>';
    const bytes = Uint8Array.from([...text].map((c) => ({ Ż: 0xaf, ó: 0xf3, ł: 0xb3, ć: 0xe6, Ł: 0xa3 })[c] ?? c.charCodeAt(0)));
    const read = await readRegisterFile(bytes);
    expect(read.format).toBe('sou-xml');
    expect(read.rows).toMatchObject([{ line: 2, surname: 'Żółć', firstNames: 'Łukasz', className: '4b', parentPhone: '600100200' }]);
  });

  it("reads Excel's 'Tekst Unicode' (UTF-16, tabs) and numbers an XML pupil by its line", async () => {
    const text = '\uFEFFNazwisko\tImię\tKlasa\nŻółć\tŁukasz\t4b\n';
    const bytes = new Uint8Array(text.length * 2);
    [...text].forEach((c, i) => {
      bytes[i * 2] = c.charCodeAt(0) & 0xff;
      bytes[i * 2 + 1] = c.charCodeAt(0) >> 8;
    });
    expect((await readRegisterFile(bytes)).rows).toMatchObject([{ surname: 'Żółć', className: '4b' }]);
    const xml = await readRegisterFile(utf8('<SOU>\n<Uczen>\n<Nazwisko>Nowak</Nazwisko><Imie>Jan</Imie><Oddzial>4a</Oddzial>\n</Uczen>\n<Uczen>\n<Nazwisko>Lis</Nazwisko><Imie>Ala</Imie>\n</Uczen>\n</SOU>'));
    expect(xml.rows).toMatchObject([{ line: 2, surname: 'Nowak', className: '4a' }]);
    expect(xml.refused).toEqual([{ line: 5, name: 'Lis Ala', reason: 'Brak klasy' }]);
  });
});
