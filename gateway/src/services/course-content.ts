// The one content schema of a course page (issue 29): what staff edit, what a revision keeps and what the public page
// renders. It imports nothing but zod so that the web app can `import type` the inferred types (codegen maps the
// CourseContent scalar to `CourseContent`) without bundling gateway code. The section kinds and their field names are
// those of web/src/content/types.ts, so the web's section components keep working; what changed from those types:
// batches carry real dates (YYYY-MM-DD, in Asia/Kolkata), instructors' and mentors' profile links are optional, fee
// tabs may name their city and plan and plans list the cities they are offered in (so that "a fee for a city that no
// plan offers" can be told), and the landing page's course card is part of the document.
// Every field is plain text (no HTML): control characters are stripped and lengths limited; images are only an
// uploaded image (/uploads/<id>.<ext>) or one the site ships (/media/content/...).
import { z } from 'zod';

// ---------------------------------------------------------------------------------------------------------------
// Messages (tests quote them).

export const COURSE_MESSAGES = {
  required: 'This field cannot be empty',
  tooLong: (max: number) => `At most ${max} characters`,
  tooMany: (max: number) => `At most ${max} entries`,
  date: 'Give the date as YYYY-MM-DD, e.g. 2026-12-05',
  batchEndsBeforeStart: 'The batch ends before it starts',
  feeNotNumber: 'The fee must be an amount in rupees, e.g. INR 99,999',
  feeNegative: 'The fee cannot be negative',
  feeCityWithoutPlan: (city: string) => `No plan is offered in ${city}: add the city to a plan, or remove this fee`,
  feePlanUnknown: (plan: string) => `There is no plan named "${plan}" in this section`,
  faqAnswerEmpty: 'The answer cannot be empty',
  profileUrl: 'The profile link must be an http:// or https:// address',
  linkUrl: 'The link must be an http:// or https:// address',
  emptySection: 'This section has nothing in it',
  image: 'Choose an uploaded image (/uploads/…) or one of the site\u2019s images (/media/content/…)',
  anchor: 'An anchor starts with a letter and may use only letters, digits, hyphens and underscores',
  seats: 'Seats left must be a whole number, 0 or more',
  number: 'Must be a whole number, 0 or more',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Field kinds.

/** Control characters other than tab, newline and carriage return (as services/validation.ts strips them). */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

const SHORT = 200;
const LONG = 2000;
const LIST = 100;

/** Plain text, required (not blank once trimmed). */
const text = (max = SHORT) =>
  z
    .string({ error: COURSE_MESSAGES.required })
    .overwrite((v) => v.replace(CONTROL_CHARACTERS, '').trim())
    .min(1, COURSE_MESSAGES.required)
    .max(max, COURSE_MESSAGES.tooLong(max));
/** Plain text that may be left out (an empty string is kept as given: the page shows nothing for it). */
const optionalText = (max = SHORT) =>
  z
    .string({ error: COURSE_MESSAGES.required })
    .overwrite((v) => v.replace(CONTROL_CHARACTERS, '').trim())
    .max(max, COURSE_MESSAGES.tooLong(max))
    .optional();
const list = <T extends z.ZodType>(item: T, max = LIST) => z.array(item, { error: 'Must be a list' }).max(max, COURSE_MESSAGES.tooMany(max));

/** An uploaded image (uploads.ts serves /uploads/<id>.<ext>) or a picture the site ships under /media/content/. */
export const UPLOADED_IMAGE = /^\/uploads\/[A-Za-z0-9_-]{1,100}\.(?:png|jpe?g|gif|webp)$/;
export const SITE_IMAGE = /^\/media\/content\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.(?:svg|png|jpe?g|gif|webp)$/;
export const isCourseImage = (value: string) => UPLOADED_IMAGE.test(value) || SITE_IMAGE.test(value);
const image = () => z.string({ error: COURSE_MESSAGES.image }).trim().refine(isCourseImage, COURSE_MESSAGES.image);

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
  } catch {
    return false;
  }
}
const httpUrl = (message: string) => z.string({ error: message }).trim().max(LONG, COURSE_MESSAGES.tooLong(LONG)).refine(isHttpUrl, message);

/** A calendar date as YYYY-MM-DD (a day in the centre's time zone, Asia/Kolkata). */
export const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
export function isCalendarDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}
const day = () => z.string({ error: COURSE_MESSAGES.date }).trim().refine(isCalendarDay, COURSE_MESSAGES.date);

const wholeNumber = (message: string = COURSE_MESSAGES.number) => z.number({ error: message }).int(message).min(0, message).max(1_000_000, message);

