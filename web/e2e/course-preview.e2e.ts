// The course draft preview in Chromium (issue 29, item 2): staff change the Digital Marketing fee and save the draft;
// Preview opens a new tab that shows the draft by the public page's own renderer, marked as a preview and noindex,
// while the public page (in the browser and in the server's HTML) still shows the published fee; once published the
// public page shows the new one. A visitor who opens the preview address sees nothing of the draft.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAdminPage, signIn } from './helpers/admin';
import { launchBrowser, newPage } from './helpers/browser';
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

const NEW_FEE = 'INR 67,500';
const OLD_FEE = 'INR 65,000';

describe('previewing a course draft', () => {
  let previewUrl = '';

  it('Preview shows the saved draft in a new tab while visitors still see the published page', async () => {
    const { page, unexpectedErrors } = await newAdminPage(browser, { width: 1280, height: 900 });
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin/courses`);
    await page.getByRole('link', { name: 'Digital Marketing', exact: true }).first().click();
    await page.getByRole('list', { name: 'Sections' }).waitFor();
    await page.getByRole('button', { name: /^\d+\. Course Fee \(Fees\)/ }).click();
    await page.getByLabel('Amount').first().fill(NEW_FEE);
    // Preview shows the saved draft: not before the change is saved.
    expect(await page.getByRole('button', { name: 'Preview' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved. Publish it to show it on the site.').waitFor();

    const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Preview' }).click()]);
    await preview.getByText('Preview of the saved draft').first().waitFor();
    await preview.getByText(NEW_FEE).first().waitFor();
    previewUrl = preview.url();
    expect(new URL(previewUrl).pathname).toMatch(/^\/courses\/preview\/.+/);
    expect(await preview.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);

    // Visitors: the published fee, in the browser and in the server's HTML.
    const visitor = await newPage(browser, { width: 375, height: 800 });
    await visitor.page.goto(`${server.url}/courses/digital-marketing`);
    await visitor.page.getByText(OLD_FEE).first().waitFor();
    expect(await visitor.page.getByText(NEW_FEE).count()).toBe(0);
    const html = await (await fetch(`${server.url}/courses/digital-marketing`)).text();
    expect(html).toContain(OLD_FEE);
    expect(html).not.toContain(NEW_FEE);
    await visitor.page.context().close();

    // Published: now visitors get the new fee.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText(/Published as version \d+\./).waitFor();
    const after = await (await fetch(`${server.url}/courses/digital-marketing`)).text();
    expect(after).toContain(NEW_FEE);
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });

  it('a visitor who opens the preview address sees nothing of the draft, and the answer is never cached or indexed', async () => {
    const res = await fetch(previewUrl);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.headers.get('x-robots-tag')).toMatch(/noindex/);
    const { page } = await newPage(browser, { width: 375, height: 800 });
    await page.goto(previewUrl);
    await page.getByText('Sign in to /admin as staff to preview drafts.').waitFor();
    expect(await page.getByText(NEW_FEE).count()).toBe(0);
    await page.context().close();
  });
});
