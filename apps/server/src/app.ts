import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { MSG, type ApiErrorBody } from '@wycieczki/shared';
import type { AppEnv } from './app-env';
import { requireUser } from './auth/middleware';
import type { TokenSigner } from './auth/tokens';
import type { Database } from './db/client';
import { authRoutes } from './features/auth/auth.routes';
import { createAuthService } from './features/auth/auth.service';
import { healthRoutes } from './features/health/health.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { createProfileService } from './features/profile/profile.service';
import { errorResponse } from './lib/errors';
import { serveWebApp } from './web-app';

export const MAX_BODY_BYTES = 1024 * 1024;

export type AppDeps = {
  database: Database;
  tokens: TokenSigner;
  trustProxy: boolean;
  /** The built web app; null serves the API alone (tests). */
  webDistDir: string | null;
};

/** Builds the whole HTTP surface from the feature routers. Used by the server and by the API tests. */
export function createApp({ database, tokens, trustProxy, webDistDir }: AppDeps) {
  const { db } = database;
  const app = new Hono<AppEnv>();

  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compress());
  app.use('/api/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json<ApiErrorBody>({ error: { code: 'body_too_large', message: MSG.bodyTooLarge } }, 413),
    }),
  );

  const authed = requireUser(tokens);
  app.route('/api/health', healthRoutes(database));
  app.route('/api/auth', authRoutes(createAuthService({ db, tokens }), tokens, { trustProxy }));
  app.use('/api/profile', authed);
  app.route('/api/profile', profileRoutes(createProfileService({ db })));

  app.all('/api/*', (c) => c.json<ApiErrorBody>({ error: { code: 'not_found', message: MSG.notFound } }, 404));
  if (webDistDir) app.get('*', serveWebApp(webDistDir));

  app.onError((error, c) => errorResponse(c, error));
  return app;
}

export type App = ReturnType<typeof createApp>;
