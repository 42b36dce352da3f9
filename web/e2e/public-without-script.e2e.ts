// The public site with JavaScript off (low-end phones, data savers; issue 26 item 5): the jobs list's pages and its
// order, the home page's and the top bar's searches, the mobile menu, a story read from its URL and the course pages'
// buttons are links or forms the server's HTML makes work by themselves.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './helpers/browser';
import { gql } from './helpers/portal';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page without JavaScript; `problems` collects uncaught errors and console errors. */
async function scriptlessPage(width = 375): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console.error: ${msg.text()}`);
  });
  return { page, problems };
}

const jobTitles = (page: Page) => page.locator('.job-grid--list h3').allTextContents();

describe('without JavaScript', () => {
  it('the jobs list goes to its second page and back with Next and Previous', async () => {
    const { page, problems } = await scriptlessPage();
    await page.goto(`${server.url}/jobs`);
    const firstPage = await jobTitles(page);
    expect(firstPage.length).toBe(12);
    const pager = page.getByRole('navigation', { name: 'Pages of jobs' });
    await expect.poll(() => pager.locator('[aria-current="page"]').textContent()).toMatch(/^Page 1 of \d+/);

    await Promise.all([page.waitForURL(/after=/), pager.getByRole('link', { name: 'Next' }).click()]);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/jobs');
    expect(url.searchParams.get('page')).toBe('2');
    expect(await pager.locator('[aria-current="page"]').textContent()).toMatch(/^Page 2 of \d+/);
    const secondPage = await jobTitles(page);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.some((title) => firstPage.includes(title) && firstPage.indexOf(title) === secondPage.indexOf(title))).toBe(false);

    await Promise.all([page.waitForURL((u) => !u.search.includes('after=')), pager.getByRole('link', { name: 'Previous' }).click()]);
    expect(await jobTitles(page)).toEqual(firstPage);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('sorts the list by best match with the form', async () => {
    const { page } = await scriptlessPage();
    await page.goto(`${server.url}/jobs`);
    const form = page.getByRole('search', { name: 'Filter jobs' });
    const sort = form.locator('select[name="sort"]');
    expect(await sort.isEnabled()).toBe(true);
    await form.locator('input[name="q"]').fill('data');
    await sort.selectOption('relevance');
    await Promise.all([page.waitForURL(/sort=relevance/), form.getByRole('button', { name: 'Search' }).click()]);
    const url = new URL(page.url());
    expect(url.searchParams.get('q')).toBe('data');
    expect(await page.locator('select[name="sort"]').inputValue()).toBe('relevance');
    expect(await page.locator('#jobs-results-title').textContent()).toMatch(/matching “data”/);
    await page.context().close();
  });

  it('the home page search and the top bar search land on /jobs?q=…', async () => {
    const { page } = await scriptlessPage(1280);
    await page.goto(`${server.url}/`);
    const hero = page.locator('form.hero__search');
    await hero.locator('input[name="q"]').fill('analyst');
    await Promise.all([page.waitForURL(/\/jobs\?/), hero.getByRole('button', { name: 'Search Jobs' }).click()]);
    expect(new URL(page.url()).pathname).toBe('/jobs');
    expect(new URL(page.url()).searchParams.get('q')).toBe('analyst');
    expect(await page.locator('#jobs-results-title').textContent()).toMatch(/matching “analyst”/);

    await page.goto(`${server.url}/success-stories`);
    const top = page.getByRole('search', { name: 'Search jobs' });
    await top.locator('input[name="q"]').fill('developer');
    await Promise.all([page.waitForURL(/\/jobs\?/), top.getByRole('button', { name: 'Search' }).click()]);
    expect(new URL(page.url()).pathname).toBe('/jobs');
    expect(new URL(page.url()).searchParams.get('q')).toBe('developer');
    await page.context().close();
  });

  it('the mobile menu opens and its links work', async () => {
    const { page } = await scriptlessPage();
    await page.goto(`${server.url}/jobs`);
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await Promise.all([page.waitForURL(/\/success-stories$/), menu.getByRole('link', { name: 'Placements' }).click()]);
    expect(await page.locator('h1').textContent()).toBe('Our learners, now at work');
    await page.context().close();
  });

  it('a story is read from its URL, and the gallery tiles lead to it', async () => {
    const { stories } = await gql<{ stories: { edges: { node: { slug: string; title: string; storyContent: string } }[] } }>(
      server,
      // withText: the newest stories may be placements with no story told (the landing page's seed has five).
      '{ stories(first: 5, withText: true) { edges { node { slug title storyContent } } } }',
    );
    const story = stories.edges.map((e) => e.node).find((s) => s.storyContent.trim())!;
    expect(story).toBeTruthy();
    const words = story.storyContent.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 30);

    const { page, problems } = await scriptlessPage();
    await page.goto(`${server.url}/success-stories?story=${encodeURIComponent(story.slug)}`);
    const section = page.locator('#story');
    expect(await section.getByRole('heading', { level: 2 }).textContent()).toBe(story.title);
    expect(await section.isVisible()).toBe(true);
    expect((await section.textContent())!.replace(/\s+/g, ' ')).toContain(words);

    // From the gallery: a tile is a link to the story's URL.
    await page.goto(`${server.url}/success-stories`);
    expect(await page.locator('#story').count()).toBe(0);
    await Promise.all([page.waitForURL(/story=/), page.locator(`a.story-tile[data-story-slug="${story.slug}"]`).click()]);
    expect(await page.locator('#story h2').textContent()).toBe(story.title);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('the course pages’ Download Syllabus opens the syllabus and Apply Now leads to a form to enquire', async () => {
    const { page } = await scriptlessPage(1280);
    await page.goto(`${server.url}/courses/data-science`);
    const hero = page.locator('[data-section="hero"]');
    await Promise.all([page.waitForURL(/\/courses\/data-science\/syllabus$/), hero.getByRole('link', { name: 'Download Syllabus' }).click()]);
    expect(await page.locator('h1').count()).toBe(1);

    // Without a form of its own, the page's Apply Now leads to the enquiry page about this course (issue 26).
    await page.goto(`${server.url}/courses/data-science`);
    const apply = page.locator('[data-section="hero"]').getByRole('link', { name: 'Apply Now' });
    await Promise.all([page.waitForURL(/\/enquire\?/), apply.click()]);
    expect(new URL(page.url()).search).toBe('?course=data-science-ai-ml&from=Apply+Now');
    expect(await page.getByRole('form', { name: 'Talk to a counsellor about Data Science and AI-ML' }).locator('input[name="course"]').inputValue()).toBe('data-science-ai-ml');

    // A page with the enquiry form: its buttons lead to the form.
    await page.goto(`${server.url}/courses/pattern-analying`);
    const counselling = page.getByRole('link', { name: 'APPLY FOR COUNSELLING' }).first();
    expect(await counselling.getAttribute('href')).toBe('#consultation');
    expect(await page.locator('#consultation form').count()).toBe(1);
    await page.context().close();
  });
});
