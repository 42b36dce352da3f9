// Lead capture end to end in real Chromium: the Free Consultation form refuses an empty submit and stores a valid
// one, which the admin leads inbox then lists; Download Syllabus delivers the syllabus after the form; a repeat from
// the same email for the same course updates the lead instead of duplicating it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, graphqlRequest, newAdminPage, signIn } from './helpers/admin';
import { launchBrowser, newPage } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let token: string;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ seedSampleData: false }), launchBrowser()]);
  token = await apiToken(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface StoredLead {
  name: string;
  email: string;
  phone: string;
  course: string;
  sourcePage: string;
  sourceButton: string;
  wantsSyllabus: boolean;
  submissions: number;
  designation: string;
}

async function storedLeads(): Promise<StoredLead[]> {
  const answer = await graphqlRequest<{ leads: { edges: { node: StoredLead }[] } }>(
    server.url,
    '{ leads(first: 50) { edges { node { name email phone course sourcePage sourceButton wantsSyllabus submissions designation } } } }',
    {},
    token,
  );
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.leads.edges.map((e) => e.node);
}

async function fillLeadForm(form: ReturnType<Page['getByRole']>, lead: { name: string; email: string; designation: string; experience: string; phone?: string }) {
  await form.getByLabel('Name', { exact: true }).fill(lead.name);
  await form.getByLabel('Email', { exact: true }).fill(lead.email);
  await form.getByLabel('Designation', { exact: true }).fill(lead.designation);
  await form.getByLabel('Experience', { exact: true }).selectOption({ label: lead.experience });
  if (lead.phone) await form.getByLabel(/Mobile number/).fill(lead.phone);
  await form.getByRole('checkbox').check();
}

describe('the Free Consultation form on the Machine Learning page', () => {
  it('refuses an empty submit, stores a valid one, and the lead shows in the admin inbox', async () => {
    const { page, errors } = await newPage(browser, { width: 1280, height: 900 });
    await page.goto(`${server.url}/courses/pattern-analying`);
    const form = page.getByRole('form', { name: 'Free Consultation' });
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: 'Submit' }).click();
    // The browser's required checks stop it: the first field is invalid and nothing reaches the server.
    expect(await form.getByLabel('Name', { exact: true }).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    expect(await storedLeads()).toEqual([]);

    // A wrong mobile number is refused by the server, with its message under the field.
    await fillLeadForm(form, { name: 'Meera Kulkarni', email: 'Meera.K@Example.com', designation: 'QA Engineer', experience: '2 Years', phone: '12345' });
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Enter a 10-digit Indian mobile number, e.g. 98765 43210').waitFor();
    expect(await storedLeads()).toEqual([]);

    await form.getByLabel(/Mobile number/).fill('+91 98220 12345');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Thank you, Meera Kulkarni!').waitFor();
    expect(await storedLeads()).toEqual([
      {
        name: 'Meera Kulkarni',
        email: 'meera.k@example.com',
        phone: '+91 98220 12345',
        course: 'machine-learning',
        sourcePage: '/courses/pattern-analying',
        sourceButton: 'Free Consultation: Submit',
        wantsSyllabus: false,
        submissions: 1,
        designation: 'QA Engineer',
      },
    ]);
    expect(errors).toEqual([]);

    const admin = await newAdminPage(browser);
    await signIn(admin.page, server.url);
    await admin.page.goto(`${server.url}/admin/leads`);
    const row = admin.page.getByRole('row').filter({ hasText: 'meera.k@example.com' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Meera Kulkarni');
    expect(await row.textContent()).toContain('Machine Learning');
  });
});

describe('Download Syllabus on the Data Science page', () => {
  it('opens the lead form, then delivers the syllabus; a repeat updates the same lead', async () => {
    const { page, errors } = await newPage(browser, { width: 375, height: 800 });
    await page.goto(`${server.url}/courses/data-science`);
    await page.getByRole('button', { name: 'Download Syllabus' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Get the Data Science and AI-ML syllabus' });
    await dialog.waitFor();
    await fillLeadForm(dialog, { name: 'Kunal Shah', email: 'kunal@example.com', designation: 'Student', experience: '1 Year' });
    await dialog.getByRole('button', { name: 'Get the syllabus' }).click();
    const syllabusLink = dialog.getByRole('link', { name: 'Open the Data Science and AI-ML syllabus' });
    await syllabusLink.waitFor();
    // On a phone the confirmation fits the dialog: nothing pushes it sideways.
    expect(await dialog.evaluate((d) => d.scrollWidth - d.clientWidth)).toBeLessThanOrEqual(0);
    await syllabusLink.click();
    await page.waitForURL(`${server.url}/courses/data-science/syllabus`);
    // The syllabus page loads on demand: wait for it, not for the course page's own heading of the same name.
    await page.getByRole('button', { name: 'Print or save as PDF' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Offline Certificate in Data Science and AI-ML' }).waitFor();
    // Every module of the course's syllabus, Course 0 to Advanced ML and Generative AI.
    const modules = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(modules.length).toBeGreaterThanOrEqual(6);
    expect(modules.join(' ')).toContain('Generative AI');
    expect(await page.locator('dialog[open]').count()).toBe(0);

    // Same email, same course, a few minutes later from another button: one lead, two submissions.
    await page.goto(`${server.url}/courses/data-science`);
    await page.getByRole('button', { name: 'Apply Now' }).first().click();
    const again = page.getByRole('dialog', { name: 'Talk to a counsellor about Data Science and AI-ML' });
    await fillLeadForm(again, { name: 'Kunal Shah', email: 'kunal@example.com', designation: 'Data Analyst Intern', experience: '1 Year' });
    await again.getByRole('button', { name: 'Request a call back' }).click();
    await again.getByText(/we updated it with these details/).waitFor();
    const kunal = (await storedLeads()).filter((l) => l.email === 'kunal@example.com');
    expect(kunal).toHaveLength(1);
    expect(kunal[0]).toMatchObject({ submissions: 2, designation: 'Data Analyst Intern', wantsSyllabus: true, course: 'data-science-ai-ml', sourceButton: 'Apply Now' });
    expect(errors).toEqual([]);
  });
});
