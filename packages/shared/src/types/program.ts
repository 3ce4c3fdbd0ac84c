// 'Program wycieczki': one leg of a trip's program (its own file, so the approvals' types need not import api-types.ts).

/** One leg of the trip's program (the karta's 'HARMONOGRAM WYCIECZKI'). */
export type ProgramItem = {
  id: string;
  tripId: string;
  /** YYYY-MM-DD */
  day: string;
  departureTime: string | null;
  arrivalTime: string | null;
  distanceKm: number | null;
  destination: string;
  program: string | null;
  stops: string | null;
};
