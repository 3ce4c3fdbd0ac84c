import { vi } from 'vitest';

/** Everything the server logs while `action` runs (console.error is expected here: the writes fail). */
export async function captureLog(action: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  const capture = (...args: unknown[]) => lines.push(args.map(String).join(' '));
  const spies = [vi.spyOn(console, 'log'), vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')].map((spy) => spy.mockImplementation(capture));
  try {
    await action();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines.join('\n');
}
