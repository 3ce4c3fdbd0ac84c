import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MSG, type ApiErrorBody } from '@wycieczki/shared';
import { describeError } from './describe-error';
import { log } from './log';

export type ErrorCode =
  | 'validation'
  | 'invalid_json'
  | 'body_too_large'
  | 'unauthenticated'
  | 'session_expired'
  | 'bad_credentials'
  | 'too_many_attempts'
  | 'too_many_sign_ups'
  | 'too_many_searches'
  | 'import_busy'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'email_taken'
  | 'database_unavailable'
  | 'internal';

/** The one error type of the server: an HTTP status, a stable code and a Polish message for the user. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const errors = {
  validation: (message: string) => new AppError(400, 'validation', message),
  unauthenticated: () => new AppError(401, 'unauthenticated', MSG.unauthenticated),
  sessionExpired: () => new AppError(401, 'session_expired', MSG.sessionExpired),
  forbidden: (message: string) => new AppError(403, 'forbidden', message),
  notFound: (message: string = MSG.notFound) => new AppError(404, 'not_found', message),
  conflict: (message: string) => new AppError(409, 'conflict', message),
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

/** The one place an error becomes an HTTP answer. Unknown errors are logged and never shown. */
export function errorResponse(c: Context, error: unknown): Response {
  if (error instanceof AppError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json<ApiErrorBody>({ error: { code: error.code, message: error.message } }, error.status);
  }
  if (isConnectionError(error)) {
    log.warn('database unavailable', { path: c.req.path });
    return c.json<ApiErrorBody>({ error: { code: 'database_unavailable', message: MSG.databaseUnavailable } }, 503);
  }
  log.error('unhandled error', { method: c.req.method, path: c.req.path, ...describeError(error) });
  return c.json<ApiErrorBody>({ error: { code: 'internal', message: MSG.serverError } }, 500);
}
