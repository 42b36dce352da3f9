// Helpers for the portal journeys: GraphQL calls as a visitor or as the e2e admin, and page checks.
import type { Page } from 'playwright-core';
import { ADMIN, type RunningServer } from './server';

export async function gql<T = Record<string, unknown>>(
  server: RunningServer,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(`GraphQL error: ${body.errors.map((e) => e.message).join('; ')}`);
  return body.data as T;
}

/**
 * Signs a learner up from `page`, as the Sign Up form does: the browser keeps the mark of the sign-up, so that the
 * mailed link opened in it signs the learner in (opened in another browser it only confirms the address).
 */
export async function signUpInBrowser(page: Page, server: RunningServer, input: { name: string; email: string; phone: string; password: string }): Promise<void> {
  if (!page.url().startsWith(server.url)) await page.goto(`${server.url}/account`);
  const errors = await page.evaluate(async (variables) => {
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation ($input: LearnerSignUpInput!) { learnerSignUp(input: $input) { message } }', variables }),
    });
    return ((await res.json()) as { errors?: { message: string }[] }).errors ?? null;
  }, { input });
  if (errors?.length) throw new Error(`sign-up refused: ${errors.map((e) => e.message).join('; ')}`);
}

/** Signs the e2e admin in through the legacy REST login and returns the bearer token. */
export async function adminToken(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.url}/api/v1/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = (await res.json()) as { success: boolean; message: string; data?: { accessToken: string } };
  if (!body.success || !body.data) throw new Error(`admin login failed: ${body.message}`);
  return body.data.accessToken;
}

export interface ApiJob {
  id: string;
  title: string;
  companyname: string;
  location: string;
  content: string;
  createdAt: string;
  category: string | null;
}

/** Every job, newest first, as the API lists them. */
export async function allJobs(server: RunningServer): Promise<ApiJob[]> {
  const data = await gql<{ jobPosts: { edges: { node: ApiJob }[] } }>(
    server,
    'query { jobPosts(first: 100) { edges { node { id title companyname location content createdAt category } } } }',
  );
  return data.jobPosts.edges.map((e) => e.node);
}

/** Whether the page is wider than the window (content sticking out sideways). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Elements that stick out past the right edge of the window (for a useful failure message). */
export function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = window.innerWidth + 1;
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const rect = el.getBoundingClientRect();
      if (rect.right > limit && rect.width > 0 && !el.closest('.swiper')) {
        out.push(`${el.tagName.toLowerCase()}.${String((el as HTMLElement).className).split(' ').join('.')} right=${Math.round(rect.right)}`);
      }
    }
    return out.slice(0, 10);
  });
}

export interface CarouselView {
  /** Slides that fit in the carousel's width, from the slide size and gap. */
  perView: number;
  /** Slides lying wholly inside the carousel's box right now. */
  fullyVisible: number;
  slidesPerViewParam: number | string;
  spaceBetween: number;
  speed: number;
}

/** Measures a carousel (by its data-carousel name) after stopping its autoplay and letting it settle. */
export async function measureCarousel(page: Page, name: string): Promise<CarouselView> {
  const selector = `[data-carousel="${name}"] .swiper`;
  await page.locator(selector).scrollIntoViewIfNeeded();
  await page.evaluate((sel) => {
    const el = document.querySelector(sel) as (HTMLElement & { swiper?: { autoplay?: { stop(): void }; slideToLoop(i: number, s: number): void } }) | null;
    el?.swiper?.autoplay?.stop();
    el?.swiper?.slideToLoop(0, 0);
  }, selector);
  await page.waitForTimeout(400);
  return page.evaluate((sel) => {
    type SwiperLike = { params: { slidesPerView: number | string; spaceBetween: number; speed: number } };
    const el = document.querySelector(sel) as (HTMLElement & { swiper: SwiperLike }) | null;
    if (!el) throw new Error(`no carousel ${sel}`);
    const box = el.getBoundingClientRect();
    const slides = Array.from(el.querySelectorAll<HTMLElement>('.swiper-slide'));
    const width = slides[0]!.getBoundingClientRect().width;
    const gap = Number(el.swiper.params.spaceBetween) || 0;
    const fullyVisible = slides.filter((s) => {
      const r = s.getBoundingClientRect();
      return r.left >= box.left - 1 && r.right <= box.right + 1;
    }).length;
    return {
      perView: Math.round((el.clientWidth + gap) / (width + gap)),
      fullyVisible,
      slidesPerViewParam: el.swiper.params.slidesPerView,
      spaceBetween: gap,
      speed: el.swiper.params.speed,
    };
  }, selector);
}

/** Brings a carousel into view and waits for Swiper to take it over (it loads when a carousel nears the screen). */
export async function carouselReady(page: Page, name: string): Promise<void> {
  const carousel = page.locator(`[data-carousel="${name}"]`);
  await carousel.scrollIntoViewIfNeeded();
  await carousel.locator('.swiper-initialized').waitFor();
}
