// Server rendering as a visitor's browser meets it: every public page hydrates without a warning and without asking
// the API again for what the server sent; moving around afterwards is client-side; with JavaScript off every page
// still shows its content and its links lead on.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './helpers/browser';
import { allJobs } from './helpers/portal';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let jobId: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  jobId = (await allJobs(server))[0]!.id;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const PUBLIC_PAGES = () => [
  '/',
  '/jobs',
  '/jobs?q=analyst',
  '/jobs?location=Pune&type=full-time&salary=3-6',
  `/jobs/${jobId}`,
  '/success-stories',
  '/courses/learnbay',
  '/courses/data-science',
  '/courses/basic-python',
  '/courses/pattern-analying',
  '/courses/digital-marketing',
  '/courses/data-science/syllabus',
  '/enquire?course=data-science-ai-ml&from=Apply+Now',
  '/no-such-page',
];

interface Watched {
  page: Page;
  /** Console errors and warnings, uncaught errors. */
  problems: string[];
  /** GraphQL requests the page made. */
  graphql: string[];
}

async function watchedPage(options: { javaScriptEnabled?: boolean; width?: number } = {}): Promise<Watched> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 412, height: 900 }, javaScriptEnabled: options.javaScriptEnabled ?? true });
  const page = await context.newPage();
  const watched: Watched = { page, problems: [], graphql: [] };
  page.on('pageerror', (err) => watched.problems.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    // A 404 page's own status shows as a failed resource load: that is the point of it, not a problem.
    if ((msg.type() === 'error' || msg.type() === 'warning') && !/status of 404/.test(msg.text())) watched.problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') watched.graphql.push(request.postData() ?? request.url());
  });
  return watched;
}

