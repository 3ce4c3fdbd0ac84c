// Fair per school (issue 62, decision 041): two schools on one instance on PostgreSQL, one of which
// floods. School A's head and a teacher upload the costliest files the server reads, in ten loops,
// while school B's head imports a class list now and then; then school A's eight teachers (their
// trips made before they joined the school) queue six consents each, and school B asks for its
// first karta. Printed: school B's waits alone and during the flood.
import pg from 'pg';
import { worstAcceptedWorkbook } from '../../apps/server/src/test/hostile-files.ts';
import { api, startServer } from './processes.mjs';
import { log } from './step.mjs';

const PASSWORD = 'Bench-Haslo-123';
const CLASS_LIST = new TextEncoder().encode('Imię i nazwisko;Klasa\nAla Kot;6a\nJan Nowak;6b\n');

const percentile = (sorted, p) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]) : null);
const figures = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), max: sorted.length ? Math.round(sorted.at(-1)) : null };
};

async function upload(base, token, path, body) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' }, body });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** School B's class list, `times` times, one after another with a pause: each answer's time and status. */
async function importsOfB(base, b, times) {
  const answers = [];
  for (let i = 0; i < times; i += 1) {
    answers.push(await upload(base, b.token, `/api/trips/${b.tripId}/students/import/preview`, CLASS_LIST));
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return answers;
}

/** The karta as a teacher downloads it: asked and waited for, to the last byte. */
async function karta(base, who) {
  const started = performance.now();
  const response = await fetch(`${base}/api/trips/${who.tripId}/documents/karta`, { headers: { authorization: `Bearer ${who.token}` } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`karta of school B -> ${response.status}`);
  return Math.round(performance.now() - started);
}

export async function measureSchoolShare({ databaseUrl, teachers = 8, pupils = 250, floodSeconds = 8 }) {
  const server = await startServer({ databaseUrl, env: { LOG_LEVEL: 'warn' } });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const base = server.url;
  const stamp = Date.now();
  const emails = new Map();
  const signUp = async (name) => {
    const session = await api(base, 'POST', '/api/auth/sign-up', { body: { email: `share-${name}-${stamp}@bench.test`, password: PASSWORD, fullName: `Nauczyciel ${name}` } });
    emails.set(session.accessToken, session.user.email);
    return session.accessToken;
  };
  const trip = async (token, name) =>
    (await api(base, 'POST', '/api/trips', { token, body: { name, destination: 'Kraków', startDate: '2027-05-10', endDate: '2027-05-12', tripLeaderEmail: emails.get(token), students: [] } })).id;
  const school = async (token, name) => api(base, 'POST', '/api/schools', { token, body: { name } });
  const join = async (head, token) => {
    const invitation = await api(base, 'POST', '/api/schools/mine/invitations', { token: head });
    await api(base, 'POST', '/api/schools/join', { token, body: { secret: invitation.path.slice(invitation.path.indexOf('#') + 1) } });
  };
  try {
    log('school share: seeding two schools');
    const headA = await signUp('dyrektor-a');
    await school(headA, 'Szkoła Zalewająca');
    const teacherA = await signUp('nauczyciel-a');
    await join(headA, teacherA);
    const a = { head: headA, token: teacherA, tripId: await trip(teacherA, 'Klasa A') };
    const headB = await signUp('dyrektor-b');
    await school(headB, 'Szkoła Cicha');
    const b = { token: headB, tripId: await trip(headB, 'Klasa B') };
    const printers = [];
    for (let t = 0; t < teachers; t += 1) {
      const token = await signUp(`drukarz-${t}`);
      const tripId = await trip(token, `Sprzed szkoły ${t}`);
      await join(headA, token);
      await client.query(`insert into students (trip_id, name, class_name) select $1, 'Uczeń ' || g, '6a' from generate_series(1, $2::int) g`, [tripId, pupils]);
      printers.push({ token, tripId });
    }

    log('school share: school B alone');
    const importAlone = figures((await importsOfB(base, b, 5)).map((answer) => answer.ms));
    const kartaAlone = await karta(base, b);

    log(`school share: school A floods the file places for ${floodSeconds} s`);
    const heavy = await worstAcceptedWorkbook();
    const deadline = Date.now() + floodSeconds * 1000;
    const flooded = { uploads: 0, refused: 0 };
    const flooder = async (token, path) => {
      while (Date.now() < deadline) {
        const { status } = await upload(base, token, path, heavy);
        flooded.uploads += 1;
        if (status === 503) {
          flooded.refused += 1;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
    };
    // Ten at once, as many as the server once kept reading and waiting: its head's register, its teacher's class lists.
    const flood = Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? flooder(a.head, '/api/schools/mine/register/preview') : flooder(a.token, `/api/trips/${a.tripId}/students/import/preview`))),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const duringFlood = await importsOfB(base, b, 5);
    await flood;

    log(`school share: school A's ${teachers} teachers queue their consents, then school B's karta`);
    const asked = await Promise.all(printers.flatMap((p) => Array.from({ length: 6 }, () => fetch(`${base}/api/trips/${p.tripId}/documents/zgody`, { method: 'POST', headers: { authorization: `Bearer ${p.token}` } }).then((r) => r.status))));
    const kartaFlooded = await karta(base, b);
    const { rows } = await client.query(`select count(*)::int as n from document_jobs where state in ('queued', 'making')`);
    return {
      import: {
        alone: importAlone,
        flooded: { ...figures(duringFlood.map((answer) => answer.ms)), refused: duringFlood.filter((answer) => answer.status !== 200).length, tries: duringFlood.length },
        schoolA: flooded,
      },
      karta: { alone: kartaAlone, flooded: kartaFlooded, queuedByA: asked.filter((status) => status === 202).length, stillWaiting: rows[0].n, teachers, pupils },
    };
  } finally {
    await client.end();
    await server.stop();
  }
}

/** The rows of the table: school B's waits alone and while school A floods. */
export function schoolShareRows(s) {
  const f = s.import.flooded;
  return [
    [
      `school share: school B's class list while school A fills the file places`,
      `p50 ${f.p50} ms, max ${f.max} ms, ${f.refused}/${f.tries} refused (alone: p50 ${s.import.alone.p50} ms); school A: ${s.import.schoolA.uploads} uploads, ${s.import.schoolA.refused} refused`,
      'none refused',
      f.refused === 0 ? 'yes' : 'NO',
    ],
    [
      `school share: school B's first karta behind school A's ${s.karta.queuedByA} consents (${s.karta.teachers} teachers, ${s.karta.pupils} pupils)`,
      `${s.karta.flooded} ms (alone: ${s.karta.alone} ms); ${s.karta.stillWaiting} of A's still waiting then`,
      '(reported)',
      '',
    ],
  ];
}
