// Server rendering of the public site, as a crawler or a phone without JavaScript sees it: the raw HTML of every
// public route (no browser), its status, head, structured data and hydration data, hostile stored content, the page
// cache and its invalidation by writes. Needs the built web app (npm test builds it first).
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.js';
import { requireWebBuild, webDistDir } from './helpers/web-dist.js';

const distDir = webDistDir;
const built = requireWebBuild();
const ORIGIN = 'https://www.learning-centre.example';

/** The page as a crawler gets it. */
async function page(t: TestApp, url: string, init: RequestInit = {}) {
  const res = await t.fetch(url, { redirect: 'manual', ...init });
  const html = await res.text();
  return { res, html };
}

const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim();
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const meta = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
const rootHtml = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';

function hydrationData(html: string): { now: number; origin: string; urql: Record<string, { data?: string }> } {
  const block = /<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(html);
  expect(block, 'the hydration data block').toBeTruthy();
  return JSON.parse(block![1]!);
}

function jsonLd(html: string): Record<string, unknown> {
  const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(block, 'the JSON-LD block').toBeTruthy();
  return JSON.parse(block![1]!);
}

/** The built renderer itself, without the gateway around it. */
const builtRenderer = async () => (await import(path.join(distDir, 'server', 'entry-server.js'))) as { render: (options: Record<string, unknown>) => Promise<unknown> };

