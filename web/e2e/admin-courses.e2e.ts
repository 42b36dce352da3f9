// The admin course editor in Chromium (issue 29): staff change a batch date and a fee, save, publish, and the public
// page's server HTML has the new fee; a stale save in a second tab gets the conflict dialog; an older revision is
// restored; a new course is added. Screenshots (SHOTS=1) of the editor at 1280 and 375 px in /tmp/admin-courses-shots/.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, graphqlRequest, newAdminPage, signIn } from './helpers/admin';
import { launchBrowser } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let token: string;
const shotsDir = process.env.SHOTS ? `${process.env.SHOTS === '1' ? '/tmp/admin-courses-shots' : process.env.SHOTS}/` : null;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  token = await apiToken(server.url);
  if (shotsDir) mkdirSync(shotsDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function courseId(slug: string): Promise<string> {
  const answer = await graphqlRequest<{ courses: { id: string; slug: string }[] }>(server.url, '{ courses { id slug } }', {}, token);
  return answer.data!.courses.find((c) => c.slug === slug)!.id;
}

async function openEditor(page: Page, label: string) {
  await page.goto(`${server.url}/admin/courses`);
  await page.getByRole('link', { name: label, exact: true }).first().click();
  await page.getByRole('list', { name: 'Sections' }).waitFor();
}

const section = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^\\d+\\. ${name.replace(/[()]/g, '\\$&')}`) });

describe('admin course editor', () => {
  it('staff change a batch date and a fee, save, publish, and the public page shows the new fee', async () => {
    const { page, unexpectedErrors } = await newAdminPage(browser, { width: 1280, height: 900 });
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin/courses`);
    await page.getByRole('table', { name: 'Courses' }).waitFor();
    if (shotsDir) await page.screenshot({ path: `${shotsDir}list-1280.png`, fullPage: true });

    // Machine Learning: the first batch starts on a new day.
    await openEditor(page, 'Machine Learning');
    await section(page, 'Fee and Batch Details (Batches)').click();
    await page.getByLabel('Start date').first().fill('2027-03-15');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved. Publish it to show it on the site.').waitFor();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText(/Published as version \d+\./).waitFor();
    const ml = await graphqlRequest<{ coursePage: { course: { content: { sections: { kind: string; batches?: { startDate: string }[] }[] } } } }>(
      server.url,
      'query { coursePage(path: "/courses/pattern-analying") { course { content } } }',
      {},
    );
    expect(ml.data!.coursePage.course.content.sections.find((s) => s.kind === 'batches')!.batches!.map((b) => b.startDate)).toContain('2027-03-15');

    // Data Science: the Pune fee.
    await openEditor(page, 'Data Science and AI-ML');
    await section(page, 'Tuition Fee (Fees)').click();
    const amount = page.getByLabel('Amount').first();
    await amount.fill('INR 1,04,999');
    if (shotsDir) await page.screenshot({ path: `${shotsDir}editor-1280.png`, fullPage: false });
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved. Publish it to show it on the site.').waitFor();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText(/Published as version \d+\./).waitFor();
    const html = await (await fetch(`${server.url}/courses/data-science`)).text();
    expect(html).toContain('INR 1,04,999');
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });

  it('a stale save in a second tab gets the conflict dialog, and Reload their version shows theirs', async () => {
    const first = await newAdminPage(browser, { width: 1280, height: 900 });
    const second = await newAdminPage(browser, { width: 1280, height: 900 });
    await Promise.all([signIn(first.page, server.url), signIn(second.page, server.url)]);
    await openEditor(first.page, 'Full Stack Development');
    await openEditor(second.page, 'Full Stack Development');
    const title = (page: Page) => page.locator('[data-path="title"]');
    await title(second.page).fill('Full Stack Development in Pune, saved first');
    await second.page.getByRole('button', { name: 'Save draft' }).click();
    await second.page.getByText('Draft saved. Publish it to show it on the site.').waitFor();

    await title(first.page).fill('Full Stack Development, saved second');
    await first.page.getByRole('button', { name: 'Save draft' }).click();
    const dialog = first.page.getByRole('dialog', { name: 'Someone else saved this course while you were editing it' });
    await dialog.waitFor();
    expect(await dialog.getByRole('list', { name: 'Their changes' }).textContent()).toContain('Page title');
    await dialog.getByRole('button', { name: 'Reload their version' }).click();
    await expect.poll(() => title(first.page).inputValue()).toBe('Full Stack Development in Pune, saved first');
    await first.page.context().close();
    await second.page.context().close();
  });

  it('restores an older revision from History', async () => {
    const id = await courseId('data-science-ai-ml');
    const { page } = await newAdminPage(browser, { width: 1280, height: 900 });
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin/courses/${id}`);
    await page.getByRole('button', { name: 'History' }).click();
    const versions = page.getByRole('list', { name: 'Versions' });
    await versions.waitFor();
    await versions.getByRole('button', { name: /^Version 1:/ }).click();
    await page.getByRole('region', { name: 'Version 1 compared with the published page' }).getByRole('button', { name: 'Restore this version' }).click();
    await page.getByRole('button', { name: 'Restore version 1' }).click();
    await page.getByText(/Version 1 restored as version \d+/).waitFor();
    const html = await (await fetch(`${server.url}/courses/data-science`)).text();
    expect(html).toContain('INR 99,999');
    expect(html).not.toContain('INR 1,04,999');
    await page.context().close();
  });

  it('adds a new course, which opens in the editor; the editor works on a phone', async () => {
    const { page, unexpectedErrors } = await newAdminPage(browser, { width: 375, height: 800 });
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin/courses`);
    await page.getByRole('button', { name: 'Add course' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add course' });
    await dialog.getByLabel('Label').fill('Cloud Computing');
    await dialog.getByLabel('Slug').fill('Cloud Computing');
    await dialog.getByLabel('Address').fill('/courses/cloud-computing');
    await dialog.getByRole('button', { name: 'Add course' }).click();
    await dialog.getByText('A slug may use only lowercase letters, digits and single hyphens, e.g. data-science').waitFor();
    await dialog.getByLabel('Slug').fill('cloud-computing');
    await dialog.getByRole('button', { name: 'Add course' }).click();
    await page.waitForURL(/\/admin\/courses\/[^/]+$/);
    await page.getByRole('list', { name: 'Sections' }).waitFor();
    await section(page, 'Cloud Computing (Hero (title, tagline, buttons))').click();
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    if (shotsDir) await page.screenshot({ path: `${shotsDir}editor-375.png`, fullPage: true });
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });
});
