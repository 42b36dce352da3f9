// The public pages at 375 px (issue 26 items 7 and 9): the header stays one row with a long site name, curriculum tab
// numbers stay on one line, the jobs page's selects show their whole text, placement tiles show role and company; and
// focus goes back to the button that opened the Login or a story's dialog when it closes.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './helpers/browser';
import { adminToken, gql, overflowingElements } from './helpers/portal';
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

const PHONE = { width: 375, height: 800 };
/** 75 characters (the settings take up to 80). */
const LONG_NAME = 'Shree Ganesh Institute of Data Science, Analytics and Professional Careers';

async function renameSite(siteName: string): Promise<void> {
  const token = await adminToken(server);
  const { siteSettings } = await gql<{ siteSettings: Record<string, string | null> }>(
    server,
    '{ siteSettings { supportEmail tollFreeNumber mobileNumber address city } }',
  );
  await gql(server, 'mutation ($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { siteName } }', { input: { ...siteSettings, siteName } }, token);
}

async function header(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
    const menu = box('.topbar__menu-button');
    const search = box('.topbar__search');
    const brand = box('.brand');
    return { height: box('.topbar').height, menuBottom: menu.bottom, menuTop: menu.top, brandTop: brand.top, searchTop: search.top };
  });
}

describe('at 375 px', () => {
  it('the header stays one row (brand and Menu) with a long site name, on every page', async () => {
    const { page, errors } = await newPage(browser, PHONE);
    await page.goto(`${server.url}/`);
    const usual = await header(page);
    await renameSite(LONG_NAME);
    try {
      for (const path of ['/', '/jobs', '/success-stories', '/courses/data-science', '/courses/learnbay']) {
        await page.goto(server.url + path);
        expect(await page.locator('.brand').textContent(), path).toContain('Shree Ganesh Institute');
        const now = await header(page);
        // The Menu button is on the brand's row, above the search box, and the bar hardly grows (the name takes two
        // lines at most).
        expect(now.menuBottom, path).toBeLessThanOrEqual(now.searchTop);
        expect(Math.abs(now.menuTop - usual.menuTop), path).toBeLessThan(8);
        expect(now.height, path).toBeLessThanOrEqual(usual.height + 10);
      }
      // The link's name is the whole site name, even where the text is cut.
      expect(await page.getByRole('link', { name: `${LONG_NAME} · Jobs & Placements` }).count()).toBe(1);
    } finally {
      await renameSite('Learning Centre Pune');
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the sticky top bar hides what scrolls under it (no ghost of a card’s title), on a phone and a laptop', async () => {
    const { page } = await newPage(browser, PHONE);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/', '/jobs', '/courses/data-science']) {
        await page.goto(server.url + path);
        await page.evaluate(() => window.scrollTo(0, 600));
        const bar = await page.locator('.topbar').evaluate((el) => {
          const style = getComputedStyle(el);
          return { position: style.position, top: el.getBoundingClientRect().top, background: style.backgroundColor };
        });
        expect(bar.position, `${path} at ${width}`).toBe('sticky');
        expect(bar.top, `${path} at ${width}`).toBe(0);
        // rgb(…) is opaque; rgba(…, a) with a < 1 lets the page through.
        expect(bar.background, `${path} at ${width}`).toMatch(/^rgb\(/);
      }
    }
    await page.context().close();
  });

  it('curriculum tab numbers stay on one line', async () => {
    const { page } = await newPage(browser, PHONE);
    for (const path of ['/courses/data-science', '/courses/basic-python']) {
      await page.goto(server.url + path);
      const numbers = await page.locator('.module-tab__number').evaluateAll((els) =>
        els.map((el) => ({ text: el.textContent, height: el.getBoundingClientRect().height, fontSize: parseFloat(getComputedStyle(el).fontSize) })),
      );
      expect(numbers.length, path).toBeGreaterThan(3);
      for (const n of numbers) expect(n.height, `${path} tab ${n.text}`).toBeLessThan(n.fontSize * 2);
    }
    await page.context().close();
  });

  it('a long link in a job’s description wraps: nothing sticks out at 375 px, and at 1280 px the description stays beside the sidebar', async () => {
    const token = await adminToken(server);
    const url = `https://docs.google.com/forms/d/e/1FAIpQLSd${'x'.repeat(90)}/viewform?usp=pp_url&entry.1234567890=${'y'.repeat(40)}`;
    const { createJobPost } = await gql<{ createJobPost: { id: string } }>(
      server,
      'mutation ($i: JobPostInput!) { createJobPost(input: $i) { id } }',
      { i: { title: 'Long Link Analyst', companyname: 'Wrap Co', companylogo: '/logos/company-placeholder.svg', location: 'Pune', salary: '5 LPA', content: `<p>Apply through ${url} or write to placements@example.com.</p><ul><li>${url}</li></ul>` } },
      token,
    );
    for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
      const { page } = await newPage(browser, viewport);
      await page.goto(`${server.url}/jobs/${createJobPost.id}`);
      expect(await overflowingElements(page), `at ${viewport.width} px`).toEqual([]);
      const boxes = await page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
        return { main: box('.job-detail__main'), side: box('.job-detail__side'), text: box('.rich-text') };
      });
      expect(boxes.text.right, `at ${viewport.width} px`).toBeLessThanOrEqual(boxes.main.right + 1);
      if (viewport.width >= 1024) expect(boxes.main.right).toBeLessThanOrEqual(boxes.side.left);
      await page.context().close();
    }
  });

  it('the jobs page’s selects show their whole text beside the arrow', async () => {
    const { page } = await newPage(browser, PHONE);
    await page.goto(`${server.url}/jobs`);
    const selects = await page.locator('.filters select').evaluateAll((els) =>
      (els as HTMLSelectElement[]).map((select) => {
        const style = getComputedStyle(select);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        const text = select.options[select.selectedIndex]!.text;
        // Chromium draws the arrow in about 24 px beside the padding.
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
        return { name: select.name, text, width: context.measureText(text).width, room };
      }),
    );
    expect(selects.map((s) => s.name)).toContain('category');
    for (const s of selects) expect(s.width, `${s.name}: “${s.text}”`).toBeLessThanOrEqual(s.room);
    await page.context().close();
  });

  it('placement tiles show the role and the company', async () => {
    const { stories } = await gql<{ stories: { edges: { node: { slug: string; role: string; companyName: string } }[] } }>(
      server,
      '{ stories(first: 20) { edges { node { slug role companyName } } } }',
    );
    const { page } = await newPage(browser, PHONE);
    await page.goto(`${server.url}/success-stories`);
    for (const { node: story } of stories.edges.filter((e) => e.node.role && e.node.companyName)) {
      const line = page.locator(`[data-story-slug="${story.slug}"] .story-tile__caption span`);
      expect(await line.isVisible(), story.slug).toBe(true);
      expect(await line.textContent(), story.slug).toBe(`${story.role} at ${story.companyName}`);
      // All of it is shown, not cut.
      expect(await line.evaluate((el) => el.scrollHeight <= el.clientHeight + 1), story.slug).toBe(true);
    }
    await page.context().close();
  });
});

describe('dialogs', () => {
  it('focus goes back to the Login button when the Login dialog closes (by its button and by Escape)', async () => {
    const { page, errors } = await newPage(browser, { width: 1280, height: 900 });
    await page.goto(`${server.url}/jobs`);
    const login = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' });
    await login.click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => login.evaluate((el) => el === document.activeElement)).toBe(true);

    await login.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => login.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('on a phone, focus goes back to the Menu button after the menu’s Login dialog closes', async () => {
    const { page } = await newPage(browser, PHONE);
    await page.goto(`${server.url}/`);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('topbar__menu-button'))).toBe(true);
    await page.context().close();
  });

  it('focus goes back to the story’s tile when its dialog closes', async () => {
    const { page, errors } = await newPage(browser, { width: 1280, height: 900 });
    await page.goto(`${server.url}/success-stories`);
    const tile = page.locator('a.story-tile').nth(1);
    const slug = await tile.getAttribute('data-story-slug');
    await tile.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('story')).toBe(slug);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => tile.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(new URL(page.url()).searchParams.get('story')).toBeNull();

    await tile.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => tile.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
