import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { MSG, revealLimitMessage, type ApiErrorBody } from '@wycieczki/shared';
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
