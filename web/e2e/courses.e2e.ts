// The four course pages in Chromium: their headline sections, the anchors other pages link to, tabs, FAQ and the
// syllabus module, the tools carousel at each width, and a tidy layout (nothing sticking out, no broken pictures, no
// errors) at 375, 768 and 1280 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAROUSELS, slidesPerViewAt } from '../src/components/carousel/settings';
import { launchBrowser, newPage } from './helpers/browser';
import { horizontalOverflow, measureCarousel, overflowingElements, carouselReady } from './helpers/portal';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ seedSampleData: false }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const WIDTHS = [375, 768, 1280] as const;

interface CourseCase {
  path: string;
  h1: string;
  /** Section headings (h2) that must be on the page, in this order. */
  headings: string[];
}

const COURSES: CourseCase[] = [
  {
    path: '/courses/data-science',
    h1: 'Offline Certificate in Data Science and AI-ML',
    headings: ['Career Outcomes', 'Key Highlights', 'Curriculum', 'Tools You Will Master', 'Industry Projects', 'Choose Your Programme', 'Meet Your Instructors', 'Your Career Success Starts Here', 'Eligibility', 'Tuition Fee', 'How To Apply', 'Frequently Asked Questions', 'Learner Support'],
  },
  {
    path: '/courses/basic-python',
    h1: 'Certificate in Full Stack Development',
    headings: ['Career Outcomes', 'Key Highlights', 'Essential or Pro?', 'Curriculum', 'Tools and Technologies', 'Industry Projects', 'Meet Your Instructors', 'Your Career Success Starts Here', 'Alumni Reviews', 'Rated by Learners', 'Prerequisites and Eligibility', 'Tuition Fee', "What's Included", 'Frequently Asked Questions', 'Learner Support'],
  },
  {
    path: '/courses/pattern-analying',
    h1: 'Machine Learning Course in Pune',
    headings: ['Who is this program for?', 'Project Lab and IBM Certification', 'Domain Specialization', 'Career Services', 'Syllabus', 'Free Consultation', 'IBM Certificate', 'Fee and Batch Details', 'Alumni Testimonials', 'Meet Your Mentors', 'Industry Projects'],
  },
  {
    path: '/courses/digital-marketing',
    h1: 'Offline Certificate in Digital Marketing',
    headings: ['Key Highlights', 'Curriculum', 'Tools You Will Use', 'Learn by Doing', 'Mentor-Led Projects', 'Learn From Industry Experts', 'Your Career Success Starts Here', 'Eligibility', 'Course Fee', 'How To Apply', 'Frequently Asked Questions', 'Disclaimer'],
  },
];

async function open(page: Page, path: string): Promise<void> {
  await page.goto(server.url + path);
  await page.locator('.course-page h1').waitFor();
}

/** Scrolls through the page so lazy pictures load, then back to the top. */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 25));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

