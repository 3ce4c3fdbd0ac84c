// The shared job queue under a burst (issue 55): two instances on one PostgreSQL, 200 documents asked
// for at once by 50 teachers of 5 schools' trips (each its karta, list, consents and badges), and an
// e-mail (a password reset) to each of them queued at once. Every document must be made once and downloaded, every
// message reach the SMTP server once; the jobs' wait times (from falling due to being taken) by kind
// come from pg-boss's own table.
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { api, startServer } from './processes.mjs';
import { log } from './step.mjs';

const PASSWORD = 'Bench-Haslo-123';
const METRICS_TOKEN = 'bench-metrics-token-0123456789';
const KINDS = ['karta', 'lista', 'zgody', 'identyfikatory'];

function pick(sorted, q) {
  return sorted.length === 0 ? null : Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
}

/** A real SMTP server on the loopback that counts each message per recipient. */
async function startSmtp() {
  const received = new Map();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo) received.set(to.address, (received.get(to.address) ?? 0) + 1);
        callback();
      });
      stream.resume();
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${server.server.address().port}`, received, stop: () => new Promise((resolve) => server.close(resolve)) };
}

async function counter(base, name, labels) {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return Number(new RegExp(`^${name}\\{${labels}\\} ([0-9.e+]+)$`, 'm').exec(text)?.[1] ?? 0);
}

async function until(what, read, done, ms) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not done after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

export async function measureJobQueue({ databaseUrl, teachers = 50, schools = 5, studentsPerTrip = 30 }) {
  const smtp = await startSmtp();
  const env = { METRICS_TOKEN, SMTP_URL: smtp.url, MAIL_FROM: 'Wycieczki <no-reply@bench.test>', PUBLIC_URL: 'https://wycieczki.bench.test', SIGN_UP_LIMIT: '100000', TRUST_PROXY_HOPS: '1', LOG_LEVEL: 'warn', ERASURE_INTERVAL_MINUTES: '0' };
  const instances = [await startServer({ databaseUrl, env }), await startServer({ databaseUrl, env })];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const stamp = Date.now();
    log(`jobs: seeding ${teachers} teachers' trips in ${schools} schools`);
    const people = [];
    for (let t = 0; t < teachers; t += 1) {
      const base = instances[t % 2].url;
      const session = await api(base, 'POST', '/api/auth/sign-up', { body: { email: `jobs-${t}-${stamp}@bench.test`, password: PASSWORD, fullName: `Nauczyciel Kolejki${t}` } });
      const trip = await api(base, 'POST', '/api/trips', {
        token: session.accessToken,
        body: {
          name: `Kolejka ${t}`,
          destination: 'Kraków',
          startDate: '2027-05-10',
          endDate: '2027-05-12',
          tripLeaderEmail: session.user.email,
          studentsPerGuardian: 30,
          students: Array.from({ length: studentsPerTrip }, (_, i) => ({ name: `Uczeń${t} Numer${i + 1}` })),
        },
      });
      people.push({ base, token: session.accessToken, email: session.user.email, tripId: trip.id });
    }
    // Five schools: the teachers' trips are theirs (the queue is fair per school).
    for (let s = 0; s < schools; s += 1) {
      const { rows } = await client.query(`insert into schools (name) values ($1) returning id`, [`Szkoła Kolejki ${s}`]);
      await client.query(`update trips set school_id = $1 where id = any($2::uuid[])`, [rows[0].id, people.filter((_, i) => i % schools === s).map((p) => p.tripId)]);
    }

    log(`jobs: ${teachers * KINDS.length} documents and ${teachers} e-mails at once`);
    const started = Date.now();
    const asked = await Promise.all(
      people.flatMap((p, i) => KINDS.map((kind, k) => api(instances[(i + k) % 2].url, 'POST', `/api/trips/${p.tripId}/documents/${kind}`, { token: p.token }).then((job) => ({ ...p, job })))),
    );
    const refused = asked.filter((a) => !a.job?.id).length;
    const resets = await Promise.all(
      people.map((p, i) =>
        fetch(`${instances[i % 2].url}/api/auth/password-reset`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.99.${Math.floor(i / 250)}.${i % 250}` }, body: JSON.stringify({ email: p.email }) }).then((r) => r.status),
      ),
    );
    const queued = asked.filter((a) => a.job?.id);
    // Each document's state once a second, as a waiting browser asks, until it is made.
    const states = new Map();
    await until(
      'documents made',
      async () => {
        const pending = queued.filter((a) => !['ready', 'failed'].includes(states.get(a.job.id)));
        for (const job of await Promise.all(pending.map((a) => api(a.base, 'GET', `/api/documents/${a.job.id}`, { token: a.token })))) states.set(job.id, job.state);
        return pending.length;
      },
      () => queued.every((a) => ['ready', 'failed'].includes(states.get(a.job.id))),
      600_000,
    );
    const finished = queued.map((a) => ({ state: states.get(a.job.id) }));
    const documentsSeconds = (Date.now() - started) / 1000;
    let downloaded = 0;
    for (const a of queued) {
      const file = await fetch(`${instances[1 - (queued.indexOf(a) % 2)].url}/api/documents/${a.job.id}/file`, { headers: { authorization: `Bearer ${a.token}` } });
      if (file.status === 200 && (await file.arrayBuffer()).byteLength > 1000) downloaded += 1;
    }
    const accepted = resets.filter((s) => s === 202).length;
    await until('e-mails sent', async () => [...smtp.received.values()].reduce((a, b) => a + b, 0), (n) => n >= accepted, 300_000).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const mailed = [...smtp.received.values()].reduce((a, b) => a + b, 0);
    const made = (await Promise.all(instances.map((i) => counter(i.url, 'wycieczki_documents_total', 'outcome="made"')))).reduce((a, b) => a + b, 0);

    const { rows } = await client.query(`
      select name as kind, extract(epoch from (started_on - start_after)) * 1000 as wait_ms
      from (select name, started_on, start_after, created_on from pgboss.job union all select name, started_on, start_after, created_on from pgboss.archive) j
      where started_on is not null and created_on >= to_timestamp($1 / 1000.0)`, [started]);
    const waits = {};
    for (const kind of ['document', 'email', 'push', 'erasure']) {
      const sorted = rows.filter((r) => r.kind === kind).map((r) => Number(r.wait_ms)).sort((a, b) => a - b);
      if (sorted.length > 0) waits[kind] = { jobs: sorted.length, p50: pick(sorted, 0.5), p95: pick(sorted, 0.95), max: Math.round(sorted.at(-1)) };
    }
    return {
      instances: instances.length,
      documents: { asked: asked.length, refused, ready: finished.filter((j) => j.state === 'ready').length, failed: finished.filter((j) => j.state === 'failed').length, downloaded, made, seconds: Math.round(documentsSeconds * 10) / 10 },
      emails: { queued: accepted, sent: mailed, recipientsTwice: [...smtp.received.values()].filter((n) => n > 1).length },
      waits,
    };
  } finally {
    await client.end();
    await Promise.all(instances.map((i) => i.stop()));
    await smtp.stop();
  }
}
