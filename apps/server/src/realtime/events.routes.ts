import type { RealtimeReady } from '@wycieczki/shared';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../app-env';
import { requireUser } from '../auth/middleware';
import type { TokenSigner } from '../auth/tokens';
import type { RealtimeHub, RealtimeMessage } from './hub';

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/events: a server-sent event stream of the changes to the trips the user may see.
 * The stream ends when the access token expires; the client reconnects with a fresh token and
 * refetches, so a signed-out or removed user stops hearing anything within one token lifetime.
 */
export function eventsRoutes(hub: RealtimeHub, tokens: TokenSigner) {
  return new Hono<AppEnv>().get('/', requireUser(tokens), (c) => {
    const user = c.get('user');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let writes = Promise.resolve();
      const write = (event: string, data: unknown) => {
        writes = writes.then(() => stream.writeSSE({ event, data: JSON.stringify(data) })).catch(() => undefined);
      };
      let finish: () => void = () => {};
      const finished = new Promise<void>((resolve) => (finish = resolve));

      const unsubscribe = hub.subscribe(
        user.userId,
        user.sessionId,
        (message: RealtimeMessage) => (message.type === 'change' ? write('change', message.event) : write('resync', {})),
        () => finish(),
      );
      stream.onAbort(() => finish());
      const heartbeat = setInterval(() => {
        writes = writes.then(() => stream.write(': ping\n\n')).then(() => undefined).catch(() => undefined);
      }, HEARTBEAT_MS);
      const expiry = setTimeout(() => finish(), Math.max(0, user.expiresAt - Date.now()));

      // Every change after this count reaches this stream; the client refetches data read before it.
      const ready: RealtimeReady = { userId: user.userId, changes: hub.changeCount() };
      write('ready', ready);
      await finished;
      clearInterval(heartbeat);
      clearTimeout(expiry);
      unsubscribe();
      await writes;
    });
  });
}
