// The placement cell's pipeline in real Chromium against the built app, with a real SMTP server started here (issue 28,
// item 3): a learner has applied with a PDF (arranged through the API as the learner's own pages would send it);
// staff open the job's applicants from Job Postings, read the application, download its CV, move it to Shortlisted;
// the learner gets the mail and sees the stage on "My applications"; staff take
// it on to Placed and make a draft story of it, which the public site does not show until it is published. The page
// is looked at at 1280 and 375 px (a table beside the sidebar; cards and a full-screen drawer on a phone).
// With PIPELINE_SHOTS_DIR set, it also saves screenshots.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../gateway/test/helpers/smtp';
import { apiToken, graphqlRequest, learnerSignUpFromNode, newAdminPage, signIn } from './helpers/admin';
import { blocking, describeViolations, runAxe } from './helpers/axe';
import { launchBrowser, newPage } from './helpers/browser';
import { horizontalOverflow, overflowingElements } from './helpers/portal';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let smtp: TestSmtpServer;
let browser: Browser;
let token: string;
let staffName: string;
let jobId: string;
let applicationId: string;
/** The learner's cookies, as the confirmation link set them ("name=value"). */
let learnerCookies: string[] = [];
const shotsDir = process.env.PIPELINE_SHOTS_DIR;
const LEARNER = { name: 'Asha Patil', email: 'asha.pipeline@example.com', phone: '98765 43210', password: 'asha-learner-password' };
const JOB = { title: 'Data Analyst', companyname: 'Sahyadri Analytics' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** The first mail that arrived (or arrives within the timeout) matching `test`. */
async function mailMatching(test: (mail: ReceivedMail) => boolean, timeoutMs = 20_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp.received.find(test);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no such mail within ${timeoutMs} ms; got: ${smtp.received.map((m) => m.parsed.subject).join(' | ')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  [server, browser] = await Promise.all([startServer({ seedSampleData: false, env: { SMTP_URL: smtp.url, MAIL_FROM: 'Learning Centre <no-reply@centre.example>' } }), launchBrowser()]);
  token = await apiToken(server.url);
  staffName = (await graphqlRequest<{ me: { name: string } }>(server.url, '{ me { name } }', {}, token)).data!.me.name;
  const job = await graphqlRequest<{ createJobPost: { id: string } }>(
    server.url,
    'mutation ($input: JobPostInput!) { createJobPost(input: $input) { id } }',
    { input: { ...JOB, companylogo: '/logos/sahyadri-analytics.svg', location: 'Pune', salary: '6 LPA', content: '<p>SQL and dashboards.</p>' } },
    token,
  );
  jobId = job.data!.createJobPost.id;

  // The learner signs up and confirms the address (the mailed link signs them in) ...
  const mark = await learnerSignUpFromNode(server.url, LEARNER);
  const confirm = await mailMatching((m) => m.parsed.subject === 'Confirm your e-mail address');
  const link = /http:\/\/\S+\/account\/confirm\?token=[\w-]+/.exec(confirm.parsed.text ?? '')![0];
  const confirmed = await fetch(link, { redirect: 'manual', headers: { cookie: mark } });
  expect(confirmed.status).toBe(303);
  learnerCookies = confirmed.headers.getSetCookie().map((c) => c.split(';')[0]!);
  // ... and applies with a PDF, as the application form sends it.
  const form = new FormData();
  form.set('phone', LEARNER.phone);
  form.set('note', 'Two years of SQL and Power BI; can join in a month.');
  form.set('cvChoice', 'UPLOAD');
  form.set('cv', new Blob([PDF], { type: 'application/pdf' }), 'Asha Patil CV.pdf');
  const applied = await fetch(`${server.url}/api/v1/jobs/${jobId}/applications`, { method: 'POST', body: form, headers: { cookie: learnerCookies.join('; '), origin: server.url } });
  const answer = (await applied.json()) as { success: boolean; application?: { id: string } };
  expect(applied.status, JSON.stringify(answer)).toBe(201);
  applicationId = answer.application!.id;
  if (shotsDir) mkdirSync(shotsDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

const drawer = (page: Page) => page.getByRole('dialog');
/** expect.poll with room for a loaded machine (two cores shared): a refetch after a change can take seconds. */
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000, interval: 100 });

/** axe's serious and critical findings (WCAG 2.1 AA and best practices) on the page, or on the part `include` names. */
async function expectAccessible(page: Page, label: string, include?: string) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 5000 });
  const serious = blocking(await runAxe(page, include));
  expect(serious, `axe on ${label}:\n${describeViolations(serious)}`).toEqual([]);
}

