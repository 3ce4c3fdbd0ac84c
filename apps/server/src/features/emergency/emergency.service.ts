import {
  LIMITS,
  MSG,
  revealLimitMessage,
  compareBySurname,
  type EmergencyCard,
  type RevealedPhone,
  type revealPhoneSchema,
} from '@wycieczki/shared';
import type { z } from 'zod';
import { can, loadTripAccess } from '../../access/trip-access';
import { recordSensitiveReads, revealsInLastHour } from '../../audit/sensitive-reads';
import type { Db } from '../../db/client';
import { AppError, errors } from '../../lib/errors';
import type { Id } from '../../lib/uuid';
import { warsawDate } from '../../lib/warsaw-date';
import { type TripWriter, LOCK_TRIP } from '../../write/trip-write';
import { renderInWorker } from '../../paperwork/pdf-in-worker';
import { fileSlug } from '../../paperwork/file-names';
import { findStudentPhone, readEmergencyCard } from './emergency.repo';

type RevealInput = z.output<typeof revealPhoneSchema>;


/**
 * 'Karta alarmowa' (issue 16): what every guardian of a trip needs when a child is missing or ill,
 * and the parent's phone behind a deliberate step for those who are not the trip's creator. Every
 * reveal is recorded with its reason in the access log, in the transaction that answers it; the
 * creator is told in the feed; a guardian may reveal 20 numbers an hour on a trip.
 */
export function createEmergencyService({ db, writer }: { db: Db; writer: TripWriter }) {
  const trips = writer;

  return {
    /**
     * 'Karta alarmowa (PDF)' (issue 31): for any member of the trip, what the screen shows without
     * any parent's phone (docs: documents/alarmowa-layout.ts).
     */
    async pdf(userId: Id, tripId: Id, now = new Date()): Promise<{ fileName: string; pdf: Uint8Array }> {
      await loadTripAccess(db, userId, tripId);
      const read = await readEmergencyCard(db, tripId, warsawDate(now));
      if (!read) throw errors.notFound(MSG.tripNotFound);
      const students = read.students
        .sort((a, b) => compareBySurname(a.name, b.name))
        .map(({ name, className, roomNumber, allergies, diet, medicines, medicineEntries, medicalConsent, standing }) => ({
          standing,
          name,
          className,
          roomNumber,
          allergies,
          diet,
          medicines,
          medicineEntries,
          medicalConsent,
        }));
      const pdf = await renderInWorker(userId, Math.ceil(students.length / 35) + 1, { kind: 'alarmowa', card: { ...read, students } });
      return { fileName: `karta-alarmowa-${fileSlug(read.tripName)}.pdf`, pdf };
    },

    async card(userId: Id, tripId: Id, now = new Date()): Promise<EmergencyCard> {
      const access = await loadTripAccess(db, userId, tripId);
      const read = await readEmergencyCard(db, tripId, warsawDate(now));
      if (!read) throw errors.notFound(MSG.tripNotFound);
      const canSeePhones = can(access, 'readSensitive');
      const revealsLeft = canSeePhones ? null : Math.max(0, LIMITS.revealsPerHour - (await revealsInLastHour(db, userId, tripId)).count);
      return {
        tripId,
        tripName: read.tripName,
        inMountains: read.inMountains,
        nearWater: read.nearWater,
        extraNumbers: read.extraNumbers,
        contacts: read.contacts,
        lodging: read.lodging,
        insurance: read.insurance,
        // Surname first, the way a school's lists go: the card is searched with a child missing.
        students: read.students
          .sort((a, b) => compareBySurname(a.name, b.name))
          .map(({ parentPhone, parentPhone2, ...student }) => ({
            ...student,
            parentPhone: canSeePhones ? parentPhone : null,
            parentPhone2: canSeePhones ? parentPhone2 : null,
            hasParentPhone: parentPhone !== null || parentPhone2 !== null,
          })),
        canSeePhones,
        revealsLeft,
      };
    },

    /**
     * 'Pokaż telefon rodzica': the number, for any member of the trip, with its reason recorded.
     * The trip row is held while the hour's reveals are counted, so two at once cannot both pass the
     * limit. The creator, who sees the numbers anyway, has no limit and is not announced.
     */
    async revealPhone(userId: Id, tripId: Id, studentId: Id, input: RevealInput): Promise<RevealedPhone> {
      return trips.write(
        userId,
        tripId,
        'view',
        async ({ tx, access, announce }) => {
          const student = await findStudentPhone(tx, tripId, studentId);
          if (!student) throw errors.notFound(MSG.studentNotFound);
          const parentPhone = student.parentPhone ?? student.parentPhone2;
          if (parentPhone === null) throw errors.conflict(MSG.noParentPhone);
          let revealsLeft: number | null = null;
          if (!access.isCreator) {
            const { count, minutesToNext } = await revealsInLastHour(tx, userId, tripId);
            if (count >= LIMITS.revealsPerHour) throw new AppError('too_many_reveals', revealLimitMessage(minutesToNext));
            revealsLeft = LIMITS.revealsPerHour - count - 1;
            // Who and whom, never the number nor the reason (free text): those are in the access log.
            announce({ topic: 'sensitive_reads', action: 'created', line: { key: 'parentPhoneShown', student: student.name } });
          }
          await recordSensitiveReads(tx, { userId, tripId, kind: 'reveal', reason: input.reason, students: [student] });
          return { parentPhone, parentPhone2: student.parentPhone ? student.parentPhone2 : null, revealsLeft };
        },
        LOCK_TRIP,
      );
    },
  };
}

export type EmergencyService = ReturnType<typeof createEmergencyService>;
