// A course's life on the public site in Chromium (issue 29), arranged through the staff GraphQL API: a draft course is
// nowhere public (404, sitemap, menus, footer, the landing page's (/courses/learnbay) cards, enquiry form); a batch that has started drops off and the
// next one is named; a new course, once published, is in the Courses menu (1280 px) and the mobile menu (375 px), the
// footer, the landing cards and the sitemap, and its Free Consultation form stores a lead for it that the leads inbox
// names by its label. (admin-courses.e2e.ts restores a revision through the editor's History; this file does not.)
// Screenshots (SHOTS=1) of the menus with the new course in /tmp/course-lifecycle-shots/.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, graphqlRequest, newAdminPage, signIn, storedLeads } from './helpers/admin';
import { launchBrowser, newPage } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let token: string;
const shotsDir = process.env.SHOTS ? `${process.env.SHOTS === '1' ? '/tmp/course-lifecycle-shots' : process.env.SHOTS}/` : null;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  token = await apiToken(server.url);
  if (shotsDir) mkdirSync(shotsDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Section = { kind: string; batches?: Batch[] } & Record<string, unknown>;
type Batch = { type: 'weekday' | 'weekend'; startDate: string; days: string; time: string; city?: string; mode?: string };
type Content = { title: string; label: string; card: { title: string } & Record<string, unknown>; sections: Section[] } & Record<string, unknown>;
type Course = { id: string; slug: string; path: string; draft: Content; draftVersion: number };
const FIELDS = 'id slug path draft draftVersion';

async function staff<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await graphqlRequest<T>(server.url, query, variables, token);
  if (!answer.data || answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data;
}

/** A course of this journey's own (created as a draft), whose draft is the Machine Learning page's document renamed. */
async function newCourse(label: string, slug: string): Promise<Course> {
  const { createCourse } = await staff<{ createCourse: Course }>(`mutation ($input: CreateCourseInput!) { createCourse(input: $input) { ${FIELDS} } }`, {
    input: { label, slug, path: `/courses/${slug}` },
  });
  const { courses } = await staff<{ courses: Course[] }>(`{ courses { ${FIELDS} } }`);
  const ml = structuredClone(courses.find((c) => c.slug === 'machine-learning')!.draft);
  const draft: Content = { ...ml, label, title: `${label} in Pune`, card: { ...ml.card, title: `${label} Programme` } };
  const hero = draft.sections.find((s) => s.kind === 'hero')!;
  hero.title = `${label} in Pune`;
  return save(createCourse, draft);
}

async function save(course: Course, draft: Content): Promise<Course> {
  const { saveCourseDraft } = await staff<{ saveCourseDraft: Course }>(
    `mutation ($id: ID!, $v: Int!, $c: CourseContent!) { saveCourseDraft(id: $id, baseVersion: $v, content: $c) { ${FIELDS} } }`,
    { id: course.id, v: course.draftVersion, c: draft },
  );
  return saveCourseDraft;
}

async function publish(course: Course): Promise<void> {
  await staff('mutation ($id: ID!, $v: Int!) { publishCourse(id: $id, baseVersion: $v) { revision { number } } }', { id: course.id, v: course.draftVersion });
}

/** Both sitemap files a crawler reads for pages (the index and its pages file). */
async function sitemaps(): Promise<string> {
  const read = async (file: string) => (await fetch(`${server.url}${file}`)).text();
  return (await read('/sitemap.xml')) + (await read('/sitemap-pages.xml'));
}

/** A day in Asia/Kolkata (YYYY-MM-DD), `offset` days from today there. */
function centreDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}

/** The Courses menu of the top bar (opened) at 1280 px, or the mobile menu (opened) at 375 px. */
async function coursesMenu(page: Page, width: number) {
  if (width < 960) {
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.waitFor();
    return menu;
  }
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Course pages' }).click();
  await nav.locator('.topbar__courses-menu').waitFor();
  return nav;
}

