// The course pages' and the landing page's calls to action and tabs with JavaScript off (issue 26, items 5 and 8):
// the landing page's Get Started leads to the enquiry page, whose plain form comes back (400) with every problem
// beside its field and the values kept, then stores the lead and thanks; every tab panel can be read (the tab list is
// left out); View Plans opens the plans compared under the fee card and More Details reaches the printable syllabus.
// With JavaScript, View Plans opens the plans in place.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, storedLeads as readStoredLeads } from './helpers/admin';
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

/** A page without JavaScript; `problems` collects uncaught errors and console errors. */
async function scriptlessPage(width: number): Promise<{ page: Page; problems: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    // A form answered with its problems (400) shows as a failed load of the document: that is the point of it.
    if (msg.type() === 'error' && !/status of 400/.test(msg.text())) problems.push(`console.error: ${msg.text()}`);
  });
  return { page, problems, close: () => context.close() };
}

const inView = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.top < window.innerHeight && r.height > 0;
  });

const storedLeads = () => readStoredLeads(server.url, token);

/** Sends the page's form and waits for the page that answers it. */
async function submit(page: Page, button: ReturnType<Page['getByRole']>) {
  const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), button.click()]);
  await page.waitForLoadState();
  return response;
}

describe('the landing page without JavaScript', () => {
  it('Get Started leads to the enquiry page, which refuses with every problem beside its field, then stores the lead and thanks', async () => {
    const { page, problems, close } = await scriptlessPage(375);
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await page.goto(`${server.url}/courses/learnbay`);
    const hero = page.locator('[data-landing-section="hero"]');
    await Promise.all([page.waitForURL(/\/enquire\?/), hero.getByRole('link', { name: 'Get Started' }).click()]);
    const address = new URL(page.url());
    expect([address.pathname, address.searchParams.get('course'), address.searchParams.get('from')]).toEqual(['/enquire', 'general', 'Get Started']);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Talk to an academic counsellor');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');

    const form = page.getByRole('form', { name: 'Talk to an academic counsellor' });
    await form.getByLabel('Name', { exact: true }).fill('Zoya Qureshi');
    await form.getByLabel('Email', { exact: true }).fill('zoya@example');
    // A space: the browser lets it through, the server does not.
    await form.getByLabel('Designation', { exact: true }).fill(' ');
    await form.getByLabel('Experience', { exact: true }).selectOption({ label: '1 Year' });
    await form.getByLabel(/Mobile number/).fill('12345');
    await form.getByLabel('WhatsApp is fine on this number').check();
    await form.getByLabel(/I agree/).check();
    const refused = await submit(page, form.getByRole('button', { name: 'Request a call back' }));
    expect(refused.status()).toBe(400);
    expect(page.url()).toBe(address.href);
    const again = page.getByRole('form', { name: 'Talk to an academic counsellor' });
    for (const [label, message] of [
      ['Email', 'Enter a valid email address'],
      ['Designation', 'Designation is required'],
      [/Mobile number/, 'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, e.g. 98765 43210'],
    ] as const) {
      const field = typeof label === 'string' ? again.getByLabel(label, { exact: true }) : again.getByLabel(label);
      expect(await field.getAttribute('aria-invalid'), message).toBe('true');
      const errorId = (await field.getAttribute('aria-describedby'))!.split(' ')[0]!;
      expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe(message);
    }
    expect(await again.getByLabel('Name', { exact: true }).inputValue()).toBe('Zoya Qureshi');
    expect(await again.getByLabel('Email', { exact: true }).inputValue()).toBe('zoya@example');
    expect(await again.getByLabel('Experience', { exact: true }).inputValue()).toBe('1 Year');
    expect(await again.getByLabel('WhatsApp is fine on this number').isChecked()).toBe(true);
    expect(await again.getByLabel('Email', { exact: true }).evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await storedLeads()).toEqual([]);

    await again.getByLabel('Email', { exact: true }).fill('zoya@example.com');
    await again.getByLabel('Designation', { exact: true }).fill('Accountant');
    await again.getByLabel(/Mobile number/).fill('98220 54321');
    const thanked = await submit(page, again.getByRole('button', { name: 'Request a call back' }));
    expect(thanked.status()).toBe(200);
    await page.getByText('Thank you, Zoya Qureshi!').waitFor();
    expect(await page.locator('.lead-confirmation').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await storedLeads()).toEqual([
      {
        name: 'Zoya Qureshi',
        email: 'zoya@example.com',
        phone: '+91 98220 54321',
        whatsapp: true,
        experience: '1 Year',
        designation: 'Accountant',
        course: 'general',
        sourcePage: '/enquire',
        sourceButton: 'Get Started',
        wantsSyllabus: false,
        submissions: 1,
      },
    ]);
    // What the visitor typed went in the POST body only, never into an address.
    for (const url of urls) expect(url).not.toMatch(/zoya|98220|12345|Accountant/i);
    expect(problems).toEqual([]);
    await close();
  });

  it('each course card’s Syllabus opens that course’s syllabus', async () => {
    const { page, close } = await scriptlessPage(1280);
    await page.goto(`${server.url}/courses/learnbay`);
    const courses = page.locator('[data-landing-section="courses"]');
    await Promise.all([page.waitForURL(/\/courses\/digital-marketing\/syllabus$/), courses.locator('a[href="/courses/digital-marketing/syllabus"]').click()]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Offline Certificate in Digital Marketing');
    await close();
  });
});

