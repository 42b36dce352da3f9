// A course landing page: the page's sections, in order, each drawn by the component of its kind. The switch is
// exhaustive, so a new kind of section does not type-check until it has a component; a new course is only data.
import { Fragment, useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { previewImage, usePageMeta } from '../../components/usePageMeta';
import type { CoursePage, CourseSlug, Section } from '../../content/types';
import { CoursePathContext, InlineEnquiryContext } from '../cta/CtaButton';
import { inlineEnquiryAnchor, type Tone } from './parts';
import { AudienceSection } from './sections/AudienceSection';
import { BannerSection } from './sections/BannerSection';
import { BatchesSection } from './sections/BatchesSection';
import { CareerOutcomesSection } from './sections/CareerOutcomesSection';
import { CareerServicesSection } from './sections/CareerServicesSection';
import { CareerStepsSection } from './sections/CareerStepsSection';
import { CertificateSection } from './sections/CertificateSection';
import { ComparisonSection } from './sections/ComparisonSection';
import { ConsultationSection } from './sections/ConsultationSection';
import { CurriculumSection } from './sections/CurriculumSection';
import { DisclaimerSection } from './sections/DisclaimerSection';
import { DomainsSection } from './sections/DomainsSection';
import { EligibilitySection } from './sections/EligibilitySection';
import { FaqSection } from './sections/FaqSection';
import { FeesSection } from './sections/FeesSection';
import { HeroSection } from './sections/HeroSection';
import { HighlightsSection } from './sections/HighlightsSection';
import { HowToApplySection } from './sections/HowToApplySection';
import { IncludedSection } from './sections/IncludedSection';
import { InstructorsSection } from './sections/InstructorsSection';
import { MentorsSection } from './sections/MentorsSection';
import { ProjectLabSection } from './sections/ProjectLabSection';
import { ProjectsSection } from './sections/ProjectsSection';
import { RatingsSection } from './sections/RatingsSection';
import { StatsSection } from './sections/StatsSection';
import { SupportSection } from './sections/SupportSection';
import { SyllabusSection } from './sections/SyllabusSection';
import { TestimonialsSection } from './sections/TestimonialsSection';
import { ToolsSection } from './sections/ToolsSection';
import './course.css';
import { paths } from '../../routes';
import { useSiteOrigin } from '../../ssr/RenderContext';
import { serializeJsonLd } from '../../public/jobs/jobPostingJsonLd';
import { useSiteSettings } from '../../public/siteSettings';
import { courseJsonLd } from './courseJsonLd';

function unreachable(section: never): never {
  throw new Error(`No component for section ${JSON.stringify(section)}`);
}

export function renderSection(section: Section, course: CourseSlug, tone: Tone): ReactNode {
  switch (section.kind) {
    case 'hero':
      return <HeroSection section={section} course={course} tone={tone} />;
    case 'stats':
      return <StatsSection section={section} course={course} tone={tone} />;
    case 'careerOutcomes':
      return <CareerOutcomesSection section={section} course={course} tone={tone} />;
    case 'highlights':
      return <HighlightsSection section={section} course={course} tone={tone} />;
    case 'comparison':
      return <ComparisonSection section={section} course={course} tone={tone} />;
    case 'curriculum':
      return <CurriculumSection section={section} course={course} tone={tone} />;
    case 'tools':
      return <ToolsSection section={section} course={course} tone={tone} />;
    case 'projects':
      return <ProjectsSection section={section} course={course} tone={tone} />;
    case 'instructors':
      return <InstructorsSection section={section} course={course} tone={tone} />;
    case 'careerSteps':
      return <CareerStepsSection section={section} course={course} tone={tone} />;
    case 'banner':
      return <BannerSection section={section} course={course} tone={tone} />;
    case 'testimonials':
      return <TestimonialsSection section={section} course={course} tone={tone} />;
    case 'ratings':
      return <RatingsSection section={section} course={course} tone={tone} />;
    case 'eligibility':
      return <EligibilitySection section={section} course={course} tone={tone} />;
    case 'fees':
      return <FeesSection section={section} course={course} tone={tone} />;
    case 'included':
      return <IncludedSection section={section} course={course} tone={tone} />;
    case 'howToApply':
      return <HowToApplySection section={section} course={course} tone={tone} />;
    case 'faq':
      return <FaqSection section={section} course={course} tone={tone} />;
    case 'support':
      return <SupportSection section={section} course={course} tone={tone} />;
    case 'disclaimer':
      return <DisclaimerSection section={section} course={course} tone={tone} />;
    case 'audience':
      return <AudienceSection section={section} course={course} tone={tone} />;
    case 'projectLab':
      return <ProjectLabSection section={section} course={course} tone={tone} />;
    case 'domains':
      return <DomainsSection section={section} course={course} tone={tone} />;
    case 'careerServices':
      return <CareerServicesSection section={section} course={course} tone={tone} />;
    case 'syllabus':
      return <SyllabusSection section={section} course={course} tone={tone} />;
    case 'consultation':
      return <ConsultationSection section={section} course={course} tone={tone} />;
    case 'certificate':
      return <CertificateSection section={section} course={course} tone={tone} />;
    case 'batches':
      return <BatchesSection section={section} course={course} tone={tone} />;
    case 'mentors':
      return <MentorsSection section={section} course={course} tone={tone} />;
    default:
      return unreachable(section);
  }
}

/** Sections with a look of their own; the others alternate between plain and tinted bands. */
const OWN_BACKGROUND = new Set<Section['kind']>(['hero', 'stats', 'banner']);

/** The band colour of each section, so that two neighbouring sections never share one. */
export function sectionTones(sections: readonly Section[]): Tone[] {
  let tinted = true;
  return sections.map((section) => {
    if (OWN_BACKGROUND.has(section.kind)) return 'plain';
    tinted = !tinted;
    return tinted ? 'tinted' : 'plain';
  });
}

/**
 * The course's own picture for link previews: its hero's, else its card's, when previews can draw it (a PNG, JPEG or
 * WebP upload, not an SVG); undefined (the site's default) otherwise.
 */
export function coursePreviewImage(page: Pick<CoursePage, 'sections' | 'card'>): string | undefined {
  const hero = page.sections.find((section) => section.kind === 'hero');
  return previewImage(hero?.image?.src, page.card.image);
}

/**
 * Scrolls to the section a link names (/courses/data-science#course-fee). The page loads on demand, after the router
 * has done its own scrolling, so the section did not exist yet when it looked for it.
 */
function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    const frame = window.requestAnimationFrame(() => target.scrollIntoView({ block: 'start' }));
    return () => window.cancelAnimationFrame(frame);
  }, [hash]);
}

export function CoursePageView({ page }: { page: CoursePage }) {
  usePageMeta(page.title, page.metaDescription, { canonicalPath: page.path, image: coursePreviewImage(page) });
  useScrollToHash();
  const tones = sectionTones(page.sections);
  const { siteName } = useSiteSettings();
  const origin = useSiteOrigin();
  const jsonLd = serializeJsonLd(courseJsonLd(page, { name: siteName }, origin));
  return (
    <CoursePathContext.Provider value={page.path}>
    <InlineEnquiryContext.Provider value={inlineEnquiryAnchor(page.sections)}>
      <div className="course-page" data-course={page.slug}>
        <nav aria-label="Breadcrumb" className="course-breadcrumb">
          <ol>
            <li>
              <Link to={paths.home}>Home</Link>
            </li>
            <li>
              <Link to={paths.courses.landing}>Courses</Link>
            </li>
            <li aria-current="page">{page.courseLabel}</li>
          </ol>
        </nav>
        {page.sections.map((section, i) => (
          <Fragment key={`${section.kind}-${i}`}>{renderSection(section, page.slug, tones[i]!)}</Fragment>
        ))}
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      </div>
    </InlineEnquiryContext.Provider>
    </CoursePathContext.Provider>
  );
}
