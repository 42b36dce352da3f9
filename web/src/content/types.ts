// Types of the hard-coded marketing content (SPEC section 3) and of the course landing pages (SPEC section 2).
// Pages are ordered lists of sections; shared section components render each `kind`.
import type { paths } from '../routes';

/** Lead course id of each course landing page. */
export type CourseSlug = 'data-science-ai-ml' | 'full-stack-development' | 'machine-learning' | 'digital-marketing';

/** Route path of a course page (routes.ts). */
export type CoursePath = Exclude<(typeof paths.courses)[keyof typeof paths.courses], typeof paths.courses.landing>;

/** What a call-to-action does: open the lead form, open the lead form then the printable syllabus, scroll to the
 * fee section, open the fee section's plans, go to the printable syllabus (a plain link, no form), or share the page. */
export type CtaAction = 'lead' | 'syllabus' | 'scrollToFees' | 'plans' | 'details' | 'share';

export interface Cta {
  label: string;
  action: CtaAction;
}

/** A picture; `src` is a path under /media/content/ (or /media/ for the hero video poster). */
export interface Picture {
  src: string;
  alt: string;
}

/** A figure with its caption, e.g. { value: '150+', label: 'Hours of classroom training' }. */
export interface Stat {
  value: string;
  label: string;
}

// ---------------------------------------------------------------------------------------------------------------
// SPEC section 3: hard-coded marketing content.

/** Course card ("Exclusive Offline Courses"). */
export interface CourseCard {
  image: string;
  title: string;
  /** e.g. "9 hours of learning". */
  duration: string;
  certification: string;
  link: CoursePath;
}

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

/** A programme offering (Essential/Pro, 6-month/4-month). */
export interface Program {
  title: string;
  duration: string;
  inclusions: string[];
  /** What this offering leaves out (shown struck through or with a cross). */
  exclusions?: string[];
  stats: Stat[];
  fee?: FeeOption;
}

export type BatchType = 'weekday' | 'weekend';

export interface Batch {
  type: BatchType;
  /** e.g. "Dec 6th". */
  startDate: string;
  /** e.g. "Mon - Thu". */
  days: string;
  /** e.g. "8:00 PM to 10:30 PM". */
  time: string;
}

export interface FeeOption {
  /** Display text, e.g. "INR 99,999"; null when the SPEC gives no figure (a counsellor shares it). */
  amount: string | null;
  duration: string;
  /** e.g. "INR 5,200/month". */
  emi?: string;
  /** Shown instead of, or under, the amount. */
  note?: string;
}

/** Instructor or mentor. */
export interface Instructor {
  name: string;
  role: string;
  companyLogo: string;
  /** A real profile (LinkedIn, a personal page), only where staff entered one: the card links to it. */
  profileLink?: string;
  bio: string;
}

export interface Testimonial {
  name: string;
  employer: string;
  /** e.g. 60 for "60% salary hike". */
  salaryHikePercent: number;
  quote: string;
}

export interface IndustryProject {
  company: string;
  durationHours?: number;
  title: string;
  description: string;
  /** Labels of the tools used (the tools strip). */
  tools: string[];
}

