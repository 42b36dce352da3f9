// Site settings (contact details for the public pages) and the admin dashboard figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '../src/services/settings.js';
import { startTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('ADMIN');
});
afterAll(() => t.close());

const SETTINGS_FIELDS = 'siteName supportEmail tollFreeNumber mobileNumber address city facebookUrl instagramUrl linkedinUrl youtubeUrl twitterUrl placementsFigure highestPackageFigure hiringPartnersFigure updatedAt';
const UPDATE = `mutation ($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { ${SETTINGS_FIELDS} } }`;
const valid = { supportEmail: 'help@centre.example', tollFreeNumber: '1800-123-4567', mobileNumber: '+91 90000 12345', address: 'FC Road', city: 'Pune', linkedinUrl: 'https://www.linkedin.com/company/x' };

describe('site settings', () => {
  it('answers the defaults before anything is saved, to anyone', async () => {
    const res = await t.gql<{ siteSettings: Record<string, unknown> }>(`{ siteSettings { ${SETTINGS_FIELDS} } }`);
    expect(res.data?.siteSettings).toEqual({ ...DEFAULT_SITE_SETTINGS, updatedAt: null });
  });

  it('saves valid settings for an ADMIN and serves them publicly', async () => {
    const res = await t.gql<{ updateSiteSettings: Record<string, unknown> }>(UPDATE, { input: valid }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateSiteSettings).toMatchObject({ ...valid, facebookUrl: '', updatedAt: expect.any(String) });
    const read = await t.gql<{ siteSettings: Record<string, unknown> }>(`{ siteSettings { ${SETTINGS_FIELDS} } }`);
    expect(read.data?.siteSettings).toMatchObject(valid);
  });

  it.each([
    [{ supportEmail: 'not-an-email' }, 'Enter a valid support email'],
    [{ tollFreeNumber: 'call us' }, 'Toll-free number must be a phone number such as 1800-210-2020 or +91 98765 43210'],
    [{ mobileNumber: '' }, 'Mobile number is required'],
    [{ city: '' }, 'City is required'],
    [{ facebookUrl: 'javascript:alert(1)' }, 'Facebook link must be an https:// link or empty'],
    [{ siteName: 'X' }, 'Site name must be at least 2 characters'],
    [{ siteName: '   ' }, 'Site name must be at least 2 characters'],
    [{ siteName: 'x'.repeat(81) }, 'Site name must be at most 80 characters'],
  ])('refuses %o with "%s" and keeps what was saved', async (change, message) => {
    await t.gql(UPDATE, { input: valid }, admin);
    const res = await t.gql(UPDATE, { input: { ...valid, ...change } }, admin);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await t.db.prisma.siteSettings.findUnique({ where: { id: 1 } })).toMatchObject(valid);
  });

  it('names the site "Learning Centre Pune" until an ADMIN renames it; a save without a name keeps the saved one', async () => {
    const PUBLIC = '{ siteSettings { siteName } }';
    // A first save that does not mention the name (the admin form before it offers one) stores the default name.
    await t.db.prisma.siteSettings.deleteMany();
    expect((await t.gql(UPDATE, { input: valid }, admin)).errors).toBeUndefined();
    expect((await t.db.prisma.siteSettings.findUniqueOrThrow({ where: { id: 1 } })).siteName).toBe('Learning Centre Pune');
    expect((await t.gql<{ siteSettings: { siteName: string } }>(PUBLIC)).data?.siteSettings.siteName).toBe('Learning Centre Pune');

    const renamed = await t.gql<{ updateSiteSettings: { siteName: string } }>(UPDATE, { input: { ...valid, siteName: '  Pune Skills Hub ' } }, admin);
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data?.updateSiteSettings.siteName).toBe('Pune Skills Hub');
    // The public answer is cached; the write clears it.
    expect((await t.gql<{ siteSettings: { siteName: string } }>(PUBLIC)).data?.siteSettings.siteName).toBe('Pune Skills Hub');

    // Left out, or null: the saved name stays.
    expect((await t.gql(UPDATE, { input: { ...valid, city: 'Pune, MH' } }, admin)).errors).toBeUndefined();
    expect((await t.gql(UPDATE, { input: { ...valid, siteName: null } }, admin)).errors).toBeUndefined();
    expect((await t.gql<{ siteSettings: { siteName: string } }>(PUBLIC)).data?.siteSettings.siteName).toBe('Pune Skills Hub');
  });

  it('is for ADMIN only', async () => {
    expect((await t.gql(UPDATE, { input: valid }, await t.tokenFor('EDITOR'))).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(UPDATE, { input: valid })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('admin dashboard', () => {
  const QUERY = '{ adminDashboard { jobPostCount storyCount userCount latestJobPosts { id title } } }';

  it('gives real counts and the newest five job posts to ADMIN and EDITOR', async () => {
    const base = Date.now();
    for (let i = 0; i < 7; i++) {
      await t.db.prisma.jobPost.create({
        data: { title: `Job ${i}`, companyname: 'C', companylogo: '/logos/x.svg', location: 'Pune', salary: '1 LPA', createdAt: new Date(base - i * 60_000) },
      });
    }
    await t.db.prisma.story.create({ data: { title: 'S', slug: 'dash-s', storyImage: '/uploads/x.png' } });
    const editor = await t.tokenFor('EDITOR');
    for (const token of [admin, editor]) {
      const res = await t.gql<{ adminDashboard: { jobPostCount: number; storyCount: number; userCount: number; latestJobPosts: { title: string }[] } }>(QUERY, {}, token);
      expect(res.data?.adminDashboard).toMatchObject({
        jobPostCount: await t.db.prisma.jobPost.count(),
        storyCount: await t.db.prisma.story.count(),
        userCount: await t.db.prisma.user.count(),
      });
      expect(res.data?.adminDashboard.latestJobPosts.map((j) => j.title)).toEqual(['Job 0', 'Job 1', 'Job 2', 'Job 3', 'Job 4']);
    }
  });

  it('is refused without a token or for a USER', async () => {
    expect((await t.gql(QUERY)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(QUERY, {}, await t.tokenFor('USER'))).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
