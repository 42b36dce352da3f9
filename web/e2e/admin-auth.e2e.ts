// The admin area's sign-in, route guard, roles, logout and the mobile sidebar, in real Chromium against the built
// app on a fresh database.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, createStaffUser, newAdminPage, signIn } from './helpers/admin';
import { launchBrowser } from './helpers/browser';
import { ADMIN, startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const storedToken = (page: import('playwright-core').Page) => page.evaluate(() => localStorage.getItem('adminToken'));

describe('sign-in and guard', () => {
  it('sends a signed-out visitor to the login page, and refuses a wrong password with the server message', async () => {
    const { page, unexpectedErrors } = await newAdminPage(browser);
    await page.goto(`${server.url}/admin/job-posting`);
    await page.waitForURL(`${server.url}/admin/login`);
    await expect.poll(() => page.getByRole('heading', { name: 'Admin Login' }).isVisible()).toBe(true);

    // Both fields are required by the browser: an empty form is not sent.
    await page.getByRole('button', { name: 'Login' }).click();
    expect(await page.getByRole('textbox', { name: 'Username' }).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);

    await page.getByRole('textbox', { name: 'Username' }).fill(ADMIN.username);
    await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    const message = page.getByRole('alert').filter({ hasText: 'Invalid username or password' });
    await message.waitFor();
    // Red, above the form.
    expect(await message.evaluate((el) => getComputedStyle(el).color)).toMatch(/rgb\((2[0-9]{2}), \d{1,2}, \d{1,2}\)/);
    const [alertBox, formBox] = await Promise.all([message.boundingBox(), page.getByRole('form', { name: 'Admin login' }).boundingBox()]);
    expect(alertBox!.y).toBeLessThan(formBox!.y);
    expect(await storedToken(page)).toBeNull();
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });

  it('signs in, returns to the page asked for, and keeps a signed-in admin away from login and register', async () => {
    const { page, unexpectedErrors } = await newAdminPage(browser);
    await page.goto(`${server.url}/admin/job-posting`);
    await page.waitForURL(`${server.url}/admin/login`);
    await page.getByRole('textbox', { name: 'Username' }).fill(ADMIN.username);
    await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
    const login = page.getByRole('button', { name: /^(Login|Loading\.\.\.)$/ });
    await login.click();
    await page.waitForURL(`${server.url}/admin/job-posting`);
    await page.getByRole('heading', { name: 'Job Postings' }).waitFor();
    expect(await storedToken(page)).toMatch(/^ey/);

    // The sidebar is titled with the admin name and links the admin pages.
    const sidebar = page.getByRole('navigation', { name: 'Admin' });
    await expect.poll(() => sidebar.getByText('Learning Centre Pune Admin').isVisible()).toBe(true);
    for (const name of ['Users', 'Success Stories', 'Job Postings', 'Settings']) {
      expect(await sidebar.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }

    await page.goto(`${server.url}/admin/login`);
    await page.waitForURL(`${server.url}/admin`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.goto(`${server.url}/admin/register`);
    await page.waitForURL(`${server.url}/admin`);

    // The dashboard shows real figures: 14 sample jobs, 5 stories, 1 account, and the newest five jobs.
    await expect.poll(() => page.getByText('Job posts', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('list', { name: 'Newest job posts' }).getByRole('listitem').count()).toBe(5);
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });

  it('shows Loading while the check runs, and counts a forged token as signed out', async () => {
    const { page, unexpectedErrors } = await newAdminPage(browser);
    await page.goto(`${server.url}/admin/register`);
    await page.getByText('Accounts for the admin area are created by an administrator').waitFor();
    await page.getByRole('link', { name: 'Back to login' }).click();
    await page.waitForURL(`${server.url}/admin/login`);

    await page.evaluate(() => localStorage.setItem('adminToken', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged'));
    // Hold the check back a moment so that the Loading state can be seen.
    await page.route('**/graphql', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.goto(`${server.url}/admin/settings`);
    await page.getByText('Loading', { exact: true }).waitFor();
    await page.waitForURL(`${server.url}/admin/login`);
    expect(await storedToken(page)).toBeNull();
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });

  it('logs out: clears the token and the session and goes to the login page', async () => {
    const { page, unexpectedErrors } = await newAdminPage(browser);
    await signIn(page, server.url);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${server.url}/admin/login`);
    expect(await storedToken(page)).toBeNull();
    await page.goto(`${server.url}/admin/users`);
    await page.waitForURL(`${server.url}/admin/login`);
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });
});

describe('roles', () => {
  it('lets an EDITOR manage jobs and stories but not open Users or Settings', async () => {
    const token = await apiToken(server.url);
    await createStaffUser(server.url, token, { name: 'Esha Editor', email: 'esha@example.com', username: 'esha.editor', password: 'editor-password-1', role: 'EDITOR' });
    const { page, unexpectedErrors } = await newAdminPage(browser);
    await signIn(page, server.url, 'esha.editor', 'editor-password-1');
    const sidebar = page.getByRole('navigation', { name: 'Admin' });
    await sidebar.getByRole('link', { name: 'Job Postings' }).waitFor();
    expect(await sidebar.getByRole('link', { name: 'Users' }).count()).toBe(0);
    expect(await sidebar.getByRole('link', { name: 'Settings' }).count()).toBe(0);

    await page.goto(`${server.url}/admin/users`);
    await page.getByText('Not available to your role').waitFor();
    expect(await page.getByRole('table', { name: 'Users' }).count()).toBe(0);
    await page.goto(`${server.url}/admin/settings`);
    await page.getByText('Not available to your role').waitFor();

    await page.goto(`${server.url}/admin/job-posting`);
    await page.getByRole('button', { name: 'Add Job' }).waitFor();
    await page.goto(`${server.url}/admin/success-stories`);
    await page.getByRole('link', { name: 'Add Story' }).waitFor();
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });

  it('does not let a USER account into the admin area', async () => {
    const token = await apiToken(server.url);
    await createStaffUser(server.url, token, { name: 'Uma User', email: 'uma@example.com', username: 'uma.user', password: 'user-password-1', role: 'USER' });
    const { page, unexpectedErrors } = await newAdminPage(browser);
    await page.goto(`${server.url}/admin/login`);
    await page.getByRole('textbox', { name: 'Username' }).fill('uma.user');
    await page.getByRole('textbox', { name: 'Password' }).fill('user-password-1');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid username or password' }).waitFor();
    expect(await storedToken(page)).toBeNull();
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });
});

describe('layout on a phone', () => {
  it('toggles the sidebar with Menu/Close at 375 px, and a link click closes it', async () => {
    const { page, unexpectedErrors } = await newAdminPage(browser, { width: 375, height: 812 });
    await signIn(page, server.url);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const sidebar = page.getByRole('navigation', { name: 'Admin' });
    const jobsLink = sidebar.getByRole('link', { name: 'Job Postings' });
    const menu = page.getByRole('button', { name: 'Menu' });
    expect(await jobsLink.isVisible()).toBe(false);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');

    await menu.click();
    const close = page.getByRole('button', { name: 'Close' });
    await expect.poll(() => jobsLink.isVisible()).toBe(true);
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    // The open sidebar fills the width of the phone.
    expect((await sidebar.boundingBox())!.width).toBeGreaterThanOrEqual(370);

    await close.click();
    await expect.poll(() => jobsLink.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Menu' }).click();
    await expect.poll(() => jobsLink.isVisible()).toBe(true);
    await jobsLink.click();
    await page.waitForURL(`${server.url}/admin/job-posting`);
    await page.getByRole('heading', { name: 'Job Postings' }).waitFor();
    await expect.poll(() => jobsLink.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(true);

    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });
});
