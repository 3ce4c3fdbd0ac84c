import { MSG, PICKUP_PERSONS_MAX, type ParentHandoverConfirmInput, type ParentPickup, type pickupPersonSchema } from '@wycieczki/shared';
import type { z } from 'zod';
import { recordSensitiveReads } from '../../audit/sensitive-reads';
import type { Db, Tx } from '../../db/client';
import { errors } from '../../lib/errors';
import { parentActorName, type ParentWriter, type TripWriter } from '../../write/trip-write';
import { newHandoverCode } from './handover-code';
import {
  confirmHandover,
  countPickupPersons,
  deletePickupPerson,
  ensureHandoverCode,
  findOpenHandover,
  insertPickupPerson,
  isTripClosed,
  listPickupPersons,
} from './handovers.repo';

type PickupPersonValues = z.output<typeof pickupPersonSchema>;

/** A parent's save in the trip's access log, as every write of the parent page is: what, never the values. */
function recordParentWrite(tx: Tx, link: ParentWriter, what: string): Promise<void> {
  return recordSensitiveReads(tx, {
    userId: null,
    readerName: parentActorName(link.studentName),
    tripId: link.tripId,
    kind: 'parent',
    students: [{ id: link.studentId, name: link.studentName }],
    reason: what,
  });
}

/**
 * 'Odbiór dziecka' on the parent page (issue 54): 'Kto może odebrać dziecko' (the people the parent
 * names, whom the leader may then hand the child to), the handover the leader recorded with
 * 'Potwierdzam odbiór', and the one-time code to give the teacher in person. Every write goes through
 * the write path in the parent's name, into the feed (that someone was named, never who) and the
 * access log.
 */
export function createParentPickup({ db, writer }: { db: Db; writer: TripWriter }) {
  return {
    /** What the page shows; null on a finished trip. The child's code is made the first time the page needs it, and none is shown once the pickup is confirmed. */
    async view(link: ParentWriter): Promise<ParentPickup | null> {
      if (await isTripClosed(db, link.tripId)) return null;
      const persons = await listPickupPersons(db, link.studentId);
      const handover = await findOpenHandover(db, link.studentId);
      // A pickup confirmed is done (issue 63): no fresh code is offered until 'Powrót do grupy'.
      const code = handover?.confirmedAt ? null : await ensureHandoverCode(db, link.studentId, newHandoverCode());
      return {
        persons: persons.map(({ studentId: _student, ...person }) => person),
        handover: handover
          ? {
              id: handover.id,
              collectorName: handover.collectorName,
              collectedAt: handover.collectedAt,
              place: handover.place,
              confirmedAt: handover.confirmedAt,
              confirmedVia: handover.confirmedVia,
            }
          : null,
        code,
      };
    },

    async name(link: ParentWriter, input: PickupPersonValues): Promise<void> {
      await writer.writeAsParent(link, async ({ tx, announce }) => {
        if ((await countPickupPersons(tx, link.studentId)) >= PICKUP_PERSONS_MAX) throw errors.validation(MSG.pickupPersonsTooMany);
        await insertPickupPerson(tx, {
          tripId: link.tripId,
          studentId: link.studentId,
          name: input.name,
          relation: input.relation ?? null,
          phone: input.phone ?? null,
          document: input.document ?? null,
        });
        await recordParentWrite(tx, link, 'Wskazano osobę, która może odebrać dziecko');
        announce({ topic: 'students', action: 'updated', line: { key: 'pickupPersonNamed', student: link.studentName } });
      });
    },

    async remove(link: ParentWriter, personId: string): Promise<void> {
      await writer.writeAsParent(link, async ({ tx, announce }) => {
        if (!(await deletePickupPerson(tx, link.studentId, personId))) throw errors.notFound(MSG.pickupPersonNotFound);
        await recordParentWrite(tx, link, 'Usunięto osobę, która mogła odebrać dziecko');
        announce({ topic: 'students', action: 'updated', line: { key: 'pickupPersonRemoved', student: link.studentName } });
      });
    },

    /** 'Potwierdzam odbiór': the child's open handover, confirmed by the link; a second tap changes nothing. */
    async confirm(link: ParentWriter, input: ParentHandoverConfirmInput): Promise<void> {
      await writer.writeAsParent(link, async ({ tx, announce }) => {
        const open = await findOpenHandover(tx, link.studentId);
        if (!open || open.id !== input.handoverId) throw errors.notFound(MSG.handoverNoneToConfirm);
        if (open.confirmedAt) return;
        await confirmHandover(tx, open.id, 'link');
        await recordParentWrite(tx, link, 'Potwierdzono odbiór dziecka');
        announce({ topic: 'students', action: 'updated', line: { key: 'handoverConfirmed', student: link.studentName, via: 'link' } });
      });
    },
  };
}
