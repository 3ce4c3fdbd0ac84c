// npm run bench:profile -- reads|marks|baseline [--embedded] [--prof]: one load of npm run bench
// (the 40-student read, the attendance mark, or the baseline's primary-key SELECT) against the built
// server on a PostgreSQL server (or the embedded database), with where the cores went. --prof also
// writes a V8 CPU profile of the server (open it in Chrome DevTools).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { markAttendanceLoad, readStudentsLoad } from './lib/hot-path.mjs';
import { measure, startBaseline } from './lib/load.mjs';
import { startPostgres, startServer } from './lib/processes.mjs';
import { seedHotTrip, signIn } from './lib/seed.mjs';

const what = process.argv[2] ?? 'reads';
if (!['reads', 'marks', 'baseline'].includes(what)) throw new Error('usage: profile.mjs reads|marks|baseline [--embedded] [--prof]');
const profDir = process.argv.includes('--prof') ? fs.mkdtempSync(path.join(os.tmpdir(), 'wycieczki-profile-')) : null;
const embedded = process.argv.includes('--embedded') && what !== 'baseline';
const pgServer = embedded ? null : await startPostgres();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wycieczki-profile-data-'));
try {
  const nodeArgs = profDir ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [];
  const server = await startServer(pgServer ? { databaseUrl: pgServer.url, nodeArgs } : { dataDir, nodeArgs });
  const hot = await seedHotTrip(server.url);
  const token = await signIn(server.url, hot);
  let result;
  if (what === 'baseline') {
    await server.stop();
    const baseline = await startBaseline(pgServer.url, hot.studentIds);
    result = await measure({ url: baseline.url, serverPid: baseline.pid });
    await baseline.stop();
  } else {
    result = await measure(what === 'reads' ? readStudentsLoad(server, hot, token) : markAttendanceLoad(server, hot, token));
    await server.stop();
  }
  console.log(what, result);
  if (profDir) console.log('CPU profile:', path.join(profDir, fs.readdirSync(profDir)[0] ?? ''));
} finally {
  pgServer?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
