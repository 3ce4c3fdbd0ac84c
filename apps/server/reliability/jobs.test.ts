import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentJob, Session, TripSummary } from '@wycieczki/shared';
import { startTestSmtp, type TestSmtp } from '../src/test/smtp';
import { api, startPostgres, startServer, type Postgres, type ServerProcess } from './harness';

// Issue 55: the background work is a job of the shared queue, and a job outlives the instance that
// held it. Each test kills (SIGKILL, no shutdown) the instance in the middle of the job; another
// instance, started after, takes the job once its hold expires, and the work is done once.

let postgres: Postgres;
let smtp: TestSmtp;
const running: ServerProcess[] = [];

/** A job is held 15 s (well above a 1,500-page document), and dead instances' jobs are looked for every second. */
const JOB_ENV = { JOBS_EXPIRE_SECONDS: '15', JOBS_MAINTENANCE_SECONDS: '1', SIGN_UP_LIMIT: '1000', METRICS_TOKEN: 'reliability-metrics-token' };

beforeAll(async () => {
  postgres = await startPostgres();
  smtp = await startTestSmtp();
}, 120_000);

afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  await smtp?.stop();
  postgres?.destroy();
});

async function instance(): Promise<ServerProcess> {
  const server = await startServer(postgres.url, { ...JOB_ENV, SMTP_URL: smtp.url, MAIL_FROM: 'Wycieczki <no-reply@szkola.test>', PUBLIC_URL: 'https://wycieczki.szkola.test' });
  running.push(server);
  return server;
}

async function killed(server: ServerProcess): Promise<void> {
  await server.stop('SIGKILL');
  running.splice(running.indexOf(server), 1);
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function metric(server: ServerProcess, line: string): Promise<string | null> {
  const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${JOB_ENV.METRICS_TOKEN}` } })).text();
  return text.split('\n').find((l) => l.startsWith(line)) ?? null;
}

describe('a job outlives a kill -9 of the instance holding it', () => {
  it('an e-mail the SMTP server was receiving is sent once, by the next instance', async () => {
    const first = await instance();
    const email = `kill-mail-${Date.now()}@szkola.test`;
    const signedUp = await api<Session>(first.url, 'POST', '/api/auth/sign-up', { body: { email, password: 'Tajne-Haslo-123', fullName: 'Anna Poczta' } });
    expect(signedUp.status).toBe(201);
    const before = smtp.messages.length;
    // The reset's message reaches the SMTP server, which holds its DATA: the instance is killed mid-send.
    smtp.holdData.on = true;
    expect((await api(first.url, 'POST', '/api/auth/password-reset', { body: { email }, headers: { 'x-forwarded-for': '10.55.0.1' } })).status).toBe(202);
    await until('the held message', async () => smtp.holdData.held, (held) => held === 1);
    await killed(first);
    smtp.holdData.on = false;
    const [unsent] = await query<{ sent_at: Date | null }>(`select sent_at from mail_outbox where recipient = $1 and kind = 'password_reset'`, [email]);
    expect(unsent?.sent_at).toBeNull();

    const second = await instance();
    // Its hold expires (15 s), and the queue's first retry waits 30 to 60 s as for any failed send.
    const received = await smtp.waitFor(email, 1, 110_000);
    expect(received).toHaveLength(1);
    expect(received[0]?.text).toContain('https://wycieczki.szkola.test/reset-password#');
    // Once: nothing more arrives, the row is sent after two tries, its job completed on its second run.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(smtp.messages.length).toBe(before + 1);
    const [row] = await query<{ id: string; sent_at: Date | null; attempts: number }>(`select id, sent_at, attempts from mail_outbox where recipient = $1 and kind = 'password_reset'`, [email]);
    expect(row?.sent_at).not.toBeNull();
    expect(row?.attempts).toBe(2);
    const [job] = await query<{ state: string; retry_count: number }>(`select state, retry_count from pgboss.job where name = 'email' and id = $1`, [row!.id]);
    expect(job).toEqual({ state: 'completed', retry_count: 1 });
    expect(await metric(second, 'wycieczki_emails_total{outcome="sent"}')).toBe('wycieczki_emails_total{outcome="sent"} 1');
    // The next test's instance is alone when it takes its job.
    await second.stop();
    running.splice(running.indexOf(second), 1);
  }, 180_000);

  it('a document being made is made by the next instance, once, and its owner downloads it there', async () => {
    const first = await instance();
    const stamp = Date.now();
    const teacher = await api<Session>(first.url, 'POST', '/api/auth/sign-up', { body: { email: `kill-doc-${stamp}@szkola.test`, password: 'Tajne-Haslo-123', fullName: 'Anna Dokument' } });
    expect(teacher.status).toBe(201);
    const trip = await api<TripSummary>(first.url, 'POST', '/api/trips', {
      token: teacher.body.accessToken,
      body: { name: 'Wielka szkoła', destination: 'Kraków', startDate: '2027-05-10', endDate: '2027-05-12', tripLeaderEmail: teacher.body.user.email, students: [{ name: 'Ola Pierwsza' }] },
    });
    expect(trip.status).toBe(201);
    // A large school's trip: 1,500 consents take the instance long enough to be killed while making them.
    await query(`insert into students (trip_id, name, class_name) select $1, 'Uczeń ' || lpad(g::text, 4, '0') || ' Wiśniewski-Żółkiewska', '6a' from generate_series(2, 1500) g`, [trip.body.id]);

    const asked = await api<DocumentJob>(first.url, 'POST', `/api/trips/${trip.body.id}/documents/zgody`, { token: teacher.body.accessToken });
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({ kind: 'zgody', state: 'queued', pages: 1500, pagesDone: 0 });
    const status = (server: ServerProcess) => api<DocumentJob>(server.url, 'GET', `/api/documents/${asked.body.id}`, { token: teacher.body.accessToken }).then((r) => r.body);
    await until('the document half made', () => status(first), (job) => job.state === 'making' && job.pagesDone > 0 && job.pagesDone < job.pages);
    await killed(first);

    const second = await instance();
    const made = await until('the document made again', () => status(second), (job) => job.state === 'ready' || job.state === 'failed', 120_000);
    expect(made).toMatchObject({ state: 'ready', pages: 1500, pagesDone: 1500, error: null });
    const file = await fetch(`${second.url}/api/documents/${asked.body.id}/file`, { headers: { authorization: `Bearer ${teacher.body.accessToken}` } });
    expect(file.status).toBe(200);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wycieczki-rel-doc-'));
    try {
      fs.writeFileSync(path.join(folder, 'zgody.pdf'), Buffer.from(await file.arrayBuffer()));
      expect(execFileSync('pdfinfo', [path.join(folder, 'zgody.pdf')], { encoding: 'utf8' })).toMatch(/Pages:\s+1500/);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
    // Made once: the second instance made one document, and the job completed on its second run.
    expect(await metric(second, 'wycieczki_documents_total{outcome="made"}')).toBe('wycieczki_documents_total{outcome="made"} 1');
    const [job] = await query<{ state: string; retry_count: number }>(`select state, retry_count from pgboss.job where name = 'document' and id = $1`, [asked.body.id]);
    expect(job).toEqual({ state: 'completed', retry_count: 1 });
  }, 240_000);
});
