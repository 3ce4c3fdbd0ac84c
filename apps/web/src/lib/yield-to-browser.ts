/**
 * Lets the browser draw or answer a tap before more work: `scheduler.yield()` where the browser has
 * it, else a timer. Work cut at such points is several short tasks instead of one long one (issue 23:
 * a phone's blocking time counts every task past 50 ms).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
