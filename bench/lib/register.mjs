// The school's register (issue 51): a school of 1,500 pupils in one SOU XML file (the heaviest of the
// e-dziennik's exports, ~2 KB a pupil with addresses and parents), previewed and saved, then the same
// file again (all unchanged). Times from the request to its answer, the file read in the server's worker.
import { api } from './processes.mjs';

const SURNAMES = ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak', 'Dąbrowski', 'Kozłowski', 'Jankowski', 'Mazur', 'Kwiatkowski', 'Krawczyk', 'Piotrowski', 'Grabowski', 'Nowakowski', 'Pawłowski', 'Michalski', 'Król', 'Żółć', 'Wieczorek', 'Jabłoński'];
const GIRLS = ['Zuzanna', 'Julia', 'Maja', 'Zofia', 'Hanna', 'Lena', 'Alicja', 'Maria', 'Amelia', 'Oliwia'];
const BOYS = ['Antoni', 'Jan', 'Aleksander', 'Franciszek', 'Nikodem', 'Jakub', 'Leon', 'Filip', 'Szymon', 'Łukasz'];

/** A valid PESEL for the date and sex. */
function pesel(year, month, day, serial, male) {
  const base = `${String(year % 100).padStart(2, '0')}${String(month + 20).padStart(2, '0')}${String(day).padStart(2, '0')}${String(serial).padStart(3, '0')}${male ? 1 : 2}`;
  const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(base[i]), 0);
  return `${base}${(10 - (sum % 10)) % 10}`;
}

/** 1,500 pupils: levels 1–8, seven or eight classes a level, 25 a class. */
export function souXml(count = 1500) {
  const pupils = [];
  for (let i = 0; i < count; i += 1) {
    const level = 1 + Math.floor(i / 190);
    const symbol = 'abcdefgh'[Math.floor((i % 190) / 25)] ?? 'h';
    const male = i % 2 === 0;
    const year = 2018 - level;
    const month = 1 + (i % 12);
    const day = 1 + (i % 28);
    const surname = SURNAMES[i % SURNAMES.length];
    const first = (male ? BOYS : GIRLS)[Math.floor(i / 2) % 10];
    pupils.push(`  <Uczen>
    <DaneOsobowe><Nazwisko>${male ? surname : surname.replace(/ki$/, 'ka')}</Nazwisko><Imie>${first}</Imie><Imie2>${i % 7 === 0 ? 'Maria' : ''}</Imie2><Plec>${male ? 'M' : 'K'}</Plec><DataUrodzenia>${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}</DataUrodzenia><Pesel>${pesel(year, month, day, i % 1000, male)}</Pesel>
      <Adres><Miejscowosc>Kraków</Miejscowosc><Ulica>Długa</Ulica><NrDomu>${1 + (i % 120)}</NrDomu><KodPocztowy>30-0${String(i % 100).padStart(2, '0')}</KodPocztowy></Adres></DaneOsobowe>
    <Oddzial><Poziom>${level}</Poziom><Symbol>${symbol}</Symbol><NrWDzienniku>${1 + (i % 25)}</NrWDzienniku></Oddzial>
    <Opiekunowie><Opiekun><Rola>matka</Rola><Nazwisko>${surname}</Nazwisko><Imie>Anna</Imie><Telefon>5${String(10000000 + i).padStart(8, '0')}</Telefon><Email>rodzic${i}@example.pl</Email><Adres><Miejscowosc>Kraków</Miejscowosc></Adres></Opiekun>
    <Opiekun><Rola>ojciec</Rola><Nazwisko>${surname}</Nazwisko><Imie>Piotr</Imie></Opiekun></Opiekunowie>
  </Uczen>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<SOU wersja="1.0">\n${pupils.join('\n')}\n</SOU>\n`;
}

async function timed(run) {
  const started = performance.now();
  const result = await run();
  return { ms: Math.round(performance.now() - started), result };
}

async function previewFile(base, token, bytes) {
  const response = await fetch(`${base}/api/schools/mine/register/preview`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream', 'x-file-name': 'uczniowie.xml' },
    body: bytes,
  });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`preview -> ${response.status} ${JSON.stringify(body)}`);
  return body;
}

export async function measureRegister(base, count = 1500) {
  const stamp = Date.now();
  const head = await api(base, 'POST', '/api/auth/sign-up', { body: { email: `rejestr-${stamp}@bench.test`, password: 'Bench-Haslo-123', fullName: 'Barbara Dyrektor' } });
  await api(base, 'POST', '/api/schools', { token: head.accessToken, body: { name: 'Szkoła Podstawowa nr 1' } });
  const bytes = new TextEncoder().encode(souXml(count));
  const first = await timed(() => previewFile(base, head.accessToken, bytes));
  const saved = await timed(() => api(base, 'POST', '/api/schools/mine/register/import', { token: head.accessToken, body: { previewId: first.result.previewId, leaverIds: [] } }));
  const again = await timed(() => previewFile(base, head.accessToken, bytes));
  const resaved = await timed(() => api(base, 'POST', '/api/schools/mine/register/import', { token: head.accessToken, body: { previewId: again.result.previewId, leaverIds: [] } }));
  const view = await timed(() => api(base, 'GET', '/api/schools/mine/register', { token: head.accessToken }));
  return {
    pupils: count,
    fileKb: Math.round(bytes.length / 1024),
    previewMs: first.ms,
    saveMs: saved.ms,
    added: saved.result.added,
    secondPreviewMs: again.ms,
    secondSaveMs: resaved.ms,
    unchanged: again.result.counts.unchanged,
    viewMs: view.ms,
    refused: first.result.refused.length,
  };
}
