import { Hono } from 'hono';
import { accountDeleteSchema, profileUpdateSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { clientAddress } from '../../lib/client-address';
import { parseJsonBody, signedInUser } from '../../lib/validate';
import type { ProfileService } from './profile.service';

export function profileRoutes(profiles: ProfileService, options: { proxyHops: number }) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await profiles.get(signedInUser(c))))
    .put('/', async (c) => {
      const input = await parseJsonBody(c, profileUpdateSchema);
      return c.json(await profiles.update(signedInUser(c), input));
    })
    .get('/history', async (c) => c.json(await profiles.history(signedInUser(c))))
    // 'Pobierz moje dane': a JSON file (RODO art. 20).
    .get('/export', async (c) => {
      const data = await profiles.exportData(signedInUser(c));
      c.header('Content-Disposition', 'attachment; filename="moje-dane-wycieczki.json"');
      return c.body(JSON.stringify(data, null, 2), 200, { 'content-type': 'application/json; charset=utf-8' });
    })
    // 'Usuń konto': the password again in the body.
    .post('/delete', async (c) => {
      const input = await parseJsonBody(c, accountDeleteSchema);
      await profiles.deleteAccount(signedInUser(c), input, clientAddress(c, options.proxyHops));
      return c.body(null, 204);
    });
}
