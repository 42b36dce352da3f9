// The learning centre's landing page (/courses/learnbay), SPEC section 2 "Marketing landing page": the hero (with the
// headline figures from the site settings), then the explore-the-centre, courses, placements, partners, awards and
// success-story carousels, in that order. The placements and stories are the published success stories.
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageMeta } from '../../components/usePageMeta';
import { landing } from '../../content/landing';
import { withSiteName } from '../../public/site';
import { useSiteSettings } from '../../public/siteSettings';
import { paths } from '../../routes';
import { AwardsSection } from './AwardsSection';
import { CoursesSection } from './CoursesSection';
import { FeaturesSection } from './FeaturesSection';
import { LandingFigures } from './LandingFigures';
import { LandingHero } from './LandingHero';
import { useLandingStories } from './landingStories';
import { PartnersSection } from './PartnersSection';
import { PlacementsSection } from './PlacementsSection';
import { StoriesSection } from './StoriesSection';
import './landing.css';

/**
 * Scrolls to the section a link's #anchor names (e.g. #Awards-&-Accomplishments). The page arrives in its own chunk,
 * after the browser has already looked for the anchor and found nothing, so the page looks again once it is drawn.
 */
function useScrollToAnchor() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    const target = document.getElementById(id);
    if (!target) return;
    // After the carousels have set their sizes, so the section does not move once scrolled to.
    const frame = window.requestAnimationFrame(() => target.scrollIntoView({ block: 'start' }));
    return () => window.cancelAnimationFrame(frame);
  }, [hash]);
}

/** The landing content with the site's configured name where the text names the site. */
export function useLandingContent(): typeof landing {
  const { siteName } = useSiteSettings();
  return useMemo(
    () => ({
      ...landing,
      title: withSiteName(landing.title, siteName),
      hero: { ...landing.hero, eyebrow: withSiteName(landing.hero.eyebrow, siteName) },
      intro: { ...landing.intro, heading: withSiteName(landing.intro.heading, siteName) },
    }),
    [siteName],
  );
}

export function LandingPage() {
  const content = useLandingContent();
  const settings = useSiteSettings();
  const { placements, stories } = useLandingStories();
  usePageMeta(content.title, content.metaDescription, { canonicalPath: paths.courses.landing });
  useScrollToAnchor();
  return (
    <div className="landing">
      <LandingHero hero={content.hero} subjects={content.intro.subjects} figures={<LandingFigures settings={settings} />} />
      <FeaturesSection intro={content.intro} features={content.features} />
      <CoursesSection courses={landing.courses} />
      <PlacementsSection placements={landing.placements} items={placements} />
      <PartnersSection partners={landing.partners} />
      <AwardsSection awards={landing.awards} />
      <StoriesSection stories={landing.stories} items={stories} />
    </div>
  );
}
