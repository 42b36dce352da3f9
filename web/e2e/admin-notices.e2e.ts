// Issue 26 in the admin area, in real Chromium against the built app, at 375 px and 1280 px: the notification after a
// delete covers neither the page's title nor the table's headings and shows Undo whole; audit action labels are not
// cut; the ID column tells the sample jobs apart; a lead is deleted from the inbox and comes back with Undo; and the
// admin's titles follow a rename of the site in Settings.
import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, graphqlRequest, newAdminPage, signIn } from './helpers/admin';
import { launchBrowser } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let token: string;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  token = await apiToken(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Screenshots to look at (not compared): SCREENSHOT_DIR, when set. */
async function screenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png` });
}

async function createJob(title: string): Promise<string> {
  const answer = await graphqlRequest<{ createJobPost: { id: string } }>(
    server.url,
    'mutation ($i: JobPostInput!) { createJobPost(input: $i) { id } }',
    { i: { title, companyname: 'Notice Labs', companylogo: 'https://x.example/l.png', location: 'Pune', salary: '400000' } },
    token,
  );
  return answer.data!.createJobPost.id;
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A text that shows whole: its element's content is not wider than the element (no ellipsis, no clipping). */
async function showsWhole(locator: Locator): Promise<{ text: string; whole: boolean }> {
  return locator.evaluate((el) => ({ text: el.textContent ?? '', whole: el.scrollWidth <= el.clientWidth + 0.5 && el.getBoundingClientRect().width >= 1 }));
}

describe('the notification after a delete', () => {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 900 },
  ]) {
    it(`at ${viewport.width} px shows Undo whole and covers neither the title nor the table's headings`, async () => {
      const title = `Notice Engineer ${viewport.width}`;
      await createJob(title);
      const { page, unexpectedErrors } = await newAdminPage(browser, viewport);
      await signIn(page, server.url);
      await page.goto(`${server.url}/admin/job-posting`);
      const heading = page.getByRole('heading', { level: 1, name: 'Job Postings' });
      await heading.waitFor();
      const phone = viewport.width < 600;
      if (phone) {
        // The phone header: the site's name gives way to the Menu button, which shows its whole label.
        expect(await showsWhole(page.getByRole('button', { name: 'Menu' }).locator('.mantine-Button-label'))).toEqual({ text: 'Menu', whole: true });
      }
      // At 375 px the table is a list of cards: its "headings" are the page's title and the first card's.
      const headings = phone ? page.getByRole('list', { name: 'Job Postings' }).getByRole('listitem').first() : page.getByRole('table').locator('thead');
      await headings.waitFor();
      await page.getByRole('button', { name: `Delete ${title}` }).click();
      await page.getByRole('dialog', { name: 'Confirm Deletion' }).getByRole('button', { name: 'Delete' }).click();
      const notice = page.locator('.mantine-Notification-root').filter({ hasText: 'It stays in the trash until it is purged.' });
      await notice.waitFor();
      // Let the notification's entry transition finish before measuring.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      await screenshot(page, `notification-${viewport.width}`);

      const undo = notice.getByRole('button', { name: 'Undo' });
      const label = await showsWhole(undo.locator('.mantine-Button-label'));
      expect(label).toEqual({ text: 'Undo', whole: true });
      expect(await showsWhole(undo)).toEqual({ text: 'Undo', whole: true });
      const box = (await notice.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 0.5);
      for (const covered of [heading, headings]) expect(overlap(box, (await covered.boundingBox())!), await covered.innerText()).toBe(false);

      await undo.click();
      await page.getByText(`“${title}” is back.`).waitFor();
      expect(unexpectedErrors()).toEqual([]);
      await page.context().close();
    });
  }
});

