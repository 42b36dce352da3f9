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
}

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
  },
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
