// Lead settings and notification preferences in real Chromium against the built app (issue 30): an administrator
// chooses round robin with two counsellors at /admin/settings?section=leads and saves, and a reload shows it; an
// editor turns off "New lead mails" in the sidebar's Notifications, and it sticks after a reload. Screenshots at
// 1280 px and 375 px.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, createStaffUser, graphqlRequest, newAdminPage, signIn } from './helpers/admin';
import { blocking, describeViolations, runAxe } from './helpers/axe';
import { launchBrowser } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let adminToken: string;
const counsellors = [
  { name: 'Ravi Counsellor', email: 'ravi.leads@example.com', username: 'ravi-leads', password: 'ravi-password-1', role: 'EDITOR' as const },
  { name: 'Meera Counsellor', email: 'meera.leads@example.com', username: 'meera-leads', password: 'meera-password-1', role: 'EDITOR' as const },
];
const ids: string[] = [];
/** Screenshots for a person to look at (not compared): .tmp/screenshots/lead-settings-*.png. */
const shots = path.resolve(import.meta.dirname, '../../.tmp/screenshots');

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  [server, browser] = await Promise.all([startServer({ seedSampleData: false }), launchBrowser()]);
  adminToken = await apiToken(server.url);
  for (const c of counsellors) ids.push(await createStaffUser(server.url, adminToken, c));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** No serious or critical axe violation in the page (or the part of it matching `include`). */
async function expectAccessible(page: Page, label: string, include?: string) {
  const serious = blocking(await runAxe(page, include));
  expect(serious, `axe on ${label}:\n${describeViolations(serious)}`).toEqual([]);
}

/** Picks an option of a Mantine MultiSelect (its input is a combobox named by the label). */
async function choose(page: Page, label: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await page.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
}

describe('lead settings', () => {
  it('an administrator chooses round robin with two counsellors; a reload shows it', async () => {
    const { page, unexpectedErrors } = await newAdminPage(browser, { width: 1280, height: 900 });
    await signIn(page, server.url);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'Leads' }).click();
    await page.waitForURL(`${server.url}/admin/settings?section=leads`);
    const unassigned = page.getByRole('radio', { name: /Leave unassigned/ });
    await unassigned.waitFor();
    expect(await unassigned.isChecked()).toBe(true);

    await page.getByRole('radio', { name: /Round robin/ }).check();
    await choose(page, 'Counsellors', 'Ravi Counsellor (ravi-leads)');
    await choose(page, 'Counsellors', 'Meera Counsellor (meera-leads)');
    await page.getByRole('button', { name: 'Save lead settings' }).click();
    await page.getByText('Lead settings saved').waitFor();
    await page.screenshot({ path: path.join(shots, 'lead-settings-1280.png'), fullPage: true });

    const stored = await graphqlRequest<{ leadSettings: { assignment: string; counsellorIds: string[] } }>(server.url, '{ leadSettings { assignment counsellorIds } }', {}, adminToken);
    expect(stored.data?.leadSettings).toEqual({ assignment: 'ROUND_ROBIN', counsellorIds: ids });

    await page.reload();
    const roundRobin = page.getByRole('radio', { name: /Round robin/ });
    await roundRobin.waitFor();
    expect(await roundRobin.isChecked()).toBe(true);
    const chosen = page.locator('.mantine-MultiSelect-root', { has: page.getByRole('combobox', { name: 'Counsellors', exact: true }) });
    await expect.poll(() => chosen.locator('.mantine-Pill-label').allTextContents()).toEqual(['Ravi Counsellor (ravi-leads)', 'Meera Counsellor (meera-leads)']);
    expect(unexpectedErrors()).toEqual([]);
    await page.close();
  });

  it('reads on a phone (375 px), by course too', async () => {
    const { page, unexpectedErrors } = await newAdminPage(browser, { width: 375, height: 800 });
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin/settings?section=leads`);
    await page.getByRole('radio', { name: /By course/ }).check();
    await page.getByRole('combobox', { name: 'Learning centre (any course)' }).waitFor();
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: path.join(shots, 'lead-settings-375.png'), fullPage: true });
    await expectAccessible(page, 'the Leads tab, by course, 375 px');
    expect(unexpectedErrors()).toEqual([]);
    await page.close();
  });
});

describe('notification preferences', () => {
  it('an editor turns off new lead mails; it sticks after a reload', async () => {
    const editor = counsellors[0]!;
    const { page, unexpectedErrors } = await newAdminPage(browser, { width: 375, height: 800 });
    await signIn(page, server.url, editor.username, editor.password);
    const openNotifications = async () => {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('button', { name: 'Notifications' }).click();
      return page.getByRole('dialog', { name: 'Notifications' });
    };
    let dialog = await openNotifications();
    const newLeads = dialog.getByRole('switch', { name: /New lead mails/ });
    await newLeads.waitFor({ state: 'attached' });
    expect(await newLeads.isChecked()).toBe(true);
    // Mantine's switch input lies over its label: a click on the label lands on it.
    await newLeads.click();
    await expect.poll(() => newLeads.isChecked()).toBe(false);
    await expect.poll(() => newLeads.isDisabled()).toBe(false);
    await page.screenshot({ path: path.join(shots, 'lead-notifications-375.png') });
    await expectAccessible(page, 'the Notifications dialog', '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Close' }).click();

    const token = await apiToken(server.url, editor.username, editor.password);
    const me = await graphqlRequest<{ me: { notifyNewLeads: boolean; notifyFollowUps: boolean } }>(server.url, '{ me { notifyNewLeads notifyFollowUps } }', {}, token);
    expect(me.data?.me).toEqual({ notifyNewLeads: false, notifyFollowUps: true });

    await page.reload();
    dialog = await openNotifications();
    const again = dialog.getByRole('switch', { name: /New lead mails/ });
    await again.waitFor({ state: 'attached' });
    expect(await again.isChecked()).toBe(false);
    expect(await dialog.getByRole('switch', { name: /Morning follow-up list/ }).isChecked()).toBe(true);
    expect(unexpectedErrors()).toEqual([]);
    await page.close();
  });
});
