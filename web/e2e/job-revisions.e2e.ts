// Job post revisions in Chromium (issue 29, item 3): staff change a job's salary in the admin, open its History,
// compare the first version with the job now, restore it after the confirmation, and the public job page shows the
// old salary again; the History drawer works on a phone too. Screenshots (SHOTS=1) of the drawer at 1280 and 375 px.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, graphqlRequest, newAdminPage, signIn } from './helpers/admin';
import { launchBrowser } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let token: string;
/** SHOTS=1 saves screenshots in /tmp/job-revisions-shots/ (SHOTS=<folder>: there). */
const shotsDir = process.env.SHOTS ? `${process.env.SHOTS === '1' ? '/tmp/job-revisions-shots' : process.env.SHOTS}/` : null;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  token = await apiToken(server.url);
  if (shotsDir) mkdirSync(shotsDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function createJob(title: string): Promise<string> {
  const answer = await graphqlRequest<{ createJobPost: { id: string } }>(
    server.url,
    'mutation ($input: JobPostInput!) { createJobPost(input: $input) { id } }',
    { input: { title, companyname: 'Sahyadri Revision Labs', companylogo: '/logos/company-placeholder.svg', location: 'Pune', salary: '6.3 LPA', content: '<p>Model the monsoon.</p>' } },
    token,
  );
  if (!answer.data) throw new Error(`createJobPost failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.createJobPost.id;
}

const publicPage = async (id: string) => (await fetch(`${server.url}/jobs/${id}`)).text();

async function openHistory(page: Page, title: string) {
  await page.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'History' }).click();
  const drawer = page.getByRole('dialog', { name: `History: ${title}` });
  await drawer.getByRole('list', { name: 'Versions' }).waitFor();
  return drawer;
}

describe('job post revisions', () => {
  const title = 'Revision Journey Analyst';
  let id: string;

  it('staff change the salary, compare the first version, restore it, and the public page shows the old salary', async () => {
    id = await createJob(title);
    const { page, unexpectedErrors } = await newAdminPage(browser, { width: 1280, height: 900 });
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin/job-posting`);
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();

    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Job' });
    await dialog.getByText(`Editing job ID: ${id}`).waitFor();
    await dialog.getByRole('textbox', { name: 'Salary' }).fill('9.7 LPA');
    await dialog.getByRole('button', { name: 'Update Job' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => publicPage(id)).toContain('₹9.7 LPA');

    const drawer = await openHistory(page, title);
    await drawer.getByRole('button', { name: 'Version 2 (current): Salary' }).waitFor();
    await drawer.getByRole('button', { name: 'Version 1: Created' }).click();
    const comparison = drawer.getByRole('region', { name: 'Version 1 compared with the current job' });
    const salary = comparison.getByTestId('change-salary');
    await salary.getByText('₹6.3 LPA').waitFor();
    expect(await salary.getByText('₹9.7 LPA').count()).toBe(1);
    if (shotsDir) await page.screenshot({ path: `${shotsDir}job-history-1280.png`, fullPage: true });

    await comparison.getByRole('button', { name: 'Restore this version' }).click();
    await drawer.getByRole('group', { name: 'Confirm the restore' }).getByRole('button', { name: 'Restore version 1' }).click();
    await page.getByText('Version 1 restored as version 3.').waitFor();
    await drawer.getByRole('button', { name: 'Version 3 (current): Restored version 1: Salary' }).waitFor();

    // The public page (server-rendered, from a cache the restore emptied) shows the old salary again.
    const html = await publicPage(id);
    expect(html).toContain('₹6.3 LPA');
    expect(html).not.toContain('₹9.7 LPA');
    await page.goto(`${server.url}/jobs/${id}`);
    await page.getByText('₹6.3 LPA').first().waitFor();
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });

  it('on a phone (375 px) the drawer fills the screen and the comparison stacks', async () => {
    const { page, unexpectedErrors } = await newAdminPage(browser, { width: 375, height: 800 });
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin/job-posting`);
    await page.getByRole('button', { name: `More actions for ${title}` }).waitFor();
    const drawer = await openHistory(page, title);
    await drawer.getByRole('button', { name: 'Version 2: Salary' }).click();
    const salary = drawer.getByRole('region', { name: 'Version 2 compared with the current job' }).getByTestId('change-salary');
    await salary.getByText('₹9.7 LPA').waitFor();
    // Stacked: the version's value above the current one, both inside the screen's width.
    const version = (await salary.getByText('₹9.7 LPA').boundingBox())!;
    const current = (await salary.getByText('₹6.3 LPA').boundingBox())!;
    expect(current.y).toBeGreaterThan(version.y);
    expect(current.x + current.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    if (shotsDir) await page.screenshot({ path: `${shotsDir}job-history-375.png`, fullPage: true });
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });
});
