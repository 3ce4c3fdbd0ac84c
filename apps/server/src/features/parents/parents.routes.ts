import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import {
  MSG,
  medicineSchema,
  parentConsentSchema,
  parentDataSchema,
  parentHandoverConfirmSchema,
  parentLanguageSchema,
  parentWishesSchema,
  pickupPersonSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  tripMessageSchema,
  type PushStatus,
} from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { THROTTLE, countWithinLimit } from '../../auth/throttle';
import type { Db } from '../../db/client';
import { clientAddress } from '../../lib/client-address';
import { AppError, errors } from '../../lib/errors';
import { ids, parseJsonBody } from '../../lib/validate';
import { isUuid } from '../../lib/uuid';
import type { PushOrigins } from '../../push/push-origins';
import type { RealtimeHub } from '../../realtime/hub';
import { deviceName, hasSubscription, removeSubscription, saveSubscription } from '../../push/subscriptions';
import type { MessagesService } from '../messages/messages.service';
import type { ParentLinksService } from './parent-links.service';
import type { ParentPageService } from './parent-page.service';
import type { OpenedLink } from './parents.repo';

/** What a parent page's stream is told of: its trip's messages. */
const PARENT_TOPICS: ReadonlySet<string> = new Set(['trip_messages']);
const PARENT_HEARTBEAT_MS = 25_000;
const PARENT_STREAM_MS = 60 * 60_000;

/** The header a parent page sends its link's secret in: never in a path, so never in a log. */
export const PARENT_LINK_HEADER = 'X-Parent-Link';

/** Mounted under /api/trips: a child's 'Link dla rodzica', and 'Komunikaty dla rodziców'. */
export function parentLinksRoutes(links: ParentLinksService, messages: MessagesService) {
  return new Hono<AppEnv>()
    .post('/:tripId/students/:studentId/parent-link', async (c) => c.json(await links.link(...ids(c, 'tripId', 'studentId'))))
    .post('/:tripId/students/:studentId/parent-link/revoke', async (c) => c.json(await links.revoke(...ids(c, 'tripId', 'studentId'))))
    .get('/:tripId/parent-notifications', async (c) => c.json(await links.notifications(...ids(c, 'tripId'))))
    .get('/:tripId/messages', async (c) => c.json(await messages.list(...ids(c, 'tripId'))))
    .post('/:tripId/messages', async (c) => c.json(await messages.send(...ids(c, 'tripId'), await parseJsonBody(c, tripMessageSchema)), 201));
}

const tooMany = () => new AppError('too_many_parent_requests', MSG.tooManyParentRequests, { 'Retry-After': String(Math.ceil(THROTTLE.windowMs / 1000)) });

/**
 * /api/parent: what a parent page asks with its link (decision 022). No account: the secret in the
 * X-Parent-Link header is the permission, checked on every request. A link that exists is served
 * under its own ceiling, so it cannot flood the trip, and is never held up by its neighbours: parents
 * behind a school's Wi-Fi or a mobile operator share one address (issue 47). Only misses (wrong or
 * revoked secrets) count against the address, each counted and checked at once; past the ceiling a
 * miss gets 429 instead of 404, so a guesser learns nothing more from it.
 */
