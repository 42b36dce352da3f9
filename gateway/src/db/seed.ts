// First-run data: the first administrator and, once per database, realistic sample jobs and stories so that a
// newcomer sees a living site. Safe to run at every start: it only ever adds what was never added.
//
// The embedded database's template (pglite-template.ts) already holds the sample data, written by writeSampleData
// when the build made it: inserting it is the costliest step of a first start (PGlite's first insert into JobPost,
// its triggers, the text-search dictionary and the GIN index, all cold; 0.45–0.6 s). Its marker says it came with the
// template, and the first seed of a copy adopts it: keeps the rows, dated afresh when the build is more than an hour
// old, or deletes them when SEED_SAMPLE_DATA is false. The marker, in the database, makes that happen exactly once,
// whatever process or crash comes in between.
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config.js';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { hashPassword } from '../services/passwords.js';
import { sanitizeRichText } from '../services/sanitize.js';
import { DEFAULT_SITE_SETTINGS } from '../services/settings.js';
import { sampleJobPosts, sampleStories } from './sample-data.js';
import { seedCourses } from './seed-data/courses/index.js';
import { landingStories } from './seed-data/stories.js';
import { readStoredSalary } from '../services/salary.js';

const SAMPLE_MARKER = 'seed.sampleData';
/** Set once the four course pages were written (issue 29): deleting a course later does not bring it back. */
export const COURSES_MARKER = 'seed.courses';

export interface SeedReport {
  createdAdmin?: { username: string; generatedPassword?: string };
  seededJobs: number;
  seededStories: number;
  /** Course pages written by this seed (the four the site started with; 0 once they were). */
  seededCourses: number;
  /** The landing page's stories written by this seed (writeLandingStories; 0 or absent once considered). */
  seededLandingStories?: number;
  /** The sample data came with the template's copy (and was kept). */
  sampleFromTemplate?: boolean;
  summary: string;
}

/** A template's sample data older than this is dated afresh on the first start ("Posted N days ago"). */
export const SAMPLE_DATA_MAX_AGE_MS = 3600_000;

/** The marker's value: when the sample data was written, and (not adopted yet) how much a template holds. */
interface SampleMarker {
  at: string;
  template?: { jobs: number; stories: number };
}

/**
 * Writes the sample jobs and stories (those tables must be empty to get any) and the marker, in one transaction, dated
 * back from `now`. `template`: for the embedded database's template, to be adopted by a copy's first seed.
 */
export async function writeSampleData(prisma: PrismaClient, now = Date.now(), options: { template?: boolean } = {}): Promise<{ jobs: number; stories: number }> {
  return prisma.$transaction(async (tx) => {
    let jobs = 0;
    let stories = 0;
    if ((await tx.jobPost.count()) === 0) {
      const data = sampleJobPosts.map((job, i) => ({
        ...job,
        content: sanitizeRichText(job.content),
        // Spread over the last weeks so "Posted N days ago" and newest-first order look real.
        createdAt: new Date(now - i * 26 * 3600_000),
      }));
      jobs = (await tx.jobPost.createMany({ data })).count;
    }
    if ((await tx.story.count()) === 0) {
      const data = sampleStories.map((story, i) => ({
        ...story,
        storyContent: sanitizeRichText(story.storyContent),
        postDate: new Date(now - (i + 1) * 9 * 24 * 3600_000),
      }));
      stories = (await tx.story.createMany({ data })).count;
    }
    const marker: SampleMarker = { at: new Date(now).toISOString(), ...(options.template ? { template: { jobs, stories } } : {}) };
    await tx.setting.create({ data: { key: SAMPLE_MARKER, value: { ...marker } } });
    return { jobs, stories };
  });
}

/**
 * A copy's first seed (the marker still says "template"): keeps the template's sample rows, moved forward by their age
 * when that is over an hour, or deletes them and the marker when sample data is not wanted (a later start with
 * SEED_SAMPLE_DATA=true then writes them, as on any database without them). Nothing else is in the copy yet, so every
 * job and story is a sample. Returns whether the rows were kept.
 */
