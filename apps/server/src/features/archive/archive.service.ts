import { MSG, sortBySurname, type ArchivedTripRecords, type ConsentArchiveList } from '@wycieczki/shared';
import { loadSchoolAccess } from '../../access/school-access';
import type { Db } from '../../db/client';
import { errors } from '../../lib/errors';
import type { Id } from '../../lib/uuid';
import { warsawDate } from '../../lib/warsaw-date';
import { fileSlug } from '../../paperwork/file-names';
import { renderInWorker } from '../../paperwork/pdf-in-worker';
import { listArchivedConsents, listArchivedTrips, type ArchiveReader } from './archive.repo';

/** Rows of the PDF's table on a page, about. */
const ROWS_PER_PAGE = 30;

/**
 * 'Archiwum zgód' (issue 31, decision 028): what the erasure kept of each trip's consents, for the
 * trip's creator and the head of its school; anyone else finds nothing (404, as for a trip). The
 * records are written only by the erasure and by deleting a finished trip (erasure/consent-archive.ts).
 */
export function createArchiveService({ db }: { db: Db }) {
  /** The head's school comes from the access module; the rows' scope is applied in SQL. */
  async function readerOf(userId: Id): Promise<{ reader: ArchiveReader; headOf: string | null }> {
    const school = await loadSchoolAccess(db, userId);
    const head = school?.role === 'head' ? school : null;
    return { reader: { userId, headOfSchoolId: head?.schoolId ?? null }, headOf: head?.schoolName ?? null };
  }

  async function records(userId: Id, tripId: Id): Promise<ArchivedTripRecords> {
    const { reader } = await readerOf(userId);
    const [trip] = await listArchivedTrips(db, reader, tripId);
    if (!trip) throw errors.notFound(MSG.consentArchiveNotFound);
    const rows = await listArchivedConsents(db, reader, tripId);
    return { trip, records: sortBySurname(rows, (row) => row.studentName) };
  }

  return {
    async list(userId: Id): Promise<ConsentArchiveList> {
      const { reader, headOf } = await readerOf(userId);
      return { trips: await listArchivedTrips(db, reader), headOf };
    },

    records,

    /** 'Pobierz PDF': the same records, printed with the day they were printed. */
    async pdf(userId: Id, tripId: Id, now = new Date()): Promise<{ fileName: string; pdf: Uint8Array }> {
      const archive = await records(userId, tripId);
      const pages = Math.ceil(archive.records.length / ROWS_PER_PAGE) + 1;
      const pdf = await renderInWorker(userId, pages, { kind: 'archiwum', archive: { ...archive, printedOn: warsawDate(now) } });
      return { fileName: `archiwum-zgod-${fileSlug(archive.trip.tripName)}.pdf`, pdf };
    },
  };
}

export type ArchiveService = ReturnType<typeof createArchiveService>;
