/**
 * Lets the browser draw or answer a tap before more work: `scheduler.yield()` where the browser has
 * it, else a message to itself. Work cut at such points is several short tasks instead of one long one
 * (issue 23: a phone's blocking time counts every task past 50 ms).
 *
 * Not a timer: browsers without `scheduler.yield()` (Safari, Firefox) hold a hidden tab's timers back to
 * one a second or less often, so a request sent from a tab in the background (the outbox, the copy kept
 * on the device) would wait that long at every yield. A MessageChannel's message is not held back.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
