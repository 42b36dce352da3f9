// A phone's Back button closes an open dialog instead of leaving the page (components/useCloseOnBack.ts): the Login
// dialog has a history entry of its own while open, Back leaves it and the page stays; closed by its × it takes the
// entry away, so that Back then leaves the page as it did before. A story of the placements gallery is its own address
// (?story=slug): Back closes it too, and closed by its × it goes back to the gallery's own entry.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './helpers/browser';
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

const historyLength = (page: Page) => page.evaluate(() => window.history.length);

/** The Login dialog, opened as on a phone: the Menu button, then the menu's Login. */
async function openLogin(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.waitFor();
  return dialog;
}

describe('Back on a phone', () => {
  it('closes the Login dialog and stays on the page; after the dialog’s ×, Back leaves the page as before', async () => {
    const { page, errors } = await newPage(browser, PHONE);
    await page.goto(`${server.url}/`);
    await page.goto(`${server.url}/jobs`);
    const jobsUrl = page.url();
    const heading = page.getByRole('heading', { level: 1 });
    const title = await heading.textContent();
    const before = await historyLength(page);

    const dialog = await openLogin(page);
    await expect.poll(() => historyLength(page)).toBe(before + 1);
    await page.goBack();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(jobsUrl);
    expect(await heading.textContent()).toBe(title);
    // Still the live page (no reload): the dialog opens again.
    await openLogin(page);

    // Closed by its ×: the dialog's entry goes, and Back goes back to the page before.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => (window.history.state as { openDialogs?: unknown } | null)?.openDialogs ?? null)).toBeNull();
    expect(page.url()).toBe(jobsUrl);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('closes an open story of the placements gallery and stays on the gallery', async () => {
    const { page, errors } = await newPage(browser, PHONE);
    await page.goto(`${server.url}/`);
    await page.goto(`${server.url}/success-stories`);
    const galleryUrl = page.url();
    await page.locator('a.story-tile').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('story')).toBeTruthy();
    await page.goBack();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(galleryUrl);
    expect(await page.locator('a.story-tile').count()).toBeGreaterThan(0);

    // Closed by its ×, the story leaves no entry behind: Back then leaves the gallery (it does not open the story again).
    await page.locator('a.story-tile').first().click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.url()).toBe(galleryUrl);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(await dialog.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
