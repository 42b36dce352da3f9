// Migrations: applied on an empty database exactly as `prisma migrate deploy` records them, a second run applies
// nothing, and the committed migrations produce exactly what prisma/schema.prisma describes.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { allMigrationsApplied, applyMigrations, diffMigrationsToSchema, migrationsDir } from '../src/db/engine.js';
import { createTestDatabase } from './helpers/pg-url.js';

const committed = readdirSync(migrationsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** An empty database of the engine under test, with a way to run SQL on it. */
async function emptyDatabase(): Promise<{ factory: SqlMigrationAwareDriverAdapterFactory; query(sql: string): Promise<Record<string, unknown>[]> }> {
  if (process.env.TEST_DB_KIND === 'postgres') {
    const created = await createTestDatabase(process.env.TEST_DATABASE_URL!, 'lc_migrate');
    const pool = new pg.Pool({ connectionString: created.url });
    cleanups.push(async () => {
      await pool.end();
      await created.drop();
    });
    return { factory: new PrismaPg(pool), query: async (sql) => (await pool.query(sql)).rows };
  }
  const pglite = new PGlite();
  cleanups.push(() => pglite.close());
  return { factory: new PrismaPGlite(pglite), query: async (sql) => (await pglite.query<Record<string, unknown>>(sql)).rows };
}

describe('migration files', () => {
  // Prisma's schema engine cuts a PostgreSQL migration into statements at each `;` outside quotes, comments included:
  // "as before); inserts, …" in a comment failed every start on PostgreSQL ("syntax error at or near inserts"),
  // while PGlite took it. Comments say it with full stops.
  it.each(committed)('%s has no semicolon in a -- comment', (name) => {
    const sql = readFileSync(path.join(migrationsDir, name, 'migration.sql'), 'utf8');
    const offending = sql.split('\n').filter((line) => /^\s*--.*;/.test(line));
    expect(offending).toEqual([]);
  });
});

describe('migrations', () => {
  // On PGlite only: on PostgreSQL the pool's idle connections keep timers of their own (the engine is the same).
  it.skipIf(process.env.TEST_DB_KIND === 'postgres')('leave no timer keeping the process alive (a finished npm run db:migrate exits at once)', async () => {
    const db = await emptyDatabase();
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const before = timers();
    await applyMigrations(db.factory);
    await applyMigrations(db.factory);
    // The schema engine arms a 10 s timer per operation; unref'd, it no longer counts.
    expect(timers()).toBeLessThanOrEqual(before);
  });

  it('applies every committed migration to an empty database, then nothing on the second run', async () => {
    const db = await emptyDatabase();
    expect(committed.length).toBeGreaterThan(0);
    expect(await applyMigrations(db.factory)).toEqual(committed);

    const recorded = await db.query('SELECT migration_name, finished_at, checksum, rolled_back_at FROM _prisma_migrations ORDER BY migration_name');
    expect(recorded.map((r) => r.migration_name)).toEqual(committed);
    for (const row of recorded) {
      expect(row.finished_at).not.toBeNull();
      expect(row.rolled_back_at).toBeNull();
      expect(String(row.checksum)).toMatch(/^[0-9a-f]{64}$/);
    }
    const tables = await db.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`);
    expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(['JobPost', 'Story', 'User', 'LoginFailure', 'Setting']));

    expect(await applyMigrations(db.factory)).toEqual([]);
  });

  it('tells an up-to-date database apart cheaply (a start then skips the schema engine), and doubts anything else', async () => {
    const db = await emptyDatabase();
    const check = () => allMigrationsApplied((sql) => db.query(sql) as never);
    expect(await check()).toBe(false); // no table yet
    await applyMigrations(db.factory);
    expect(await check()).toBe(true);
    const last = committed.at(-1)!;
    // An edited migration file (its checksum differs), a failed run and a missing row each leave it to the engine.
    await db.query(`UPDATE _prisma_migrations SET checksum = 'x' WHERE migration_name = '${last}'`);
    expect(await check()).toBe(false);
    await db.query(`UPDATE _prisma_migrations SET checksum = (SELECT checksum FROM _prisma_migrations WHERE migration_name = '${committed[0]}'), finished_at = NULL WHERE migration_name = '${last}'`);
    expect(await check()).toBe(false);
    await db.query(`DELETE FROM _prisma_migrations WHERE migration_name = '${last}'`);
    expect(await check()).toBe(false);
  });

  it('cuts the images stored before upload_chunks into pieces of 48 kB, byte for byte', async () => {
    const db = await emptyDatabase();
    const chunksMigration = committed.find((name) => name.endsWith('_upload_chunks'))!;
    await applyMigrations(db.factory, committed.slice(0, committed.indexOf(chunksMigration)));
    const image = Buffer.from(Array.from({ length: 100_000 }, (_, i) => (i * 7919) % 251));
    await db.query(
      `INSERT INTO "Upload" ("id", "contentType", "extension", "size", "sha256", "data") VALUES ('old1', 'image/png', 'png', 100000, 'x', decode('${image.toString('hex')}', 'hex')), ('old2', 'image/png', 'png', 1, 'y', '\\x2a'::bytea)`,
    );
    expect(await applyMigrations(db.factory)).toContain(chunksMigration);
    const pieces = await db.query(`SELECT "uploadId", "index", encode("data", 'hex') AS hex FROM "UploadChunk" ORDER BY "uploadId", "index"`);
    const old1 = pieces.filter((p) => p.uploadId === 'old1');
    expect(old1.map((p) => p.index)).toEqual([0, 1, 2]);
    expect(old1.map((p) => String(p.hex).length / 2)).toEqual([49_152, 49_152, 100_000 - 2 * 49_152]);
    expect(Buffer.from(old1.map((p) => p.hex).join(''), 'hex').equals(image)).toBe(true);
    expect(pieces.filter((p) => p.uploadId === 'old2').map((p) => p.hex)).toEqual(['2a']);
    const columns = await db.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'Upload' AND column_name = 'data'`);
    expect(columns).toEqual([]);
  });

  it.runIf(process.env.TEST_DB_KIND !== 'postgres')('has no schema change left without a migration (run `npm run db:new-migration -- <name>`)', async () => {
    const pglite = new PGlite();
    cleanups.push(() => pglite.close());
    expect(await diffMigrationsToSchema(new PrismaPGlite(pglite))).toBe('');
  });
});
