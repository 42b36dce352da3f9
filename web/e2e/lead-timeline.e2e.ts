// Counsellors work their leads (issue 30) in real Chromium against the built app on a fresh database: two enquiries
// sent through the public lead form with one phone number (the second from another e-mail, another course) make one
// lead with both enquiries on its timeline, the first with its campaign's UTM values; a follow-up due in a few seconds
// shows in "Due today" and, once its time has passed, in "Overdue"; notes accumulate on the timeline; an editor
// cannot change another counsellor's lead and the page says so; a corrected number is saved from the Edit details
// dialog on a phone. Both pages fit 375 and 1280 px.
// With LEADS_SHOTS_DIR set, it also saves screenshots of the list and the lead page at both widths.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, createStaffUser, graphqlRequest, newAdminPage, signIn } from './helpers/admin';
import { launchBrowser, newPage } from './helpers/browser';
import { horizontalOverflow, overflowingElements } from './helpers/portal';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let token: string;
const shotsDir = process.env.LEADS_SHOTS_DIR;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ seedSampleData: false }), launchBrowser()]);
  token = await apiToken(server.url);
  if (shotsDir) mkdirSync(shotsDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Visitor {
  name: string;
  email: string;
  phone: string;
}

/**
 * Sends a lead form as a visitor would, in a fresh browser (a visit of its own): a course page's Free Consultation
 * form, or the enquiry page's form (/enquire?course=...: where a course page without that form sends its buttons).
 */
async function enquire(pagePath: string, visitor: Visitor): Promise<void> {
  const { page, errors } = await newPage(browser, { width: 1280, height: 900 });
  await page.goto(`${server.url}${pagePath}`);
  const form = pagePath.startsWith('/enquire') ? page.locator('form.enquiry__form') : page.getByRole('form', { name: 'Free Consultation' });
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Name', { exact: true }).fill(visitor.name);
  await form.getByLabel('Email', { exact: true }).fill(visitor.email);
  await form.getByLabel('Designation', { exact: true }).fill('Analyst');
  await form.getByLabel('Experience', { exact: true }).selectOption({ label: '2 Years' });
  await form.getByLabel(/Mobile number/).fill(visitor.phone);
  await form.getByLabel(/I agree/).check();
  await form.getByRole('button', { name: /^(Submit|Request a call back)$/ }).click();
  await page.getByText(`Thank you, ${visitor.name}!`).waitFor();
  expect(errors).toEqual([]);
  await page.context().close();
}

async function leadId(email: string): Promise<string> {
  const answer = await graphqlRequest<{ leads: { edges: { node: { id: string } }[] } }>(server.url, 'query ($s: String) { leads(first: 2, search: $s) { edges { node { id } } } }', { s: email }, token);
  const ids = answer.data!.leads.edges.map((e) => e.node.id);
  expect(ids).toHaveLength(1);
  return ids[0]!;
}

const timeline = (page: Page) => page.getByRole('list', { name: 'Timeline, newest first' });
const entries = (page: Page, kind: string) => timeline(page).locator(`[data-kind="${kind}"]`);

async function openLead(page: Page, id: string) {
  await page.goto(`${server.url}/admin/leads/${id}`);
  await timeline(page).waitFor();
}

const ASHA = { name: 'Asha Kulkarni', email: 'asha.k@example.com', phone: '98220 11111' };

describe('one person, two enquiries', () => {
  it('joins a second enquiry with the same phone (another e-mail, another course) to the lead: one row, two enquiries on its timeline', async () => {
    await enquire('/courses/pattern-analying?utm_source=google&utm_medium=cpc&utm_campaign=diwali-offer', ASHA);
    await enquire('/enquire?course=data-science-ai-ml&from=Apply+Now', { name: 'Asha K', email: 'asha.work@example.com', phone: '+91 98220 11111' });

    const { page, unexpectedErrors } = await newAdminPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin/leads?q=98220`);
    const rows = page.getByRole('table', { name: 'Leads' }).locator('tbody tr');
    await expect.poll(() => rows.filter({ hasText: 'Asha' }).count(), { timeout: 15_000 }).toBe(1);
    expect(await rows.count()).toBe(1);
    // Where it came from: the first enquiry's campaign.
    expect(await rows.first().innerText()).toContain('Google · diwali-offer');
    await rows.first().getByRole('link', { name: /^Asha K/ }).click();
    await page.waitForURL(/\/admin\/leads\/[^/?]+$/);
    await timeline(page).waitFor();
    await page.getByText(/· 2 enquiries ·/).waitFor();

    const enquiries = entries(page, 'ENQUIRY');
    expect(await enquiries.count()).toBe(2);
    // Newest first: the Data Science enquiry from the work address, then the first from Machine Learning's campaign.
    const [second, first] = await enquiries.allInnerTexts();
    expect(second).toContain('Enquiry: Data Science and AI-ML');
    expect(second).toContain('asha.work@example.com · +91 98220 11111');
    expect(second).toContain('“Apply Now”');
    expect(first).toContain('Enquiry: Machine Learning');
    expect(first).toContain('asha.k@example.com · +91 98220 11111');
    expect(first).toContain('Campaign: utm_source=google · utm_medium=cpc · utm_campaign=diwali-offer');
    // The consent text each time, folded away until opened.
    const consent = enquiries.last().locator('details');
    expect(await consent.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    await consent.locator('summary').click();
    expect(await consent.innerText()).toMatch(/I agree/);
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });
});

describe('follow-ups', () => {
  it('shows a follow-up due in a few seconds under "Due today", and once its time has passed under "Overdue"', async () => {
    const id = await leadId(ASHA.email);
    // A few seconds ahead: planned through the API, which takes any instant (the page's picker has whole minutes).
    const at = new Date(Date.now() + 20_000);
    const planned = await graphqlRequest(server.url, 'mutation ($id: ID!, $at: DateTime!) { setLeadFollowUp(id: $id, at: $at, note: "Call about fees") { id } }', { id, at: at.toISOString() }, token);
    expect(planned.errors).toBeUndefined();

    // Nobody had the lead (the rule leaves new leads unassigned): planning the call made it the planner's, so that the
    // call is in their queue, counts and morning mail.
    const me = (await graphqlRequest<{ me: { id: string } }>(server.url, '{ me { id } }', {}, token)).data!.me.id;
    const owner = await graphqlRequest<{ lead: { assignee: { id: string } | null } }>(server.url, 'query ($id: ID!) { lead(id: $id) { assignee { id } } }', { id }, token);
    expect(owner.data!.lead.assignee?.id).toBe(me);

    const { page, unexpectedErrors } = await newAdminPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin/leads`);
    const views = page.getByRole('navigation', { name: 'Lead views' });
    await views.getByRole('link', { name: 'My leads' }).click();
    await page.waitForURL(new RegExp(`assignee=${me}`));
    await views.getByRole('link', { name: /^Due today/ }).click();
    await page.waitForURL(new RegExp(`assignee=${me}&followUp=due-today`));
    const rows = page.getByRole('table', { name: 'Leads' }).locator('tbody tr');
    const listed = () => rows.filter({ hasText: 'Asha' }).count();
    await expect.poll(listed, { timeout: 15_000 }).toBe(1);
    expect(Date.now()).toBeLessThan(at.getTime()); // still ahead when the list was read
    expect(await rows.first().innerText()).toMatch(/Today \d{2}:\d{2}/);

    // Reload until its moment has passed (polling, not a fixed sleep): it leaves "Due today" for "Overdue".
    await page.goto(`${server.url}/admin/leads?assignee=${me}&followUp=overdue`);
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('table', { name: 'Leads' }).waitFor();
          await page.getByRole('navigation', { name: 'Lead views' }).waitFor();
          await page.locator('.leads-results[aria-busy="false"]').waitFor();
          return listed();
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe(1);
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    expect(await rows.first().innerText()).toMatch(/Overdue: \d{1,2} \w{3} \d{2}:\d{2}/);
    await page.goto(`${server.url}/admin/leads?assignee=${me}&followUp=due-today`);
    await page.getByText('No leads match these filters.').waitFor();

    // The lead's page says so too, and "Mark done" records the outcome on the timeline.
    await openLead(page, id);
    // Taking the lead is on its timeline, as if it had been taken by hand.
    expect(await entries(page, 'ASSIGNED').count()).toBeGreaterThanOrEqual(1);
    const section = page.getByRole('region', { name: 'Next follow-up' });
    await section.getByText(/^Overdue: /).waitFor();
    await section.getByRole('button', { name: 'Mark done' }).click();
    await section.getByRole('combobox', { name: 'Outcome' }).selectOption({ label: 'No answer' });
    await section.getByRole('button', { name: 'Save outcome' }).click();
    await entries(page, 'FOLLOW_UP_DONE').first().waitFor();
    expect(await entries(page, 'FOLLOW_UP_DONE').first().innerText()).toContain('Follow-up done: No answer');
    await section.getByText('No follow-up planned.').waitFor();
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });

  it('plans one through the page’s IST picker, refusing a time in the past', async () => {
    const id = await leadId(ASHA.email);
    const { page, unexpectedErrors } = await newAdminPage(browser);
    await signIn(page, server.url);
    await openLead(page, id);
    const form = page.getByRole('form', { name: 'Plan a follow-up' });
    const when = form.getByLabel(/\(IST\)$/);
    await when.fill('2020-01-01T10:00');
    await form.getByRole('button', { name: /follow-up$/ }).click();
    await form.getByText('Choose a follow-up time in the future').waitFor();
    // Tomorrow at 10:00 in Asia/Kolkata.
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + 86_400_000));
    await when.fill(`${tomorrow}T10:00`);
    await form.getByRole('textbox', { name: 'What for (optional)' }).fill('Send the syllabus');
    await form.getByRole('button', { name: /follow-up$/ }).click();
    await page.getByRole('region', { name: 'Next follow-up' }).getByText('Tomorrow 10:00').waitFor();
    await entries(page, 'FOLLOW_UP_SET').first().waitFor();
    expect(await entries(page, 'FOLLOW_UP_SET').first().innerText()).toMatch(/Follow-up planned for \d{1,2} \w{3} \d{4}, 10:00[\s\S]*Send the syllabus/);
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });
});

