// A signed-in learner by keyboard, in real Chromium against the built app, at 375 px: the Apply Now dialog keeps the
// focus when a phone number is refused (on the field, with the problem announced) and gives it back to Apply Now when
// Escape closes it; the login modal's views each take the focus to their title; and a session ended in another tab is
// noticed by the next request (the header offers Login again, the dialog the sign-in prompt).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../gateway/test/helpers/smtp';
import { apiToken, graphqlRequest } from './helpers/admin';
import { launchBrowser, newPage } from './helpers/browser';
import { signUpInBrowser } from './helpers/portal';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let smtp: TestSmtpServer;
let browser: Browser;
let page: Page;
let errors: string[];
let job: { id: string; title: string };

const EMAIL = 'meera.keyboard@example.com';

/** What has the focus: its tag, its accessible text, and whether it is inside an open dialog. */
const focused = () =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const label = el && 'labels' in el ? [...((el as HTMLInputElement).labels ?? [])].map((l) => l.textContent).join(' ') : '';
    return { tag: el?.tagName.toLowerCase(), text: (label || el?.textContent || '').trim(), inDialog: !!el?.closest('dialog[open]') };
  });

beforeAll(async () => {
  smtp = await startSmtpServer();
  [server, browser] = await Promise.all([startServer({ seedSampleData: false, env: { SMTP_URL: smtp.url, MAIL_FROM: 'Learning Centre <no-reply@centre.example>' } }), launchBrowser()]);
  const token = await apiToken(server.url);
  const created = await graphqlRequest<{ createJobPost: { id: string; title: string } }>(
    server.url,
    'mutation ($input: JobPostInput!) { createJobPost(input: $input) { id title } }',
    { input: { title: 'Junior Data Analyst', companyname: 'Sahyadri Analytics', companylogo: '/logos/sahyadri-analytics.svg', location: 'Pune, Maharashtra', salary: '6 LPA', content: '<p>SQL and dashboards.</p>' } },
    token,
  );
  job = created.data!.createJobPost;
  // A confirmed learner: signed up from this browser, signed in by the mailed link.
  ({ page, errors } = await newPage(browser, { width: 375, height: 800 }));
  await signUpInBrowser(page, server, { name: 'Meera Joshi', email: EMAIL, phone: '98765 43210', password: 'meera-keyboard-password' });
  const [mail] = await smtp.waitFor(1, 20_000);
  const link = new RegExp(`${server.url.replace(/[.]/g, '\\.')}/account/confirm\\?token=[\\w-]+`).exec(mail!.parsed.text ?? '')![0];
  await page.goto(link);
  await page.getByText('Welcome, Meera Joshi!', { exact: false }).waitFor();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

describe('the Apply Now dialog by keyboard', () => {
  it('a refused phone number keeps the focus in the dialog, on the field, and is announced', async () => {
    await page.goto(`${server.url}/jobs/${job.id}`);
    const apply = page.locator('.job-hero__actions').getByRole('link', { name: 'Apply Now' });
    await apply.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Apply: ${job.title}` });
    await dialog.getByRole('button', { name: 'Send application' }).waitFor();
    await dialog.getByRole('radio', { name: 'No CV for now' }).check();
    await dialog.getByLabel('Mobile number').fill('555');
    await dialog.getByRole('button', { name: 'Send application' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(focused).toEqual({ tag: 'input', text: 'Mobile number', inDialog: true });
    expect(await dialog.getByRole('alert').textContent()).toBe('Please correct the field marked below.');
  });

  it('Escape closes it and gives the focus back to Apply Now', async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.closest('.job-hero__actions') !== null && document.activeElement?.textContent?.includes('Apply Now'))).toBe(true);
  });
});

describe('the login modal by keyboard', () => {
  it('each view it switches to takes the focus to its title', async () => {
    const other = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const visitor = await other.newPage();
    try {
      await visitor.goto(`${server.url}/jobs`);
      await visitor.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      await visitor.getByRole('button', { name: 'Menu' }).click();
      await visitor.locator('#site-menu').getByRole('link', { name: 'Login' }).click();
      await visitor.getByRole('dialog', { name: 'Login' }).waitFor();
      // Named by its title, which changes with the view.
      const dialog = visitor.getByRole('dialog');
      for (const [button, title] of [
        ['Sign Up', 'Sign Up'],
        ['Login', 'Login'],
        ['Forgot your password?', 'Forgot password'],
        ['Back to Login', 'Login'],
      ] as const) {
        await dialog.getByRole('button', { name: button, exact: true }).focus();
        await visitor.keyboard.press('Enter');
        await expect
          .poll(() => visitor.evaluate(() => ({ tag: document.activeElement?.tagName.toLowerCase(), text: document.activeElement?.textContent })), { message: `after ${button}` })
          .toEqual({ tag: 'h2', text: title });
      }
    } finally {
      await other.close();
    }
  });
});

describe('the header of a signed-in learner', () => {
  it('at 1280 px keeps the site name on one line beside My account and its menu (the search box gives way)', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    try {
      await page.goto(`${server.url}/jobs`);
      const account = page.locator('a.topbar__account');
      await expect.poll(() => account.textContent()).toMatch(/^My account/);
      const { nameHeight, lineHeight, barHeight } = await page.evaluate(() => {
        const name = document.querySelector('.brand__name')!;
        return {
          nameHeight: name.getBoundingClientRect().height,
          lineHeight: parseFloat(getComputedStyle(name).lineHeight) || parseFloat(getComputedStyle(name).fontSize) * 1.2,
          barHeight: document.querySelector('.topbar')!.getBoundingClientRect().height,
        };
      });
      expect(nameHeight).toBeLessThan(lineHeight * 1.5);
      expect(barHeight).toBeLessThan(70);
    } finally {
      await page.setViewportSize({ width: 375, height: 800 });
    }
  });
});

describe('a session ended in another tab', () => {
  it('the next request is refused: the header offers Login, the dialog the sign-in prompt', async () => {
    await page.goto(`${server.url}/jobs/${job.id}`);
    // The header's account link (in the menu at this width): My account once the session is known.
    const account = page.locator('a.topbar__account');
    await expect.poll(() => account.textContent()).toMatch(/^My account/);
    // Tab B, same browser: signs out.
    const tabB = await page.context().newPage();
    await tabB.goto(`${server.url}/account`);
    await tabB.getByRole('button', { name: 'Sign out' }).click();
    await tabB.waitForURL(`${server.url}/`);
    await tabB.close();
    // Tab A still thinks Meera is signed in, until its next request.
    await page.locator('.job-hero__actions').getByRole('link', { name: 'Apply Now' }).click();
    const dialog = page.getByRole('dialog', { name: `Apply: ${job.title}` });
    await dialog.getByText('You are no longer signed in', { exact: false }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await account.textContent()).toBe('Login');
    expect(errors).toEqual([]);
  });
});
