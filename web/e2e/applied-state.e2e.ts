// What a learner on a phone meets around applying, in real Chromium against the built app at 375 px: the note typed
// on a job's application page survives a reload (kept for the tab, per learner and job); sent from the Apply Now
// dialog, the job's page shows "Applied on … · View application" in place of Apply Now at once, without a reload, and
// so do its card on the jobs list and the page loaded again; the server's HTML, cached and shared by every visitor,
// stays Apply Now even for the learner's own request.
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
const jobs: Record<'apply' | 'other', { id: string; title: string }> = {} as never;

const EMAIL = 'kavya.applied@example.com';
const NOTE = 'I can join from 1 July; two years of SQL and Power BI.';

async function createJob(token: string, title: string, companyname: string) {
  const answer = await graphqlRequest<{ createJobPost: { id: string; title: string } }>(
    server.url,
    'mutation ($input: JobPostInput!) { createJobPost(input: $input) { id title } }',
    { input: { title, companyname, companylogo: '/logos/sahyadri-analytics.svg', location: 'Pune, Maharashtra', salary: '6 LPA', content: '<p>SQL and dashboards.</p>' } },
    token,
  );
  if (!answer.data) throw new Error(JSON.stringify(answer));
  return answer.data.createJobPost;
}

/** The text of the node's own status in place of Apply Now, or null while Apply Now shows. */
const statusIn = (selector: string) => page.locator(`${selector} .apply-status`).first().textContent({ timeout: 500 }).catch(() => null);

beforeAll(async () => {
  smtp = await startSmtpServer();
  [server, browser] = await Promise.all([startServer({ seedSampleData: false, env: { SMTP_URL: smtp.url, MAIL_FROM: 'Learning Centre <no-reply@centre.example>' } }), launchBrowser()]);
  const token = await apiToken(server.url);
  jobs.other = await createJob(token, 'BI Developer', 'Konkan Retail');
  jobs.apply = await createJob(token, 'Junior Data Analyst', 'Sahyadri Analytics');
  // A learner signed up from this browser, signed in (and confirmed) by the mailed link.
  ({ page, errors } = await newPage(browser, { width: 375, height: 800 }));
  await signUpInBrowser(page, server, { name: 'Kavya Rao', email: EMAIL, phone: '98765 43210', password: 'kavya-applied-password' });
  const [mail] = await smtp.waitFor(1, 20_000);
  const link = new RegExp(`${server.url.replace(/[.]/g, '\\.')}/account/confirm\\?token=[\\w-]+`).exec(mail!.parsed.text ?? '')![0];
  await page.goto(link);
  await page.getByText('Welcome, Kavya Rao!', { exact: false }).waitFor();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

describe('the application form keeps what was typed', () => {
  it('reloading the application page mid-form keeps the note', async () => {
    await page.goto(`${server.url}/jobs/${jobs.apply.id}/apply`);
    await page.getByText('Applying as', { exact: false }).waitFor();
    await page.getByLabel('A short note (optional)').fill(NOTE);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 15_000 });
    await page.getByText('Applying as', { exact: false }).waitFor();
    expect(await page.getByLabel('A short note (optional)').inputValue()).toBe(NOTE);
  });
});

describe('after applying, the job shows it', () => {
  it('Apply Now on the job page, before applying', async () => {
    await page.goto(`${server.url}/jobs/${jobs.apply.id}`);
    await page.locator('.job-hero__actions').getByRole('link', { name: 'Apply Now' }).waitFor();
    expect(await statusIn('.job-hero__actions')).toBeNull();
  });

  it('sent from the dialog (the note typed before is there): the page behind says Applied at once, and the focus comes back to the link to it', async () => {
    await page.locator('.job-hero__actions').getByRole('link', { name: 'Apply Now' }).click();
    const dialog = page.getByRole('dialog', { name: `Apply: ${jobs.apply.title}` });
    await dialog.getByRole('button', { name: 'Send application' }).waitFor();
    expect(await dialog.getByLabel('A short note (optional)').inputValue()).toBe(NOTE);
    await dialog.getByRole('radio', { name: 'No CV for now' }).check();
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect.poll(() => dialog.locator('.apply-form__done').textContent()).toMatch('Your application is sent');
    // Behind the dialog, without a reload.
    await expect.poll(() => statusIn('.job-hero__actions')).toMatch(/^Applied on \d{1,2} \w{3} \d{4} · View application$/);
    expect(await page.locator('.job-hero__actions').getByRole('link', { name: 'Apply Now' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('View application');
    // Sent: nothing kept for the tab any more.
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('application-draft:')))).toEqual([]);
  });

  it('the page loaded again says so too, and its link leads to My applications', async () => {
    await page.goto(`${server.url}/jobs/${jobs.apply.id}`);
    await expect.poll(() => statusIn('.job-hero__actions')).toMatch(/^Applied on /);
    await page.locator('.job-hero__actions').getByRole('link', { name: 'View application' }).click();
    await page.waitForURL(`${server.url}/account/applications`);
    await page.getByRole('article', { name: jobs.apply.title }).waitFor();
  });

  it('on the jobs list, its card says Applied; another job’s card still offers Apply Now', async () => {
    await page.goto(`${server.url}/jobs`);
    const applied = page.locator('article.job-card', { has: page.getByRole('link', { name: jobs.apply.title, exact: true }) });
    const other = page.locator('article.job-card', { has: page.getByRole('link', { name: jobs.other.title, exact: true }) });
    await expect.poll(() => applied.locator('.apply-status').textContent({ timeout: 500 }).catch(() => null)).toMatch(/^Applied on .+ · View application$/);
    expect(await applied.getByRole('link', { name: `View your application: ${jobs.apply.title} at Sahyadri Analytics` }).getAttribute('href')).toBe('/account/applications');
    expect(await applied.getByRole('link', { name: /^Apply Now/ }).count()).toBe(0);
    expect(await other.getByRole('link', { name: /^Apply Now/ }).count()).toBe(1);
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  });

  it('the server’s HTML is the same for the learner as for anyone: Apply Now, nothing personal', async () => {
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    for (const path of [`/jobs/${jobs.apply.id}`, '/jobs']) {
      const html = await (await fetch(`${server.url}${path}`, { headers: { cookie } })).text();
      expect(html, path).toContain('Apply Now');
      expect(html, path).not.toContain('Applied on');
      expect(html, path).not.toContain('View application');
    }
    expect(errors).toEqual([]);
  });
});