/** A fee as the page shows it ("INR 99,999"): rupees, digits with optional thousands commas. */
const FEE_AMOUNT = /^(?:INR|Rs\.?|₹)\s?\d{1,3}(?:,\d{2,3})*$|^(?:INR|Rs\.?|₹)\s?\d+$/;
const NEGATIVE_FEE = /^(?:INR|Rs\.?|₹)?\s?[-−]\s?\d/;
/** Rupees of a fee the page shows, or null when it is not one (tests and the editor use it). */
export function feeRupees(amount: string): number | null {
  return FEE_AMOUNT.test(amount.trim()) ? Number(amount.replace(/[^\d]/g, '')) : null;
}
const feeAmount = () =>
  z
    .string({ error: COURSE_MESSAGES.feeNotNumber })
    .trim()
    .superRefine((value, ctx) => {
      if (NEGATIVE_FEE.test(value)) ctx.addIssue({ code: 'custom', message: COURSE_MESSAGES.feeNegative });
      else if (!FEE_AMOUNT.test(value)) ctx.addIssue({ code: 'custom', message: COURSE_MESSAGES.feeNotNumber });
    })
    .nullable();

const anchor = () =>
  z
    .string({ error: COURSE_MESSAGES.anchor })
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_-]{0,59}$/, COURSE_MESSAGES.anchor)
    .optional();

// ---------------------------------------------------------------------------------------------------------------
// Pieces.

export const CTA_ACTIONS = ['lead', 'syllabus', 'scrollToFees', 'plans', 'details', 'share'] as const;
const CtaSchema = z.object({ label: text(80), action: z.enum(CTA_ACTIONS, { error: `The action must be one of ${CTA_ACTIONS.join(', ')}` }) });
const PictureSchema = z.object({ src: image(), alt: text(300) });
const StatSchema = z.object({ value: text(40), label: text() });
const FeeOptionSchema = z.object({ amount: feeAmount(), duration: text(), emi: optionalText(), note: optionalText(LONG) });
const ProgramSchema = z.object({
  title: text(),
  duration: text(),
  inclusions: list(text()),
  exclusions: list(text()).optional(),
  stats: list(StatSchema),
  fee: FeeOptionSchema.optional(),
});
export const BATCH_TYPES = ['weekday', 'weekend'] as const;
export const BATCH_MODES = ['classroom', 'online', 'hybrid'] as const;
const BatchSchema = z
  .object({
    type: z.enum(BATCH_TYPES, { error: 'A batch is a weekday or a weekend batch' }),
    startDate: day(),
    endDate: day().optional(),
    city: optionalText(80),
    mode: z.enum(BATCH_MODES, { error: 'The mode must be classroom, online or hybrid' }).optional(),
    seatsLeft: wholeNumber(COURSE_MESSAGES.seats).optional(),
    days: text(80),
    time: text(80),
  })
  .superRefine((batch, ctx) => {
    if (batch.endDate && batch.endDate < batch.startDate) ctx.addIssue({ code: 'custom', message: COURSE_MESSAGES.batchEndsBeforeStart, path: ['endDate'] });
  });
const InstructorSchema = z.object({
  name: text(),
  role: text(),
  companyLogo: image(),
  /** Only a real profile staff entered; none is made up. */
  profileLink: httpUrl(COURSE_MESSAGES.profileUrl).optional(),
  bio: text(LONG),
});
const TestimonialSchema = z.object({ name: text(), employer: text(), salaryHikePercent: wholeNumber(), quote: text(LONG) });
const ToolSchema = z.object({ image: image(), label: text(80) });
const IndustryProjectSchema = z.object({
  company: text(),
  durationHours: wholeNumber().optional(),
  title: text(),
  description: text(LONG),
  tools: list(text(80)),
});
const PartnerLogoSchema = z.object({ name: text(), logo: image() });
const SyllabusModuleSchema = z.object({ title: text(), hours: wholeNumber().optional(), topics: list(text(300), 200) });

// ---------------------------------------------------------------------------------------------------------------
// Sections: every kind of web/src/content/types.ts, with the same field names.

const base = { anchor: anchor(), heading: optionalText(), subheading: optionalText(LONG) };

