// The landing page's hero: headline, tagline, location, Get Started and Enroll Now (both open the lead form), the
// subjects taught, and a muted looping video beside the headline, or its still poster for visitors who prefer
// reduced motion; under them, the headline figures (LandingFigures).
import { useRef, useState, type ReactNode } from 'react';
import { MapPinIcon } from '../../components/icons';
import type { LandingPage } from '../../content/types';
import { CtaButton } from '../cta/CtaButton';
import { usePrefersReducedMotion } from '../../components/reducedMotion';

/**
 * The hero video's and poster's own size (web/public/media/hero.webm, hero.mp4, hero-poster.jpg, made by
 * scripts/media/hero-video.mjs; landingMedia.test.ts checks the files against it).
 */
export const VIDEO_WIDTH = 960;
export const VIDEO_HEIGHT = 540;

const CTA_CLASSES = [
  'button button--accent button--large landing-hero__cta',
  'button button--large landing-hero__cta landing-hero__cta--light',
];

function HeroVideo({ video, alt }: { video: LandingPage['hero']['video']; alt: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  // Follows the element, so the button is right however playback stopped or started.
  const [paused, setPaused] = useState(false);
  const toggle = () => {
    const el = ref.current;
    if (!el) return;
    if (el.paused) void el.play().catch(() => undefined);
    else el.pause();
  };
  return (
    <>
      <video
        ref={ref}
        className="landing-hero__video"
        autoPlay
        muted
        loop
        playsInline
        preload="auto"
        poster={video.poster}
        width={VIDEO_WIDTH}
        height={VIDEO_HEIGHT}
        aria-label={alt}
        onPlay={() => setPaused(false)}
        onPause={() => setPaused(true)}
      >
        <source src={video.webm} type="video/webm" />
        <source src={video.mp4} type="video/mp4" />
      </video>
      {/* Moving pictures longer than five seconds can be paused (WCAG 2.2.2). */}
      <button type="button" className="landing-hero__video-toggle" onClick={toggle}>
        {paused ? 'Play video' : 'Pause video'}
      </button>
    </>
  );
}

export function LandingHero({ hero, subjects, figures }: { hero: LandingPage['hero']; subjects: string[]; figures?: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <section className="landing-hero" data-landing-section="hero" aria-labelledby="landing-hero-title">
      <div className="landing-hero__inner">
        <div className="landing-hero__copy">
          <p className="landing-hero__eyebrow">{hero.eyebrow}</p>
          <h1 id="landing-hero-title" className="landing-hero__title">
            {hero.headline}
          </h1>
          <p className="landing-hero__tagline">{hero.tagline}</p>
          <p className="landing-hero__location">
            <MapPinIcon size={18} />
            {hero.location}
          </p>
          <div className="landing-hero__ctas">
            {hero.ctas.map((cta, i) => (
              <CtaButton key={cta.label} cta={cta} course="general" className={CTA_CLASSES[i] ?? CTA_CLASSES[1]} />
            ))}
          </div>
          <div className="landing-hero__subjects">
            <p>Real-time offline support for</p>
            <ul>
              {subjects.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </div>
        </div>
        <div className="landing-hero__media">
          {reducedMotion ? (
            <img
              className="landing-hero__video"
              src={hero.video.poster}
              alt={hero.videoAlt}
              width={VIDEO_WIDTH}
              height={VIDEO_HEIGHT}
              fetchPriority="high"
            />
          ) : (
            <HeroVideo video={hero.video} alt={hero.videoAlt} />
          )}
        </div>
      </div>
      {figures}
    </section>
  );
}
