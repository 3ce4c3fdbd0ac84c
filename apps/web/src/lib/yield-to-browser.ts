/**
 * Lets the browser draw or answer a tap before more work: `scheduler.yield()` where the browser has
 * it, else a message to itself. Work cut at such points is several short tasks instead of one long one
 * (issue 23: a phone's blocking time counts every task past 50 ms).
 *
 * Not a timer: browsers without `scheduler.yield()` (Safari, older Firefox) hold a hidden tab's timers
 * back to one a second or less often, so a request sent from a tab in the background (the outbox, the
 * copy kept on the device) would wait that long at every yield. A MessageChannel's message is not held
 * back. One channel serves every yield, held by this module (as React's scheduler holds its own): a
 * channel made per yield and referenced only by its own handler could be collected before its message
 * came, in older WebKit, and the work waiting on it would never go on.
 */
let waiting: (() => void)[] = [];
let channel: MessageChannel | null = null;

function resumeWaiting(): void {
  const resumed = waiting;
  waiting = [];
  for (const resume of resumed) resume();
}

export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = resumeWaiting;
  }
  const port = channel.port2;
  return new Promise((resolve) => {
    // One message per burst of yields: those asked for before it arrives go on together.
    if (waiting.push(resolve) === 1) port.postMessage(null);
  });
}
