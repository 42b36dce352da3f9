// axe-core on every public page at 1280 and 412 px (WCAG 2.0/2.1 A and AA plus axe's best practices), and on the
// dialogs a visitor opens there (a course page's lead form, the login modal): no serious or critical violation.
// With A11Y_ALL=1 it also prints the moderate and minor findings.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocking, describeViolations, runAxe } from './helpers/axe';
import { launchBrowser, newPage } from './helpers/browser';
import { gql } from './helpers/portal';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let jobId: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const data = await gql<{ jobPosts: { edges: { node: { id: string } }[] } }>(server, '{ jobPosts(first: 1) { edges { node { id } } } }');
  jobId = data.jobPosts.edges[0]!.node.id;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const WIDTHS = [1280, 412] as const;

interface PageCase {
  name: string;
  url: () => string;
  /** Waits for the page's own content (beyond the layout). */
  ready: (page: Page) => Promise<unknown>;
}

// `:visible`: while the app takes over server-rendered markup a hidden copy of a heading may be in the page for a moment.
const h1 = (page: Page, scope = 'main') => page.locator(`${scope} h1:visible`).first().waitFor();

const COURSE_PAGES = ['/courses/data-science', '/courses/basic-python', '/courses/pattern-analying', '/courses/digital-marketing'];

const cases: PageCase[] = [
  { name: 'home', url: () => '/', ready: (p) => p.locator('[data-testid="featured-jobs"]').waitFor() },
  { name: 'jobs', url: () => '/jobs', ready: (p) => p.locator('.job-grid--list').waitFor() },
  { name: 'jobs searched', url: () => '/jobs?q=analyst', ready: (p) => p.locator('.job-grid--list, .empty-state').first().waitFor() },
  { name: 'job', url: () => `/jobs/${encodeURIComponent(jobId)}`, ready: (p) => p.locator('.job-hero__title').waitFor() },
  { name: 'success stories', url: () => '/success-stories', ready: (p) => p.locator('.story-grid img').first().waitFor() },
  { name: 'course landing', url: () => '/courses/learnbay', ready: (p) => h1(p, '.landing') },
  ...COURSE_PAGES.map((path) => ({ name: path, url: () => path, ready: (p: Page) => h1(p, '.course-page') })),
  { name: 'syllabus', url: () => '/courses/data-science/syllabus', ready: (p) => h1(p) },
  { name: 'enquiry', url: () => '/enquire?course=data-science-ai-ml&from=Apply+Now', ready: (p) => h1(p, '.enquiry') },
  { name: 'not found', url: () => '/no-such-page', ready: (p) => p.getByRole('heading', { name: 'Page not found' }).waitFor() },
];

/**
 * Lets the page settle before axe looks at it: scrolls through it so the sections that wait to come near the screen
 * draw themselves and lazy pictures load, stops the carousels, then goes back to the top.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
    window.scrollTo(0, 0);
    type Swiping = HTMLElement & { swiper?: { autoplay?: { stop(): void }; slideTo?(i: number, speed: number): void } };
    for (const el of Array.from(document.querySelectorAll<Swiping>('.swiper'))) {
      el.swiper?.autoplay?.stop();
      el.swiper?.slideTo?.(0, 0);
    }
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(200);
}

function report(label: string, violations: Awaited<ReturnType<typeof runAxe>>): void {
  if (process.env.A11Y_ALL && violations.length) console.info(`${label}\n${describeViolations(violations)}`);
}

describe.each(WIDTHS)('at %i px wide', (width) => {
  // One page per width: the browser's cache keeps the app's files between the cases.
  // (Errors on the console are the other journeys' business; this one only reports what axe finds.)
  let opened: { page: Page; errors: string[] };
  beforeAll(async () => {
    opened = await newPage(browser, { width, height: 900 });
    // Carousels do not autoplay and transitions finish at once, so colours are measured at rest.
    await opened.page.emulateMedia({ reducedMotion: 'reduce' });
  });
  afterAll(async () => {
    await opened?.page.context().close();
  });

  it.each(cases)('$name has no serious or critical axe violation', async (c) => {
    const { page } = opened;
    await page.goto(server.url + c.url());
    await c.ready(page);
    // As the page arrives (server-rendered, carousels still static tracks), then once everything has drawn.
    const arriving = blocking(await runAxe(page));
    expect(arriving, `axe on ${c.url()} at ${width} px, as it arrives:\n${describeViolations(arriving)}`).toEqual([]);
    await settle(page);
    const violations = await runAxe(page);
    report(`${c.name} at ${width} px`, violations);
    const serious = blocking(violations);
    expect(serious, `axe on ${c.url()} at ${width} px:\n${describeViolations(serious)}`).toEqual([]);
  });

  it('the lead form dialog of a course page has no serious or critical axe violation', async () => {
    const { page } = opened;
    await page.goto(`${server.url}/courses/data-science`);
    await h1(page, '.course-page');
    await page.getByRole('button', { name: 'Download Syllabus' }).first().click();
    await page.getByRole('dialog', { name: 'Get the Data Science and AI-ML syllabus' }).waitFor();
    await page.waitForTimeout(200);
    const violations = await runAxe(page, 'dialog[open]');
    report(`lead form at ${width} px`, violations);
    const serious = blocking(violations);
    expect(serious, `axe on the lead form at ${width} px:\n${describeViolations(serious)}`).toEqual([]);
  });

  it('the login modal has no serious or critical axe violation', async () => {
    const { page } = opened;
    await page.goto(`${server.url}/jobs`);
    await page.locator('.job-grid--list').waitFor();
    const menu = page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('link', { name: 'Login', exact: true }).filter({ visible: true }).first().click();
    await page.getByRole('dialog').getByLabel('Password').waitFor();
    await page.waitForTimeout(200);
    const violations = await runAxe(page, 'dialog[open]');
    report(`login modal at ${width} px`, violations);
    const serious = blocking(violations);
    expect(serious, `axe on the login modal at ${width} px:\n${describeViolations(serious)}`).toEqual([]);
  });
});
