// Ad-hoc: profile the built server under the read or mark load on a PostgreSQL server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuMeter } from './lib/cpu.mjs';
import { measure } from './lib/load.mjs';
import { freePort, repoRoot, startPostgres, waitForHealth } from './lib/processes.mjs';
import { seedHotTrip, signIn } from './lib/seed.mjs';

const what = process.argv[2] ?? 'reads';
const prof = process.argv.includes('--prof');
const pgServer = await startPostgres();
const port = await freePort();
const profDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prof-'));
const child = spawn(process.execPath, [...(prof ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : []), path.join(repoRoot, 'apps/server/dist/index.js')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: pgServer.url, DATABASE_POOL_SIZE: '20', DATA_DIR: '/tmp/unused', JWT_SECRET: 'benchmark-secret-that-is-long-enough-0123', LOG_LEVEL: 'silent' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const url = `http://127.0.0.1:${port}`;
await waitForHealth(url);
const hot = await seedHotTrip(url);
const token = await signIn(url, hot);
let n = 0;
let cpu;
setTimeout(() => { const stop = cpuMeter((pid, name) => (Number(pid) === child.pid ? 'server' : Number(pid) === process.pid ? 'autocannon' : name)); setTimeout(() => { cpu = stop(); }, 5000); }, 3000);
const r = what === 'reads'
  ? await measure({ url: `${url}/api/trips/${hot.tripId}/students`, headers: { authorization: `Bearer ${token}` }, duration: 8 })
  : await measure({ url, method: 'PUT', duration: 8, setupRequest: (request) => { n += 1; return { ...request, path: `/api/trips/${hot.tripId}/attendance/${hot.checkId}/records/${hot.studentIds[n % hot.studentIds.length]}`, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ status: n % 2 ? 'present' : 'absent' }) }; } });
console.log(what, r, cpu);
child.kill('SIGTERM');
await new Promise((res) => child.on('exit', res));
pgServer.destroy();
if (prof) console.log('profile in', profDir, fs.readdirSync(profDir));
