import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createRuntime } from '../../runtime';
import { openTestDatabase } from '../../test/test-database';
import { useTestApi } from '../../test/test-app';

const api = useTestApi();

describe('health', () => {
  it('answers 200 when the database is reachable', async () => {
    const response = await api.request('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: 'up' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 when the database is not', async () => {
    const { database, drop } = await openTestDatabase();
    const runtime = await createRuntime(database, 'x'.repeat(32));
    const { realtime, tokens } = runtime;
    const app = createApp({ database, tokens, realtime, proxyHops: 0, webDistDir: null });
    await runtime.close();
    await drop();
    const response = await app.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', database: 'down' });
  });

  it('answers unknown API paths with a Polish 404 in JSON', async () => {
    const response = await api.request<{ error: { message: string } }>('GET', '/api/nie-ma-takiego');
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe('Nie znaleziono');
  });

  it('tells the web app which map tiles to use, and the CSP allows exactly that host for images', async () => {
    const response = await api.request<{ map: { tileUrl: string } }>('GET', '/api/config');
    expect(response.status).toBe(200);
    expect(response.body.map.tileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(response.headers.get('content-security-policy')).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org");
  });

  it.each([
    ['an answer', 'GET', '/api/health', 200],
    ['a refusal', 'GET', '/api/trips', 401],
    ['a broken body', 'POST', '/api/auth/sign-in', 400],
  ])('sends the security headers and no-store with %s', async (_case, method, path, status) => {
    const response = await api.request(method, path, method === 'POST' ? { body: { email: 1 } } : {});
    expect(response.status).toBe(status);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
