import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createRuntime } from './runtime';
import { openTestDatabase } from './test/test-database';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'wycieczki-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
fs.writeFileSync(path.join(dist, 'auth.html'), '<!doctype html><div id="sign-in-root"></div>');
fs.writeFileSync(path.join(dist, 'rodzic.html'), '<!doctype html><main id="parent-root"></main>');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('serving the web app', async () => {
  const { database, drop } = await openTestDatabase();
  const runtime = await createRuntime(database, 'x'.repeat(32));
    const { realtime, tokens } = runtime;
  afterAll(async () => {
    await runtime.close();
    await drop();
  });
  const app = createApp({ database, tokens, realtime, proxyHops: 0, webDistDir: dist });

  it.each(['/', '/trips', '/reset-password', '/nie-ma-takiej-strony', '/auth/cos'])('answers %s with the app, not cached', async (url) => {
    const response = await app.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('id="root"');
  });

  it.each([
    ['/auth', 'sign-in-root'],
    ['/auth/', 'sign-in-root'],
    ['/auth?next=1', 'sign-in-root'],
    ['/rodzic', 'parent-root'],
    ['/rodzic/', 'parent-root'],
  ])('answers %s with its own document, not the app', async (url, rootId) => {
    const response = await app.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain(`id="${rootId}"`);
  });

  it('serves hashed assets with a year of caching', async () => {
    const response = await app.request('/assets/app-abc123.js');
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('never serves a file outside the build folder', async () => {
    for (const url of ['/../package.json', '/%2e%2e/%2e%2e/package.json', '/assets/%2e%2e%2f%2e%2e%2fpackage.json']) {
      const response = await app.request(url);
      expect(await response.text()).toContain('id="root"');
    }
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await app.request('/api/trips-nie-ma');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});
