// A new lead given out by round robin and its counsellor told by mail, in real Chromium against the built app with a
// real SMTP server started here (issue 30, items 1 and 5): an administrator chooses round robin between two
// counsellors at /admin/settings (Leads); a visitor who landed from a Google ad sends the course page's Free Consultation form
// two pages later; the first counsellor's mail arrives with the lead, its campaign and the /admin/leads/<id> link;
// a second visitor's lead goes to the second counsellor.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../gateway/test/helpers/smtp';
import { apiToken, createStaffUser, graphqlRequest, newAdminPage, signIn } from './helpers/admin';
import { launchBrowser, newPage } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let smtp: TestSmtpServer;
let browser: Browser;
let token: string;
const counsellors = {
  first: { name: 'Anita Counsellor', email: 'anita.counsellor@centre.example', username: 'anita-counsellor', password: 'anita-counsellor-password', role: 'EDITOR' as const, id: '' },
  second: { name: 'Bharat Counsellor', email: 'bharat.counsellor@centre.example', username: 'bharat-counsellor', password: 'bharat-counsellor-password', role: 'EDITOR' as const, id: '' },
};
const PAGE = '/courses/pattern-analying';

beforeAll(async () => {
  smtp = await startSmtpServer();
  [server, browser] = await Promise.all([startServer({ seedSampleData: false, env: { SMTP_URL: smtp.url, MAIL_FROM: 'Learning Centre <no-reply@centre.example>' } }), launchBrowser()]);
  token = await apiToken(server.url);
  for (const c of Object.values(counsellors)) {
    const { id: _id, ...user } = c;
    c.id = await createStaffUser(server.url, token, user);
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

/** A visitor lands on `landing`, goes on to the course page and sends its Free Consultation form. */
async function sendLead(landing: string, lead: { name: string; email: string; phone: string }) {
  const { page, errors } = await newPage(browser, { width: 1280, height: 900 });
  await page.goto(`${server.url}${landing}`);
  await page.goto(`${server.url}${PAGE}`);
  const form = page.getByRole('form', { name: 'Free Consultation' });
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Name', { exact: true }).fill(lead.name);
  await form.getByLabel('Email', { exact: true }).fill(lead.email);
  await form.getByLabel('Designation', { exact: true }).fill('Analyst');
  await form.getByLabel('Experience', { exact: true }).selectOption({ label: 'Fresher' });
  await form.getByLabel(/Mobile number/).fill(lead.phone);
  await form.getByLabel(/I agree/).check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await page.getByText(`Thank you, ${lead.name}!`).waitFor();
  expect(errors).toEqual([]);
  await page.context().close();
}

async function leadIdOf(email: string): Promise<string> {
  const answer = await graphqlRequest<{ leads: { edges: { node: { id: string; email: string } }[] } }>(
    server.url,
    'query ($s: String) { leads(first: 5, search: $s) { edges { node { id email } } } }',
    { s: email },
    token,
  );
  const lead = answer.data?.leads.edges.find((e) => e.node.email === email);
  if (!lead) throw new Error(`no lead for ${email}: ${JSON.stringify(answer)}`);
  return lead.node.id;
}

describe('new leads by round robin', () => {
  it('an administrator chooses round robin between two counsellors in /admin/settings', async () => {
    const { page, unexpectedErrors } = await newAdminPage(browser, { width: 1280, height: 900 });
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin/settings?section=leads`);
    await page.getByRole('radio', { name: /Round robin/ }).check();
    for (const c of [counsellors.first, counsellors.second]) {
      const input = page.getByRole('combobox', { name: 'Counsellors', exact: true });
      await input.click();
      await page.getByRole('option', { name: `${c.name} (${c.username})` }).click();
      await page.keyboard.press('Escape');
    }
    await page.getByRole('button', { name: 'Save lead settings' }).click();
    await page.getByText('Lead settings saved').waitFor();
    const stored = await graphqlRequest<{ leadSettings: { assignment: string; counsellorIds: string[] } }>(server.url, '{ leadSettings { assignment counsellorIds } }', {}, token);
    expect(stored.data?.leadSettings).toEqual({ assignment: 'ROUND_ROBIN', counsellorIds: [counsellors.first.id, counsellors.second.id] });
    expect(unexpectedErrors()).toEqual([]);
    await page.close();
  });

  it('gives the first lead to the first counsellor, whose mail arrives with the lead, its campaign and the link to it', async () => {
    await sendLead('/?utm_source=google&utm_medium=cpc&utm_campaign=diwali-2026', { name: 'Priya Nair', email: 'priya.nair@example.com', phone: '91234 56780' });
    const [mail] = await smtp.waitFor(1, 20_000);
    expect(mail!.rcptTo).toEqual([counsellors.first.email]);
    const id = await leadIdOf('priya.nair@example.com');
    const text = mail!.parsed.text ?? '';
    expect(mail!.parsed.subject).toMatch(/^New lead: /);
    for (const line of ['A new lead was given to you.', 'Name: Priya Nair', 'Phone: +91 91234 56780', 'Source: Google, campaign diwali-2026', `Page: ${PAGE}`, 'Button: Free Consultation: Submit']) {
      expect(text).toContain(line);
    }
    const link = `${server.url}/admin/leads/${id}`;
    expect(text).toContain(link);
    expect(mail!.parsed.html || '').toContain(`<a href="${link}">`);
    // The link opens the admin app (which signs the counsellor in, then shows the lead).
    const opened = await fetch(link);
    expect(opened.status).toBe(200);
  });

  it('gives the next lead to the second counsellor', async () => {
    await sendLead(PAGE, { name: 'Rahul Verma', email: 'rahul.verma@example.com', phone: '92345 67801' });
    const mails = await smtp.waitFor(2, 20_000);
    expect(mails[1]!.rcptTo).toEqual([counsellors.second.email]);
    const id = await leadIdOf('rahul.verma@example.com');
    expect(mails[1]!.parsed.text).toContain(`${server.url}/admin/leads/${id}`);
    expect(mails[1]!.parsed.text).toContain('Source: Website');
    const lead = await graphqlRequest<{ lead: { assignee: { id: string } | null; source: string } }>(server.url, 'query ($id: ID!) { lead(id: $id) { assignee { id } source } }', { id }, token);
    expect(lead.data?.lead).toEqual({ assignee: { id: counsellors.second.id }, source: 'WEBSITE' });
    // Nobody else was mailed: two leads, two mails.
    expect(smtp.received).toHaveLength(2);
  });
});