const HeroSection = z.object({
  kind: z.literal('hero'),
  ...base,
  eyebrow: optionalText(),
  title: text(),
  tagline: text(LONG),
  points: list(text(300)).optional(),
  location: optionalText(),
  ctas: list(CtaSchema, 6),
  image: PictureSchema.optional(),
  badges: list(text(80)).optional(),
});
const StatsSection = z.object({ kind: z.literal('stats'), ...base, items: list(StatSchema) });
const SalaryBarSchema = z.object({ level: z.enum(['Minimum', 'Average', 'Maximum']), lpa: text(20), learners: optionalText(40) });
const CareerOutcomesSection = z.object({
  kind: z.literal('careerOutcomes'),
  ...base,
  tabs: list(z.object({ role: text(), description: text(LONG), salary: list(SalaryBarSchema, 3), responsibilities: list(text(300)) })),
  demand: StatSchema,
  hiringCompanies: list(PartnerLogoSchema).optional(),
});
const HighlightsSection = z.object({ kind: z.literal('highlights'), ...base, items: list(z.object({ title: text(), description: text(LONG), icon: image() })) });
const ComparisonSection = z.object({ kind: z.literal('comparison'), ...base, programs: list(ProgramSchema, 10), ctas: list(CtaSchema, 6).optional() });
const CurriculumSection = z.object({
  kind: z.literal('curriculum'),
  ...base,
  tabs: list(z.object({ title: text(), summary: optionalText(LONG), topics: list(text(300), 200), tools: list(ToolSchema).optional() })),
  ctas: list(CtaSchema, 6).optional(),
  technologyHeading: optionalText(),
});
const ToolsSection = z.object({ kind: z.literal('tools'), ...base, tools: list(ToolSchema) });
const ProjectsSection = z.object({ kind: z.literal('projects'), ...base, projects: list(IndustryProjectSchema) });
const InstructorsSection = z.object({
  kind: z.literal('instructors'),
  ...base,
  tabs: list(z.object({ label: text(80), people: list(InstructorSchema) }), 10),
  spotlight: z.object({ text: text(LONG), readMoreHref: httpUrl(COURSE_MESSAGES.linkUrl).optional() }).optional(),
});
const CareerStepsSection = z.object({
  kind: z.literal('careerSteps'),
  ...base,
  steps: list(z.object({ step: wholeNumber(), title: text(), points: list(text(300)) }), 20),
  cta: CtaSchema.optional(),
});
const BannerSection = z.object({ kind: z.literal('banner'), ...base, title: text(), text: text(LONG), cta: CtaSchema });
const TestimonialsSection = z.object({ kind: z.literal('testimonials'), ...base, testimonials: list(TestimonialSchema) });
const RatingsSection = z.object({ kind: z.literal('ratings'), ...base, ratings: list(z.object({ site: text(80), logo: image(), score: text(20), reviews: text(40) }), 20) });
const EligibilitySection = z.object({ kind: z.literal('eligibility'), ...base, tabs: list(z.object({ label: text(80), points: list(text(300)) }), 20) });
const FeeTabSchema = z.object({
  /** The tab's name: a city or a programme. */
  label: text(80),
  /** The city this fee is for (a fee tab per city): some plan must be offered there. */
  city: optionalText(80),
  /** The plan this fee is (a name of the section's `plans`). */
  plan: optionalText(),
  fee: FeeOptionSchema,
  points: list(text(300)),
});
const FeePlanSchema = z.object({
  name: text(),
  /** The cities the plan is offered in (a fee tab for another city is refused). */
  cities: list(text(80)).optional(),
  fee: FeeOptionSchema,
  includes: list(text(300)),
  payment: list(text(300)),
});
const FeesSection = z
  .object({
    kind: z.literal('fees'),
    ...base,
    tabs: list(FeeTabSchema, 30),
    ctas: list(CtaSchema, 6),
    note: optionalText(LONG),
    plans: list(FeePlanSchema, 10).optional(),
  })
  .superRefine((section, ctx) => {
    const plans = section.plans ?? [];
    section.tabs.forEach((tab, i) => {
      if (tab.city && !plans.some((plan) => plan.cities?.some((city) => city.toLowerCase() === tab.city!.toLowerCase()))) {
        ctx.addIssue({ code: 'custom', message: COURSE_MESSAGES.feeCityWithoutPlan(tab.city), path: ['tabs', i, 'city'] });
      }
      if (tab.plan && !plans.some((plan) => plan.name === tab.plan)) {
        ctx.addIssue({ code: 'custom', message: COURSE_MESSAGES.feePlanUnknown(tab.plan), path: ['tabs', i, 'plan'] });
      }
    });
  });
