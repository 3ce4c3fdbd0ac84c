// Issue 55, 'documents ten times faster': the consents and the badges of the largest trip (2,970
// students: 99 guardians x 30), each child's QR code included, made as the PDF thread makes them
// (renderDocument), each document in a child process of its own: the time a page and the peak of the
// heap. The heap is sampled at each of the document's progress reports (every 50 pages) and at its
// end; a warm-up document first, as the thread's first document loads the fonts once for its life.
// Run alone: node --import tsx bench/lib/large-documents.mjs
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const STUDENTS = 2970;
const TARGET_MS_PER_PAGE = 5;
const TARGET_HEAP_MB = 300;
const here = fileURLToPath(import.meta.url);
const repoRoot = path.resolve(path.dirname(here), '..', '..');

/** The largest trip as the documents test makes it: a long name a child, a class, a parent link each. */
function largestTrip(students) {
  return {
    name: 'Zielona szkoła w Zakopanem',
    destination: 'Zakopane',
    startDate: '2026-05-11',
    endDate: '2026-05-15',
    studentsPerGuardian: 30,
    consentStatements: [],
    aim: 'Poznanie przyrody Tatr',
    route: 'Kraków – Zakopane – Kraków',
    country: null,
    transport: 'autokar',
    schoolName: 'SP nr 3 w Krakowie',
    schoolAddress: 'ul. Długa 5, 30-001 Kraków',
    meetingPoint: 'parking przy szkole, 11.05.2026, 7:15',
    returnPoint: 'parking przy szkole, 15.05.2026, ok. 14:00',
    consentClauses: null,
    leader: { fullName: 'Łukasz Żółkiewski', email: 'lukasz@example.pl', phone: '+48 601 202 303' },
    guardians: [],
    program: [
      { id: 'p1', tripId: 't', day: '2026-05-11', departureTime: '07:30', arrivalTime: '11:45', distanceKm: 110, destination: 'Kraków – Zakopane', program: 'Przejazd i zakwaterowanie', stops: null },
      { id: 'p2', tripId: 't', day: '2026-05-12', departureTime: '08:00', arrivalTime: '17:00', distanceKm: 24, destination: 'Zakopane – Morskie Oko – Zakopane', program: null, stops: null },
    ],
    approval: null,
    coach: null,
    insurance: null,
    students: Array.from({ length: students }, (_, i) => ({
      id: `s${i}`,
      name: `Uczeń ${String(i + 1).padStart(4, '0')} Wiśniewski-Żółkiewska`,
      className: '6a',
      disability: false,
      parentPhone: null,
      consent: 'missing',
      medicalConsent: 'missing',
      consentExtra: {},
      consentOnlineAt: null,
      consentBy: null,
      consentLanguage: null,
      badge: `WYC1:0A1B2C3D:${String(i).padStart(10, '0')}`,
      parentLink: `https://wycieczki.example.pl/rodzic#${String(i).padStart(6, '0')}Xk9vQ2mN8pL4rT6wY1zA3bC5dE7fG0hJ2kM`,
      collected: null,
    })),
  };
}

/** In the child: one document of the largest trip, its figures printed as a line of JSON. */
async function makeOne(kind) {
  const { renderDocument } = await import(path.join(repoRoot, 'apps/server/src/paperwork/render-document.ts'));
  await renderDocument({ kind, trip: largestTrip(30), showPhones: false });
  let peak = process.memoryUsage().heapUsed;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  };
  let pages = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const pdf = await renderDocument({ kind, trip: largestTrip(STUDENTS), showPhones: false }, (_, total) => {
    sample();
    pages = total;
  });
  const ms = performance.now() - started;
  // The process's CPU time beside the clock's (GC threads included): a busy machine shows as a gap.
  const { user, system } = process.cpuUsage(cpu);
  sample();
  const perPage = (total) => Number((total / pages).toFixed(2));
  console.log(JSON.stringify({ pages, ms: Math.round(ms), msPerPage: perPage(ms), cpuMsPerPage: perPage((user + system) / 1000), peakHeapMb: Math.round(peak / 1e6), kb: Math.round(pdf.length / 1024) }));
}

async function measure(kind) {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', here, '--child', kind], { cwd: repoRoot, maxBuffer: 1 << 20 });
  return JSON.parse(stdout.trim().split('\n').at(-1));
}

export async function measureLargeDocuments() {
  return { students: STUDENTS, consents: await measure('zgody'), badges: await measure('identyfikatory') };
}

const met = (d) => d.msPerPage <= TARGET_MS_PER_PAGE && d.peakHeapMb < TARGET_HEAP_MB;

/** The bench's row: both documents' figures against the issue's targets. */
export function largeDocumentsRow(r) {
  const figures = (name, d) => `${name} ${d.msPerPage} ms a page (CPU ${d.cpuMsPerPage}; ${d.pages.toLocaleString('en')} pages, ${d.kb.toLocaleString('en')} KB), peak heap ${d.peakHeapMb} MB`;
  return [
    `paperwork: consents + badges, ${r.students.toLocaleString('en')} students (QR codes)`,
    `${figures('consents', r.consents)}; ${figures('badges', r.badges)}`,
    `<= ${TARGET_MS_PER_PAGE} ms a page, < ${TARGET_HEAP_MB} MB`,
    met(r.consents) && met(r.badges) ? 'yes' : 'NO',
  ];
}

if (process.argv[2] === '--child') await makeOne(process.argv[3]);
else if (process.argv[1] === here) console.log(largeDocumentsRow(await measureLargeDocuments()).join(' | '));
