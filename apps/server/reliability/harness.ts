import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Real processes for the reliability suite: a throwaway PostgreSQL server of its own (so the suite
// may stop and start it) and the BUILT server (apps/server/dist), as `npm start` runs it.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const pgScript = path.join(repoRoot, 'scripts', 'test-postgres.sh');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export type Postgres = { url: string; stop(): void; start(): void; destroy(): void };

/** A PostgreSQL server in its own folder and port; `stop`/`start` keep the data. */
export async function startPostgres(): Promise<Postgres> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wycieczki-rel-pg-'));
  fs.chmodSync(dir, 0o777);
  const env = { ...process.env, TEST_PG_PORT: String(port), TEST_PG_DIR: path.join(dir, 'pg') };
  const url = execFileSync('bash', [pgScript, 'start'], { env, encoding: 'utf8' }).trim();
  const ctl = (action: 'start' | 'stop') => {
    const bin = fs.readFileSync(path.join(dir, 'pg', 'bin'), 'utf8').trim();
    const args = ['-D', path.join(dir, 'pg', 'data'), '-w', '-t', '60'];
    const full =
      action === 'stop'
        ? [...args, '-m', 'fast', 'stop']
        : [...args, '-l', path.join(dir, 'pg', 'server.log'), '-o', `-p ${port} -k ${path.join(dir, 'pg', 'socket')} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`, 'start'];
    const asRoot = process.getuid?.() === 0;
    execFileSync(asRoot ? 'runuser' : `${bin}/pg_ctl`, asRoot ? ['-u', process.env.TEST_PG_USER ?? 'pgtest', '--', `${bin}/pg_ctl`, ...full] : full, {
      stdio: 'ignore',
    });
  };
  return {
    url,
    stop: () => ctl('stop'),
    start: () => ctl('start'),
    destroy: () => {
      try {
        execFileSync('bash', [pgScript, 'stop'], { env, stdio: 'ignore' });
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export type Pooler = { url: string; stop(): Promise<void> };

/**
 * PgBouncer in transaction mode in front of `postgresUrl` (issue 55), as a county's deployment runs
 * it: each transaction may get another server connection. Run as the PostgreSQL test user when root
 * (PgBouncer refuses root). Trusts the test server's passwordless `postgres` user.
 */
export async function startPgBouncer(postgresUrl: string): Promise<Pooler> {
  const target = new URL(postgresUrl);
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wycieczki-rel-pgbouncer-'));
  fs.chmodSync(dir, 0o777);
  fs.writeFileSync(path.join(dir, 'users.txt'), '"postgres" ""\n');
  fs.writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${target.hostname} port=${target.port}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      'max_client_conn = 1000',
      'default_pool_size = 20',
      'ignore_startup_parameters = extra_float_digits,options',
      `logfile = ${path.join(dir, 'pgbouncer.log')}`,
      `pidfile = ${path.join(dir, 'pgbouncer.pid')}`,
      '',
    ].join('\n'),
  );
  const binary = '/usr/sbin/pgbouncer';
  const asRoot = process.getuid?.() === 0;
  const child = spawn(asRoot ? 'runuser' : binary, asRoot ? ['-u', process.env.TEST_PG_USER ?? 'pgtest', '--', binary, path.join(dir, 'pgbouncer.ini')] : [path.join(dir, 'pgbouncer.ini')], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const deadline = Date.now() + 15_000;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) break;
    if (Date.now() > deadline) throw new Error(`PgBouncer did not start: ${fs.existsSync(path.join(dir, 'pgbouncer.log')) ? fs.readFileSync(path.join(dir, 'pgbouncer.log'), 'utf8') : 'no log'}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}${target.pathname}`,
    async stop() {
      // PgBouncer itself, not `runuser` around it (which does not pass the signal on).
      const pidFile = path.join(dir, 'pgbouncer.pid');
      const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').trim()) : null;
      if (pid) process.kill(pid, 'SIGINT');
      else child.kill('SIGINT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

const serverEntry = path.join(repoRoot, 'apps', 'server', 'dist', 'index.js');

/** Starts the built server on the given database and waits until /api/health answers 200. */
export async function startServer(databaseUrl: string, extraEnv: Record<string, string> = {}): Promise<ServerProcess> {
  if (!fs.existsSync(serverEntry)) throw new Error('Build the server first: npm run build');
  const port = await freePort();
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wycieczki-rel-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '10',
      JWT_SECRET: 'reliability-suite-secret-of-sufficient-length',
      // Its trips are dated in the past: the erasure would change the data it checks.
      ERASURE_INTERVAL_MINUTES: '0',
      TRUST_PROXY_HOPS: '1',
      WEB_DIST_DIR: webDir,
      // A line per request (issue 55) would pile up in `output` under load: warnings and errors only.
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let stopping = false;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code, signal) => {
      // A server that dies by itself fails the next request with a bare 'fetch failed': say why here.
      if (!stopping) process.stderr.write(`The server exited by itself (${code ?? signal}). Its output:\n${output}\n`);
      resolve(code);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      stopping = true;
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

export async function api<T = unknown>(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...options.headers,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}
