// The visitor side of the job portal in real Chromium against the real gateway with the sample data.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './helpers/browser';
import { adminToken, allJobs, gql, type ApiJob } from './helpers/portal';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let jobs: ApiJob[];
let token: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  [jobs, token] = await Promise.all([allJobs(server), adminToken(server)]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(path: string, width = 1280): Promise<{ page: Page; errors: string[] }> {
  const opened = await newPage(browser, { width, height: 900 });
  await opened.page.goto(server.url + path);
  return opened;
}

const featured = (page: Page) => page.locator('[data-testid="featured-jobs"] .job-card');
const listed = (page: Page) => page.locator('.job-grid--list .job-card');
const cardTitles = (page: Page, cards = listed(page)) => cards.locator('.job-card__title').allTextContents();

describe('home', () => {
  it('arrives with the newest seeded jobs already in the page (server-rendered, no loading state, no second fetch)', async () => {
    const { page, errors } = await newPage(browser);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql')) asked.push(r.postData() ?? '');
    });
    await page.goto(server.url);
    expect(await page.getByRole('status').filter({ hasText: 'Loading jobs…' }).count()).toBe(0);
    expect(asked.filter((body) => body.includes('PortalFeaturedJobs'))).toEqual([]);
    await featured(page).first().waitFor();
    expect(await cardTitles(page, featured(page))).toEqual(jobs.slice(0, 6).map((j) => j.title));
    const first = featured(page).first();
    expect(await first.textContent()).toContain(jobs[0]!.companyname);
    expect(await first.textContent()).toContain('Full-Time');
    expect(await first.textContent()).toContain('Posted today');
    // Apply Now opens the job's application form (a page of its own without script, a dialog with it).
    expect(await first.getByRole('link', { name: /^Apply Now/ }).getAttribute('href')).toBe(`/jobs/${jobs[0]!.id}/apply`);
    // Every section of the home page is there.
    for (const heading of ['Featured Jobs', 'Suggested Jobs', 'Jobs Categories', 'How It Work ?', 'Exciting Upcoming Jobs']) {
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    }
    for (const step of ['Search Jobs', 'Apply', 'Get Hired']) await page.getByRole('heading', { name: step, exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'View More Jobs' }).getAttribute('href')).toBe('/jobs');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('Refresh Jobs shows the loading state and brings in a job added meanwhile', async () => {
    const { page, errors } = await open('/');
    await featured(page).first().waitFor();
    const created = await gql<{ createJobPost: { id: string } }>(
      server,
      `mutation($input: JobPostInput!) { createJobPost(input: $input) { id } }`,
      { input: { title: 'Cloud Support Associate', companyname: 'Refresh Test Corp', companylogo: '/logos/none.svg', location: 'Pune', salary: '380000' } },
      token,
    );
    try {
      // The loading state lasts about half a second: on a busy machine polling for it can miss it, so the page itself
      // records that it appeared.
      await page.evaluate(() => {
        const seen = () => [...document.querySelectorAll('[role="status"]')].some((el) => el.textContent?.includes('Loading jobs…'));
        const observer = new MutationObserver(() => {
          if (seen()) {
            document.documentElement.dataset.sawLoadingJobs = '';
            observer.disconnect();
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      await page.getByRole('button', { name: 'Refresh Jobs' }).click();
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-saw-loading-jobs'), undefined, { timeout: 30_000 });
      await page.getByRole('button', { name: 'Refresh Jobs' }).waitFor();
      expect((await cardTitles(page, featured(page)))[0]).toBe('Cloud Support Associate');
      // Its logo does not exist: the card shows the company's initials instead.
      const card = featured(page).first();
      expect(await card.locator('[data-logo-placeholder]').textContent()).toBe('RT');
    } finally {
      await gql(server, 'mutation($id: ID!) { deleteJobPost(id: $id) { id } }', { id: created.createJobPost.id }, token);
    }
    // Its logo does not exist on purpose: the only error is that picture's 404.
    expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    await page.context().close();
  });

  it('a category tile shows its real count and leads to the list filtered to it', async () => {
    const { page, errors } = await open('/');
    const technology = jobs.filter((j) => j.category === 'TECHNOLOGY').length;
    const tile = page.locator('[data-category="technology"]');
    await tile.getByText(`${technology} Jobs Available`).waitFor();
    expect(await page.locator('[data-category="finance"]').textContent()).toContain(`${jobs.filter((j) => j.category === 'FINANCE').length} Jobs Available`);
    await tile.click();
    await page.waitForURL(/\/jobs\?category=technology$/);
    await page.getByRole('heading', { name: `${technology} jobs in Technology` }).waitFor();
    expect(await listed(page).count()).toBe(technology);
    expect(await page.getByLabel('Category').inputValue()).toBe('technology');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('jobs list', () => {
  it('finds a job by company from the top bar search, and back, forward and reload keep the results', async () => {
    const { page, errors } = await open('/');
    const target = jobs.find((j) => j.companyname === 'Konkan AI Labs')!;
    const search = page.getByPlaceholder('Explore more...');
    await search.fill('Konkan');
    await search.press('Enter');
    await page.waitForURL(/\/jobs\?q=Konkan$/);
    await page.getByRole('heading', { name: '1 job matching “Konkan”' }).waitFor();
    expect(await cardTitles(page)).toEqual([target.title]);
    expect(await page.getByLabel('Keywords').inputValue()).toBe('Konkan');
    await page.goBack();
    await page.waitForURL(`${server.url}/`);
    await featured(page).first().waitFor();
    await page.goForward();
    await page.getByRole('heading', { name: '1 job matching “Konkan”' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: '1 job matching “Konkan”' }).waitFor();
    expect(await cardTitles(page)).toEqual([target.title]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('pages through every job to the last one, with the page in the URL', async () => {
    const { page, errors } = await open('/jobs');
    await page.getByRole('heading', { name: `${jobs.length} jobs` }).waitFor();
    await page.getByText('Page 1 of 2').waitFor();
    const firstPage = await cardTitles(page);
    expect(firstPage).toEqual(jobs.slice(0, 12).map((j) => j.title));
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/after=.+&page=2/);
    await page.getByText('Page 2 of 2').waitFor();
    expect(await cardTitles(page)).toEqual(jobs.slice(12).map((j) => j.title));
    expect(await cardTitles(page)).toContain(jobs.at(-1)!.title);
    // The last page has no Next link (only its greyed place).
    expect(await page.getByRole('link', { name: 'Next' }).count()).toBe(0);
    // A reload and a shared link show the same page.
    await page.reload();
    await page.getByText('Page 2 of 2').waitFor();
    expect((await cardTitles(page)).at(-1)).toBe(jobs.at(-1)!.title);
    await page.getByRole('link', { name: 'Previous' }).click();
    await page.getByText('Page 1 of 2').waitFor();
    expect(await cardTitles(page)).toEqual(firstPage);
    await page.goBack();
    await page.getByText('Page 2 of 2').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an empty result says so and offers to clear the filters', async () => {
    const { page, errors } = await open('/jobs?q=no-such-job-anywhere&category=finance');
    await page.getByText('No jobs match your search in Finance.').waitFor();
    await page.getByRole('link', { name: 'Clear filters' }).last().click();
    await page.waitForURL(`${server.url}/jobs`);
    await page.getByRole('heading', { name: `${jobs.length} jobs` }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('job page', () => {
  it('shows the job’s own data and valid JobPosting JSON-LD', async () => {
    const { page, errors } = await open('/');
    const job = jobs[0]!;
    await featured(page).first().getByRole('link', { name: job.title, exact: true }).click();
    await page.waitForURL(`${server.url}/jobs/${job.id}`);
    await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
    const description = page.locator('.job-description');
    // Reached in the browser: the text shows once the browser's sanitiser has passed over it.
    await expect.poll(() => description.textContent()).toContain('Turn raw sales and operations data into dashboards');
    expect(await description.locator('strong').first().textContent()).toBe('SQL');
    for (const section of ['Post Details', 'Eligibility', 'Stages & Timeline', 'Important Links']) await page.getByRole('heading', { name: section }).waitFor();
    expect(await page.locator('.job-hero').textContent()).toContain('₹4.5 LPA');
    expect(await page.getByRole('link', { name: 'Apply Now' }).first().getAttribute('href')).toBe(`/jobs/${job.id}/apply`);
    expect(await page.title()).toBe(`${job.title} at ${job.companyname} | Learning Centre Pune`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(`${job.title} at ${job.companyname}`);

    const ldText = await page.locator('script[type="application/ld+json"]').textContent();
    const ld = JSON.parse(ldText!) as Record<string, any>;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: job.title,
      datePosted: job.createdAt,
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: job.companyname, logo: `${server.url}/logos/sahyadri-analytics.svg` },
      jobLocation: { '@type': 'Place', address: { addressCountry: 'IN' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'INR', value: { '@type': 'QuantitativeValue', value: 450000, unitText: 'YEAR' } },
    });
    expect(ld.description).toBe(job.content);
    // "Pune, Maharashtra": the place and its state.
    const { addressLocality, addressRegion } = ld.jobLocation.address as { addressLocality: string; addressRegion?: string };
    expect([addressLocality, addressRegion].filter(Boolean).join(', ')).toBe(job.location);
    // The suggestions carousel lists other jobs, not this one.
    await page.locator('[data-carousel="suggestions"] .job-card').first().waitFor();
    expect(await page.locator('[data-carousel="suggestions"] .job-card__title').allTextContents()).not.toContain(job.title);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an unknown id shows a friendly not-found page with a way back', async () => {
    const { page, errors } = await open('/jobs/this-job-does-not-exist');
    await page.getByRole('heading', { name: 'Job not found' }).waitFor();
    expect(await page.title()).toContain('Job not found');
    await page.getByRole('link', { name: 'Browse all jobs' }).click();
    await page.waitForURL(`${server.url}/jobs`);
    await listed(page).first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('placements', () => {
  it('a comment is stored, and shown only after an admin approves it', async () => {
    const { page, errors } = await open('/success-stories');
    const body = `Congratulations Priya! Inspiring journey (${Date.now()}).`;
    await page.getByRole('link', { name: /Priya Deshmukh/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'From commerce graduate to data analyst' }).waitFor();
    await page.waitForURL(/story=priya-deshmukh-data-analyst/);
    await dialog.getByText(/^Posted \d{1,2} \w+ \d{4}$/).waitFor();
    await dialog.getByLabel(/Your name/).fill('Anita');
    await dialog.getByLabel('Comment', { exact: true }).fill(body);
    await dialog.getByRole('button', { name: 'Submit Comment' }).click();
    await dialog.getByText('Thank you! Your comment will appear once a moderator approves it.').waitFor();
    expect(await dialog.getByLabel('Comment', { exact: true }).inputValue()).toBe('');
    expect(await dialog.getByText(body).count()).toBe(0);

    // Closing and opening again: still not shown, it waits for approval.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(`${server.url}/success-stories`);
    await page.getByRole('link', { name: /Priya Deshmukh/ }).click();
    await dialog.getByRole('heading', { name: 'Comments (0)' }).waitFor();

    const pending = await gql<{ pendingStoryComments: { id: string; body: string }[] }>(server, '{ pendingStoryComments { id body } }', {}, token);
    const mine = pending.pendingStoryComments.find((c) => c.body === body)!;
    expect(mine).toBeTruthy();
    await gql(server, 'mutation($id: ID!) { approveStoryComment(id: $id) { id } }', { id: mine.id }, token);

    // The shared link of the open story shows the approved comment.
    await page.reload();
    await dialog.getByRole('heading', { name: 'Comments (1)' }).waitFor();
    await dialog.getByText(body).waitFor();
    expect(await dialog.locator('.comment__meta').first().textContent()).toContain('Anita');
    // Escape closes the story and takes the URL back.
    await page.keyboard.press('Escape');
    await page.waitForURL(`${server.url}/success-stories`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('layout', () => {
  it('public pages never download the admin area’s code (Mantine, the Slate editor, the data router)', async () => {
    const { page, errors } = await newPage(browser);
    const scripts = new Map<string, string>();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), await response.text().catch(() => ''));
    });
    await page.goto(server.url);
    await featured(page).first().waitFor();
    await page.goto(`${server.url}/jobs`);
    await listed(page).first().waitFor();
    await page.goto(`${server.url}/jobs/${jobs[0]!.id}`);
    await page.locator('.job-description').waitFor();
    await page.goto(`${server.url}/success-stories?story=priya-deshmukh-data-analyst`);
    await page.getByRole('dialog').getByText('Leave a Comment').waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.size).toBeGreaterThan(0);
    for (const [url, body] of scripts) {
      // Mantine has a file of its own (vite.config.ts): the public entry may name it among the admin's lazy imports
      // (Vite's preload list), but never download it or carry its code.
      expect(url).not.toMatch(/AdminApp|RichTextEditor|adminRouter|\/mantine-/);
      expect(body, url).not.toMatch(/MantineProvider|data-mantine-color-scheme|data-slate/i);
      // React Router's data router (createBrowserRouter, blockers): only the admin's copy has it (vite.config.ts).
      expect(body, url).not.toMatch(/Invalid blocker state transition/);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the learner login modal opens from Login (a link to /account), with Login, Sign Up and a forgotten password', async () => {
    const { page, errors } = await open('/');
    const login = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login', exact: true });
    expect(await login.getAttribute('href')).toBe('/account');
    await login.click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Email').waitFor();
    expect(await dialog.getByLabel('Password').getAttribute('type')).toBe('password');
    // No provider is configured on this server: no provider buttons.
    expect(await dialog.getByText(/Continue with (Google|LinkedIn)/).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('dialog', { name: 'Sign Up' }).getByLabel('Mobile number').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the top bar links and the mobile menu lead where they should', async () => {
    const { page, errors } = await open('/', 375);
    const free = page.getByRole('link', { name: 'Free Courses' }).first();
    expect(await free.getAttribute('href')).toBe('https://www.learnbay.co/free-courses');
    expect(await free.getAttribute('target')).toBe('_blank');
    expect(await free.getAttribute('rel')).toContain('noopener');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    // Courses leads to the learning centre's page, with the course pages listed under it.
    expect(await menu.locator(':scope > ul > li').allTextContents()).toEqual([
      'Home',
      'Jobs',
      'Placements',
      'CoursesData Science and AI-MLFull Stack DevelopmentMachine LearningDigital Marketing',
      'Login',
      'Free Courses',
    ]);
    await menu.getByRole('link', { name: 'Placements' }).click();
    await page.waitForURL(`${server.url}/success-stories`);
    await menu.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('link', { name: 'Login' }).click();
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the footer shows the contact details from the site settings and the current year', async () => {
    const input = {
      supportEmail: 'help@pune-centre.example',
      tollFreeNumber: '1800-123-4567',
      mobileNumber: '+91 90000 11111',
      address: 'Floor 2, FC Road',
      city: 'Pune, Maharashtra',
    };
    await gql(server, 'mutation($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { supportEmail } }', { input }, token);
    const { page, errors } = await open('/jobs');
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: 'help@pune-centre.example' }).waitFor();
    for (const heading of ['About Us', 'Quick Links', 'Contact Us']) await footer.getByRole('heading', { name: heading }).waitFor();
    expect(await footer.getByRole('link', { name: '1800-123-4567' }).getAttribute('href')).toBe('tel:18001234567');
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} Learning Centre Pune`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
