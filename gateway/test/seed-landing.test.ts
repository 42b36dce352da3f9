// The landing page's stories and headline figures from the seed (issue 29, item 4): written once, on a new database
// and on one seeded before, only where the sample stories are all the site has; figures derived, never invented
// (placements and highest package; hiring partners is the centre's number, which no story tells).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { LANDING_STORIES_MARKER, seedDatabase, writeSampleData } from '../src/db/seed.js';
import { landingStories } from '../src/db/seed-data/stories.js';
import { sampleStories } from '../src/db/sample-data.js';
import { openTestDatabase } from './helpers/app.js';

let db: Database;
beforeEach(async () => {
  db = await openTestDatabase();
});
afterEach(() => db.close());

const figures = async () => {
  const row = await db.prisma.siteSettings.findUnique({ where: { id: 1 } });
  return row && { placementsFigure: row.placementsFigure, highestPackageFigure: row.highestPackageFigure, hiringPartnersFigure: row.hiringPartnersFigure };
};

it('gives a new site the landing page’s placements and stories as published stories, and the two figures they tell (no hiring partners)', async () => {
  const report = await seedDatabase(db.prisma, { adminPassword: 'a-long-admin-password', seedSampleData: true });
  expect(report.seededLandingStories).toBe(landingStories.length);
  expect(report.summary).toContain("Seeded the landing page's 8 success stories and its headline figures.");
  const placements = await db.prisma.story.findMany({ where: { published: true, placementPackage: { not: '' } }, orderBy: { postDate: 'desc' } });
  expect(placements.map((s) => [s.studentName, s.companyName, s.role, s.placementPackage, s.companyLogo, s.storyImage])).toEqual([
    ['Aarti Wagh', 'Deccan Softworks', 'Data Analyst', '₹5.5 LPA', '/media/content/companies/deccan-softworks.svg', '/media/content/placements/aarti-wagh.svg'],
    ['Nikhil Bhosale', 'Konkan AI Labs', 'Machine Learning Engineer', '₹8.2 LPA', '/media/content/companies/konkan-ai-labs.svg', '/media/content/placements/nikhil-bhosale.svg'],
    ['Shruti Gokhale', 'Mula Capital', 'Business Analyst', '₹6.8 LPA', '/media/content/companies/mula-capital.svg', '/media/content/placements/shruti-gokhale.svg'],
    ['Omkar Jadhav', 'Chakan Precision', 'Full Stack Developer', '₹6 LPA', '/media/content/companies/chakan-precision.svg', '/media/content/placements/omkar-jadhav.svg'],
    ['Pooja More', 'Lonavala Media', 'Digital Marketing Executive', '₹4.8 LPA', '/media/content/companies/lonavala-media.svg', '/media/content/placements/pooja-more.svg'],
  ]);
  const rahul = await db.prisma.story.findUniqueOrThrow({ where: { slug: 'rahul-kale-konkan-ai-labs' } });
  expect(rahul).toMatchObject({ published: true, title: 'Rahul Kale joins Konkan AI Labs as Data Scientist', companyLogo: '/media/content/companies/konkan-ai-labs.svg', placementPackage: '' });
  expect(rahul.storyContent).toMatch(/^<p>I was a mechanical engineer testing gearboxes in Chakan .* with a 70% hike\.<\/p>$/);
  // 5 sample stories + 8; the largest package. No hiring partners: the 8 companies the stories name are not the
  // centre's partners, and "8" sat under the page's "Trusted by 1200+ Academic & Employment Partners" (staff set it).
  expect(await figures()).toEqual({ placementsFigure: String(sampleStories.length + 8), highestPackageFigure: '₹8.2 LPA', hiringPartnersFigure: '' });

  const again = await seedDatabase(db.prisma, { seedSampleData: true });
  expect(again.seededLandingStories).toBe(0);
  expect(await db.prisma.story.count()).toBe(sampleStories.length + 8);
});

it('gives them once to a site seeded before (sample stories only), and never again even after they are deleted', async () => {
  await writeSampleData(db.prisma);
  await db.prisma.siteSettings.create({ data: { id: 1, supportEmail: 'a@b.example', tollFreeNumber: '1800-000-000', mobileNumber: '+91 90000 00000', address: 'FC Road', city: 'Pune' } });
  expect((await seedDatabase(db.prisma, { seedSampleData: true })).seededLandingStories).toBe(8);
  expect(await db.prisma.story.count()).toBe(sampleStories.length + 8);
  // The contact details saved before stay as they were.
  expect(await db.prisma.siteSettings.findUniqueOrThrow({ where: { id: 1 } })).toMatchObject({ supportEmail: 'a@b.example', placementsFigure: '13' });
  await db.prisma.story.deleteMany({ where: { companyLogo: { not: '' } } });
  expect((await seedDatabase(db.prisma, { seedSampleData: true })).seededLandingStories).toBe(0);
  expect(await db.prisma.story.count()).toBe(sampleStories.length);
});

it('leaves a site with stories of its own as it is: no stories added, figures hidden', async () => {
  await writeSampleData(db.prisma);
  await db.prisma.story.create({ data: { title: 'A real placement', slug: 'a-real-placement', storyImage: '/uploads/a.png' } });
  const report = await seedDatabase(db.prisma, { seedSampleData: true });
  expect(report.seededLandingStories).toBe(0);
  expect(await db.prisma.story.count()).toBe(sampleStories.length + 1);
  expect(await figures()).toBeNull();
  expect(await db.prisma.setting.findUnique({ where: { key: LANDING_STORIES_MARKER } })).not.toBeNull();
});

it('never overwrites figures staff set, and adds nothing when sample data is off', async () => {
  await writeSampleData(db.prisma);
  await db.prisma.siteSettings.create({ data: { id: 1, supportEmail: 'a@b.example', tollFreeNumber: '1800-000-000', mobileNumber: '+91 90000 00000', address: 'FC Road', city: 'Pune', hiringPartnersFigure: '40+' } });
  await seedDatabase(db.prisma, { seedSampleData: true });
  expect(await figures()).toEqual({ placementsFigure: '', highestPackageFigure: '', hiringPartnersFigure: '40+' });

  const empty = await openTestDatabase();
  try {
    expect((await seedDatabase(empty.prisma, { seedSampleData: false })).seededLandingStories).toBeUndefined();
    expect(await empty.prisma.story.count()).toBe(0);
    expect(await empty.prisma.siteSettings.count()).toBe(0);
  } finally {
    await empty.close();
  }
});

it('points every landing story at a picture and a logo the web app ships', () => {
  const publicDir = path.resolve(import.meta.dirname, '../../web/public');
  const missing = landingStories.flatMap((s) => [s.storyImage, s.companyLogo]).filter((src) => !existsSync(path.join(publicDir, src)));
  expect(missing).toEqual([]);
});
