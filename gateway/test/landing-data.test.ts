// The landing page's data (issue 29, item 4): a story's placement package and company logo, the public story lists the
// two carousels read (with a package, with the story told; published only), and the headline figures in the settings.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
let editor: string;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  editor = await t.tokenFor('EDITOR');
  admin = await t.tokenFor('ADMIN');
});
afterAll(() => t.close());

const STORY_FIELDS = 'id slug studentName companyName role placementPackage companyLogo published';
const CREATE = `mutation ($input: StoryInput!) { createStory(input: $input) { ${STORY_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: StoryUpdateInput!) { updateStory(id: $id, input: $input) { ${STORY_FIELDS} } }`;
const LANDING = `query ($first: Int!) {
  placements: stories(first: $first, withPackage: true) { edges { node { slug placementPackage companyLogo } } }
  told: stories(first: $first, withText: true) { edges { node { slug } } }
}`;
type Landing = { placements: { edges: { node: { slug: string; placementPackage: string; companyLogo: string } }[] }; told: { edges: { node: { slug: string } }[] } };

const base = { title: 'Placed at Deccan Softworks', storyImage: '/media/content/placements/aarti-wagh.svg', studentName: 'Aarti Wagh', companyName: 'Deccan Softworks', role: 'Data Analyst' };

describe('a story’s placement package and company logo', () => {
  beforeEach(() => t.db.prisma.story.deleteMany());

  it('saves them, the package read like a salary, and serves them publicly', async () => {
    const res = await t.gql<{ createStory: Record<string, unknown> }>(CREATE, { input: { ...base, slug: 'aarti', placementPackage: ' 5.5 lpa ', companyLogo: '/uploads/abc123.png' } }, editor);
    expect(res.errors).toBeUndefined();
    expect(res.data?.createStory).toMatchObject({ placementPackage: '₹5.5 LPA', companyLogo: '/uploads/abc123.png' });
    const read = await t.gql<{ story: Record<string, unknown> }>('{ story(slug: "aarti") { placementPackage companyLogo } }');
    expect(read.data?.story).toEqual({ placementPackage: '₹5.5 LPA', companyLogo: '/uploads/abc123.png' });

    const id = res.data!.createStory.id as string;
    const changed = await t.gql<{ updateStory: Record<string, unknown> }>(UPDATE, { id, input: { placementPackage: '8.2 LPA', companyLogo: 'https://cdn.example.com/logo.png' } }, editor);
    expect(changed.data?.updateStory).toMatchObject({ placementPackage: '₹8.2 LPA', companyLogo: 'https://cdn.example.com/logo.png', studentName: 'Aarti Wagh' });
    // Left out: kept. Sent empty: cleared (no package, no logo).
    const kept = await t.gql<{ updateStory: Record<string, unknown> }>(UPDATE, { id, input: { role: 'Senior Data Analyst' } }, editor);
    expect(kept.data?.updateStory).toMatchObject({ placementPackage: '₹8.2 LPA', companyLogo: 'https://cdn.example.com/logo.png' });
    const cleared = await t.gql<{ updateStory: Record<string, unknown> }>(UPDATE, { id, input: { placementPackage: '', companyLogo: '' } }, editor);
    expect(cleared.data?.updateStory).toMatchObject({ placementPackage: '', companyLogo: '' });
  });

  it('defaults to no package and no logo', async () => {
    const res = await t.gql<{ createStory: Record<string, unknown> }>(CREATE, { input: base }, editor);
    expect(res.data?.createStory).toMatchObject({ placementPackage: '', companyLogo: '' });
  });

  it.each([
    [{ placementPackage: `${'9'.repeat(38)} LPA` }, 'Placement package must be at most 40 characters', 'placementPackage'],
    [{ placementPackage: 'a great offer' }, 'Placement package must be lakhs a year (6.5 LPA, 4–6 LPA), rupees a month (₹35,000 / month, ₹30,000–40,000 / month), rupees a year (₹6,00,000 / year, or a plain 600000), or "Not disclosed"', 'placementPackage'],
    [{ companyLogo: 'javascript:alert(1)' }, 'Company logo must be an http(s) URL or a path on this site', 'companyLogo'],
    [{ companyLogo: '//evil.example/logo.png' }, 'Company logo must be an http(s) URL or a path on this site', 'companyLogo'],
    [{ companyLogo: '/uploads/../secret' }, 'Company logo must be an http(s) URL or a path on this site', 'companyLogo'],
  ])('refuses %o with "%s", writing nothing', async (change, message, field) => {
    const res = await t.gql(CREATE, { input: { ...base, ...change } }, editor);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(await t.db.prisma.story.count()).toBe(0);
  });

  it('takes and answers them on the legacy REST routes, with the same refusals', async () => {
    const created = await t.fetch('/api/v1/story/create-story', { method: 'POST', token: editor, json: { ...base, slug: 'rest-aarti', placementPackage: '6 LPA', companyLogo: '/media/content/companies/deccan-softworks.svg' } });
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body.story).toMatchObject({ placementPackage: '₹6 LPA', companyLogo: '/media/content/companies/deccan-softworks.svg' });
    const updated = await t.fetch('/api/v1/story/update-story', { method: 'PUT', token: editor, json: { storyId: body.story.storyId, placementPackage: '7 LPA' } });
    expect((await updated.json()).story.placementPackage).toBe('₹7 LPA');
    const bad = await t.fetch('/api/v1/story/update-story', { method: 'PUT', token: editor, json: { storyId: body.story.storyId, companyLogo: 'ftp://x.example/logo.png' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ success: false, message: 'Company logo must be an http(s) URL or a path on this site', field: 'companyLogo' });
    const long = await t.fetch('/api/v1/story/update-story', { method: 'PUT', token: editor, json: { storyId: body.story.storyId, placementPackage: '1'.repeat(41) } });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ success: false, message: 'Placement package must be at most 40 characters', field: 'placementPackage' });
  });
});

