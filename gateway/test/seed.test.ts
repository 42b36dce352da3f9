// First-run data: the first admin (from the environment or with a generated password) and one-time sample data.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { firstAdminNotice, seedDatabase } from '../src/db/seed.js';
import { verifyPassword } from '../src/services/passwords.js';
import { openTestDatabase } from './helpers/app.js';

let db: Database;
beforeEach(async () => {
  db = await openTestDatabase();
});
afterEach(() => db.close());

it('creates the admin from ADMIN_USERNAME / ADMIN_PASSWORD and sample data over the six categories', async () => {
  const report = await seedDatabase(db.prisma, { adminUsername: 'principal', adminPassword: 'a-long-admin-password', seedSampleData: true });
  expect(report.createdAdmin).toEqual({ username: 'principal', generatedPassword: undefined });
  const admin = await db.prisma.user.findUniqueOrThrow({ where: { username: 'principal' } });
  expect(admin.role).toBe('ADMIN');
  expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
  expect(await verifyPassword(admin.passwordHash, 'a-long-admin-password')).toBe(true);

  expect(await db.prisma.jobPost.count()).toBeGreaterThanOrEqual(12);
  const categories = await db.prisma.jobPost.groupBy({ by: ['category'], _count: true });
  expect(categories.map((c) => c.category).sort()).toEqual(['EDUCATION', 'ENGINEERING', 'FINANCE', 'HEALTHCARE', 'MARKETING', 'TECHNOLOGY']);
  expect(await db.prisma.story.count()).toBeGreaterThanOrEqual(5);
});

it('generates a random admin password when none is configured, never a fixed one', async () => {
  const a = await seedDatabase(db.prisma, { seedSampleData: false });
  expect(a.createdAdmin?.username).toBe('admin');
  const password = a.createdAdmin?.generatedPassword ?? '';
  expect(password.length).toBeGreaterThanOrEqual(16);
  expect(a.summary).toContain(password);
  const other = await openTestDatabase();
  try {
    const b = await seedDatabase(other.prisma, { seedSampleData: false });
    expect(b.createdAdmin?.generatedPassword).not.toBe(password);
  } finally {
    await other.close();
  }
});

it('is idempotent: a second run adds nothing, and deleted sample data does not come back', async () => {
  await seedDatabase(db.prisma, { seedSampleData: true });
  const jobs = await db.prisma.jobPost.count();
  const again = await seedDatabase(db.prisma, { seedSampleData: true });
  expect(again.createdAdmin).toBeUndefined();
  expect(again).toMatchObject({ seededJobs: 0, seededStories: 0 });
  expect(await db.prisma.jobPost.count()).toBe(jobs);

  await db.prisma.jobPost.deleteMany();
  await seedDatabase(db.prisma, { seedSampleData: true });
  expect(await db.prisma.jobPost.count()).toBe(0);
  expect(await db.prisma.user.count({ where: { role: 'ADMIN' } })).toBe(1);
});

it('leaves the database empty of samples when SEED_SAMPLE_DATA is false', async () => {
  await seedDatabase(db.prisma, { seedSampleData: false });
  expect(await db.prisma.jobPost.count()).toBe(0);
  expect(await db.prisma.story.count()).toBe(0);
});

it('says how to sign in as the first admin in one plain line, with the URL and the generated password', () => {
  expect(firstAdminNotice({ createdAdmin: { username: 'admin', generatedPassword: 'Gx7-pw_long1' } }, 'http://localhost:4000/')).toBe(
    'First admin created. Sign in at http://localhost:4000/admin/login as "admin" with the password Gx7-pw_long1 (shown only this once: change it after signing in)',
  );
  expect(firstAdminNotice({ createdAdmin: { username: 'principal' } }, 'https://centre.example')).toBe(
    'First admin created. Sign in at https://centre.example/admin/login as "principal" with the ADMIN_PASSWORD you set.',
  );
  expect(firstAdminNotice({}, 'http://localhost:4000')).toBeNull();
});

// Issue 26: the README showed a "[gateway] …" line the log never printed. The first start prints what the README shows:
// the JSON log line on standard output (only JSON there) and the plain line on standard error.
it('prints on the first start what the README shows: the JSON line and a plain sign-in line', { timeout: 120_000 }, async () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lc-first-run-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production', SEED_SAMPLE_DATA: 'false' };
  for (const name of ['DATABASE_URL', 'ADMIN_USERNAME', 'ADMIN_PASSWORD', 'JWT_SECRET', 'PUBLIC_URL', 'LOG_LEVEL']) delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const check = () => (/First admin created/.test(stderr) && /listening on/.test(stdout) ? resolve() : undefined);
      child.stdout!.on('data', (chunk: Buffer) => ((stdout += chunk.toString()), check()));
      child.stderr!.on('data', (chunk: Buffer) => ((stderr += chunk.toString()), check()));
      child.once('exit', (code) => reject(new Error(`the gateway exited with ${code}:\n${stdout}\n${stderr}`)));
    });
  } finally {
    await new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
  // Standard output is JSON, line by line; one line is the first admin's, with the password.
  const lines = stdout.trim().split('\n').map((line) => JSON.parse(line) as { msg: string });
  const created = lines.find((line) => line.msg.startsWith('Created the first admin'))!;
  const password = /generated password: (\S+)/.exec(created.msg)![1]!;
  const port = /listening on http:\/\/localhost:(\d+)/.exec(lines.map((l) => l.msg).join('\n'))![1];
  const plain = stderr.split('\n').find((line) => line.startsWith('First admin created'))!;
  expect(plain).toBe(firstAdminNotice({ createdAdmin: { username: 'admin', generatedPassword: password } }, `http://localhost:${port}`));

  // The README's first-start block shows both lines, with "…" where the password (and the JSON's other fields) go.
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const block = /On the first start[\s\S]*?```\n([\s\S]*?)```/.exec(readme)![1]!.trim().split('\n');
  const pattern = (shown: string) => new RegExp(`^${shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/…/g, '.+')}$`);
  expect(block).toHaveLength(2);
  expect(JSON.stringify(created)).toMatch(pattern(block[0]!));
  expect(plain.replace(`http://localhost:${port}`, 'http://localhost:4000')).toMatch(pattern(block[1]!));
});
