import { describe, expect, it } from 'vitest';
import { comparePolish, polishSortKey } from './collation';

/** The order the app's lists had (and the server's still have): the collator this replaces. */
const icu = new Intl.Collator('pl', { sensitivity: 'base', numeric: true });

const SURNAMES = [
  'Nowak', 'nowak', 'NOWAK', 'Kowalski', 'Kowalska', 'Kowal', 'Kowal-Nowak', 'Kowal Nowak', "O'Neil", 'O’Neil', 'ONeil', 'O-Neil', 'O Neil',
  'Lis', 'Lisowska', 'Łukasik', 'Łoś', 'Lz', 'Ła', 'Ludwik', 'Łucja', 'Sowa', 'Szymański', 'Śliwa', 'Ślęzak', 'Ścibor', 'Sz', 'Ś',
  'Zając', 'Ziółkowski', 'Źrebiec', 'Żak', 'Żółć', 'Zz', 'Źz', 'Żz', 'Ćwik', 'Czajka', 'Cz', 'Ćma', 'Cezary', 'Ąbc', 'Abc', 'Azz', 'Ązz',
  'Ębski', 'Ezz', 'Ęzz', 'Ńa', 'Nz', 'Ór', 'Oz', 'Óz', 'Müller', 'Muller', 'Mueller', 'Núñez', 'Nunez', 'François', 'Francois', 'Ødegaard',
  'Odegaard', 'Æbelø', 'Aebelo', 'Straße', 'Strasse', 'Strase', 'Đoković', 'Dokovic', 'Dąbrowska', 'Dabrowska', 'Dębski', 'Debski',
  'Wójcik', 'Wojcik', 'Kamińska', 'Kaminska', 'Grzegorz', 'Gżegżółka', 'Jaśkowiak', 'Jasko', 'Uczeń 1', 'Uczeń 2', 'Uczeń 10', 'Uczeń 01',
  'Uczeń 40', 'Uczeń', 'Uczeń A', 'Uczen 3', 'Anna  Maria', 'Anna Maria', 'Anna\u00a0Maria', 'Anna_Maria', 'Anna.Maria', 'Anna–Maria',
  'ÁÉÍ', 'aei', 'Ångström', 'Angstrom', 'Çelik', 'Celik', 'Ševčík', 'Sevcik', 'Šmíd', 'Smid', 'Ölmez', 'Olmez', 'Ürün', 'Urun',
  // Pupils from Ukraine, Belarus, Turkey: names as in their passports.
  'Шевченко', 'Іванов', 'Іваненко', 'Ігор', 'Їжак', 'Йосип', 'Яна', 'Ярослав', 'Ґудзь', 'Гуцул', 'Євген', 'Ельза', 'Ёлкин', 'Еленa',
  'Ковальчук', 'Кузьмич', 'Лук’янчук', 'Мирон-Іванюк', 'Ўладзімір', 'Уляна', 'Щербак', 'Шульга', 'Юрій', 'Эрик', 'Ыгор', 'Ьа', 'Ъа',
  'Yıldız', 'Yildiz', 'Yjx', 'Şahin', 'Sahin', 'Ağaoğlu', 'Agaoglu', 'Þór', 'Thor', 'Ŋa', 'Na', 'Oa', 'Αλέξης', 'Ωμέγα', 'Яя',
];

const sign = (n: number) => Math.sign(n);

/** The first ten of 20,000 random pairs of words made of `alphabet` (seeded) that are ordered unlike the collator. */
function randomPairsOrderedOtherwise(alphabet: string, startSeed: number): string[] {
  const chars = [...alphabet];
  let seed = startSeed;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const word = () => Array.from({ length: 1 + Math.floor(random() * 6) }, () => chars[Math.floor(random() * chars.length)]).join('');
  const wrong: string[] = [];
  for (let i = 0; i < 20000 && wrong.length < 10; i += 1) {
    const a = word();
    const b = word();
    if (sign(comparePolish(a, b)) !== sign(icu.compare(a, b))) wrong.push(`${a} / ${b}`);
  }
  return wrong;
}

describe('the Polish order without a collator', () => {
  it('orders every pair of names as the collator does', () => {
    const corpus = [...SURNAMES, ...SURNAMES.map((name) => `${name} Jan`), ...SURNAMES.map((name) => `${name} Łucja`)];
    const wrong: string[] = [];
    for (const a of corpus) {
      for (const b of corpus) {
        if (sign(comparePolish(a, b)) !== sign(icu.compare(a, b))) wrong.push(`${a} / ${b}: ${comparePolish(a, b)} against ${icu.compare(a, b)}`);
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('puts the Polish letters after their base letter, numbers by value, case aside', () => {
    const sorted = ['Żak', 'Zając', 'Źrebiec', 'Łoś', 'Lis', 'Śliwa', 'Sowa', 'Uczeń 10', 'Uczeń 2', 'nowak', 'Nowak'].sort(comparePolish);
    expect(sorted).toEqual(['Lis', 'Łoś', 'nowak', 'Nowak', 'Sowa', 'Śliwa', 'Uczeń 2', 'Uczeń 10', 'Zając', 'Źrebiec', 'Żak']);
    expect(polishSortKey('ANNA')).toEqual(polishSortKey('anna'));
  });

  it('agrees with the collator on 20,000 random pairs of letters, digits and punctuation', () => {
    expect(randomPairsOrderedOtherwise("aąbcćdeęfghijklłmnńoópqrsśtuvwxyzźżAĄŁŚŻ 0123456789-'’.éüößæ_", 7)).toEqual([]);
  });

  it('agrees with the collator on 20,000 random pairs of Cyrillic and other letters', () => {
    expect(randomPairsOrderedOtherwise('абвгґдеєёжзиіїйклмнопрстуўфхцчшщъыьэюяІЇЄҐЙЁ’- ıŋŧĸəɛƒþħſαωaiz', 11)).toEqual([]);
  });
});
