import type { KartaFact } from '@wycieczki/shared';
import type { Db, Tx } from '../db/client';
import { listProgram } from './program-rows';
import { readTripPaperwork, type TripPaperwork } from './paperwork.repo';
import { kartaFacts } from './layouts';

export type { TripPaperwork };

/**
 * The trip's karta as its documents print it, with the program, and its lines (issue 27: what the head
 * approves); null for a trip that is gone. Inside the caller's transaction when given one.
 */
export async function readKarta(db: Db | Tx, tripId: string): Promise<{ paperwork: TripPaperwork; facts: KartaFact[] } | null> {
  const [stored, program] = await Promise.all([readTripPaperwork(db, tripId), listProgram(db, tripId)]);
  if (!stored) return null;
  const paperwork = { ...stored, program };
  return { paperwork, facts: kartaFacts(paperwork) };
}
