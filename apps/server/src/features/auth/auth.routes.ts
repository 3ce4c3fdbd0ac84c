import { Hono } from 'hono';
import { emailConfirmationSchema, passwordChangeSchema, passwordResetCheckSchema, passwordResetRequestSchema, passwordResetSchema, refreshSchema, signInSchema, signUpSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/middleware';
import type { TokenSigner } from '../../auth/tokens';
import { clientAddress } from '../../lib/client-address';
import { parseJsonBody, signedInUser } from '../../lib/validate';
import type { AuthService } from './auth.service';
import type { EmailConfirmationService } from './email-confirmation.service';
import type { PasswordResetService } from './password-reset.service';

export function authRoutes(auth: AuthService, resets: PasswordResetService, confirmations: EmailConfirmationService, tokens: TokenSigner, options: { proxyHops: number }) {
  return new Hono<AppEnv>()
    .post('/sign-up', async (c) => {
      const input = await parseJsonBody(c, signUpSchema);
      return c.json(await auth.signUp(input, clientAddress(c, options.proxyHops)), 201);
    })
    .post('/sign-in', async (c) => {
      const input = await parseJsonBody(c, signInSchema);
      return c.json(await auth.signIn(input, clientAddress(c, options.proxyHops)));
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
    .get('/me', requireUser(tokens), async (c) => c.json(await auth.me(signedInUser(c))))
    // 'Nie pamiętasz hasła?' (issue 30): 202 with the same answer for every address.
    .post('/password-reset', async (c) => {
      const { email } = await parseJsonBody(c, passwordResetRequestSchema);
      await resets.request(email, clientAddress(c, options.proxyHops));
      return c.json({ sent: true }, 202);
    })
    .post('/password-reset/check', async (c) => {
      const { token } = await parseJsonBody(c, passwordResetCheckSchema);
      await resets.check(token);
      return c.body(null, 204);
    })
    // 'Zmień hasło' (the profile): this device's session goes on, every other one ends.
    .post('/password', requireUser(tokens), async (c) => {
      const { currentPassword, newPassword } = await parseJsonBody(c, passwordChangeSchema);
      await resets.change(signedInUser(c), c.get('user').sessionId, currentPassword, newPassword, clientAddress(c, options.proxyHops));
      return c.body(null, 204);
    })
    // 'Potwierdź adres e-mail' (issue 47): the state, a new link, and the link opened (no session needed).
    .get('/email-confirmation', requireUser(tokens), async (c) => c.json(await confirmations.state(signedInUser(c))))
    .post('/email-confirmation', requireUser(tokens), async (c) => c.json(await confirmations.send(signedInUser(c)), 202))
    .post('/email-confirmation/confirm', async (c) => {
      const { token } = await parseJsonBody(c, emailConfirmationSchema);
      return c.json(await confirmations.confirm(token));
    })
    .post('/password-reset/confirm', async (c) => {
      const { token, password } = await parseJsonBody(c, passwordResetSchema);
      return c.json(await resets.reset(token, password));
    });
}
