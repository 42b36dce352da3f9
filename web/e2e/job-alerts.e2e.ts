// Job alerts in real Chromium against the built app, with a real SMTP server started here (issue 28, item 4): a
// visitor searches /jobs and asks for the jobs by e-mail, confirms through the mailed link, staff send the digest from
// /admin, the digest arrives with the matching open job only, and its unsubscribe link works once. The box, the status
// page and the dashboard's card are looked at on a phone (375 px) and a laptop (1280 px). A signed-in learner's alert is
// saved in one click, edited, paused and resumed, and removed on My account.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../gateway/test/helpers/smtp';
import { apiToken, graphqlRequest, newAdminPage, signIn } from './helpers/admin';
import { launchBrowser, newPage } from './helpers/browser';
import { signUpInBrowser } from './helpers/portal';
import { startServer, type RunningServer } from './helpers/server';

/** Screenshots for a person to look at (not compared): .tmp/screenshots/job-alerts-*.png. */
const shots = path.resolve(import.meta.dirname, '../../.tmp/screenshots');
const EMAIL = 'meera.alerts@example.com';

let server: RunningServer;
let smtp: TestSmtpServer;
let browser: Browser;
let token: string;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  smtp = await startSmtpServer();
  // No daily run in this journey: staff send the digest.
  [server, browser] = await Promise.all([
    startServer({ seedSampleData: false, env: { SMTP_URL: smtp.url, MAIL_FROM: 'Learning Centre <no-reply@centre.example>', JOB_ALERT_DIGEST_TIME: 'off' } }),
    launchBrowser(),
  ]);
  token = await apiToken(server.url);
  // Something on the list before the alert: not new to it.
  await createJob({ title: 'Kotlin Trainee (older)', category: 'TECHNOLOGY' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

async function createJob(fields: { title: string; category: string; status?: string }): Promise<string> {
  const answer = await graphqlRequest<{ createJobPost: { id: string } }>(
    server.url,
    'mutation ($i: JobPostInput!) { createJobPost(input: $i) { id } }',
    { i: { companyname: 'Alert Labs', companylogo: '/logos/company-placeholder.svg', location: 'Pune', salary: '₹6 LPA', ...fields } },
    token,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.createJobPost.id;
}

/** Nothing on the page is wider than the window (no sideways scrolling on a phone). */
const widest = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

function linkIn(text: string, route: string): string {
  const match = new RegExp(`${server.url.replace(/[.]/g, '\\.')}${route}\\?token=[\\w-]+`).exec(text);
  expect(match, text).not.toBeNull();
  return match![0];
}

describe('a visitor’s job alert, from the jobs page to the unsubscribe link', () => {
  it('asks for the jobs of a search by e-mail on /jobs (375 px), and is told to check the inbox', async () => {
    const { page, errors } = await newPage(browser, { width: 375, height: 800 });
    await page.goto(`${server.url}/jobs?q=kotlin&category=technology`);
    const box = page.getByTestId('job-alert-box');
    await box.getByText('Get these jobs by e-mail').click();
    await expect.poll(() => box.textContent()).toContain('New jobs for “kotlin” in Technology');
    await box.getByLabel(/Your e-mail/).fill(EMAIL);
    expect(await widest(page)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: path.join(shots, 'job-alerts-box-375.png'), fullPage: true });
    await box.getByRole('button', { name: 'Send me these jobs' }).click();
    await expect.poll(() => box.getByRole('status').textContent()).toBe(`Check your inbox at ${EMAIL}: open the link we sent to start your job alert. It works for 24 hours.`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the box at 1280 px sits under the results heading', async () => {
    const { page, errors } = await newPage(browser, { width: 1280, height: 900 });
    await page.goto(`${server.url}/jobs?q=kotlin&category=technology`);
    const box = page.getByTestId('job-alert-box');
    await box.getByText('Get these jobs by e-mail').click();
    const heading = await page.locator('#jobs-results-title').boundingBox();
    const drawn = await box.boundingBox();
    expect(drawn!.y).toBeGreaterThan(heading!.y);
    expect(drawn!.width).toBeGreaterThan(600);
    expect(await widest(page)).toBeLessThanOrEqual(1280);
    await page.screenshot({ path: path.join(shots, 'job-alerts-box-1280.png') });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the mailed link confirms the alert, on a page that says so (noindex); a second click says it is already confirmed', async () => {
    const [mail] = await smtp.waitFor(1, 20_000);
    expect(mail!.rcptTo).toEqual([EMAIL]);
    expect(mail!.parsed.subject).toBe('Confirm your job alert');
    const link = linkIn(mail!.parsed.text ?? '', '/alerts/confirm');
    const { page, errors } = await newPage(browser, { width: 375, height: 800 });
    await page.goto(link);
    expect(new URL(page.url()).pathname).toBe('/alerts');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Your job alert is on');
    expect(await page.getByRole('status').textContent()).toContain('new jobs for “kotlin” in Technology, at most once a day');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    expect(await page.getByRole('link', { name: 'See these jobs' }).getAttribute('href')).toBe('/jobs?q=kotlin&category=technology');
    expect(await widest(page)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: path.join(shots, 'job-alerts-confirmed-375.png'), fullPage: true });
    await page.goto(link);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('This job alert is already confirmed');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('staff send the digest from /admin and are told how many mails went out; it holds the matching open job only', async () => {
    await createJob({ title: 'Kotlin Developer', category: 'TECHNOLOGY' });
    await createJob({ title: 'Java Developer', category: 'TECHNOLOGY' });
    await createJob({ title: 'Kotlin Teacher', category: 'EDUCATION' });
    await createJob({ title: 'Kotlin Draft', category: 'TECHNOLOGY', status: 'DRAFT' });
    const filled = await createJob({ title: 'Kotlin Lead', category: 'TECHNOLOGY' });
    await graphqlRequest(server.url, 'mutation ($id: ID!) { closeJobPostAsFilled(id: $id) { id } }', { id: filled }, token);
    // A run looks at jobs created more than a few seconds before it (decision 016).
    await new Promise((r) => setTimeout(r, 6000));

    const { page, unexpectedErrors } = await newAdminPage(browser, { width: 1280, height: 900 });
    await signIn(page, server.url);
    const card = page.getByTestId('job-alerts-card');
    await expect.poll(() => card.textContent()).toContain('1 active alert.');
    expect(await card.textContent()).toContain('No daily digest is scheduled on this server');
    await card.getByRole('button', { name: 'Send job alerts now' }).click();
    await page.getByRole('dialog', { name: 'Send job alerts now?' }).getByRole('button', { name: 'Send now' }).click();
    await expect.poll(() => page.getByText('Queued 1 digest mail').count()).toBe(1);
    await page.screenshot({ path: path.join(shots, 'job-alerts-dashboard-1280.png') });
    await expect.poll(() => card.textContent()).toMatch(/Last sent by hand .* by e2e-admin: 1 digest mail\./);
    expect(unexpectedErrors()).toEqual([]);

    const mails = await smtp.waitFor(2, 20_000);
    const digest = mails[1]!;
    expect(digest.rcptTo).toEqual([EMAIL]);
    expect(digest.parsed.subject).toBe('1 new job for your job alert');
    const text = digest.parsed.text ?? '';
    expect(text).toContain('Kotlin Developer at Alert Labs, Pune (₹6 LPA)');
    for (const absent of ['Java Developer', 'Kotlin Teacher', 'Kotlin Draft', 'Kotlin Lead', 'Kotlin Trainee']) expect(text).not.toContain(absent);
    const header = digest.parsed.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line;
    expect(header).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    await page.context().close();
  });

  it('the dashboard card fits a phone', async () => {
    const { page, unexpectedErrors } = await newAdminPage(browser, { width: 375, height: 800 });
    await signIn(page, server.url);
    const card = page.getByTestId('job-alerts-card');
    await expect.poll(() => card.textContent()).toContain('Send job alerts now');
    expect(await widest(page)).toBeLessThanOrEqual(375);
    const button = await card.getByRole('button', { name: 'Send job alerts now' }).boundingBox();
    expect(button!.x + button!.width).toBeLessThanOrEqual(375);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, 'job-alerts-dashboard-375.png') });
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });

  it('the digest’s unsubscribe link works once, without signing in', async () => {
    const digest = smtp.received[1]!;
    const link = linkIn(digest.parsed.text ?? '', '/alerts/unsubscribe');
    const { page, errors } = await newPage(browser, { width: 1280, height: 900 });
    await page.goto(link);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('You are unsubscribed');
    expect(await page.getByRole('status').textContent()).toContain('no more mails for this job alert for “kotlin” in Technology');
    expect(await page.getByRole('link', { name: 'Set up this alert again' }).getAttribute('href')).toBe('/jobs?q=kotlin&category=technology');
    await page.screenshot({ path: path.join(shots, 'job-alerts-unsubscribed-1280.png') });
    await page.goto(link);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('You are already unsubscribed');
    await page.goto(`${server.url}/alerts/unsubscribe?token=${'A'.repeat(43)}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('This unsubscribe link is not valid');
    expect(errors).toEqual([]);
    await page.context().close();

    // Nothing more is sent to an unsubscribed alert.
    await createJob({ title: 'Kotlin Architect', category: 'TECHNOLOGY' });
    await new Promise((r) => setTimeout(r, 6000));
    const run = await graphqlRequest<{ runJobAlertDigest: { mails: number } }>(server.url, 'mutation { runJobAlertDigest { mails } }', {}, token);
    expect(run.data!.runJobAlertDigest.mails).toBe(0);
  });
});

describe('a signed-in learner’s job alert', () => {
  it('is one click on /jobs, listed on My account (375 px and 1280 px), edited, paused and resumed there on a phone and removed', async () => {
    const email = 'kiran.learner@example.com';
    const { page, errors } = await newPage(browser, { width: 375, height: 800 });
    const before = smtp.received.length;
    await signUpInBrowser(page, server, { name: 'Kiran Joshi', email, phone: '98765 43210', password: 'a-learner-password' });
    const mails = await smtp.waitFor(before + 1, 20_000);
    const confirm = linkIn(mails.at(-1)!.parsed.text ?? '', '/account/confirm');
    await page.goto(confirm);
    await page.goto(`${server.url}/jobs?location=Pune`);
    const box = page.getByTestId('job-alert-box');
    await box.getByText('Get these jobs by e-mail').click();
    await box.getByRole('button', { name: `E-mail me these jobs at ${email}` }).click();
    await expect.poll(() => box.getByRole('status').textContent()).toBe(`Job alert saved: we will mail you new jobs in Pune at ${email}, at most once a day.`);

    await page.goto(`${server.url}/account`);
    const card = page.getByTestId('my-job-alerts');
    await expect.poll(() => card.getByRole('link', { name: 'in Pune' }).count()).toBe(1);
    expect(await card.getByRole('link', { name: 'in Pune' }).getAttribute('href')).toBe('/jobs?location=Pune');
    expect(await widest(page)).toBeLessThanOrEqual(375);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, 'job-alerts-account-375.png') });

    // Edit, on the phone: 44 px tap targets, the form in place with the first field focused, the answer in words.
    const edit = card.getByRole('button', { name: 'Edit the job alert for in Pune' });
    for (const button of [edit, card.getByRole('button', { name: 'Remove the job alert for in Pune' })]) expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await edit.click();
    const form = card.getByRole('form', { name: 'Edit the job alert for in Pune' });
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('keywords');
    expect(await form.getByLabel(/Location/).inputValue()).toBe('Pune');
    for (const name of ['Save alert', 'Cancel']) expect((await form.getByRole('button', { name }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await widest(page)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: path.join(shots, 'job-alerts-account-edit-375.png') });
    await form.getByLabel('Keywords').fill('kotlin');
    await form.getByRole('button', { name: 'Save alert' }).click();
    await expect.poll(() => card.getByRole('status').textContent()).toBe('Job alert changed: we will mail you new jobs for “kotlin” in Pune.');
    expect(await card.getByRole('link', { name: '“kotlin” in Pune' }).getAttribute('href')).toBe('/jobs?q=kotlin&location=Pune');

    // Pause, on the phone: the alert is marked Paused and its button offers Resume; staff count it as paused, not
    // active (the visitor's alert is unsubscribed by now).
    const pause = card.getByRole('button', { name: 'Pause the job alert for “kotlin” in Pune' });
    expect((await pause.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await pause.click();
    await expect.poll(() => card.getByRole('status').textContent()).toBe('Job alert paused: no mails for “kotlin” in Pune until you resume it.');
    await expect.poll(() => card.getByText('Paused', { exact: true }).count()).toBe(1);
    const resume = card.getByRole('button', { name: 'Resume the job alert for “kotlin” in Pune' });
    expect(await resume.textContent()).toBe('Resume');
    expect(await widest(page)).toBeLessThanOrEqual(375);
    // Three actions beside the search left it a column a few letters wide (seen in this screenshot): the actions go
    // under it, and the search and its badge read on one line each.
    expect((await card.getByRole('link', { name: '“kotlin” in Pune' }).boundingBox())!.width).toBeGreaterThan(100);
    expect((await card.getByText('Paused', { exact: true }).boundingBox())!.height).toBeLessThan(30);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, 'job-alerts-account-paused-375.png') });
    const figures = await graphqlRequest<{ jobAlertDigestStatus: { activeAlerts: number; pausedAlerts: number } }>(server.url, '{ jobAlertDigestStatus { activeAlerts pausedAlerts } }', {}, token);
    expect(figures.data!.jobAlertDigestStatus).toEqual({ activeAlerts: 0, pausedAlerts: 1 });
    // A paused alert is mailed nothing.
    await createJob({ title: 'Kotlin Mentor', category: 'TECHNOLOGY' });
    await new Promise((r) => setTimeout(r, 6000));
    const skipped = await graphqlRequest<{ runJobAlertDigest: { mails: number } }>(server.url, 'mutation { runJobAlertDigest { mails } }', {}, token);
    expect(skipped.data!.runJobAlertDigest.mails).toBe(0);
    await resume.click();
    await expect.poll(() => card.getByRole('status').textContent()).toBe('Job alert resumed: we will mail you new jobs for “kotlin” in Pune posted from now on.');
    await expect.poll(() => card.getByText('Paused', { exact: true }).count()).toBe(0);
    expect(await card.getByRole('button', { name: 'Pause the job alert for “kotlin” in Pune' }).count()).toBe(1);
    // The job posted while it was paused is not mailed after the resume either.
    await new Promise((r) => setTimeout(r, 6000));
    const resumed = await graphqlRequest<{ runJobAlertDigest: { mails: number } }>(server.url, 'mutation { runJobAlertDigest { mails } }', {}, token);
    expect(resumed.data!.runJobAlertDigest.mails).toBe(0);

    await page.setViewportSize({ width: 1280, height: 900 });
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, 'job-alerts-account-1280.png') });
    await card.getByRole('button', { name: 'Remove the job alert for “kotlin” in Pune' }).click();
    await expect.poll(() => card.getByRole('status').textContent()).toBe('Job alert removed.');
    await expect.poll(() => card.textContent()).toContain('No job alerts.');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
