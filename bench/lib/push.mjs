// Push delivery (issue 50): 50 guardians of one trip with notifications on, at a push service on the
// loopback (HTTPS, the tests' certificate); for each alarm raised, the time from the raising request
// to each guardian's push arriving at the push service. The pushes are not decrypted here: the API
// tests and the journeys check what they say.
import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { api, freePort, repoRoot } from './processes.mjs';

const FIXTURES = path.join(repoRoot, 'apps/server/src/test/fixtures');
export const PUSH_CERT_FILE = path.join(FIXTURES, 'fake-push.crt');

/** The push service: every push it accepts, by subscription id, with the time it arrived. */
export async function startPushReceiver() {
  const arrivals = new Map();
  const server = https.createServer({ key: fs.readFileSync(path.join(FIXTURES, 'fake-push.key')), cert: fs.readFileSync(PUSH_CERT_FILE) }, (request, response) => {
    request.resume();
    request.on('end', () => {
      const id = (request.url ?? '').replace(/^\/push\//, '');
      arrivals.set(id, [...(arrivals.get(id) ?? []), Date.now()]);
      response.writeHead(201).end();
    });
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `https://127.0.0.1:${port}`, arrivals, stop: () => new Promise((resolve) => server.close(resolve)) };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null;
};

export async function measurePushAlarm({ base, receiver, guardians = 50, alarms = 5 }) {
  const stamp = Date.now();
  const password = 'Bench-Haslo-123';
  const creator = await api(base, 'POST', '/api/auth/sign-up', { body: { email: `push-${stamp}@bench.test`, password, fullName: 'Anna Alarmowa' } });
  const sessions = [];
  for (let i = 0; i < guardians; i += 1) {
    sessions.push(await api(base, 'POST', '/api/auth/sign-up', { body: { email: `push-g${i}-${stamp}@bench.test`, password, fullName: `Opiekun ${i}` } }));
  }
  const trip = await api(base, 'POST', '/api/trips', {
    token: creator.accessToken,
    body: {
      name: 'Alarm pod obciążeniem',
      destination: 'Kraków',
      startDate: '2027-05-10',
      endDate: '2027-05-12',
      tripLeaderEmail: creator.user.email,
      guardianEmails: sessions.map((s) => s.user.email),
      students: Array.from({ length: alarms }, (_, i) => ({ name: `Uczeń Alarmowy${i}` })),
    },
  });
  const ids = [];
  for (const session of sessions) {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const id = randomBytes(6).toString('hex');
    ids.push(id);
    await api(base, 'POST', '/api/push/devices', {
      token: session.accessToken,
      body: { endpoint: `${receiver.origin}/push/${id}`, keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') } },
    });
  }
  const students = await api(base, 'GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken });
  const latencies = [];
  let delivered = 0;
  for (const [n, student] of students.entries()) {
    const started = Date.now();
    await api(base, 'POST', `/api/trips/${trip.id}/alarms`, { token: creator.accessToken, body: { id: crypto.randomUUID(), studentId: student.id } });
    const deadline = started + 10_000;
    while (Date.now() < deadline && ids.some((id) => (receiver.arrivals.get(id)?.length ?? 0) <= n)) await new Promise((r) => setTimeout(r, 10));
    for (const id of ids) {
      const at = receiver.arrivals.get(id)?.[n];
      if (at !== undefined) {
        delivered += 1;
        latencies.push(at - started);
      }
    }
  }
  return { guardians, alarms, expected: guardians * alarms, delivered, p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}
