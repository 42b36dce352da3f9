// A migration applied whole or not at all. Prisma's schema engine records a migration as started, hands its script to
// the driver adapter's `executeScript`, then records it as finished. `@prisma/adapter-pg` splits the script at every
// `;` and runs the statements one by one, each committed on its own: a process killed half-way left half a migration
// in place, and every later start failed on it ("type … already exists", issue 25). Here the script goes to the
// server as one simple-protocol query, which PostgreSQL runs as one transaction (its DDL is transactional, and PGlite's
// `exec` does the same), and the same transaction records the migration as finished. A kill at any statement leaves
// nothing of it behind; a kill after the commit leaves it recorded as applied. Either way the next start comes up.
import { createHash } from 'node:crypto';
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';

/**
 * The migration's script followed by the statement that records it as finished, found by its checksum (the engine
 * records the SHA-256 of the script it runs). The lone `;` ends a script whose last line is a comment.
 */
export function scriptThatRecordsItself(script: string): string {
  const checksum = createHash('sha256').update(script).digest('hex');
  return `${script}\n;\nUPDATE "_prisma_migrations" SET "finished_at" = now() WHERE "checksum" = '${checksum}' AND "finished_at" IS NULL AND "rolled_back_at" IS NULL;`;
}

/**
 * `factory` whose connections run each migration script with `scriptThatRecordsItself`, sent in one piece by
 * `runWhole` (by default the adapter's own `executeScript`, which PGlite's adapter sends whole); everything else
 * (queries, transactions) is the factory's own.
 */
export function withWholeScripts(
  factory: SqlMigrationAwareDriverAdapterFactory,
  runWhole?: (adapter: SqlDriverAdapter, script: string) => Promise<void>,
): SqlMigrationAwareDriverAdapterFactory {
  const patch = (adapter: SqlDriverAdapter): SqlDriverAdapter => {
    const own = adapter.executeScript.bind(adapter);
    const run = runWhole ?? ((_: SqlDriverAdapter, script: string) => own(script));
    adapter.executeScript = (script: string) => run(adapter, scriptThatRecordsItself(script));
    return adapter;
  };
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => patch(await factory.connect()),
    connectToShadowDb: async () => patch(await factory.connectToShadowDb()),
  };
}