async function adoptTemplateSampleData(prisma: PrismaClient, marker: SampleMarker, wanted: boolean, now: number): Promise<boolean> {
  if (!wanted) {
    await prisma.$transaction([prisma.jobPost.deleteMany({}), prisma.story.deleteMany({}), prisma.setting.delete({ where: { key: SAMPLE_MARKER } })]);
    return false;
  }
  const adopted = (at: string) => prisma.setting.update({ where: { key: SAMPLE_MARKER }, data: { value: { at } satisfies SampleMarker } });
  const age = now - Date.parse(marker.at);
  if (age <= SAMPLE_DATA_MAX_AGE_MS) {
    await adopted(marker.at);
    return true;
  }
  const by = `${Math.round(age)} milliseconds`;
  await prisma.$transaction([
    prisma.$executeRaw`UPDATE "JobPost" SET "createdAt" = "createdAt" + ${by}::interval, "updatedAt" = "updatedAt" + ${by}::interval`,
    prisma.$executeRaw`UPDATE "Story" SET "postDate" = "postDate" + ${by}::interval, "createdAt" = "createdAt" + ${by}::interval, "updatedAt" = "updatedAt" + ${by}::interval`,
    adopted(new Date(now).toISOString()),
  ]);
  return true;
}

export async function seedDatabase(
  prisma: PrismaClient,
  config: Pick<AppConfig, 'adminUsername' | 'adminPassword' | 'adminEmail' | 'seedSampleData'>,
): Promise<SeedReport> {
  const report: SeedReport = { seededJobs: 0, seededStories: 0, seededCourses: 0, summary: '' };

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
  const marker = (await prisma.setting.findUnique({ where: { key: SAMPLE_MARKER } }))?.value as SampleMarker | undefined;
  if (marker?.template) {
    if (await adoptTemplateSampleData(prisma, marker, config.seedSampleData, Date.now())) {
      report.seededJobs = marker.template.jobs;
      report.seededStories = marker.template.stories;
      report.sampleFromTemplate = true;
    }
  } else if (config.seedSampleData && !marker) {
    const written = await writeSampleData(prisma);
    report.seededJobs = written.jobs;
    report.seededStories = written.stories;
  }

  report.seededCourses = await writeSeedCourses(prisma);
  if (config.seedSampleData) report.seededLandingStories = await writeLandingStories(prisma);

  const parts: string[] = [];
  if (report.createdAdmin) {
    parts.push(
      report.createdAdmin.generatedPassword
        ? `Created the first admin "${report.createdAdmin.username}" with the generated password: ${report.createdAdmin.generatedPassword} (shown once; sign in at /admin/login and change it, or set ADMIN_USERNAME and ADMIN_PASSWORD before the first start)`
        : `Created the first admin "${report.createdAdmin.username}" from ADMIN_USERNAME / ADMIN_PASSWORD.`,
    );
  }
  if (report.seededJobs || report.seededStories) {
    parts.push(`Seeded ${report.seededJobs} sample job posts and ${report.seededStories} success stories${report.sampleFromTemplate ? " (with the build's template)" : ''}.`);
  }
  // Not "Seeded …": that word announces sample data, which a start without SEED_SAMPLE_DATA never writes.
  if (report.seededCourses) parts.push(`Wrote the ${report.seededCourses} course pages the site started with (published).`);
  if (report.seededLandingStories) parts.push(`Seeded the landing page's ${report.seededLandingStories} success stories and its headline figures.`);
  report.summary = parts.join('\n') || 'Seed: nothing to add.';
  return report;
}

/**
 * The course pages the site started with (they were TypeScript in the web app until issue 29), written once per
 * database, new or already seeded before courses were data: each published as revision 1, with batch dates counted
 * from `now`. The marker, written in the same transaction, makes it happen once whatever process or crash comes in
 * between (the seed runs under the start-up lock); a course whose slug or path is already taken is left out.
 */
export async function writeSeedCourses(prisma: PrismaClient, now = new Date()): Promise<number> {
  if (await prisma.setting.findUnique({ where: { key: COURSES_MARKER }, select: { key: true } })) return 0;
  return prisma.$transaction(async (tx) => {
    let written = 0;
    for (const course of seedCourses(now)) {
      const taken = await tx.course.findFirst({ where: { OR: [{ slug: course.slug }, { path: course.path }] }, select: { id: true } });
      if (taken) continue;
      const content = course.content as unknown as Prisma.InputJsonValue;
      await tx.course.create({
        data: {
          slug: course.slug,
          path: course.path,
          aliases: course.aliases,
          label: course.label,
          position: course.position,
          draft: content,
          draftUpdatedAt: now,
          draftUpdatedByName: 'Seed',
          published: content,
          publishedAt: now,
          publishedRevision: 1,
          revisions: { create: { number: 1, content, summary: 'First version', authorName: 'Seed', createdAt: now } },
        },
      });
      written++;
    }
    await tx.setting.create({ data: { key: COURSES_MARKER, value: { at: now.toISOString(), written } } });
    return written;
  });
}

