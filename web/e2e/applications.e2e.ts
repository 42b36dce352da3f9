// Applying in real Chromium against the built app, with a real SMTP server started here (issue 28, items 1 and 2): a
// visitor clicks Apply Now on a job, signs up in the login modal, confirms through the mailed link and comes back to
// the same application form, applies with a PDF, gets the confirmation mail, and sees the application in My
// applications; saves another job from its card and finds it on Saved jobs. Screenshots (SHOTS=1) of the form, My
// applications and Saved jobs at 375 px and 1280 px go to /tmp/shots.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../gateway/test/helpers/smtp';
import { apiToken, graphqlRequest } from './helpers/admin';
import { launchBrowser, newPage } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let smtp: TestSmtpServer;
let browser: Browser;
let page: Page;
let errors: string[];
const jobs: Record<'apply' | 'save' | 'elsewhere', { id: string; title: string }> = {} as never;

const EMAIL = 'ravi.applicant@example.com';
const PASSWORD = 'ravi-learner-password';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const SHOTS = process.env.SHOTS ? '/tmp/shots' : null;

async function createJob(token: string, input: Record<string, unknown>) {
  const answer = await graphqlRequest<{ createJobPost: { id: string; title: string } }>(
    server.url,
    'mutation ($input: JobPostInput!) { createJobPost(input: $input) { id title } }',
    { input: { companylogo: '/logos/sahyadri-analytics.svg', location: 'Pune, Maharashtra', salary: '6 LPA', content: '<p>SQL, dashboards and people who ask why.</p>', ...input } },
    token,
  );
  if (!answer.data) throw new Error(JSON.stringify(answer));
  return answer.data.createJobPost;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  [server, browser] = await Promise.all([startServer({ seedSampleData: false, env: { SMTP_URL: smtp.url, MAIL_FROM: 'Learning Centre <no-reply@centre.example>' } }), launchBrowser()]);
  const token = await apiToken(server.url);
  jobs.elsewhere = await createJob(token, { title: 'Cloud Support Associate', companyname: 'Deccan Cloud', applyMethod: 'URL', applyUrl: 'https://careers.deccan-cloud.example/jobs/7' });
  jobs.save = await createJob(token, { title: 'BI Developer', companyname: 'Konkan Retail' });
  jobs.apply = await createJob(token, { title: 'Junior Data Analyst', companyname: 'Sahyadri Analytics' });
  ({ page, errors } = await newPage(browser, { width: 1280, height: 900 }));
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

async function shoot(name: string, widths = [375, 1280]) {
  if (!SHOTS) return;
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), `${name} at ${width} px`).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('a visitor applies to a job', () => {
  it('Apply Now asks a visitor to sign in or sign up first', async () => {
    await page.goto(`${server.url}/jobs/${jobs.apply.id}`);
    await page.locator('.job-hero__actions').getByRole('link', { name: 'Apply Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Sign in or sign up to apply for Junior Data Analyst at Sahyadri Analytics.');
  });

  it('signs up in the modal and is told to check the inbox', async () => {
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await dialog.getByLabel('Full name').fill('Ravi Kulkarni');
    await dialog.getByLabel('Email').fill(EMAIL);
    await dialog.getByLabel('Mobile number').fill('98765 43210');
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toMatch(`Check your inbox at ${EMAIL}`);
  });

  it('the mailed link confirms the address and comes back to the same application form, signed in', async () => {
    const [mail] = await smtp.waitFor(1, 20_000);
    expect(mail!.rcptTo).toEqual([EMAIL]);
    const link = new RegExp(`${server.url.replace(/[.]/g, '\\.')}/account/confirm\\?token=[\\w-]+&returnTo=[^\\s]+`).exec(mail!.parsed.text ?? '')?.[0];
    expect(link, mail!.parsed.text).toBeTruthy();
    await page.goto(link!);
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}`).toBe(`/jobs/${jobs.apply.id}/apply?confirmed=1`);
    await expect.poll(() => page.getByRole('status').first().textContent()).toMatch('Your e-mail address is confirmed. Welcome, Ravi Kulkarni!');
    await page.getByRole('heading', { level: 1, name: 'Apply: Junior Data Analyst' }).waitFor();
    // The profile's phone, and no CV on file yet: a new one is asked for.
    await expect.poll(() => page.getByLabel('Mobile number').inputValue()).toBe('+91 98765 43210');
    expect(await page.getByRole('radio', { name: /A new CV/ }).isChecked()).toBe(true);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    await shoot('apply-page');
  });

  it('applies with a PDF, and the confirmation mail arrives', async () => {
    await page.getByLabel('CV file').setInputFiles({ name: 'Ravi Kulkarni CV.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByLabel('A short note (optional)').fill('Two years of SQL and Power BI; I can join in two weeks.');
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect.poll(() => page.locator('.apply-form__done').textContent()).toMatch('Your application is sent with Ravi Kulkarni CV.pdf');
    const mails = await smtp.waitFor(2, 20_000);
    expect(mails[1]!.parsed.subject).toBe('Application sent: Junior Data Analyst at Sahyadri Analytics');
    expect(mails[1]!.parsed.text).toContain(`${server.url}/account/applications`);
  });

  it('sees the application, its stage and history in My applications (reached from the header)', async () => {
    await page.getByRole('button', { name: 'Your pages' }).click();
    await page.locator('.topbar').getByRole('link', { name: 'My applications' }).click();
    await page.waitForURL(`${server.url}/account/applications`);
    const card = page.getByRole('article', { name: 'Junior Data Analyst' });
    await card.waitFor();
    expect(await card.locator('.stage-badge').textContent()).toContain('Applied');
    expect(await card.textContent()).toContain('Sahyadri Analytics');
    expect(await card.getByRole('link', { name: 'Ravi Kulkarni CV.pdf' }).getAttribute('href')).toMatch(/^\/api\/v1\/account\/applications\/[^/]+\/cv$/);
    expect(await card.locator('.history li').count()).toBe(1);
    expect(await card.getByRole('button', { name: 'Withdraw' }).isVisible()).toBe(true);
    await shoot('my-applications');
  });

  it('the job page now says it was applied to (in place of Apply Now), and so does its application page', async () => {
    await page.goto(`${server.url}/jobs/${jobs.apply.id}`);
    const status = page.locator('.job-hero__actions .apply-status');
    await expect.poll(() => status.textContent({ timeout: 500 }).catch(() => null)).toMatch(/^Applied on .+ · View application$/);
    expect(await page.locator('.job-hero__actions').getByRole('link', { name: 'Apply Now' }).count()).toBe(0);
    await page.goto(`${server.url}/jobs/${jobs.apply.id}/apply`);
    await expect.poll(() => page.locator('.apply-form__done').textContent({ timeout: 500 }).catch(() => null)).toMatch(/You applied on .+\. Stage: Applied/);
  });
});

describe('saved jobs', () => {
  it('saves a job from its card and finds it on Saved jobs', async () => {
    await page.goto(`${server.url}/jobs`);
    const card = page.locator('article.job-card', { has: page.getByRole('link', { name: 'BI Developer' }) });
    await card.getByRole('button', { name: 'Save: BI Developer' }).click();
    await expect.poll(() => card.getByRole('button', { name: 'Saved: BI Developer' }).getAttribute('aria-pressed')).toBe('true');
    await page.goto(`${server.url}/account/saved`);
    const saved = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'BI Developer' }) });
    await saved.waitFor();
    expect(await saved.getByRole('button', { name: 'Saved: BI Developer' }).getAttribute('aria-pressed')).toBe('true');
    await shoot('saved-jobs');
    // Filled since: still on the list, marked Closed, without Apply Now.
    const token = await apiToken(server.url);
    await graphqlRequest(server.url, 'mutation ($id: ID!) { closeJobPostAsFilled(id: $id) { id } }', { id: jobs.save.id }, token);
    await page.goto(`${server.url}/account/saved`);
    await saved.getByText('Closed', { exact: true }).waitFor();
    expect(await saved.getByRole('link', { name: /^Apply Now/ }).count()).toBe(0);
    await graphqlRequest(server.url, 'mutation ($id: ID!) { reopenJobPost(id: $id) { id } }', { id: jobs.save.id }, token);
  });

  it('the application dialog over the jobs list, for the screenshots', async () => {
    await page.goto(`${server.url}/jobs`);
    const card = page.locator('article.job-card', { has: page.getByRole('link', { name: 'BI Developer' }) });
    await card.getByRole('link', { name: /^Apply Now/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply: BI Developer' });
    await dialog.getByRole('button', { name: 'Send application' }).waitFor();
    // The CV kept on the account from the first application is offered now.
    expect(await dialog.getByRole('radio', { name: /The CV on my account: Ravi Kulkarni CV\.pdf/ }).isChecked()).toBe(true);
    if (SHOTS) {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
        await page.waitForTimeout(150);
        await page.screenshot({ path: `${SHOTS}/apply-dialog-${width}.png` });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    await page.keyboard.press('Escape');
  });

  it('Apply Now of a job applied to elsewhere goes through the counted link to the company’s page', async () => {
    await page.goto(`${server.url}/jobs/${jobs.elsewhere.id}`);
    const apply = page.locator('.job-hero__actions').getByRole('link', { name: 'Apply Now' });
    expect(await apply.getAttribute('href')).toBe(`/jobs/${jobs.elsewhere.id}/apply-elsewhere`);
    expect(await apply.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    const res = await fetch(`${server.url}/jobs/${jobs.elsewhere.id}/apply-elsewhere`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://careers.deccan-cloud.example/jobs/7');
    const token = await apiToken(server.url);
    const count = await graphqlRequest<{ jobPost: { externalApplyClicks: number } }>(server.url, 'query ($id: ID!) { jobPost(id: $id) { externalApplyClicks } }', { id: jobs.elsewhere.id }, token);
    expect(count.data!.jobPost.externalApplyClicks).toBe(1);
    expect(errors).toEqual([]);
  });
});

describe('without JavaScript', () => {
  it('a learner signed in on My account applies through the application page’s plain form', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(`${server.url}/account`);
    const signIn = plain.locator('section', { has: plain.getByRole('heading', { name: 'Login' }) });
    await signIn.getByLabel('Email').fill(EMAIL);
    await signIn.getByLabel('Password').fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Login' }).click();
    await plain.waitForURL(`${server.url}/account`);
    // Apply Now on the job page is a link to the application page.
    await plain.goto(`${server.url}/jobs/${jobs.save.id}`);
    await plain.locator('.job-hero__actions').getByRole('link', { name: 'Apply Now' }).click();
    await plain.waitForURL(`${server.url}/jobs/${jobs.save.id}/apply`);
    // A phone the server refuses: the page says so (nothing typed goes into the URL).
    await plain.getByLabel('Mobile number').fill('12345');
    await plain.getByRole('button', { name: 'Send application' }).click();
    await plain.waitForURL(`${server.url}/jobs/${jobs.save.id}/apply?problem=phone`);
    expect(await plain.getByText('Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, e.g. 98765 43210').count()).toBe(1);
    await plain.getByRole('radio', { name: /A new CV/ }).check();
    await plain.getByLabel('CV file').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await plain.getByLabel('Mobile number').fill('98765 43210');
    await plain.getByLabel('A short note (optional)').fill('Sent without JavaScript.');
    await plain.getByRole('button', { name: 'Send application' }).click();
    await plain.waitForURL(`${server.url}/jobs/${jobs.save.id}/apply?sent=1`);
    expect(await plain.getByRole('status').first().textContent()).toMatch('Your application is sent');
    await context.close();
    const mails = await smtp.waitFor(3, 20_000);
    expect(mails[2]!.parsed.subject).toBe('Application sent: BI Developer at Konkan Retail');
  });
});
