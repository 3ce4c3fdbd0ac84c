// Processes for the benchmarks: a PostgreSQL server of its own and the BUILT app server.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => (port ? resolve(port) : reject(new Error('no port'))));
    });
  });
}

export async function startPostgres() {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wycieczki-bench-pg-'));
  fs.chmodSync(dir, 0o777);
  // Durable commits (fsync on), as a production server runs; the test suites turn fsync off.
  const env = { ...process.env, TEST_PG_PORT: String(port), TEST_PG_DIR: path.join(dir, 'pg'), TEST_PG_FSYNC: 'on' };
  const script = path.join(repoRoot, 'scripts', 'test-postgres.sh');
  const url = execFileSync('bash', [script, 'start'], { env, encoding: 'utf8' }).trim();
  return {
    url,
    destroy() {
      execFileSync('bash', [script, 'stop'], { env, stdio: 'ignore' });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function waitForHealth(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not become healthy`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts `node apps/server/dist/index.js` as `npm start` does; embedded when no databaseUrl. */
export async function startServer({ databaseUrl, dataDir, nodeArgs = [], env = {} }) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, path.join(repoRoot, 'apps/server/dist/index.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl ?? '',
      DATABASE_POOL_SIZE: '20',
      DATA_DIR: dataDir ?? path.join(os.tmpdir(), 'unused'),
      JWT_SECRET: 'benchmark-secret-that-is-long-enough-0123',
      LOG_LEVEL: 'silent',
      // The seeded trips are dated in the past: the erasure would rewrite 30,000 students at start.
      ERASURE_INTERVAL_MINUTES: '0',
      // The push bench signs 50 guardians up from this one address.
      SIGN_UP_LIMIT: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url);
  return {
    url,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function api(base, method, url, { token, body } = {}) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 400) throw new Error(`${method} ${url} -> ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}
