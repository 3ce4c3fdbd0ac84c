import { format } from 'date-fns';

/** A list as the choice needs it: its id and when it is taken (YYYY-MM-DD and hh:mm, local calendar time). */
type DatedList = { id: string; date: string; time: string };

/** The list chosen on a trip on this device, with the day it was chosen. */
type RememberedChoice = { checkId: string; day: string };

const PREFIX = 'wycieczki.attendance.';
const storageKey = (tripId: string) => `${PREFIX}${tripId}`;

const today = (now: Date) => format(now, 'yyyy-MM-dd');
const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * The list the attendance screen opens with (issue 23). In the same tab, the list chosen there (a
 * reload changes nothing). In a new tab or a reopened browser: the list used last on this device if
 * it is dated today; else today's list nearest to now; else the newest list before today; a list
 * dated later is never the default while an earlier one exists (a teacher once marked children on
 * tomorrow's list), and with only later lists, the nearest of them.
 */
export function pickDefaultList<T extends DatedList>(lists: readonly T[], choice: { inTab: string | null; onDevice: RememberedChoice | null }, now: Date): T | null {
  const day = today(now);
  const byId = (id: string | null | undefined) => (id ? lists.find((list) => list.id === id) : undefined);
  const inTab = byId(choice.inTab);
  if (inTab) return inTab;
  const used = byId(choice.onDevice?.checkId);
  if (used && used.date === day) return used;
  const nowMinutes = now.getHours() * 60 + now.getMinutes();
  const todays = lists.filter((list) => list.date === day);
  if (todays.length > 0) {
    return todays.reduce((best, list) => (Math.abs(minutesOf(list.time) - nowMinutes) < Math.abs(minutesOf(best.time) - nowMinutes) ? list : best));
  }
  const key = (list: T) => `${list.date} ${list.time}`;
  const past = lists.filter((list) => list.date < day);
  if (past.length > 0) return past.reduce((best, list) => (key(list) > key(best) ? list : best));
  return lists.length > 0 ? lists.reduce((best, list) => (key(list) < key(best) ? list : best)) : null;
}

/** The tab's and the device's storage, where the browser offers them. */
function storages(): Storage[] {
  return [globalThis.sessionStorage, globalThis.localStorage].filter((storage): storage is Storage => storage !== undefined);
}

function readJson(storage: Storage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** What this tab and this device remember of the list chosen on a trip. */
export function readChosenList(tripId: string): { inTab: string | null; onDevice: RememberedChoice | null } {
  const inTab = globalThis.sessionStorage ? readJson(globalThis.sessionStorage, storageKey(tripId)) : null;
  const onDevice = globalThis.localStorage ? readJson(globalThis.localStorage, storageKey(tripId)) : null;
  const valid = (value: unknown): value is RememberedChoice =>
    typeof value === 'object' && value !== null && typeof (value as RememberedChoice).checkId === 'string' && typeof (value as RememberedChoice).day === 'string';
  return { inTab: valid(inTab) ? inTab.checkId : null, onDevice: valid(onDevice) ? onDevice : null };
}

/** Chooses the list the attendance screen opens with, e.g. one just made from the trip's program. */
export function rememberChosenCheckId(tripId: string, checkId: string, now: Date = new Date()): void {
  const value = JSON.stringify({ checkId, day: today(now) } satisfies RememberedChoice);
  for (const storage of storages()) {
    try {
      storage.setItem(storageKey(tripId), value);
    } catch {
      // Private mode without storage: the choice lasts until the page is left.
    }
  }
}

/** 'Wyloguj': the device forgets which lists were used. */
export function forgetChosenLists(): void {
  for (const storage of storages()) {
    try {
      for (const key of Object.keys(storage)) if (key.startsWith(PREFIX)) storage.removeItem(key);
    } catch {
      // Nothing kept.
    }
  }
}
