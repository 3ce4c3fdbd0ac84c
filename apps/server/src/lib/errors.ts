import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { builtMessageKey, MSG, type ApiErrorBody } from '@wycieczki/shared';
import { describeError } from './describe-error';
import { log } from './log';

/**
 * Each fixed message's name in MSG, from its Polish text (issue 49): an error answer carries it beside
 * the message, so a client may say it in another language. The first name of a text said twice.
 */
const KEY_OF_MESSAGE: ReadonlyMap<string, string> = new Map(
  Object.entries(MSG)
    .reverse()
    .map(([key, text]) => [text, key] as const),
);

/** The error's body: its code, its Polish message and that message's key (MSG's, or its builder's). */
function errorBody(code: string, message: string): ApiErrorBody {
  const key = KEY_OF_MESSAGE.get(message) ?? builtMessageKey(message);
  return { error: key ? { code, message, key } : { code, message } };
}

/** Every error code the API answers with, and its HTTP status: the one place a status is chosen. */
export const ERROR_STATUS = {
  validation: 400,
  invalid_json: 400,
  unauthenticated: 401,
  session_expired: 401,
  /** A session ended by a change of the password (issue 48): the device says why it is signed out. */
  password_changed: 401,
  bad_credentials: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  email_taken: 409,
  /** The server sends no e-mail (no SMTP_URL): the screen says what to do instead (issue 30). */
  mail_disabled: 409,
  /** 'Wyślij zaproszenie' to an address that has an account: it is added, not invited (issue 30). */
  account_exists: 409,
  /** A trip invitation opened by an account with another address (issue 30). */
  invitation_other_address: 403,
  /** An invitation mailed by an account that has not confirmed its own address (issue 47). */
  email_unconfirmed: 403,
  body_too_large: 413,
  too_many_attempts: 429,
  too_many_sign_ups: 429,
  too_many_searches: 429,
  too_many_reveals: 429,
  too_many_parent_requests: 429,
  too_many_password_resets: 429,
  too_many_invitations: 429,
  too_many_confirmation_mails: 429,
  /** A used or expired password-reset link (issue 30). */
  reset_link_expired: 410,
  /** A used or expired 'Potwierdź adres e-mail' link (issue 47). */
  confirmation_link_expired: 410,
  internal: 500,
  database_unavailable: 503,
  import_busy: 503,
  documents_busy: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_STATUS, code);
}

/** The one error type of the server: a stable code (which decides the HTTP status) and a Polish message for the user. */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

export const errors = {
  validation: (message: string) => new AppError('validation', message),
  unauthenticated: () => new AppError('unauthenticated', MSG.unauthenticated),
  sessionExpired: () => new AppError('session_expired', MSG.sessionExpired),
  forbidden: (message: string) => new AppError('forbidden', message),
  notFound: (message: string = MSG.notFound) => new AppError('not_found', message),
  conflict: (message: string) => new AppError('conflict', message),
};

/** Errors a driver throws when the database cannot be reached (server down, restarting, pool timeout). */
function isConnectionError(error: unknown): boolean {
  const codes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08003', '08006']);
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && codes.has(code)) return true;
    if (/Connection terminated|timeout exceeded when trying to connect/i.test(current.message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The one place an error becomes an HTTP answer. Unknown errors are logged and never shown; the line
 * names the route's pattern ('/api/trips/:tripId/students'), never the path, which may hold a reset
 * or invitation token and the ids of a trip and its children (as request-observation.ts logs).
 */
export function errorResponse(c: Context, error: unknown): Response {
  if (error instanceof AppError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json<ApiErrorBody>(errorBody(error.code, error.message), error.status);
  }
  if (isConnectionError(error)) {
    log.warn('database unavailable', { method: c.req.method, route: c.req.routePath });
    return c.json<ApiErrorBody>(errorBody('database_unavailable', MSG.databaseUnavailable), ERROR_STATUS.database_unavailable);
  }
  log.error('unhandled error', { method: c.req.method, route: c.req.routePath, ...describeError(error) });
  return c.json<ApiErrorBody>(errorBody('internal', MSG.serverError), ERROR_STATUS.internal);
}
