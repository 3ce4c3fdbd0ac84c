import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { CHANGE_COUNT_HEADER, MSG } from '@wycieczki/shared';
import type { AppEnv } from './app-env';
import type { MapConfig } from './config';
import { requireUser } from './auth/middleware';
import type { TokenSigner } from './auth/tokens';
import type { Database } from './db/client';
import { attendanceRoutes } from './features/attendance/attendance.routes';
import { createAttendanceService } from './features/attendance/attendance.service';
import { authRoutes } from './features/auth/auth.routes';
import { createAuthService } from './features/auth/auth.service';
import { createPasswordResetService } from './features/auth/password-reset.service';
import { CONFIRM_EMAIL_PATH, createEmailConfirmationService } from './features/auth/email-confirmation.service';
import { operatorRoutes } from './operator/operator-channel';
import { accessLogRoutes, schoolAccessLogRoutes } from './features/access-log/access-log.routes';
import { createAccessLogService } from './features/access-log/access-log.service';
import { documentJobRoutes, tripDocumentsRoutes } from './features/documents/documents.routes';
import { createDocumentJobs, type DocumentJobs } from './features/documents/document-jobs';
import { groupsRoutes } from './features/groups/groups.routes';
import { handoversRoutes } from './features/handovers/handovers.routes';
import { createHandoversService } from './features/handovers/handovers.service';
import { alarmSeenFromPushRoutes, alarmsRoutes } from './features/alarms/alarms.routes';
import { ALARM_SEEN_KEY, createAlarmSeenTokens } from './features/alarms/alarm-seen-token';
import { pushRoutes } from './features/push/push.routes';
import type { PushOrigins } from './push/push-origins';
import type { VapidKeys } from './push/vapid';
import webpush from 'web-push';
import { archiveRoutes } from './features/archive/archive.routes';
import { createArchiveService } from './features/archive/archive.service';
import { createAlarmsService } from './features/alarms/alarms.service';
import { createGroupsService } from './features/groups/groups.service';
import { schoolTripsRoutes, tripApprovalRoutes } from './features/approvals/approvals.routes';
import { createApprovalsService } from './features/approvals/approvals.service';
import { emergencyRoutes } from './features/emergency/emergency.routes';
import { createEmergencyService } from './features/emergency/emergency.service';
import { activityRoutes } from './features/activity/activity.routes';
import { createActivityService } from './features/activity/activity.service';
import { createDocumentsService } from './features/documents/documents.service';
import { healthRoutes } from './features/health/health.routes';
import { guardiansRoutes, tripInvitationRoutes } from './features/guardians/guardians.routes';
import { createTripInvitationsService, TRIP_INVITATION_PATH } from './features/guardians/invitations.service';
import { createGuardiansService } from './features/guardians/guardians.service';
import { locationsRoutes } from './features/locations/locations.routes';
import { createLocationsService } from './features/locations/locations.service';
import { profileRoutes } from './features/profile/profile.routes';
import { programRoutes } from './features/program/program.routes';
import { createProgramService } from './features/program/program.service';
import { roomsRoutes } from './features/rooms/rooms.routes';
import { roomingRoutes } from './features/rooming/rooming.routes';
import { createRoomingService } from './features/rooming/rooming.service';
import { createRoomsService } from './features/rooms/rooms.service';
import { studentsRoutes } from './features/students/students.routes';
import { createStudentsService } from './features/students/students.service';
import { createProfileService } from './features/profile/profile.service';
import { createMessagesService } from './features/messages/messages.service';
import { createLinkSecrets } from './lib/link-secrets';
import { createParentLinksService } from './features/parents/parent-links.service';
import { createParentPageService } from './features/parents/parent-page.service';
import { createParentReminders, type RemindParents } from './features/parents/parent-reminders';
import { createCoachCheckReminders, type RemindCoachChecks } from './features/transport/coach-check-reminders';
import { transportRoutes } from './features/transport/transport.routes';
import { createTransportService } from './features/transport/transport.service';
import { createPaymentsService } from './features/payments/payments.service';
import { createSchoolRecordsService } from './features/schools/school-records.service';
import { createSchoolsService } from './features/schools/schools.service';
import { registerRoutes } from './features/school-register/register.routes';
import { createRegisterService } from './features/school-register/register.service';
import { schoolInvitationRoutes, schoolsRoutes } from './features/schools/schools.routes';
import { paymentsRoutes } from './features/payments/payments.routes';
import { schoolSettlementRoutes, settlementRoutes } from './features/settlement/settlement.routes';
import { createSettlementService } from './features/settlement/settlement.service';
import { parentLinksRoutes, parentRoutes } from './features/parents/parents.routes';
import { tripsRoutes } from './features/trips/trips.routes';
import { createTripsService } from './features/trips/trips.service';
import { kartaApprovalRule } from './features/approvals/approval-watch';
import { settlementApprovalRule } from './features/settlement/settlement-watch';
import { createTripWriter } from './write/trip-write';
import { medicinesRoutes } from './features/medicines/medicines.routes';
import { createMedicinesService } from './features/medicines/medicines.service';
import { createMedicineCardService } from './features/medicines/medicine-card';
import { createMedicineOverdue, type PushOverdueDoses } from './features/medicines/medicine-overdue';
import { usersRoutes } from './features/users/users.routes';
import { AppError, errorResponse, errors } from './lib/errors';
import { isCleanUrl } from './lib/safe-json';
import { eventsRoutes } from './realtime/events.routes';
import type { RealtimeHub } from './realtime/hub';
import { serveWebApp } from './web-app';
import { requestObservation } from './operator/request-observation';
import { metricsRoutes } from './operator/metrics.routes';

