import { sql, type SQL } from 'drizzle-orm';

/** `to_char`'s pattern for a time as the API gives every time: ISO 8601 in UTC with milliseconds ('2026-05-10T06:30:00.000Z'). */
export const ISO_TIME_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

/** A timestamp column as the API gives it (ISO_TIME_FORMAT); null stays null. */
export function isoTime(column: unknown): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', ${sql.raw(`'${ISO_TIME_FORMAT}'`)})`;
}
