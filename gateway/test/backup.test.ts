// Backups (issue 14, item 1): a backup of a database in use, wiped, restored into an empty database, gives back every
// row and every image; damaged, foreign, newer and misplaced restores are refused and change nothing. Issue 25, item 5:
// the end line carries a SHA-256 of the content, so an edited row, a row that is not JSON and a wrong checksum are
// each refused as damaged before anything is written; a backup of the previous format (no checksum) still restores.
// Runs on PGlite and, in the PostgreSQL leg, on PostgreSQL.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { BACKUP_VERSION, backupFileName, BackupError, checkBackup, NOT_BACKED_UP, pruneBackups, restoreBackup, writeBackup } from '../src/db/backup.js';
import { openTestDatabase, startTestApp, type TestApp } from './helpers/app.js';

const dir = mkdtempSync(path.join(tmpdir(), 'lc-backup-'));
let t: TestApp;
let admin: string;
const opened: Database[] = [];

async function emptyDatabase(): Promise<Database> {
  const db = await openTestDatabase();
  opened.push(db);
  // The test template holds the seed's four courses (and the seed's marker): a new site's database starts without them.
  await db.prisma.$executeRawUnsafe('DELETE FROM "CourseRevision"');
  await db.prisma.$executeRawUnsafe('DELETE FROM "Course"');
  await db.prisma.$executeRawUnsafe('DELETE FROM "Setting"');
  return db;
}

/**
 * Every row of every table, as PostgreSQL prints it, sorted: two databases with the same content give the same. The
 * tables backups leave out on purpose (NOT_BACKED_UP: a write counter, no data) are not compared.
 */
async function everything(db: Database): Promise<Record<string, string[]>> {
  const tables = (
    await db.prisma.$queryRawUnsafe<{ name: string }[]>(
      `SELECT c.relname AS "name" FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname <> '_prisma_migrations' ORDER BY 1`,
    )
  ).filter(({ name }) => !NOT_BACKED_UP.includes(name));
  const out: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await db.prisma.$queryRawUnsafe<{ j: string }[]>(`SELECT row_to_json(t)::text AS "j" FROM "${name}" t`);
    out[name] = rows.map((r) => r.j).sort();
  }
  return out;
}

