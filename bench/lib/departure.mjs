// The load of a departure morning (issue 55): two instances on one PostgreSQL, guardians' realtime
// streams open on both, and roll-call marks at a steady rate on both. For every mark, the time from
// sending it until its event reaches each stream of its trip; the instances' memory from their own
// /metrics, at the start and the end of the steady phase.
import { api, startServer } from './processes.mjs';
import { log } from './step.mjs';

const PASSWORD = 'Bench-Haslo-123';
const METRICS_TOKEN = 'bench-metrics-token-0123456789';

function pick(sorted, q) {
  return sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** The instance's own figures from /metrics: resident memory and V8's used heap, in MB. */
async function memoryOf(base) {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const value = (name) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+]+)$`, 'm').exec(text)?.[1] ?? NaN);
  return { rssMb: Math.round(value('process_resident_memory_bytes') / 2 ** 20), heapMb: Math.round(value('nodejs_heap_size_used_bytes') / 2 ** 20) };
}

/** A trip of `students` with a leader and `guardians` guardians, and its morning list. */
async function seedTrip(base, n, students, guardians) {
  const stamp = `${Date.now()}-${n}`;
  const leader = await api(base, 'POST', '/api/auth/sign-up', { body: { email: `dep-l-${stamp}@bench.test`, password: PASSWORD, fullName: `Lider Wyjazdu${n}` } });
  const members = [leader];
  for (let g = 1; g < guardians; g += 1) {
    members.push(await api(base, 'POST', '/api/auth/sign-up', { body: { email: `dep-g${g}-${stamp}@bench.test`, password: PASSWORD, fullName: `Opiekun Wyjazdu${n}` } }));
  }
  const trip = await api(base, 'POST', '/api/trips', {
    token: leader.accessToken,
    body: {
      name: `Wyjazd ${n}`,
      destination: 'Zakopane',
      startDate: '2026-06-15',
      endDate: '2026-06-19',
      tripLeaderEmail: leader.user.email,
      guardianEmails: members.slice(1).map((m) => m.user.email),
      studentsPerGuardian: 30,
      students: Array.from({ length: students }, (_, i) => ({ name: `Uczeń${n} Numer${i + 1}` })),
    },
  });
  const list = await api(base, 'POST', `/api/trips/${trip.id}/attendance`, { token: leader.accessToken, body: { name: 'Wyjazd', date: '2026-06-15', time: '07:00' } });
  return { tripId: trip.id, checkId: list.id, studentIds: list.records.map((r) => r.studentId), names: list.records.map((r) => r.studentName), members };
}

/** Opens an event stream; `onChange(at, data)` for each change event. Resolves once the stream is ready. */
async function openStream(base, token, onChange, onError) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  if (response.status !== 200) throw new Error(`stream refused: ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ready;
  const isReady = new Promise((resolve) => (ready = resolve));
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) {
          if (!controller.signal.aborted) onError('stream ended');
          return;
        }
        buffer += decoder.decode(value, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.startsWith('event: ready')) ready();
          else if (block.startsWith('event: change')) onChange(Date.now(), block.slice(block.indexOf('data: ') + 6));
          else if (block.startsWith('event: resync')) onError('resync');
        }
      }
    } catch (error) {
      if (!controller.signal.aborted) onError(String(error));
    }
  })();
  await isReady;
  return () => controller.abort();
}

/**
 * `trips` trips of `students` students and `guardians` guardians; `streamsPerGuardian` streams per
 * guardian (a phone and a tablet…), half on each instance; `marksPerSecond` marks for `seconds`.
 */