export interface Tool {
  image: string;
  label: string;
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

export interface ConsultationField {
  name: keyof ConsultationForm;
  label: string;
  type: 'text' | 'email' | 'select';
  required: true;
  placeholder?: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Course page sections. Every section may carry an `anchor` (element id) and a heading.

interface SectionBase {
  anchor?: string;
  heading?: string;
  subheading?: string;
}

export interface HeroSection extends SectionBase {
  kind: 'hero';
  eyebrow?: string;
  title: string;
  tagline: string;
  points?: string[];
  location?: string;
  ctas: Cta[];
  image?: Picture;
  badges?: string[];
}

export interface StatsSection extends SectionBase {
  kind: 'stats';
  items: Stat[];
}

/** Salary levels in lakh per annum; `learners` is the learner count drawn with each bar where the SPEC gives one. */
export interface SalaryBar {
  level: 'Minimum' | 'Average' | 'Maximum';
  lpa: string;
  learners?: string;
}

export interface CareerRoleTab {
  role: string;
  description: string;
  salary: SalaryBar[];
  responsibilities: string[];
}

export interface CareerOutcomesSection extends SectionBase {
  kind: 'careerOutcomes';
  /** The first tab is the default. */
  tabs: CareerRoleTab[];
  demand: Stat;
  hiringCompanies?: PartnerLogo[];
}

export interface Highlight {
  title: string;
  description: string;
  icon: string;
}

export interface HighlightsSection extends SectionBase {
  kind: 'highlights';
  items: Highlight[];
}

export interface ComparisonSection extends SectionBase {
  kind: 'comparison';
  programs: Program[];
  ctas?: Cta[];
}

export interface CurriculumTab {
  title: string;
  summary?: string;
  /** Empty when the page shows no topics for this tab (the syllabus download has them). */
  topics: string[];
  tools?: Tool[];
}

export interface CurriculumSection extends SectionBase {
  kind: 'curriculum';
  /** The first tab is the default. */
  tabs: CurriculumTab[];
  ctas?: Cta[];
  /** When set, the section ends with a technology logo carousel of every tab's tools under this heading (for pages
   * without a tools section of their own). */
  technologyHeading?: string;
}

export interface ToolsSection extends SectionBase {
  kind: 'tools';
  tools: Tool[];
}

export interface ProjectsSection extends SectionBase {
  kind: 'projects';
  projects: IndustryProject[];
}

export interface InstructorTab {
  label: string;
  people: Instructor[];
}

export interface InstructorsSection extends SectionBase {
  kind: 'instructors';
  /** The first tab is the default; a single tab may be drawn without a tab bar. */
  tabs: InstructorTab[];
  /** A short blurb under the cards with a Read More link. */
  spotlight?: { text: string; readMoreHref: string };
}

export interface CareerStep {
  step: number;
  title: string;
  points: string[];
}

export interface CareerStepsSection extends SectionBase {
  kind: 'careerSteps';
  steps: CareerStep[];
  cta?: Cta;
}

export interface BannerSection extends SectionBase {
  kind: 'banner';
  title: string;
  text: string;
  cta: Cta;
}

export interface TestimonialsSection extends SectionBase {
  kind: 'testimonials';
  testimonials: Testimonial[];
}

export interface Rating {
  site: string;
  logo: string;
  score: string;
  reviews: string;
}

export interface RatingsSection extends SectionBase {
  kind: 'ratings';
  ratings: Rating[];
}

export interface EligibilityTab {
  label: string;
  points: string[];
}

export interface EligibilitySection extends SectionBase {
  kind: 'eligibility';
  /** The first tab is the default. */
  tabs: EligibilityTab[];
}

export interface FeeTab {
  /** A city or a programme. */
  label: string;
  fee: FeeOption;
  points: string[];
}

/** A plan of the fee section's comparison ("View Plans"): only figures the page states elsewhere. */
export interface FeePlan {
  name: string;
  fee: FeeOption;
  /** What the plan includes. */
  includes: string[];
  /** How the fee can be paid. */
  payment: string[];
}

export interface FeesSection extends SectionBase {
  kind: 'fees';
  /** The first tab is the default. */
  tabs: FeeTab[];
  ctas: Cta[];
  note?: string;
  /** The plans compared under the fee card (a View Plans button opens them). */
  plans?: FeePlan[];
}

export interface IncludedSection extends SectionBase {
  kind: 'included';
  items: string[];
}

export interface HowToApplySection extends SectionBase {
  kind: 'howToApply';
  requirement: string;
  steps: { step: number; title: string; text: string }[];
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqCategory {
  label: string;
  questions: FaqItem[];
}

export interface FaqSection extends SectionBase {
  kind: 'faq';
  /** The first category is the default; its questions start collapsed. */
  categories: FaqCategory[];
}

/** A phone number shown from the site settings (the numbers are not content). */
export interface SupportContact {
  label: string;
  setting: 'tollFreeNumber' | 'mobileNumber';
}

export interface SupportSection extends SectionBase {
  kind: 'support';
  availability: string;
  text: string;
  contacts: SupportContact[];
  cta?: Cta;
  /** Numbered points of the disclaimer block, when the page has one. */
  disclaimer?: string[];
}

export interface DisclaimerSection extends SectionBase {
  kind: 'disclaimer';
  points: string[];
}

export interface AudienceSection extends SectionBase {
  kind: 'audience';
  items: { label: string; text: string }[];
}

export interface ProjectLabSection extends SectionBase {
  kind: 'projectLab';
  text: string;
  points: string[];
  certification: { issuer: string; text: string; logo: string };
}

export interface Domain {
  name: string;
  description: string;
  topics: string[];
  icon: string;
}

export interface DomainsSection extends SectionBase {
  kind: 'domains';
  domains: Domain[];
  cta: Cta;
}

export interface CareerServicesSection extends SectionBase {
  kind: 'careerServices';
  subscription: string;
  services: { title: string; description: string }[];
}

export interface SyllabusModule {
  title: string;
  hours?: number;
  topics: string[];
}

/** The full syllabus of a course, printed after a lead form. */
export interface Syllabus {
  course: string;
  summary: string;
  modules: SyllabusModule[];
}

export interface SyllabusSection extends SectionBase {
  kind: 'syllabus';
  /** The modules drawn in the accordion (the full list is in the course's `syllabus`). */
  modules: SyllabusModule[];
  cta: Cta;
}

export interface ConsultationSection extends SectionBase {
  kind: 'consultation';
  text: string;
  fields: ConsultationField[];
  submitLabel: string;
}

export interface CertificateSection extends SectionBase {
  kind: 'certificate';
  issuer: string;
  text: string;
  image: Picture;
  points: string[];
}

export interface BatchesSection extends SectionBase {
  kind: 'batches';
  scholarship: string;
  emi: string;
  batches: Batch[];
  ctas: Cta[];
}

export interface MentorsSection extends SectionBase {
  kind: 'mentors';
  mentors: Instructor[];
}

export type Section =
  | HeroSection
  | StatsSection
  | CareerOutcomesSection
  | HighlightsSection
  | ComparisonSection
  | CurriculumSection
  | ToolsSection
  | ProjectsSection
  | InstructorsSection
  | CareerStepsSection
  | BannerSection
  | TestimonialsSection
  | RatingsSection
  | EligibilitySection
  | FeesSection
  | IncludedSection
  | HowToApplySection
  | FaqSection
  | SupportSection
  | DisclaimerSection
  | AudienceSection
  | ProjectLabSection
  | DomainsSection
  | CareerServicesSection
  | SyllabusSection
  | ConsultationSection
  | CertificateSection
  | BatchesSection
  | MentorsSection;

export type SectionKind = Section['kind'];

export interface CoursePage {
  slug: CourseSlug;
  path: CoursePath;
  title: string;
  metaDescription: string;
  sections: Section[];
  syllabus: Syllabus;
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
  courses: { heading: string; intro: string; syllabusCta: Cta; items: CourseCard[] };
  /** The cards are the published success stories with a placement package (marketing/landing/landingStories.ts). */
  placements: { heading: string; intro: string };
  partners: { heading: string; intro: string; items: PartnerLogo[] };
  awards: { heading: string; intro: string; anchor: string; items: Award[] };
  /** The cards are the published success stories that are told (marketing/landing/landingStories.ts). */
  stories: { heading: string; intro: string };
}
