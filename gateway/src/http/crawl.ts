// The crawl files: /robots.txt, /sitemap.xml (a sitemap index over /sitemap-pages.xml and /sitemap-jobs-<n>.xml once
// the site outgrows one file: the public pages, courses and success stories, then the open jobs and those closed in the
// last week) and the RSS feed of the newest jobs at /feed.xml. Absolute URLs come only from
// PUBLIC_URL, never from the request's Host header, so a forged Host cannot put foreign links into them.
import { Hono, type Context } from 'hono';
import type { JobCategory, PrismaClient } from '../generated/prisma/client.js';
import { countJobPostSitemapEntries, listJobPostSitemapEntries, listNewestJobPosts, MAX_SITEMAP_ROWS } from '../services/jobs.js';
import { storyListWhere, storyOrder } from '../services/stories.js';
import { listPublishedCoursePaths } from '../services/courses.js';
import { getSiteSettings } from '../services/settings.js';
import type { AppEnv } from './env.js';

/**
 * The paths of the course pages the seed writes (gateway/src/db/seed-data/courses), which are those of
 * web/src/marketing/courseRoutes.ts (the gateway does not import web code; a test keeps them equal). The sitemap lists
 * the published courses of the database, whatever they are.
 */
export const COURSE_PATHS = ['/courses/data-science', '/courses/basic-python', '/courses/pattern-analying', '/courses/digital-marketing'] as const;

/** The placements page; each published story has its own page at `?story=<slug>` (web/src/routes.ts). */
export const SUCCESS_STORIES_PATH = '/success-stories';

/** The public pages that are neither a job nor a course, in the order the sitemap lists them. */
export const STATIC_PAGE_PATHS: readonly string[] = ['/', '/jobs', SUCCESS_STORIES_PATH, '/courses/learnbay'];

/** A success story's own page (the canonical address of its server-rendered page). */
export const successStoryPath = (slug: string) => `${SUCCESS_STORIES_PATH}?story=${encodeURIComponent(slug)}`;

/** Every public page that is not a job on a site with the seed's courses, in the order the sitemap lists them. */
export const PUBLIC_PAGE_PATHS: readonly string[] = [...STATIC_PAGE_PATHS, ...COURSE_PATHS, ...COURSE_PATHS.map((p) => `${p}/syllabus`)];

export const FEED_SIZE = 50;
const FEED_DESCRIPTION_LENGTH = 300;
/** Short: these files change with every job write, and no process-local cache has to be invalidated for them. */
const CACHE_CONTROL = 'public, max-age=300';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface CrawlDeps {
  prisma: PrismaClient;
  /** Absolute origin without a trailing slash (PUBLIC_URL), e.g. https://jobs.example.com. */
  publicUrl: string;
  /** URLs per sitemap file (at most, and by default, 50 000); smaller in tests to exercise the index. */
  sitemapPageSize?: number;
}

// Characters XML 1.0 forbids even when escaped: C0 controls other than tab/newline/return, U+FFFE/U+FFFF and lone
// surrogates. They could arrive in a job's title; they are dropped rather than break the whole file.
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an XML element or a quoted attribute (escaping `>` also defuses `]]>`). */
export function escapeXml(value: string): string {
  return value.replace(INVALID_XML_CHARS, '').replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', hellip: '…', mdash: '—', ndash: '–',
  lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', bull: '•', middot: '·', copy: '©', reg: '®', trade: '™', rupee: '₹',
};
const BLOCK_TAGS = /<\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|pre|hr|table|tr|td|th|section|article|header|footer|figure|figcaption|img)\b[^>]*>/gi;

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '';
  });
}

