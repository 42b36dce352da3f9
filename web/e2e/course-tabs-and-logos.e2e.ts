// Tab strips and logo strips of the course pages, and the width of every public page, from the narrowest phone up:
// - every tab of every tab strip on the four course pages lies inside the window, in sight (none hidden past an edge
//   behind a sideways scroll), at 320, 375, 412, 768 and 1280 px;
// - no public page is wider than the window at those widths;
// - every logo of the tools and technology carousels has loaded once the carousel is in view and Swiper has taken it
//   over, including the slides autoplay brings in afterwards (at 375 and 1280 px).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './helpers/browser';
import { allJobs, carouselReady, horizontalOverflow, overflowingElements } from './helpers/portal';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let jobId: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  jobId = (await allJobs(server))[0]!.id;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const WIDTHS = [320, 375, 412, 768, 1280] as const;
const COURSE_PAGES = ['/courses/data-science', '/courses/basic-python', '/courses/pattern-analying', '/courses/digital-marketing'];

const PUBLIC_PAGES = () => [
  '/',
  '/jobs',
  '/jobs?q=analyst&category=technology',
  `/jobs/${encodeURIComponent(jobId)}`,
  '/success-stories',
  '/courses/learnbay',
  ...COURSE_PAGES,
  ...COURSE_PAGES.map((path) => `${path}/syllabus`),
  '/no-such-page',
];

/** Where each tab of each tab strip lies, and whether something (the window, or a box that clips) hides part of it. */
function tabPlacement(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[role="tablist"]')).map((list) => {
      const tabs = Array.from(list.querySelectorAll<HTMLElement>('[role="tab"]')).map((tab) => {
        const r = tab.getBoundingClientRect();
        const clippedBy: string[] = [];
        if (r.left < -0.5 || r.right > window.innerWidth + 0.5) clippedBy.push('window');
        for (let el = tab.parentElement; el && el !== document.body; el = el.parentElement) {
          const style = getComputedStyle(el);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const box = el.getBoundingClientRect();
          if (r.left < box.left - 0.5 || r.right > box.right + 0.5) clippedBy.push(`${el.tagName.toLowerCase()}.${el.className}`);
        }
        return { name: tab.textContent?.trim() ?? '', visible: tab.checkVisibility() && r.width > 0 && r.height > 0, clippedBy };
      });
      return { label: list.getAttribute('aria-label') ?? '', scrolls: list.scrollWidth > list.clientWidth + 1, tabs };
    }),
  );
}

describe('every tab of every course page tab strip is in sight', () => {
  describe.each(WIDTHS)('at %i px', (width) => {
    it.each(COURSE_PAGES)('%s', async (path) => {
      const { page, errors } = await newPage(browser, { width, height: 900 });
      await page.goto(server.url + path);
      await page.locator('.course-page h1').waitFor();
      const strips = await tabPlacement(page);
      // The Machine Learning page has no tabs (its syllabus is an accordion); the other three have several strips.
      if (path !== '/courses/pattern-analying') expect(strips.length, 'tab strips on the page').toBeGreaterThan(1);
      for (const strip of strips) {
        expect(strip.scrolls, `${strip.label}: hides tabs behind a sideways scroll`).toBe(false);
        for (const tab of strip.tabs) {
          expect(tab, `${strip.label}: ${tab.name}`).toMatchObject({ visible: true, clippedBy: [] });
        }
      }
      // The last tab of each strip can be clicked where it is, and shows its panel.
      for (const list of await page.locator('[role="tablist"]').all()) {
        const last = list.locator('[role="tab"]').last();
        await last.click();
        expect(await last.getAttribute('aria-selected')).toBe('true');
        const panel = page.locator(`#${await last.getAttribute('aria-controls')}`);
        expect(await panel.isVisible()).toBe(true);
      }
      expect(errors).toEqual([]);
      await page.context().close();
    });
  });
});