describe('the landing page’s story lists', () => {
  beforeAll(async () => {
    await t.db.prisma.story.deleteMany();
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    await t.db.prisma.story.createMany({
      data: [
        { title: 'A', slug: 'placed-only', storyImage: '/a.svg', placementPackage: '₹5.5 LPA', companyLogo: '/logo.svg', postDate: day(1) },
        { title: 'B', slug: 'told-only', storyImage: '/b.svg', storyContent: '<p>How it went.</p>', postDate: day(2) },
        { title: 'C', slug: 'both', storyImage: '/c.svg', storyContent: '<p>Both.</p>', placementPackage: '₹8 LPA', postDate: day(3) },
        { title: 'D', slug: 'draft', storyImage: '/d.svg', storyContent: '<p>Not yet.</p>', placementPackage: '₹9 LPA', published: false, postDate: day(4) },
        { title: 'E', slug: 'neither', storyImage: '/e.svg', postDate: day(5) },
      ],
    });
  });

  it('lists published stories with a package for the placements and with a story for the stories, newest first', async () => {
    const res = await t.gql<Landing>(LANDING, { first: 12 });
    expect(res.errors).toBeUndefined();
    expect(res.data?.placements.edges.map((e) => e.node)).toEqual([
      { slug: 'both', placementPackage: '₹8 LPA', companyLogo: '' },
      { slug: 'placed-only', placementPackage: '₹5.5 LPA', companyLogo: '/logo.svg' },
    ]);
    expect(res.data?.told.edges.map((e) => e.node.slug)).toEqual(['both', 'told-only']);
  });

  it('shows a story published or edited on the next read (the cached answer is emptied by the write)', async () => {
    const before = await t.fetch('/graphql', { method: 'POST', json: { query: LANDING, variables: { first: 12 } } });
    await before.json();
    const again = await t.fetch('/graphql', { method: 'POST', json: { query: LANDING, variables: { first: 12 } } });
    expect(again.headers.get('x-response-cache')).toBe('hit');
    await again.json();
    const draft = await t.db.prisma.story.findUniqueOrThrow({ where: { slug: 'draft' } });
    expect((await t.gql(`mutation { publishStory(id: "${draft.id}") { id } }`, {}, editor)).errors).toBeUndefined();
    const after = await t.gql<Landing>(LANDING, { first: 12 });
    expect(after.data?.placements.edges.map((e) => e.node.slug)).toEqual(['draft', 'both', 'placed-only']);
    const neither = await t.db.prisma.story.findUniqueOrThrow({ where: { slug: 'neither' } });
    expect((await t.gql(UPDATE, { id: neither.id, input: { placementPackage: '4.8 LPA' } }, editor)).errors).toBeUndefined();
    const edited = await t.gql<Landing>(LANDING, { first: 12 });
    expect(edited.data?.placements.edges.map((e) => e.node.slug)).toEqual(['neither', 'draft', 'both', 'placed-only']);
  });
});

describe('the headline figures', () => {
  const FIGURES = 'placementsFigure highestPackageFigure hiringPartnersFigure';
  const SAVE = `mutation ($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { ${FIGURES} } }`;
  const contact = { supportEmail: 'help@centre.example', tollFreeNumber: '1800-123-4567', mobileNumber: '+91 90000 12345', address: 'FC Road', city: 'Pune' };

  it('are empty (hidden) until staff set them, then served publicly; left out, the saved ones stay', async () => {
    await t.db.prisma.siteSettings.deleteMany();
    expect((await t.gql<{ siteSettings: Record<string, string> }>(`{ siteSettings { ${FIGURES} } }`)).data?.siteSettings).toEqual({ placementsFigure: '', highestPackageFigure: '', hiringPartnersFigure: '' });
    const saved = await t.gql<{ updateSiteSettings: Record<string, string> }>(SAVE, { input: { ...contact, placementsFigure: ' 1,200+\u0007 ', highestPackageFigure: '₹18 LPA', hiringPartnersFigure: '150+' } }, admin);
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateSiteSettings).toEqual({ placementsFigure: '1,200+', highestPackageFigure: '₹18 LPA', hiringPartnersFigure: '150+' });
    expect((await t.gql<{ siteSettings: Record<string, string> }>(`{ siteSettings { ${FIGURES} } }`)).data?.siteSettings).toEqual(saved.data?.updateSiteSettings);
    const kept = await t.gql<{ updateSiteSettings: Record<string, string> }>(SAVE, { input: { ...contact, hiringPartnersFigure: '' } }, admin);
    expect(kept.data?.updateSiteSettings).toEqual({ placementsFigure: '1,200+', highestPackageFigure: '₹18 LPA', hiringPartnersFigure: '' });
  });

  it.each([
    ['placementsFigure', 'Placements figure must be at most 24 characters'],
    ['highestPackageFigure', 'Highest package figure must be at most 24 characters'],
    ['hiringPartnersFigure', 'Hiring partners figure must be at most 24 characters'],
  ])('refuses a %s longer than 24 characters with "%s", keeping what was saved', async (field, message) => {
    await t.gql(SAVE, { input: { ...contact, placementsFigure: '1,200+' } }, admin);
    const res = await t.gql(SAVE, { input: { ...contact, [field]: 'x'.repeat(25) } }, admin);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect((await t.db.prisma.siteSettings.findUniqueOrThrow({ where: { id: 1 } })).placementsFigure).toBe('1,200+');
  });

  it('are for ADMINs to change, not EDITORs', async () => {
    const res = await t.gql(SAVE, { input: { ...contact, placementsFigure: '5' } }, editor);
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});
