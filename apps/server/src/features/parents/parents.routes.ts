import { Hono, type Context } from 'hono';
import { MSG, parentConsentSchema, parentDataSchema, pushSubscriptionSchema, pushUnsubscribeSchema, tripMessageSchema, type PushStatus } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { THROTTLE, countWithinLimit } from '../../auth/throttle';
import type { Db } from '../../db/client';
import { clientAddress } from '../../lib/client-address';
import { AppError, errors } from '../../lib/errors';
import { ids, parseJsonBody } from '../../lib/validate';
import type { PushOrigins } from '../../push/push-origins';
import { deviceName, hasSubscription, removeSubscription, saveSubscription } from '../../push/subscriptions';
import type { MessagesService } from '../messages/messages.service';
import type { ParentLinksService } from './parent-links.service';
import type { ParentPageService } from './parent-page.service';
import type { OpenedLink } from './parents.repo';

/** The header a parent page sends its link's secret in: never in a path, so never in a log. */
export const PARENT_LINK_HEADER = 'X-Parent-Link';

/** Mounted under /api/trips: a child's 'Link dla rodzica', and 'Komunikaty dla rodziców'. */
export function parentLinksRoutes(links: ParentLinksService, messages: MessagesService) {
  return new Hono<AppEnv>()
    .post('/:tripId/students/:studentId/parent-link', async (c) => c.json(await links.link(...ids(c, 'tripId', 'studentId'))))
    .post('/:tripId/students/:studentId/parent-link/revoke', async (c) => c.json(await links.revoke(...ids(c, 'tripId', 'studentId'))))
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
export function parentRoutes(page: ParentPageService, { db, proxyHops, pushOrigins }: { db: Db; proxyHops: number; pushOrigins: PushOrigins }) {
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
    .put('/data', async (c) => {
      const link = await open(c);
      return c.json(await page.saveData(link, await parseJsonBody(c, parentDataSchema)));
    })
    .put('/consent', async (c) => {
      const link = await open(c);
      return c.json(await page.answerConsent(link, await parseJsonBody(c, parentConsentSchema)));
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
