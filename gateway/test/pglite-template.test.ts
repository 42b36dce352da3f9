// The embedded database's first start from the build's template (src/db/pglite-template.ts): a new data directory is a
// copy of a migrated one, the template itself never changes, migrations newer than the template are applied on top,
// and nothing that is already in a data directory is touched. The template holds the sample data, which a copy's first
// seed adopts (src/db/seed.ts). PGlite only: PostgreSQL has no data directory here.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { readMigrations } from '../src/db/engine.js';
import { makePgliteTemplate, prepareDataDir } from '../src/db/pglite-template.js';
import { sampleJobPosts, sampleStories } from '../src/db/sample-data.js';
import { SAMPLE_DATA_MAX_AGE_MS, seedDatabase } from '../src/db/seed.js';

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

  it('records the PGlite version, every migration and the sample data', () => {
    const manifest = JSON.parse(readFileSync(path.join(template, 'manifest.json'), 'utf8')) as { pglite: string; migrations: string[]; sampleData: unknown };
    expect(manifest.migrations).toEqual(allMigrations);
    expect(manifest.sampleData).toEqual({ at: expect.any(String), jobs: sampleJobPosts.length, stories: sampleStories.length });
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
      expect(await db.prisma.user.count()).toBe(0);
      expect(await db.prisma.jobPost.count()).toBe(sampleJobPosts.length);
      await db.prisma.jobPost.create({ data: { title: 'First', companyname: 'C', companylogo: '', location: 'Pune', salary: '1 LPA' } });
      expect(await db.prisma.jobPost.count()).toBe(sampleJobPosts.length + 1);
    } finally {
      await db.close();
    }
    expect(listing(template)).toEqual(before);
    // Opened again: the data directory is its own, with its row.
    expect(await prepareDataDir(dataDir, template)).toEqual({ kind: 'existing' });
    const again = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await again.prisma.jobPost.count()).toBe(sampleJobPosts.length + 1);
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

  /** A copy of the template, opened; `age`: make its sample data (rows and marker) that much older first. */
  async function openCopy(name: string, age = 0) {
    const dataDir = path.join(scratch, name);
    await prepareDataDir(dataDir, template);
    const db = await openDatabase({ kind: 'pglite', dataDir });
    if (age) {
      const by = `${age} milliseconds`;
      await db.prisma.$executeRaw`UPDATE "JobPost" SET "createdAt" = "createdAt" - ${by}::interval`;
      await db.prisma.$executeRaw`UPDATE "Story" SET "postDate" = "postDate" - ${by}::interval`;
      await db.prisma.$executeRaw`UPDATE "Setting" SET value = jsonb_set(value, '{at}', to_jsonb(((value->>'at')::timestamptz - ${by}::interval)::text)) WHERE key = 'seed.sampleData'`;
    }
    return db;
  }
  const newest = async (db: Awaited<ReturnType<typeof openCopy>>) => ({
    jobs: (await db.prisma.jobPost.findMany({ orderBy: { createdAt: 'desc' }, select: { createdAt: true } })).map((j) => j.createdAt.getTime()),
    // The template's own stories (the seed adds the landing page's after them, dated then: seed.ts, writeLandingStories).
    story: (await db.prisma.story.findFirstOrThrow({ where: { slug: { in: sampleStories.map((s) => s.slug) } }, orderBy: { postDate: 'desc' } })).postDate.getTime(),
  });
  const config = { adminUsername: 'first', adminPassword: 'a-long-first-password' };

  it("a copy's first seed keeps the template's sample data as it was written when the build is recent, once", { timeout: 60_000 }, async () => {
    const db = await openCopy('sample-recent');
    try {
      const before = await newest(db);
      const report = await seedDatabase(db.prisma, { ...config, seedSampleData: true });
      expect(report).toMatchObject({ seededJobs: sampleJobPosts.length, seededStories: sampleStories.length, sampleFromTemplate: true });
      expect(report.summary).toContain(`Seeded ${sampleJobPosts.length} sample job posts and ${sampleStories.length} success stories (with the build's template).`);
      expect(await newest(db)).toEqual(before);
      expect(await db.prisma.user.count()).toBe(1);
      // Adopted once: the next start adds nothing, and deleting the samples does not bring them back.
      await db.prisma.jobPost.deleteMany({});
      expect(await seedDatabase(db.prisma, { ...config, seedSampleData: true })).toMatchObject({ seededJobs: 0, seededStories: 0 });
      expect(await db.prisma.jobPost.count()).toBe(0);
    } finally {
      await db.close();
    }
  });

  it("dates a template's sample data afresh when the build is more than an hour old, keeping their spacing", { timeout: 60_000 }, async () => {
    const threeDays = 3 * 24 * 3600_000;
    expect(threeDays).toBeGreaterThan(SAMPLE_DATA_MAX_AGE_MS);
    const db = await openCopy('sample-old', threeDays);
    try {
      const before = await newest(db);
      const start = Date.now();
      await seedDatabase(db.prisma, { ...config, seedSampleData: true });
      const after = await newest(db);
      // The newest job is dated now again (it was three days old), the story nine days back; the gaps are unchanged.
      expect(after.jobs[0]).toBeGreaterThanOrEqual(start - 60_000);
      expect(after.jobs[0]).toBeLessThanOrEqual(Date.now());
      expect(after.jobs.map((t) => t - after.jobs[0]!)).toEqual(before.jobs.map((t) => t - before.jobs[0]!));
      expect(after.story - after.jobs[0]!).toBe(before.story - before.jobs[0]!);
      expect(Math.abs(after.jobs[0]! - before.jobs[0]! - threeDays)).toBeLessThan(60_000);
    } finally {
      await db.close();
    }
  });

  it("deletes the template's sample data when SEED_SAMPLE_DATA is false; a later start that wants it writes it", { timeout: 60_000 }, async () => {
    const db = await openCopy('sample-unwanted');
    try {
      const report = await seedDatabase(db.prisma, { ...config, seedSampleData: false });
      expect(report).toMatchObject({ seededJobs: 0, seededStories: 0 });
      expect(report.summary).not.toContain('Seeded');
      expect(await db.prisma.jobPost.count()).toBe(0);
      expect(await db.prisma.story.count()).toBe(0);
      expect(await db.prisma.setting.findUnique({ where: { key: 'seed.sampleData' } })).toBeNull();
      expect(await seedDatabase(db.prisma, { ...config, seedSampleData: false })).toMatchObject({ seededJobs: 0 });
      const later = await seedDatabase(db.prisma, { ...config, seedSampleData: true });
      expect(later).toMatchObject({ seededJobs: sampleJobPosts.length, seededStories: sampleStories.length });
      expect(later.sampleFromTemplate).toBeUndefined();
    } finally {
      await db.close();
    }
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
