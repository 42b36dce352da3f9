// Lead capture end to end in real Chromium: the Free Consultation form refuses an empty submit, shows every server
// message at once with the focus on the first, and stores a valid one, which the admin leads inbox then lists; without
// JavaScript the same form posts to its page and is thanked, or comes back (400) with every problem beside its field,
// the values kept and nothing in the URL; Download Syllabus delivers the syllabus after the form; a repeat from the
// same email for the same course updates the lead instead of duplicating it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, newAdminPage, signIn, storedLeads as readStoredLeads } from './helpers/admin';
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

const storedLeads = () => readStoredLeads(server.url, token);

async function fillLeadForm(form: ReturnType<Page['getByRole']>, lead: { name: string; email: string; designation: string; experience: string; phone: string; whatsapp?: boolean }) {
  await form.getByLabel('Name', { exact: true }).fill(lead.name);
  await form.getByLabel('Email', { exact: true }).fill(lead.email);
  await form.getByLabel('Designation', { exact: true }).fill(lead.designation);
  await form.getByLabel('Experience', { exact: true }).selectOption({ label: lead.experience });
  await form.getByLabel(/Mobile number/).fill(lead.phone);
  if (lead.whatsapp) await form.getByLabel('WhatsApp is fine on this number').check();
  await form.getByLabel(/I agree/).check();
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

    // The server's problems all at once, each beside its field, and the focus on the first of them.
    await fillLeadForm(form, { name: 'Meera Kulkarni', email: 'Meera.K@Example.com', designation: ' ', experience: '2 Years', phone: '12345', whatsapp: true });
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, e.g. 98765 43210').waitFor();
    await form.getByText('Designation is required').waitFor();
    expect(await form.getByLabel('Designation', { exact: true }).evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await storedLeads()).toEqual([]);
    await form.getByLabel('Designation', { exact: true }).fill('QA Engineer');

    await form.getByLabel(/Mobile number/).fill('+91 98220 12345');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Thank you, Meera Kulkarni!').waitFor();
    // The thanks replace the form and take its focus.
    expect(await page.locator('.lead-confirmation').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await storedLeads()).toEqual([
      {
        name: 'Meera Kulkarni',
        email: 'meera.k@example.com',
        phone: '+91 98220 12345',
        whatsapp: true,
        experience: '2 Years',
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
    // A table row or, where the table does not fit, a card: either way the lead with its experience in words.
    await admin.page.getByRole('link', { name: 'meera.k@example.com' }).waitFor();
    const inbox = (await admin.page.locator('main').textContent()) ?? '';
    for (const text of ['Meera Kulkarni', 'QA Engineer · 2 Years experience', 'Machine Learning', '+91 98220 12345']) expect(inbox).toContain(text);
  });
});

