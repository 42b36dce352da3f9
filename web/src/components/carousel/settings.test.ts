import { describe, expect, it } from 'vitest';
import { CAROUSEL_DEFAULTS, CAROUSELS, breakpointAt, DEFAULT_AUTOPLAY_DELAY_MS, JOB_LIST_REFRESH_MS, canLoop, slidesPerViewAt, swiperOptions } from './settings';

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

  const at = (name: keyof typeof CAROUSELS) => [320, 340, 375, 480, 640, 768, 1024, 1280].map((w) => slidesPerViewAt(CAROUSELS[name], w));

  it('gives the learning-centre, courses and success-story carousels 1 from 340, 2 from 768 and 3 from 1024 with gaps 10, 20, 30, arrows and dots', () => {
    for (const name of ['learningCentre', 'courses', 'successStories'] as const) {
      const settings = CAROUSELS[name];
      expect(at(name)).toEqual([1, 1, 1, 1, 1, 2, 3, 3]);
      expect([340, 768, 1024].map((w) => breakpointAt(settings, w).spaceBetween)).toEqual([10, 20, 30]);
      expect(settings.controls).toBe('both');
      expect(settings.loop).toBe(true);
    }
  });

  it('gives the placements carousel arrows only and 1, 3 and 4 from 340, 768 and 1024', () => {
    expect(at('placements')).toEqual([1, 1, 1, 1, 1, 3, 4, 4]);
    expect(CAROUSELS.placements.controls).toBe('arrows');
  });

  it('runs the partner strip every 1000 ms with a 5 px gap, looping, six logos from 768 px', () => {
    expect(at('partners')).toEqual([3, 3, 3, 4, 4, 6, 6, 6]);
    expect(CAROUSELS.partners.autoplayDelayMs).toBe(1000);
    expect(CAROUSELS.partners.loop).toBe(true);
    expect(Object.values(CAROUSELS.partners.breakpoints).every((b) => b.spaceBetween === 5)).toBe(true);
  });

  it('shows awards 1, 2, 3 and 4 up with a 20 px gap every 2000 ms, with clickable dots', () => {
    expect(at('awards')).toEqual([1, 1, 1, 1, 1, 2, 3, 4]);
    expect(swiperOptions(CAROUSELS.awards, 8, true)).toMatchObject({ spaceBetween: 20, loop: true, autoplay: { delay: 2000 } });
    expect(CAROUSELS.awards.controls).toBe('dots');
  });

  it('shows 2, 3, 4 and 7 tools at the 640, 768 and 1024 breakpoints, autoplaying every 200 ms', () => {
    for (const name of ['tools', 'technology'] as const) {
      expect([375, 640, 768, 1024, 1280].map((w) => slidesPerViewAt(CAROUSELS[name], w))).toEqual([2, 3, 4, 7, 7]);
      expect(CAROUSELS[name].autoplayDelayMs).toBe(200);
      expect(CAROUSELS[name].loop).toBe(true);
    }
  });
});
