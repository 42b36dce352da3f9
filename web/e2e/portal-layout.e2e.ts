// Every public page at 375, 768 and 1280 px: nothing sticks out sideways, no errors, carousels show the number of
// slides SPEC section 9 asks for. With PORTAL_SHOTS_DIR set, it also saves a screenshot of each page.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './helpers/browser';
import { adminToken, allJobs, gql, horizontalOverflow, measureCarousel, overflowingElements, type ApiJob, carouselReady } from './helpers/portal';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let jobs: ApiJob[];
const shotsDir = process.env.PORTAL_SHOTS_DIR;

/** Jobs added to the 14 samples: the home page's upcoming carousel shows only jobs the featured grid (6) and the
 * suggestions (9) leave out, so 20 jobs give it 5, enough to fill its widest view (4) and move. */
const EXTRA_JOBS = 6;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const token = await adminToken(server);
  for (let i = 0; i < EXTRA_JOBS; i++) {
    await gql(
      server,
      'mutation ($input: JobPostInput!) { createJobPost(input: $input) { id } }',
      { input: { title: `Placement Drive Role ${i + 1}`, companyname: 'Sahyadri Analytics', companylogo: '/logos/sahyadri-analytics.svg', location: 'Pune, Maharashtra', salary: '420000', category: 'TECHNOLOGY' } },
      token,
    );
  }
  jobs = await allJobs(server);
  if (shotsDir) mkdirSync(shotsDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const WIDTHS = [375, 768, 1280] as const;

interface PageCase {
  name: string;
  url: () => string;
  ready: (page: Page) => Promise<unknown>;
  action?: (page: Page) => Promise<unknown>;
}

const cases: PageCase[] = [
  { name: 'home', url: () => '/', ready: (p) => p.locator('[data-testid="featured-jobs"]').waitFor() },
  { name: 'jobs', url: () => '/jobs', ready: (p) => p.locator('.job-grid--list').waitFor() },
  { name: 'jobs-page-2', url: () => '/jobs', ready: (p) => p.locator('.job-grid--list').waitFor(), action: async (p) => {
    await p.getByRole('link', { name: 'Next' }).click();
    await p.getByText('Page 2 of 2').waitFor();
  } },
  { name: 'jobs-filtered', url: () => '/jobs?q=pune&category=technology', ready: (p) => p.locator('.job-grid--list').waitFor() },
  { name: 'jobs-empty-result', url: () => '/jobs?q=zzzz-no-such-job', ready: (p) => p.getByText('No jobs match your search').waitFor() },
  { name: 'job', url: () => `/jobs/${jobs[1]!.id}`, ready: (p) => p.locator('.job-hero__title').waitFor() },
  { name: 'job-not-found', url: () => '/jobs/no-such-job', ready: (p) => p.getByRole('heading', { name: 'Job not found' }).waitFor() },
  { name: 'placements', url: () => '/success-stories', ready: (p) => p.locator('.story-grid img').first().waitFor() },
  {
    name: 'placement-modal',
    url: () => '/success-stories?story=priya-deshmukh-data-analyst',
    ready: (p) => p.getByRole('dialog').getByText('Leave a Comment').waitFor(),
  },
  {
    name: 'login-modal',
    url: () => '/',
    ready: (p) => p.locator('[data-testid="featured-jobs"]').waitFor(),
    action: async (p) => {
      const menu = p.getByRole('button', { name: 'Menu' });
      if (await menu.isVisible()) await menu.click();
      await p.getByRole('link', { name: 'Login', exact: true }).filter({ visible: true }).first().click();
      await p.getByRole('dialog').getByLabel('Password').waitFor();
    },
  },
  {
    name: 'mobile-menu',
    url: () => '/jobs',
    ready: (p) => p.locator('.job-grid--list').waitFor(),
    action: async (p) => {
      const menu = p.getByRole('button', { name: 'Menu' });
      if (await menu.isVisible()) {
        await menu.click();
        await p.getByRole('navigation', { name: 'Mobile' }).waitFor();
      }
    },
  },
  { name: 'not-found', url: () => '/no-such-page', ready: (p) => p.getByRole('heading', { name: 'Page not found' }).waitFor() },
];

describe.each(WIDTHS)('at %i px wide', (width) => {
  // One page per width: the browser's cache keeps the app's files between the cases, which keeps this quick.
  let opened: { page: Page; errors: string[] };
  beforeAll(async () => {
    opened = await newPage(browser, { width, height: 900 });
  });
  afterAll(async () => {
    await opened?.page.context().close();
  });

  it.each(cases)('$name fits the window without errors', async (c) => {
    const { page, errors } = opened;
    errors.length = 0;
    await page.goto(server.url + c.url());
    await c.ready(page);
    await c.action?.(page);
    if (shotsDir) {
      // Lazy images below the fold load once scrolled to; scroll through so the screenshots show them.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 30));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
    }
    const overflow = await horizontalOverflow(page);
    expect(overflow, `sticking out: ${(await overflowingElements(page)).join(', ')}`).toBeLessThanOrEqual(0);
    // Nor does anything stick out of an open dialog (its own scrollbar would show).
    const dialogOverflow = await page.evaluate(() =>
      Array.from(document.querySelectorAll('dialog[open]')).map((d) => d.scrollWidth - d.clientWidth),
    );
    expect(dialogOverflow.every((o) => o <= 0), `dialog overflow ${dialogOverflow.join(', ')}`).toBe(true);
    const brokenImages = await page.evaluate(() =>
      Array.from(document.images)
        .filter((img) => img.complete && img.naturalWidth === 0 && img.loading !== 'lazy')
        .map((img) => img.src),
    );
    expect(brokenImages).toEqual([]);
    if (shotsDir) await page.screenshot({ path: path.join(shotsDir, `${c.name}-${width}.png`), fullPage: true });
    expect(errors).toEqual([]);
  });
});

describe('carousels show the slides SPEC section 9 asks for', () => {
  const expected = {
    375: { upcomingJobs: 1, suggestions: 1 },
    768: { upcomingJobs: 2, suggestions: 2 },
    1280: { upcomingJobs: 4, suggestions: 3 },
  } as const;

  it.each(WIDTHS)('at %i px', async (width) => {
    const { page, errors } = await newPage(browser, { width, height: 900 });
    await page.goto(server.url);
    await carouselReady(page, 'upcomingJobs');
    for (const name of ['upcomingJobs', 'suggestions'] as const) {
      const view = await measureCarousel(page, name);
      expect(view, name).toMatchObject({ perView: expected[width][name], fullyVisible: expected[width][name], slidesPerViewParam: expected[width][name], speed: 300 });
    }
    // The job page's suggestions follow the same settings.
    await page.goto(`${server.url}/jobs/${jobs[0]!.id}`);
    await carouselReady(page, 'suggestions');
    expect(await measureCarousel(page, 'suggestions')).toMatchObject({ perView: expected[width].suggestions, fullyVisible: expected[width].suggestions });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('carousels are keyboard and touch accessible', () => {
  const activeIndex = (page: Page, name: string) =>
    page.evaluate((sel) => (document.querySelector(sel) as HTMLElement & { swiper: { realIndex: number } }).swiper.realIndex, `[data-carousel="${name}"] .swiper`);

  it('moves with the arrow keys, the buttons and a swipe; autoplay can be paused', async () => {
    const { page, errors } = await newPage(browser, { width: 1280, height: 900 });
    await page.goto(server.url);
    const suggestions = page.locator('[data-carousel="suggestions"]');
    await carouselReady(page, 'suggestions');
    expect(await suggestions.getAttribute('aria-roledescription')).toBe('carousel');
    expect(await activeIndex(page, 'suggestions')).toBe(0);

    // Buttons.
    await suggestions.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => activeIndex(page, 'suggestions')).toBe(1);
    // Arrow keys while focus is inside the carousel.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => activeIndex(page, 'suggestions')).toBe(2);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => activeIndex(page, 'suggestions')).toBe(1);
    // A swipe (Swiper treats a mouse drag like a touch swipe).
    const box = (await suggestions.locator('.swiper').boundingBox())!;
    // Grab a slide by its list of facts (text, not a link) and drag it most of the way to the left.
    const facts = (await suggestions.locator('.swiper-slide-active .job-card__facts').boundingBox())!;
    const y = facts.y + facts.height / 2;
    const x = facts.x + facts.width / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - box.width * 0.25, y, { steps: 6 });
    await page.mouse.move(x - box.width * 0.5, y, { steps: 6 });
    await page.mouse.up();
    await expect.poll(() => activeIndex(page, 'suggestions')).toBeGreaterThan(1);

    // The upcoming jobs autoplay every 3 seconds until paused.
    const upcoming = page.locator('[data-carousel="upcomingJobs"]');
    await carouselReady(page, 'upcomingJobs'); // Swiper starts once the carousel is in view
    await page.mouse.move(0, 0);
    const delay = await page.evaluate(
      () => (document.querySelector('[data-carousel="upcomingJobs"] .swiper') as HTMLElement & { swiper: { params: { autoplay: { delay: number } } } }).swiper.params.autoplay.delay,
    );
    expect(delay).toBe(3000);
    const start = await activeIndex(page, 'upcomingJobs');
    await expect.poll(() => activeIndex(page, 'upcomingJobs'), { timeout: 8000 }).not.toBe(start);
    const pause = upcoming.getByRole('button', { name: 'Pause' });
    await pause.click();
    await upcoming.getByRole('button', { name: 'Play' }).waitFor();
    expect(await upcoming.getByRole('button', { name: 'Play' }).getAttribute('aria-pressed')).toBe('true');
    await page.mouse.move(0, 0);
    await page.locator('body').focus();
    const paused = await activeIndex(page, 'upcomingJobs');
    await page.waitForTimeout(3800);
    expect(await activeIndex(page, 'upcomingJobs')).toBe(paused);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
