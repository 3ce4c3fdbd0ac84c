// HTTP load with autocannon, and the baseline: bare Node http + pg doing one primary-key SELECT.
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuMeter } from './cpu.mjs';

/** Where the cores went: the server under test, PostgreSQL's processes, and this process (the load generator). */
const cpuLabel = (serverPid) => (pid, name) => {
  if (Number(pid) === process.pid) return 'loadGenerator';
  if (serverPid !== undefined && Number(pid) === serverPid) return 'server';
  return name === 'postgres' ? 'postgres' : 'other';
};

export async function measure({ url, method = 'GET', headers = {}, body, connections = 50, duration = 8, setupRequest, warmup = 2, serverPid }) {
  const options = { url, method, headers, body, connections, requests: setupRequest ? [{ method, setupRequest }] : undefined };
  // Unrecorded warm-up: JIT, connection pools and PostgreSQL's caches, as on a server that has been running.
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  const stopMeter = cpuMeter(cpuLabel(serverPid));
  const result = await autocannon({
    url,
    method,
    headers,
    body,
    connections,
    duration,
    requests: setupRequest ? [{ method, setupRequest }] : undefined,
  });
  const cpu = stopMeter();
  const total = result.requests.total;
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total,
    cpuCores: cpu,
  };
}

/** The practical ceiling (baseline-server.mjs), started as a child process. */
export async function startBaseline(databaseUrl, ids) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'baseline-server.mjs')], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.end(JSON.stringify(ids));
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`baseline server exited with ${code}`)));
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
