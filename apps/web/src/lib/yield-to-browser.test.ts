import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yield-to-browser';

describe('yieldToBrowser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldNow = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldNow });
    await yieldToBrowser();
    expect(yieldNow).toHaveBeenCalledTimes(1);
  });

  it('without it, goes on after a message, not a timer (a hidden tab holds timers back)', async () => {
    vi.stubGlobal('scheduler', undefined);
    // Timers that never fire, as in a background tab: the yield must not wait for one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'setImmediate'] });
    let resumed = false;
    const done = yieldToBrowser().then(() => {
      resumed = true;
    });
    expect(vi.getTimerCount()).toBe(0);
    // Not at once: the rest of the current task (and what the browser has queued) comes first.
    await Promise.resolve();
    expect(resumed).toBe(false);
    await done;
    expect(resumed).toBe(true);
  });

  it('goes on for every caller of a burst, and again after it', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: number[] = [];
    await Promise.all([1, 2, 3].map((n) => yieldToBrowser().then(() => order.push(n))));
    expect(order).toEqual([1, 2, 3]);
    await yieldToBrowser();
    await yieldToBrowser();
  });
});