describe.skipIf(!built)('server-rendered public pages', () => {
  let t: TestApp;
  let job: { id: string; title: string };
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp({ webDistDir: distDir, publicUrl: ORIGIN });
    admin = await t.tokenFor('ADMIN');
    await t.db.prisma.jobPost.createMany({
      data: Array.from({ length: 8 }, (_, i) => ({
        title: `Data Analyst ${i + 1}`,
        companyname: `Insight Works ${i + 1}`,
        companylogo: '/logos/company-placeholder.svg',
        location: 'Pune',
        salary: '600000',
        content: `<p>Analyse sales data number ${i + 1}.</p>`,
        category: 'TECHNOLOGY' as const,
        createdAt: new Date(Date.UTC(2026, 9, 1 + i)),
      })),
    });
    job = await t.db.prisma.jobPost.create({
      data: { title: 'Junior Data Engineer', companyname: 'Pipeline Labs', companylogo: '/logos/company-placeholder.svg', location: 'Pune (Hybrid)', salary: '750000', content: '<p>Build <strong>reliable</strong> data pipelines.</p>', category: 'TECHNOLOGY' },
      select: { id: true, title: true },
    });
    await t.db.prisma.story.create({
      data: { title: 'From commerce graduate to analyst', slug: 'commerce-to-analyst', storyImage: '/images/placements/p1.svg', storyContent: '<p>Asha joined a bank as an analyst.</p>', studentName: 'Asha K.', companyName: 'Pune Bank', role: 'Analyst' },
    });
  });
  afterAll(() => t?.close());

  it('gives up on a page whose own query never answers (the layout\'s did), after the time limit', async () => {
    const renderer = await builtRenderer();
    // The layout's queries are answered by the app; the job page's never.
    const fetchGraphQL = async (input: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { query: string };
      if (/query PortalJobDetail/.test(body.query)) return new Promise<Response>(() => undefined);
      return t.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: init.body as string });
    };
    await expect(renderer.render({ request: new Request(`${ORIGIN}/jobs/${job.id}`), origin: ORIGIN, fetchGraphQL, sanitizeRichText: (html: string) => html, timeoutMs: 500 })).rejects.toThrow(
      `Server render of /jobs/${job.id} took longer than 500 ms`,
    );
  });

  it('renders the home page with its jobs, category counts, head and hydration data', async () => {
    const { res, html } = await page(t, '/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(h1(html)).toMatch(/Find your next job/);
    expect(rootHtml(html)).toContain('Junior Data Engineer');
    expect(rootHtml(html)).toContain('Pipeline Labs');
    expect(rootHtml(html)).toMatch(/Technology<\/span><span class="category-tile__count">9 Jobs Available/);
    expect(canonical(html)).toBe(`${ORIGIN}/`);
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/`);
    expect(html).toContain(`<link rel="alternate" type="application/rss+xml" title="Newest jobs" href="${ORIGIN}/feed.xml">`);
    // The hero's drawing is for wide screens only: not preloaded (a phone, which never shows it, would fetch it), but
    // named by a wide-screen source.
    expect(html).not.toMatch(/<link rel="preload"[^>]*home-hero\.svg/);
    expect(rootHtml(html)).toMatch(/<source media="\(min-width: 1024px\)" srcSet="\/images\/home-hero\.svg"/i);
    const data = hydrationData(html);
    expect(data.origin).toBe(ORIGIN);
    expect(Object.values(data.urql).some((r) => r.data?.includes('Junior Data Engineer'))).toBe(true);
    // No inline script the CSP would block: only the module entry and the JSON data block.
    expect([...html.matchAll(/<script(?![^>]*type="(?:module|application\/json|application\/ld\+json)")[^>]*>/g)]).toEqual([]);
  });

  it('renders /jobs with its query: search results, category filter, safe defaults for garbage', async () => {
    const all = await page(t, '/jobs');
    expect(all.res.status).toBe(200);
    expect(h1(all.html)).toBe('Find your next job');
    expect(title(all.html)).toMatch(/^Jobs \|/);
    expect(rootHtml(all.html)).toContain('Junior Data Engineer');

    const search = await page(t, '/jobs?q=engineer');
    expect(search.res.status).toBe(200);
    expect(rootHtml(search.html)).toContain('Junior Data Engineer');
    expect(rootHtml(search.html)).not.toContain('Data Analyst 3');
    expect(meta(search.html, 'robots')).toBe('noindex, follow');
    expect(canonical(search.html)).toBe(`${ORIGIN}/jobs`);

    const garbage = await page(t, '/jobs?page=-1&search=%3Cscript%3Ealert(1)%3C/script%3E&q=%3Cscript%3Ealert(2)%3C/script%3E');
    expect(garbage.res.status).toBe(200);
    expect(garbage.html).not.toMatch(/<script>alert/);
    expect(h1(garbage.html)).toBe('Find your next job');

    // A category's list is a page of its own: one that does not exist is the not-found page, not the whole list.
    const unknownCategory = await page(t, '/jobs?category=NOPE%3Cscript%3E');
    expect(unknownCategory.res.status).toBe(404);
    expect(h1(unknownCategory.html)).toBe('Page not found');
    expect(meta(unknownCategory.html, 'robots')).toBe('noindex, follow');
    expect(unknownCategory.html).not.toMatch(/NOPE<script>/);

    // A cursor cut short or made up is the visitor's 400 (the page says so and links to the first page), never the
    // 503 "try again later" of a server failure that makes crawlers slow down on the whole site; nor kept.
    for (const query of ['after=garbage', 'before=R1BDOk86bnVsbA%3D%3D']) {
      const cut = await page(t, `/jobs?${query}`);
      expect(cut.res.status, query).toBe(400);
      expect(cut.res.headers.get('retry-after'), query).toBeNull();
      expect(rootHtml(cut.html)).toContain('This page of results is no longer available.');
      expect(rootHtml(cut.html)).toContain('Back to the first page');
      expect((await page(t, `/jobs?${query}`)).res.headers.get('x-page-cache'), query).toBe('bypass');
    }
  });

  it('renders /jobs filtered by place, job type, salary and order from the URL (the form works without JavaScript)', async () => {
    const hybrid = await page(t, '/jobs?location=pune%20(hybrid)&salary=6-10');
    expect(hybrid.res.status).toBe(200);
    const root = rootHtml(hybrid.html);
    expect(root).toContain('Junior Data Engineer');
    expect(root).not.toContain('Data Analyst 3');
    // The heading names the place as the jobs spell it, not as the URL did.
    expect(root).toContain('1 job in Pune (Hybrid), ₹6–10 LPA');
    // The form is a plain GET form, drawn with the URL's choices selected.
    expect(root).toMatch(/<form[^>]*action="\/jobs" method="get"/);
    expect(root).toMatch(/<option value="Pune \(Hybrid\)" selected="">Pune \(Hybrid\) \(1\)<\/option>/);
    expect(root).toMatch(/<option value="6-10" selected="">/);
    expect(meta(hybrid.html, 'robots')).toBe('noindex, follow');
    expect(canonical(hybrid.html)).toBe(`${ORIGIN}/jobs`);

    const pune = await page(t, '/jobs?location=Pune&type=full-time&q=analyst&sort=relevance');
    expect(rootHtml(pune.html)).toContain('8 Full-Time jobs in Pune matching “analyst”');
    expect(rootHtml(pune.html)).not.toContain('Junior Data Engineer');
    expect(rootHtml(pune.html)).toMatch(/<option value="relevance" selected="">Best match/);

    const none = await page(t, '/jobs?type=internship&salary=0-3');
    expect(none.res.status).toBe(200);
    expect(rootHtml(none.html)).toContain('No jobs match these filters.');

    // Unknown values are left out: the whole list, not an error.
    const garbage = await page(t, '/jobs?type=astronaut&salary=1-1000&sort=oldest&location=%00');
    expect(garbage.res.status).toBe(200);
    expect(rootHtml(garbage.html)).toContain('9 jobs');
    expect(meta(garbage.html, 'robots')).toBeUndefined();
  });

  it('gives each category page its own title and description: the category, the city and how many jobs it has', async () => {
    const technology = await page(t, '/jobs?category=technology');
    expect(technology.res.status).toBe(200);
    expect(title(technology.html)).toMatch(/^Technology jobs in Pune \|/);
    expect(meta(technology.html, 'description')).toMatch(/^9 open Technology jobs shared by the placement cell with learners in Pune: /);
    expect(meta(technology.html, 'og:description')).toBe(meta(technology.html, 'description'));
    expect(canonical(technology.html)).toBe(`${ORIGIN}/jobs?category=technology`);
    // An empty category says so (and stays out of search results).
    const finance = await page(t, '/jobs?category=finance');
    expect(title(finance.html)).toMatch(/^Finance jobs in Pune \|/);
    expect(meta(finance.html, 'description')).toMatch(/^No open Finance jobs right now /);
    expect(meta(finance.html, 'robots')).toBe('noindex, follow');
  });

  it('names a picture link previews can draw as og:image, absolute: a raster company logo; an SVG one, or a seeded course’s SVG, leaves the default', async () => {
    // The seeded jobs' logos are SVG: the site's default picture.
    const svg = await page(t, `/jobs/${job.id}`);
    expect(meta(svg.html, 'og:image')).toBe(`${ORIGIN}/media/og-default.jpg`);
    const raster = await t.db.prisma.jobPost.create({
      data: { title: 'Brand Designer', companyname: 'Pixel Co', companylogo: '/uploads/pixel-co-logo.png', location: 'Pune', salary: '5 LPA', content: '<p>Draw.</p>' },
      select: { id: true },
    });
    const withLogo = await page(t, `/jobs/${raster.id}`);
    expect(withLogo.res.status).toBe(200);
    expect(meta(withLogo.html, 'og:image')).toBe(`${ORIGIN}/uploads/pixel-co-logo.png`);
    // A seeded course's pictures are SVG too.
    expect(meta((await page(t, '/courses/data-science')).html, 'og:image')).toBe(`${ORIGIN}/media/og-default.jpg`);
    await t.db.prisma.jobPost.delete({ where: { id: raster.id } });
  });

  it('renders a job page with its own text, head and JobPosting JSON-LD', async () => {
    const { res, html } = await page(t, `/jobs/${job.id}`);
    expect(res.status).toBe(200);
    expect(h1(html)).toBe('Junior Data Engineer');
    expect(rootHtml(html)).toContain('Build <strong>reliable</strong> data pipelines.');
    expect(title(html)).toContain('Junior Data Engineer at Pipeline Labs');
    expect(meta(html, 'description')).toMatch(/^Junior Data Engineer at Pipeline Labs, Pune/);
    expect(canonical(html)).toBe(`${ORIGIN}/jobs/${job.id}`);
    const ld = jsonLd(html);
    expect(ld).toMatchObject({ '@type': 'JobPosting', title: 'Junior Data Engineer', hiringOrganization: { name: 'Pipeline Labs' } });
    expect(JSON.stringify(ld)).toContain(ORIGIN);
  });

  it('shows salaries as the server reads them: the same text on the card, the job page and in JobPosting (issue 26)', async () => {
    const ranged = await t.gql<{ createJobPost: { id: string } }>(
      'mutation ($input: JobPostInput!) { createJobPost(input: $input) { id } }',
      { input: { title: 'Ranged Pay Analyst', companyname: 'Lakh Labs', companylogo: '/logos/company-placeholder.svg', location: 'Nashik', salary: '4-6 LPA' } },
      admin,
    );
    const list = rootHtml((await page(t, '/jobs?q=Ranged%20Pay%20Analyst')).html);
    expect(list).toContain('₹4–6 LPA');
    const detail = await page(t, `/jobs/${ranged.data!.createJobPost.id}`);
    expect(rootHtml(detail.html)).toContain('₹4–6 LPA');
    expect(jsonLd(detail.html).baseSalary).toEqual({ '@type': 'MonetaryAmount', currency: 'INR', value: { '@type': 'QuantitativeValue', minValue: 400000, maxValue: 600000, unitText: 'YEAR' } });
    // A row saved before salaries were read ("750000") is shown in the same words.
    expect(rootHtml((await page(t, `/jobs/${job.id}`)).html)).toContain('₹7.5 LPA');
  });

  it('draws a logo that does not load as the initials tile, in the HTML and CSS alone (issue 26)', async () => {
    const broken = await t.gql<{ createJobPost: { id: string } }>(
      'mutation ($input: JobPostInput!) { createJobPost(input: $input) { id } }',
      { input: { title: 'Broken Logo Engineer', companyname: 'Ghost Works', companylogo: 'https://logo.invalid/ghost.png', location: 'Pune', salary: '5 LPA' } },
      admin,
    );
    for (const url of ['/jobs?q=Broken%20Logo%20Engineer', `/jobs/${broken.data!.createJobPost.id}`]) {
      const { html } = await page(t, url);
      // The <img> carries the initials, and the page's own CSS (inlined) draws them over an image that failed: no
      // script and no onerror (which the CSP would refuse) are needed.
      const img = /<img[^>]*src="https:\/\/logo\.invalid\/ghost\.png"[^>]*>/.exec(rootHtml(html))?.[0];
      expect(img, url).toBeTruthy();
      expect(img).toMatch(/class="company-logo[^"]*"/);
      expect(img).toContain('data-initials="GW"');
      expect(img).not.toMatch(/onerror/i);
      const css = [...html.matchAll(/<style data-href="[^"]+">([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
      expect(css, url).toMatch(/img\.company-logo:{1,2}after\{[^}]*content:attr\(data-initials\)/);
    }
  });

  it('renders the placements gallery, the landing page, the course pages and a syllabus', async () => {
    const gallery = await page(t, '/success-stories');
    expect(gallery.res.status).toBe(200);
    expect(rootHtml(gallery.html)).toContain('Asha K.');
    expect(rootHtml(gallery.html)).toContain('Analyst at Pune Bank');

    const landing = await page(t, '/courses/learnbay');
    expect(landing.res.status).toBe(200);
    expect(h1(landing.html)).toMatch(/Take Your Career To New Height/);
    // Page CSS arrives inside the page (no render-blocking request): the shell's and the page's own, each once.
    const styles = new Map([...landing.html.matchAll(/<style data-href="\/assets\/([^"-]+)-[^"]+\.css">([\s\S]*?)<\/style>/g)].map((m) => [m[1], m[2]!]));
    expect(styles.get('LandingPage')).toContain('.landing');
    expect(styles.get('index')!.length).toBeGreaterThan(1000);
    // No stylesheet link at all (a browser may fetch even a disabled one): the app's loader reads style[data-href].
    expect(landing.html).not.toMatch(/<link rel="stylesheet"/);
    const inlined = [...landing.html.matchAll(/<style data-href="([^"]+)">/g)].map((m) => m[1]);
    expect(new Set(inlined).size).toBe(inlined.length);

    for (const [url, heading] of [
      ['/courses/data-science', /Data Science/],
      ['/courses/basic-python', /Full Stack/],
      ['/courses/pattern-analying', /Machine Learning/],
      ['/courses/digital-marketing', /Digital Marketing/],
    ] as const) {
      const course = await page(t, url);
      expect(course.res.status, url).toBe(200);
      expect(h1(course.html), url).toMatch(heading);
      expect(course.html, url).toMatch(/<style data-href="\/assets\/course-[^"]+\.css">/);
      // The page's code comes in a few files (web/vite.config.ts, CHUNK_GROUPS): a phone on HTTP/1.1 opens six
      // connections at most, and each wave of requests made before the first paint costs a round trip.
      const scripts = [...course.html.matchAll(/<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+)"/g)].map((m) => m[1]);
      expect(scripts.length, `${url}: ${scripts.join(' ')}`).toBeLessThanOrEqual(6);
      expect(course.html, `${url} #course-fee`).toContain('id="course-fee"');
      // The head preloads the first screen's picture only, never the logos far below it.
      const imagePreloads = [...course.html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);
      expect(imagePreloads, url).toHaveLength(1);
      expect(imagePreloads[0], url).toMatch(/^\/media\/content\/courses\//);
    }

    const syllabus = await page(t, '/courses/data-science/syllabus');
    expect(syllabus.res.status).toBe(200);
    expect(h1(syllabus.html)).toMatch(/Data Science/);
    expect(title(syllabus.html)).toMatch(/Syllabus/);
  });

  it('answers 404 with the not-found page for unknown paths and for job ids of any shape', async () => {
    const unknown = await page(t, '/no-such-page');
    expect(unknown.res.status).toBe(404);
    expect(h1(unknown.html)).toBe('Page not found');
    expect(meta(unknown.html, 'robots')).toBe('noindex, follow');

    const deleted = await t.db.prisma.jobPost.create({ data: { title: 'Gone soon', companyname: 'X', companylogo: '/logos/company-placeholder.svg', location: 'Pune', salary: '1 LPA' } });
    await t.db.prisma.jobPost.delete({ where: { id: deleted.id } });
    for (const id of [deleted.id, 'nope', '%00', 'a%00b', 'x'.repeat(300), '%E2%80%A8', '..%2F..%2Fetc', '%F0%9F%98%80', "1'%20OR%201=1"]) {
      const { res, html } = await page(t, `/jobs/${id}`);
      expect(res.status, id).toBe(404);
      expect(h1(html), id).toBe('Job not found');
    }
  });

  it('one address per page: a trailing slash is a 301 to the page, another letter case names the page as canonical', async () => {
    for (const [from, to] of [
      [`/jobs/${job.id}/`, `/jobs/${job.id}`],
      ['/success-stories/?utm_source=x', '/success-stories?utm_source=x'],
      ['/courses/learnbay/', '/courses/learnbay'],
      ['/courses/data-science//', '/courses/data-science'],
      // Never a redirect to another site ("//other.example" would be one).
      ['//other.example/', '/other.example'],
      ['/index.html?x=1', '/?x=1'],
    ] as const) {
      const { res } = await page(t, from);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location'), from).toBe(to);
    }
    for (const [variant, own] of [
      [`/JOBS/${job.id}`, `/jobs/${job.id}`],
      ['/Success-Stories', '/success-stories'],
      ['/Courses/Learnbay', '/courses/learnbay'],
      ['/courses/DATA-science', '/courses/data-science'],
      ['/courses/data-science/Syllabus', '/courses/data-science/syllabus'],
    ] as const) {
      const { res, html } = await page(t, variant);
      if (res.status === 404) continue; // not a page in that case at all: nothing to name
      expect(res.status, variant).toBe(200);
      expect(canonical(html), variant).toBe(`${ORIGIN}${own}`);
    }
    // The build's manifest is not a file of the site.
    expect((await t.fetch('/.vite/manifest.json')).status).toBe(404);
  });

  it('answers a public file again asked for with 304 when it has not changed', async () => {
    const first = await t.fetch('/favicon.svg');
    expect(first.status).toBe(200);
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^"[0-9a-f]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    await first.arrayBuffer();
    const again = await t.fetch('/favicon.svg', { headers: { 'if-none-match': tag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(tag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await t.fetch('/favicon.svg', { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
  });

  it('redirects the course aliases permanently, keeping the query', async () => {
    const { res } = await page(t, '/courses/machine-learning?utm_source=ad&x=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/courses/pattern-analying?utm_source=ad&x=1');
    expect((await page(t, '/courses/data-science-ai-ml')).res.headers.get('location')).toBe('/courses/data-science');
  });

  it('keeps stored text with </script>, <!-- and U+2028 inside the hydration data and the JSON-LD', async () => {
    // A title is one line (its line separators are stored as spaces); the description keeps U+2028 and U+2029.
    const hostile = 'Analyst </script><script>alert(1)</script> <!-- x & "quoted"';
    const created = await t.gql<{ createJobPost: { id: string } }>(
      'mutation($input: JobPostInput!) { createJobPost(input: $input) { id } }',
      { input: { title: hostile, companyname: 'Acme </script>', companylogo: '/logos/company-placeholder.svg', location: 'Pune', salary: '500000', content: '<p>Fine \u2028 line \u2029 separators</p>' } },
      admin,
    );
    const id = created.data!.createJobPost.id;
    const { res, html } = await page(t, `/jobs/${id}`);
    expect(res.status).toBe(200);
    expect(html).not.toContain('<script>alert(1)');
    // Exactly the expected script blocks, each closed where it should be.
    expect(html.match(/<\/script>/g)).toHaveLength(html.match(/<script[\s>]/g)!.length);
    const data = hydrationData(html);
    expect(Object.values(data.urql).some((r) => r.data && (JSON.parse(r.data) as { jobPost?: { title: string } }).jobPost?.title === hostile)).toBe(true);
    expect(Object.values(data.urql).some((r) => r.data && (JSON.parse(r.data) as { jobPost?: { content: string } }).jobPost?.content?.includes('\u2028 line \u2029'))).toBe(true);
    expect(jsonLd(html).title).toBe(hostile);
    expect(h1(html)).toContain('Analyst &lt;/script&gt;');
  });

  it('serves repeat visits from the page cache and revalidates with ETag', async () => {
    const first = await page(t, '/success-stories?utm=cache-test');
    const second = await page(t, '/success-stories?utm=cache-test');
    expect(first.res.headers.get('x-page-cache')).toBe('miss');
    expect(second.res.headers.get('x-page-cache')).toBe('hit');
    expect(second.html).toBe(first.html);
    expect(second.res.headers.get('cache-control')).toBe('no-cache');
    const etag = second.res.headers.get('etag')!;
    const revalidated = await t.fetch('/success-stories?utm=cache-test', { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    const compressed = await t.fetch('/success-stories?utm=cache-test', { headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
  });

  it('shows an admin write on the next anonymous page load (job, settings, story comment)', async () => {
    const before = await page(t, `/jobs/${job.id}`);
    await page(t, `/jobs/${job.id}`);
    expect((await page(t, `/jobs/${job.id}`)).res.headers.get('x-page-cache')).toBe('hit');
    expect(h1(before.html)).toBe('Junior Data Engineer');

    await t.gql('mutation($id: ID!, $input: JobPostUpdateInput!) { updateJobPost(id: $id, input: $input) { id } }', { id: job.id, input: { title: 'Senior Data Engineer' } }, admin);
    const after = await page(t, `/jobs/${job.id}`);
    expect(after.res.headers.get('x-page-cache')).toBe('miss');
    expect(h1(after.html)).toBe('Senior Data Engineer');
    expect(rootHtml((await page(t, '/')).html)).toContain('Senior Data Engineer');

    // Through REST too.
    await t.fetch('/api/v1/job-post/update-job-post', { method: 'PUT', json: { jobPostId: job.id, title: 'Lead Data Engineer' }, token: admin });
    expect(h1((await page(t, `/jobs/${job.id}`)).html)).toBe('Lead Data Engineer');

    await page(t, '/');
    await t.gql(
      'mutation($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { supportEmail } }',
      { input: { supportEmail: 'hello@centre.example', tollFreeNumber: '1800-000-1111', mobileNumber: '+91 90000 00000', address: 'Baner Road', city: 'Pune, Maharashtra' } },
      admin,
    );
    expect((await page(t, '/')).html).toContain('hello@centre.example');

    // The site's name from the settings names the site to link previews and in the feed too.
    expect((await page(t, '/jobs')).html).toContain('<meta property="og:site_name" content="Learning Centre Pune" />');
    const renaming = await t.gql(
      'mutation($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { siteName } }',
      { input: { siteName: 'Baner Skills & Jobs', supportEmail: 'hello@centre.example', tollFreeNumber: '1800-000-1111', mobileNumber: '+91 90000 00000', address: 'Baner Road', city: 'Pune, Maharashtra' } },
      admin,
    );
    expect(renaming.errors).toBeUndefined();
    const renamed = await page(t, '/jobs');
    expect(renamed.html).toContain('<meta property="og:site_name" content="Baner Skills &#38; Jobs" />');
    expect(title(renamed.html)).toMatch(/Baner Skills &#38; Jobs|Baner Skills &amp; Jobs/);
    expect(await (await t.fetch('/feed.xml')).text()).toContain('<title>Baner Skills &amp; Jobs — newest jobs</title>');

    // A write made outside the API (another tool on the database) reaches the cache through the database's
    // notification: wait for it, as a second process would.
    await page(t, '/success-stories');
    await t.db.prisma.$executeRaw`UPDATE "Story" SET "studentName" = 'Edited Name' WHERE slug = 'commerce-to-analyst'`;
    await expect.poll(async () => rootHtml((await page(t, '/success-stories')).html), { timeout: 3000 }).toContain('Edited Name');
  });

  it('serves the admin area as the plain client-rendered shell, kept out of search engines', async () => {
    const { res, html } = await page(t, '/admin/login');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="ssr-data"');
    expect(html).toContain('<noscript><p>The admin area needs JavaScript: please turn it on.</p></noscript>');
  });

  it('answers the course draft preview with its frame only: never stored in the page cache, noindex, no draft in the HTML', async () => {
    const course = await t.db.prisma.course.findFirstOrThrow({ where: { path: '/courses/data-science' } });
    for (const state of ['bypass', 'bypass']) {
      const { res, html } = await page(t, `/courses/preview/${course.id}`, { headers: { authorization: `Bearer ${admin}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-page-cache')).toBe(state);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(meta(html, 'robots')).toMatch(/^noindex/);
      expect(rootHtml(html)).toContain('Loading the preview');
      // Not even the published page's words: the browser draws the draft, with the staff token.
      expect(rootHtml(html)).not.toContain('course-page');
    }
    // The course's own page is still cached as before.
    await page(t, '/courses/data-science');
    expect((await page(t, '/courses/data-science')).res.headers.get('x-page-cache')).toBe('hit');
  });

  it('keeps the head’s <noscript> style that shows every tab panel without script, and claims nowhere that the page needs JavaScript', async () => {
    const { html } = await page(t, '/courses/data-science');
    const head = html.slice(0, html.indexOf('</head>'));
    const style = /<noscript>\s*<style>([\s\S]*?)<\/style>\s*<\/noscript>/.exec(head)?.[1] ?? '';
    expect(style).toMatch(/\.course-tabs__list\s*\{\s*display:\s*none/);
    expect(style).toMatch(/\.course-tabs__panel\[hidden\]\s*\{\s*display:\s*block/);
    expect(style).toMatch(/\.course-tabs__heading\s*\{\s*display:\s*block/);
    expect(html).not.toMatch(/needs JavaScript/);
    // The server's HTML itself is as before: only the first panel of a tab strip is shown (no shift once script runs).
    const curriculum = rootHtml(html).slice(rootHtml(html).indexOf('data-section="curriculum"'));
    const panels = [...curriculum.matchAll(/<div role="tabpanel"[^>]*>/g)].map((m) => m[0]).slice(0, 6);
    expect(panels.map((tag) => tag.includes(' hidden=""'))).toEqual([false, true, true, true, true, true]);
  });
  it('serves the same page to a signed-in learner as to anyone (the page cache keeps working), account pages noindex, the cookie Secure on https', async () => {
    const { hashPassword } = await import('../src/services/passwords.js');
    const email = `ssr-learner-${Date.now()}@example.com`;
    await t.db.prisma.learner.create({ data: { name: 'Cookie Learner', email, passwordHash: await hashPassword('learner-password-1'), emailVerifiedAt: new Date() } });
    const signIn = await t.fetch('/graphql', { method: 'POST', json: { query: 'mutation ($e: String!, $p: String!) { learnerSignIn(email: $e, password: $p) { id } }', variables: { e: email, p: 'learner-password-1' } } });
    const [session] = signIn.headers.getSetCookie();
    expect(session).toMatch(/^lc_learner=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/);
    const cookie = session!.split(';')[0]!;
    for (const url of ['/jobs', '/', '/account']) {
      const anonymous = await page(t, url);
      const learner = await page(t, url, { headers: { cookie } });
      expect(learner.res.status).toBe(200);
      expect(rootHtml(learner.html)).toBe(rootHtml(anonymous.html));
      expect(learner.html).not.toContain('Cookie Learner');
    }
    for (const url of ['/account', '/account/forgot', '/account/reset?token=x', '/account/link?purpose=confirm&problem=expired']) {
      const { res, html } = await page(t, url);
      expect(res.status, url).toBe(200);
      expect(meta(html, 'robots'), url).toBe('noindex, follow');
    }
  });
});

describe.skipIf(!built)('the server renderer on its own', () => {
  it('gives up on a render whose data never comes, after its time limit, with the page named', async () => {
    const renderer = await builtRenderer();
    const started = Date.now();
    const never = () => new Promise<Response>(() => undefined);
    await expect(renderer.render({ request: new Request('http://x.example/jobs'), origin: ORIGIN, fetchGraphQL: never, sanitizeRichText: (html: string) => html, timeoutMs: 300 })).rejects.toThrow(
      /Server render of \/jobs took longer than 300 ms/,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
