// axe-core on every admin page at 1280 and 412 px (WCAG 2.0/2.1 A and AA plus axe's best practices), and on the
// dialogs and forms staff open there: no serious or critical violation. Signed in as the seeded admin, on the sample
// data plus a lead with notes. With A11Y_ALL=1 it also prints the moderate and minor findings.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, graphqlRequest, newAdminPage, signIn } from './helpers/admin';
import { blocking, describeViolations, runAxe, type AxeViolation } from './helpers/axe';
import { launchBrowser } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let leadId: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const token = await apiToken(server.url);
  const lead = await graphqlRequest<{ submitLead: { id: string } }>(
    server.url,
    'mutation ($input: LeadInput!) { submitLead(input: $input) { id } }',
    {
      input: {
        name: 'Asha Kulkarni',
        email: 'asha.k@example.com',
        phone: '9876543210',
        course: 'data-science-ai-ml',
        sourcePage: '/courses/data-science',
        sourceButton: 'Download Syllabus',
        designation: 'Business Analyst',
        experience: '1',
        consent: true,
        wantsSyllabus: true,
      },
    },
  );
  if (!lead.data) throw new Error(`submitLead failed: ${JSON.stringify(lead.errors)}`);
  leadId = lead.data.submitLead.id;
  const updated = await graphqlRequest(
    server.url,
    'mutation ($id: ID!, $input: LeadUpdateInput!) { updateLead(id: $id, input: $input) { id } }',
    { id: lead.data.submitLead.id, input: { status: 'CONTACTED', notes: 'Called on Monday; wants the weekend batch.' } },
    token,
  );
  if (!updated.data) throw new Error(`updateLead failed: ${JSON.stringify(updated.errors)}`);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Waits until no CSS transition or animation runs (a modal fading in would be measured half transparent). */
async function atRest(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 5000 });
  await page.waitForTimeout(50);
}

function report(label: string, violations: AxeViolation[]): void {
  if (process.env.A11Y_ALL && violations.length) console.info(`${label}\n${describeViolations(violations)}`);
}

