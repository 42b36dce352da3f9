// First-run data: the first administrator and, once per database, realistic sample jobs and stories so that a
// newcomer sees a living site. Safe to run at every start: it only ever adds what was never added.
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { hashPassword } from '../services/passwords.js';
import { sanitizeRichText } from '../services/sanitize.js';
import { sampleJobPosts, sampleStories } from './sample-data.js';

const SAMPLE_MARKER = 'seed.sampleData';

export interface SeedReport {
  createdAdmin?: { username: string; generatedPassword?: string };
  seededJobs: number;
  seededStories: number;
  summary: string;
}

export async function seedDatabase(
  prisma: PrismaClient,
  config: Pick<AppConfig, 'adminUsername' | 'adminPassword' | 'adminEmail' | 'seedSampleData'>,
): Promise<SeedReport> {
  const report: SeedReport = { seededJobs: 0, seededStories: 0, summary: '' };

  if ((await prisma.user.count({ where: { role: 'ADMIN' } })) === 0) {
    const username = (config.adminUsername ?? 'admin').toLowerCase();
    const generatedPassword = config.adminPassword ? undefined : randomBytes(12).toString('base64url');
    await prisma.user.create({
      data: {
        name: 'Administrator',
        username,
        email: config.adminEmail ?? `${username.toLowerCase()}@learning-centre.local`,
        role: 'ADMIN',
        passwordHash: await hashPassword(config.adminPassword ?? generatedPassword!),
      },
    });
    report.createdAdmin = { username, generatedPassword };
  }

  // The marker makes sample data a one-time gift: deleting every sample job later does not bring them back.
  if (config.seedSampleData && !(await prisma.setting.findUnique({ where: { key: SAMPLE_MARKER } }))) {
    await prisma.$transaction(async (tx) => {
      const now = Date.now();
      if ((await tx.jobPost.count()) === 0) {
        const jobs = sampleJobPosts.map((job, i) => ({
          ...job,
          content: sanitizeRichText(job.content),
          // Spread over the last weeks so "Posted N days ago" and newest-first order look real.
          createdAt: new Date(now - i * 26 * 3600_000),
        }));
        report.seededJobs = (await tx.jobPost.createMany({ data: jobs })).count;
      }
      if ((await tx.story.count()) === 0) {
        const stories = sampleStories.map((story, i) => ({
          ...story,
          storyContent: sanitizeRichText(story.storyContent),
          postDate: new Date(now - (i + 1) * 9 * 24 * 3600_000),
        }));
        report.seededStories = (await tx.story.createMany({ data: stories })).count;
      }
      await tx.setting.create({ data: { key: SAMPLE_MARKER, value: { at: new Date(now).toISOString() } } });
    });
  }

  const parts: string[] = [];
  if (report.createdAdmin) {
    parts.push(
      report.createdAdmin.generatedPassword
        ? `Created the first admin "${report.createdAdmin.username}" with the generated password: ${report.createdAdmin.generatedPassword} (shown once; sign in at /admin/login and change it, or set ADMIN_USERNAME and ADMIN_PASSWORD before the first start)`
        : `Created the first admin "${report.createdAdmin.username}" from ADMIN_USERNAME / ADMIN_PASSWORD.`,
    );
  }
  if (report.seededJobs || report.seededStories) parts.push(`Seeded ${report.seededJobs} sample job posts and ${report.seededStories} success stories.`);
  report.summary = parts.join('\n') || 'Seed: nothing to add.';
  return report;
}