/** The visible text of stored (sanitised) rich text: block elements become spaces, inline ones vanish. */
export function htmlToPlainText(html: string): string {
  const withoutTags = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(BLOCK_TAGS, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

/** At most `max` characters (code points), cut at a word boundary when one is near, with an ellipsis. */
export function shortenText(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length >= cut.length * 0.6 ? atWord : cut).trimEnd()}…`;
}

const categoryLabel = (category: JobCategory) => category.charAt(0) + category.slice(1).toLowerCase();
const jobPath = (id: string) => `/jobs/${encodeURIComponent(id)}`;

function xmlResponse(c: Context, body: string, contentType: string): Response {
  c.header('Cache-Control', CACHE_CONTROL);
  return c.body(body, 200, { 'Content-Type': `${contentType}; charset=utf-8` });
}

export function crawlRoutes({ prisma, publicUrl, sitemapPageSize = MAX_SITEMAP_ROWS }: CrawlDeps): Hono<AppEnv> {
  const origin = publicUrl.replace(/\/+$/, '');
  const pageSize = Math.max(1, Math.min(Math.floor(sitemapPageSize), MAX_SITEMAP_ROWS));
  const abs = (path: string) => escapeXml(`${origin}${path}`);
  const ctx = { prisma };
  const app = new Hono<AppEnv>();

  const urlEntry = (path: string, lastmod?: Date) =>
    `<url><loc>${abs(path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  const urlset = (entries: string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">\n${entries.map((e) => `${e}\n`).join('')}</urlset>\n`;
  // Open jobs and, for SITEMAP_CLOSED_JOB_DAYS, closed ones with the moment they closed as lastmod: search engines
  // come back to a filled job (which has no validThrough) and take it out of their job listings.
  const jobEntries = async (skip: number, take: number, now: Date) =>
    (await listJobPostSitemapEntries(ctx, { skip, take }, now)).map((job) => urlEntry(jobPath(job.id), job.lastmod));
  // Each published story's own page (never a draft), in the placements page's order, changed when the story was.
  const storyEntries = async (take: number) => {
    const stories = await prisma.story.findMany({
      where: storyListWhere({ viewer: null }, false),
      select: { slug: true, updatedAt: true },
      orderBy: storyOrder,
      take: Math.max(0, take),
    });
    return stories.map((s) => urlEntry(successStoryPath(s.slug), s.updatedAt));
  };
  // The static pages, then each published course (never a draft) and its printable syllabus, in navigation order,
  // then the success stories (as many as one file still holds).
  const pageEntries = async () => {
    const courses = await listPublishedCoursePaths(ctx);
    const pages = [
      ...STATIC_PAGE_PATHS.map((p) => urlEntry(p)),
      ...courses.map((c) => urlEntry(c.path, c.publishedAt ?? undefined)),
      ...courses.map((c) => urlEntry(`${c.path}/syllabus`, c.publishedAt ?? undefined)),
    ];
    return [...pages, ...(await storyEntries(MAX_SITEMAP_ROWS - pages.length))];
  };

  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', CACHE_CONTROL);
    const lines = ['User-agent: *', 'Disallow: /admin', 'Disallow: /api/', 'Disallow: /graphql', 'Disallow: /jobs/*/apply', '', `Sitemap: ${origin}/sitemap.xml`];
    return c.body(`${lines.join('\n')}\n`, 200, { 'Content-Type': 'text/plain; charset=utf-8' });
  });

  // One file while everything fits; past that, an index over the public pages and pages of jobs, so that no request
  // reads more than one page of rows.
  app.get('/sitemap.xml', async (c) => {
    const now = new Date();
    const [jobCount, pages] = await Promise.all([countJobPostSitemapEntries(ctx, now), pageEntries()]);
    if (pages.length + jobCount <= pageSize) {
      return xmlResponse(c, urlset([...pages, ...(await jobEntries(0, pageSize - pages.length, now))]), 'application/xml');
    }
    const files = ['/sitemap-pages.xml', ...Array.from({ length: Math.ceil(jobCount / pageSize) }, (_, i) => `/sitemap-jobs-${i + 1}.xml`)];
    const body =
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n` +
      files.map((f) => `<sitemap><loc>${abs(f)}</loc></sitemap>\n`).join('') +
      '</sitemapindex>\n';
    return xmlResponse(c, body, 'application/xml');
  });

  app.get('/sitemap-pages.xml', async (c) => xmlResponse(c, urlset(await pageEntries()), 'application/xml'));

  // Offset pages over the primary key: page n is rows (n-1)*size .. n*size-1 in id order.
  app.get('/:file{sitemap-jobs-[1-9][0-9]*\\.xml}', async (c) => {
    const page = Number(/(\d+)/.exec(c.req.param('file'))![1]);
    const now = new Date();
    const jobCount = await countJobPostSitemapEntries(ctx, now);
    if (page > Math.ceil(jobCount / pageSize)) return c.text('Not found', 404);
    return xmlResponse(c, urlset(await jobEntries((page - 1) * pageSize, pageSize, now)), 'application/xml');
  });

  app.get('/feed.xml', async (c) => {
    const [jobs, { siteName }] = await Promise.all([listNewestJobPosts(ctx, FEED_SIZE), getSiteSettings(ctx)]);
    const items = jobs.map((job) => {
      const link = abs(jobPath(job.id));
      const description = shortenText(htmlToPlainText(job.content), FEED_DESCRIPTION_LENGTH);
      return [
        '<item>',
        `<title>${escapeXml(`${job.title} at ${job.companyname}`)}</title>`,
        `<link>${link}</link>`,
        `<guid isPermaLink="true">${link}</guid>`,
        `<pubDate>${job.createdAt.toUTCString()}</pubDate>`,
        description ? `<description>${escapeXml(description)}</description>` : '',
        job.category ? `<category>${escapeXml(categoryLabel(job.category))}</category>` : '',
        '</item>',
      ].join('');
    });
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
      '<channel>',
      `<title>${escapeXml(`${siteName} — newest jobs`)}</title>`,
      `<link>${abs('/jobs')}</link>`,
      `<description>${escapeXml(`The ${FEED_SIZE} newest job openings on the ${siteName} placement portal.`)}</description>`,
      '<language>en-in</language>',
      `<atom:link href="${abs('/feed.xml')}" rel="self" type="application/rss+xml"/>`,
      ...items,
      '</channel>',
      '</rss>',
      '',
    ].join('\n');
    return xmlResponse(c, body, 'application/rss+xml');
  });

  return app;
}
