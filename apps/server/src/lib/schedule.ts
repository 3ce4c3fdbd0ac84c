import { describeError } from './describe-error';
import { log } from './log';

/**
 * A background job run once at start and then every `intervalMs` (the alarms' escalation, the
 * parents' reminders): one run at a time, a failure logged and tried at the next turn; `stop` waits
 * for a run in progress.
 */
export function startSchedule(name: string, run: () => Promise<unknown>, intervalMs: number) {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const turn = () => {
    if (busy) return;
    busy = true;
    running = run()
      .catch((error: unknown) => log.warn(`${name} failed`, describeError(error)))
      .finally(() => {
        busy = false;
      });
  };
  turn();
  const timer = setInterval(turn, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
