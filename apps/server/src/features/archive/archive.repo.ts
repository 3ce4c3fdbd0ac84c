import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { ArchivedConsent, ArchivedTrip } from '@wycieczki/shared';
import type { Db } from '../../db/client';
import { consentArchive, schools } from '../../db/schema';

/** Whose records a user reads (issue 31): those of the trips they created, and every one of the school they head. */
export type ArchiveReader = { userId: string; headOfSchoolId: string | null };

/** The scope every read of the archive is made in: an outsider's query finds no row. */
function readable(reader: ArchiveReader): SQL {
  const own = eq(consentArchive.ownerId, reader.userId);
  return reader.headOfSchoolId ? or(own, eq(consentArchive.schoolId, reader.headOfSchoolId))! : own;
}

const day = (column: unknown) => sql<string>`to_char(max(${column}), 'YYYY-MM-DD')`;

/** The archived trips the reader may read (or the one `tripId`), the latest ended first, with their counts. */
export function listArchivedTrips(db: Db, reader: ArchiveReader, tripId?: string): Promise<ArchivedTrip[]> {
  return db
    .select({
      tripId: consentArchive.tripId,
      tripName: sql<string>`max(${consentArchive.tripName})`,
      startDate: day(consentArchive.startDate),
      endDate: day(consentArchive.endDate),
      schoolName: sql<string | null>`max(${schools.name})`,
      students: sql<number>`count(*)::int`,
      given: sql<number>`(count(*) filter (where ${consentArchive.consent} = 'given'))::int`,
      refused: sql<number>`(count(*) filter (where ${consentArchive.consent} = 'refused'))::int`,
      missing: sql<number>`(count(*) filter (where ${consentArchive.consent} = 'missing'))::int`,
      keepUntil: day(consentArchive.keepUntil),
      mine: sql<boolean>`coalesce(bool_or(${consentArchive.ownerId} = ${reader.userId}), false)`,
    })
    .from(consentArchive)
    .leftJoin(schools, eq(schools.id, consentArchive.schoolId))
    .where(and(readable(reader), tripId ? eq(consentArchive.tripId, tripId) : undefined))
    .groupBy(consentArchive.tripId)
    .orderBy(sql`max(${consentArchive.endDate}) desc`, sql`max(${consentArchive.startDate}) desc`, consentArchive.tripId);
}

/** One archived trip's records, in no particular order (the service sorts them by surname). */
export function listArchivedConsents(db: Db, reader: ArchiveReader, tripId: string): Promise<ArchivedConsent[]> {
  return db
    .select({
      id: consentArchive.id,
      studentName: consentArchive.studentName,
      className: consentArchive.className,
      consent: consentArchive.consent,
      medicalConsent: consentArchive.medicalConsent,
      consentForm: consentArchive.consentForm,
      consentDate: consentArchive.consentDate,
      consentOnlineAt: sql<string | null>`to_char(${consentArchive.consentOnlineAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      consentBy: consentArchive.consentBy,
      consentLanguage: sql<'pl' | 'uk' | 'en' | null>`${consentArchive.consentLanguage}`,
    })
    .from(consentArchive)
    .where(and(readable(reader), eq(consentArchive.tripId, tripId)));
}
