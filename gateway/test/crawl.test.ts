// The crawl files (/robots.txt, /sitemap.xml and its pages, /feed.xml): well-formed XML, every public page, published
// success story and job (closed ones for a week after they closed), escaping, the sitemap index past one file's limit,
// the feed's order and size, and absolute URLs from PUBLIC_URL only.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createApp } from '../src/http/app.js';
import { COURSE_PATHS, crawlRoutes, FEED_SIZE, htmlToPlainText, PUBLIC_PAGE_PATHS, shortenText } from '../src/http/crawl.js';
import { jobPostOrder, SITEMAP_CLOSED_JOB_DAYS } from '../src/services/jobs.js';
import { startTestApp, testJwtSecret, type TestApp } from './helpers/app.js';

const ORIGIN = 'http://test.local';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => ['url', 'sitemap', 'item'].includes(name),
});

/** Parses a response body after checking that it is well-formed XML. */
function parseXml(body: string) {
  expect(XMLValidator.validate(body)).toBe(true);
  expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  return parser.parse(body);
}

interface SitemapUrl { loc: string; lastmod?: string }
interface FeedItem { title: string; link: string; guid: { '#text': string; '@isPermaLink': string }; pubDate: string; description?: string; category?: string }

async function sitemapUrls(fetch: (p: string) => Promise<Response> = (p) => t.fetch(p)): Promise<SitemapUrl[]> {
  const res = await fetch('/sitemap.xml');
  expect(res.status).toBe(200);
  const doc = parseXml(await res.text());
  expect(doc.urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return doc.urlset.url ?? [];
}

async function feedItems(): Promise<FeedItem[]> {
  const res = await t.fetch('/feed.xml');
  expect(res.status).toBe(200);
  return parseXml(await res.text()).rss.channel.item ?? [];
}

let serial = 0;
function jobData(
  overrides: Partial<{ title: string; companyname: string; content: string; createdAt: Date; category: 'TECHNOLOGY' | 'FINANCE' | null; status: 'DRAFT' | 'PUBLISHED' | 'FILLED'; closesAt: Date | null; filledAt: Date | null; updatedAt: Date }> = {},
) {
  serial += 1;
  return { title: `Crawl job ${serial}`, companyname: 'Crawl Co', companylogo: 'https://cdn.example.com/c.png', location: 'Pune', salary: '500000', ...overrides };
}

const DAY = 86_400_000;

/**
 * The jobs the sitemap should list at `now`, each with its lastmod, worked out here from the rule as written
 * (docs/api.md): open jobs with their last change; filled or expired ones for SITEMAP_CLOSED_JOB_DAYS after they closed
 * (at closesAt once passed, at filledAt when filled first), with that moment; never drafts.
 */
async function expectedSitemapJobs(now = Date.now()): Promise<Map<string, string>> {
  const jobs = await t.db.prisma.jobPost.findMany({ select: { id: true, status: true, closesAt: true, filledAt: true, updatedAt: true } });
  const listed = new Map<string, string>();
  for (const job of jobs) {
    if (job.status === 'DRAFT') continue;
    const expiredAt = job.closesAt && job.closesAt.getTime() <= now ? job.closesAt : null;
    const filledAt = job.status === 'FILLED' ? (job.filledAt ?? job.updatedAt) : null;
    const closedAt = [expiredAt, filledAt].filter((d): d is Date => d !== null).sort((a, b) => a.getTime() - b.getTime())[0];
    if (closedAt && closedAt.getTime() <= now - SITEMAP_CLOSED_JOB_DAYS * DAY) continue;
    listed.set(job.id, (closedAt ?? job.updatedAt).toISOString());
  }
  return listed;
}

/** The published stories' own pages on `origin`, with their lastmod. */
async function expectedStoryUrls(origin = ORIGIN): Promise<Map<string, string>> {
  const stories = await t.db.prisma.story.findMany({ where: { published: true }, select: { slug: true, updatedAt: true }, orderBy: [{ postDate: 'desc' }, { id: 'desc' }] });
  return new Map(stories.map((s) => [`${origin}/success-stories?story=${encodeURIComponent(s.slug)}`, s.updatedAt.toISOString()]));
}

let storySerial = 0;
function storyData(overrides: Partial<{ slug: string; published: boolean }> = {}) {
  storySerial += 1;
  return { title: `Crawl story ${storySerial}`, slug: `crawl-story-${storySerial}`, storyImage: '/images/placements/placeholder.svg', ...overrides };
}

describe('GET /robots.txt', () => {
  it('disallows the admin area and the APIs and points at the sitemap on PUBLIC_URL', async () => {
    const res = await t.fetch('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const lines = (await res.text()).split('\n');
    for (const line of ['User-agent: *', 'Disallow: /admin', 'Disallow: /api/', 'Disallow: /graphql', 'Disallow: /jobs/*/apply', `Sitemap: ${ORIGIN}/sitemap.xml`]) {
      expect(lines).toContain(line);
    }
  });
});

describe('GET /sitemap.xml', () => {
  it('is a urlset of every public page, every published story and every open job with its lastmod', async () => {
    await t.db.prisma.jobPost.createMany({ data: [jobData(), jobData(), jobData()] });
    await t.db.prisma.story.createMany({ data: [storyData(), storyData()] });
    const res = await t.fetch('/sitemap.xml');
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const urls = await sitemapUrls();
    const byLoc = new Map(urls.map((u) => [u.loc, u]));
    expect(byLoc.size).toBe(urls.length);

    for (const page of ['/', '/jobs', '/success-stories', '/courses/learnbay', ...COURSE_PATHS, ...COURSE_PATHS.map((p) => `${p}/syllabus`)]) {
      expect(byLoc.has(`${ORIGIN}${page}`), page).toBe(true);
    }
    const jobs = await expectedSitemapJobs();
    expect(jobs.size).toBeGreaterThanOrEqual(3);
    for (const [id, lastmod] of jobs) {
      expect(byLoc.get(`${ORIGIN}/jobs/${id}`)?.lastmod).toBe(lastmod);
    }
    const stories = await expectedStoryUrls();
    expect(stories.size).toBeGreaterThanOrEqual(2);
    for (const [loc, lastmod] of stories) expect(byLoc.get(loc)?.lastmod, loc).toBe(lastmod);
    expect(urls).toHaveLength(PUBLIC_PAGE_PATHS.length + stories.size + jobs.size);
  });

  it('drops a deleted job from the sitemap and the feed', async () => {
    const job = await t.db.prisma.jobPost.create({ data: jobData({ createdAt: new Date('2101-01-01T00:00:00Z') }) });
    const loc = `${ORIGIN}/jobs/${job.id}`;
    expect((await sitemapUrls()).map((u) => u.loc)).toContain(loc);
    expect((await feedItems()).map((i) => i.link)).toContain(loc);
    await t.db.prisma.jobPost.delete({ where: { id: job.id } });
    expect((await sitemapUrls()).map((u) => u.loc)).not.toContain(loc);
    expect((await feedItems()).map((i) => i.link)).not.toContain(loc);
  });

  it('keeps a filled or expired job for a week after it closed, with the moment it closed as lastmod; never a draft', async () => {
    const now = Date.now();
    const ago = (days: number) => new Date(now - days * DAY);
    const made = async (label: string, data: Parameters<typeof jobData>[0]) => [label, (await t.db.prisma.jobPost.create({ data: jobData(data) })).id] as const;
    const ids = Object.fromEntries(
      await Promise.all([
        made('open', {}),
        made('openUntilTomorrow', { closesAt: new Date(now + DAY) }),
        made('filledYesterday', { status: 'FILLED', filledAt: ago(1) }),
        made('expiredThreeDaysAgo', { closesAt: ago(3) }),
        made('expiredSixDaysAgo', { closesAt: ago(6.9) }),
        // Expired first, marked filled later: it closed when it expired.
        made('expiredThenFilled', { closesAt: ago(2), status: 'FILLED', filledAt: ago(1) }),
        // Filled before the column existed: it closed (at the latest) when it was last written.
        made('filledWithoutMoment', { status: 'FILLED', filledAt: null, updatedAt: ago(2) }),
        made('filledEightDaysAgo', { status: 'FILLED', filledAt: ago(8) }),
        made('expiredEightDaysAgo', { closesAt: ago(8) }),
        made('expiredLongAgoFilledYesterday', { closesAt: ago(10), status: 'FILLED', filledAt: ago(1) }),
        made('draft', { status: 'DRAFT' }),
        made('expiredDraft', { status: 'DRAFT', closesAt: ago(1) }),
      ]),
    );
    const rows = new Map((await t.db.prisma.jobPost.findMany({ where: { id: { in: Object.values(ids) } } })).map((j) => [j.id, j]));
    const byLoc = new Map((await sitemapUrls()).map((u) => [u.loc, u.lastmod]));
    const lastmod = (label: string) => byLoc.get(`${ORIGIN}/jobs/${ids[label]}`);

    expect(lastmod('open')).toBe(rows.get(ids.open!)!.updatedAt.toISOString());
    expect(lastmod('openUntilTomorrow')).toBe(rows.get(ids.openUntilTomorrow!)!.updatedAt.toISOString());
    expect(lastmod('filledYesterday')).toBe(ago(1).toISOString());
    expect(lastmod('expiredThreeDaysAgo')).toBe(ago(3).toISOString());
    expect(lastmod('expiredSixDaysAgo')).toBe(ago(6.9).toISOString());
    expect(lastmod('expiredThenFilled')).toBe(ago(2).toISOString());
    expect(lastmod('filledWithoutMoment')).toBe(ago(2).toISOString());
    for (const gone of ['filledEightDaysAgo', 'expiredEightDaysAgo', 'expiredLongAgoFilledYesterday', 'draft', 'expiredDraft']) {
      expect(byLoc.has(`${ORIGIN}/jobs/${ids[gone]}`), gone).toBe(false);
    }
    // The feed still lists open jobs only.
    const feed = (await feedItems()).map((i) => i.link);
    for (const closed of ['filledYesterday', 'expiredThreeDaysAgo', 'expiredThenFilled']) expect(feed).not.toContain(`${ORIGIN}/jobs/${ids[closed]}`);
  });

  it("lists each published story's own page with its last change, escaped; never a draft", async () => {
    const published = await t.db.prisma.story.create({ data: storyData({ slug: `o'brien-&-<co>-${storySerial + 1}` }) });
    const draft = await t.db.prisma.story.create({ data: storyData({ published: false }) });
    const res = await t.fetch('/sitemap.xml');
    const body = await res.text();
    const loc = `${ORIGIN}/success-stories?story=${encodeURIComponent(published.slug)}`;
    // encodeURIComponent leaves the apostrophe: the XML escapes it.
    expect(loc).toContain("'");
    expect(body).toContain(`<loc>${loc.replace(/'/g, '&apos;')}</loc>`);
    const urls = parseXml(body).urlset.url as SitemapUrl[];
    expect(urls.find((u) => u.loc === loc)?.lastmod).toBe(published.updatedAt.toISOString());
    expect(body).not.toContain(draft.slug);
    // Unpublished, it leaves the sitemap; edited, its lastmod follows.
    await t.db.prisma.story.update({ where: { id: published.id }, data: { published: false } });
    expect((await sitemapUrls()).map((u) => u.loc)).not.toContain(loc);
    const edited = await t.db.prisma.story.update({ where: { id: published.id }, data: { published: true, title: 'Edited' } });
    expect((await sitemapUrls()).find((u) => u.loc === loc)?.lastmod).toBe(edited.updatedAt.toISOString());
  });

  it('becomes a sitemap index over pages of at most the page size once everything does not fit in one file', async () => {
    await t.db.prisma.jobPost.createMany({ data: Array.from({ length: 12 }, () => jobData()) });
    const crawl = crawlRoutes({ prisma: t.db.prisma, publicUrl: 'https://jobs.example.org', sitemapPageSize: 5 });
    const get = (p: string) => crawl.fetch(new Request(`http://test.local${p}`));
    const jobs = await expectedSitemapJobs();
    const stories = await expectedStoryUrls('https://jobs.example.org');
    const pageCount = Math.ceil(jobs.size / 5);

    const index = await get('/sitemap.xml');
    expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const doc = parseXml(await index.text());
    expect(doc.urlset).toBeUndefined();
    expect(doc.sitemapindex['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const files = (doc.sitemapindex.sitemap as { loc: string }[]).map((s) => s.loc);
    expect(files).toEqual([
      'https://jobs.example.org/sitemap-pages.xml',
      ...Array.from({ length: pageCount }, (_, i) => `https://jobs.example.org/sitemap-jobs-${i + 1}.xml`),
    ]);

    const seen: SitemapUrl[] = [];
    for (const file of files) {
      const res = await get(new URL(file).pathname);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=300');
      const urls: SitemapUrl[] = parseXml(await res.text()).urlset.url;
      expect(urls.length).toBeLessThanOrEqual(file.endsWith('/sitemap-pages.xml') ? PUBLIC_PAGE_PATHS.length + stories.size : 5);
      seen.push(...urls);
    }
    expect(seen.filter((u) => !u.loc.includes('/jobs/')).map((u) => u.loc)).toEqual([...PUBLIC_PAGE_PATHS.map((p) => `https://jobs.example.org${p}`), ...stories.keys()]);
    const jobUrls = seen.filter((u) => u.loc.includes('/jobs/'));
    expect(jobUrls.map((u) => u.loc).sort()).toEqual([...jobs.keys()].map((id) => `https://jobs.example.org/jobs/${id}`).sort());
    for (const [id, lastmod] of jobs) expect(jobUrls.find((u) => u.loc.endsWith(`/jobs/${id}`))?.lastmod).toBe(lastmod);

    expect((await get(`/sitemap-jobs-${pageCount + 1}.xml`)).status).toBe(404);
    expect((await get('/sitemap-jobs-0.xml')).status).toBe(404);
    expect((await get('/sitemap-jobs-99999999999999999999.xml')).status).toBe(404);
  });
});

describe('GET /feed.xml', () => {
  it('is an RSS 2.0 channel of the 50 newest jobs, newest first', async () => {
    const base = Date.parse('2090-01-01T00:00:00Z');
    await t.db.prisma.jobPost.createMany({
      data: Array.from({ length: FEED_SIZE + 5 }, (_, i) => jobData({ createdAt: new Date(base + i * 60_000), category: i % 2 ? 'FINANCE' : null })),
    });
    const res = await t.fetch('/feed.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const doc = parseXml(await res.text());
    expect(doc.rss['@version']).toBe('2.0');
    const channel = doc.rss.channel;
    expect(channel.title).toEqual(expect.any(String));
    expect(channel.description).toEqual(expect.any(String));
    expect(channel.link).toBe(`${ORIGIN}/jobs`);
    expect(channel['atom:link']).toMatchObject({ '@href': `${ORIGIN}/feed.xml`, '@rel': 'self', '@type': 'application/rss+xml' });

    const items: FeedItem[] = channel.item;
    expect(items).toHaveLength(FEED_SIZE);
    const newest = await t.db.prisma.jobPost.findMany({ orderBy: jobPostOrder, take: FEED_SIZE });
    expect(items.map((i) => i.link)).toEqual(newest.map((j) => `${ORIGIN}/jobs/${j.id}`));
    items.forEach((item, i) => {
      const job = newest[i]!;
      expect(item.title).toBe(`${job.title} at ${job.companyname}`);
      expect(item.guid).toEqual({ '#text': item.link, '@isPermaLink': 'true' });
      expect(item.pubDate).toBe(job.createdAt.toUTCString());
      expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(item.category).toBe(job.category ? job.category.charAt(0) + job.category.slice(1).toLowerCase() : undefined);
    });
    const dates = items.map((i) => Date.parse(i.pubDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('keeps titles with &, < and ]]> well-formed and describes a job in plain text of about 300 characters', async () => {
    const longText = 'Build reliable data pipelines for the placement team. '.repeat(20);
    const job = await t.db.prisma.jobPost.create({
      data: jobData({
        title: 'A & B <c> ]]>',
        companyname: 'Q"uote\'s \u0001Co',
        content: `<h2>Role &amp; team</h2><p>Work with <strong>R&amp;D</strong> &lt;tools&gt;</p><ul><li>one</li><li>two</li></ul><p>${longText}</p>`,
        createdAt: new Date('2100-01-01T00:00:00Z'),
        category: 'TECHNOLOGY',
      }),
    });
    const res = await t.fetch('/feed.xml');
    const body = await res.text();
    expect(body).not.toContain('<c>');
    expect(body).not.toContain(']]>');
    expect(body).not.toContain('\u0001');
    const item = (parseXml(body).rss.channel.item as FeedItem[]).find((i) => i.link === `${ORIGIN}/jobs/${job.id}`)!;
    expect(item.title).toBe('A & B <c> ]]> at Q"uote\'s Co');
    expect(item.category).toBe('Technology');
    expect(item.description).toMatch(/^Role & team Work with R&D <tools> one two Build reliable data pipelines/);
    expect(item.description!.length).toBeLessThanOrEqual(300);
    expect(item.description!.endsWith('…')).toBe(true);
    expect(item.description).not.toMatch(/<\/?(p|h2|strong|ul|li)>/);

    const sitemap = await t.fetch('/sitemap.xml');
    parseXml(await sitemap.text());
  });
});

describe('plain text of rich text', () => {
  it('drops tags, decodes entities and spaces block elements', () => {
    expect(htmlToPlainText('<p>One&nbsp;<em>two</em></p><p>three&#33; &#x263A; &unknown;</p><br>four')).toBe('One two three! ☺ &unknown; four');
    expect(htmlToPlainText('')).toBe('');
  });

  it('shortens at a word boundary with an ellipsis and never splits a character', () => {
    expect(shortenText('short', 300)).toBe('short');
    const cut = shortenText('word '.repeat(100), 20);
    expect(cut).toBe('word word word…');
    expect(Array.from(shortenText('😀'.repeat(30), 10))).toHaveLength(10);
  });
});

describe('HEAD and caching', () => {
  it('answers HEAD with the headers and no body', async () => {
    for (const [file, type] of [
      ['/robots.txt', 'text/plain; charset=utf-8'],
      ['/sitemap.xml', 'application/xml; charset=utf-8'],
      ['/feed.xml', 'application/rss+xml; charset=utf-8'],
    ] as const) {
      const res = await t.fetch(file, { method: 'HEAD' });
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('cache-control')).toBe('public, max-age=300');
      expect(await res.text()).toBe('');
    }
  });
});

describe('absolute URLs', () => {
  it('come from PUBLIC_URL only, never from a forged Host or X-Forwarded-Host', async () => {
    const { app } = createApp({
      prisma: t.db.prisma,
      config: { jwtSecret: testJwtSecret, jwtExpiresIn: '8h', trustProxy: true, webDistDir: '/nonexistent', publicUrl: 'https://jobs.example.org' },
    });
    const headers = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http', forwarded: 'host=evil.example' };
    for (const file of ['/robots.txt', '/sitemap.xml', '/feed.xml']) {
      const res = await app.fetch(new Request(`http://evil.example${file}`, { headers }));
      expect(res.status).toBe(200);
      const body = await res.text();
      expect(body, file).not.toContain('evil.example');
      expect(body, file).toContain('https://jobs.example.org/');
    }
  });
});

describe('PUBLIC_URL', () => {
  const env = (extra: Record<string, string>) => ({ DATA_DIR: '/tmp/lc-config-test', ...extra });

  it('defaults to http://localhost:<PORT> and loses a trailing slash', () => {
    expect(loadConfig(env({})).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig(env({ PORT: '8080' })).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig(env({ PUBLIC_URL: 'https://Jobs.Example.com/' })).publicUrl).toBe('https://jobs.example.com');
    expect(loadConfig(env({ PUBLIC_URL: 'http://10.0.0.5:8080' })).publicUrl).toBe('http://10.0.0.5:8080');
  });

  it('refuses anything but an absolute http(s) origin, naming the variable', () => {
    for (const bad of ['jobs.example.com', '/jobs', 'ftp://jobs.example.com', 'https://jobs.example.com/site', 'https://jobs.example.com/?a=1', 'https://jobs.example.com#top', 'https://user:pw@jobs.example.com', '']) {
      expect(() => loadConfig(env({ PUBLIC_URL: bad })), bad).toThrow(/PUBLIC_URL/);
    }
  });
});
