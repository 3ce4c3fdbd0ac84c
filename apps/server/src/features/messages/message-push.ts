import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { LinkSecrets } from '../../lib/link-secrets';
import { queuePush } from '../../push/push-queue';
import type { ParentLanguage } from '@wycieczki/shared';
import { parentPushText } from '../../push/push-text';

/** A notification shows a few lines: the whole message is on the parent page. */
const BODY_MAX = 300;

/**
 * A new 'Komunikat' to every parent link of the trip with notifications on (issue 50), in the sending
 * transaction. A tap opens that child's parent page: the link's address is in the push, which only
 * that parent's browser can read (encrypted to its keys).
 */
export async function pushToParents(tx: Tx, tripId: string, body: string, links: LinkSecrets): Promise<void> {
  const result = await tx.execute<{ id: string; trip: string; language: ParentLanguage | null }>(sql`
    select l.id, t.name as trip, l.language from parent_links l join trips t on t.id = l.trip_id
    where l.trip_id = ${tripId} and exists (select 1 from push_subscriptions s where s.parent_link_id = l.id)`);
  const rows = (result as unknown as { rows: { id: string; trip: string; language: ParentLanguage | null }[] }).rows;
  if (rows.length === 0) return;
  // Each parent in the link's language (issue 53); the teacher's words as written.
  const languageOf = new Map(rows.map((row) => [row.id, row.language]));
  // Cut by characters, not UTF-16 units: an emoji at the cut stays whole (half of one broke the write, issue 62).
  const characters = [...body];
  const short = characters.length > BODY_MAX ? `${characters.slice(0, BODY_MAX - 1).join('')}…` : body;
  await queuePush(tx, { parentLinkIds: rows.map((row) => row.id) }, 'message', (linkId) => ({
    kind: 'message',
    title: parentPushText(languageOf.get(linkId) ?? null)('message.title', { trip: rows[0]!.trip }),
    body: parentPushText(languageOf.get(linkId) ?? null)('message.body', { body: short }),
    url: `/rodzic#${links.secretOf(linkId)}`,
    tag: `message-${tripId}`,
  }));
}