describe('the Data Science page without JavaScript', () => {
  it.each([375, 1280])('shows every curriculum module and FAQ category, without the tab lists (%i px)', async (width) => {
    const { page, problems, close } = await scriptlessPage(width);
    await page.goto(`${server.url}/courses/data-science`);
    const curriculum = page.locator('[data-section="curriculum"]');
    expect(await curriculum.getByRole('tablist').isVisible()).toBe(false);
    const panels = curriculum.locator('[role="tabpanel"]');
    const count = await panels.count();
    expect(count).toBeGreaterThan(2);
    for (let i = 0; i < count; i++) expect(await panels.nth(i).isVisible(), `module ${i + 1}`).toBe(true);
    // A module other than the first, under its own title, with its topics.
    const third = panels.nth(2);
    expect(await third.getByRole('heading', { level: 3 }).first().textContent()).toBe('Python');
    expect(await third.getByText('Pandas data wrangling').isVisible()).toBe(true);
    // The curriculum's panels take the whole width (the column beside the list is gone with the list).
    const widths = await curriculum.evaluate((section) => [section.querySelector('.course-tabs__panels')!.getBoundingClientRect().width, section.querySelector('.course-section__inner')!.clientWidth]);
    expect(widths[0]).toBeGreaterThan(widths[1]! * 0.8);
    // The FAQ's categories each under their label as a heading.
    const faq = page.locator('[data-section="faq"]');
    expect(await faq.getByRole('heading', { level: 3, name: 'Refund Policy/Financials' }).isVisible()).toBe(true);
    expect(await faq.getByRole('heading', { level: 3, name: 'Course Curriculum' }).isVisible()).toBe(true);
    // The fee panels keep their own title, once: six centres, each shown.
    const fees = page.locator('[data-section="fees"]');
    expect(await fees.locator('.course-tabs__heading').count()).toBe(0);
    expect(await fees.getByRole('heading', { level: 3, name: 'Dehradun' }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it.each([375, 1280])('View Plans opens the plans under the fee card; More Details reaches the syllabus (%i px)', async (width) => {
    const { page, problems, close } = await scriptlessPage(width);
    await page.goto(`${server.url}/courses/data-science`);
    const fees = page.locator('[data-section="fees"]');
    expect(await page.locator('details.fee-plans').evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    expect(await page.locator('#course-plans').getByText('INR 149,999').isVisible()).toBe(false);
    await fees.getByRole('link', { name: 'View Plans' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#course-plans');
    // Chromium opens the closed <details> to show the fragment's target, and scrolls to it.
    await expect.poll(() => page.locator('details.fee-plans').evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    const plans = page.locator('#course-plans');
    expect(await plans.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['4-month programme', '6-month programme']);
    expect(await plans.getByText('INR 149,999').isVisible()).toBe(true);
    expect(await plans.getByText('Or in no-cost EMIs').first().isVisible()).toBe(true);
    expect(await inView(page, '#course-plans')).toBe(true);

    await Promise.all([page.waitForURL(/\/courses\/data-science\/syllabus$/), fees.getByRole('link', { name: 'More Details' }).click()]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Offline Certificate in Data Science and AI-ML');
    expect(problems).toEqual([]);
    await close();
  });
});

describe('View Plans with JavaScript', () => {
  it('opens the plans in place, scrolls to them and moves the focus there', async () => {
    const { page, errors } = await newPage(browser, { width: 1280, height: 900 });
    await page.goto(`${server.url}/courses/digital-marketing`);
    const fees = page.locator('[data-section="fees"]');
    await fees.getByRole('link', { name: 'View Plans' }).click();
    await expect.poll(() => page.locator('details.fee-plans').evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('course-plans');
    await expect.poll(() => inView(page, 'details.fee-plans')).toBe(true);
    expect(await page.locator('#course-plans').getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Pune centre', 'Haldwani centre']);
    expect(await page.locator('#course-plans').getByText('INR 65,000').isVisible()).toBe(true);
    // No lead form: the button does what it says.
    expect(await page.locator('dialog[open]').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
