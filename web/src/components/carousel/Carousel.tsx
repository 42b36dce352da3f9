// A Swiper carousel with the settings of SPEC section 9: previous/next buttons, clickable dots, touch swipes, arrow
// keys while focus is inside it, and (for autoplaying ones) a pause button; autoplay stops while the visitor hovers
// or has focus inside, and does not start for visitors who ask for reduced motion.
//
// The server (and the page as it hydrates) draws the slides as a plain track whose slide widths and gaps are those
// Swiper will set at each breakpoint (CSS custom properties, carousel.css), scrollable without JavaScript. Swiper's code
// loads once the carousel comes near the screen or the visitor reaches for it, and takes over the same slides without
// moving them.
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ComponentType, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { usePrefersReducedMotion } from '../reducedMotion';
import './carousel.css';
import { CAROUSELS, canLoop, swiperOptions, type CarouselName, type CarouselSettings } from './settings';
import type { SwiperTrackProps } from './SwiperTrack';

/** The breakpoints carousel.css has rules for (a test checks every carousel's breakpoints are among them). */
export const STATIC_TRACK_BREAKPOINTS = [340, 480, 640, 768, 1024, 1280] as const;

let swiperTrack: ComponentType<SwiperTrackProps> | null = null;
let swiperTrackLoading: Promise<ComponentType<SwiperTrackProps>> | null = null;
function loadSwiperTrack(): Promise<ComponentType<SwiperTrackProps>> {
  swiperTrackLoading ??= import('./SwiperTrack').then((m) => (swiperTrack = m.default));
  return swiperTrackLoading;
}

/** Slides per view and gap at each breakpoint, as the custom properties the static track's CSS reads. */
export function staticTrackStyle(settings: CarouselSettings): CSSProperties {
  const style: Record<string, string | number> = { '--n-base': settings.base.slidesPerView, '--gap-base': `${settings.base.spaceBetween}px` };
  for (const [width, bp] of Object.entries(settings.breakpoints)) {
    style[`--n-${width}`] = bp.slidesPerView;
    style[`--gap-${width}`] = `${bp.spaceBetween}px`;
  }
  return style as CSSProperties;
}

/**
 * Whether the controls can do anything at each breakpoint (not when every slide fits), as the custom properties
 * carousel.css reads: the server-drawn page already hides controls that Swiper would lock, so they never flash up and
 * vanish when it takes over.
 */
export function controlsStyle(settings: CarouselSettings, slideCount: number): CSSProperties {
  const visibility = (slidesPerView: number) => (slideCount > slidesPerView ? 'visible' : 'hidden');
  const style: Record<string, string> = { '--controls-base': visibility(settings.base.slidesPerView) };
  for (const [width, bp] of Object.entries(settings.breakpoints)) style[`--controls-${width}`] = visibility(bp.slidesPerView);
  return style as CSSProperties;
}

/** A data-bp-<width> attribute per breakpoint, which carousel.css's media queries select on. */
function breakpointAttributes(settings: CarouselSettings): Record<string, string> {
  return Object.fromEntries(Object.keys(settings.breakpoints).map((width) => [`data-bp-${width}`, '']));
}

