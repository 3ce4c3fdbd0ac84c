import { MSG, type TripDocumentKind } from '@wycieczki/shared';
import { loadSchoolTripAccess } from '../../access/school-access';
import { assertCan, can, loadTripAccess } from '../../access/trip-access';
import type { Db } from '../../db/client';
import { errors } from '../../lib/errors';
import type { Id } from '../../lib/uuid';
import { type TripWriter } from '../../write/trip-write';
import type { ParentLinksService } from '../parents/parent-links.service';
import { recordSensitiveReads } from '../../audit/sensitive-reads';
import { readTripPaperwork, type StoredPaperwork, type TripPaperwork } from '../../paperwork/paperwork.repo';
import { BADGES_PER_PAGE } from '../../paperwork/layouts';
import { renderInWorker } from '../../paperwork/pdf-in-worker';
import { fileSlug } from '../../paperwork/file-names';
import { listProgram } from '../../paperwork/program-rows';

export const DOCUMENT_KINDS: readonly TripDocumentKind[] = ['karta', 'lista', 'zgody', 'linki', 'identyfikatory'];

const FILE_PREFIX: Record<TripDocumentKind, string> = { karta: 'karta-wycieczki', lista: 'lista-uczestnikow', zgody: 'zgody', linki: 'linki-dla-rodzicow', identyfikatory: 'identyfikatory' };

export function documentFileName(kind: TripDocumentKind, tripName: string): string {
  return `${FILE_PREFIX[kind]}-${fileSlug(tripName)}.pdf`;
}

/**
 * The trip's printable documents, for any member. Parent phones are printed for the creator only,
 * like everywhere else (docs/decisions/004); for anyone else their column is left blank to fill in
 * by hand. A creator's list with the phones is recorded as a read of each phone it prints.
 */
/**
 * `links` hands out the parent links printed on 'Linki dla rodziców' and on the consent forms (issue
 * 25): for the creator and the leader, who may hand links out; anyone else's consent forms have none.
 */
export function createDocumentsService({ db, writer, links }: { db: Db; writer: TripWriter; links?: ParentLinksService }) {
  const trips = writer;

  async function readOr404(tripId: Id): Promise<StoredPaperwork> {
    const trip = await readTripPaperwork(db, tripId);
    if (!trip) throw errors.notFound(MSG.tripNotFound);
    return trip;
  }

  return {
    async render(userId: Id, tripId: Id, kind: TripDocumentKind, origin: string): Promise<{ fileName: string; pdf: Uint8Array }> {
      const access = await loadTripAccess(db, userId, tripId);
      if (kind === 'linki') assertCan(access, 'manageParentLinks');
      const paths = links && (kind === 'linki' || (kind === 'zgody' && can(access, 'manageParentLinks'))) ? await links.pathsFor(userId, tripId) : null;
      if (kind === 'linki' && !paths) throw errors.validation(MSG.parentLinkErased);
      const showPhones = kind === 'lista' && can(access, 'readSensitive');
      let trip: StoredPaperwork;
      if (showPhones) {
        // The phones read and their audit rows go together, through the write path.
        trip = await trips.write(userId, tripId, 'readSensitive', async ({ tx }) => {
          const found = await readTripPaperwork(tx, tripId);
          if (!found) throw errors.notFound(MSG.tripNotFound);
          // One entry per phone printed, named after the document.
          const printed = found.students.filter((s) => s.parentPhone);
          await recordSensitiveReads(tx, { userId, tripId, kind: 'document', reason: 'Lista uczestników (PDF)', students: printed });
          return found;
        });
      } else {
        trip = await readOr404(tripId);
      }
      // Only the creator's list carries the phones out of this process.
      const printed: TripPaperwork = {
        ...trip,
        students: trip.students.map((s) => {
          const path = paths?.get(s.id);
          return { ...s, parentPhone: showPhones ? s.parentPhone : null, ...(path ? { parentLink: `${origin}${path}` } : {}) };
        }),
        program: await listProgram(db, tripId),
      };
      // About one page a student for the consents; a list or a karta is a few pages.
      // A page with a QR code takes two to three times as long to lay out (its modules are drawn one by
      // one): it counts three times in the time a document may take (pdf-in-worker.ts).
      const qrWeight = paths ? 3 : 1;
      const pages =
        kind === 'zgody'
          ? printed.students.length * qrWeight
          : kind === 'linki'
            ? Math.ceil(printed.students.length / 4) * qrWeight
            : kind === 'identyfikatory'
              ? Math.ceil(printed.students.length / BADGES_PER_PAGE) * 3
              : Math.ceil(printed.students.length / 30) + 2;
      const pdf = await renderInWorker(userId, pages, { kind, trip: printed, showPhones });
      return { fileName: documentFileName(kind, trip.name), pdf };
    },

    /**
     * The school's head reading a school trip's documents (issue 27): the karta (with the approval
     * line once approved), the list and the consent forms, never a parent's phone or a parent link
     * (RODO: the head needs neither to decide on the trip). 'Linki dla rodziców' and the badges are not the head's.
     */
    async renderForHead(userId: Id, tripId: Id, kind: TripDocumentKind): Promise<{ fileName: string; pdf: Uint8Array }> {
      if (kind === 'linki' || kind === 'identyfikatory') throw errors.notFound(MSG.documentNotFound);
      await loadSchoolTripAccess(db, userId, tripId);
      const [trip, items] = await Promise.all([readOr404(tripId), listProgram(db, tripId)]);
      const printed: TripPaperwork = { ...trip, students: trip.students.map((s) => ({ ...s, parentPhone: null })), program: items };
      const pages = kind === 'zgody' ? printed.students.length : Math.ceil(printed.students.length / 30) + 2;
      const pdf = await renderInWorker(userId, pages, { kind, trip: printed, showPhones: false });
      return { fileName: documentFileName(kind, trip.name), pdf };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
