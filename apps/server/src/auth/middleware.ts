import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { errors } from '../lib/errors';
import type { TokenSigner } from './tokens';

/** Puts the signed-in user on the context; a missing token is 401 'unauthenticated', a bad or expired one 401 'session_expired'. */
export function requireUser(tokens: TokenSigner): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw errors.unauthenticated();
    const claims = await tokens.verifyAccessToken(match[1]);
    if (!claims) throw errors.sessionExpired();
    c.set('user', claims);
    await next();
  };
}
