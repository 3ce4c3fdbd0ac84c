import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG, type ApiErrorBody } from '@wycieczki/shared';

// The real entry point as a process (run from source with tsx): start, restart, SIGTERM, lock.
// Always on the embedded database (the DATABASE_URL run covers the server database in the other suites),
// so it runs once: in the run without DATABASE_URL (npm test). Under DATABASE_URL it would start the
// same processes on the same embedded database again, a minute and a half of CI for nothing new.
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'wycieczki-process-'));
const dataDir = path.join(work, 'data');
const webDir = path.join(work, 'web');
fs.mkdirSync(webDir);
fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

type Running = { child: ChildProcess; port: number; output: () => string; exited: Promise<number | null> };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts the server from source. `ownPidNamespace` runs it as PID 1 of a PID namespace of its own,
 * as a container would (needs root: `unshare -pf --mount-proc`); killing the returned process kills it.
 */
async function startServer(options: { ownPidNamespace?: boolean; dataDir?: string } = {}): Promise<Running> {
  const port = await freePort();
  const command = [process.execPath, '--import', 'tsx', 'src/index.ts'];
  const [file, ...args] = options.ownPidNamespace ? ['unshare', '-pf', '--mount-proc', '--kill-child=SIGKILL', ...command] : command;
  const child = spawn(file!, args, {
    cwd: serverRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: options.dataDir ?? dataDir, WEB_DIST_DIR: webDir, DATABASE_URL: '', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, output: () => output, exited };
}

async function waitForHealth(server: Running): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

function post(server: Running, url: string, body: unknown) {
  return fetch(`http://127.0.0.1:${server.port}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * Two requests on one connection, `idleMs` apart: the server must not close the connection between
 * them (Node's default closes it after 5 s, racing a client that sends on it just then).
 */
async function expectKeptAliveWhileIdle(server: Running, idleMs: number): Promise<void> {
  const socket = net.connect(server.port, '127.0.0.1');
  let received = '';
  let closed = false;
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('close', () => (closed = true));
  const request = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n';
  const responses = () => received.match(/HTTP\/1\.1 200/g)?.length ?? 0;
  const until = async (done: () => boolean) => {
    const deadline = Date.now() + 10_000;
    while (!done() && !closed) {
      if (Date.now() > deadline) throw new Error(`no answer on the kept-alive connection; received:\n${received}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  try {
    socket.write(request);
    await until(() => responses() === 1);
    expect(received.toLowerCase()).toContain('keep-alive: timeout=65');
    await new Promise((resolve) => setTimeout(resolve, idleMs));
    expect(closed).toBe(false);
    socket.write(request);
    await until(() => responses() === 2);
    expect(responses()).toBe(2);
  } finally {
    socket.destroy();
  }
}

describe.skipIf(process.env.DATABASE_URL)('the server process', () => {
  const credentials = { email: 'restart@szkola.test', password: 'Tajne-Haslo-123', fullName: 'Rita Restart' };

  it('keeps data across a SIGTERM restart and stops cleanly', async () => {
    const first = await startServer();
    await waitForHealth(first);
    expect((await post(first, '/api/auth/sign-up', credentials)).status).toBe(201);
    const page = await fetch(`http://127.0.0.1:${first.port}/trips`);
    expect(await page.text()).toContain('id="root"');
    await expectKeptAliveWhileIdle(first, 6_000);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('"message":"stopped"');
    expect(fs.existsSync(path.join(dataDir, 'server-lock'))).toBe(false);

    const restarted = await startServer();
    await waitForHealth(restarted);
    const signIn = await post(restarted, '/api/auth/sign-in', { email: credentials.email, password: credentials.password });
    expect(signIn.status).toBe(200);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  }, 90_000);

  // Containers: every server is PID 1 of its own PID namespace. Needs root (CI runs as root).
  const asRoot = process.getuid?.() === 0;
  it.runIf(asRoot)('as PID 1 of separate PID namespaces: a second server on the folder refuses to start, and one killed with -9 is taken over', async () => {
    const folder = path.join(work, 'containers');
    const started: Running[] = [];
    const inContainer = async () => {
      const server = await startServer({ ownPidNamespace: true, dataDir: folder });
      started.push(server);
      return server;
    };
    try {
      const first = await inContainer();
      await waitForHealth(first);
      expect(first.output()).not.toContain('failed to start');
      const account = { email: 'kontener@szkola.test', password: 'Tajne-Haslo-123', fullName: 'Konrad Kontener' };
      expect((await post(first, '/api/auth/sign-up', account)).status).toBe(201);

      // The second container is PID 1 too, like the holder: it must wait for the heartbeat, then refuse.
      const second = await inContainer();
      const outcome = await Promise.race([second.exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 40_000))]);
      expect(outcome, second.output()).toBe(1);
      expect(second.output()).toContain('in use by another server');
      expect((await fetch(`http://127.0.0.1:${first.port}/api/health`)).status).toBe(200);

      // The holder dies without a chance to clean up; the next container takes the folder over by itself.
      first.child.kill('SIGKILL');
      await first.exited;
      expect(fs.existsSync(path.join(folder, 'server-lock'))).toBe(true);
      const third = await inContainer();
      await waitForHealth(third);
      const signIn = await post(third, '/api/auth/sign-in', { email: account.email, password: account.password });
      expect(signIn.status).toBe(200);
    } finally {
      for (const server of started) server.child.kill('SIGKILL');
      await Promise.all(started.map((server) => server.exited));
    }
  }, 120_000);

  /** `npm run reset-link -- email` (issue 30), run from source as the operator's terminal would run it. */
  async function resetLink(folder: string, email: string): Promise<{ code: number | null; out: string }> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/operator/reset-link.ts', email], {
      cwd: serverRoot,
      env: { ...process.env, DATA_DIR: folder, DATABASE_URL: '', PUBLIC_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    return { code, out };
  }
  const tokenIn = (out: string) => /\/reset-password#([A-Za-z0-9_-]{43})/.exec(out)?.[1];

  it('npm run reset-link prints a one-time link: asking the running server, or opening the database when none runs', async () => {
    const folder = path.join(work, 'reset-link');
    const account = { email: 'zapomnialam@szkola.test', password: 'Tajne-Haslo-123', fullName: 'Zofia Zapominalska' };
    const server = await startServer({ dataDir: folder });
    await waitForHealth(server);
    expect((await post(server, '/api/auth/sign-up', account)).status).toBe(201);
    expect((fs.statSync(path.join(folder, 'operator.json')).mode & 0o777).toString(8)).toBe('600');

    const asked = await resetLink(folder, account.email);
    expect(asked.code, asked.out).toBe(0);
    expect(asked.out).toContain(`http://localhost:`);
    const token = tokenIn(asked.out);
    expect(token, asked.out).toBeTruthy();
    // Printed to the terminal, never to the server's log.
    expect(server.output()).not.toContain(token!);
    expect((await post(server, '/api/auth/password-reset/confirm', { token, password: 'Nowe-Haslo-2027' })).status).toBe(200);
    expect((await post(server, '/api/auth/sign-in', { email: account.email, password: 'Nowe-Haslo-2027' })).status).toBe(200);
    const unknown = await resetLink(folder, 'nikt@szkola.test');
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain('Nie ma konta z adresem nikt@szkola.test');
    // The channel answers only with the key from the data folder.
    const foreign = await fetch(`http://127.0.0.1:${server.port}/api/operator/reset-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Operator zgadniety-klucz' },
      body: JSON.stringify({ email: account.email }),
    });
    expect(foreign.status).toBe(404);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(path.join(folder, 'operator.json'))).toBe(false);
    const offline = await resetLink(folder, account.email);
    expect(offline.code, offline.out).toBe(0);
    const restarted = await startServer({ dataDir: folder });
    try {
      await waitForHealth(restarted);
      expect((await post(restarted, '/api/auth/password-reset/confirm', { token: tokenIn(offline.out), password: 'Trzecie-Haslo-2028' })).status).toBe(200);
    } finally {
      restarted.child.kill('SIGTERM');
      await restarted.exited;
    }
  }, 120_000);

  it('refuses a body over 1 MiB with 413, whether its length is declared or it arrives chunked', async () => {
    const server = await startServer();
    try {
      await waitForHealth(server);
      const url = `http://127.0.0.1:${server.port}/api/auth/sign-up`;
      const big = JSON.stringify({ email: 'duzy@szkola.test', password: 'Tajne-Haslo-123', fullName: 'x'.repeat(1_100_000) });
      const declared = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
      expect(declared.status).toBe(413);
      expect(((await declared.json()) as ApiErrorBody).error.message).toBe(MSG.bodyTooLarge);

      const bytes = new TextEncoder().encode(big);
      const chunked = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: new ReadableStream({
          start(controller) {
            for (let i = 0; i < bytes.length; i += 64 * 1024) controller.enqueue(bytes.subarray(i, i + 64 * 1024));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
      expect(chunked.status).toBe(413);

      // Nothing was stored: the address can still be signed up with a normal body.
      const normal = await post(server, '/api/auth/sign-up', { email: 'duzy@szkola.test', password: 'Tajne-Haslo-123' });
      expect(normal.status).toBe(201);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 90_000);
});
