import { and, eq, sql } from 'drizzle-orm';
import type { ProgramItem } from '@wycieczki/shared';
import type { Db, Tx } from '../../db/client';
import { tripProgramItems, trips } from '../../db/schema';
import { programColumns } from '../../paperwork/program-rows';

type Queryable = Db | Tx;

export type ProgramValues = Omit<ProgramItem, 'id' | 'tripId'>;


export async function findProgramItem(db: Queryable, tripId: string, itemId: string): Promise<ProgramItem | null> {
  const [row] = await db
    .select(programColumns)
    .from(tripProgramItems)
    .where(and(eq(tripProgramItems.id, itemId), eq(tripProgramItems.tripId, tripId)));
  return row ?? null;
}

export async function countProgramItems(tx: Tx, tripId: string): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(tripProgramItems).where(eq(tripProgramItems.tripId, tripId));
  return row?.n ?? 0;
}

export async function insertProgramItem(tx: Tx, tripId: string, values: ProgramValues): Promise<string> {
  const [row] = await tx.insert(tripProgramItems).values({ ...values, tripId }).returning({ id: tripProgramItems.id });
  if (!row) throw new Error('insert into trip_program_items returned no row');
  return row.id;
}

export async function updateProgramItem(tx: Tx, itemId: string, values: ProgramValues): Promise<void> {
  await tx.update(tripProgramItems).set(values).where(eq(tripProgramItems.id, itemId));
}

export async function deleteProgramItem(tx: Tx, itemId: string): Promise<void> {
  await tx.delete(tripProgramItems).where(eq(tripProgramItems.id, itemId));
}

/** The trip's first and last day: a leg's day falls between them. */
export async function findTripTerm(tx: Tx, tripId: string): Promise<{ startDate: string; endDate: string } | null> {
  const [row] = await tx.select({ startDate: trips.startDate, endDate: trips.endDate }).from(trips).where(eq(trips.id, tripId));
  return row ?? null;
}
