import { MSG, type TripMessage, type tripMessageSchema } from '@wycieczki/shared';
import type { z } from 'zod';
import { assertCan, loadTripAccess } from '../../access/trip-access';
import type { Db } from '../../db/client';
import { errors } from '../../lib/errors';
import type { Id } from '../../lib/uuid';
import { type TripWriter } from '../../write/trip-write';
import type { LinkSecrets } from '../../lib/link-secrets';
import { insertMessage, isTripErased, listMessages } from './messages.repo';
import { pushToParents } from './message-push';

type MessageInput = z.output<typeof tripMessageSchema>;

/**
 * 'Komunikaty dla rodziców' (issue 25): any member of the trip writes; every parent page of the trip
 * shows it, and so does the trip's 'Aktywność'. Parents who turned on 'Powiadamiaj mnie' get it as a
 * push (issue 50).
 */
export function createMessagesService({ db, writer, links }: { db: Db; writer: TripWriter; links: LinkSecrets }) {
  const trips = writer;
  return {
    async list(userId: Id, tripId: Id): Promise<TripMessage[]> {
      assertCan(await loadTripAccess(db, userId, tripId), 'view');
      return listMessages(db, tripId);
    },

    async send(userId: Id, tripId: Id, input: MessageInput): Promise<TripMessage> {
      return trips.write(userId, tripId, 'editContent', async ({ tx, announce }) => {
        // No parent reads it any more, and the erasure would take it at its next run (issue 47).
        if (await isTripErased(tx, tripId)) throw errors.validation(MSG.parentMessagesErased);
        const message = await insertMessage(tx, tripId, userId, input.body);
        announce({ topic: 'trip_messages', action: 'created', entityId: message.id, line: { key: 'messageSent', body: input.body } });
        await pushToParents(tx, tripId, input.body, links);
        return message;
      });
    },

    /** For the parent page, whose link the caller has checked (features/parents): no account to ask. */
    ofTrip: (tripId: string): Promise<TripMessage[]> => listMessages(db, tripId),
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
