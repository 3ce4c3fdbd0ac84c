/**
 * Whether data read before the event stream began to listen may have missed a change
 * (CHANGE_COUNT_HEADER in @wycieczki/shared). Until the stream's 'ready', the lowest count among the
 * responses is kept; once ready, a lower one (read earlier, or still in flight then) means a change
 * may have slipped between the read and the stream, and everything is refetched. A busy server makes
 * this refetch now and then for nothing; never answering it would leave a screen stale until the
 * next change.
 */
let lowestBeforeStream = Number.POSITIVE_INFINITY;
let listening: { from: number; onStale: () => void } | null = null;

/** Called with every API response's count. */
export function noteChangeCount(count: number): void {
  if (!Number.isSafeInteger(count)) return;
  if (!listening) lowestBeforeStream = Math.min(lowestBeforeStream, count);
  else if (count < listening.from) listening.onStale();
}

/** The stream hears every change after `from` until the returned function is called (its end). */
export function streamListening(from: number, onStale: () => void): () => void {
  const current = { from, onStale };
  listening = current;
  const stale = lowestBeforeStream < from;
  lowestBeforeStream = Number.POSITIVE_INFINITY;
  if (stale) onStale();
  return () => {
    if (listening === current) listening = null;
  };
}
