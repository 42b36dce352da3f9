// The built product in real Chromium: the SPA served by the gateway, client routes on reload, GraphiQL.
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

it('falls back to index.html for client-side routes', async () => {
  const res = await fetch(`${server.url}/jobs/some-id`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/html');
  expect(await res.text()).toContain('<div id="root">');
});

it('serves GraphiQL to a browser at /graphql, working offline under the page policy', async () => {
  const { page } = await newPage(browser);
  await page.goto(`${server.url}/graphql`);
  await page.locator('.graphiql-container').first().waitFor({ timeout: 30_000 });
  expect(await page.title()).toContain('Learning Centre API');
});