describe('audit log and ids', () => {
  it('shows every action label whole, at 375 px and 1280 px', async () => {
    const id = await createJob('Audit Label Analyst');
    await graphqlRequest(server.url, 'mutation ($id: ID!) { updateJobPost(id: $id, input: { title: "Audit Label Analyst II" }) { id } }', { id }, token);
    await graphqlRequest(server.url, 'mutation ($id: ID!) { deleteJobPost(id: $id) { id } }', { id }, token);
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1280, height: 900 },
    ]) {
      const { page, unexpectedErrors } = await newAdminPage(browser, viewport);
      await signIn(page, server.url);
      await page.goto(`${server.url}/admin/audit`);
      // The table at 1280 px, its cards at 375 px.
      const log = page.getByRole('table', { name: 'Audit log' }).or(page.getByRole('list', { name: 'Audit log' }));
      await log.locator('.mantine-Badge-label', { hasText: 'Created' }).first().waitFor();
      await screenshot(page, `audit-${viewport.width}`);
      const labels = await log.locator('.mantine-Badge-label').evaluateAll((els) => els.map((el) => ({ text: el.textContent, whole: el.scrollWidth <= el.clientWidth + 0.5 })));
      expect(labels.length).toBeGreaterThanOrEqual(3);
      expect(labels.map((l) => l.text)).toEqual(expect.arrayContaining(['Created', 'Changed', 'Deleted']));
      expect(labels.filter((l) => !l.whole)).toEqual([]);
      expect(unexpectedErrors()).toEqual([]);
      await page.context().close();
    }
  });

  it('tells the sample jobs apart in the ID column, with the full id in its title', async () => {
    const { page, unexpectedErrors } = await newAdminPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin/job-posting`);
    const rows = page.getByRole('table').locator('tbody tr');
    await rows.first().waitFor();
    const ids = await rows.evaluateAll((trs) => trs.map((tr) => ({ shown: tr.querySelector('td')!.innerText, full: tr.querySelector('td span[title]')!.getAttribute('title')! })));
    expect(ids.length).toBeGreaterThanOrEqual(10);
    expect(new Set(ids.map((i) => i.shown)).size).toBe(ids.length);
    for (const { shown, full } of ids) expect(shown).toBe(`…${full.slice(-8)}`);
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });
});

describe('leads', () => {
  it('deletes a lead from the inbox after asking, and Undo brings it back', async () => {
    const lead = await graphqlRequest<{ submitLead: { id: string } }>(
      server.url,
      'mutation ($i: LeadInput!) { submitLead(input: $i) { id } }',
      { i: { name: 'Deletable Lead', email: 'deletable@example.com', phone: '98765 43210', designation: 'Analyst', experience: '1', course: 'general', consent: true } },
    );
    expect(lead.data?.submitLead.id, JSON.stringify(lead)).toBeTruthy();
    const { page, unexpectedErrors } = await newAdminPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin/leads`);
    // With Delete beside Edit the inbox still fits as a table at 1280 px.
    await page.getByRole('table', { name: 'Leads' }).waitFor();
    await page.getByRole('button', { name: 'Delete lead Deletable Lead' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
    expect(await dialog.innerText()).toContain('Are you sure you want to delete the lead from “Deletable Lead”?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Lead deleted').waitFor();
    // The inbox is a table, or cards when the table does not fit: the lead's own Delete button says it is listed.
    const listed = page.getByRole('button', { name: 'Delete lead Deletable Lead' });
    await listed.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('The lead from “Deletable Lead” is back.').waitFor();
    await listed.waitFor();
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });
});

describe('admin titles', () => {
  it('follow a rename of the site in Settings, in the tab and the sidebar, without a reload', async () => {
    const { page, unexpectedErrors } = await newAdminPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin/settings`);
    const sidebar = page.getByRole('navigation', { name: 'Admin' });
    await sidebar.getByText('Learning Centre Pune Admin').waitFor();
    expect(await page.title()).toBe('Settings · Learning Centre Pune Admin');
    const name = page.getByRole('textbox', { name: /^Site name/ });
    await name.fill('Pune Skills Hub');
    await page.getByRole('button', { name: /^Save/ }).click();
    await sidebar.getByText('Pune Skills Hub Admin').waitFor();
    await expect.poll(() => page.title()).toBe('Settings · Pune Skills Hub Admin');
    await sidebar.getByRole('link', { name: 'Job Postings' }).click();
    await expect.poll(() => page.title()).toBe('Job Postings · Pune Skills Hub Admin');
    // A new visit reads the new name too.
    await page.reload();
    await expect.poll(() => page.title()).toBe('Job Postings · Pune Skills Hub Admin');
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });
});
