import { MSG } from '@wycieczki/shared';
import { assertHead, loadSchoolAccess } from '../../access/school-access';
import type { Db } from '../../db/client';
import { errors } from '../../lib/errors';
import type { Id } from '../../lib/uuid';
import { warsawDate } from '../../lib/warsaw-date';
import { fileSlug } from '../../paperwork/file-names';
import { renderInWorker } from '../../paperwork/pdf-in-worker';
import type { ProcessingRecord } from '../../paperwork/record-layout';
import { readProcessingTrips } from './school-records.repo';
import { findSchool } from './schools.repo';

/** About how many trips fit a page of the record's table. */
const TRIPS_A_PAGE = 25;

export function recordFileName(schoolName: string): string {
  return `rejestr-czynnosci-przetwarzania-${fileSlug(schoolName)}.pdf`;
}

/**
 * The school as the controller of its trips' data (issue 27): 'Rejestr czynności przetwarzania', a
 * PDF for the school's data protection officer, for its head alone (a teacher 403, anyone in no
 * school 404). It counts what each trip holds; no value of a child's data is read for it.
 */
export function createSchoolRecordsService({ db }: { db: Db }) {
  return {
    async recordOfProcessing(userId: Id): Promise<{ fileName: string; pdf: Uint8Array }> {
      const access = await loadSchoolAccess(db, userId);
      assertHead(access);
      const [school, trips] = await Promise.all([findSchool(db, access.schoolId), readProcessingTrips(db, access.schoolId)]);
      if (!school) throw errors.notFound(MSG.notInSchool);
      const record: ProcessingRecord = {
        schoolName: school.name,
        schoolAddress: school.address,
        headName: school.headName,
        madeOn: warsawDate(),
        trips: trips.map(({ pesel, parentPhone, allergies, diet, medicines, disability, location, erasedAt, ...trip }) => ({
          ...trip,
          held: { pesel, parentPhone, allergies, diet, medicines, disability, location },
          erasedOn: erasedAt ? warsawDate(new Date(erasedAt)) : null,
        })),
      };
      const pdf = await renderInWorker(userId, Math.ceil(trips.length / TRIPS_A_PAGE) + 2, { kind: 'rejestr', record });
      return { fileName: recordFileName(school.name), pdf };
    },
  };
}

export type SchoolRecordsService = ReturnType<typeof createSchoolRecordsService>;
