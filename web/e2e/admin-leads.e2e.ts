// The admin leads inbox in real Chromium against the built app on a fresh database: leads stored through the public
// submitLead mutation are listed newest first, narrowed by search and filters kept in the URL, worked (status and
// a note added), exported as CSV from the server, and open to editors; the page fits 375, 768 and 1280 px (cards where the
// table does not fit).
// With LEADS_SHOTS_DIR set, it also saves a screenshot at each width.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, createStaffUser, graphqlRequest, newAdminPage, signIn } from './helpers/admin';
import { launchBrowser } from './helpers/browser';
import { horizontalOverflow, overflowingElements } from './helpers/portal';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let token: string;
const shotsDir = process.env.LEADS_SHOTS_DIR;

interface LeadSeed {
  name: string;
  email: string;
  course: string;
  sourcePage: string;
  sourceButton: string;
  designation: string;
  phone?: string;
  wantsSyllabus?: boolean;
}

// In the order they arrive; the inbox lists them the other way round.
const SEEDS: LeadSeed[] = [
  { name: 'Asha Kulkarni', email: 'asha.k@example.com', course: 'data-science-ai-ml', sourcePage: '/courses/data-science', sourceButton: 'Download Syllabus', designation: 'Business Analyst', phone: '9876543210', wantsSyllabus: true },
  { name: 'Rahul Mehta', email: 'rahul.m@example.com', course: 'machine-learning', sourcePage: '/courses/pattern-analying', sourceButton: 'Apply Now', designation: 'Student' },
  { name: 'Priya Deshmukh', email: 'priya.d@example.com', course: 'general', sourcePage: '/courses/learnbay', sourceButton: 'Enroll Now', designation: 'Graduate' },
  { name: 'Kiran Patil', email: 'kiran.p@example.com', course: 'digital-marketing', sourcePage: '/courses/digital-marketing', sourceButton: 'View Plans', designation: 'Marketing Executive' },
  { name: 'Sneha Joshi', email: 'sneha.j@example.com', course: 'full-stack-development', sourcePage: '/courses/basic-python', sourceButton: 'Get Started Now', designation: 'Support Engineer', phone: '+91 70000 12345' },
  { name: 'Vikram Rao', email: 'vikram.r@example.com', course: 'machine-learning', sourcePage: '/courses/pattern-analying', sourceButton: 'Download Domain Syllabus', designation: 'Data Engineer', wantsSyllabus: true },
];
const NEWEST_FIRST = SEEDS.map((s) => s.name).reverse();

let address = 0;
/** Stores a lead as a visitor would. Each comes from its own address (the server trusts X-Forwarded-For here), so
 * the per-address limit of 10 an hour never decides a journey. */