/** Set once the landing page's stories were considered (issue 29): written or not, never again. */
export const LANDING_STORIES_MARKER = 'seed.landingStories';

/**
 * The landing page's placements and stories (hard-coded in the web app until issue 29) as published stories, and the
 * placements and highest-package figures derived from the stories then published, once per database. Only where the sample stories are
 * still all the site has (a new installation, a demo): a site with stories of its own keeps exactly those, and its
 * figures stay hidden until staff set them. A story whose slug is taken is left out (never a duplicate); figures that
 * staff set are never overwritten. The marker, in the same transaction, makes it happen once whatever process or
 * crash comes in between (the seed runs under the start-up lock).
 */
export async function writeLandingStories(prisma: PrismaClient, now = Date.now()): Promise<number> {
  if (await prisma.setting.findUnique({ where: { key: LANDING_STORIES_MARKER }, select: { key: true } })) return 0;
  const sampleSlugs = sampleStories.map((s) => s.slug);
  return prisma.$transaction(async (tx) => {
    const onlySamples = (await tx.story.count({ where: { slug: { in: sampleSlugs } } })) > 0 && (await tx.story.count({ where: { slug: { notIn: sampleSlugs } } })) === 0;
    let written = 0;
    if (onlySamples) {
      const data = landingStories.map((story, i) => ({
        title: `${story.studentName} joins ${story.companyName} as ${story.role}`,
        slug: slugOf(`${story.studentName} ${story.companyName}`),
        storyImage: story.storyImage,
        storyContent: story.story ? sanitizeRichText(`<p>${escapeText(story.story)}</p>`) : '',
        studentName: story.studentName,
        companyName: story.companyName,
        role: story.role,
        placementPackage: story.placementPackage,
        companyLogo: story.companyLogo,
        // Newer than the sample stories (9 days apart from 9 days back): the carousels open on these, in this order.
        postDate: new Date(now - (i + 1) * 3600_000),
      }));
      written = (await tx.story.createMany({ data, skipDuplicates: true })).count;
      await writeDerivedFigures(tx);
    }
    await tx.setting.create({ data: { key: LANDING_STORIES_MARKER, value: { at: new Date(now).toISOString(), written } } });
    return written;
  });
}

/**
 * Two of the landing page's headline figures from the published stories, nothing invented: placements = the stories
 * (each is a placed learner), highest package = the largest package among them. Hiring partners stays "" (hidden):
 * the companies a handful of sample stories name are not the centre's hiring partners, and a count of them ("8")
 * contradicted the page's own "Trusted by 1200+ Academic & Employment Partners"; staff set it in /admin/settings
 * when they have the real number (decision 019). Written only while all three are empty (staff have set none).
 */
async function writeDerivedFigures(tx: Prisma.TransactionClient): Promise<void> {
  const settings = await tx.siteSettings.findUnique({ where: { id: 1 } });
  if (settings && (settings.placementsFigure || settings.highestPackageFigure || settings.hiringPartnersFigure)) return;
  const stories = await tx.story.findMany({ where: { published: true }, select: { placementPackage: true } });
  if (stories.length === 0) return;
  let highest: { yearly: number; display: string } | null = null;
  for (const { placementPackage } of stories) {
    const salary = placementPackage ? readStoredSalary(placementPackage) : null;
    const yearly = salary?.maxYearly ?? null;
    if (salary && yearly !== null && (!highest || yearly > highest.yearly)) highest = { yearly, display: salary.display };
  }
  const figures = { placementsFigure: String(stories.length), highestPackageFigure: highest?.display ?? '' };
  await tx.siteSettings.upsert({ where: { id: 1 }, create: { id: 1, ...DEFAULT_SITE_SETTINGS, ...figures }, update: figures });
}

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * The first admin's sign-in as one plain line for the person who started the server (the JSON log line says the same
 * for log collectors): `main.ts` writes it to standard error once the server listens, so standard output stays JSON.
 * Null when this start created no admin.
 */
export function firstAdminNotice(report: Pick<SeedReport, 'createdAdmin'>, baseUrl: string): string | null {
  const admin = report.createdAdmin;
  if (!admin) return null;
  const signIn = `${baseUrl.replace(/\/+$/, '')}/admin/login`;
  return admin.generatedPassword
    ? `First admin created. Sign in at ${signIn} as "${admin.username}" with the password ${admin.generatedPassword} (shown only this once: change it after signing in)`
    : `First admin created. Sign in at ${signIn} as "${admin.username}" with the ADMIN_PASSWORD you set.`;
}
