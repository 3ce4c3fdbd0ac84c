import { CHANGE_COUNT_HEADER, SESSION_MSG } from '@wycieczki/shared';
import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from './api-error';
import { noteChangeCount } from './change-count';
import { noteReachable, noteUnreachable } from './network-reach';
import { refreshSession } from './refresh-session';
import { sessionStore } from './session-store';
import { yieldToBrowser } from './yield-to-browser';

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Bytes sent as they are (e.g. an uploaded file), with the Blob's type or application/octet-stream; instead of `body`. */
  rawBody?: Blob;
  /** Sends the access token; a 401 refreshes the session and retries once. */
  auth?: boolean;
  signal?: AbortSignal;
  /** The request outlives the page (sent as the page is left, e.g. 'Wyloguj' revoking the session). */
  keepalive?: boolean;
  /** Headers of the request itself (an upload's file name, 'X-File-Name'); they win over the defaults. */
  headers?: Record<string, string>;
};

// A screen that opens starts all its queries in one effect, and each fetch() call costs the main
// thread a few milliseconds: seven of them were one long task (docs/performance.md, 2026-11-27). So
// each request first lets the browser draw or answer a tap.
async function send(path: string, options: RequestOptions, accessToken: string | null): Promise<Response> {
  // Not for a request that must leave with the page ('Wyloguj'): the page may be gone after a yield.
  if (!options.keepalive) await yieldToBrowser();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.rawBody !== undefined) headers['Content-Type'] = options.rawBody.type || 'application/octet-stream';
  Object.assign(headers, options.headers);
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  try {
    const response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
      keepalive: options.keepalive,
    });
    noteReachable();
    const changes = response.headers.get(CHANGE_COUNT_HEADER);
    if (changes !== null) noteChangeCount(Number(changes));
    return response;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    noteUnreachable();
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
}

async function parse<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The answer to a request, refused with an ApiError unless it is 2xx; `auth` refreshes a rejected session once. */
async function respond(path: string, options: RequestOptions): Promise<Response> {
  if (!options.auth) {
    const response = await send(path, options, null);
    if (!response.ok) throw await toApiError(response);
    return response;
  }

  const session = sessionStore.getSession();
  if (!session) throw new ApiError(401, 'unauthenticated', SESSION_MSG.unauthenticated);

  let response = await send(path, options, session.accessToken);
  if (response.status === 401) {
    const fresh = await refreshSession(session.refreshToken);
    if (!fresh) throw new ApiError(401, 'session_expired', SESSION_MSG.sessionExpired);
    response = await send(path, options, fresh.accessToken);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return parse<T>(await respond(path, options));
}

/** A file the server makes (a trip's PDF), with the name its Content-Disposition gives. */
export async function apiDownload(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await respond(path, { auth: true });
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}