async function submitLead(seed: LeadSeed): Promise<{ id: string; created: boolean }> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.99.0.${++address}` },
    body: JSON.stringify({
      query: 'mutation ($input: LeadInput!) { submitLead(input: $input) { id created } }',
      // Every form asks for a mobile number (issue 26): a seed without one gets its own.
      variables: { input: { experience: '1', consent: true, phone: `8${String(address).padStart(9, '0')}`, ...seed } },
    }),
  });
  const answer = (await response.json()) as { data?: { submitLead: { id: string; created: boolean } }; errors?: unknown };
  if (!answer.data) throw new Error(`submitLead failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.submitLead;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ seedSampleData: false, env: { TRUST_PROXY: 'true' } }), launchBrowser()]);
  token = await apiToken(server.url);
  for (const seed of SEEDS) {
    expect((await submitLead(seed)).created).toBe(true);
    await new Promise((r) => setTimeout(r, 15)); // distinct arrival times
  }
  // Rahul asks again for the same course the same day: his lead is updated, not duplicated.
  expect((await submitLead({ ...SEEDS[1]!, designation: 'Final-year Student', sourceButton: 'Apply for Counselling' })).created).toBe(false);
  if (shotsDir) mkdirSync(shotsDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const table = (page: Page) => page.getByRole('table', { name: 'Leads' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const row = (page: Page, name: string) => bodyRows(page).filter({ hasText: name });

/** The names in the table, top to bottom (an empty table gives []). */
async function listedNames(page: Page): Promise<string[]> {
  const texts = await bodyRows(page).allInnerTexts();
  return texts.map((text) => SEEDS.find((s) => text.includes(s.name))?.name).filter((n): n is string => Boolean(n));
}

async function openInbox(page: Page, query = '') {
  await page.goto(`${server.url}/admin/leads${query}`);
  await table(page).waitFor();
}

async function apiLead(email: string) {
  const answer = await graphqlRequest<{ leads: { edges: { node: { status: string; notes: string; submissions: number } }[] } }>(
    server.url,
    'query ($s: String) { leads(first: 5, search: $s) { edges { node { status notes submissions } } } }',
    { s: email },
    token,
  );
  return answer.data!.leads.edges.map((e) => e.node);
}

describe('leads inbox', () => {
  it('lists every lead newest first, by course name and source, with a repeat as one row of 2 submissions', async () => {
    const { page, unexpectedErrors } = await newAdminPage(browser);
    await signIn(page, server.url);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Leads' }).click();
    await page.waitForURL(`${server.url}/admin/leads`);
    await table(page).waitFor();
    await page.getByText('6 leads', { exact: true }).waitFor();
    for (const header of ['Received', 'Name', 'Course & source', 'Status', 'Counsellor', 'Next follow-up', 'Actions']) {
      expect(await table(page).getByRole('columnheader', { name: header, exact: true }).count(), header).toBe(1);
    }
    expect(await listedNames(page)).toEqual(NEWEST_FIRST);

    const rahul = row(page, 'Rahul Mehta');
    expect(await rahul.count()).toBe(1);
    const cells = await rahul.getByRole('cell').allInnerTexts();
    expect(cells[1]).toMatch(/^Rahul Mehta\nFinal-year Student · 1 Year experience\nrahul\.m@example\.com\n/); // the repeat's details replaced the first ones
    // Its source (the site itself: no campaign), and the page and button of its latest enquiry.
    expect(cells[2]).toBe('Machine Learning\nWebsite\nMachine Learning page · Apply for Counselling');
    // textContent: the badge is upper-cased by CSS only.
    expect((await rahul.getByRole('cell').allTextContents())[3]).toBe('New');
    expect(cells.slice(4, 6)).toEqual(['Unassigned', '—']);
    expect((await apiLead('rahul.m@example.com'))[0]!.submissions).toBe(2);
    const asha = await row(page, 'Asha Kulkarni').getByRole('cell').allInnerTexts();
    expect(asha[1]).toBe('Asha Kulkarni\nBusiness Analyst · 1 Year experience\nasha.k@example.com\n+91 98765 43210');
    expect(asha[2]).toBe('Data Science and AI-ML\nWebsite\nData Science and AI-ML page · Download Syllabus · asked for the syllabus');
    expect((await row(page, 'Priya Deshmukh').getByRole('cell').allInnerTexts())[2]).toBe('Learning centre (any course)\nWebsite\nLearning centre page · Enroll Now');
    expect(await page.title()).toMatch(/^Leads · /);
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });

  it('narrows the list by search, course and dates, keeps the filters in the URL through reload and back', async () => {
    const { page, unexpectedErrors } = await newAdminPage(browser);
    await signIn(page, server.url);
    await openInbox(page);
    await expect.poll(() => listedNames(page)).toEqual(NEWEST_FIRST);

    // Search by part of a name, and by a phone number typed without its spaces.
    const searchBox = page.getByRole('searchbox', { name: 'Search' });
    await searchBox.fill('rahul');
    await expect.poll(() => listedNames(page)).toEqual(['Rahul Mehta']);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('rahul');
    await page.reload();
    await table(page).waitFor();
    await expect.poll(() => listedNames(page)).toEqual(['Rahul Mehta']);
    expect(await searchBox.inputValue()).toBe('rahul');
    await searchBox.fill('+917000012345');
    await expect.poll(() => listedNames(page)).toEqual(['Sneha Joshi']);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => listedNames(page)).toEqual(NEWEST_FIRST);
    expect(new URL(page.url()).search).toBe('');

    // The course filter.
    await page.getByRole('combobox', { name: 'Course' }).selectOption({ label: 'Machine Learning' });
    await expect.poll(() => listedNames(page)).toEqual(['Vikram Rao', 'Rahul Mehta']);
    expect(new URL(page.url()).searchParams.get('course')).toBe('machine-learning');
    await page.getByText('2 matching leads', { exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Course' }).selectOption({ label: 'Learning centre (any course)' });
    await expect.poll(() => listedNames(page)).toEqual(['Priya Deshmukh']);
    // Back returns to the previous filter, and the select follows the URL.
    await page.goBack();
    await expect.poll(() => listedNames(page)).toEqual(['Vikram Rao', 'Rahul Mehta']);
    expect(await page.getByRole('combobox', { name: 'Course' }).inputValue()).toBe('machine-learning');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    // The next filter is chosen on the cleared list (not on the one still drawn while the URL changes).
    await page.waitForURL(`${server.url}/admin/leads`);
    await expect.poll(() => listedNames(page)).toEqual(NEWEST_FIRST);

    // Dates, in the centre's calendar (IST, whatever this machine's zone): everything arrived today.
    const [today, yesterday] = await page.evaluate(() => {
      const day = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + offset * 86_400_000));
      return [day(0), day(-1)];
    });
    await page.getByLabel('To', { exact: true }).fill(yesterday!);
    await page.getByText('No leads match these filters.').waitFor();
    await page.getByLabel('To', { exact: true }).fill(today!);
    await expect.poll(() => listedNames(page)).toEqual(NEWEST_FIRST);
    await page.getByLabel('From', { exact: true }).fill(today!);
    await expect.poll(() => listedNames(page)).toEqual(NEWEST_FIRST);
    expect(new URL(page.url()).searchParams.get('from')).toBe(today);
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });

  it('saves a status and adds a note that are still there after a reload, and the status filter finds it', async () => {
    const { page, unexpectedErrors } = await newAdminPage(browser);
    await signIn(page, server.url);
    await openInbox(page);
    await row(page, 'Kiran Patil').getByRole('button', { name: 'Edit lead Kiran Patil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit lead' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Digital Marketing page · View Plans');
    await dialog.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Contacted' });
    await dialog.getByRole('textbox', { name: 'Add a note' }).fill('Called on Monday; wants the weekend batch.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Kiran Patil: Contacted.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const statusCell = async () => (await row(page, 'Kiran Patil').getByRole('cell').allTextContents())[3];
    await expect.poll(statusCell).toBe('ContactedCalled on Monday; wants the weekend batch.');

    await page.reload();
    await table(page).waitFor();
    expect(await statusCell()).toBe('ContactedCalled on Monday; wants the weekend batch.');
    expect(await apiLead('kiran.p@example.com')).toEqual([{ status: 'CONTACTED', notes: 'Called on Monday; wants the weekend batch.', submissions: 1 }]);
    await row(page, 'Kiran Patil').getByRole('button', { name: 'Edit lead Kiran Patil' }).click();
    // Notes are added, never written over: the box is empty, the latest note is shown above it.
    expect(await dialog.getByRole('textbox', { name: 'Add a note' }).inputValue()).toBe('');
    await dialog.getByText('Called on Monday; wants the weekend batch.').waitFor();
    expect(await dialog.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('CONTACTED');
    // A note typed and not saved is asked about before Escape or Cancel throws it away.
    await dialog.getByRole('textbox', { name: 'Add a note' }).fill('Not saved yet');
    await page.keyboard.press('Escape');
    const question = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await dialog.getByRole('textbox', { name: 'Add a note' }).inputValue()).toBe('Not saved yet');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await question.getByRole('button', { name: 'Discard changes' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Contacted' });
    await expect.poll(() => listedNames(page)).toEqual(['Kiran Patil']);
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Enrolled' });
    await page.getByText('No leads match these filters.').waitFor();
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });

  it('exports a CSV from the server whose rows are exactly the filtered leads', async () => {
    const { page, unexpectedErrors } = await newAdminPage(browser);
    await signIn(page, server.url);
    await openInbox(page, '?course=machine-learning');
    await expect.poll(() => listedNames(page)).toEqual(['Vikram Rao', 'Rahul Mehta']);

    const readCsv = async () => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
      const header = lines[0]!.split(',');
      return lines.slice(1).map((line) => Object.fromEntries(line.split(',').map((cell, i) => [header[i], cell])));
    };
    const rows = await readCsv();
    expect(rows.map((r) => r.email)).toEqual(['vikram.r@example.com', 'rahul.m@example.com']);
    expect(rows.map((r) => r.course)).toEqual(['Machine Learning', 'Machine Learning']);
    expect(rows.find((r) => r.email === 'rahul.m@example.com')!.enquiries).toBe('2');
    await page.getByText(/^leads-\d{4}-\d{2}-\d{2}\.csv was downloaded\.$/).waitFor();

    // Another filter, another file: the search for one person.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('asha');
    await expect.poll(() => listedNames(page)).toEqual(['Asha Kulkarni']);
    expect((await readCsv()).map((r) => r.email)).toEqual(['asha.k@example.com']);
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });

  it('is open to an EDITOR', async () => {
    await createStaffUser(server.url, token, { name: 'Esha Editor', email: 'esha@example.com', username: 'esha.editor', password: 'editor-password-1', role: 'EDITOR' });
    const { page, unexpectedErrors } = await newAdminPage(browser);
    await signIn(page, server.url, 'esha.editor', 'editor-password-1');
    const sidebar = page.getByRole('navigation', { name: 'Admin' });
    await sidebar.getByRole('link', { name: 'Leads' }).click();
    await table(page).waitFor();
    await expect.poll(() => listedNames(page)).toEqual(NEWEST_FIRST);
    expect(await sidebar.getByRole('link', { name: 'Users' }).count()).toBe(0);
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });
});

describe.each([375, 768, 1280] as const)('at %i px wide', (width) => {
  it('fits the screen: a table on a laptop, one card per lead where the table does not fit, and the edit dialog', async () => {
    const { page, unexpectedErrors } = await newAdminPage(browser, { width, height: 900 });
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin/leads`);
    if (width < 1280) {
      // A phone, or a tablet where the sidebar leaves too little room for seven columns: cards.
      const list = page.getByRole('list', { name: 'Leads' });
      await list.waitFor();
      await expect.poll(() => list.getByRole('listitem').count()).toBe(SEEDS.length);
      expect(await table(page).count()).toBe(0);
    } else {
      await table(page).waitFor();
      await expect.poll(() => bodyRows(page).count()).toBe(SEEDS.length);
      // On a laptop the whole table, Actions included, fits beside the sidebar without scrolling sideways.
      const hidden = await table(page).evaluate((el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth);
      expect(hidden).toBeLessThanOrEqual(0);
    }
    // Nothing sticks out of the window (web/e2e/admin-tables.e2e.ts checks every table at more widths).
    expect(await horizontalOverflow(page), (await overflowingElements(page)).join('\n')).toBeLessThanOrEqual(0);
    if (shotsDir) await page.screenshot({ path: path.join(shotsDir, `leads-${width}.png`), fullPage: true });

    await page.getByRole('button', { name: 'Edit lead Asha Kulkarni' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit lead' });
    await dialog.waitFor();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    if (shotsDir) await page.screenshot({ path: path.join(shotsDir, `leads-edit-${width}.png`) });
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });
});
