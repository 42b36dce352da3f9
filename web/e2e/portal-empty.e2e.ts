// The portal on an empty database: every page says there is nothing yet instead of breaking.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPage } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ seedSampleData: false }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('the home page says "No jobs found. Check back later!" and "No openings yet" in every category, never "0 jobs"', async () => {
  const { page, errors } = await newPage(browser);
  await page.goto(server.url);
  await page.getByText('No jobs found. Check back later!').waitFor();
  await page.locator('[data-category="technology"]').getByText('No openings yet').waitFor();
  expect(await page.getByText('No openings yet').count()).toBe(6);
  await page.locator('.hero__facts').getByText('New openings every week').waitFor();
  expect(await page.locator('body').innerText()).not.toMatch(/\b0 (open )?jobs?\b/i);
  // No empty carousels.
  expect(await page.locator('[data-carousel]').count()).toBe(0);
  expect(errors).toEqual([]);
  await page.context().close();
});

it('the jobs list and placements say there is nothing yet', async () => {
  const { page, errors } = await newPage(browser);
  await page.goto(`${server.url}/jobs`);
  await page.getByText('No jobs found. Check back later!').waitFor();
  await page.getByRole('heading', { name: '0 jobs' }).waitFor();
  await page.goto(`${server.url}/success-stories`);
  await page.getByText('No placement stories yet. Check back soon!').waitFor();
  expect(errors).toEqual([]);
  await page.context().close();
});
