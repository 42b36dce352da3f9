// The gateway's log: one JSON object per line on standard output (pino), so that a log collector can read it without
// parsing prose. A line written while a request is being served carries that request's id (`reqId`, also sent back as
// X-Request-Id), wherever in the code it was written: the id travels with the request through AsyncLocalStorage.
import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type DestinationStream, type Logger } from 'pino';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

interface RequestScope {
  reqId: string;
}

const requestScope = new AsyncLocalStorage<RequestScope>();

/** Runs `work` as part of the request `reqId`: every line logged meanwhile (however deep) names it. */
export function withRequestId<T>(reqId: string, work: () => T): T {
  return requestScope.run({ reqId }, work);
}

/** The id of the request being served, if any. */
export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.reqId;
}

function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const reqId = currentRequestId();
        return reqId ? { reqId } : {};
      },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** The process's logger (a live binding: `setLogLevel` and `captureLogs` replace it for every importer). */
export let log: Logger = createLogger(parseLogLevel(process.env.LOG_LEVEL) ?? 'info');

export function parseLogLevel(value: string | undefined): LogLevel | undefined {
  const wanted = value?.trim().toLowerCase();
  return LOG_LEVELS.find((l) => l === wanted);
}

export function setLogLevel(level: LogLevel): void {
  log.level = level;
}

/** Tests: the lines logged from now on, parsed, instead of on standard output; `restore` puts standard output back. */
export function captureLogs(level: LogLevel = 'trace'): { lines: () => Record<string, unknown>[]; restore: () => void } {
  const previous = log;
  const lines: Record<string, unknown>[] = [];
  log = createLogger(level, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return {
    lines: () => lines,
    restore: () => {
      log = previous;
    },
  };
}

/** An error as a log field: its message and class, and its stack only where asked for. */
export function errorFields(err: unknown, withStack = false): Record<string, unknown> {
  if (!(err instanceof Error)) return { error: String(err) };
  return { error: err.message, errorType: err.name, ...(withStack && err.stack ? { stack: err.stack } : {}) };
}
