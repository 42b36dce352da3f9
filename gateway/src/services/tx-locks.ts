// Locks held until the end of the caller's transaction, for rules that a unique index cannot state ("one alert per
// address and search", "at most 10 alerts per address", "at least one administrator"): a transaction that checks
// such a rule and then writes takes the rule's key first, so two gateways checking at the same moment take turns
// instead of both passing the check. PostgreSQL: pg_advisory_xact_lock on a hash of the key (released at COMMIT or
// ROLLBACK; two keys sharing a hash only wait for each other). PGlite has one connection: the lock is granted at once.
import type { Tx } from './audit.js';

/** Waits for, then holds until the transaction ends, the lock named `key` (e.g. `job-alerts:asha@example.com`). */
export async function lockKey(tx: Tx, key: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))`;
}