async function moveTo(page: Page, stage: string, note = '') {
  await drawer(page).getByLabel('Move to').selectOption({ label: stage });
  // Before the click, the drawer says that the move mails the learner.
  expect(await drawer(page).getByTestId('move-mail-hint').textContent()).toBe(`Moving to ${stage} sends ${LEARNER.name} a mail saying so.`);
  if (note) await drawer(page).getByLabel(/Note for the timeline/).fill(note);
  await drawer(page).getByRole('button', { name: 'Move', exact: true }).click();
  await eventually(() => drawer(page).locator('.mantine-Badge-root').first().textContent()).toBe(stage);
  // The Move button went busy: the keyboard focus is back on the stage select, not lost on the page's body.
  await eventually(() => drawer(page).getByLabel('Move to').evaluate((select) => select === document.activeElement)).toBe(true);
}

describe('staff work an application through the pipeline', () => {
  let page: Page;
  let unexpectedErrors: (allowed?: string[]) => string[];

  it("open the job's applicants from Job Postings and read the application", async () => {
    ({ page, unexpectedErrors } = await newAdminPage(browser, { width: 1280, height: 900 }));
    await signIn(page, server.url);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Job Postings' }).click();
    const applicants = page.getByRole('link', { name: 'Applicants (1)' });
    if (await applicants.count()) await applicants.click();
    else await page.goto(`${server.url}/admin/applications?job=${encodeURIComponent(jobId)}`);
    await page.waitForURL((url) => url.pathname === '/admin/applications' && url.searchParams.get('job') === jobId);
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Applicants');
    await eventually(() => page.getByText(`${JOB.title} at ${JOB.companyname} · 1 application`).isVisible()).toBe(true);
    const table = page.getByRole('table', { name: 'Applications' });
    await table.waitFor();
    const row = table.locator('tbody tr').filter({ hasText: LEARNER.name });
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toContain('Applied');
    expect(await horizontalOverflow(page), (await overflowingElements(page)).join('\n')).toBeLessThanOrEqual(0);
    if (shotsDir) await page.screenshot({ path: path.join(shotsDir, 'applications-1280.png'), fullPage: true });
    await expectAccessible(page, 'the applications page at 1280 px');

    await row.getByRole('button', { name: `Open the application of ${LEARNER.name}` }).click();
    expect(new URL(page.url()).searchParams.get('application')).toBe(applicationId);
    await eventually(() => drawer(page).getByText('Two years of SQL and Power BI; can join in a month.').isVisible()).toBe(true);
    expect(await drawer(page).getByRole('link', { name: LEARNER.email }).isVisible()).toBe(true);
    // Only the moves allowed from Applied are offered.
    const options = await drawer(page).getByLabel('Move to').locator('option').allTextContents();
    expect(options).toEqual(['Choose a stage…', 'Shortlisted', 'Interview', 'Offer', 'Rejected']);
    if (shotsDir) await page.screenshot({ path: path.join(shotsDir, 'application-drawer-1280.png') });
    await expectAccessible(page, 'the application drawer at 1280 px', '[role="dialog"]');
  });

  it('downloads the CV with the staff token', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), drawer(page).getByRole('button', { name: /^Download CV/ }).click()]);
    expect(download.suggestedFilename()).toBe('Asha Patil CV.pdf');
    const file = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(file!).subarray(0, 5).toString()).toBe('%PDF-');
    // Without the token the same address refuses: the CV is never a public URL.
    expect((await fetch(`${server.url}/api/v1/applications/${applicationId}/cv`)).status).toBe(401);
  });

  it('moves it to Shortlisted: the timeline says who and when, and the learner gets the mail', async () => {
    await moveTo(page, 'Shortlisted', 'Good SQL test');
    await eventually(() => drawer(page).getByText(`Moved from Applied to Shortlisted by ${staffName}`).isVisible()).toBe(true);
    expect(await drawer(page).getByText('Good SQL test').isVisible()).toBe(true);
    // The list behind the drawer moved too.
    await eventually(() => page.getByRole('table', { name: 'Applications' }).locator('tbody tr').first().textContent()).toContain('Shortlisted');

    const mail = await mailMatching((m) => m.parsed.subject === `Your application for ${JOB.title} at ${JOB.companyname}: Shortlisted`);
    expect(mail.rcptTo).toEqual([LEARNER.email]);
    expect(mail.parsed.text).toContain('Good news: you have been shortlisted.');
    expect(mail.parsed.text).toContain(`${server.url}/account/applications`);
    expect(mail.parsed.text).not.toContain('Good SQL test');
  });

  it('the learner sees the new stage on My applications', async () => {
    const { page: learnerPage, errors } = await newPage(browser, { width: 375, height: 800 });
    await learnerPage.context().addCookies(
      learnerCookies.map((cookie) => {
        const [name, ...value] = cookie.split('=');
        return { name: name!, value: value.join('='), url: server.url };
      }),
    );
    const response = await learnerPage.goto(`${server.url}/account/applications`);
    expect(response?.status()).toBe(200);
    await eventually(() => learnerPage.getByText(JOB.title).first().isVisible()).toBe(true);
    await eventually(() => learnerPage.getByText('Shortlisted').first().isVisible()).toBe(true);
    if (shotsDir) await learnerPage.screenshot({ path: path.join(shotsDir, 'my-applications-375.png'), fullPage: true });
    expect(errors).toEqual([]);
    await learnerPage.context().close();
  });

  it('takes it on to Placed and makes a draft story, which the public site shows only once published', async () => {
    for (const stage of ['Interview', 'Offer', 'Placed']) await moveTo(page, stage);
    await drawer(page).getByRole('button', { name: 'Make a draft story' }).click();
    const storyLink = drawer(page).getByRole('link', { name: `${LEARNER.name} joins ${JOB.companyname} as ${JOB.title}` });
    await storyLink.waitFor();
    expect(await drawer(page).getByText('Draft', { exact: true }).isVisible()).toBe(true);
    const placedMails = smtp.received.filter((m) => m.parsed.subject?.startsWith(`Your application for ${JOB.title}`));
    await eventually(() => smtp.received.filter((m) => m.parsed.subject?.endsWith(': Placed')).length).toBe(1);
    expect(placedMails.length).toBeGreaterThanOrEqual(1);

    const title = `${LEARNER.name} joins ${JOB.companyname} as ${JOB.title}`;
    const publicHtml = async () => (await (await fetch(`${server.url}/success-stories`)).text()) + JSON.stringify((await graphqlRequest(server.url, '{ stories(first: 100) { edges { node { title } } } }')).data);
    expect(await publicHtml()).not.toContain(title);

    await storyLink.click();
    await page.waitForURL(/\/admin\/success-stories\/[^/]+\/edit$/);
    await eventually(() => page.getByText('A draft: not on the site until it is published').isVisible()).toBe(true);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Success Stories' }).click();
    const storyRow = page.getByRole('table', { name: 'Success Stories' }).locator('tbody tr').filter({ hasText: LEARNER.name });
    await storyRow.waitFor();
    expect(await storyRow.getByText('Draft', { exact: true }).isVisible()).toBe(true);
    if (shotsDir) await page.screenshot({ path: path.join(shotsDir, 'stories-draft-1280.png'), fullPage: true });
    // The page itself (the notifications of the moves above are Mantine's, checked by the admin's own axe journey).
    await expectAccessible(page, 'the stories list with a draft at 1280 px', '[data-admin-main]');
    await storyRow.getByRole('button', { name: `Publish ${title}` }).click();
    await eventually(() => storyRow.getByText('Draft', { exact: true }).count()).toBe(0);
    await eventually(publicHtml).toContain(title);
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });
});

