// The dashboard's lead charts (issue 30) in real Chromium against the built app on a fresh database: leads stored
// through the public submitLead mutation are drawn as bars (an SVG with one bar per course that had leads today, one
// slot per day and course), the range is in the URL, and a bar, like its link under the chart, opens the leads list
// filtered to that course and day, listing exactly those leads. The browser reads dates in India time, as the centre's
// staff do; axe finds nothing serious in the charts. With DASHBOARD_SHOTS_DIR set, it saves a screenshot at phone and desktop widths.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './helpers/admin';
import { blocking, describeViolations, runAxe } from './helpers/axe';
import { launchBrowser } from './helpers/browser';
import { horizontalOverflow } from './helpers/portal';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
const shotsDir = process.env.DASHBOARD_SHOTS_DIR;

const LEADS = [
  { name: 'Asha Kulkarni', course: 'data-science-ai-ml' },
  { name: 'Rahul Mehta', course: 'machine-learning' },
  { name: 'Priya Deshmukh', course: 'data-science-ai-ml' },
  { name: 'Kiran Patil', course: 'machine-learning' },
  { name: 'Sneha Joshi', course: 'data-science-ai-ml' },
];
const ML_NAMES = LEADS.filter((l) => l.course === 'machine-learning').map((l) => l.name);
const OTHER_NAMES = LEADS.filter((l) => l.course !== 'machine-learning').map((l) => l.name);

let address = 0;
async function submitLead(lead: { name: string; course: string }) {
  const n = ++address;
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    // Each from its own address (the server trusts X-Forwarded-For here): the per-address limit never decides this.
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.98.0.${n}` },
    body: JSON.stringify({
      query: 'mutation ($input: LeadInput!) { submitLead(input: $input) { id } }',
      variables: { input: { ...lead, email: `dash${n}@example.com`, phone: `9${String(n).padStart(9, '0')}`, designation: 'Analyst', experience: 'Fresher', consent: true } },
    }),
  });
  const answer = (await response.json()) as { data?: unknown; errors?: unknown };
  if (!answer.data) throw new Error(`submitLead failed: ${JSON.stringify(answer.errors)}`);
}

/** Today in India, "2026-11-27": the day the leads' bar stands for. */
const indiaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** A page reading dates in India time, failing the journey on any page or console error. */
async function indiaPage(viewport = { width: 1280, height: 900 }): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, timezoneId: 'Asia/Kolkata' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console.error: ${msg.text()}`);
  });
  return { page, errors };
}

const courseChart = (page: Page) => page.getByTestId('chart-leads-by-course');

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ seedSampleData: false, env: { TRUST_PROXY: 'true' } }), launchBrowser()]);
  for (const lead of LEADS) await submitLead(lead);
  if (shotsDir) mkdirSync(shotsDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the dashboard\'s lead charts', () => {
  it('draws the week\'s leads by course as bars, and a bar opens the leads of that course and day', async () => {
    const { page, errors } = await indiaPage();
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin?range=week`);
    await expect.poll(() => page.getByRole('radio', { name: 'This week' }).isChecked()).toBe(true);
    const svg = courseChart(page).locator('svg.recharts-surface').first();
    await svg.waitFor();
    // Two series (the two courses) over seven days: 14 slots; only today's two have a height, so two bars are drawn.
    await expect.poll(() => courseChart(page).locator('.recharts-bar-rectangle').count()).toBe(14);
    await expect.poll(() => courseChart(page).locator('path.recharts-rectangle').count()).toBe(2);
    // The series are the biggest first: Data Science (3), then Machine Learning (2).
    const mlBar = courseChart(page).locator('.recharts-bar').nth(1).locator('path.recharts-rectangle');
    await expect.poll(() => mlBar.count()).toBe(1);
    await mlBar.click();

    const today = indiaToday();
    await page.waitForURL((url) => url.pathname === '/admin/leads');
    expect(new URL(page.url()).search).toBe(`?course=machine-learning&from=${today}&to=${today}`);
    for (const name of ML_NAMES) await page.getByText(name, { exact: true }).first().waitFor();
    for (const name of OTHER_NAMES) expect(await page.getByText(name, { exact: true }).count(), name).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('reaches the same list by the link under the chart, and keeps the range in the URL', async () => {
    const { page, errors } = await indiaPage();
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin`);
    // No range in the URL: 30 days. Choosing 90 days puts it there.
    await expect.poll(() => page.getByRole('radio', { name: '30 days' }).isChecked()).toBe(true);
    await page.getByText('90 days', { exact: true }).click();
    await page.waitForURL((url) => url.search === '?range=90d');
    await courseChart(page).locator('svg.recharts-surface').first().waitFor();
    const link = page.getByRole('list', { name: 'Leads by course: every course in this range' }).getByRole('link', { name: /^Machine Learning: 2$/ });
    await link.click();
    await page.waitForURL((url) => url.pathname === '/admin/leads');
    const params = new URL(page.url()).searchParams;
    expect(params.get('course')).toBe('machine-learning');
    expect(params.get('to')).toBe(indiaToday());
    for (const name of ML_NAMES) await page.getByText(name, { exact: true }).first().waitFor();
    for (const name of OTHER_NAMES) expect(await page.getByText(name, { exact: true }).count(), name).toBe(0);
    // Back on the dashboard, the range is still 90 days.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/admin');
    await expect.poll(() => page.getByRole('radio', { name: '90 days' }).isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['phone', { width: 375, height: 800 }],
    ['desktop', { width: 1280, height: 900 }],
  ] as const)('fits a %s screen without sideways scrolling, and axe finds nothing serious in the charts', async (label, viewport) => {
    const { page, errors } = await indiaPage(viewport);
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin?range=30d`);
    await courseChart(page).locator('path.recharts-rectangle').first().waitFor();
    await page.getByTestId('chart-lead-follow-ups').locator('svg.recharts-surface').first().waitFor();
    // The figures as a table of links, opened: wider than a phone, it scrolls inside its card, not the page.
    const byCourse = page.getByRole('region', { name: 'Leads by course' });
    await byCourse.getByText('Leads per week as a table').click();
    await byCourse.getByRole('link', { name: /^2 leads, Machine Learning, / }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    if (shotsDir) {
      await page.screenshot({ path: path.join(shotsDir, `dashboard-${label}.png`), fullPage: true });
      await byCourse.screenshot({ path: path.join(shotsDir, `dashboard-${label}-leads-by-course.png`) });
    }
    const serious = blocking(await runAxe(page, '[aria-labelledby="lead-dashboard-title"]'));
    expect(serious, describeViolations(serious)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
