import { MSG, type StudentLocation, type locationSchema, compareBySurname } from '@wycieczki/shared';
import type { z } from 'zod';
import { loadTripAccess } from '../../access/trip-access';
import type { Db } from '../../db/client';
import { errors } from '../../lib/errors';
import { findTripStudentName } from '../../rules/trip-student';
import { type TripWriter } from '../../write/trip-write';
import { listLocations, upsertLocation } from './locations.repo';
import type { Id } from '../../lib/uuid';

export function createLocationsService({ db, writer }: { db: Db; writer: TripWriter }) {
  const trips = writer;

  async function list(tripId: Id): Promise<StudentLocation[]> {
    const rows = await listLocations(db, tripId);
    return rows.sort((a, b) => compareBySurname(a.studentName, b.studentName));
  }

  return {
    async list(userId: Id, tripId: Id): Promise<StudentLocation[]> {
      await loadTripAccess(db, userId, tripId);
      return list(tripId);
    },

    async record(userId: Id, tripId: Id, studentId: Id, input: z.output<typeof locationSchema>): Promise<StudentLocation> {
      await trips.write(userId, tripId, 'editContent', async ({ tx, announce }) => {
        const name = await findTripStudentName(tx, tripId, studentId);
        if (!name) throw errors.notFound(MSG.studentNotFound);
        await upsertLocation(tx, { tripId, studentId, lat: input.lat, lng: input.lng, updatedBy: userId });
        announce({ topic: 'student_locations', action: 'updated', line: { key: 'locationUpdated', name } });
      });
      const location = (await list(tripId)).find((l) => l.studentId === studentId);
      if (!location) throw errors.notFound(MSG.studentNotFound);
      return location;
    },
  };
}

export type LocationsService = ReturnType<typeof createLocationsService>;
