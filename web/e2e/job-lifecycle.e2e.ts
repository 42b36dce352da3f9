// Jobs that open and close, in Chromium (issue 27, item 2): a job whose closing date passes while the site is being
// read is gone from /jobs, the home page and the feed (the caches included; the sitemap keeps it a week, with its
// closing time), and its page says it is closed, without Apply Now; staff close a job as filled in the admin and
// reopen it, and the site follows each time.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, graphqlRequest, newAdminPage, signIn } from './helpers/admin';
import { launchBrowser, newPage } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let token: string;
const CLOSED = 'This job is no longer accepting applications';

async function createJob(input: Record<string, unknown>): Promise<string> {
  const answer = await graphqlRequest<{ createJobPost: { id: string } }>(
    server.url,
    'mutation ($input: JobPostInput!) { createJobPost(input: $input) { id } }',
    { input: { companylogo: '/logos/company-placeholder.svg', location: 'Pune', salary: '6 LPA', content: '<p>Work with data every day.</p>', category: 'FINANCE', ...input } },
    token,
  );
  if (!answer.data) throw new Error(`createJobPost failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.createJobPost.id;
}

const text = async (path: string) => (await fetch(`${server.url}${path}`)).text();

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  token = await apiToken(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a job whose closing date passes', () => {
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    ({ page, errors } = await newPage(browser, { width: 1280, height: 900 }));
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('is listed while open, then gone from /jobs, the home page, the sitemap and the feed, and its page says it is closed', async () => {
    const title = 'Closing Soon Data Analyst';
    // A few seconds ahead: long enough to see it listed (and cached) first.
    const closesAt = new Date(Date.now() + 15_000);
    const id = await createJob({ title, companyname: 'Deccan Closing Analytics', closesAt: closesAt.toISOString() });

    await page.goto(`${server.url}/jobs`);
    await expect.poll(() => page.getByRole('heading', { name: title }).count()).toBeGreaterThan(0);
    await page.goto(`${server.url}/`);
    expect(await page.getByText(title).count()).toBeGreaterThan(0);
    expect(await text('/sitemap.xml')).toContain(`/jobs/${id}`);
    expect(await text('/feed.xml')).toContain(`/jobs/${id}`);
    await page.goto(`${server.url}/jobs/${id}`);
    expect(await page.getByRole('link', { name: 'Apply Now' }).count()).toBeGreaterThan(0);
    expect(Date.now()).toBeLessThan(closesAt.getTime());

    // Nobody writes anything: the closing date simply passes.
    await page.waitForTimeout(Math.max(0, closesAt.getTime() - Date.now()) + 200);

    await page.goto(`${server.url}/jobs`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByText(title).count()).toBe(0);
    await page.goto(`${server.url}/`);
    expect(await page.getByText(title).count()).toBe(0);
    // Still in the sitemap for a week, with the moment it closed, so that crawlers come back and see it closed.
    expect(await text('/sitemap.xml')).toContain(`/jobs/${id}</loc><lastmod>${closesAt.toISOString()}</lastmod>`);
    expect(await text('/feed.xml')).not.toContain(`/jobs/${id}`);

    const response = await page.goto(`${server.url}/jobs/${id}`);
    expect(response?.status()).toBe(200);
    await page.getByText(CLOSED).first().waitFor();
    expect(await page.getByRole('heading', { level: 1, name: title }).count()).toBe(1);
    // No Apply Now for this job (the suggested jobs under it are other, open jobs with their own buttons).
    expect(await page.locator('.job-hero__actions').getByRole('link', { name: 'Apply Now' }).count()).toBe(0);
    expect(await page.locator('.job-detail__side').getByRole('link', { name: 'Apply Now' }).count()).toBe(0);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('staff close a job as filled and reopen it', () => {
  it('Close as filled takes it off the site at once and its page says so; Reopen brings it back', async () => {
    const title = 'Fill And Reopen Analyst';
    const id = await createJob({ title, companyname: 'Konkan Fill Labs' });
    const { page, unexpectedErrors } = await newAdminPage(browser, { width: 1280, height: 900 });
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin/job-posting?status=open`);
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.getByText('Open', { exact: true }).count()).toBe(1);

    await page.getByRole('button', { name: `More actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Close as filled' }).click();
    await page.getByText(`“${title}” is closed as filled`).waitFor();
    // The Open filter no longer shows it; the Filled filter does, with its status.
    await expect.poll(() => page.getByRole('row').filter({ hasText: title }).count()).toBe(0);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('filled');
    await page.waitForURL((url) => url.search === '?status=filled');
    const filledRow = page.getByRole('row').filter({ hasText: title });
    await filledRow.getByText('Filled', { exact: true }).waitFor();

    expect(await text('/jobs')).not.toContain(title);
    const closedPage = await text(`/jobs/${id}`);
    expect(closedPage).toContain(CLOSED);

    await page.getByRole('button', { name: `More actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Reopen' }).click();
    await page.getByText(`“${title}” is open again.`).waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: title }).count()).toBe(0);

    expect(await text('/jobs')).toContain(title);
    expect(await text(`/jobs/${id}`)).not.toContain(CLOSED);
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });
});
