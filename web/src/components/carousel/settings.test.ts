import { describe, expect, it } from 'vitest';
import { CAROUSEL_DEFAULTS, CAROUSELS, DEFAULT_AUTOPLAY_DELAY_MS, JOB_LIST_REFRESH_MS, canLoop, slidesPerViewAt, swiperOptions } from './settings';

describe('carousel settings (SPEC section 9)', () => {
  it('uses the spec defaults for speed, touch threshold, long swipes and resistance', () => {
    expect(CAROUSEL_DEFAULTS).toEqual({ speed: 300, threshold: 5, longSwipesMs: 300, longSwipesRatio: 0.5, resistanceRatio: 0.85 });
    expect(DEFAULT_AUTOPLAY_DELAY_MS).toBe(3000);
    expect(JOB_LIST_REFRESH_MS).toBe(30_000);
  });

  it('shows 1, 2 and 4 upcoming jobs at phone, 640 px and large widths', () => {
    const upcoming = CAROUSELS.upcomingJobs;
    expect([320, 375, 639, 640, 768, 1023, 1024, 1280].map((w) => slidesPerViewAt(upcoming, w))).toEqual([1, 1, 1, 2, 2, 2, 4, 4]);
    expect(upcoming.autoplayDelayMs).toBe(3000);
  });

  it('shows 1, 2, 2 and 3 suggestions below 640, from 640, from 768 and from 1024 px', () => {
    const suggestions = CAROUSELS.suggestions;
    expect([375, 640, 767, 768, 1023, 1024, 1280].map((w) => slidesPerViewAt(suggestions, w))).toEqual([1, 2, 2, 2, 2, 3, 3]);
  });

  it('loops only with more slides than ever fit in view', () => {
    expect(canLoop(CAROUSELS.upcomingJobs, 4)).toBe(false);
    expect(canLoop(CAROUSELS.upcomingJobs, 5)).toBe(true);
    expect(canLoop(CAROUSELS.suggestions, 20)).toBe(false);
  });

  it('builds Swiper options with the breakpoints and autoplay', () => {
    const options = swiperOptions(CAROUSELS.upcomingJobs, 12, true);
    expect(options).toMatchObject({
      speed: 300,
      threshold: 5,
      slidesPerView: 1,
      spaceBetween: 16,
      loop: true,
      breakpoints: { 640: { slidesPerView: 2 }, 1024: { slidesPerView: 4 } },
      autoplay: { delay: 3000, disableOnInteraction: false, pauseOnMouseEnter: true },
    });
    expect(swiperOptions(CAROUSELS.upcomingJobs, 12, false).autoplay).toBe(false);
    expect(swiperOptions(CAROUSELS.suggestions, 12, true).autoplay).toBe(false);
  });
});