describe('each course page renders its headline sections', () => {
  it.each(COURSES)('$path', async (course) => {
    const { page, errors } = await newPage(browser);
    await open(page, course.path);
    expect(await page.locator('h1').allTextContents()).toEqual([course.h1]);
    const h2s = await page.locator('.course-page h2').allTextContents();
    expect(h2s.filter((h) => course.headings.includes(h))).toEqual(course.headings);
    expect(await page.title()).not.toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the Data Science anchors scroll their sections into view', () => {
  it.each(WIDTHS)('at %i px', async (width) => {
    const { page, errors } = await newPage(browser, { width, height: 800 });
    for (const anchor of ['course-fee', 'faq', 'Eligibility', 'success', 'disclamer']) {
      await page.goto(`${server.url}/courses/data-science#${anchor}`);
      const section = page.locator(`section[id="${anchor}"]`);
      await section.waitFor();
      // In view and not hidden under the sticky top bar.
      await expect
        .poll(() =>
          page.evaluate((id) => {
            const top = document.getElementById(id)!.getBoundingClientRect().top;
            const bar = document.querySelector('.topbar')?.getBoundingClientRect().bottom ?? 0;
            return top >= bar - 1 && top < window.innerHeight / 2 && window.scrollY > 0;
          }, anchor),
          { message: `#${anchor} at ${width} px` },
        )
        .toBe(true);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('tabs, FAQ and the syllabus module', () => {
  it('switch the Data Science fee city tabs (mouse and arrow keys) and career outcome tabs', async () => {
    const { page, errors } = await newPage(browser);
    await open(page, '/courses/data-science#course-fee');
    const fees = page.locator('section#course-fee');
    const tabs = fees.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['Pune', 'Indore', 'Bangalore', 'Bhopal', 'Kolkata', 'Dehradun']);
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
    // The selected tab is drawn highlighted; the others are not.
    const background = (i: number) => tabs.nth(i).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background(0)).not.toBe(await background(1));
    await fees.getByRole('tab', { name: 'Kolkata' }).click();
    expect(await fees.getByRole('tab', { name: 'Kolkata' }).getAttribute('aria-selected')).toBe('true');
    expect(await fees.getByRole('tabpanel').textContent()).toMatch(/Kolkata.*INR 99,999/);
    await page.keyboard.press('ArrowRight');
    expect(await fees.getByRole('tab', { name: 'Dehradun' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Dehradun');
    expect(await fees.getByRole('tabpanel').textContent()).toMatch(/Dehradun.*INR 99,999/);
    await page.keyboard.press('ArrowRight');
    expect(await fees.getByRole('tab', { name: 'Pune' }).getAttribute('aria-selected')).toBe('true');

    const outcomes = page.locator('[data-section="careerOutcomes"]');
    await outcomes.getByRole('tab', { name: 'Data Scientist' }).click();
    expect(await outcomes.getByRole('tabpanel').getByRole('heading').textContent()).toBe('Data Scientist');
    expect(await outcomes.getByRole('tabpanel').getByText('Salary of a Data Scientist (lakh per annum)').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens and closes an FAQ answer with its plus sign', async () => {
    const { page, errors } = await newPage(browser, { width: 375, height: 800 });
    await open(page, '/courses/data-science#faq');
    const faq = page.locator('section#faq');
    const question = faq.getByRole('button', { name: 'Is there an eligibility criteria?' });
    const answer = faq.getByText('You need a graduation completed or in progress');
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    expect(await answer.isVisible()).toBe(false);
    const sign = () => question.locator('.faq-item__sign').evaluate((el) => getComputedStyle(el, '::after').transform);
    const plus = await sign();
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    await answer.waitFor({ state: 'visible' });
    // The upright bar of the plus lies down, leaving a minus.
    await expect.poll(sign).not.toBe(plus);
    await question.click();
    await answer.waitFor({ state: 'hidden' });
    await faq.getByRole('tab', { name: 'Refund Policy/Financials' }).click();
    await faq.getByRole('button', { name: 'What is the refund policy?' }).click();
    await faq.getByText('If you withdraw within 7 days').waitFor({ state: 'visible' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens the Machine Learning syllabus module, a native <details> element', async () => {
    const { page, errors } = await newPage(browser);
    await open(page, '/courses/pattern-analying#syllabus');
    const module = page.locator('section#syllabus details');
    expect(await module.count()).toBe(1);
    expect(await module.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await page.getByText('Hypothesis testing').isVisible()).toBe(false);
    await module.locator('summary').click();
    expect(await module.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await page.getByText('Hypothesis testing').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the curriculum module tabs', () => {
  it.each([375, 768])('all stay in view at %i px (they wrap rather than hide past the edge)', async (width) => {
    const { page, errors } = await newPage(browser, { width, height: 900 });
    await open(page, '/courses/digital-marketing');
    const list = page.locator('.course-tabs--vertical [role="tablist"]').first();
    await list.scrollIntoViewIfNeeded();
    const tabs = await list.getByRole('tab').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right));
    expect(tabs).toHaveLength(4);
    for (const right of tabs) expect(right).toBeLessThanOrEqual(width);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe.each(WIDTHS)('at %i px wide', (width) => {
  let opened: { page: Page; errors: string[] };
  beforeAll(async () => {
    opened = await newPage(browser, { width, height: 900 });
  });
  afterAll(async () => {
    await opened?.page.context().close();
  });

  it.each(COURSES)('$path fits the window, with every picture loaded and no errors', async (course) => {
    const { page, errors } = opened;
    errors.length = 0;
    await open(page, course.path);
    await loadLazyImages(page);
    const overflow = await horizontalOverflow(page);
    expect(overflow, `sticking out: ${(await overflowingElements(page)).join(', ')}`).toBeLessThanOrEqual(0);
    // Pictures on screen have loaded; those in hidden tabs or in carousels (whose slides move in all the time) load
    // lazily when shown, so every address is also fetched to check that it answers with a picture.
    const pictures = await page.evaluate(async () => {
      const images = Array.from(document.querySelectorAll<HTMLImageElement>('.course-page img'));
      const shown = images.filter((img) => {
        const r = img.getBoundingClientRect();
        return !img.closest('.swiper') && img.checkVisibility() && r.width > 0;
      });
      const srcs = [...new Set(images.map((img) => img.src))];
      const answers = await Promise.all(srcs.map(async (src) => [src, (await fetch(src)).headers.get('content-type')] as const));
      return {
        notLoaded: shown.filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.src),
        notPictures: answers.filter(([, type]) => !type?.startsWith('image/svg+xml')).map(([src, type]) => `${src}: ${type}`),
      };
    });
    expect(pictures).toEqual({ notLoaded: [], notPictures: [] });
    // Every picture keeps its drawn size in proportion (nothing squashed or stretched by the layout).
    const squashed = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('.course-page img'))
        .filter((img) => img.getBoundingClientRect().width > 0 && getComputedStyle(img).objectFit === 'fill')
        .filter((img) => {
          const r = img.getBoundingClientRect();
          return Math.abs(r.width / r.height - img.naturalWidth / img.naturalHeight) > 0.05;
        })
        .map((img) => img.src),
    );
    expect(squashed).toEqual([]);
    expect(errors).toEqual([]);
  });

  // The tools sections, and the Digital Marketing curriculum's technology carousel (that page has no tools section).
  it.each([
    { path: '/courses/data-science', name: 'tools' },
    { path: '/courses/basic-python', name: 'tools' },
    { path: '/courses/digital-marketing', name: 'technology' },
  ] as const)('$path shows the $name carousel slides of SPEC section 9', async ({ path, name }) => {
    const { page, errors } = opened;
    errors.length = 0;
    await open(page, path);
    await carouselReady(page, name);
    const expected = slidesPerViewAt(CAROUSELS[name], width);
    expect(expected).toBe({ 375: 2, 768: 4, 1280: 7 }[width]);
    const view = await measureCarousel(page, name);
    expect(view).toMatchObject({ perView: expected, fullyVisible: expected, slidesPerViewParam: expected, speed: 300 });
    const params = await page.evaluate(
      (sel) => (document.querySelector(sel) as HTMLElement & { swiper: { params: { autoplay: { delay: number }; loop: boolean } } }).swiper.params,
      `[data-carousel="${name}"] .swiper`,
    );
    expect(params.autoplay.delay).toBe(200);
    expect(params.loop).toBe(true);
    expect(errors).toEqual([]);
  });
});
