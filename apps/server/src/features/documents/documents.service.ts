import { MSG, type TripDocumentKind } from '@wycieczki/shared';
import { can, loadTripAccess } from '../../access/trip-access';
import type { Db } from '../../db/client';
import { errors } from '../../lib/errors';
import type { Id } from '../../lib/uuid';
import { createTripWriter } from '../../write/trip-write';
import { createProgramService } from '../program/program.service';
import { recordSensitiveReads } from '../../audit/sensitive-reads';
import { readTripPaperwork, type StoredPaperwork, type TripPaperwork } from './documents.repo';
import { renderInWorker } from './pdf-in-worker';

export const DOCUMENT_KINDS: readonly TripDocumentKind[] = ['karta', 'lista', 'zgody'];

const FILE_PREFIX: Record<TripDocumentKind, string> = { karta: 'karta-wycieczki', lista: 'lista-uczestnikow', zgody: 'zgody' };

/** 'Zielona szkoła – Zakopane' → 'zielona-szkola-zakopane': a file name any computer keeps. */
export function fileSlug(name: string): string {
  const slug = name
    .toLocaleLowerCase('pl')
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'wycieczka';
}

export function documentFileName(kind: TripDocumentKind, tripName: string): string {
  return `${FILE_PREFIX[kind]}-${fileSlug(tripName)}.pdf`;
}

/**
 * The trip's printable documents, for any member. Parent phones are printed for the creator only,
 * like everywhere else (docs/decisions/004); for anyone else their column is left blank to fill in
 * by hand. A creator's list with the phones is recorded as a read of each phone it prints.
 */
export function createDocumentsService({ db }: { db: Db }) {
  const trips = createTripWriter(db);
  const program = createProgramService({ db });

  async function readOr404(tripId: Id): Promise<StoredPaperwork> {
    const trip = await readTripPaperwork(db, tripId);
    if (!trip) throw errors.notFound(MSG.tripNotFound);
    return trip;
  }

  return {
    /**
     * What the parent page shows of the trip and its consent (issue 25), for a caller that checked
     * the parent link; the students' list is the caller's to keep to itself.
     */
    async parentPaperwork(tripId: string): Promise<TripPaperwork | null> {
      const [trip, items] = await Promise.all([readTripPaperwork(db, tripId), program.ofTrip(tripId)]);
      return trip ? { ...trip, program: items } : null;
    },

    async render(userId: Id, tripId: Id, kind: TripDocumentKind): Promise<{ fileName: string; pdf: Uint8Array }> {
      const access = await loadTripAccess(db, userId, tripId);
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
        students: showPhones ? trip.students : trip.students.map((s) => ({ ...s, parentPhone: null })),
        program: await program.list(userId, tripId),
      };
      // About one page a student for the consents; a list or a karta is a few pages.
      const pages = kind === 'zgody' ? printed.students.length : Math.ceil(printed.students.length / 30) + 2;
      const pdf = await renderInWorker(userId, pages, { kind, trip: printed, showPhones });
      return { fileName: documentFileName(kind, trip.name), pdf };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