function StaticTrack({ settings, slides }: { settings: CarouselSettings; slides: CarouselSlide[] }) {
  const breakpoints = breakpointAttributes(settings);
  return (
    // Focusable, so keyboard users can scroll it too (focus inside also brings Swiper in).
    <div className="swiper carousel__static" style={staticTrackStyle(settings)} tabIndex={0} {...breakpoints}>
      <ul className="swiper-wrapper">
        {slides.map((slide) => (
          <li key={slide.key} className="swiper-slide">
            {slide.content}
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

interface CarouselProps {
  name: CarouselName;
  /** The visible heading, which also names the carousel for screen readers. */
  title: string;
  /** A line under the heading. */
  intro?: ReactNode;
  slides: CarouselSlide[];
}

export function Carousel({ name, title, intro, slides }: CarouselProps) {
  const settings: CarouselSettings = CAROUSELS[name];
  const arrows = settings.controls === 'arrows' || settings.controls === 'both';
  const dots = settings.controls === 'dots' || settings.controls === 'both';
  const autoplays = settings.autoplayDelayMs !== false;
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // Reduced motion is only known in the browser: the server (and the hydrating render) draw "playing", then the
  // visitor's setting applies, unless they pressed Pause or Play themselves.
  const reducedMotion = usePrefersReducedMotion();
  const [pausedByVisitor, setPaused] = useState<boolean | null>(null);
  const paused = pausedByVisitor ?? reducedMotion;
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);
  // Swiper "locks" a carousel whose slides all fit on the screen: nothing can move, so no control is offered.
  const [locked, setLocked] = useState(false);
  const focusInside = useRef(false);
  const regionId = useId();
  const headingId = useId();
  const loop = canLoop(settings, slides.length);
  const options = useMemo(() => swiperOptions(settings, slides.length, autoplays), [settings, slides.length, autoplays]);
  const rootRef = useRef<HTMLDivElement>(null);
  // Never during hydration: the server drew the static track, so the first render in the browser does too.
  const [Track, setTrack] = useState<ComponentType<SwiperTrackProps> | null>(null);
  const startSwiper = useCallback(() => {
    if (swiperTrack) setTrack(() => swiperTrack);
    else void loadSwiperTrack().then((component) => setTrack(() => component));
  }, []);

  // Load Swiper when the carousel comes into view (or at once where nothing can tell), in an idle moment: until then
  // the static track shows the same slides in the same places, so starting it is never urgent, and carousels that a
  // first screen never reaches cost a phone nothing while the page starts. Touching or focusing one starts it at once.
  useEffect(() => {
    if (Track) return;
    const element = rootRef.current;
    if (swiperTrack || !element || typeof IntersectionObserver === 'undefined') {
      startSwiper();
      return;
    }
    const whenIdle = (run: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 50));
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        whenIdle(startSwiper);
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [Track, startSwiper]);

  // Start or stop autoplay when the visitor presses pause/play.
  useEffect(() => {
    if (!swiper || swiper.destroyed || !autoplays || !swiper.autoplay) return;
    if (paused) swiper.autoplay.stop();
    else if (!focusInside.current) swiper.autoplay.start();
  }, [swiper, paused, autoplays]);

  const syncEdges = (s: SwiperInstance) => {
    setAtStart(!s.params.loop && s.isBeginning);
    setAtEnd(!s.params.loop && s.isEnd);
    setLocked(s.isLocked);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!swiper || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      swiper.slidePrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      swiper.slideNext();
    }
  };

  if (slides.length === 0) return null;

  return (
    <div
      ref={rootRef}
      className={dots ? 'carousel' : 'carousel carousel--no-dots'}
      role="region"
      aria-roledescription="carousel"
      aria-labelledby={headingId}
      data-carousel={name}
      id={regionId}
      style={controlsStyle(settings, slides.length)}
      {...breakpointAttributes(settings)}
      onKeyDown={onKeyDown}
      onPointerEnter={Track ? undefined : startSwiper}
      onFocus={(event) => {
        if (!Track) startSwiper();
        // Only keyboard focus holds the slides still (someone is reading or tabbing through them). A click on an arrow
        // or a dot also focuses it, but then the pointer is what matters: Swiper pauses while it hovers and resumes
        // when it leaves, so the carousel keeps playing after the visitor has moved it.
        if (!(event.target as HTMLElement).matches?.(':focus-visible')) return;
        focusInside.current = true;
        if (autoplays && swiper?.autoplay?.running) swiper.autoplay.stop();
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null) || !focusInside.current) return;
        focusInside.current = false;
        if (autoplays && !paused && swiper && !swiper.destroyed) swiper.autoplay?.start();
      }}
    >
      <div className="carousel__head">
        <div className="carousel__heading">
          <h2 id={headingId} className="section-title">
            {title}
          </h2>
          {intro && <p className="section-intro">{intro}</p>}
        </div>
        <div className={locked ? 'carousel__controls carousel__controls--idle' : 'carousel__controls'} hidden={locked}>
        {autoplays && (
          <button type="button" className="carousel__button carousel__pause" aria-pressed={paused} onClick={() => setPaused(!paused)}>
            {paused ? (
              <>
                <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14"><path d="M4 2.5v11l9-5.5z" fill="currentColor" /></svg>
                <span>Play</span>
              </>
            ) : (
              <>
                <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14"><path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" fill="currentColor" /></svg>
                <span>Pause</span>
              </>
            )}
          </button>
        )}
        {arrows && (
        <>
        <button
          type="button"
          className="carousel__button carousel__arrow"
          aria-label="Previous slide"
          aria-controls={regionId}
          disabled={atStart}
          onClick={() => swiper?.slidePrev()}
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16"><path d="M10.5 2.5 5 8l5.5 5.5" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
        </button>
        <button
          type="button"
          className="carousel__button carousel__arrow"
          aria-label="Next slide"
          aria-controls={regionId}
          disabled={atEnd}
          onClick={() => swiper?.slideNext()}
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16"><path d="M5.5 2.5 11 8l-5.5 5.5" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
        </button>
        </>
        )}
        </div>
      </div>
      {Track ? (
        <Track
          options={options}
          loop={loop}
          dots={dots}
          slides={slides}
          onSwiper={(s) => {
            setSwiper(s);
            syncEdges(s);
            if (paused && s.autoplay?.running) s.autoplay.stop();
          }}
          onEdges={syncEdges}
        />
      ) : (
        <StaticTrack settings={settings} slides={slides} />
      )}
    </div>
  );
}
