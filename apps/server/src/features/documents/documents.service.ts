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
import { BADGES_PER_PAGE } from '../../paperwork/badges-layout';
import type { PdfJobMessage } from '../../paperwork/pdf-job';
import { fileSlug } from '../../paperwork/file-names';
import { listProgram } from '../../paperwork/program-rows';

export const DOCUMENT_KINDS: readonly TripDocumentKind[] = ['karta', 'lista', 'zgody', 'linki', 'identyfikatory'];

const FILE_PREFIX: Record<TripDocumentKind, string> = { karta: 'karta-wycieczki', lista: 'lista-uczestnikow', zgody: 'zgody', linki: 'linki-dla-rodzicow', identyfikatory: 'identyfikatory' };

export function documentFileName(kind: TripDocumentKind, tripName: string): string {
  return `${FILE_PREFIX[kind]}-${fileSlug(tripName)}.pdf`;
}

/** Whose documents: a member of the trip's, or the school's head reading a school trip's (issue 27). */
export type DocumentReader = 'member' | 'head';

/** A document asked for: what, of which trip, by whom and as whom; `origin` starts the parent links. */
export type DocumentRequest = { userId: Id; tripId: Id; kind: TripDocumentKind; reader: DocumentReader; origin: string };

/** What the PDF thread is given: the document's data as the reader may see it, and its file's name. */
export type PreparedDocument = { fileName: string; pages: number; message: PdfJobMessage };

/**
 * About how many pages a document has, for its progress and for the time it may take: a consent a
 * student; four links or BADGES_PER_PAGE badges a page; a list or a karta a few.
 */
export function estimatedPages(kind: TripDocumentKind, students: number): number {
  if (kind === 'zgody') return Math.max(1, students);
  if (kind === 'linki') return Math.max(1, Math.ceil(students / 4));
  if (kind === 'identyfikatory') return Math.max(1, Math.ceil(students / BADGES_PER_PAGE));
  return Math.ceil(students / 30) + 2;
}

/**
 * The trip's printable documents, for any member. Parent phones are printed for the creator only,
 * like everywhere else (docs/decisions/004); for anyone else their column is left blank to fill in
 * by hand. A creator's list with the phones is recorded as a read of each phone it prints.
 * `links` hands out the parent links printed on 'Linki dla rodziców' and on the consent forms (issue
 * 25): for the creator and the leader, who may hand links out; anyone else's consent forms have none.
 * The school's head reads a school trip's karta, list and consent forms (issue 27), never a parent's
 * phone or a parent link (RODO: the head needs neither to decide on the trip); 'Linki dla rodziców'
 * and the badges are not the head's.
 * A document is made by a job (document-jobs.ts): `authorize` answers at once whether the reader may
 * have it; `prepare` reads what it prints when it is made, with the reader's rights then.
 */
export function createDocumentsService({ db, writer, links }: { db: Db; writer: TripWriter; links?: ParentLinksService }) {
  const trips = writer;

  async function readOr404(tripId: Id): Promise<StoredPaperwork> {
    const trip = await readTripPaperwork(db, tripId);
    if (!trip) throw errors.notFound(MSG.tripNotFound);
    return trip;
  }

  /** Refuses a reader who may not have this document (404/403 as the trip's other calls). */
  async function authorize({ userId, tripId, kind, reader }: DocumentRequest): Promise<void> {
    if (reader === 'head') {
      if (kind === 'linki' || kind === 'identyfikatory') throw errors.notFound(MSG.documentNotFound);
      await loadSchoolTripAccess(db, userId, tripId);
      return;
    }
    const access = await loadTripAccess(db, userId, tripId);
    if (kind === 'linki') assertCan(access, 'manageParentLinks');
  }

  async function prepareForMember({ userId, tripId, kind, origin }: DocumentRequest): Promise<PreparedDocument> {
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
    return { fileName: documentFileName(kind, trip.name), pages: estimatedPages(kind, printed.students.length), message: { kind, trip: printed, showPhones } };
  }

  async function prepareForHead({ userId, tripId, kind }: DocumentRequest): Promise<PreparedDocument> {
    if (kind === 'linki' || kind === 'identyfikatory') throw errors.notFound(MSG.documentNotFound);
    await loadSchoolTripAccess(db, userId, tripId);
    const [trip, items] = await Promise.all([readOr404(tripId), listProgram(db, tripId)]);
    const printed: TripPaperwork = { ...trip, students: trip.students.map((s) => ({ ...s, parentPhone: null })), program: items };
    return { fileName: documentFileName(kind, trip.name), pages: estimatedPages(kind, printed.students.length), message: { kind, trip: printed, showPhones: false } };
  }

  return {
    authorize,
    prepare: (request: DocumentRequest) => (request.reader === 'head' ? prepareForHead(request) : prepareForMember(request)),
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