describe('notes', () => {
  it('adds two notes that are both on the timeline, newest first, after a reload too', async () => {
    const id = await leadId(ASHA.email);
    const { page, unexpectedErrors } = await newAdminPage(browser);
    await signIn(page, server.url);
    await openLead(page, id);
    const form = page.getByRole('form', { name: 'Add a note' });
    const box = form.getByRole('textbox', { name: /^Note/ });
    await form.getByRole('button', { name: 'Add note' }).click();
    await form.getByText('Note is required').waitFor();
    await box.fill('Called: wants the weekend batch.');
    await form.getByRole('button', { name: 'Add note' }).click();
    await expect.poll(() => entries(page, 'NOTE').count(), { timeout: 15_000 }).toBe(1);
    expect(await box.inputValue()).toBe('');
    await box.fill('Sent the fee structure by e-mail.');
    await form.getByRole('button', { name: 'Add note' }).click();
    await expect.poll(() => entries(page, 'NOTE').count(), { timeout: 15_000 }).toBe(2);
    await page.reload();
    await timeline(page).waitFor();
    const notes = await entries(page, 'NOTE').allInnerTexts();
    expect(notes).toHaveLength(2);
    expect(notes[0]).toContain('Sent the fee structure by e-mail.');
    expect(notes[1]).toContain('Called: wants the weekend batch.');
    // Each with its author.
    for (const note of notes) expect(note).not.toContain('· the site');
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });
});

