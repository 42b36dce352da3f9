// The admin tables (job postings, success stories, users, leads) at 768, 900, 1000 and 1280 px, with long content
// (a long job title, story title, e-mail address and lead note): each is a table that fits beside the sidebar or a
// list of cards, never wider than the window or than its own box, and every row's actions can be seen and clicked.
// With TABLES_SHOTS_DIR set, it also saves a screenshot of each page at each width.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, createStaffUser, graphqlRequest, newAdminPage, signIn } from './helpers/admin';
import { launchBrowser } from './helpers/browser';
import { horizontalOverflow, overflowingElements } from './helpers/portal';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
const shotsDir = process.env.TABLES_SHOTS_DIR;

const LONG_JOB_TITLE = 'Senior Principal Machine Learning Platform Engineer, Recommendation Systems and Large-Scale Data Infrastructure (Hybrid)';
const LONG_STORY_TITLE = 'From a night-shift support desk to leading the analytics team of a fintech unicorn in eighteen months';
const LONG_EMAIL = 'priyanka.venkataraghavan.operations-lead@learning-centre-pune.example.com';
const LONG_NOTE =
  'Called twice (Monday and Tuesday); prefers the weekend batch starting in January, asked about EMI options, the ' +
  'placement guarantee and whether the capstone project can use anonymised sales data from her own company. Call back after 6 pm.';