export const MAX_BODY_BYTES = 1024 * 1024;
const REGISTER_FILE_PATH = '/api/schools/mine/register/preview';

/** Pages a secret link opens: they send no Referer and are never indexed. */
const NO_REFERRER_PATHS: ReadonlySet<string> = new Set(['/rodzic', '/reset-password', CONFIRM_EMAIL_PATH, TRIP_INVITATION_PATH, '/szkola/dolacz']);

export type AppDeps = {
  database: Database;
  tokens: TokenSigner;
  realtime: RealtimeHub;
  proxyHops: number;
  /** The built web app; null serves the API alone (tests). */
  webDistDir: string | null;
  map?: MapConfig;
  /** True once SIGTERM arrived: answers then ask the client to reconnect elsewhere. */
  isStopping?: () => boolean;
  /** Sign-ups allowed per client address per throttle window (SIGN_UP_LIMIT). */
  signUpLimit?: number;
  /** PUBLIC_URL when the server sends e-mail (SMTP_URL); null or absent: it sends none. */
  mailPublicUrl?: string | null;
  /** The operator channel's key and the origin of the links it makes (operator/operator-channel.ts); absent: no channel. */
  operator?: { key: string; origin: string };
  /** Push notifications (issue 50): the server's VAPID keys and the push services it may call; absent: keys made for this app alone (tests). */
  push?: PushDeps;
  /** METRICS_TOKEN (issue 55): `/metrics` answers a scrape with this bearer token; absent: no metrics. */
  metricsToken?: string | null;
  /** Given the background jobs the app's features define, for the server to schedule (tests run them by hand). */
  jobs?: (jobs: AppJobs) => void;
};

/**
 * What runs in the background on the app's own services: the documents' jobs (issue 55, taken from
 * the shared queue by `makeDocuments(queue)`), the parents' reminders (issue 50) and the care's.
 */
export type AppJobs = { makeDocuments: DocumentJobs['work']; remindParents: RemindParents; remindCoachChecks: RemindCoachChecks; pushOverdueDoses: PushOverdueDoses };

export type PushDeps = { vapid: VapidKeys; origins: PushOrigins };