export function parentRoutes(
  page: ParentPageService,
  { db, proxyHops, pushOrigins, realtime }: { db: Db; proxyHops: number; pushOrigins: PushOrigins; realtime: Pick<RealtimeHub, 'watchTrip'> },
) {
  const open = async (c: Context<AppEnv>): Promise<OpenedLink> => {
    const link = await page.find(c.req.header(PARENT_LINK_HEADER) ?? '');
    if (!link) {
      const within = await countWithinLimit(db, `parent-miss:${clientAddress(c, proxyHops)}`, THROTTLE.windowMs, THROTTLE.parentMissesPerAddress);
      throw within ? errors.notFound(MSG.parentLinkExpired) : tooMany();
    }
    if (!(await countWithinLimit(db, `parent-link:${link.linkId}`, THROTTLE.windowMs, THROTTLE.parentUsesPerLink))) throw tooMany();
    return link;
  };

  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await page.view(await open(c))))
    .get('/messages', async (c) => c.json(await page.messages(await open(c))))
    // 'Komunikaty' live (issue 50): a nudge when the trip's messages change; the page reads them through its link.
    .get('/events', async (c) => {
      const link = await open(c);
      c.header('X-Accel-Buffering', 'no');
      return streamSSE(c, async (stream) => {
        let writes = Promise.resolve();
        const write = (event: string) => {
          writes = writes.then(() => stream.writeSSE({ event, data: '{}' })).catch(() => undefined);
        };
        let finish: () => void = () => {};
        const finished = new Promise<void>((resolve) => (finish = resolve));
        const unwatch = realtime.watchTrip(link.tripId, PARENT_TOPICS, write, () => finish());
        stream.onAbort(() => finish());
        const heartbeat = setInterval(() => {
          writes = writes.then(() => stream.write(': ping\n\n')).then(() => undefined).catch(() => undefined);
        }, PARENT_HEARTBEAT_MS);
        // A revoked link's stream ends within the hour: the page reconnects, and hears 404 then.
        const lifetime = setTimeout(() => finish(), PARENT_STREAM_MS);
        write('ready');
        await finished;
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        unwatch();
        await writes;
      });
    })
    .put('/data', async (c) => {
      const link = await open(c);
      return c.json(await page.saveData(link, await parseJsonBody(c, parentDataSchema)));
    })
    // The page's language (issue 53).
    .put('/language', async (c) => {
      const link = await open(c);
      return c.json(await page.setLanguage(link, await parseJsonBody(c, parentLanguageSchema)));
    })
    // 'Z kim w pokoju?' (issue 52).
    .put('/rooming', async (c) => {
      const link = await open(c);
      return c.json(await page.saveWishes(link, await parseJsonBody(c, parentWishesSchema)));
    })
    .put('/consent', async (c) => {
      const link = await open(c);
      return c.json(await page.answerConsent(link, await parseJsonBody(c, parentConsentSchema)));
    })
    // 'Odbiór dziecka' (issue 54): 'Kto może odebrać dziecko' and 'Potwierdzam odbiór'.
    .post('/pickup/persons', async (c) => {
      const link = await open(c);
      return c.json(await page.namePickupPerson(link, await parseJsonBody(c, pickupPersonSchema)));
    })
    .post('/pickup/persons/:personId/remove', async (c) => {
      const link = await open(c);
      const personId = c.req.param('personId');
      if (!isUuid(personId)) throw errors.validation(MSG.invalidId);
      return c.json(await page.removePickupPerson(link, personId));
    })
    .post('/pickup/confirm', async (c) => {
      const link = await open(c);
      return c.json(await page.confirmHandover(link, await parseJsonBody(c, parentHandoverConfirmSchema)));
    })
    // 'Leki' (issue 54): the child's medicines.
    .post('/medicines', async (c) => {
      const link = await open(c);
      return c.json(await page.saveMedicine(link, await parseJsonBody(c, medicineSchema), null));
    })
    .put('/medicines/:medicineId', async (c) => {
      const link = await open(c);
      const medicineId = c.req.param('medicineId');
      if (!isUuid(medicineId)) throw errors.validation(MSG.invalidId);
      return c.json(await page.saveMedicine(link, await parseJsonBody(c, medicineSchema), medicineId));
    })
    .post('/medicines/:medicineId/remove', async (c) => {
      const link = await open(c);
      const medicineId = c.req.param('medicineId');
      if (!isUuid(medicineId)) throw errors.validation(MSG.invalidId);
      return c.json(await page.removeMedicine(link, medicineId));
    })
    // 'Powiadamiaj mnie' (issue 50): this browser's subscription for this link, asked, kept or dropped.
    .post('/push/status', async (c) => {
      const link = await open(c);
      const { endpoint } = await parseJsonBody(c, pushUnsubscribeSchema);
      return c.json<PushStatus>({ subscribed: await hasSubscription(db, { parentLinkId: link.linkId }, endpoint) });
    })
    .put('/push', async (c) => {
      const link = await open(c);
      await saveSubscription(db, { parentLinkId: link.linkId }, await parseJsonBody(c, pushSubscriptionSchema), deviceName(c.req.header('user-agent')), pushOrigins);
      return c.json<PushStatus>({ subscribed: true });
    })
    .post('/push/remove', async (c) => {
      const link = await open(c);
      await removeSubscription(db, { parentLinkId: link.linkId }, (await parseJsonBody(c, pushUnsubscribeSchema)).endpoint);
      return c.json<PushStatus>({ subscribed: false });
    });
}
