/** How long this tab remembers when a change of its own was stored. */
const REMEMBERED_MS = 5 * 60_000;

/**
 * When the server stored this tab's changes (its answer came), by a key of the caller's: a read that
 * set off before then may answer without the change (docs/decisions/017, 'On the device too').
 * Remembered for a few minutes and in memory only, so nothing kept on the device outlasts the
 * server's copy.
 */
export function storedTimes() {
  const storedAt = new Map<string, number>();
  return {
    note(key: string): void {
      const now = Date.now();
      for (const [stored, at] of storedAt) if (now - at > REMEMBERED_MS) storedAt.delete(stored);
      storedAt.set(key, now);
    },
    /** Whether the change under `key` was stored at `setOff` or after it. */
    storedSince(key: string, setOff: number): boolean {
      return (storedAt.get(key) ?? -Infinity) >= setOff;
    },
  };
}
