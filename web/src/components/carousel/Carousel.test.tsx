import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Carousel, STATIC_TRACK_BREAKPOINTS, controlsStyle, staticTrackStyle } from './Carousel';
import { CAROUSELS } from './settings';

const css = readFileSync(path.join(import.meta.dirname, 'carousel.css'), 'utf8');
const slides = Array.from({ length: 5 }, (_, i) => ({ key: `s${i}`, content: <p>Slide {i + 1}</p> }));

describe('carousel static track', () => {
  it('has a CSS rule for every breakpoint any carousel uses', () => {
    for (const [name, settings] of Object.entries(CAROUSELS)) {
      for (const width of Object.keys(settings.breakpoints).map(Number)) {
        expect(STATIC_TRACK_BREAKPOINTS, `${name} breakpoint ${width}`).toContain(width);
      }
    }
    for (const width of STATIC_TRACK_BREAKPOINTS) {
      expect(css).toContain(`@media (min-width: ${width}px) { .carousel__static[data-bp-${width}] { --n: var(--n-${width}); --gap: var(--gap-${width}); } }`);
    }
  });

  it('gives the track the slides per view and gaps Swiper will use at each breakpoint', () => {
    const settings = CAROUSELS.successStories;
    const style = staticTrackStyle(settings) as Record<string, unknown>;
    expect(style['--n-base']).toBe(settings.base.slidesPerView);
    for (const [width, bp] of Object.entries(settings.breakpoints)) {
      expect(style[`--n-${width}`]).toBe(bp.slidesPerView);
      expect(style[`--gap-${width}`]).toBe(`${bp.spaceBetween}px`);
    }
  });

  it('hides the controls, before Swiper loads, at the breakpoints where every slide fits', () => {
    for (const width of STATIC_TRACK_BREAKPOINTS) {
      expect(css).toContain(`@media (min-width: ${width}px) { .carousel[data-bp-${width}] { --controls: var(--controls-${width}); } }`);
    }
    // Three stories: one at a time below 768 px, two from 768 (both can move), three from 1024 (all fit).
    expect(controlsStyle(CAROUSELS.successStories, 3)).toEqual({
      '--controls-base': 'visible',
      '--controls-340': 'visible',
      '--controls-768': 'visible',
      '--controls-1024': 'hidden',
    });
    expect(Object.values(controlsStyle(CAROUSELS.successStories, 4))).not.toContain('hidden');
    expect(Object.values(controlsStyle(CAROUSELS.successStories, 1))).toEqual(['hidden', 'hidden', 'hidden', 'hidden']);
    const html = renderToString(<Carousel name="successStories" title="Stories" slides={slides.slice(0, 3)} />);
    expect(html).toMatch(/class="carousel"[^>]*--controls-1024:hidden/);
  });

  it('is drawn on the server as a list of every slide, without Swiper', () => {
    const html = renderToString(<Carousel name="successStories" title="Stories" slides={slides} />);
    expect(html).toContain('carousel__static');
    expect(html).not.toContain('swiper-initialized');
    expect(html.match(/<li class="swiper-slide"/g)).toHaveLength(5);
    for (const width of Object.keys(CAROUSELS.successStories.breakpoints)) expect(html).toContain(`data-bp-${width}=""`);
  });

  it('hands the same slides to Swiper once the visitor reaches for the carousel', async () => {
    render(<Carousel name="successStories" title="Stories" slides={slides} />);
    expect(document.querySelector('.carousel__static')).toBeTruthy();
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Stories' }));
    expect(await screen.findByText('Slide 5', { selector: '.swiper-initialized p' })).toBeTruthy();
  });
});
