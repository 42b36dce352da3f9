// Unexpected errors are logged with their stack, but one cause at most once a minute: a request that fails the same
// way a thousand times (anyone can send it) must not flood the log or the disk. The next log line for that cause
// says how many were left out.
import { errorFields, log } from '../log.js';

const WINDOW_MS = 60_000;
const MAX_CAUSES = 500;

const lastLogged = new Map<string, { at: number; suppressed: number }>();

/**
 * What makes two failures the same: the error's name and the first and last lines of its message that have text
 * (Prisma's messages start with a blank line, name the call on the first line and the database's own words on the
 * last: two different failures of one call are two causes).
 */
function causeOf(args: unknown[]): string {
  const err = args.find((a): a is Error => a instanceof Error);
  const lines = (err ? err.message : args.map(String).join(' ')).split('\n').map((line) => line.trim()).filter(Boolean);
  return [err?.name, lines[0]?.slice(0, 150), lines.length > 1 ? lines.at(-1)!.slice(0, 150) : undefined].filter(Boolean).join(': ');
}

/** An error-level log line (message from the text arguments, stack from the error), at most once a minute per cause. */
export function logUnexpected(...args: unknown[]): void {
  const cause = causeOf(args);
  const now = Date.now();
  const seen = lastLogged.get(cause);
  if (seen && now - seen.at < WINDOW_MS) {
    seen.suppressed++;
    return;
  }
  if (!seen && lastLogged.size >= MAX_CAUSES) lastLogged.delete(lastLogged.keys().next().value!);
  lastLogged.set(cause, { at: now, suppressed: 0 });
  const err = args.find((a): a is Error => a instanceof Error);
  const message = args
    .filter((a) => a !== err)
    .map((a) => (typeof a === 'string' ? a : a instanceof Error ? a.message : JSON.stringify(a)))
    .join(' ')
    .replace(/:\s*$/, '');
  log.error({ ...(err ? errorFields(err, true) : {}), ...(seen?.suppressed ? { suppressedInLastMinute: seen.suppressed } : {}) }, message || 'unexpected error');
}

/** For tests: forget what was logged. */
export function resetUnexpectedLog(): void {
  lastLogged.clear();
}
