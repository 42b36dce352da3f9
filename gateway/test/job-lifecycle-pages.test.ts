// Jobs that open and close, as the server-rendered pages show them (issue 27, item 2): the home page and /jobs list
// open jobs only; a closed job's page answers 200 saying it no longer accepts applications, without Apply Now and
// without JobPosting data; a draft's page is a 404 to visitors; an open job's page shows its experience, skills and
// how to apply, and its JobPosting data says until when; a job whose closing moment passes leaves the cached pages.
// Needs the built web app (npm test builds it first).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PUBLIC_CONTENT_CHANNEL } from '../src/cache/content-changes.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { requireWebBuild, webDistDir } from './helpers/web-dist.js';

const distDir = webDistDir;
const built = requireWebBuild();
const ORIGIN = 'https://www.learning-centre.example';
const CLOSED = 'This job is no longer accepting applications';
const HOUR = 3_600_000;

const rootHtml = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
const jsonLdBlocks = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
const jobPostings = (html: string) => jsonLdBlocks(html).filter((d) => d['@type'] === 'JobPosting');

describe.skipIf(!built)('server-rendered pages of jobs that open and close', () => {
  let t: TestApp;
  let ids: Record<'open' | 'urlJob' | 'emailJob' | 'draft' | 'filled' | 'expired', string>;

  beforeAll(async () => {
    t = await startTestApp({ webDistDir: distDir, publicUrl: ORIGIN });
    const base = { companylogo: '/logos/company-placeholder.svg', location: 'Pune', salary: '600000', content: '<p>Work with data.</p>', category: 'FINANCE' as const };
    const make = async (title: string, data: Record<string, unknown> = {}) => (await t.db.prisma.jobPost.create({ data: { ...base, title, companyname: `${title} Co`, ...data } })).id;
    const now = Date.now();
    ids = {
      open: await make('Lifecycle Open Analyst', { closesAt: new Date(Date.UTC(2099, 11, 31, 18, 29, 59, 999)), experienceMin: 1, experienceMax: 3, skills: ['SQL', 'Power BI'] }),
      urlJob: await make('Lifecycle Link Analyst', { applyMethod: 'URL', applyUrl: 'https://careers.example.com/jobs/42' }),
      emailJob: await make('Lifecycle Mail Analyst', { applyMethod: 'EMAIL', applyEmail: 'hr@mail-analyst.example.com' }),
      draft: await make('Lifecycle Draft Analyst', { status: 'DRAFT' }),
      filled: await make('Lifecycle Filled Analyst', { status: 'FILLED', filledAt: new Date(Date.UTC(2026, 10, 20, 6)) }),
      expired: await make('Lifecycle Expired Analyst', { closesAt: new Date(now - HOUR) }),
    };
  });
  afterAll(() => t?.close());

  it('the home page and /jobs list open jobs only, and count them', async () => {
    for (const url of ['/', '/jobs']) {
      const res = await t.fetch(url);
      expect(res.status).toBe(200);
      const html = rootHtml(await res.text());
      for (const title of ['Lifecycle Open Analyst', 'Lifecycle Link Analyst', 'Lifecycle Mail Analyst']) expect(html, `${url}: ${title}`).toContain(title);
      for (const title of ['Lifecycle Draft Analyst', 'Lifecycle Filled Analyst', 'Lifecycle Expired Analyst']) expect(html, `${url}: ${title}`).not.toContain(title);
    }
    // The home page's Finance tile counts the three open ones.
    expect(rootHtml(await (await t.fetch('/')).text())).toMatch(/Finance<\/span><span class="category-tile__count">3 Jobs Available/);
  });

  it.each(['filled', 'expired'] as const)('a %s job’s page answers 200, says it is closed, without Apply Now or JobPosting data', async (which) => {
    const res = await t.fetch(`/jobs/${ids[which]}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(rootHtml(html)).toContain(CLOSED);
    // The job's own page, before the other (open) jobs suggested under it, whose cards keep their Apply Now.
    const own = rootHtml(html).split('Suggested Jobs')[0]!;
    expect(own).toContain('Lifecycle');
    expect(own).not.toContain('Apply Now');
    expect(own).not.toMatch(/mailto:[^"]*subject=/);
    expect(jobPostings(html)).toEqual([]);
    expect(rootHtml(html)).toContain(which === 'filled' ? 'The position was filled on 20 November 2026.' : 'Applications closed on');
  });

  it('a draft’s page is a 404 for visitors', async () => {
    const res = await t.fetch(`/jobs/${ids.draft}`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('Lifecycle Draft Analyst');
  });

  it('an open job’s page shows experience and skills, Apply Now, and JobPosting data valid until its closing moment', async () => {
    const html = await (await t.fetch(`/jobs/${ids.open}`)).text();
    expect(rootHtml(html)).not.toContain(CLOSED);
    expect(rootHtml(html)).toContain('Apply Now');
    expect(rootHtml(html)).toContain('1–3 years');
    expect(rootHtml(html)).toMatch(/<li>SQL<\/li><li>Power BI<\/li>/);
    expect(rootHtml(html)).toContain('31 December 2099');
    const [posting] = jobPostings(html);
    expect(posting).toMatchObject({ title: 'Lifecycle Open Analyst', validThrough: '2099-12-31T18:29:59.999Z', skills: 'SQL, Power BI' });
  });

  it('Apply Now leads to the job’s own link or address when it has one (through the counted redirect of issue 28)', async () => {
    for (const [which, target] of [
      ['urlJob', /^https:\/\/careers\.example\.com\/jobs\/42$/],
      ['emailJob', /^mailto:hr@mail-analyst\.example\.com\?subject=/],
    ] as const) {
      const html = rootHtml(await (await t.fetch(`/jobs/${ids[which]}`)).text());
      const actions = /<div class="job-hero__actions">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
      expect(actions, which).toContain('Apply Now');
      const href = new RegExp(`href="(/jobs/${ids[which]}/apply-elsewhere)"`).exec(actions)?.[1];
      expect(href, which).toBeDefined();
      const res = await t.fetch(href!, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toMatch(target);
    }
  });

  it('a job whose closing moment passes leaves the cached home page and /jobs, and its cached page says it is closed', async () => {
    const closesAt = new Date(Date.now() + 4000);
    const id = (await t.db.prisma.jobPost.create({
      data: { title: 'Lifecycle Soon Closed Analyst', companyname: 'Soon Co', companylogo: '/logos/company-placeholder.svg', location: 'Pune', salary: '600000', closesAt },
    })).id;
    // Every notification of that insert has arrived (none will empty the caches later).
    const marker = `settle-${Date.now()}`;
    const seen: string[] = [];
    const stop = t.contentChanges.subscribe((c) => seen.push(...c.tables));
    await t.db.prisma.$executeRaw`SELECT pg_notify(${PUBLIC_CONTENT_CHANNEL}, ${marker})`;
    await vi.waitFor(() => expect(seen).toContain(marker), { timeout: 5000, interval: 20 });
    stop();

    const pages = ['/', '/jobs', `/jobs/${id}`];
    for (const url of pages) await t.fetch(url);
    for (const url of pages) {
      const res = await t.fetch(url);
      expect(res.headers.get('x-page-cache'), url).toBe('hit');
      const html = rootHtml(await res.text());
      expect(html).toContain('Lifecycle Soon Closed Analyst');
      expect(html).not.toContain(CLOSED);
    }
    expect(Date.now()).toBeLessThan(closesAt.getTime());

    await new Promise((resolve) => setTimeout(resolve, closesAt.getTime() - Date.now() + 50));
    const read = async (url: string) => {
      const res = await t.fetch(url);
      return { cache: res.headers.get('x-page-cache'), html: await res.text() };
    };
    const home = await read('/');
    const list = await read('/jobs');
    const page = await read(`/jobs/${id}`);
    expect([home.cache, list.cache, page.cache]).toEqual(['miss', 'miss', 'miss']);
    expect(rootHtml(home.html)).not.toContain('Lifecycle Soon Closed Analyst');
    expect(rootHtml(list.html)).not.toContain('Lifecycle Soon Closed Analyst');
    expect(rootHtml(page.html)).toContain(CLOSED);
    expect(jobPostings(page.html)).toEqual([]);
  });
});