async function api<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const answer = await graphqlRequest<T>(server.url, query, variables, token);
  if (!answer.data) throw new Error(`${query.slice(0, 40)}… failed: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const token = await apiToken(server.url);
  await api(
    'mutation ($input: JobPostInput!) { createJobPost(input: $input) { id } }',
    {
      input: {
        title: LONG_JOB_TITLE,
        companyname: 'Konkan Analytics and Decision Sciences Private Limited',
        companylogo: '/logos/company-placeholder.svg',
        location: 'Hinjawadi Phase 3, Pune (hybrid, three days on site)',
        salary: '3500000',
        content: '<p>Build the platform.</p>',
      },
    },
    token,
  );
  await api(
    'mutation ($input: StoryInput!) { createStory(input: $input) { id } }',
    { input: { title: LONG_STORY_TITLE, storyImage: '/logos/company-placeholder.svg', studentName: 'Venkataraghavan Subramaniam Iyer', storyContent: `<p>${LONG_NOTE}</p>` } },
    token,
  );
  await createStaffUser(server.url, token, { name: 'Priyanka Venkataraghavan', email: LONG_EMAIL, username: 'priyanka.venkataraghavan.ops', password: 'editor-password-1', role: 'EDITOR' });
  const { submitLead } = await api<{ submitLead: { id: string } }>('mutation ($input: LeadInput!) { submitLead(input: $input) { id } }', {
    input: {
      name: 'Priyanka Venkataraghavan',
      email: LONG_EMAIL,
      phone: '9876543210',
      course: 'data-science-ai-ml',
      sourcePage: '/courses/data-science/syllabus',
      sourceButton: 'Download Domain Syllabus',
      designation: 'Operations Lead, Customer Experience',
      experience: '2',
      consent: true,
      wantsSyllabus: true,
    },
  });
  await api('mutation ($id: ID!, $input: LeadUpdateInput!) { updateLead(id: $id, input: $input) { id } }', { id: submitLead.id, input: { status: 'CONTACTED', notes: LONG_NOTE } }, token);
  await api('mutation ($input: LeadInput!) { submitLead(input: $input) { id } }', {
    input: { name: 'Rahul Mehta', email: 'rahul.m@example.com', course: 'machine-learning', sourcePage: '/courses/pattern-analying', sourceButton: 'Apply Now', designation: 'Student', experience: '1', phone: '98765 43211', consent: true },
  });
  if (shotsDir) mkdirSync(shotsDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface TableCase {
  name: string;
  path: string;
  /** The table's accessible name (the list of cards has the same). */
  label: string;
  /** Text of the row with long content, and the actions every row has. */
  longRow: string;
  actions: RegExp[];
}

const CASES: TableCase[] = [
  { name: 'job postings', path: '/admin/job-posting', label: 'Job Postings', longRow: LONG_JOB_TITLE, actions: [/^Edit /, /^More actions for /, /^Delete /] },
  { name: 'success stories', path: '/admin/success-stories', label: 'Success Stories', longRow: 'Venkataraghavan Subramaniam Iyer', actions: [/^(Unpublish|Publish) /, /^Edit /, /^Delete /] },
  { name: 'users', path: '/admin/users', label: 'Users', longRow: LONG_EMAIL, actions: [/^Edit /, /^Delete /] },
  { name: 'leads', path: '/admin/leads', label: 'Leads', longRow: 'Call back after 6 pm.', actions: [/^Edit lead /, /^Delete lead /] },
];

/** The table, or the list of cards that stands for it. */
function results(page: Page, label: string): Locator {
  return page.locator(`table[aria-label="${label}"], [role="list"][aria-label="${label}"]`);
}

/** How far the element's content reaches past its own box, sideways (0 when it fits). */
function sidewaysOverflow(locator: Locator): Promise<number> {
  return locator.evaluate((el) => el.scrollWidth - el.clientWidth);
}

/** Whether `inner` lies wholly inside the visible part of `outer` and of the window, sideways. */
async function insideSideways(page: Page, inner: Locator, outer: Locator): Promise<string | null> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  const width = page.viewportSize()!.width;
  if (!a || !b) return 'not laid out';
  if (a.x < b.x - 1 || a.x + a.width > b.x + b.width + 1) return `x ${Math.round(a.x)}–${Math.round(a.x + a.width)} outside its box ${Math.round(b.x)}–${Math.round(b.x + b.width)}`;
  if (a.x < 0 || a.x + a.width > width + 1) return `x ${Math.round(a.x)}–${Math.round(a.x + a.width)} outside the window (${width})`;
  return null;
}

describe.each([768, 900, 1000, 1280] as const)('at %i px wide', (width) => {
  let page: Page;
  let unexpectedErrors: () => string[];
  beforeAll(async () => {
    ({ page, unexpectedErrors } = await newAdminPage(browser, { width, height: 900 }));
    await signIn(page, server.url);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it.each(CASES)('$name fit (a table or cards) and every action is visible and clickable', async (c) => {
    await page.goto(server.url + c.path);
    const box = results(page, c.label);
    await box.getByText(c.longRow).first().waitFor();
    // Fonts and late data settle first.
    await page.waitForLoadState('networkidle');
    if (shotsDir) await page.screenshot({ path: path.join(shotsDir, `${c.name.replace(/ /g, '-')}-${width}.png`), fullPage: true });

    expect(await horizontalOverflow(page), `${c.name} at ${width} px sticks out of the window:\n${(await overflowingElements(page)).join('\n')}`).toBeLessThanOrEqual(0);
    const container = box.locator('xpath=..');
    expect(await sidewaysOverflow(container), `${c.name} at ${width} px scrolls sideways inside its box`).toBeLessThanOrEqual(0);
    expect(await sidewaysOverflow(box), `${c.name} at ${width} px is wider than itself`).toBeLessThanOrEqual(0);
    expect(await insideSideways(page, box, container)).toBeNull();

    const isTable = (await box.evaluate((el) => el.tagName)) === 'TABLE';
    const rows = isTable ? box.locator('tbody tr') : box.getByRole('listitem');
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const row = rows.nth(i);
      const buttons = row.getByRole('button');
      const names = await buttons.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? el.textContent ?? ''));
      expect(names.length, `row ${i} of ${c.name}: ${names.join(', ')}`).toBe(c.actions.length);
      c.actions.forEach((pattern, k) => expect(names[k]).toMatch(pattern));
      for (let k = 0; k < names.length; k++) {
        const button = buttons.nth(k);
        expect(await button.isVisible(), `${names[k]} visible`).toBe(true);
        expect(await insideSideways(page, button, container), `${names[k]} at ${width} px`).toBeNull();
        // Visible, enabled, steady and the topmost element where it would be clicked.
        await button.click({ trial: true, timeout: 5000 });
      }
    }

    // The row with long content: its Edit really opens its form.
    const longRow = rows.filter({ hasText: c.longRow });
    await longRow.getByRole('button', { name: c.actions.find((pattern) => pattern.source.includes('Edit'))! }).click();
    if (c.name === 'success stories') {
      await page.waitForURL(/\/admin\/success-stories\/[^/]+\/edit$/);
    } else {
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      // Notes are added, not written over (issue 30): the latest is shown above an empty box.
      if (c.name === 'leads') {
        await dialog.getByText(LONG_NOTE).waitFor();
        expect(await dialog.getByRole('textbox', { name: 'Add a note' }).inputValue()).toBe('');
      }
      if (c.name === 'job postings') await expect.poll(() => dialog.getByRole('textbox', { name: 'Job title' }).inputValue()).toBe(LONG_JOB_TITLE);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    expect(unexpectedErrors()).toEqual([]);
  });
});
