// A migration cut short cannot brick a start (issue 25): for every migration in prisma/migrations, the gateway's
// connection dies in the middle of it (between two of its statements, as when the process is killed), and the next
// start applies it and comes up. And one whose statements all committed is recorded as applied in the same
// transaction, so a kill right after its commit does not make the next start run it again.
// PostgreSQL only: PGlite runs in the gateway's own process, whose death takes the whole database with it.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import { allMigrationsApplied, applyMigrations, migrationsDir } from '../src/db/engine.js';
import { scriptThatRecordsItself } from '../src/db/migration-scripts.js';
import { createTestDatabase } from './helpers/pg-url.js';

const committed = readdirSync(migrationsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
const sqlOf = (name: string) => readFileSync(path.join(migrationsDir, name, 'migration.sql'), 'utf8');

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

async function freshDatabase(): Promise<{ url: string; sql(text: string): Promise<Record<string, unknown>[]>; open(): Promise<Database> }> {
  const created = await createTestDatabase(process.env.TEST_DATABASE_URL!, 'lc_mkill');
  const admin = new pg.Client({ connectionString: created.url });
  await admin.connect();
  cleanups.push(async () => {
    await admin.end();
    await created.drop();
  });
  return {
    url: created.url,
    sql: async (text) => (await admin.query(text)).rows,
    open: async () => {
      const db = await openDatabase({ kind: 'postgres', url: created.url });
      cleanups.push(() => db.close());
      return db;
    },
  };
}

/** How many DDL commands a migration's script runs (counted by an event trigger, in a transaction rolled back). */
async function ddlCommands(sql: (text: string) => Promise<unknown>, script: string): Promise<number> {
  await sql('BEGIN');
  try {
    await sql(`CREATE TEMPORARY SEQUENCE lc_counted`);
    await sql(`CREATE FUNCTION lc_count() RETURNS event_trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM nextval('lc_counted'); END $$`);
    await sql(`CREATE EVENT TRIGGER lc_count ON ddl_command_end EXECUTE FUNCTION lc_count()`);
    await sql(script);
    const rows = (await sql(`SELECT last_value AS n FROM lc_counted`)) as { n: string }[];
    return Number(rows[0]!.n);
  } finally {
    await sql('ROLLBACK');
  }
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('a migration cut short', () => {
  it.each(committed.map((name, index) => [name, index] as const))('%s: the connection dies in its middle, and the next start applies it and comes up', { timeout: 60_000 }, async (name, index) => {
    const db = await freshDatabase();
    const first = await db.open();
    if (index > 0) await applyMigrations(first.adapterFactory, committed.slice(0, index));
    const commands = await ddlCommands(db.sql, sqlOf(name));
    expect(commands).toBeGreaterThan(0);
    // Stall the migrating connection after its middle DDL command (the engine's own CREATE TABLE of its records comes
    // first on an empty database), then end that connection as a killed process's would end.
    const stallAt = Math.ceil(commands / 2) + (index === 0 ? 1 : 0);
    await db.sql(`CREATE SEQUENCE lc_seen`);
    await db.sql(`CREATE FUNCTION lc_stall() RETURNS event_trigger LANGUAGE plpgsql AS $$ BEGIN IF nextval('lc_seen') = ${stallAt} THEN PERFORM pg_sleep(60); END IF; END $$`);
    await db.sql(`CREATE EVENT TRIGGER lc_stall ON ddl_command_end EXECUTE FUNCTION lc_stall()`);

    const migrating = first.withStartupLock(() => first.migrate()).then(
      () => 'finished',
      (err: Error) => err.message,
    );
    const pid = await waitFor('the migration to stall in its middle', async () => {
      const rows = await db.sql(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event = 'PgSleep' AND pid <> pg_backend_pid()`);
      return rows[0]?.pid as number | undefined;
    });
    await db.sql(`SELECT pg_terminate_backend(${pid})`);
    expect(await migrating).not.toBe('finished');
    await db.sql(`DROP EVENT TRIGGER lc_stall; DROP FUNCTION lc_stall(); DROP SEQUENCE lc_seen`);
    // Nothing of it was committed, and it is not recorded as applied.
    const recorded = await db.sql(`SELECT finished_at FROM "_prisma_migrations" WHERE migration_name = '${name}' AND finished_at IS NOT NULL`);
    expect(recorded).toEqual([]);

    const next = await db.open();
    const applied = await next.withStartupLock(() => next.migrate());
    expect(applied).toEqual(committed.slice(index));
    expect(await allMigrationsApplied((sql) => next.prisma.$queryRawUnsafe(sql))).toBe(true);
  });

  it('records a migration as applied in the transaction of its statements: a kill right after its commit is no harm', async () => {
    const db = await freshDatabase();
    const first = await db.open();
    const last = committed.at(-1)!;
    await applyMigrations(first.adapterFactory, committed.slice(0, -1));
    // What the engine does before the script (its record, unfinished), then the script as the gateway sends it, then
    // nothing more: the process died before the engine's own "finished".
    const script = sqlOf(last);
    const { createHash } = await import('node:crypto');
    await db.sql(
      `INSERT INTO "_prisma_migrations" ("id", "checksum", "migration_name", "started_at", "applied_steps_count") VALUES ('killed-after-commit', '${createHash('sha256').update(script).digest('hex')}', '${last}', now(), 0)`,
    );
    await db.sql(scriptThatRecordsItself(script));

    const next = await db.open();
    expect(await next.withStartupLock(() => next.migrate())).toEqual([]);
    expect(await allMigrationsApplied((sql) => next.prisma.$queryRawUnsafe(sql))).toBe(true);
  });
});
