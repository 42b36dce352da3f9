// The built product in real Chromium: the app served by the gateway (server-rendered pages, the admin shell), GraphiQL.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
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

it('serves the web app at / with seeded jobs from the API', async () => {
  const { page, errors } = await newPage(browser);
  await page.goto(server.url);
  await expect.poll(() => page.getByText('Sahyadri Analytics').count()).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

it('answers public routes with their server-rendered page (404 for a job that does not exist) and the admin area with the app shell', async () => {
  const missing = await fetch(`${server.url}/jobs/some-id`);
  expect(missing.status).toBe(404);
  expect(missing.headers.get('content-type')).toContain('text/html');
  expect(await missing.text()).toContain('Job not found');
  const admin = await fetch(`${server.url}/admin/job-posting`);
  expect(admin.status).toBe(200);
  expect(await admin.text()).toContain('<div id="root"></div>');
});

it('serves GraphiQL to a browser at /graphql, working offline under the page policy; a second visit loads its code from the cache', async () => {
  // GraphiQL is not the app (no data-hydrated mark): a plain page, failing on any error, CSP violations included.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  const elsewhere: string[] = [];
  // Offline: nothing is asked of another server (listed, not routed: routing would turn the browser's cache off).
  context.on('request', (request) => void (/^https?:/.test(request.url()) && !request.url().startsWith(server.url) && elsewhere.push(request.url())));
  const open = async () => {
    const page = await context.newPage();
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    page.on('console', (msg) => void (msg.type() === 'error' && errors.push(`console.error: ${msg.text()}`)));
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(`${server.url}/graphql`);
    await page.locator('.graphiql-container').first().waitFor({ timeout: 30_000 });
    return { page, workers };
  };
  /** The page's GraphiQL files and the bytes each cost over the network (0: from the browser's cache). */
  const assetTransfers = (page: Page) =>
    page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => e.name.includes('/graphiql-assets/'))
        .map((e) => ({ file: e.name.replace(/^.*\//, ''), transferSize: e.transferSize, decodedBodySize: e.decodedBodySize })),
    );

  const first = await open();
  expect(await first.page.title()).toContain('Learning Centre API');
  // The default query runs (fetch to /graphql under connect-src 'self', with Yoga's CSRF header).
  await first.page.locator('.graphiql-execute-button').click();
  await expect.poll(() => first.page.locator('.graphiql-response').innerText(), { timeout: 20_000 }).toContain('totalCount');
  // Monaco's workers run from this server's files, not blob: URLs.
  await expect.poll(() => first.workers.length, { timeout: 20_000 }).toBeGreaterThan(0);
  for (const url of first.workers) expect(url).toMatch(new RegExp(`^${server.url}/graphiql-assets/[^/]+/[\\w-]+\\.worker\\.js$`));
  const firstFiles = await assetTransfers(first.page);
  expect(firstFiles.map((f) => f.file)).toEqual(expect.arrayContaining(['graphiql.css', 'start.js', 'graphiql.js']));
  expect(firstFiles.find((f) => f.file === 'graphiql.js')!.transferSize).toBeGreaterThan(100_000);
  await first.page.close();

  const second = await open();
  const secondFiles = await assetTransfers(second.page);
  expect(secondFiles.map((f) => f.file)).toEqual(expect.arrayContaining(['graphiql.css', 'start.js', 'graphiql.js']));
  for (const file of secondFiles) {
    expect(file.decodedBodySize, file.file).toBeGreaterThan(0);
    expect(file.transferSize, `${file.file} came over the network again`).toBe(0);
  }
  expect(errors).toEqual([]);
  expect(elsewhere).toEqual([]);
  await context.close();
});
