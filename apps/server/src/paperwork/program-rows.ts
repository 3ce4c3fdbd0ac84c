import { asc, eq, sql } from 'drizzle-orm';
import type { ProgramItem } from '@wycieczki/shared';
import type { Db, Tx } from '../db/client';
import { tripProgramItems } from '../db/schema';

// The program's rows as the paperwork reads them (issue 49): the karta, the consents and the parent
// page print them; the program feature writes them and reads them through the same columns.

type Queryable = Db | Tx;

/** A program row's columns, as the API answers them. */
export const programColumns = {
  id: tripProgramItems.id,
  tripId: tripProgramItems.tripId,
  day: tripProgramItems.day,
  departureTime: tripProgramItems.departureTime,
  arrivalTime: tripProgramItems.arrivalTime,
  distanceKm: tripProgramItems.distanceKm,
  destination: tripProgramItems.destination,
  program: tripProgramItems.program,
  stops: tripProgramItems.stops,
};

/** The trip's program in the order of the trip: by day, then hour of departure (none first), then as added. */
export function listProgram(db: Queryable, tripId: string): Promise<ProgramItem[]> {
  return db
    .select(programColumns)
    .from(tripProgramItems)
    .where(eq(tripProgramItems.tripId, tripId))
    .orderBy(asc(tripProgramItems.day), sql`${tripProgramItems.departureTime} asc nulls first`, asc(tripProgramItems.createdAt), asc(tripProgramItems.id));
}
