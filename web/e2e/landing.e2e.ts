// The learning centre's landing page (/courses/learnbay) in real Chromium against the real gateway: the sections in
// the SPEC order, the awards anchor, the hero video (and its still under reduced motion), the carousels' slides per
// view at 375, 768 and 1280 px, nothing sticking out sideways, and the calls to action opening their dialogs.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { breakpointAt, CAROUSELS, slidesPerViewAt, type CarouselName } from '../src/components/carousel/settings';
import { landing } from '../src/content/landing';
import { landingStories } from '../../gateway/src/db/seed-data/stories';
import { apiToken, graphqlRequest } from './helpers/admin';
import { launchBrowser, newPage } from './helpers/browser';
import { horizontalOverflow, measureCarousel, overflowingElements, carouselReady } from './helpers/portal';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;

/** The landing page's cards are the published success stories: the ones a new site starts with. */
const placementStories = landingStories.filter((s) => s.placementPackage);
const toldStories = landingStories.filter((s) => s.story);

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ seedSampleData: false }), launchBrowser()]);
  // Staff's own stories, as the seed gives a new site (oldest first, so the page lists them in this order).
  const token = await apiToken(server.url);
  for (const [i, s] of [...landingStories].reverse().entries()) {
    const answer = await graphqlRequest(
      server.url,
      'mutation ($input: StoryInput!) { createStory(input: $input) { id } }',
      {
        input: {
          title: `${s.studentName} joins ${s.companyName}`,
          storyImage: s.storyImage,
          storyContent: s.story ? `<p>${s.story}</p>` : '',
          studentName: s.studentName,
          companyName: s.companyName,
          role: s.role,
          placementPackage: s.placementPackage,
          companyLogo: s.companyLogo,
          postDate: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
        },
      },
      token,
    );
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const LANDING: string = landing.path;
const WIDTHS = [375, 768, 1280] as const;
const SECTIONS = ['hero', 'features', 'courses', 'placements', 'partners', 'awards', 'stories'];
/** Each section's carousel, in page order. */
const CAROUSEL_NAMES: CarouselName[] = ['learningCentre', 'courses', 'placements', 'partners', 'awards', 'successStories'];

async function open(path = LANDING, width = 1280): Promise<{ page: Page; errors: string[] }> {
  const opened = await newPage(browser, { width, height: 900 });
  await opened.page.goto(server.url + path);
  await opened.page.locator('.landing').waitFor();
  return opened;
}

/** Scrolls down the page and back, so every section loads its pictures. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      // Two frames drawn at each stop, so the page sees every section come near, however busy the machine.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
    window.scrollTo(0, 0);
  });
}

/**
 * Pauses a carousel and brings its first slide back into view (autoplay may have moved it out of the box). A carousel
 * whose slides all fit at this width has no controls and never moves.
 */
async function holdStill(page: Page, name: CarouselName) {
  const carousel = page.locator(`[data-carousel="${name}"]`);
  await carouselReady(page, name);
  const width = page.viewportSize()!.width;
  if ((await carousel.locator('.swiper-slide:not(.swiper-slide-duplicate)').count()) <= slidesPerViewAt(CAROUSELS[name], width)) {
    expect(await carousel.locator('.carousel__controls').isVisible()).toBe(false);
    return;
  }
  await carousel.getByRole('button', { name: 'Pause' }).click();
  await carousel.locator('.swiper').evaluate((el) => {
    (el as HTMLElement & { swiper: { slideToLoop(index: number, speed: number): void } }).swiper.slideToLoop(0, 0);
  });
}

describe('the landing page', () => {
  it('renders the seven sections in the SPEC order with their headings', async () => {
    const { page, errors } = await open();
    const order = await page.locator('[data-landing-section]').evaluateAll((els) => els.map((el) => el.getAttribute('data-landing-section')));
    expect(order).toEqual(SECTIONS);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Take Your Career To New Height');
    // Content names the site as {siteName}: the page shows the name from the site settings (the default here).
    const named = (text: string) => text.replaceAll('{siteName}', 'Learning Centre Pune');
    expect(await page.locator('main h2').allTextContents()).toEqual([
      named(landing.intro.heading),
      'Exclusive Offline Courses',
      'From Learning to Earning',
      'Trusted by 1200+ Academic & Employment Partners',
      'Awards & Accomplishments',
      'From Learning to Leading',
    ]);
    // Five placements with their package, seven partners, eight awards, three stories.
    expect(await page.locator('[data-landing-section="placements"] .placement-package').allTextContents()).toEqual(
      placementStories.map((p) => `Package ${p.placementPackage}`),
    );
    expect(await page.locator('[data-landing-section="partners"] .swiper-slide').count()).toBe(7);
    expect(await page.locator('[data-landing-section="awards"] .swiper-slide').count()).toBe(8);
    expect(await page.locator('[data-landing-section="stories"] .swiper-slide').count()).toBe(3);
    expect(await page.title()).toBe(named(landing.title));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('scrolls to the awards from /courses/learnbay#Awards-&-Accomplishments', async () => {
    const { page, errors } = await open(`${LANDING}#Awards-&-Accomplishments`);
    const awards = page.locator('[id="Awards-&-Accomplishments"]');
    expect(await awards.getAttribute('data-landing-section')).toBe('awards');
    await expect
      .poll(() => awards.evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 5000 })
      .toBeGreaterThanOrEqual(0);
    const top = await awards.evaluate((el) => el.getBoundingClientRect().top);
    // At the top of the window, just under the sticky top bar.
    expect(top).toBeLessThan(120);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await awards.getByRole('heading', { name: 'Awards & Accomplishments' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the hero', () => {
  it('plays a muted, looping, autoplaying video with a poster, which the visitor can pause', async () => {
    const { page, errors } = await open();
    const video = page.locator('[data-landing-section="hero"] video');
    const state = () =>
      video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, loop: v.loop, autoplay: v.autoplay, playsInline: v.playsInline, poster: v.poster }));
    expect(await state()).toEqual({ muted: true, loop: true, autoplay: true, playsInline: true, poster: `${server.url}/media/hero-poster.jpg` });
    // It really plays.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Pause video' }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await page.getByRole('button', { name: 'Play video' }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    expect(await page.locator('[data-landing-section="hero"] img').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('animates in, and its two buttons grow under the pointer', async () => {
    const { page, errors } = await open();
    expect(await page.locator('.landing-hero__title').evaluate((el) => getComputedStyle(el).animationName)).toBe('landing-rise');
    const button = page.getByRole('button', { name: 'Enroll Now' });
    await page.waitForTimeout(800);
    await button.hover();
    await expect.poll(() => button.evaluate((el) => el.getBoundingClientRect().width / (el as HTMLElement).offsetWidth), { timeout: 3000 }).toBeGreaterThan(1.04);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the still poster and holds every motion for visitors who prefer reduced motion', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    page.on('console', (msg) => (msg.type() === 'error' ? errors.push(msg.text()) : undefined));
    await page.goto(server.url + LANDING);
    const still = page.getByRole('img', { name: landing.hero.videoAlt });
    await still.waitFor();
    expect(await page.locator('video').count()).toBe(0);
    expect(await still.getAttribute('src')).toBe('/media/hero-poster.jpg');
    await expect.poll(() => still.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(960);
    expect(await page.locator('.landing-hero__title').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    const button = page.getByRole('button', { name: 'Enroll Now' });
    await button.hover();
    await page.waitForTimeout(300);
    expect(await button.evaluate((el) => getComputedStyle(el).transform)).toBe('none');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each(WIDTHS)('at %i px wide', (width) => {
  it('each carousel shows the slides per view of SPEC section 9', async () => {
    const { page, errors } = await open(LANDING, width);
    for (const name of CAROUSEL_NAMES) {
      await carouselReady(page, name);
      const view = await measureCarousel(page, name);
      const expected = slidesPerViewAt(CAROUSELS[name], width);
      expect({ name, perView: view.perView, fullyVisible: view.fullyVisible, gap: view.spaceBetween }).toEqual({
        name,
        perView: expected,
        fullyVisible: expected,
        gap: breakpointAt(CAROUSELS[name], width).spaceBetween,
      });
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('offers no controls on a carousel whose slides all fit, and keeps them where slides can move', async () => {
    // Three success stories: three fit at 1280 px (nothing can move), one at a time at 375 px.
    for (const [width, idle] of [[1280, true], [375, false]] as const) {
      const { page, errors } = await open(LANDING, width);
      // Already so as the page arrives, before Swiper has loaded: no controls that appear and then vanish.
      expect(await page.locator('[data-carousel="successStories"] .carousel__static').count()).toBe(1);
      expect(await page.locator('[data-carousel="successStories"] .carousel__controls').isVisible()).toBe(!idle);
      await carouselReady(page, 'successStories');
      const controls = page.locator('[data-carousel="successStories"] .carousel__controls');
      await expect.poll(() => controls.isVisible(), { timeout: 5000 }).toBe(!idle);
      expect(await page.locator('[data-carousel="successStories"]').getByRole('button', { name: 'Pause' }).count()).toBe(idle ? 0 : 1);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('starts a carousel’s Swiper only once the carousel is in view', async () => {
    const { page, errors } = await open(LANDING, 375);
    const stories = page.locator('[data-carousel="successStories"]');
    // Far below the first screen: still the server's static track a while after the page came alive.
    await page.waitForTimeout(2500);
    expect(await stories.locator('.carousel__static').count()).toBe(1);
    expect(await stories.locator('.swiper-initialized').count()).toBe(0);
    await carouselReady(page, 'successStories');
    expect(await stories.locator('.carousel__static').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps autoplaying after the visitor clicks an arrow or a dot', async () => {
    const { page, errors } = await open(LANDING, 375);
    await carouselReady(page, 'learningCentre');
    const carousel = page.locator('[data-carousel="learningCentre"]');
    const index = () => carousel.locator('.swiper').evaluate((el) => (el as HTMLElement & { swiper: { realIndex: number } }).swiper.realIndex);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await page.mouse.move(0, 0); // the pointer leaves the carousel
    const afterClick = await index();
    await expect.poll(index, { timeout: 10_000 }).not.toBe(afterClick);
    await carousel.getByRole('button', { name: 'Go to slide 1' }).click();
    await page.mouse.move(0, 0);
    await expect.poll(index, { timeout: 10_000 }).not.toBe(0);
    expect(await carousel.locator('.swiper').evaluate((el) => (el as HTMLElement & { swiper: { autoplay: { running: boolean } } }).swiper.autoplay.running)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('fits the window, with every picture drawn', async () => {
    const { page, errors } = await open(LANDING, width);
    await scrollThrough(page);
    const overflow = await horizontalOverflow(page);
    expect(overflow, `sticking out: ${(await overflowingElements(page)).join(', ')}`).toBeLessThanOrEqual(0);
    // Every picture, carousel slides hidden sideways included, has loaded once its section came near.
    const notDrawn = () =>
      page.evaluate(() =>
        Array.from(document.images)
          .filter((img) => !img.complete || img.naturalWidth === 0)
          .map((img) => img.src),
      );
    await expect.poll(notDrawn, { timeout: 20_000 }).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('calls to action', () => {
  it('Get Started and Enroll Now open the lead dialog', async () => {
    const { page, errors } = await open();
    for (const name of ['Get Started', 'Enroll Now']) {
      await page.getByRole('button', { name }).click();
      await page.locator('dialog[open]').waitFor();
      await page.keyboard.press('Escape');
      await page.locator('dialog[open]').waitFor({ state: 'detached' });
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('Syllabus opens the lead dialog; View Program goes to the course page', async () => {
    const { page, errors } = await open();
    await holdStill(page, 'courses');
    const card = page.locator('.course-card').filter({ hasText: 'Certificate in Full Stack Development' });
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('button', { name: 'Syllabus' }).click();
    await page.locator('dialog[open]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    await card.getByRole('link', { name: /^View Program/ }).click();
    await page.waitForURL(`${server.url}/courses/basic-python`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('Read More shows the whole story', async () => {
    const { page, errors } = await open();
    const story = toldStories[0]!;
    const stories = page.locator('[data-landing-section="stories"]');
    await holdStill(page, 'successStories');
    await stories.getByRole('button', { name: new RegExp(`^Read More\\W+${story.studentName}`) }).click();
    const dialog = page.getByRole('dialog', { name: `${story.studentName}'s story` });
    await dialog.getByText(story.story).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('View Details shows the placement, with the way to the placements gallery', async () => {
    const { page, errors } = await open();
    const placement = placementStories[0]!;
    const placements = page.locator('[data-landing-section="placements"]');
    await holdStill(page, 'placements');
    await placements.getByRole('button', { name: `View Details of ${placement.studentName}` }).click();
    const details = page.getByRole('dialog', { name: `${placement.studentName}, placed at ${placement.companyName}` });
    await details.getByText(placement.placementPackage).waitFor();
    await details.getByRole('link', { name: 'See all placements' }).click();
    await page.waitForURL(`${server.url}/success-stories`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
