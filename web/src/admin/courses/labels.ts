// Words for the course editor's fields: the form is drawn from the zod schema (schemaForm.tsx), whose keys are
// programmers' names; staff read these. A key missing here is humanised ("seatsLeft" → "Seats left").
import type { CourseSectionKind } from '../../../../gateway/src/services/course-content';

export const SECTION_KIND_LABELS: Record<CourseSectionKind, string> = {
  hero: 'Hero (title, tagline, buttons)',
  stats: 'Figures',
  careerOutcomes: 'Career outcomes and salaries',
  highlights: 'Highlights',
  comparison: 'Programmes compared',
  curriculum: 'Curriculum',
  tools: 'Tools',
  projects: 'Projects',
  instructors: 'Instructors',
  careerSteps: 'Career steps',
  banner: 'Banner',
  testimonials: 'Testimonials',
  ratings: 'Ratings',
  eligibility: 'Eligibility',
  fees: 'Fees',
  included: 'What is included',
  howToApply: 'How to apply',
  faq: 'FAQ',
  support: 'Support and contacts',
  disclaimer: 'Disclaimer',
  audience: 'Who it is for',
  projectLab: 'Project lab',
  domains: 'Domains',
  careerServices: 'Career services',
  syllabus: 'Syllabus (on the page)',
  consultation: 'Consultation form',
  certificate: 'Certificate',
  batches: 'Batches',
  mentors: 'Mentors',
};

const FIELD_LABELS: Record<string, string> = {
  metaDescription: 'Meta description (search results)',
  label: 'Label',
  card: 'Landing-page card',
  anchor: 'Anchor (link target on the page)',
  ctas: 'Buttons',
  cta: 'Button',
  action: 'What the button does',
  src: 'Image',
  alt: 'Image description (alt text)',
  lpa: 'Salary (LPA)',
  emi: 'EMI',
  seatsLeft: 'Seats left',
  startDate: 'Start date',
  endDate: 'End date',
  profileLink: 'Profile link (optional)',
  companyLogo: 'Company logo',
  salaryHikePercent: 'Salary hike (%)',
  durationHours: 'Duration (hours)',
  readMoreHref: 'Read more link',
  technologyHeading: 'Technologies heading',
  submitLabel: 'Submit button label',
  setting: 'Number shown',
  faqs: 'FAQs',
  categories: 'FAQ categories',
  questions: 'Questions',
  syllabus: 'Syllabus (download)',
  course: 'Course name',
  hours: 'Hours',
  cities: 'Cities offered in',
  plan: 'Plan (a plan name below)',
  city: 'City',
};

/** A list's item, in the singular ("Add batch"). */
const ITEM_LABELS: Record<string, string> = {
  sections: 'section',
  batches: 'batch',
  tabs: 'tab',
  plans: 'plan',
  programs: 'programme',
  modules: 'module',
  topics: 'topic',
  tools: 'tool',
  projects: 'project',
  people: 'person',
  mentors: 'mentor',
  testimonials: 'testimonial',
  categories: 'category',
  questions: 'question',
  points: 'point',
  items: 'item',
  ctas: 'button',
  stats: 'figure',
  inclusions: 'inclusion',
  exclusions: 'exclusion',
  includes: 'inclusion',
  payment: 'payment option',
  salary: 'salary bar',
  responsibilities: 'responsibility',
  hiringCompanies: 'hiring company',
  ratings: 'rating',
  steps: 'step',
  contacts: 'contact',
  disclaimer: 'disclaimer',
  domains: 'domain',
  services: 'service',
  fields: 'form field',
  badges: 'badge',
  cities: 'city',
};

export function humanise(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function fieldLabel(key: string): string {
  return FIELD_LABELS[key] ?? humanise(key);
}

export function itemLabel(listKey: string): string {
  return ITEM_LABELS[listKey] ?? 'entry';
}

/** Fields whose text is an image path (uploads or the site's images), drawn with an upload button and a preview. */
export const IMAGE_KEYS = new Set(['image', 'icon', 'logo', 'companyLogo', 'src']);
/** Fields that hold a calendar day (YYYY-MM-DD), drawn as date inputs. */
export const DATE_KEYS = new Set(['startDate', 'endDate']);
/** Fields that name a list item in its header ("Batch 2 · 2026-12-05"), the first one present wins. */
export const TITLE_KEYS = ['heading', 'title', 'name', 'label', 'question', 'role', 'company', 'site', 'startDate', 'value', 'level'];
