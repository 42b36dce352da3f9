// Types of the course pages and of the landing page. A course page's document is the API's CourseContent (the
// generated type of `coursePage`, which is the gateway's zod schema, gateway/src/services/course-content.ts): the
// section types below are parts of it, never a hand-written copy. The landing page's own content stays here.
import type { PublicCoursePageQuery } from '../gql/graphql';
import type { paths } from '../routes';

/** A published course as the API gives it (slug, path, label, next batch day and its document). */
export type PublicCourse = NonNullable<NonNullable<PublicCoursePageQuery['coursePage']>['course']>;
export type CourseContent = PublicCourse['content'];

/** A course's lead id (its slug). */
export type CourseSlug = string;

/** The address of a course page, e.g. /courses/data-science. */
export type CoursePath = string;

export type Section = CourseContent['sections'][number];
export type SectionKind = Section['kind'];
type SectionOf<K extends SectionKind> = Extract<Section, { kind: K }>;

export type HeroSection = SectionOf<'hero'>;
export type StatsSection = SectionOf<'stats'>;
export type CareerOutcomesSection = SectionOf<'careerOutcomes'>;
export type HighlightsSection = SectionOf<'highlights'>;
export type ComparisonSection = SectionOf<'comparison'>;
export type CurriculumSection = SectionOf<'curriculum'>;
export type ToolsSection = SectionOf<'tools'>;
export type ProjectsSection = SectionOf<'projects'>;
export type InstructorsSection = SectionOf<'instructors'>;
export type CareerStepsSection = SectionOf<'careerSteps'>;
export type BannerSection = SectionOf<'banner'>;
export type TestimonialsSection = SectionOf<'testimonials'>;
export type RatingsSection = SectionOf<'ratings'>;
export type EligibilitySection = SectionOf<'eligibility'>;
export type FeesSection = SectionOf<'fees'>;
export type IncludedSection = SectionOf<'included'>;
export type HowToApplySection = SectionOf<'howToApply'>;
export type FaqSection = SectionOf<'faq'>;
export type SupportSection = SectionOf<'support'>;
export type DisclaimerSection = SectionOf<'disclaimer'>;
export type AudienceSection = SectionOf<'audience'>;
export type ProjectLabSection = SectionOf<'projectLab'>;
export type DomainsSection = SectionOf<'domains'>;
export type CareerServicesSection = SectionOf<'careerServices'>;
export type SyllabusSection = SectionOf<'syllabus'>;
export type ConsultationSection = SectionOf<'consultation'>;
export type CertificateSection = SectionOf<'certificate'>;
export type BatchesSection = SectionOf<'batches'>;
export type MentorsSection = SectionOf<'mentors'>;

export type Cta = BannerSection['cta'];
export type CtaAction = Cta['action'];
export type Stat = StatsSection['items'][number];
export type Batch = BatchesSection['batches'][number];
export type BatchType = Batch['type'];
export type Instructor = MentorsSection['mentors'][number];
export type InstructorTab = InstructorsSection['tabs'][number];
export type Testimonial = TestimonialsSection['testimonials'][number];
export type Tool = ToolsSection['tools'][number];
export type FeeTab = FeesSection['tabs'][number];
export type FeeOption = FeeTab['fee'];
export type FeePlan = NonNullable<FeesSection['plans']>[number];
export type FaqItem = FaqSection['categories'][number]['questions'][number];
export type SalaryBar = CareerOutcomesSection['tabs'][number]['salary'][number];
export type ConsultationField = ConsultationSection['fields'][number];
export type Syllabus = CourseContent['syllabus'];
export type SupportContact = SupportSection['contacts'][number];

/** What the course page and the syllabus page draw: the document with the course's slug, address and label. */
export type CoursePage = CourseContent & { slug: CourseSlug; path: CoursePath; courseLabel: string; nextBatchDate: string | null };

/** The page of a course the API gave (or a draft document staff preview, with its course's slug, path and label). */
export function coursePageOf(course: Pick<PublicCourse, 'slug' | 'path' | 'label' | 'content'> & { nextBatchDate?: string | null }): CoursePage {
  return { ...course.content, slug: course.slug, path: course.path, courseLabel: course.label, nextBatchDate: course.nextBatchDate ?? null };
}

/** A picture; `src` is a path under /media/content/ (or /media/ for the hero video poster). */
export interface Picture {
  src: string;
  alt: string;
}

// ---------------------------------------------------------------------------------------------------------------
// SPEC section 3: hard-coded marketing content.

export interface Award {
  img: string;
  title: string;
  organization: string;
  description: string;
}

/** Learning-centre feature; `description` is shown cut to 100 characters plus "..". */
export interface LearningCentreFeature {
  image: string;
  title: string;
  description: string;
}

export interface PartnerLogo {
  name: string;
  logo: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Consultation form (SPEC section 3): name, email, designation, experience, all required.

export const EXPERIENCE_OPTIONS = [
  { value: '', label: 'Select' },
  // Stored as the words (issue 26: the inbox and the CSV show them), so value and label are the same.
  { value: 'Fresher', label: 'Fresher' },
  { value: '1 Year', label: '1 Year' },
  { value: '2 Years', label: '2 Years' },
  { value: '3+ years', label: '3+ years' },
] as const;

export type ExperienceValue = (typeof EXPERIENCE_OPTIONS)[number]['value'];

export interface ConsultationForm {
  name: string;
  email: string;
  designation: string;
  experience: ExperienceValue;
}


// ---------------------------------------------------------------------------------------------------------------
// The learning-centre landing page (/courses/learnbay).

export interface LandingPage {
  path: typeof paths.courses.landing;
  title: string;
  metaDescription: string;
  hero: {
    eyebrow: string;
    headline: string;
    tagline: string;
    location: string;
    /** Get Started and Enroll Now: each performs its `Cta` (they open the lead form; the SPEC's placeholder target). */
    ctas: Cta[];
    video: { webm: string; mp4: string; poster: string };
    /** What the video shows: the alt text of the still picture drawn for visitors who prefer reduced motion. */
    videoAlt: string;
  };
  /** Heads the explore-the-centre carousel; the subjects are also listed in the hero. */
  intro: { heading: string; text: string; subjects: string[] };
  /** `eyebrow` is the small line above the intro's heading. */
  features: { eyebrow: string; items: LearningCentreFeature[] };
  /** The other carousel sections: a heading, a line under it, and the cards. */
  /** The cards are the published courses' (their documents' `card`), in the order staff arrange them. */
  courses: { heading: string; intro: string; syllabusCta: Cta };
  /** The cards are the published success stories with a placement package (marketing/landing/landingStories.ts). */
  placements: { heading: string; intro: string };
  partners: { heading: string; intro: string; items: PartnerLogo[] };
  awards: { heading: string; intro: string; anchor: string; items: Award[] };
  /** The cards are the published success stories that are told (marketing/landing/landingStories.ts). */
  stories: { heading: string; intro: string };
}