describe('no public page is wider than the window', () => {
  it.each(WIDTHS)('at %i px', async (width) => {
    const { page, errors } = await newPage(browser, { width, height: 900 });
    const wide: string[] = [];
    for (const path of PUBLIC_PAGES()) {
      await page.goto(server.url + path);
      await page.locator('main h1').first().waitFor();
      // Down the page and back, so the sections and pictures that wait for the screen are drawn too.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 20));
        }
        window.scrollTo(0, 0);
      });
      const scroll = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
      // Nor may anything stick out past the right edge and be cut off there (the layout clips sideways overflow).
      const sticking = await overflowingElements(page);
      if (scroll.scrollWidth > scroll.innerWidth || (await horizontalOverflow(page)) > 0 || sticking.length > 0) {
        wide.push(`${path}: ${scroll.scrollWidth} > ${scroll.innerWidth} (${sticking.join(', ')})`);
      }
    }
    expect(wide).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the tools and technology logos all load', () => {
  const STRIPS = [
    { path: '/courses/data-science', name: 'tools' },
    { path: '/courses/basic-python', name: 'tools' },
    { path: '/courses/digital-marketing', name: 'technology' },
  ] as const;

  /** The logos of a carousel that have not loaded (blank tiles), by address. */
  const blankLogos = (page: Page, name: string) =>
    page.evaluate(
      (sel) =>
        Array.from(document.querySelectorAll<HTMLImageElement>(`${sel} img`))
          .filter((img) => !img.complete || img.naturalWidth === 0)
          .map((img) => img.getAttribute('src')),
      `[data-carousel="${name}"]`,
    );

  describe.each([375, 1280] as const)('at %i px', (width) => {
    it.each(STRIPS)('$path: the $name carousel', async ({ path, name }) => {
      const { page, errors } = await newPage(browser, { width, height: 900 });
      await page.goto(server.url + path);
      await page.locator('.course-page h1').waitFor();
      await carouselReady(page, name);
      expect(await page.locator(`[data-carousel="${name}"] img`).count()).toBeGreaterThan(0);
      // None waits for the browser's lazy loading, which in some browsers never loads a slide the carousel keeps
      // beside the visible ones or moves in with a transform (this Chromium loads them either way).
      expect(await page.locator(`[data-carousel="${name}"] img[loading="lazy"]`).count()).toBe(0);
      // Give the pictures a moment to arrive, then none may be blank, including those beside the visible slides.
      await expect.poll(() => blankLogos(page, name), { timeout: 5000 }).toEqual([]);
      // Autoplay (every 200 ms) moves other slides in: still none blank, and the slides in view show a picture.
      await page.mouse.move(0, 0);
      const start = await page.evaluate((sel) => (document.querySelector(sel) as HTMLElement & { swiper: { realIndex: number } }).swiper.realIndex, `[data-carousel="${name}"] .swiper`);
      await page.waitForTimeout(2000);
      const moved = await page.evaluate((sel) => (document.querySelector(sel) as HTMLElement & { swiper: { realIndex: number } }).swiper.realIndex, `[data-carousel="${name}"] .swiper`);
      expect(moved, 'autoplay moved the slides').not.toBe(start);
      expect(await blankLogos(page, name)).toEqual([]);
      const inView = await page.evaluate((sel) => {
        const box = document.querySelector(sel)!.getBoundingClientRect();
        return Array.from(document.querySelectorAll<HTMLImageElement>(`${sel} img`))
          .filter((img) => {
            const r = img.getBoundingClientRect();
            return r.right > box.left && r.left < box.right;
          })
          .map((img) => ({ src: img.getAttribute('src'), loaded: img.complete && img.naturalWidth > 0 }));
      }, `[data-carousel="${name}"] .swiper`);
      expect(inView.length).toBeGreaterThan(0);
      expect(inView.filter((i) => !i.loaded)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  });
});