async function expectNoBlocking(page: Page, label: string, include?: string): Promise<void> {
  await atRest(page);
  const violations = await runAxe(page, include);
  report(label, violations);
  const serious = blocking(violations);
  expect.soft(serious, `axe on ${label}:\n${describeViolations(serious)}`).toEqual([]);
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

describe.each([1280, 412] as const)('admin at %i px wide', (width) => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await newAdminPage(browser, { width, height: 900 }));
  });
  afterAll(async () => {
    await page?.context().close();
  });
  const at = (what: string) => `${what} at ${width} px`;

  it('the login page', async () => {
    await page.goto(`${server.url}/admin/login`);
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await expectNoBlocking(page, at('the login page'));
    // The landmark rules are "moderate": named here, since the login page had none.
    const landmarks = (await runAxe(page)).filter((v) => v.id === 'landmark-one-main' || v.id === 'region');
    expect(landmarks, describeViolations(landmarks)).toEqual([]);
  });

  it('the dashboard', async () => {
    await signIn(page, server.url);
    await page.getByRole('list', { name: 'Newest job posts' }).waitFor();
    await expectNoBlocking(page, at('the dashboard'));
  });

  it('job postings and the Add Job modal', async () => {
    await page.goto(`${server.url}/admin/job-posting`);
    await page.getByRole(width < 768 ? 'list' : 'table', { name: 'Job Postings' }).waitFor();
    await expectNoBlocking(page, at('job postings'));
    await page.getByRole('button', { name: 'Add Job' }).click();
    await dialog(page, 'Add Job').getByRole('toolbar', { name: 'Description formatting' }).waitFor();
    await expectNoBlocking(page, at('the Add Job modal'), '[role="dialog"]');
    await page.keyboard.press('Escape');
    await dialog(page, 'Add Job').waitFor({ state: 'detached' });
  });

  it('success stories and the Add Success Story form', async () => {
    await page.goto(`${server.url}/admin/success-stories`);
    await page.getByRole(width < 768 ? 'list' : 'table', { name: 'Success Stories' }).waitFor();
    await page.getByRole('heading', { name: 'Comments awaiting approval' }).waitFor();
    await expectNoBlocking(page, at('success stories'));
    await page.goto(`${server.url}/admin/success-stories/add`);
    await page.getByRole('toolbar', { name: 'Story formatting' }).waitFor();
    await expectNoBlocking(page, at('the Add Success Story form'));
  });

  it('users and the Add User modal', async () => {
    await page.goto(`${server.url}/admin/users`);
    await page.getByRole(width < 768 ? 'list' : 'table', { name: 'Users' }).waitFor();
    await expectNoBlocking(page, at('users'));
    await page.getByRole('button', { name: 'Add User' }).click();
    await dialog(page, 'Add User').getByRole('textbox', { name: 'Name', exact: true }).waitFor();
    await expectNoBlocking(page, at('the Add User modal'), '[role="dialog"]');
    await page.keyboard.press('Escape');
    await dialog(page, 'Add User').waitFor({ state: 'detached' });
  });

  it('leads (a lead with notes), the Edit lead modal and the lead’s own page', async () => {
    await page.goto(`${server.url}/admin/leads`);
    const leads = page.getByRole(width < 768 ? 'list' : 'table', { name: 'Leads' });
    await leads.getByText('Called on Monday; wants the weekend batch.').waitFor();
    await expectNoBlocking(page, at('leads'));
    await page.getByRole('button', { name: 'Edit lead Asha Kulkarni' }).click();
    await dialog(page, 'Edit lead').getByRole('textbox', { name: 'Add a note' }).waitFor();
    await expectNoBlocking(page, at('the Edit lead modal'), '[role="dialog"]');
    await page.keyboard.press('Escape');
    await dialog(page, 'Edit lead').waitFor({ state: 'detached' });
    // No lead matches: the empty table (or list of cards) says so.
    await page.goto(`${server.url}/admin/leads?q=nobody-by-this-name`);
    await page.getByText('No leads match these filters.').waitFor();
    await expectNoBlocking(page, at('leads, none matching'));
    // One lead: details, its work, a follow-up to plan, a note, the merge search and the timeline (issue 30).
    await page.goto(`${server.url}/admin/leads/${leadId}`);
    await page.getByRole('list', { name: 'Timeline, newest first' }).getByText('Called on Monday; wants the weekend batch.').waitFor();
    await expectNoBlocking(page, at('one lead'));
    await page.getByRole('region', { name: 'Merge a duplicate' }).getByRole('searchbox', { name: 'Find the other lead' }).fill('nobody-by-this-name');
    await page.getByText('No other lead matches.').waitFor();
    await expectNoBlocking(page, at('one lead, a merge search'));
  });

  it('settings', async () => {
    await page.goto(`${server.url}/admin/settings`);
    await page.getByRole('form', { name: 'Site settings' }).waitFor();
    await expectNoBlocking(page, at('settings'));
  });

  it('the audit log, the trash and the Change password dialog', async () => {
    await page.goto(`${server.url}/admin/audit`);
    await page.getByRole(width < 768 ? 'list' : 'table', { name: 'Audit log' }).waitFor();
    await expectNoBlocking(page, at('the audit log'));
    await page.goto(`${server.url}/admin/trash`);
    // Nothing deleted yet: an empty table, or on phones the empty-state text instead of a list of cards.
    await page.getByRole(width < 768 ? 'list' : 'table', { name: 'Trash' }).or(page.getByText('The trash is empty.')).first().waitFor();
    await expectNoBlocking(page, at('the trash'));
    if (width < 768) await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Change password' }).click();
    await dialog(page, 'Change password').getByLabel('Current password').waitFor();
    await expectNoBlocking(page, at('the Change password dialog'), '[role="dialog"]');
    await page.keyboard.press('Escape');
    await dialog(page, 'Change password').waitFor({ state: 'detached' });
  });

  it('the mobile menu open (phones) or the sidebar (laptops)', async () => {
    await page.goto(`${server.url}/admin`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    if (width < 768) await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Leads' }).waitFor({ state: 'visible' });
    await expectNoBlocking(page, at('the admin navigation'));
  });
});
