import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { MSG, type ApiErrorBody } from '@wycieczki/shared';
import type { AppEnv } from './app-env';
import type { MapConfig } from './config';
import { requireUser } from './auth/middleware';
import type { TokenSigner } from './auth/tokens';
import type { Database } from './db/client';
import { attendanceRoutes } from './features/attendance/attendance.routes';
import { createAttendanceService } from './features/attendance/attendance.service';
import { authRoutes } from './features/auth/auth.routes';
import { createAuthService } from './features/auth/auth.service';
import { healthRoutes } from './features/health/health.routes';
import { guardiansRoutes } from './features/guardians/guardians.routes';
import { createGuardiansService } from './features/guardians/guardians.service';
import { locationsRoutes } from './features/locations/locations.routes';
import { createLocationsService } from './features/locations/locations.service';
import { profileRoutes } from './features/profile/profile.routes';
import { roomsRoutes } from './features/rooms/rooms.routes';
import { createRoomsService } from './features/rooms/rooms.service';
import { studentsRoutes } from './features/students/students.routes';
import { createStudentsService } from './features/students/students.service';
import { createProfileService } from './features/profile/profile.service';
import { tripsRoutes } from './features/trips/trips.routes';
import { createTripsService } from './features/trips/trips.service';
import { usersRoutes } from './features/users/users.routes';
import { errorResponse } from './lib/errors';
import { eventsRoutes } from './realtime/events.routes';
import type { RealtimeHub } from './realtime/hub';
import { serveWebApp } from './web-app';

export const MAX_BODY_BYTES = 1024 * 1024;

export type AppDeps = {
  database: Database;
  tokens: TokenSigner;
  realtime: RealtimeHub;
  trustProxy: boolean;
  /** The built web app; null serves the API alone (tests). */
  webDistDir: string | null;
  map?: MapConfig;
  /** True once SIGTERM arrived: answers then ask the client to reconnect elsewhere. */
  isStopping?: () => boolean;
};

export const DEFAULT_MAP: MapConfig = { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' };

/** Builds the whole HTTP surface from the feature routers. Used by the server and by the API tests. */
export function createApp({ database, tokens, realtime, trustProxy, webDistDir, map = DEFAULT_MAP, isStopping = () => false }: AppDeps) {
  const { db } = database;
  const app = new Hono<AppEnv>();

  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Map tiles come from the configured tile server, and from nowhere else.
        imgSrc: ["'self'", 'data:', 'blob:', new URL(map.tileUrl.replace(/\{[a-z]\}/g, '0')).origin],
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
  app.use(async (c, next) => {
    await next();
    if (isStopping()) c.header('Connection', 'close');
  });
  const compressor = compress();
  // The event stream must reach the browser event by event, not when a compression block fills.
  app.use((c, next) => (c.req.path === '/api/events' ? next() : compressor(c, next)));
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
  app.get('/api/config', (c) => c.json({ map }));
  app.route('/api/auth', authRoutes(createAuthService({ db, tokens }), tokens, { trustProxy }));
  app.use('/api/profile', authed);
  app.route('/api/profile', profileRoutes(createProfileService({ db })));
  app.use('/api/trips', authed);
  app.use('/api/trips/*', authed);
  app.route('/api/trips', tripsRoutes(createTripsService({ db })));
  app.route('/api/trips', guardiansRoutes(createGuardiansService({ db })));
  app.route('/api/trips', studentsRoutes(createStudentsService({ db })));
  app.route('/api/trips', roomsRoutes(createRoomsService({ db })));
  app.route('/api/trips', attendanceRoutes(createAttendanceService({ db })));
  app.route('/api/trips', locationsRoutes(createLocationsService({ db })));
  app.use('/api/users/*', authed);
  app.route('/api/users', usersRoutes(db));
  app.route('/api/events', eventsRoutes(realtime, tokens));

  app.all('/api/*', (c) => c.json<ApiErrorBody>({ error: { code: 'not_found', message: MSG.notFound } }, 404));
  if (webDistDir) app.get('*', serveWebApp(webDistDir));

  app.onError((error, c) => errorResponse(c, error));
  return app;
}

export type App = ReturnType<typeof createApp>;