export async function measureDepartureMorning({ databaseUrl, trips = 20, students = 40, guardians = 5, streamsPerGuardian = 10, marksPerSecond = 50, seconds = 300 }) {
  const env = { METRICS_TOKEN, DATABASE_POOL_SIZE: '20' };
  const instances = [await startServer({ databaseUrl, env }), await startServer({ databaseUrl, env })];
  const bases = instances.map((i) => i.url);
  try {
    log(`departure: seeding ${trips} trips of ${students} students and ${guardians} guardians`);
    const seeded = [];
    for (let n = 0; n < trips; n += 1) seeded.push(await seedTrip(bases[n % 2], n, students, guardians));

    // Per trip, the marks sent and not yet heard by every stream: key 'student|present' -> sent time.
    const sent = new Map();
    const latencies = [];
    let delivered = 0;
    let streamErrors = 0;
    const streamsOfTrip = guardians * streamsPerGuardian;
    const closers = [];
    log(`departure: opening ${trips * streamsOfTrip} streams on two instances`);
    let opened = 0;
    for (const trip of seeded) {
      for (const member of trip.members) {
        for (let s = 0; s < streamsPerGuardian; s += 1) {
          const base = bases[opened % 2];
          opened += 1;
          closers.push(
            await openStream(
              base,
              member.accessToken,
              (at, data) => {
                const event = JSON.parse(data);
                if (event.topic !== 'attendance_records') return;
                // 'Uczeń3 Numer7: obecny (Wyjazd)' (feed-lines: attendanceMarked).
                const said = /([^:]+): (obecny|nieobecny) \(/.exec(event.summary);
                if (!said) return;
                const key = `${event.tripId}|${said[1].trim()}|${said[2]}`;
                const entry = sent.get(key);
                if (!entry) return;
                latencies.push(at - entry.at);
                delivered += 1;
                entry.heard += 1;
                if (entry.heard === streamsOfTrip) sent.delete(key);
              },
              () => (streamErrors += 1),
            ),
          );
        }
      }
    }

    const memoryStart = await Promise.all(bases.map(memoryOf));
    log(`departure: ${marksPerSecond} marks a second for ${seconds} s`);
    let marks = 0;
    let failed = 0;
    const markLatencies = [];
    const status = new Map();
    const inFlight = new Set();
    const started = Date.now();
    const total = marksPerSecond * seconds;
    for (let i = 0; i < total; i += 1) {
      // On schedule: the i-th mark leaves at i / rate seconds.
      const due = started + (i * 1000) / marksPerSecond;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const trip = seeded[i % trips];
      const s = Math.floor(i / trips) % students;
      const studentId = trip.studentIds[s];
      const present = !(status.get(studentId) ?? false);
      status.set(studentId, present);
      const leader = trip.members[0];
      const t0 = Date.now();
      const request = fetch(`${bases[i % 2]}/api/trips/${trip.tripId}/attendance/${trip.checkId}/records/${studentId}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${leader.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status: present ? 'present' : 'absent' }),
      })
        .then(async (response) => {
          await response.arrayBuffer();
          if (response.status === 200) marks += 1;
          else failed += 1;
          markLatencies.push(Date.now() - t0);
        })
        .catch(() => (failed += 1))
        .finally(() => inFlight.delete(request));
      inFlight.add(request);
      // Heard by the trip, the student's name and the status, as the event's summary says them.
      sent.set(`${trip.tripId}|${trip.names[s]}|${present ? 'obecny' : 'nieobecny'}`, { at: t0, heard: 0 });
    }
    await Promise.all(inFlight);
    const elapsed = (Date.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 3_000));
    const memoryEnd = await Promise.all(bases.map(memoryOf));
    closers.forEach((close) => close());
    latencies.sort((a, b) => a - b);
    markLatencies.sort((a, b) => a - b);
    return {
      instances: 2,
      streams: trips * streamsOfTrip,
      trips,
      seconds: Math.round(elapsed),
      marksPerSecond: Math.round((marks / elapsed) * 10) / 10,
      marks,
      failed,
      streamErrors,
      delivered,
      expected: marks * streamsOfTrip,
      eventP50: pick(latencies, 0.5),
      eventP95: pick(latencies, 0.95),
      eventMax: latencies.at(-1) ?? null,
      markP95: pick(markLatencies, 0.95),
      memoryStart,
      memoryEnd,
    };
  } finally {
    await Promise.all(instances.map((i) => i.stop()));
  }
}