describe('on a phone', () => {
  it('the applications list is cards and the application fills the screen, nothing wider than 375 px', async () => {
    const { page, unexpectedErrors } = await newAdminPage(browser, { width: 375, height: 800 });
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin/applications?stage=PLACED`);
    const cards = page.getByRole('list', { name: 'Applications' });
    await cards.waitFor();
    expect(await cards.getByRole('listitem').count()).toBe(1);
    expect(await horizontalOverflow(page), (await overflowingElements(page)).join('\n')).toBeLessThanOrEqual(0);
    if (shotsDir) await page.screenshot({ path: path.join(shotsDir, 'applications-375.png'), fullPage: true });
    await cards.getByRole('button', { name: `Open the application of ${LEARNER.name}` }).click();
    await eventually(() => drawer(page).getByText(`Moved from Offer to Placed by ${staffName}`).isVisible()).toBe(true);
    const box = await drawer(page).boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(370);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    if (shotsDir) await page.screenshot({ path: path.join(shotsDir, 'application-drawer-375.png'), fullPage: false });
    await expectAccessible(page, 'the application drawer at 375 px', '[role="dialog"]');
    // Staff notes typed and not saved are asked about before Escape throws them away.
    const notes = drawer(page).getByLabel(/^Staff notes/);
    await notes.fill('Call her on Friday');
    await page.keyboard.press('Escape');
    const question = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await notes.inputValue()).toBe('Call her on Friday');
    expect(new URL(page.url()).searchParams.get('application')).toBe(applicationId);
    await notes.focus();
    await page.keyboard.press('Escape');
    await question.getByRole('button', { name: 'Discard changes' }).click();
    await eventually(() => new URL(page.url()).searchParams.get('application')).toBe(null);
    // The dashboard counts the placement.
    await page.goto(`${server.url}/admin`);
    await eventually(() => page.getByTestId('placements').textContent()).toBe('1');
    if (shotsDir) await page.screenshot({ path: path.join(shotsDir, 'dashboard-375.png'), fullPage: true });
    await expectAccessible(page, "the dashboard's pipeline card at 375 px", '[aria-labelledby="pipeline-card-title"]');
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });
});