describe('correcting the contact details, on a phone', () => {
  it('saves a corrected number from the Edit details dialog: the details show it, the old one stays a contact, the timeline says what changed', async () => {
    const id = await leadId(ASHA.email);
    const { page, unexpectedErrors } = await newAdminPage(browser, { width: 375, height: 800 });
    await signIn(page, server.url);
    await openLead(page, id);
    const details = page.getByRole('region', { name: 'Details' });
    await details.getByRole('button', { name: 'Edit details of Asha K' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit contact details' });
    const phone = dialog.getByRole('textbox', { name: 'Mobile number' });
    await phone.fill('12345');
    await dialog.getByRole('button', { name: 'Save details' }).click();
    await dialog.getByText(/^Enter an Indian mobile number/).waitFor();
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    expect(await phone.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    if (shotsDir) await page.screenshot({ path: path.join(shotsDir, 'lead-contact-dialog-375.png') });
    await phone.fill('0 98220-22222');
    await dialog.getByRole('button', { name: 'Save details' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => entries(page, 'CONTACT').count(), { timeout: 15_000 }).toBe(1);
    expect(await entries(page, 'CONTACT').innerText()).toContain('Phone: +91 98220 11111 → +91 98220 22222');
    await expect.poll(() => details.innerText()).toContain('+91 98220 22222');
    expect(await details.innerText()).toMatch(/Also reached at[\s\S]*\+91 98220 11111/);
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });
});

describe('an editor', () => {
  it('cannot change another counsellor’s lead: the page says so and its controls are disabled', async () => {
    const id = await leadId(ASHA.email);
    const me = await graphqlRequest<{ me: { id: string } }>(server.url, '{ me { id } }', {}, token);
    const assigned = await graphqlRequest(server.url, 'mutation ($id: ID!, $a: ID) { assignLead(id: $id, assigneeId: $a) { id } }', { id, a: me.data!.me.id }, token);
    expect(assigned.errors).toBeUndefined();
    await createStaffUser(server.url, token, { name: 'Esha Editor', email: 'esha@example.com', username: 'esha.editor', password: 'editor-password-1', role: 'EDITOR' });

    const { page, unexpectedErrors } = await newAdminPage(browser);
    await signIn(page, server.url, 'esha.editor', 'editor-password-1');
    await openLead(page, id);
    await page.getByText('This lead belongs to another counsellor').waitFor();
    const work = page.getByRole('region', { name: 'Work this lead' });
    expect(await work.getByRole('combobox', { name: 'Status' }).isDisabled()).toBe(true);
    expect(await work.getByRole('combobox', { name: 'Counsellor' }).isDisabled()).toBe(true);
    expect(await page.getByRole('form', { name: 'Add a note' }).getByRole('button', { name: 'Add note' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: /^Edit details of/ }).isDisabled()).toBe(true);
    expect(await page.getByRole('region', { name: 'Merge a duplicate' }).count()).toBe(0);
    // And the server holds the same line if asked directly.
    const editorToken = await apiToken(server.url, 'esha.editor', 'editor-password-1');
    const refused = await graphqlRequest(server.url, 'mutation ($id: ID!) { addLeadNote(id: $id, text: "mine now") { id } }', { id }, editorToken);
    expect(refused.errors?.[0]?.message).toBe('This lead belongs to another counsellor');
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });
});

describe.each([375, 1280] as const)('at %i px wide', (width) => {
  it('the list and the lead page fit the screen', async () => {
    const id = await leadId(ASHA.email);
    const { page, unexpectedErrors } = await newAdminPage(browser, { width, height: 900 });
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin/leads`);
    await page.getByRole('navigation', { name: 'Lead views' }).waitFor();
    await page.getByRole(width < 768 ? 'list' : 'table', { name: 'Leads' }).waitFor();
    expect(await horizontalOverflow(page), (await overflowingElements(page)).join('\n')).toBeLessThanOrEqual(0);
    if (shotsDir) await page.screenshot({ path: path.join(shotsDir, `lead-list-${width}.png`), fullPage: true });
    await openLead(page, id);
    expect(await horizontalOverflow(page), (await overflowingElements(page)).join('\n')).toBeLessThanOrEqual(0);
    if (shotsDir) await page.screenshot({ path: path.join(shotsDir, `lead-page-${width}.png`), fullPage: true });
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });
});

describe('a counsellor on her own lead, on a phone', () => {
  it('keeps a typed note (leaving asks first), gets the focus back after Add note, and is asked before handing the lead away', async () => {
    const id = await leadId(ASHA.email);
    const me = await graphqlRequest<{ me: { id: string; name: string } }>(server.url, '{ me { id name } }', {}, token);
    const editorId = await createStaffUser(server.url, token, { name: 'Meera Counsellor', email: 'meera@example.com', username: 'meera.counsellor', password: 'editor-password-2', role: 'EDITOR' });
    const assigned = await graphqlRequest(server.url, 'mutation ($id: ID!, $a: ID) { assignLead(id: $id, assigneeId: $a) { id } }', { id, a: editorId }, token);
    expect(assigned.errors).toBeUndefined();

    const { page, unexpectedErrors } = await newAdminPage(browser, { width: 375, height: 800 });
    await signIn(page, server.url, 'meera.counsellor', 'editor-password-2');
    await openLead(page, id);
    const work = page.getByRole('region', { name: 'Work this lead' });
    const counsellor = work.getByRole('combobox', { name: 'Counsellor' });
    const noteForm = page.getByRole('form', { name: 'Add a note' });
    const box = noteForm.getByRole('textbox', { name: /^Note/ });
    await box.fill('Asked about the weekend batch');

    // Leaving with the note typed asks first; Keep editing keeps it.
    await page.getByRole('link', { name: '← All leads' }).click();
    const question = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await question.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/admin/leads/${id}`);
    expect(await box.inputValue()).toBe('Asked about the weekend batch');

    // Handing the lead away while the note is unsaved is refused until it is saved or cleared.
    await counsellor.selectOption({ label: me.data!.me.name });
    const handOver = page.getByRole('dialog', { name: `Hand this lead to ${me.data!.me.name}?` });
    await handOver.getByText('Save it or clear it first, then hand the lead over.').waitFor();
    expect(await handOver.getByRole('button', { name: 'Hand it over' }).count()).toBe(0);
    await handOver.getByRole('button', { name: 'Keep the lead' }).click();
    await handOver.waitFor({ state: 'detached' });
    expect(await counsellor.inputValue()).toBe(editorId);

    // Add note: the box empties and has the keyboard focus again.
    await noteForm.getByRole('button', { name: 'Add note' }).click();
    await expect.poll(() => box.inputValue(), { timeout: 15_000 }).toBe('');
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);

    // With nothing unsaved, the question says what handing over means; the lead goes, the focus to the notice.
    await counsellor.selectOption({ label: me.data!.me.name });
    await handOver.getByText(/you can no longer change it, add notes or plan follow-ups, nor take it back/).waitFor();
    expect(await horizontalOverflow(page), (await overflowingElements(page)).join('\n')).toBeLessThanOrEqual(0);
    await handOver.getByRole('button', { name: 'Hand it over' }).click();
    await page.getByText('This lead belongs to another counsellor').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('This lead belongs to another counsellor');
    expect(await counsellor.isDisabled()).toBe(true);
    expect(unexpectedErrors()).toEqual([]);
    await page.context().close();
  });
});
