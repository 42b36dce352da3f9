// The built product in real Chromium: the app served by the gateway (server-rendered pages, the admin shell), GraphiQL.
import type { Browser } from 'playwright-core';
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

it('serves GraphiQL to a browser at /graphql, working offline under the page policy', async () => {
  const { page } = await newPage(browser);
  await page.goto(`${server.url}/graphql`);
  await page.locator('.graphiql-container').first().waitFor({ timeout: 30_000 });
  expect(await page.title()).toContain('Learning Centre API');
});