const rowCount = async (db: Database) => Object.values(await everything(db)).reduce((n, rows) => n + rows.length, 0);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('ADMIN');
  // A little of everything: jobs, a story with a comment, a lead with its submission, users and sessions, settings,
  // an uploaded image, audit entries and a trashed job.
  const job = (title: string) => t.gql('mutation ($input: JobPostInput!) { createJobPost(input: $input) { id } }', { input: { title, companyname: 'Backup & Co', companylogo: '/logos/company-placeholder.svg', location: 'Pune', salary: '450000', content: '<p>Keeps <strong>copies</strong> — “quotes”, ünïcode, \\ and \'</p>' } }, admin);
  for (let i = 0; i < 5; i++) expect((await job(`Archivist ${i}`)).errors).toBeUndefined();
  const trashed = (await job('To be deleted')) as { data: { createJobPost: { id: string } } };
  expect((await t.gql('mutation ($id: ID!) { deleteJobPost(id: $id) { id } }', { id: trashed.data.createJobPost.id }, admin)).errors).toBeUndefined();
  const story = await t.db.prisma.story.create({ data: { title: 'Restored career', slug: 'restored-career', storyImage: '/images/placements/p1.svg', storyContent: '<p>Back.</p>', studentName: 'R. K.', companyName: 'Copy Ltd', role: 'Analyst' } });
  await t.db.prisma.storyComment.create({ data: { storyId: story.id, body: 'Great', authorName: 'Visitor', status: 'APPROVED', approvedAt: new Date() } });
  const lead = await t.gql('mutation ($input: LeadInput!) { submitLead(input: $input) { __typename } }', { input: { name: 'Asha Backup', email: 'asha@example.com', phone: '98765 43210', designation: 'Student', experience: '1', consent: true, course: 'data-science-ai-ml' } });
  expect(lead.errors).toBeUndefined();
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 90 } } }).png().toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
  expect((await t.fetch('/api/v1/uploads', { method: 'POST', body: form, token: admin })).status).toBe(201);
});
afterAll(async () => {
  await Promise.all(opened.map((db) => db.close()));
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('a backup made while the site writes, restored into an empty database, gives back every row and image', async () => {
    const file = path.join(dir, backupFileName());
    // Writes during the backup: the file holds a snapshot (all of a write or none of it), never half of one.
    const writes = Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.gql('mutation ($input: JobPostInput!) { createJobPost(input: $input) { id } }', { input: { title: `During backup ${i}`, companyname: 'Busy', companylogo: '/logos/company-placeholder.svg', location: 'Pune', salary: '1 LPA' } }, admin),
      ),
    );
    const summary = await writeBackup(t.db, file);
    await writes;
    expect(summary.rows.JobPost).toBeGreaterThanOrEqual(5);
    expect(summary.rows.Upload).toBe(1);
    expect(summary.rows.TrashItem).toBe(1);
    expect(summary.rows.AuditEntry).toBeGreaterThan(0);
    // Each job the backup holds came with its audit entry (the two are written in one transaction).
    const checked = await checkBackup(file);
    expect(checked.rows).toEqual(summary.rows);
    expect(checked.header.migrations.length).toBeGreaterThan(5);

    const target = await emptyDatabase();
    expect(await rowCount(target)).toBe(0);
    const restored = await restoreBackup(target, file);
    expect(restored.rows).toEqual(summary.rows);

    // Now the site's own copy, without the writes that came after the snapshot, must equal the restored one.
    const after = await everything(target);
    const source = await everything(t.db);
    const lateJobs = source.JobPost!.filter((j) => j.includes('During backup')).length - after.JobPost!.filter((j) => j.includes('During backup')).length;
    expect(source.JobPost!.length - after.JobPost!.length).toBe(lateJobs);
    for (const table of Object.keys(source)) {
      // Jobs written after the snapshot, with their audit entries and their first versions, are the site's only.
      if (table === 'JobPost' || table === 'AuditEntry' || table === 'JobPostRevision') continue;
      expect(after[table], table).toEqual(source[table]);
    }
    expect(after.JobPost).toEqual(source.JobPost!.filter((j) => after.JobPost!.includes(j)));
    expect(source.JobPostRevision!.length - after.JobPostRevision!.length).toBe(lateJobs);
    expect(after.JobPostRevision).toEqual(source.JobPostRevision!.filter((r) => after.JobPostRevision!.includes(r)));
    // The image, byte for byte, served by the restored database.
    const imageBytes = async (db: Database) => {
      const pieces = await db.prisma.uploadChunk.findMany({ orderBy: [{ uploadId: 'asc' }, { index: 'asc' }] });
      return Buffer.concat(pieces.map((p) => Buffer.from(p.data)));
    };
    const restoredImage = await imageBytes(target);
    expect(restoredImage.byteLength).toBeGreaterThan(0);
    expect(restoredImage.equals(await imageBytes(t.db))).toBe(true);
    // Search still works on restored jobs (derived columns are rebuilt by the database).
    const found = await target.prisma.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM "JobPost" WHERE "searchVector" @@ to_tsquery('english', 'archivist')`);
    expect(found[0]!.n).toBe(5);

    // A second restore into the same database is refused: it is not empty any more, and nothing changes.
    const before = await rowCount(target);
    await expect(restoreBackup(target, file)).rejects.toThrow(/the database is not empty \(rows in .*JobPost/);
    expect(await rowCount(target)).toBe(before);
  });

  it('refuses a truncated file, a file that is not a backup and one from a newer version, changing nothing', async () => {
    const file = path.join(dir, 'whole.jsonl.gz');
    await writeBackup(t.db, file);
    const bytes = readFileSync(file);
    const target = await emptyDatabase();

    const truncated = path.join(dir, 'truncated.jsonl.gz');
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    await expect(restoreBackup(target, truncated)).rejects.toThrow(/is damaged or incomplete|is incomplete/);

    // Whole gzip, but the lines stop before the end line (a backup cut off while it was written).
    const lines = gunzipSync(bytes).toString().split('\n').filter(Boolean);
    const cut = path.join(dir, 'cut.jsonl.gz');
    writeFileSync(cut, gzipSync(`${lines.slice(0, -1).join('\n')}\n`));
    await expect(restoreBackup(target, cut)).rejects.toThrow(/is incomplete \(it stops before its end\)/);

    const notGzip = path.join(dir, 'notes.txt');
    writeFileSync(notGzip, 'shopping list\n');
    await expect(restoreBackup(target, notGzip)).rejects.toThrow(/is not a backup made by npm run db:backup/);
    const otherJson = path.join(dir, 'other.jsonl.gz');
    writeFileSync(otherJson, gzipSync('{"hello":"world"}\n'));
    await expect(restoreBackup(target, otherJson)).rejects.toThrow(/is not a backup made by npm run db:backup/);
    await expect(restoreBackup(target, path.join(dir, 'missing.jsonl.gz'))).rejects.toThrow(/no such file/);

    // Written by a newer version: its end line's checksum matches its header.
    const header = JSON.parse(lines[0]!) as { migrations: string[] };
    const newerContent = [JSON.stringify({ ...header, migrations: [...header.migrations, '29991231000000_from_the_future'] }), ...lines.slice(1, -1)];
    const newerEnd = { ...JSON.parse(lines.at(-1)!), sha256: createHash('sha256').update(newerContent.map((l) => `${l}\n`).join('')).digest('hex') };
    const newer = path.join(dir, 'newer.jsonl.gz');
    writeFileSync(newer, gzipSync([...newerContent, JSON.stringify(newerEnd)].join('\n') + '\n'));
    await expect(restoreBackup(target, newer)).rejects.toThrow(/comes from a newer version of the site .*29991231000000_from_the_future/);

    const miscounted = path.join(dir, 'miscounted.jsonl.gz');
    writeFileSync(miscounted, gzipSync([...lines.slice(0, -2), lines.at(-1)].join('\n') + '\n'));
    await expect(restoreBackup(target, miscounted)).rejects.toThrow(BackupError);

    expect(await rowCount(target)).toBe(0);
  });

  describe('the checksum on the end line', () => {
    let lines: string[];
    beforeAll(async () => {
      const file = path.join(dir, 'sealed.jsonl.gz');
      await writeBackup(t.db, file);
      lines = gunzipSync(readFileSync(file)).toString().split('\n').filter(Boolean);
    });
    /** The SHA-256 of every line before the end line, each with its newline: what the end line's `sha256` holds. */
    const checksumOf = (content: string[]) => createHash('sha256').update(content.map((l) => `${l}\n`).join('')).digest('hex');
    const endOf = (all: string[]) => JSON.parse(all.at(-1)!) as { end: true; rows: Record<string, number>; sha256?: string };
    /** The lines with `edit` applied to the content, and the end line's checksum made to match again when `reseal`. */
    function edited(edit: (content: string[]) => string[], { reseal = false, end = (e: Record<string, unknown>) => e } = {}): string[] {
      const content = edit(lines.slice(0, -1));
      const last = endOf(lines);
      return [...content, JSON.stringify(end(reseal ? { ...last, sha256: checksumOf(content) } : last))];
    }
    function save(name: string, all: string[]): string {
      const file = path.join(dir, name);
      writeFileSync(file, gzipSync(`${all.join('\n')}\n`));
      return file;
    }
    /** The line of the first row of `table` that matches. */
    const rowIndex = (table: string, pattern: RegExp) => {
      const start = lines.indexOf(JSON.stringify({ table }));
      const i = lines.findIndex((l, n) => n > start && pattern.test(l));
      expect(start).toBeGreaterThan(0);
      expect(lines.slice(start + 1, i).some((l) => l.startsWith('{"table":'))).toBe(false);
      return i;
    };
    /** Refused as damaged by the check and by the restore, and the database is left as it was. */
    async function expectDamaged(file: string, why: RegExp) {
      const target = await emptyDatabase();
      await expect(checkBackup(file)).rejects.toThrow(BackupError);
      const refusal = await restoreBackup(target, file).then(
        () => null,
        (err: unknown) => err,
      );
      expect(refusal).toBeInstanceOf(BackupError);
      expect((refusal as Error).message).toMatch(/ is damaged/);
      expect((refusal as Error).message).toMatch(why);
      expect((refusal as Error).message).toMatch(/nothing was restored/);
      expect(await rowCount(target)).toBe(0);
    }

    it('is written: a SHA-256 of every line before it, in a file of this format version', () => {
      expect(JSON.parse(lines[0]!)).toMatchObject({ version: BACKUP_VERSION });
      expect(BACKUP_VERSION).toBeGreaterThanOrEqual(2);
      expect(endOf(lines).sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(endOf(lines).sha256).toBe(checksumOf(lines.slice(0, -1)));
    });

    it('refuses a row edited while the row counts still add up, as damaged, writing nothing', async () => {
      const i = rowIndex('JobPost', /"Archivist 0"/);
      const file = save('edited-row.jsonl.gz', edited((content) => content.map((l, n) => (n === i ? l.replace('Archivist 0', 'Archivist 9') : l))));
      await expectDamaged(file, /checksum/);
    });

    it('refuses a wrong checksum, and a file of this version without one, as damaged, writing nothing', async () => {
      await expectDamaged(save('wrong-checksum.jsonl.gz', edited((c) => c, { end: (e) => ({ ...e, sha256: '0'.repeat(64) }) })), /checksum/);
      await expectDamaged(save('no-checksum.jsonl.gz', edited((c) => c, { end: ({ sha256: _, ...e }) => e })), /checksum/);
    });

    it('refuses a row that is not JSON (or not a JSON object) as damaged in its first reading, even with a matching checksum, writing nothing', async () => {
      const i = rowIndex('JobPost', /"Archivist 1"/);
      for (const [name, row] of [
        ['not-json', lines[i]!.slice(0, 40)],
        ['not-an-object', '[1,2,3]'],
        ['a-string', '"Archivist 1"'],
        ['null', 'null'],
      ] as const) {
        const file = save(`row-${name}.jsonl.gz`, edited((content) => content.map((l, n) => (n === i ? row : l)), { reseal: true }));
        await expectDamaged(file, /a row of JobPost .*is not a JSON object/);
      }
    });

    it('a backup of the previous format (version 1, no checksum) still restores; its rows are still checked', async () => {
      const header = JSON.parse(lines[0]!) as Record<string, unknown>;
      const { sha256: _, ...end } = endOf(lines);
      const v1 = [JSON.stringify({ ...header, version: 1 }), ...lines.slice(1, -1), JSON.stringify(end)];
      const target = await emptyDatabase();
      const restored = await restoreBackup(target, save('v1.jsonl.gz', v1));
      expect(restored.rows).toEqual(end.rows);

      const i = rowIndex('JobPost', /"Archivist 2"/);
      await expectDamaged(save('v1-not-json.jsonl.gz', v1.map((l, n) => (n === i ? '{"id":' : l))), /a row of JobPost .*is not a JSON object/);
    });
  });

  it('keeps the newest N backups in a directory', async () => {
    const keepDir = mkdtempSync(path.join(dir, 'keep-'));
    const names = [1, 2, 3, 4].map((d) => backupFileName(new Date(Date.UTC(2026, 10, d, 3))));
    for (const name of names) writeFileSync(path.join(keepDir, name), '');
    writeFileSync(path.join(keepDir, 'notes.txt'), '');
    expect(await pruneBackups(keepDir, 2)).toEqual(names.slice(0, 2));
    expect((await import('node:fs')).readdirSync(keepDir).sort()).toEqual([...names.slice(2), 'notes.txt'].sort());
  });
});
