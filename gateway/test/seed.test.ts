// First-run data: the first admin (from the environment or with a generated password) and one-time sample data.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { seedDatabase } from '../src/db/seed.js';
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
