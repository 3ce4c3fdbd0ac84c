import { Hono } from 'hono';
import { refreshSchema, signInSchema, signUpSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/middleware';
import type { TokenSigner } from '../../auth/tokens';
import { clientAddress } from '../../lib/client-address';
import { parseJsonBody, signedInUser } from '../../lib/validate';
import type { AuthService } from './auth.service';

export function authRoutes(auth: AuthService, tokens: TokenSigner, options: { trustProxy: boolean }) {
  return new Hono<AppEnv>()
    .post('/sign-up', async (c) => {
      const input = await parseJsonBody(c, signUpSchema);
      return c.json(await auth.signUp(input, clientAddress(c, options.trustProxy)), 201);
    })
    .post('/sign-in', async (c) => {
      const input = await parseJsonBody(c, signInSchema);
      return c.json(await auth.signIn(input, clientAddress(c, options.trustProxy)));
    })
    .post('/refresh', async (c) => {
      const { refreshToken } = await parseJsonBody(c, refreshSchema);
      return c.json(await auth.refresh(refreshToken));
    })
    .post('/sign-out', async (c) => {
      const { refreshToken } = await parseJsonBody(c, refreshSchema);
      await auth.signOut(refreshToken);
      return c.body(null, 204);
    })
    .get('/me', requireUser(tokens), async (c) => c.json(await auth.me(signedInUser(c))));
}
