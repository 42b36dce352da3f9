// An unexpected console.error fails the test that caused it; tests that expect one spy on console.error.
import { afterEach, beforeEach, vi } from 'vitest';

let calls: unknown[][] = [];

/** For a test that provokes a logged server error on purpose: returns what was logged so far and forgets it. */
export function takeConsoleErrors(): string[] {
  const taken = calls.map((a) => a.map(String).join(' '));
  calls = [];
  return taken;
}
beforeEach(() => {
  calls = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});
afterEach(() => {
  const seen = calls;
  vi.mocked(console.error).mockRestore();
  if (seen.length) throw new Error(`Unexpected console.error:\n${seen.map((a) => a.map(String).join(' ')).join('\n')}`);
});
