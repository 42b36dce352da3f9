// Learner accounts in real Chromium against the built app, with a real SMTP server started here (issue 27): sign up in
// the login modal → the confirmation mail arrives → its link confirms and signs in → sign out → sign in → change the
// password; then a forgotten password through the mailed link. Each step is what a learner sees and does.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../gateway/test/helpers/smtp';
import { launchBrowser, newPage } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let smtp: TestSmtpServer;
let browser: Browser;
let page: Page;
let errors: string[];

const EMAIL = 'asha.learner@example.com';
const FIRST_PASSWORD = 'first-learner-password';
const SECOND_PASSWORD = 'second-learner-password';
const THIRD_PASSWORD = 'third-learner-password';

beforeAll(async () => {
  smtp = await startSmtpServer();
  [server, browser] = await Promise.all([startServer({ seedSampleData: false, env: { SMTP_URL: smtp.url, MAIL_FROM: 'Learning Centre <no-reply@centre.example>' } }), launchBrowser()]);
  ({ page, errors } = await newPage(browser, { width: 375, height: 800 }));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

/** The link of the newest mail to `to` whose text names `path`. */
async function mailedLink(count: number, path: string): Promise<string> {
  const mails = await smtp.waitFor(count, 20_000);
  const mail = mails[count - 1]!;
  expect(mail.rcptTo).toEqual([EMAIL]);
  const text = mail.parsed.text ?? '';
  const match = new RegExp(`${server.url.replace(/[.]/g, '\\.')}${path}\\?token=[\\w-]+`).exec(text);
  expect(match, text).not.toBeNull();
  return match![0];
}

async function openLogin(): Promise<void> {
  // The page may still be settling after a navigation in the app (its code loading), which closes the menu: open it
  // until its Login shows.
  const login = page.locator('#site-menu').getByRole('link', { name: 'Login' });
  await expect
    .poll(async () => {
      if (!(await login.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
      return login.isVisible();
    })
    .toBe(true);
  await login.click();
  await page.getByRole('dialog', { name: 'Login' }).waitFor();
}

describe('a learner signs up, confirms, signs out and in, and changes the password', () => {
  it('signs up in the login modal and is told to check the inbox', async () => {
    await page.goto(`${server.url}/jobs`);
    await openLogin();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await dialog.getByLabel('Full name').fill('Asha Patil');
    await dialog.getByLabel('Email').fill(EMAIL);
    await dialog.getByLabel('Mobile number').fill('98765 43210');
    await dialog.getByLabel('Password').fill(FIRST_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toMatch(`Check your inbox at ${EMAIL}`);
  });

  it('the mailed link confirms the address and signs the learner in', async () => {
    const link = await mailedLink(1, '/account/confirm');
    expect(smtp.received[0]!.parsed.subject).toBe('Confirm your e-mail address');
    await page.goto(link);
    expect(new URL(page.url()).pathname).toBe('/account');
    await expect.poll(() => page.getByRole('status').first().textContent()).toMatch('Your e-mail address is confirmed. Welcome, Asha Patil!');
    expect(await page.getByRole('heading', { name: 'Profile' }).isVisible()).toBe(true);
    expect(await page.getByText(EMAIL).isVisible()).toBe(true);
    // The session cookie is out of the page's reach.
    expect(await page.evaluate(() => document.cookie)).not.toContain('lc_learner=');
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shots/acct.png', fullPage: true });
  });

  it('signs out, then signs in again from the modal', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${server.url}/`);
    // The address changes at once; the home page is drawn once its code has loaded, and that move closes the menu
    // (React Router's navigation is a transition). Open the menu after it.
    await page.locator('.hero__title').waitFor();
    await openLogin();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(EMAIL);
    await dialog.getByLabel('Password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Wrong e-mail or password');
    await dialog.getByLabel('Password').fill(FIRST_PASSWORD);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect.poll(() => page.locator('#site-menu').getByRole('link', { name: /My account/ }).count()).toBe(1);
  });

  it('changes the password on My account', async () => {
    await page.goto(`${server.url}/account`);
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Change password' }) });
    await card.getByLabel('Current password').fill(FIRST_PASSWORD);
    await card.getByLabel('New password').fill(SECOND_PASSWORD);
    await card.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => card.getByRole('status').textContent()).toMatch('Password changed');
  });
});

describe('a forgotten password', () => {
  it('is reset through the mailed one-time link', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${server.url}/`);
    // The address changes at once; the home page is drawn once its code has loaded, and that move closes the menu
    // (React Router's navigation is a transition). Open the menu after it.
    await page.locator('.hero__title').waitFor();
    await openLogin();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
    await dialog.getByLabel('Email').fill(EMAIL);
    await dialog.getByRole('button', { name: 'Send the link' }).click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toMatch('we have mailed it a link');
    // The second mail is the notice of the password changed on My account; the reset link is the third.
    const link = await mailedLink(3, '/account/reset');
    expect(smtp.received[1]!.parsed.subject).toBe('Your password was changed');
    await page.goto(link);
    await page.getByLabel('New password').fill(THIRD_PASSWORD);
    await page.getByRole('button', { name: 'Set the password' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toMatch('Your password is changed and you are signed in');
    // The link works once.
    await page.goto(link);
    await page.getByLabel('New password').fill('a-fourth-password-here');
    await page.getByRole('button', { name: 'Set the password' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch('This password reset link was already used');
  });

  it('signs in with the new password only', async () => {
    const answer = async (password: string) => {
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation ($e: String!, $p: String!) { learnerSignIn(email: $e, password: $p) { id } }', variables: { e: EMAIL, p: password } }),
      });
      return ((await res.json()) as { errors?: { message: string }[] }).errors?.[0]?.message ?? 'signed in';
    };
    expect(await answer(SECOND_PASSWORD)).toBe('Wrong e-mail or password');
    expect(await answer(THIRD_PASSWORD)).toBe('signed in');
    expect(errors).toEqual([]);
  });
});

describe('without JavaScript', () => {
  it('Login leads to the account page, whose form signs in', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(`${server.url}/jobs`);
    await plain.locator('.topbar__nav').getByRole('link', { name: 'Login' }).click();
    await plain.waitForURL(`${server.url}/account`);
    const form = plain.locator('section', { has: plain.getByRole('heading', { name: 'Login' }) });
    await form.getByLabel('Email').fill(EMAIL);
    await form.getByLabel('Password').fill('wrong-password-here');
    await form.getByRole('button', { name: 'Login' }).click();
    await plain.waitForURL(`${server.url}/account?signin=refused`);
    expect(await plain.getByRole('alert').textContent()).toBe('Wrong e-mail or password');
    await form.getByLabel('Email').fill(EMAIL);
    await form.getByLabel('Password').fill(THIRD_PASSWORD);
    await form.getByRole('button', { name: 'Login' }).click();
    await plain.waitForURL(`${server.url}/account`);
    expect((await context.cookies()).some((c) => c.name === 'lc_learner' && c.httpOnly && c.sameSite === 'Lax')).toBe(true);
    await context.close();
  });
});