const courseCards = (page: Page) => page.locator('#courses .course-card .landing-card__title').allTextContents();
const footerCourses = (page: Page) => page.locator('footer').getByRole('navigation', { name: 'Courses' }).getByRole('link').allTextContents();

describe('a course’s life on the public site', () => {
  it('a draft course is not public: 404 in the browser, not in the sitemap, the menus, the footer, the landing cards or the enquiry form', async () => {
    const draft = await newCourse('Cyber Security', 'cyber-security');
    const { page, errors } = await newPage(browser, { width: 1280, height: 900 });
    const response = await page.goto(`${server.url}/courses/cyber-security`);
    expect(response!.status()).toBe(404);
    expect(await page.locator('main').textContent()).not.toContain('Cyber Security');

    expect(await sitemaps()).not.toContain('/courses/cyber-security');
    await page.goto(`${server.url}/courses/learnbay`);
    await page.locator('#courses .course-card').first().waitFor({ state: 'attached' });
    // (Each list checked beside a published course, so an empty list cannot pass.)
    expect(await courseCards(page)).not.toContain('Cyber Security Programme');
    expect((await courseCards(page)).length).toBeGreaterThan(0);
    expect(await footerCourses(page)).toEqual(expect.arrayContaining(['Machine Learning']));
    expect(await footerCourses(page)).not.toContain('Cyber Security');
    const menu = await coursesMenu(page, 1280);
    expect(await menu.getByRole('link').allTextContents()).toEqual(expect.arrayContaining(['Machine Learning']));
    expect(await menu.getByRole('link').allTextContents()).not.toContain('Cyber Security');
    const phone = await newPage(browser, { width: 375, height: 800 });
    await phone.page.goto(`${server.url}/`);
    const phoneMenu = await (await coursesMenu(phone.page, 375)).getByRole('link').allTextContents();
    expect(phoneMenu).toEqual(expect.arrayContaining(['Machine Learning']));
    expect(phoneMenu).not.toContain('Cyber Security');

    // The enquiry form does not know it: the general counsellor form, and a lead sent from it is a general one.
    await page.goto(`${server.url}/enquire?course=cyber-security`);
    await page.getByRole('heading', { name: 'Talk to an academic counsellor' }).waitFor();
    const lead = await graphqlRequest(server.url, 'mutation ($input: LeadInput!) { submitLead(input: $input) { id } }', {
      input: { name: 'Draft Seeker', email: 'draft.seeker@example.com', phone: '98220 11111', designation: 'Student', experience: 'Fresher', course: draft.slug, sourcePage: '/enquire', sourceButton: 'Submit', consent: true },
    });
    expect(lead.errors?.[0]).toMatchObject({ message: 'Unknown course', extensions: { code: 'BAD_USER_INPUT', field: 'course' } });
    expect(errors).toEqual([]);
    expect(phone.errors).toEqual([]);
    await page.context().close();
    await phone.page.context().close();
  });

  it('a batch that has started is not shown, and the next batch is the one after it', async () => {
    const course = await newCourse('Data Engineering', 'data-engineering');
    const yesterday = centreDay(-1);
    const nextWeek = centreDay(7);
    const draft = structuredClone(course.draft);
    const batches = draft.sections.find((s) => s.kind === 'batches')!;
    batches.batches = [
      { type: 'weekday', startDate: yesterday, days: 'Mon to Fri', time: '10 am to 1 pm', city: 'Pune', mode: 'classroom' },
      { type: 'weekend', startDate: nextWeek, days: 'Sat and Sun', time: '10 am to 4 pm', city: 'Pune', mode: 'classroom' },
    ];
    await publish(await save(course, draft));

    const { page, errors } = await newPage(browser, { width: 1280, height: 900 });
    await page.goto(`${server.url}/courses/data-engineering`);
    const cards = page.locator('.batch-card');
    await cards.first().waitFor();
    expect(await cards.locator('time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime')))).toEqual([nextWeek]);
    // The batch left is marked as the next one, in words on the page.
    expect(await cards.first().locator('.batch-card__title').textContent()).toBe('Weekend batch Next batch');
    expect(await cards.first().locator('.batch-card__next').isVisible()).toBe(true);
    // The server's HTML too (what a crawler and a visitor without JavaScript get).
    const html = await (await fetch(`${server.url}/courses/data-engineering`)).text();
    expect(html).toContain(`dateTime="${nextWeek}"`);
    expect(html).not.toContain(`dateTime="${yesterday}"`);
    // The "next batch" the API names for the page is the second one.
    const answer = await graphqlRequest<{ coursePage: { course: { nextBatchDate: string } } }>(server.url, '{ coursePage(path: "/courses/data-engineering") { course { nextBatchDate } } }', {});
    expect(answer.data!.coursePage.course.nextBatchDate).toBe(nextWeek);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a new course, once published, is in the menus, the footer, the landing cards and the sitemap, and takes leads the inbox names', async () => {
    const course = await newCourse('Cloud Computing', 'cloud-computing');
    await publish(course);
    expect(await sitemaps()).toContain(`${server.url}/courses/cloud-computing`);

    for (const width of [1280, 375]) {
      const { page, errors } = await newPage(browser, { width, height: width < 960 ? 800 : 900 });
      await page.goto(`${server.url}/courses/learnbay`);
      await page.locator('#courses .course-card').first().waitFor({ state: 'attached' });
      expect(await courseCards(page)).toContain('Cloud Computing Programme');
      expect(await footerCourses(page)).toContain('Cloud Computing');
      const menu = await coursesMenu(page, width);
      const link = menu.getByRole('link', { name: 'Cloud Computing', exact: true });
      expect(await link.getAttribute('href')).toBe('/courses/cloud-computing');
      expect(await link.isVisible()).toBe(true);
      if (shotsDir) await page.screenshot({ path: `${shotsDir}menu-${width}.png` });
      await link.click();
      await page.waitForURL(`${server.url}/courses/cloud-computing`);
      await page.locator('main h1', { hasText: 'Cloud Computing in Pune' }).waitFor();
      expect(errors).toEqual([]);
      await page.context().close();
    }

    // A visitor on its page sends the Free Consultation form.
    const { page, errors } = await newPage(browser, { width: 1280, height: 900 });
    await page.goto(`${server.url}/courses/cloud-computing`);
    const form = page.getByRole('form', { name: 'Free Consultation' });
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('Name', { exact: true }).fill('Nikhil Bhosale');
    await form.getByLabel('Email', { exact: true }).fill('nikhil.b@example.com');
    await form.getByLabel('Designation', { exact: true }).fill('System Administrator');
    await form.getByLabel('Experience', { exact: true }).selectOption({ label: '2 Years' });
    await form.getByLabel(/Mobile number/).fill('98220 54321');
    await form.getByLabel(/I agree/).check();
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Thank you, Nikhil Bhosale!').waitFor();
    const lead = (await storedLeads(server.url, token)).find((l) => l.email === 'nikhil.b@example.com')!;
    expect(lead).toMatchObject({ course: 'cloud-computing', sourcePage: '/courses/cloud-computing', sourceButton: 'Free Consultation: Submit' });
    expect(errors).toEqual([]);
    await page.context().close();

    // The leads inbox names the course by its label.
    const admin = await newAdminPage(browser);
    await signIn(admin.page, server.url);
    await admin.page.goto(`${server.url}/admin/leads`);
    await admin.page.getByRole('link', { name: 'nikhil.b@example.com' }).waitFor();
    const row = admin.page.locator('tbody tr').filter({ hasText: 'Nikhil Bhosale' });
    expect(await row.textContent()).toContain('Cloud Computing');
    expect(await row.textContent()).not.toContain('cloud-computing');
    expect(admin.unexpectedErrors()).toEqual([]);
    await admin.page.context().close();
  });
});
