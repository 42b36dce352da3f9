// The passing of a job's closing moment, as a change to what the public site shows. A job is open until its closesAt,
// decided by every read (services/job-lifecycle.ts), with no write when that moment passes: so nothing would empty the
// caches, and a list, a count, the home page or the job's own page cached while the job was open would go on showing
// it. Each answer a cache keeps may therefore live only until the next closing moment after the caches were last
// emptied: when a request arrives after it, this empties them (through the one stream of changes, so every cache and
// the remembered counts alike) before anything is read from them. No timer: the moment is checked when a request
// comes, which is when a stale answer could be served. Why: docs/decisions/011-job-lifecycle.md.
import { errorFields, log } from '../log.js';
import type { ContentChanges } from './content-changes.js';

export interface JobClosings {
  /**
   * Called before a request reads any cache: when a job has closed since the caches were last emptied, empties them
   * (synchronously) and looks up the next closing moment.
   */
  check(now?: number): void;
  /** The moment after which cached answers are stale (Infinity: no job closes by date; undefined: being looked up). */
  readonly deadline: number | undefined;
  /** Resolves once the next closing moment is known (tests). */
  settled(): Promise<void>;
}

/** How long a failed look-up waits before the next request tries again (the caches keep their answers meanwhile). */
const RETRY_MS = 5_000;

/**
 * `nextClosing(after)`: the first moment after `after` at which a published job closes by its date, or null.
 * `changes`: the caches' stream; every change (a write anywhere, a reconnect) starts a new period whose answers were
 * read after its start, so the next closing moment is looked up from that start.
 */
export function watchJobClosings(changes: ContentChanges, nextClosing: (after: Date) => Promise<Date | null>): JobClosings {
  let period = 0;
  let deadline: number | undefined;
  let retryAt = 0;
  let pending: Promise<void> = Promise.resolve();

  const lookUp = (since: number) => {
    const mine = ++period;
    deadline = undefined;
    pending = nextClosing(new Date(since)).then(
      (next) => {
        if (mine === period) deadline = next ? next.getTime() : Infinity;
      },
      (err: unknown) => {
        if (mine !== period) return;
        retryAt = Date.now() + RETRY_MS;
        log.warn(errorFields(err), 'could not look up the next closing date of a job; cached answers are kept meanwhile');
      },
    );
  };

  // Every cache is emptied by every change; answers read after it are good until the next closing after its start.
  changes.subscribe(() => lookUp(Date.now()));
  lookUp(Date.now());

  return {
    check(now = Date.now()) {
      if (deadline !== undefined) {
        // A job closed: its end is a change like a write (the listener above then looks up the next one).
        if (now >= deadline) changes.notifyLocal(['JobPost']);
      } else if (retryAt && now >= retryAt) {
        retryAt = 0;
        // The start of this period is unknown after a failure; looking up from now would miss a job that closed in
        // between, so the caches are emptied first (which starts a new period from now).
        changes.notifyLocal(['JobPost']);
      }
    },
    get deadline() {
      return deadline;
    },
    settled: () => pending,
  };
}
