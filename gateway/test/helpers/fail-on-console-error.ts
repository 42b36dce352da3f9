// An unexpected error in the log (or on console.error) fails the test that caused it; tests that provoke one on purpose
// take it with takeConsoleErrors. The gateway's log lines are captured here instead of going to standard output.
import { afterEach, beforeEach, vi } from 'vitest';
import { captureLogs, setLogLevel } from '../../src/log.js';

// Outside a test (beforeAll, afterAll) only warnings and errors reach the output: no access lines.
setLogLevel('warn');

let calls: unknown[][] = [];
let logs: ReturnType<typeof captureLogs> | undefined;
let logsTaken = 0;

/** An error-level log line as one string: its message, then its error's message. */
function errorLines(): string[] {
  const lines = logs?.lines() ?? [];
  return lines
    .slice(logsTaken)
    .filter((l) => l.level === 'error' || l.level === 'fatal')
    .map((l) => [l.msg, l.error].filter(Boolean).join(' '));
}

/** For a test that provokes a logged server error on purpose: returns what was logged so far and forgets it. */
export function takeConsoleErrors(): string[] {
  const taken = [...calls.map((a) => a.map(String).join(' ')), ...errorLines()];
  calls = [];
  logsTaken = logs?.lines().length ?? 0;
  return taken;
}

/** Every log line of the test so far (any level), parsed. */
export function takeLogLines(): Record<string, unknown>[] {
  const lines = (logs?.lines() ?? []).slice(logsTaken);
  logsTaken = logs?.lines().length ?? 0;
  return lines;
}

beforeEach(() => {
  calls = [];
  logsTaken = 0;
  logs = captureLogs('info');
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});
afterEach(() => {
  const seen = [...calls.map((a) => a.map(String).join(' ')), ...errorLines()];
  calls = [];
  vi.mocked(console.error).mockRestore();
  logs?.restore();
  logs = undefined;
  if (seen.length) throw new Error(`Unexpected error logged:\n${seen.join('\n')}`);
});
