// The embedded database's first start from the build's template (src/db/pglite-template.ts): a new data directory is a
// copy of a migrated one, the template itself never changes, migrations newer than the template are applied on top,
// and nothing that is already in a data directory is touched. PGlite only: PostgreSQL has no data directory here.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { readMigrations } from '../src/db/engine.js';
import { makePgliteTemplate, prepareDataDir } from '../src/db/pglite-template.js';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'lc-template-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Every file under `dir` with its size and modification time: equal listings mean nothing was written there. */
function listing(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((e) => e.isFile())
    .map((e) => {
      const file = path.join(e.parentPath, e.name);
      const s = statSync(file);
      return `${path.relative(dir, file)} ${s.size} ${s.mtimeMs}`;
    })
    .sort();
}

describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('the embedded database template', () => {
  const template = path.join(scratch, 'template');
  let allMigrations: string[];
  beforeAll(async () => {
    allMigrations = (await readMigrations()).migrationDirectories.map((d) => d.path);
    await makePgliteTemplate(template);
  }, 60_000);

  it('records the PGlite version and every migration', () => {
    const manifest = JSON.parse(readFileSync(path.join(template, 'manifest.json'), 'utf8')) as { pglite: string; migrations: string[] };
    expect(manifest.migrations).toEqual(allMigrations);
    expect(manifest.pglite).toMatch(/^\d+\.\d+\.\d+/);
    expect(existsSync(path.join(template, 'pgdata', 'PG_VERSION'))).toBe(true);
  });

  it('a new data directory starts as a migrated copy, and the template is left as it was', { timeout: 60_000 }, async () => {
    const before = listing(template);
    const dataDir = path.join(scratch, 'new-a', 'pglite');
    expect(await prepareDataDir(dataDir, template)).toEqual({ kind: 'template', migrations: allMigrations.length });
    const db = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await db.migrate()).toEqual([]);
      const applied = await db.prisma.$queryRawUnsafe<{ migration_name: string }[]>(
        'SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL ORDER BY migration_name',
      );
      expect(applied.map((r) => r.migration_name)).toEqual(allMigrations);
      expect(await db.prisma.jobPost.count()).toBe(0);
      await db.prisma.jobPost.create({ data: { title: 'First', companyname: 'C', companylogo: '', location: 'Pune', salary: '1' } });
      expect(await db.prisma.jobPost.count()).toBe(1);
    } finally {
      await db.close();
    }
    expect(listing(template)).toEqual(before);
    // Opened again: the data directory is its own, with its row.
    expect(await prepareDataDir(dataDir, template)).toEqual({ kind: 'existing' });
    const again = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await again.prisma.jobPost.count()).toBe(1);
    } finally {
      await again.close();
    }
  });

  it('holds only the database PGlite serves: template0 and template1, which only CREATE DATABASE reads, are dropped', { timeout: 60_000 }, async () => {
    // More than half of initdb's files were theirs, and a first start's copy costs about as much per file as per byte.
    expect(readdirSync(path.join(template, 'pgdata', 'base'))).toHaveLength(1);
    const dataDir = path.join(scratch, 'new-one-db');
    await prepareDataDir(dataDir, template);
    const db = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const databases = await db.prisma.$queryRawUnsafe<{ datname: string }[]>('SELECT datname FROM pg_database ORDER BY datname');
      expect(databases.map((d) => d.datname)).toEqual(['postgres']);
      expect(await db.prisma.$queryRawUnsafe<{ db: string }[]>('SELECT current_database() AS db')).toEqual([{ db: 'postgres' }]);
    } finally {
      await db.close();
    }
  });

  it('openDatabase copies it when told where the template is, and an empty directory counts as new', { timeout: 60_000 }, async () => {
    const dataDir = path.join(scratch, 'new-b');
    mkdirSync(dataDir);
    const db = await openDatabase({ kind: 'pglite', dataDir, template });
    try {
      expect(await db.migrate()).toEqual([]);
      expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    } finally {
      await db.close();
    }
  });

  it('leaves alone a directory that holds anything, and uses no template from another PGlite or none at all', async () => {
    const busy = path.join(scratch, 'busy');
    mkdirSync(busy);
    writeFileSync(path.join(busy, 'notes.txt'), 'mine');
    expect(await prepareDataDir(busy, template)).toEqual({ kind: 'initdb', reason: `${busy} is not empty` });
    expect(readdirSync(busy)).toEqual(['notes.txt']);

    const other = path.join(scratch, 'other-version');
    mkdirSync(path.join(other, 'pgdata'), { recursive: true });
    writeFileSync(path.join(other, 'manifest.json'), JSON.stringify({ pglite: '0.0.1', migrations: [], builtAt: '' }));
    const fresh = path.join(scratch, 'fresh');
    expect(await prepareDataDir(fresh, other)).toMatchObject({ kind: 'initdb', reason: expect.stringMatching(/^the template was made by PGlite 0\.0\.1, this is /) });
    expect(await prepareDataDir(fresh, path.join(scratch, 'nowhere'))).toMatchObject({ kind: 'initdb', reason: expect.stringMatching(/^no template at /) });
    expect(existsSync(fresh)).toBe(false);
  });

  it('clears a copy that a start killed half-way left behind', async () => {
    const dataDir = path.join(scratch, 'killed', 'pglite');
    const leftover = `${dataDir}.partial-99999`;
    mkdirSync(path.join(leftover, 'base'), { recursive: true });
    writeFileSync(path.join(leftover, 'base', 'half'), '');
    expect(await prepareDataDir(dataDir, template)).toMatchObject({ kind: 'template' });
    expect(readdirSync(path.dirname(dataDir))).toEqual(['pglite']);
  });

  it('a template older than the migrations gets the newer ones applied on top', { timeout: 60_000 }, async () => {
    const older = path.join(scratch, 'older');
    const [first, ...rest] = allMigrations;
    await makePgliteTemplate(older, [first!]);
    const dataDir = path.join(scratch, 'from-older');
    expect(await prepareDataDir(dataDir, older)).toEqual({ kind: 'template', migrations: 1 });
    const db = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await db.migrate()).toEqual(rest);
    } finally {
      await db.close();
    }
  });
});