const IncludedSection = z.object({ kind: z.literal('included'), ...base, items: list(text(300)) });
const HowToApplySection = z.object({
  kind: z.literal('howToApply'),
  ...base,
  requirement: text(LONG),
  steps: list(z.object({ step: wholeNumber(), title: text(), text: text(LONG) }), 20),
});
const FaqItemSchema = z.object({
  question: text(300),
  answer: z
    .string({ error: COURSE_MESSAGES.faqAnswerEmpty })
    .overwrite((v) => v.replace(CONTROL_CHARACTERS, '').trim())
    .min(1, COURSE_MESSAGES.faqAnswerEmpty)
    .max(LONG * 2, COURSE_MESSAGES.tooLong(LONG * 2)),
});
const FaqSection = z.object({ kind: z.literal('faq'), ...base, categories: list(z.object({ label: text(80), questions: list(FaqItemSchema) }), 20) });
const SupportSection = z.object({
  kind: z.literal('support'),
  ...base,
  availability: text(80),
  text: text(LONG),
  contacts: list(z.object({ label: text(80), setting: z.enum(['tollFreeNumber', 'mobileNumber'], { error: 'A contact shows the toll-free or the mobile number of the site settings' }) }), 4),
  cta: CtaSchema.optional(),
  disclaimer: list(text(LONG)).optional(),
});
const DisclaimerSection = z.object({ kind: z.literal('disclaimer'), ...base, points: list(text(LONG)) });
const AudienceSection = z.object({ kind: z.literal('audience'), ...base, items: list(z.object({ label: text(), text: text(LONG) })) });
const ProjectLabSection = z.object({
  kind: z.literal('projectLab'),
  ...base,
  text: text(LONG),
  points: list(text(300)),
  certification: z.object({ issuer: text(), text: text(LONG), logo: image() }),
});
const DomainsSection = z.object({
  kind: z.literal('domains'),
  ...base,
  domains: list(z.object({ name: text(), description: text(LONG), topics: list(text(300)), icon: image() }), 30),
  cta: CtaSchema,
});
const CareerServicesSection = z.object({
  kind: z.literal('careerServices'),
  ...base,
  subscription: text(LONG),
  services: list(z.object({ title: text(), description: text(LONG) })),
});
const SyllabusSection = z.object({ kind: z.literal('syllabus'), ...base, modules: list(SyllabusModuleSchema), cta: CtaSchema });
const ConsultationSection = z.object({
  kind: z.literal('consultation'),
  ...base,
  text: text(LONG),
  fields: list(
    z.object({
      name: z.enum(['name', 'email', 'designation', 'experience']),
      label: text(80),
      type: z.enum(['text', 'email', 'select']),
      required: z.literal(true),
      placeholder: optionalText(),
    }),
    4,
  ),
  submitLabel: text(80),
});
const CertificateSection = z.object({ kind: z.literal('certificate'), ...base, issuer: text(), text: text(LONG), image: PictureSchema, points: list(text(300)) });
const BatchesSection = z.object({ kind: z.literal('batches'), ...base, scholarship: text(300), emi: text(300), batches: list(BatchSchema, 50), ctas: list(CtaSchema, 6) });
const MentorsSection = z.object({ kind: z.literal('mentors'), ...base, mentors: list(InstructorSchema) });

const SECTION_SCHEMAS = [
  HeroSection,
  StatsSection,
  CareerOutcomesSection,
  HighlightsSection,
  ComparisonSection,
  CurriculumSection,
  ToolsSection,
  ProjectsSection,
  InstructorsSection,
  CareerStepsSection,
  BannerSection,
  TestimonialsSection,
  RatingsSection,
  EligibilitySection,
  FeesSection,
  IncludedSection,
  HowToApplySection,
  FaqSection,
  SupportSection,
  DisclaimerSection,
  AudienceSection,
  ProjectLabSection,
  DomainsSection,
  CareerServicesSection,
  SyllabusSection,
  ConsultationSection,
  CertificateSection,
  BatchesSection,
  MentorsSection,
] as const;

export const SECTION_KINDS = SECTION_SCHEMAS.map((s) => s.shape.kind.value);

export const CourseSectionSchema = z.discriminatedUnion('kind', SECTION_SCHEMAS, {
  error: (issue) => (issue.code === 'invalid_union' ? `A section's kind must be one of ${SECTION_KINDS.join(', ')}` : undefined),
});

export type CourseSection = z.output<typeof CourseSectionSchema>;
export type CourseSectionKind = CourseSection['kind'];
export type CourseSectionOf<K extends CourseSectionKind> = Extract<CourseSection, { kind: K }>;

/**
 * What makes a section worth showing: the list or text its component draws. A section without it is refused ("This
 * section has nothing in it"), so a page never shows an empty heading.
 */