describe('the Free Consultation form without JavaScript', () => {
  const PAGE = '/courses/pattern-analying';

  async function noScriptPage(width: number) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    return { page, urls, close: () => context.close() };
  }

  it('comes back with every problem beside its field, the values kept, status 400, nothing stored and nothing in the URL', async () => {
    const { page, urls, close } = await noScriptPage(375);
    await page.goto(`${server.url}${PAGE}`);
    const form = page.getByRole('form', { name: 'Free Consultation' });
    await form.getByLabel('Name', { exact: true }).fill('Rohan Deshpande');
    await form.getByLabel('Email', { exact: true }).fill('rohan@example');
    await form.getByLabel('Designation', { exact: true }).fill('Tester');
    await form.getByLabel('Experience', { exact: true }).selectOption({ label: '3+ years' });
    await form.getByLabel(/Mobile number/).fill('55555 12345');
    await form.getByLabel('WhatsApp is fine on this number').check();
    await form.getByLabel(/I agree/).check();
    const before = (await storedLeads()).length;
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), form.getByRole('button', { name: 'Submit' }).click()]);
    await page.waitForLoadState();
    expect(response.status()).toBe(400);
    expect(page.url()).toBe(`${server.url}${PAGE}`);
    const again = page.getByRole('form', { name: 'Free Consultation' });
    for (const [label, message] of [
      ['Email', 'Enter a valid email address'],
      [/Mobile number/, 'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, e.g. 98765 43210'],
    ] as const) {
      const field = typeof label === 'string' ? again.getByLabel(label, { exact: true }) : again.getByLabel(label);
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      const errorId = (await field.getAttribute('aria-describedby'))!.split(' ')[0]!;
      expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe(message);
    }
    expect(await again.getByLabel('Name', { exact: true }).inputValue()).toBe('Rohan Deshpande');
    expect(await again.getByLabel('Email', { exact: true }).inputValue()).toBe('rohan@example');
    expect(await again.getByLabel('Experience', { exact: true }).inputValue()).toBe('3+ years');
    expect(await again.getByLabel('WhatsApp is fine on this number').isChecked()).toBe(true);
    expect(await again.getByLabel('Email', { exact: true }).evaluate((input) => input === document.activeElement)).toBe(true);
    expect((await storedLeads()).length).toBe(before);
    // What the visitor typed went in the POST body only, never into an address.
    for (const url of urls) expect(url).not.toMatch(/rohan|55555|Tester/i);

    // Corrected the email but not the number, and emptied the designation (a space, which the browser lets through).
    await again.getByLabel('Email', { exact: true }).fill('rohan@example.com');
    await again.getByLabel('Designation', { exact: true }).fill(' ');
    const [second] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), again.getByRole('button', { name: 'Submit' }).click()]);
    await page.waitForLoadState();
    expect(second.status()).toBe(400);
    const third = page.getByRole('form', { name: 'Free Consultation' });
    for (const [label, message] of [
      ['Designation', 'Designation is required'],
      [/Mobile number/, 'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, e.g. 98765 43210'],
    ] as const) {
      const field = typeof label === 'string' ? third.getByLabel(label, { exact: true }) : third.getByLabel(label);
      expect(await field.getAttribute('aria-invalid'), message).toBe('true');
      const errorId = (await field.getAttribute('aria-describedby'))!.split(' ')[0]!;
      expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe(message);
    }
    expect(await third.getByLabel('Designation', { exact: true }).evaluate((input) => input === document.activeElement)).toBe(true);
    expect((await storedLeads()).length).toBe(before);
    await close();
  });

  it('answers a post sent before the script ran with a page that hydrates as drawn, then works through the API', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    page.on('console', (msg) => {
      // The answer's own 400 shows as a failed load of the document: that is the point of it.
      if ((msg.type() === 'error' || msg.type() === 'warning') && !/status of 400/.test(msg.text())) problems.push(`${msg.type()}: ${msg.text()}`);
    });
    // The page's script has not arrived yet when the visitor sends the form (a slow phone): the browser posts it.
    const noScript = (route: Route) => route.abort();
    await page.route('**/*.js', noScript);
    await page.goto(`${server.url}${PAGE}`);
    const form = page.getByRole('form', { name: 'Free Consultation' });
    await fillLeadForm(form, { name: 'Early Bird', email: 'early@example', designation: 'Analyst', experience: '2 Years', phone: '12345' });
    await page.unroute('**/*.js', noScript);
    problems.length = 0; // the scripts refused above
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), form.getByRole('button', { name: 'Submit' }).click()]);
    expect(response.status()).toBe(400);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 15_000 });
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('Early Bird');
    expect(await form.getByLabel('Experience', { exact: true }).inputValue()).toBe('2 Years');
    expect(await form.getByText('Enter a valid email address').count()).toBe(1);
    expect(await form.getByText('Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, e.g. 98765 43210').count()).toBe(1);
    // Hydrated without a mismatch or any other complaint.
    expect(problems).toEqual([]);
    // The same form now goes through the API: corrected, it stores the lead and thanks in place.
    await form.getByLabel('Email', { exact: true }).fill('early@example.com');
    await form.getByLabel(/Mobile number/).fill('98765 00001');
    expect(await form.getByText('Enter a valid email address').count()).toBe(0);
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Thank you, Early Bird!').waitFor();
    expect((await storedLeads()).filter((l) => l.email === 'early@example.com')).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('refuses the same form posted from a page on another site, and stores nothing', async () => {
    // A page elsewhere (another origin) with a copy of the form that submits itself, in the visitor's own browser.
    const fields = { leadForm: 'consultation', course: 'machine-learning', sourceButton: 'x', name: 'Forged', email: 'forged@example.com', phone: '98765 43210', designation: 'x', experience: 'Fresher', consent: 'yes' };
    const inputs = Object.entries(fields).map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`).join('');
    const foreign = createServer((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(`<!doctype html><form method="post" action="${server.url}${PAGE}">${inputs}<button>Send</button></form>`);
    });
    await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
    const { page, close } = await noScriptPage(1280);
    try {
      // localhost and 127.0.0.1 are different sites to the browser.
      await page.goto(`http://localhost:${(foreign.address() as AddressInfo).port}/`);
      const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByRole('button', { name: 'Send' }).click()]);
      expect(response.status()).toBe(403);
      expect((await storedLeads()).filter((l) => l.email === 'forged@example.com')).toEqual([]);
    } finally {
      await close();
      foreign.close();
    }
  });

  it('stores the lead and thanks the visitor', async () => {
    const { page, urls, close } = await noScriptPage(1280);
    await page.goto(`${server.url}${PAGE}`);
    const form = page.getByRole('form', { name: 'Free Consultation' });
    await fillLeadForm(form, { name: 'Sana Shaikh', email: 'sana@example.com', designation: 'Fresher', experience: 'Fresher', phone: '+91 90040 12345', whatsapp: true });
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), form.getByRole('button', { name: 'Submit' }).click()]);
    await page.waitForLoadState();
    expect(response.status()).toBe(200);
    expect(page.url()).toBe(`${server.url}${PAGE}`);
    await page.getByText('Thank you, Sana Shaikh!').waitFor();
    // The thanks have the focus, and so are in view.
    expect(await page.locator('.lead-confirmation').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByText('Thank you, Sana Shaikh!').evaluate((el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    expect(await page.getByText('An academic counsellor will call you within one working day.').count()).toBe(1);
    const sana = (await storedLeads()).filter((l) => l.email === 'sana@example.com');
    expect(sana).toEqual([
      expect.objectContaining({ name: 'Sana Shaikh', phone: '+91 90040 12345', whatsapp: true, experience: 'Fresher', course: 'machine-learning', sourcePage: PAGE, sourceButton: 'Free Consultation: Submit' }),
    ]);
    for (const url of urls) expect(url).not.toMatch(/sana|90040/i);
    await close();
  });
});

