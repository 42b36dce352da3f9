// The two halves of the site lead to each other: from the job portal to the course pages through the header (top bar
// or mobile menu), and from a course page back to the jobs through the header and the footer, at 375 and 1280 px.
// Then the site's name: every server-rendered page names the site as the site settings say, never "Learnbay Pune".
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './helpers/browser';
import { adminToken, gql } from './helpers/portal';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const COURSE_LINKS = [
  ['All courses at the centre', '/courses/learnbay'],
  ['Data Science and AI-ML', '/courses/data-science'],
  ['Full Stack Development', '/courses/basic-python'],
  ['Machine Learning', '/courses/pattern-analying'],
  ['Digital Marketing', '/courses/digital-marketing'],
] as const;

/** Waits for the page whose heading is `text` (a page arrives a moment after the address changes). */
const h1 = (page: Page, text: string) => page.locator('main h1', { hasText: text }).first().waitFor();

/** Opens the header's way to the pages: the mobile menu on a phone (the top bar's links on a wide screen need none). */
async function header(page: Page, width: number) {
  if (width < 960) {
    await page.getByRole('button', { name: 'Menu' }).click();
    return page.getByRole('navigation', { name: 'Mobile' });
  }
  return page.getByRole('navigation', { name: 'Main' });
}

describe.each([375, 1280] as const)('at %i px', (width) => {
  it('goes from the job portal to a course page through the header', async () => {
    const { page, errors } = await newPage(browser, { width, height: 900 });
    await page.goto(server.url + '/');
    const nav = await header(page, width);
    // "Courses" leads to the learning centre's page, which lists every course.
    expect(await nav.getByRole('link', { name: 'Courses', exact: true }).getAttribute('href')).toBe('/courses/learnbay');
    if (width >= 960) {
      // The top bar lists the course pages under Courses.
      const toggle = nav.getByRole('button', { name: 'Course pages' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    }
    for (const [label, href] of COURSE_LINKS.slice(1)) expect(await nav.getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(href);
    await nav.getByRole('link', { name: 'Data Science and AI-ML', exact: true }).click();
    await page.waitForURL(`${server.url}/courses/data-science`);
    await h1(page, 'Offline Certificate in Data Science and AI-ML');
    // The Courses entry itself, from a course page, to the learning centre's page.
    const again = await header(page, width);
    await again.getByRole('link', { name: 'Courses', exact: true }).click();
    await page.waitForURL(`${server.url}/courses/learnbay`);
    await h1(page, 'Take Your Career To New Height');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('goes from a course page to the jobs through the header', async () => {
    const { page, errors } = await newPage(browser, { width, height: 900 });
    await page.goto(server.url + '/courses/basic-python');
    const nav = await header(page, width);
    await nav.getByRole('link', { name: 'Jobs', exact: true }).click();
    await page.waitForURL(`${server.url}/jobs`);
    await h1(page, 'Find your next job');
    await page.locator('.job-grid--list').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('goes from a course page to the jobs, and to every course, through the footer', async () => {
    const { page, errors } = await newPage(browser, { width, height: 900 });
    await page.goto(server.url + '/courses/digital-marketing');
    const courses = page.locator('footer').getByRole('navigation', { name: 'Courses' });
    for (const [label, href] of COURSE_LINKS) expect(await courses.getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(href);
    const jobs = page.locator('footer').getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name: 'Jobs', exact: true });
    await jobs.scrollIntoViewIfNeeded();
    await jobs.click();
    await page.waitForURL(`${server.url}/jobs`);
    await page.locator('.job-grid--list').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the top bar’s course list', () => {
  it('closes with Escape (focus back on its button), on a click elsewhere, and when focus leaves it', async () => {
    const { page, errors } = await newPage(browser, { width: 1280, height: 900 });
    await page.goto(server.url + '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Course pages' });
    const list = nav.getByRole('link', { name: 'Machine Learning', exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await list.waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('All courses at the centre');
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    await toggle.click();
    await list.waitFor();
    await page.locator('main h1').click();
    await list.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the site’s name', () => {
  const PAGES = ['/', '/jobs', '/success-stories', '/courses/learnbay', '/courses/data-science', '/courses/data-science/syllabus', '/no-such-page'];
  // What the page shows: its title and body. (The template's og:site_name is fixed text the gateway does not
  // replace yet: see the report.)
  const html = async (path: string) => {
    const page = await (await fetch(server.url + path)).text();
    return `${/<title>[^<]*<\/title>/.exec(page)?.[0] ?? ''}${page.slice(page.indexOf('<body'))}`;
  };
  const title = (page: string) => /<title>([^<]*)<\/title>/.exec(page)?.[1];

  it('is the one in the site settings on every server-rendered page, and never "Learnbay Pune"', async () => {
    for (const path of PAGES) {
      const page = await html(path);
      expect(page, path).not.toMatch(/Learnbay Pune/i);
      expect(page, path).toContain('Learning Centre Pune');
    }
    expect(title(await html('/'))).toBe('Learning Centre Pune — Courses, Jobs and Placements');

    const token = await adminToken(server);
    const { siteSettings } = await gql<{ siteSettings: Record<string, string | null> }>(
      server,
      '{ siteSettings { supportEmail tollFreeNumber mobileNumber address city } }',
    );
    await gql(server, 'mutation ($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { siteName } }', { input: { ...siteSettings, siteName: 'Pune Skills Hub' } }, token);

    for (const path of PAGES) {
      const page = await html(path);
      expect(page, path).toContain('Pune Skills Hub');
      expect(page, path).not.toMatch(/Learnbay Pune|Learning Centre Pune/i);
    }
    expect(title(await html('/'))).toBe('Pune Skills Hub — Courses, Jobs and Placements');
    expect(title(await html('/jobs'))).toBe('Jobs | Pune Skills Hub');
    expect(title(await html('/courses/learnbay'))).toBe('Pune Skills Hub — Offline Data Science, AI, Full Stack and Digital Marketing Courses');
    expect(await html('/courses/learnbay')).toContain('Pune Skills Hub · Offline classroom courses');

    // In the browser too, once the page is live: the header's brand and the footer.
    const { page, errors } = await newPage(browser, { width: 1280, height: 900 });
    await page.goto(server.url + '/courses/data-science');
    expect(await page.getByRole('link', { name: 'Pune Skills Hub · Jobs & Placements' }).count()).toBe(1);
    expect(await page.locator('footer .footer__bottom').textContent()).toMatch(/© \d{4} Pune Skills Hub\. All rights reserved\./);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
