// A real-looking trip of 40 students with every detail the paperwork prints, made through the API of
// a running server: the bench times its three documents, and `npm run docs:examples` prints them.
import { api } from './processes.mjs';

export const DOCUMENT_KINDS = ['karta', 'lista', 'zgody'];

const FIRST = ['Zofia', 'Jan', 'Hanna', 'Szymon', 'Maja', 'Filip', 'Łucja', 'Antoni', 'Amelia', 'Jakub', 'Oliwia', 'Franciszek', 'Zuzanna', 'Mikołaj', 'Alicja', 'Wojciech', 'Pola', 'Stanisław', 'Lena', 'Kacper'];
const LAST = [
  ['Kowalska', 'Kowalski'], ['Nowak', 'Nowak'], ['Wiśniewska', 'Wiśniewski'], ['Wójcik', 'Wójcik'], ['Kamińska', 'Kamiński'],
  ['Lewandowska', 'Lewandowski'], ['Zielińska', 'Zieliński'], ['Szymańska', 'Szymański'], ['Woźniak', 'Woźniak'], ['Dąbrowska', 'Dąbrowski'],
  ['Kozłowska', 'Kozłowski'], ['Jankowska', 'Jankowski'], ['Mazur', 'Mazur'], ['Kwiatkowska', 'Kwiatkowski'], ['Krawczyk', 'Krawczyk'],
  ['Piotrowska', 'Piotrowski'], ['Grabowska', 'Grabowski'], ['Nowakowska', 'Nowakowski'], ['Pawłowska', 'Pawłowski'], ['Michalska', 'Michalski'],
];

/** 40 students in two classes, two of them with a disability; girls and boys alternate, as FIRST does. */
function students(count) {
  return Array.from({ length: count }, (_, i) => {
    // The second class takes other surnames, so no name repeats.
    const [female, male] = LAST[(i * 7 + Math.floor(i / FIRST.length) * 3) % LAST.length];
    return {
      name: `${FIRST[i % FIRST.length]} ${i % 2 === 0 ? female : male}`,
      className: i < count / 2 ? '6a' : '6b',
      disability: i === 5 || i === 28,
      // Numbers from the range no operator gives out, so the example prints no one's phone.
      parentPhone: `+48 500 000 ${String(100 + i).padStart(3, '0')}`,
      allergies: i % 9 === 0 ? 'orzechy' : '',
    };
  });
}

const PROGRAM = [
  { day: '2026-05-11', departureTime: '07:30', arrivalTime: '12:15', distanceKm: 110, destination: 'Kraków – Zakopane', program: 'Przejazd autokarem, zakwaterowanie, obiad; po południu spacer Krupówkami i wjazd na Gubałówkę', stops: 'Pensjonat „Pod Giewontem”, ul. Kościeliska 10, 34-500 Zakopane (noclegi, śniadania i obiadokolacje); postój: Rabka-Zdrój, MOP' },
  { day: '2026-05-12', departureTime: '08:00', arrivalTime: '17:30', distanceKm: 42, destination: 'Zakopane – Palenica Białczańska – Morskie Oko – Zakopane', program: 'Wycieczka piesza nad Morskie Oko z przewodnikiem tatrzańskim; zajęcia przyrodnicze o ekosystemie jeziora', stops: 'Schronisko PTTK nad Morskim Okiem (obiad)' },
  { day: '2026-05-13', departureTime: '09:00', arrivalTime: '15:00', distanceKm: 18, destination: 'Zakopane – Dolina Kościeliska – Zakopane', program: 'Dolina Kościeliska, Jaskinia Mroźna; warsztaty w Centrum Edukacji Przyrodniczej TPN', stops: 'Schronisko PTTK na Hali Ornak (obiad)' },
  { day: '2026-05-14', departureTime: '09:30', arrivalTime: '14:00', distanceKm: 12, destination: 'Zakopane', program: 'Muzeum Tatrzańskie, cmentarz na Pęksowym Brzyzku, Willa Koliba; wieczorem ognisko', stops: 'Pensjonat „Pod Giewontem” (obiadokolacja, ognisko)' },
  { day: '2026-05-15', departureTime: '10:00', arrivalTime: '13:30', distanceKm: 110, destination: 'Zakopane – Kraków', program: 'Wykwaterowanie, powrót do szkoły', stops: 'Postój: Rabka-Zdrój, MOP' },
];

