import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { LIMITS, MSG, registerImportSchema, registerLeftSchema, registerNewYearSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { AppError } from '../../lib/errors';
import { ids, parseJsonBody } from '../../lib/validate';
import type { RegisterService } from './register.service';

/**
 * Mounted under /api/schools/mine/register (issue 51): 'Uczniowie szkoły'. The preview takes the
 * file's bytes as they are (up to LIMITS.registerMaxBytes, read in a worker thread), its name in
 * X-File-Name; 'Zapisz' sends back the preview's id and the pupils ticked to leave.
 */
export function registerRoutes(register: RegisterService) {
  const fileLimit = bodyLimit({ maxSize: LIMITS.registerMaxBytes, onError: () => { throw new AppError('body_too_large', MSG.registerTooLarge); } });
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await register.view(...ids(c))))
    .post('/preview', fileLimit, async (c) =>
      c.json(await register.preview(...ids(c), new Uint8Array(await c.req.arrayBuffer()), c.req.header('x-file-name'))),
    )
    .post('/import', async (c) => c.json(await register.save(...ids(c), await parseJsonBody(c, registerImportSchema))))
    .post('/new-year', async (c) => c.json(await register.newYear(...ids(c), await parseJsonBody(c, registerNewYearSchema))))
    .post('/left', async (c) => {
      await register.setLeft(...ids(c), await parseJsonBody(c, registerLeftSchema));
      return c.body(null, 204);
    });
}