/** Keys of their own for an app built without any (a test that pushes nothing): the known push services only. */
function ephemeralPush(): PushDeps {
  return { vapid: { ...webpush.generateVAPIDKeys(), subject: 'mailto:test@wycieczki-szkolne.invalid' }, origins: { extra: [] } };
}

export const DEFAULT_MAP: MapConfig = { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' };

/** Builds the whole HTTP surface from the feature routers. Used by the server and by the API tests. */
export function createApp({
  database,
  tokens,
  realtime,
  proxyHops,
  webDistDir,
  map = DEFAULT_MAP,
  isStopping = () => false,
  signUpLimit,
  mailPublicUrl = null,
  operator,
  push = ephemeralPush(),
  metricsToken = null,
  jobs,
}: AppDeps) {
  const { db } = database;
  const app = new Hono<AppEnv>();

  // First: every request gets its id (in its log lines and its answer's X-Request-Id), one log line
  // when answered, and its count and latency in the metrics (issue 55).
  const metrics = metricsToken ? metricsRoutes(database, realtime, metricsToken) : null;
  app.use(requestObservation(metrics?.metrics ?? null));
  if (metrics) app.route('/metrics', metrics.routes);

  // The security headers and the API's Cache-Control are fixed strings, set in one pass after the
  // handler (on a finished response: `c.header()` there would rebuild it). Measured by npm run bench.
  const securityHeaders = buildSecurityHeaders(map);
  app.use(async (c, next) => {
    // Taken before the handler reads anything (realtime/hub.ts, changeCount).
    const changesSeen = realtime.changeCount();
    await next();
    const headers = c.res.headers;
    for (const [name, value] of securityHeaders) headers.set(name, value);
    if (c.req.path.startsWith('/api/')) {
      headers.set('Cache-Control', 'no-store');
      headers.set(CHANGE_COUNT_HEADER, String(changesSeen));
    }
    if (NO_REFERRER_PATHS.has(c.req.path) || c.req.path.startsWith('/api/parent')) {
      // The parent page (decision 022), 'Ustaw nowe hasło' and the invitations' pages (issue 30): never indexed, and no address of them sent anywhere.
      headers.set('Referrer-Policy', 'no-referrer');
      headers.set('X-Robots-Tag', 'noindex, nofollow');
    }
    if (isStopping()) headers.set('Connection', 'close');
  });
  const compressor = compress();
  app.use((c, next) =>
    // Only for a client that accepts it; the event streams must reach the browser event by event,
    // not when a compression block fills.
    c.req.path === '/api/events' || c.req.path === '/api/parent/events' || !c.req.header('accept-encoding') ? next() : compressor(c, next),
  );
  app.use('/api/*', async (c, next) => {
    // A NUL or a byte that is no UTF-8 in the path or the query string: 400, before any handler.
    const url = c.req.url;
    if (!isCleanUrl(url.slice(url.indexOf('/', url.indexOf('//') + 2)))) return errorResponse(c, errors.validation(MSG.invalidRequest));
    return next();
  });
  const tooLarge = (c: Context<AppEnv>) => errorResponse(c, new AppError('body_too_large', MSG.bodyTooLarge));
  const limitBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  app.use('/api/*', async (c, next) => {
    // GET and HEAD carry no body. A declared Content-Length is checked as it stands: Node's parser
    // delivers exactly that many bytes. Only a chunked body is counted as it streams in (bodyLimit),
    // because touching the body builds a whole fetch Request, which costs more than most handlers.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const declared = c.req.header('content-length');
    // The school's register (issue 51) is one file of the whole school: its route has its own limit.
    if (c.req.path === REGISTER_FILE_PATH) return next();
    if (declared !== undefined && !c.req.header('transfer-encoding')) return Number(declared) > MAX_BODY_BYTES ? tooLarge(c) : next();
    return limitBody(c, next);
  });

  const authed = requireUser(tokens);
  app.route('/api/health', healthRoutes(database, isStopping));
  // `mail`: whether this server sends e-mail, so a screen that would send one says what to do instead.
  app.get('/api/config', (c) => c.json({ map, mail: mailPublicUrl !== null }));
  const passwordResets = createPasswordResetService({ db, tokens, publicUrl: mailPublicUrl });
  const confirmations = createEmailConfirmationService({ db, publicUrl: mailPublicUrl });
  app.route('/api/auth', authRoutes(createAuthService({ db, tokens, signUpLimit }), passwordResets, confirmations, tokens, { proxyHops }));
  if (operator) app.route('/api/operator', operatorRoutes(passwordResets, operator.key, operator.origin));
  app.use('/api/profile', authed);
  app.use('/api/profile/*', authed);
  app.route('/api/profile', profileRoutes(createProfileService({ db }), { proxyHops }));
  app.use('/api/schools', authed);
  app.use('/api/schools/*', authed);
  const schools = createSchoolsService({ db, secrets: createLinkSecrets(tokens.deriveKey('school-invitations')), publicUrl: mailPublicUrl, passwordResets });
  app.route('/api/schools', schoolsRoutes(schools, createSchoolRecordsService({ db })));
  app.route('/api/schools/mine/register', registerRoutes(createRegisterService({ db })));
  // The school invitation's page before joining (issue 48): no account needed.
  app.route('/api/school-invitations', schoolInvitationRoutes(schools, { db, proxyHops }));
  const accessLog = createAccessLogService({ db });
  app.route('/api/schools', schoolAccessLogRoutes(accessLog));
  // 'Archiwum zgód' (issue 31): the trip's creator and the school's head read what the erasure kept.
  app.use('/api/consent-archive', authed);
  app.use('/api/consent-archive/*', authed);
  app.route('/api/consent-archive', archiveRoutes(createArchiveService({ db })));
  // 'Powiadomienia na tym telefonie' (issue 50): the key for anyone, the devices for their owner.
  app.use('/api/push/devices', authed);
  app.use('/api/push/devices/*', authed);
  app.route('/api/push', pushRoutes({ db, publicKey: push.vapid.publicKey, origins: push.origins }));
  app.use('/api/trips', authed);
  app.use('/api/trips/*', authed);
  // The one write path (decision 012, amended by 033), with the rules every write of a trip runs after its work.
  const writer = createTripWriter(db, [kartaApprovalRule, settlementApprovalRule]);
  app.route('/api/trips', tripsRoutes(createTripsService({ db, writer, publicUrl: mailPublicUrl })));
  const tripInvitations = createTripInvitationsService({ db, writer, secrets: createLinkSecrets(tokens.deriveKey('trip-invitations')), publicUrl: mailPublicUrl });
  app.route('/api/trips', guardiansRoutes(createGuardiansService({ db, writer, publicUrl: mailPublicUrl }), tripInvitations));
  app.route('/api/trips', studentsRoutes(createStudentsService({ db, writer })));
  app.route('/api/trips', roomsRoutes(createRoomsService({ db, writer })));
  app.route('/api/trips', roomingRoutes(createRoomingService({ db, writer })));
  app.route('/api/trips', attendanceRoutes(createAttendanceService({ db, writer })));
  app.route('/api/trips', locationsRoutes(createLocationsService({ db, writer })));
  app.route('/api/trips', programRoutes(createProgramService({ db, writer })));
  app.route('/api/trips', groupsRoutes(createGroupsService({ writer })));
  // 'Odbiór przez rodzica' (issue 54).
  app.route('/api/trips', handoversRoutes(createHandoversService({ db, writer })));
  const alarms = createAlarmsService({ db, writer, seenTokens: createAlarmSeenTokens(tokens.deriveKey(ALARM_SEEN_KEY)) });
  app.route('/api/trips', alarmsRoutes(alarms));
  // 'Widzę' from an alarm's notification: the permission the push carried, no session (issue 50).
  app.route('/api/alarms', alarmSeenFromPushRoutes(alarms));
  // 'Leki' (issue 54): a student's medicines, the doses marked, 'Karta podawania leków (PDF)'.
  app.route('/api/trips', medicinesRoutes(createMedicinesService({ db, writer }), createMedicineCardService({ writer })));
  const linkSecrets = createLinkSecrets(tokens.deriveKey('parent-links'));
  const parentLinks = createParentLinksService({ writer, secrets: linkSecrets });
  // The trip's documents, made by jobs of the shared queue (issue 55) on whichever instance takes them.
  const documentJobs = createDocumentJobs({ db, documents: createDocumentsService({ db, writer, links: parentLinks }) });
  jobs?.({
    makeDocuments: documentJobs.work,
    remindParents: createParentReminders({ db, writer, secrets: linkSecrets }),
    remindCoachChecks: createCoachCheckReminders({ db, publicUrl: mailPublicUrl }),
    // 'Lek nie został podany' (issue 54): an overdue dose to its group guardian's phone.
    pushOverdueDoses: createMedicineOverdue({ db }),
  });
  app.route('/api/trips', tripDocumentsRoutes(documentJobs, { reader: 'member', proxyHops }));
  app.use('/api/documents/*', authed);
  app.route('/api/documents', documentJobRoutes(documentJobs));
  // Issue 27: the karta's approval, for the trip's members and for the school's head.
  const approvals = createApprovalsService({ db, writer, publicUrl: mailPublicUrl });
  app.route('/api/trips', tripApprovalRoutes(approvals));
  app.route('/api/schools/mine/trips', schoolTripsRoutes(approvals));
  app.route('/api/schools/mine/trips', tripDocumentsRoutes(documentJobs, { reader: 'head', proxyHops }));
  app.route('/api/trips', activityRoutes(createActivityService({ db, writer })));
  app.route('/api/trips', emergencyRoutes(createEmergencyService({ db, writer })));
  // 'Przewóz' and 'Ubezpieczenie' (issue 54).
  app.route('/api/trips', transportRoutes(createTransportService({ db, writer })));
  app.route('/api/trips', accessLogRoutes(accessLog));
  app.route('/api/trips', parentLinksRoutes(parentLinks, createMessagesService({ db, writer, links: linkSecrets })));
  app.route('/api/trips', paymentsRoutes(createPaymentsService({ db, writer })));
  const settlement = createSettlementService({ db, writer });
  app.route('/api/trips', settlementRoutes(settlement));
  app.route('/api/schools/mine/trips', schoolSettlementRoutes(settlement));
  app.route('/api/parent', parentRoutes(createParentPageService({ db, writer, secrets: linkSecrets }), { db, proxyHops, pushOrigins: push.origins, realtime }));
  app.use('/api/trip-invitations/accept', authed);
  app.route('/api/trip-invitations', tripInvitationRoutes(tripInvitations, { db, proxyHops }));
  app.use('/api/users/*', authed);
  app.route('/api/users', usersRoutes(db));
  app.route('/api/events', eventsRoutes(realtime, tokens));

  app.all('/api/*', (c) => errorResponse(c, errors.notFound()));
  if (webDistDir) app.get('*', serveWebApp(webDistDir));

  app.onError((error, c) => errorResponse(c, error));
  return app;
}

export type App = ReturnType<typeof createApp>;

/**
 * CSP without inline scripts or eval, nosniff, no framing, a strict referrer policy; images also from
 * the map's tile server. 'wasm-unsafe-eval' lets the badge scanner compile its QR decoder
 * (WebAssembly, issue 28) and nothing else: JavaScript's eval stays forbidden.
 */
function buildSecurityHeaders(map: MapConfig): [string, string][] {
  const tileOrigin = new URL(map.tileUrl.replace(/\{[a-z]\}/g, '0')).origin;
  const csp = [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${tileOrigin}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return [
    ['Content-Security-Policy', csp],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
}
