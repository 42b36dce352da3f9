// Every carousel's behaviour in one typed table (SPEC section 9), so the numbers are tested and not scattered.
import type { SwiperOptions } from 'swiper/types';

/** Slide speed, touch threshold, long-swipe time and ratio, resistance ratio: the defaults of SPEC section 9. */
export const CAROUSEL_DEFAULTS = {
  speed: 300,
  threshold: 5,
  longSwipesMs: 300,
  longSwipesRatio: 0.5,
  resistanceRatio: 0.85,
} as const satisfies SwiperOptions;

/** Autoplay delay when a carousel sets none of its own. */
export const DEFAULT_AUTOPLAY_DELAY_MS = 3000;

/** The portal's job lists refetch silently this often. */
export const JOB_LIST_REFRESH_MS = 30_000;

export interface Breakpoint {
  slidesPerView: number;
  spaceBetween: number;
}

export interface CarouselSettings {
  /** Below the first breakpoint. */
  base: Breakpoint;
  /** Keyed by minimum window width in px (Swiper's `breakpoints`). */
  breakpoints: Record<number, Breakpoint>;
  /** Autoplay delay in ms, or false for a carousel that only moves when the visitor moves it. */
  autoplayDelayMs: number | false;
  /** Loops when there are more slides than fit in view at the widest breakpoint. */
  loop: boolean;
  /** Previous/next buttons, clickable dots, both, or neither (a strip that only autoplays and swipes). */
  controls: 'arrows' | 'dots' | 'both' | 'none';
}

/**
 * The learning-centre, courses and success-story carousels: "3 with gap 30 by default; 1 (gap 10) from 340; 2 (gap
 * 20) from 768; 3 (gap 30) from 1024; arrows and clickable dots". Below 340 px Swiper would apply the "default" of 3,
 * which cannot be meant on the narrowest phones: 1 there too.
 */
const THREE_UP = {
  base: { slidesPerView: 1, spaceBetween: 10 },
  breakpoints: {
    340: { slidesPerView: 1, spaceBetween: 10 },
    768: { slidesPerView: 2, spaceBetween: 20 },
    1024: { slidesPerView: 3, spaceBetween: 30 },
  },
  autoplayDelayMs: DEFAULT_AUTOPLAY_DELAY_MS,
  loop: true,
  controls: 'both',
} as const satisfies CarouselSettings;

/** Tools and technology logos: 7 on wide screens, 2, 3 and 4 at the breakpoints 640, 768, 1024; autoplay 200 ms. */
const LOGO_STRIP = {
  base: { slidesPerView: 2, spaceBetween: 12 },
  breakpoints: {
    640: { slidesPerView: 3, spaceBetween: 16 },
    768: { slidesPerView: 4, spaceBetween: 16 },
    1024: { slidesPerView: 7, spaceBetween: 20 },
  },
  autoplayDelayMs: 200,
  loop: true,
  controls: 'none',
} as const satisfies CarouselSettings;