const SECTION_CONTENT: { [K in CourseSectionKind]: (section: CourseSectionOf<K>) => boolean } = {
  hero: (s) => !!s.title,
  stats: (s) => s.items.length > 0,
  careerOutcomes: (s) => s.tabs.length > 0,
  highlights: (s) => s.items.length > 0,
  comparison: (s) => s.programs.length > 0,
  curriculum: (s) => s.tabs.length > 0,
  tools: (s) => s.tools.length > 0,
  projects: (s) => s.projects.length > 0,
  instructors: (s) => s.tabs.some((tab) => tab.people.length > 0),
  careerSteps: (s) => s.steps.length > 0,
  banner: (s) => !!s.title,
  testimonials: (s) => s.testimonials.length > 0,
  ratings: (s) => s.ratings.length > 0,
  eligibility: (s) => s.tabs.some((tab) => tab.points.length > 0),
  fees: (s) => s.tabs.length > 0,
  included: (s) => s.items.length > 0,
  howToApply: (s) => s.steps.length > 0,
  faq: (s) => s.categories.some((c) => c.questions.length > 0),
  support: (s) => !!s.text,
  disclaimer: (s) => s.points.length > 0,
  audience: (s) => s.items.length > 0,
  projectLab: (s) => !!s.text,
  domains: (s) => s.domains.length > 0,
  careerServices: (s) => s.services.length > 0,
  syllabus: (s) => s.modules.length > 0,
  consultation: (s) => s.fields.length > 0,
  certificate: (s) => !!s.text,
  // A batches section keeps its scholarship and EMI lines when every batch has passed.
  batches: (s) => s.batches.length > 0 || !!s.scholarship,
  mentors: (s) => s.mentors.length > 0,
};

export function sectionHasContent(section: CourseSection): boolean {
  return (SECTION_CONTENT[section.kind] as (s: CourseSection) => boolean)(section);
}

export const SyllabusSchema = z.object({ course: text(), summary: text(LONG), modules: list(SyllabusModuleSchema) });

/** The landing page's card of the course ("Exclusive Offline Courses"); its link is the course's path. */
export const CourseCardSchema = z.object({ image: image(), title: text(), duration: text(), certification: text(300) });

export const CourseContentSchema = z
  .object({
    title: text(),
    metaDescription: text(320),
    /** The course's short name (navigation, the lead form, the leads inbox). */
    label: text(80),
    card: CourseCardSchema,
    /** In the order staff arrange them. */
    sections: list(CourseSectionSchema, 60),
    syllabus: SyllabusSchema,
  })
  .superRefine((content, ctx) => {
    content.sections.forEach((section, i) => {
      if (!sectionHasContent(section)) ctx.addIssue({ code: 'custom', message: COURSE_MESSAGES.emptySection, path: ['sections', i] });
    });
  });

export type CourseContent = z.output<typeof CourseContentSchema>;
export type CourseContentInput = z.input<typeof CourseContentSchema>;
export type CourseCard = CourseContent['card'];
export type CourseSyllabus = CourseContent['syllabus'];
export type CourseBatch = CourseSectionOf<'batches'>['batches'][number];
export type CourseInstructor = CourseSectionOf<'mentors'>['mentors'][number];
export type CourseFeeTab = CourseSectionOf<'fees'>['tabs'][number];
export type CourseFeePlan = NonNullable<CourseSectionOf<'fees'>['plans']>[number];
export type CourseCta = CourseSectionOf<'banner'>['cta'];

/** One problem of a document: the field's path (e.g. "sections.4.batches.1.endDate") and its message. */
export interface CourseContentIssue {
  field: string;
  message: string;
}

/** Parses a document: the clean content, or every problem with its field path (the first one first). */
export function parseCourseContent(input: unknown): { ok: true; content: CourseContent } | { ok: false; issues: CourseContentIssue[] } {
  const parsed = CourseContentSchema.safeParse(input);
  if (parsed.success) return { ok: true, content: parsed.data };
  return { ok: false, issues: parsed.error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message })) };
}

/**
 * A minimal valid document for a new course: a hero with the course's name and a syllabus placeholder, for staff to
 * fill in before publishing.
 */
export function newCourseContent(label: string): CourseContent {
  return {
    title: label,
    metaDescription: `${label}: a classroom course at the learning centre.`,
    label,
    card: { image: '/media/content/courses/data-science-ai-ml.svg', title: label, duration: 'Duration to be announced', certification: 'Course completion certificate' },
    sections: [{ kind: 'hero', title: label, tagline: `Learn ${label} in a classroom, with mentors.`, ctas: [{ label: 'Apply Now', action: 'lead' }] }],
    syllabus: { course: label, summary: `The syllabus of ${label}.`, modules: [] },
  };
}
