/** Whole days from one ISO day to another ('2026-05-10' → '2026-05-13': 3), in UTC so no clock change moves them. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The end date that follows a start moved onto or past it (issue 48), keeping the trip's length (at
 * least one night: SPEC's end is strictly after the start); null when the end may stay.
 */
export function endFollowingStart(previousStart: string, end: string, nextStart: string): string | null {
  if (!ISO_DAY.test(nextStart) || !ISO_DAY.test(end) || nextStart < end) return null;
  const length = ISO_DAY.test(previousStart) && previousStart < end ? daysBetween(previousStart, end) : 1;
  return addDays(nextStart, Math.max(1, length));
}