describe('Download Syllabus on the Data Science page', () => {
  it('opens the lead form, then delivers the syllabus; a repeat updates the same lead', async () => {
    const { page, errors } = await newPage(browser, { width: 375, height: 800 });
    await page.goto(`${server.url}/courses/data-science`);
    await page.getByRole('button', { name: 'Download Syllabus' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Get the Data Science and AI-ML syllabus' });
    await dialog.waitFor();
    await fillLeadForm(dialog, { name: 'Kunal Shah', email: 'kunal@example.com', designation: 'Student', experience: 'Fresher', phone: '70123 45678' });
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
    await fillLeadForm(again, { name: 'Kunal Shah', email: 'kunal@example.com', designation: 'Data Analyst Intern', experience: '1 Year', phone: '70123 45678' });
    await again.getByRole('button', { name: 'Request a call back' }).click();
    await again.getByText(/we updated it with these details/).waitFor();
    const kunal = (await storedLeads()).filter((l) => l.email === 'kunal@example.com');
    expect(kunal).toHaveLength(1);
    expect(kunal[0]).toMatchObject({ submissions: 2, designation: 'Data Analyst Intern', wantsSyllabus: true, course: 'data-science-ai-ml', sourceButton: 'Apply Now' });
    expect(errors).toEqual([]);
  });
});