describe('hydration', () => {
  it('every public page hydrates without a warning, without fetching its data again and without redrawing it', { timeout: 240_000 }, async () => {
    const watched = await watchedPage();
    // A phone's pace: with a slow CPU, any update that reaches a part of the page still waiting to hydrate makes React
    // throw the server's HTML away and draw it again (the footer jumps). That must never happen.
    const cdp = await watched.page.context().newCDPSession(watched.page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (const path of PUBLIC_PAGES()) {
      watched.problems.length = 0;
      watched.graphql.length = 0;
      await watched.page.goto(server.url + path, { waitUntil: 'networkidle' });
      // Hydrated: React has attached to the server's markup (the root's first element has React's props).
      await expect
        .poll(() => watched.page.evaluate(() => Object.keys(document.querySelector('#root > *') ?? {}).some((k) => k.startsWith('__react'))), { timeout: 10_000 })
        .toBe(true);
      await watched.page.waitForTimeout(500);
      expect(watched.problems, path).toEqual([]);
      expect(watched.graphql, `${path} asked the API again`).toEqual([]);
      // React names ids made on the server _R_…, in the browser _r_…: a page drawn again in the browser has the latter.
      const ids = await watched.page.evaluate(() => ({
        server: document.querySelectorAll('#root [id^="_R_"]').length,
        browser: document.querySelectorAll('#root [id^="_r_"]').length,
      }));
      expect(ids.browser, `${path} was drawn again in the browser`).toBe(0);
      expect(ids.server, path).toBeGreaterThan(0);
    }
    await watched.page.context().close();
  });

  it('brings its stylesheets inline and never fetches one of them again', async () => {
    for (const path of ['/', '/courses/learnbay', `/jobs/${jobId}`]) {
      const { page, problems } = await watchedPage();
      const files: string[] = [];
      page.on('request', (request) => files.push(new URL(request.url()).pathname));
      await page.goto(server.url + path, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      const inline = await page.evaluate(() => [...document.querySelectorAll('style[data-href]')].map((s) => s.getAttribute('data-href')));
      expect(inline.length, path).toBeGreaterThan(1);
      expect(files.filter((f) => inline.includes(f)), path).toEqual([]);
      expect(problems, path).toEqual([]);
      await page.context().close();
    }
  });

  it('moves between pages on the client after hydrating, fetching only what the next page needs', async () => {
    const { page, problems, graphql } = await watchedPage({ width: 1280 });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).click();
    await page.waitForURL(`${server.url}/jobs`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Find your next job');
    await expect.poll(() => page.locator('.job-grid--list .job-card, .job-grid--list li').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(graphql.length).toBeGreaterThan(0);
    await page.goto(`${server.url}/courses/learnbay`, { waitUntil: 'networkidle' });
    expect(await page.title()).toMatch(/Learning Centre|Pune/);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('starts a page reached by a link at the top, and Back returns to the place on the page left', async () => {
    const { page, problems } = await watchedPage({ width: 375 });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    // A click from script: Playwright's own click would first scroll the link into view.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('main a[href^="/jobs/"]')!.click());
    await page.waitForURL(/\/jobs\/[^/]+$/);
    await page.locator('.job-description').waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('rich text', () => {
  it('a server-drawn job page never loads the browser sanitiser; a job reached in the browser does, and shows its text', async () => {
    const watched = await watchedPage();
    const sanitiser: string[] = [];
    watched.page.on('request', (request) => {
      if (/\/assets\/richText-[^/]+\.js$/.test(new URL(request.url()).pathname)) sanitiser.push(request.url());
    });
    await watched.page.goto(`${server.url}/jobs/${jobId}`, { waitUntil: 'networkidle' });
    await watched.page.waitForTimeout(500);
    expect(await watched.page.locator('.job-description').innerText()).not.toBe('');
    expect(sanitiser).toEqual([]);

    await watched.page.goto(`${server.url}/jobs`, { waitUntil: 'networkidle' });
    await watched.page.locator('.job-card__title a').first().click();
    await expect.poll(() => watched.page.locator('.job-description').innerText(), { timeout: 10_000 }).not.toBe('');
    expect(sanitiser).toHaveLength(1);
    expect(watched.problems).toEqual([]);
    await watched.page.context().close();
  });
});

describe('without JavaScript', () => {
  it('every public page shows its content, and its links lead to pages that do too', { timeout: 180_000 }, async () => {
    const { page } = await watchedPage({ javaScriptEnabled: false, width: 375 });
    for (const path of PUBLIC_PAGES()) {
      const response = await page.goto(server.url + path);
      expect(response?.status(), path).toBe(path === '/no-such-page' ? 404 : 200);
      const heading = (await page.locator('h1').first().textContent())?.trim();
      expect(heading, `${path} has a heading`).toBeTruthy();
      expect(await page.locator('footer').textContent(), path).toContain('Contact Us');
      // The first link in the page's own content that leads to another public page works without JavaScript.
      const href = await page.locator('main a[href^="/"]:not([href^="/admin"])').first().getAttribute('href');
      expect(href, `${path} has a link`).toBeTruthy();
      const next = await page.goto(server.url + href!);
      expect(next?.status(), `${path} -> ${href}`).toBeLessThan(400);
      expect((await page.locator('h1').first().textContent())?.trim(), `${path} -> ${href}`).toBeTruthy();
    }
    await page.context().close();
  });

  it('filters the jobs list with the form', async () => {
    const { page } = await watchedPage({ javaScriptEnabled: false, width: 375 });
    await page.goto(`${server.url}/jobs`);
    const total = Number(/^(\d+) jobs?/.exec((await page.locator('#jobs-results-title').textContent())!)![1]);
    const form = page.getByRole('search', { name: 'Filter jobs' });
    await form.locator('select[name="type"]').selectOption('internship');
    await form.locator('input[name="q"]').fill('zzzz-no-such-job');
    await Promise.all([page.waitForURL(/\/jobs\?/), form.getByRole('button', { name: 'Search' }).click()]);
    const url = new URL(page.url());
    expect(url.searchParams.get('type')).toBe('internship');
    expect(url.searchParams.get('q')).toBe('zzzz-no-such-job');
    await expect.poll(() => page.locator('#jobs-results-title').textContent()).toMatch(/^0 Internship jobs/);
    expect(total).toBeGreaterThan(0);
    await page.context().close();
  });

  it('shows the job page with its structured data', async () => {
    const { page } = await watchedPage({ javaScriptEnabled: false });
    await page.goto(`${server.url}/jobs/${jobId}`);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as { '@type': string; title: string };
    expect(ld['@type']).toBe('JobPosting');
    expect(await page.locator('h1').textContent()).toBe(ld.title);
    await page.context().close();
  });
});