async function signUp(base, stamp, name, password) {
  const email = `${name.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ł/g, 'l').replace(/\s+/g, '.')}-${stamp}@szkola.example`;
  return api(base, 'POST', '/api/auth/sign-up', { body: { email, password, fullName: name } });
}

/** Signs up the creator (the leader), three guardians, and makes the trip with its details and program. */
export async function seedPaperworkTrip(base, { count = 40 } = {}) {
  const stamp = Date.now();
  const password = 'Przyklad-Haslo-123';
  const leader = await signUp(base, stamp, 'Anna Nowicka', password);
  const guardians = [];
  for (const name of ['Łukasz Żółkiewski', 'Ewa Ślęzak', 'Marek Wiśniewski']) guardians.push(await signUp(base, stamp, name, password));
  const token = leader.accessToken;
  await api(base, 'PUT', '/api/profile', {
    token,
    body: { firstName: 'Anna', lastName: 'Nowicka', phone: '+48 500 000 010', school: 'Szkoła Podstawowa nr 3 im. Marii Skłodowskiej-Curie w Krakowie', schoolAddress: 'ul. Długa 5, 30-001 Kraków' },
  });
  const trip = await api(base, 'POST', '/api/trips', {
    token,
    body: {
      name: 'Zielona szkoła – Zakopane 2026',
      destination: 'Zakopane',
      startDate: '2026-05-11',
      endDate: '2026-05-15',
      tripLeaderEmail: leader.user.email,
      guardianEmails: guardians.map((g) => g.user.email),
      studentsPerGuardian: 10,
      students: students(count),
      rooms: [],
    },
  });
  await api(base, 'PATCH', `/api/trips/${trip.id}`, {
    token,
    body: {
      aim: 'Poznanie przyrody i kultury Podhala, zajęcia z przyrody w terenie, integracja klas szóstych',
      route: 'Kraków – Zakopane – Morskie Oko – Dolina Kościeliska – Zakopane – Kraków',
      transport: 'autokar (PKS Kraków, nr rej. KR 12345)',
      meetingPoint: 'parking przed szkołą, 11.05.2026, godz. 7:15',
      returnPoint: 'parking przed szkołą, 15.05.2026, ok. godz. 14:00',
      consentClauses:
        'Uczeń przestrzega regulaminu wycieczki i poleceń opiekunów. Kieszonkowe: do 100 zł. Telefon komórkowy uczeń oddaje opiekunowi na noc. ' +
        'Rodzic odbiera dziecko osobiście po powrocie albo składa pisemne oświadczenie o samodzielnym powrocie dziecka do domu.',
    },
  });
  for (const item of PROGRAM) await api(base, 'POST', `/api/trips/${trip.id}/program`, { token, body: item });
  return { token, tripId: trip.id, name: trip.name };
}

/** One document as the creator downloads it, with the time from request to the last byte. */
export async function downloadDocument(base, { token, tripId }, kind) {
  const started = performance.now();
  const response = await fetch(`${base}/api/trips/${tripId}/documents/${kind}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${kind} -> ${response.status}`);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${kind}.pdf`;
  return { bytes, ms, fileName };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * The three documents of a 40-student trip, one after another as a teacher clicks them, `rounds`
 * times after one warm-up round (the first document starts the PDF thread and loads the font).
 */
export async function measureDocuments(base, trip, { rounds = 10 } = {}) {
  const first = {};
  for (const kind of DOCUMENT_KINDS) first[kind] = Math.round((await downloadDocument(base, trip, kind)).ms);
  const times = Object.fromEntries(DOCUMENT_KINDS.map((kind) => [kind, []]));
  const totals = [];
  const sizes = {};
  for (let round = 0; round < rounds; round += 1) {
    let total = 0;
    for (const kind of DOCUMENT_KINDS) {
      const { ms, bytes } = await downloadDocument(base, trip, kind);
      times[kind].push(ms);
      sizes[kind] = Math.round(bytes.length / 1024);
      total += ms;
    }
    totals.push(total);
  }
  const perKind = Object.fromEntries(DOCUMENT_KINDS.map((kind) => [kind, { p50: Math.round(percentile(times[kind], 50)), max: Math.round(Math.max(...times[kind])), kb: sizes[kind] }]));
  return { rounds, first, perKind, allThree: { p50: Math.round(percentile(totals, 50)), max: Math.round(Math.max(...totals)) }, firstAllThree: Object.values(first).reduce((a, b) => a + b, 0) };
}
