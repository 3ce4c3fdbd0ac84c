import { afterEach, beforeEach, vi } from 'vitest';

// A test fails on an unexpected console.error (STYLE.md). Tests that expect one spy on it themselves.
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0) {
    const printed = errors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`Unexpected console.error during the test:\n${printed}`);
  }
});
