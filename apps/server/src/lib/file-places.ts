import { MSG } from '@wycieczki/shared';
import { AppError } from './errors';

/** A place taken by a share's reading. `stop` ends the reading early, to be started again later. */
export type Place = { share: string; stop: () => void; stopping: boolean };

type FilePlacesLimits = {
  /** Files read at once. */
  places: number;
  /** Files of one share waiting for a place; one more is refused (503, Polish, Retry-After). */
  perShareWaiting: number;
  /** Everyone's waiting files together (each holds its upload in memory): the backstop. */
  waiting: number;
};

type Ask = { share: string; resolve: (place: Place) => void };

const busy = () => new AppError('import_busy', MSG.importBusy, { 'Retry-After': '5' });

/**
 * The file-reading places of one instance, shared per school (issue 62, decision 041). A share (a
 * school, or a teacher working alone: access/school-share.ts) holds a second place only while no
 * other share asks: when one without a place asks, the busy share's latest reading is stopped and put
 * back first in its line, and the place is handed on. A place that frees goes to the waiting share
 * that keeps the fewest, and of those to the one that got a place longest ago. So one school's heavy
 * files never make another wait for more than its own share: one place, or its turn among the
 * schools reading.
 */
export function createFilePlaces(limits: FilePlacesLimits) {
  const held: Place[] = [];
  /** Waiting asks by share. */
  const lines = new Map<string, Ask[]>();
  let waiting = 0;
  /** When each share holding or waiting last got a place: the turn (the longest ago goes first). */
  const lastGiven = new Map<string, number>();
  let tick = 0;

  /** Places of a share that it keeps: a reading being stopped is already handed on. */
  const kept = (share: string) => held.filter((place) => place.share === share && !place.stopping).length;

  function give(share: string, resolve: (place: Place) => void): void {
    const place: Place = { share, stopping: false, stop: () => undefined };
    held.push(place);
    lastGiven.set(share, (tick += 1));
    resolve(place);
  }

  function dispatch(): void {
    while (held.length < limits.places && waiting > 0) {
      // The share keeping the fewest places; of those, the one that got a place longest ago (or never).
      const order = (share: string) => [kept(share), lastGiven.get(share) ?? 0] as const;
      const next = [...lines.keys()].reduce((best, share) => {
        const [a, b] = [order(share), order(best)];
        return a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]) ? share : best;
      });
      const line = lines.get(next)!;
      const ask = line.shift()!;
      waiting -= 1;
      if (line.length === 0) lines.delete(next);
      give(ask.share, ask.resolve);
    }
  }

  /** Stops the latest reading of a share keeping more than one place more than `share` keeps. */
  function reclaimFor(share: string): void {
    const mine = kept(share);
    const busiest = [...new Set(held.map((place) => place.share))].sort((a, b) => kept(b) - kept(a))[0];
    if (busiest === undefined || busiest === share || kept(busiest) <= mine + 1) return;
    const latest = held.findLast((place) => place.share === busiest && !place.stopping)!;
    latest.stopping = true;
    latest.stop();
  }

  return {
    /**
     * A place for a reading of `share`: at once when one is free, else in the share's line (refused
     * when the line or everyone's waiting is full). `again`: a reading that was stopped goes first
     * in its share's line, never refused.
     */
    take(share: string, { again = false } = {}): Promise<Place> {
      if (held.length < limits.places) {
        return new Promise((resolve) => give(share, resolve));
      }
      const line = lines.get(share) ?? [];
      if (!again && (line.length >= limits.perShareWaiting || waiting >= limits.waiting)) return Promise.reject(busy());
      return new Promise((resolve) => {
        if (again) line.unshift({ share, resolve });
        else line.push({ share, resolve });
        if (!lines.has(share)) lines.set(share, line);
        waiting += 1;
        reclaimFor(share);
      });
    },
    /** The reading ended (read, refused, stopped): its place goes to the next share in turn. */
    leave(place: Place): void {
      const at = held.indexOf(place);
      if (at >= 0) held.splice(at, 1);
      // A share with nothing held or waiting is forgotten: its next file takes its turn as a newcomer.
      if (!lines.has(place.share) && !held.some((other) => other.share === place.share)) lastGiven.delete(place.share);
      dispatch();
    },
    /** How many places each share holds and how many files it has waiting (tests). */
    state: () => ({
      held: Object.fromEntries([...new Set(held.map((place) => place.share))].map((share) => [share, held.filter((place) => place.share === share).length])),
      waiting: Object.fromEntries([...lines].map(([share, line]) => [share, line.length])),
    }),
  };
}