export const CAROUSELS = {
  /**
   * "Exciting Upcoming Jobs": 4 per view on large screens, 2 at 640 (SPEC). Chosen where the spec is silent: 1 below
   * 640 px, and "large" means from 1024 px.
   */
  upcomingJobs: {
    base: { slidesPerView: 1, spaceBetween: 16 },
    breakpoints: {
      640: { slidesPerView: 2, spaceBetween: 20 },
      1024: { slidesPerView: 4, spaceBetween: 24 },
    },
    autoplayDelayMs: DEFAULT_AUTOPLAY_DELAY_MS,
    loop: true,
    controls: 'both',
  },
  /**
   * Suggested jobs (home and job page): 3, 1, 2 and 2 at the breakpoints 640, 768 and 1024 (SPEC, mapping not shown).
   * Chosen: 1 below 640, 2 from 640, 2 from 768, 3 from 1024.
   */
  suggestions: {
    base: { slidesPerView: 1, spaceBetween: 16 },
    breakpoints: {
      640: { slidesPerView: 2, spaceBetween: 20 },
      768: { slidesPerView: 2, spaceBetween: 24 },
      1024: { slidesPerView: 3, spaceBetween: 24 },
    },
    autoplayDelayMs: false,
    loop: false,
    controls: 'both',
  },

  // The learning-centre landing page (/courses/learnbay).
  learningCentre: THREE_UP,
  courses: THREE_UP,
  successStories: THREE_UP,
  /** "From Learning to Earning": arrows only; 1 from 340, 3 from 768, 4 from 1024. */
  placements: {
    base: { slidesPerView: 1, spaceBetween: 16 },
    breakpoints: {
      340: { slidesPerView: 1, spaceBetween: 16 },
      768: { slidesPerView: 3, spaceBetween: 20 },
      1024: { slidesPerView: 4, spaceBetween: 24 },
    },
    autoplayDelayMs: DEFAULT_AUTOPLAY_DELAY_MS,
    loop: true,
    controls: 'arrows',
  },
  /**
   * Partner strip: 6 logos, 5 px gap, autoplay 1000 ms, loops. Chosen where the spec is silent: six logos from 768 px;
   * 3 below 480 and 4 from 480 so that a logo stays legible on a phone.
   */
  partners: {
    base: { slidesPerView: 3, spaceBetween: 5 },
    breakpoints: {
      480: { slidesPerView: 4, spaceBetween: 5 },
      768: { slidesPerView: 6, spaceBetween: 5 },
    },
    autoplayDelayMs: 1000,
    loop: true,
    controls: 'none',
  },
  /**
   * Awards: "4 by default, 3 from 1024, 2 from 768, 1 from 480; gap 20; autoplay 2000 ms; loops; clickable dots".
   * Read as the widths counted down from a wide screen (the source's breakpoints were max-widths): 1 on phones, 2
   * from 768, 3 from 1024 and the default 4 from 1280.
   */
  awards: {
    base: { slidesPerView: 1, spaceBetween: 20 },
    breakpoints: {
      480: { slidesPerView: 1, spaceBetween: 20 },
      768: { slidesPerView: 2, spaceBetween: 20 },
      1024: { slidesPerView: 3, spaceBetween: 20 },
      1280: { slidesPerView: 4, spaceBetween: 20 },
    },
    autoplayDelayMs: 2000,
    loop: true,
    controls: 'dots',
  },

  // Course pages.
  /** Tools and technologies (the Data Science page's figures, used on every course page). */
  tools: LOGO_STRIP,
  /** The technology logos under a curriculum tab ("landing-page technology carousel autoplay: 200 ms"). */
  technology: LOGO_STRIP,
  /** Mentors "with scroll buttons" (no figures in the spec): 1, 2 from 640, 3 from 1024; moved by the visitor. */
  mentors: {
    base: { slidesPerView: 1, spaceBetween: 16 },
    breakpoints: {
      640: { slidesPerView: 2, spaceBetween: 20 },
      1024: { slidesPerView: 3, spaceBetween: 24 },
    },
    autoplayDelayMs: false,
    loop: false,
    controls: 'arrows',
  },
  /** Alumni reviews and testimonials (no figures in the spec): as the three-up carousels, moved by the visitor. */
  testimonials: { ...THREE_UP, autoplayDelayMs: false, loop: false },
} as const satisfies Record<string, CarouselSettings>;

export type CarouselName = keyof typeof CAROUSELS;

/** The breakpoint in force at a window width (Swiper applies the largest key not above the width). */
export function breakpointAt(settings: CarouselSettings, windowWidth: number): Breakpoint {
  let current = settings.base;
  for (const key of Object.keys(settings.breakpoints).map(Number).sort((a, b) => a - b)) {
    if (windowWidth >= key) current = settings.breakpoints[key]!;
  }
  return current;
}

export function slidesPerViewAt(settings: CarouselSettings, windowWidth: number): number {
  return breakpointAt(settings, windowWidth).slidesPerView;
}

/** The most slides a carousel ever shows at once. */
export function maxSlidesPerView(settings: CarouselSettings): number {
  return Math.max(settings.base.slidesPerView, ...Object.values(settings.breakpoints).map((b) => b.slidesPerView));
}

/** Swiper looping needs more slides than are in view; with too few it would warn and misbehave. */
export function canLoop(settings: CarouselSettings, slideCount: number): boolean {
  return settings.loop && slideCount > maxSlidesPerView(settings);
}

/** The Swiper options for a carousel (modules are added by the component). */
export function swiperOptions(settings: CarouselSettings, slideCount: number, autoplay: boolean): SwiperOptions {
  return {
    ...CAROUSEL_DEFAULTS,
    slidesPerView: settings.base.slidesPerView,
    spaceBetween: settings.base.spaceBetween,
    breakpoints: { ...settings.breakpoints },
    loop: canLoop(settings, slideCount),
    autoplay:
      autoplay && settings.autoplayDelayMs !== false
        ? { delay: settings.autoplayDelayMs, disableOnInteraction: false, pauseOnMouseEnter: true }
        : false,
  };
}
