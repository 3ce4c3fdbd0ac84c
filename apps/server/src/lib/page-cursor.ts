import { hasStorableYear } from '@wycieczki/shared';
import { errors } from './errors';
import { isUuid } from './uuid';

/** Where a newest-first page starts: the last entry of the page before, by time (to the millisecond) and id. */
export type PageCursor = { at: string; id: string };

export function toCursor(entry: { at: string; id: string }): string {
  return `${entry.at}|${entry.id}`;
}

/**
 * A cursor as `toCursor` wrote it (`?before=`), or null for the first page; anything else is refused
 * with `message`. `idOk` says which ids the list's entries may have.
 */
export function parseCursor(raw: string | undefined, message: string, idOk: (id: string) => boolean = isUuid): PageCursor | null {
  if (raw === undefined || raw === '') return null;
  const bar = raw.indexOf('|');
  const at = raw.slice(0, bar);
  const id = raw.slice(bar + 1);
  const time = Date.parse(at);
  // The moment as toISOString writes it, with a year both databases store (issue 24: year 0 or 10000 answered 500).
  if (bar < 1 || Number.isNaN(time) || new Date(time).toISOString() !== at || !hasStorableYear(at) || !idOk(id)) throw errors.validation(message);
  return { at, id };
}
