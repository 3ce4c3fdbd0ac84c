import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { MSG, revealLimitMessage, type ApiErrorBody } from '@wycieczki/shared';
import { captureLog } from '../test/capture-log';
import { errorResponse, errors } from './errors';

// Issue 49, the text seam: an error answer names its fixed message by its key in MSG, beside the Polish text.
async function answer(error: unknown): Promise<{ status: number; body: ApiErrorBody }> {
  const app = new Hono().get('/', (c) => errorResponse(c, error));
  const response = await app.request('/');
  return { status: response.status, body: (await response.json()) as ApiErrorBody };
}

describe('an error answer', () => {
  it('carries the key of a fixed message beside the message', async () => {
    expect(await answer(errors.validation(MSG.tripNameRequired))).toEqual({
      status: 400,
      body: { error: { code: 'validation', message: 'Nazwa wycieczki jest wymagana', key: 'tripNameRequired' } },
    });
    expect((await answer(errors.notFound())).body.error).toMatchObject({ code: 'not_found', key: 'notFound' });
  });

  it('carries the key of a message built with values, given by its builder', async () => {
    expect((await answer(errors.validation(revealLimitMessage(12)))).body.error).toEqual({
      code: 'validation',
      message: 'Możesz wyświetlić najwyżej 20 numerów telefonów rodziców na godzinę na tej wycieczce. Spróbuj ponownie za 12 min.',
      key: 'revealLimit',
    });
  });

  it('has no key for a text no catalog or builder gave', async () => {
    expect((await answer(errors.validation('Coś innego'))).body.error).not.toHaveProperty('key');
  });
});

describe('the log line of an error', () => {
  // A path may hold a token or the ids of a trip and its children: the line names the route's pattern.
  const TOKEN = 'tajny-token-resetu-0123456789';
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  const app = new Hono()
    .get('/api/reset/:token/trips/:tripId', () => {
      throw refused;
    })
    .post('/api/reset/:token/trips/:tripId', () => {
      throw new Error('boom');
    });
  app.onError((error, c) => errorResponse(c, error));

  it("names the route's pattern when the database is unavailable, never the path", async () => {
    const log = await captureLog(async () => {
      expect((await app.request(`/api/reset/${TOKEN}/trips/7f0c2a9e`)).status).toBe(503);
    });
    expect(log).toContain('database unavailable');
    expect(log).toContain('"route":"/api/reset/:token/trips/:tripId"');
    expect(log).not.toContain(TOKEN);
    expect(log).not.toContain('7f0c2a9e');
  });

  it("names the route's pattern of an unhandled error, never the path", async () => {
    const log = await captureLog(async () => {
      expect((await app.request(`/api/reset/${TOKEN}/trips/7f0c2a9e`, { method: 'POST' })).status).toBe(500);
    });
    expect(log).toContain('unhandled error');
    expect(log).toContain('"method":"POST","route":"/api/reset/:token/trips/:tripId"');
    expect(log).not.toContain(TOKEN);
    expect(log).not.toContain('7f0c2a9e');
  });
});
