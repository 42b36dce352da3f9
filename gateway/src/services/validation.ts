// Input rules for every write, shared by GraphQL and REST: required fields, formats and length limits, with the
// messages of SPEC sections 5 and 8 word for word.
import { z } from 'zod';
import { ApplyMethod, EmploymentType, JobCategory, JobStatus, Role } from '../generated/prisma/enums.js';
import { badInput, notFound, ServiceError } from './errors.js';
import { sanitizeRichText } from './sanitize.js';
import { parseSalary, SalaryError } from './salary.js';
import { indianMobile, LIMITS, PHONE_INVALID } from './limits.js';

export const MESSAGES = {
  jobRequired: 'Please fill out all required fields',
  jobIdRequired: 'Job ID is required for update',
  jobIdRequiredForDeletion: 'Job ID is required for deletion',
  storyTitleRequired: 'Title is required',
  storyImageRequired: 'Please upload an image',
  storyPostDateRequired: 'Post date is required',
} as const;

/** Turns the first zod issue into a precise 400 naming the field. */
function parseWith<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw badInput(issue.message, issue.path.join('.') || undefined);
}

/**
 * ISO 8601 as APIs send it: a day ("2026-11-27"), or a day and time with optional seconds, fraction and zone
 * ("2026-11-27T10:30", "2026-11-27T10:30:00.000Z", "...+05:30"). Anything else is refused rather than handed to
 * Date's lenient parser, which reads "tomorrow at 5" as 1 May 2001.
 */
const ISO_8601 = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

/** ISO 8601 text whose day exists: Date would roll "2026-02-31" over to 3 March. */
function isIsoDay(text: string): boolean {
  const m = ISO_8601.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return day.getUTCMonth() === mo - 1 && day.getUTCDate() === d;
}

/**
 * A date given as ISO 8601 text or a timestamp that a person could mean (years 1000 to 9999), or null: JavaScript accepts
 * dates such as -200000-01-01 that PostgreSQL cannot compare with.
 */
export function toSaneDate(value: unknown): Date | null {
  const date =
    typeof value === 'string' ? (isIsoDay(value.trim()) ? new Date(value.trim()) : null) : typeof value === 'number' && Number.isFinite(value) ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  const year = date.getUTCFullYear();
  return year >= 1000 && year <= 9999 ? date : null;
}

/** Control characters other than tab, newline and carriage return: never meant in text, and NUL breaks PostgreSQL. */
const UNWANTED_CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Half of a UTF-16 surrogate pair on its own (JSON's "\ud800"): no character, and PostgreSQL's JSON refuses it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text with each lone surrogate replaced by U+FFFD, as UTF-8 would carry it (String.prototype.toWellFormed). */
export function wellFormed(value: string): string {
  return value.replace(LONE_SURROGATE, '\uFFFD');
}

/**
 * Every string in a value parsed from JSON (GraphQL variables, REST bodies) well formed, the rest as it is; a value
 * without a lone surrogate is returned unchanged (the same object).
 */
export function wellFormedStrings<T>(value: T): T {
  if (typeof value === 'string') return wellFormed(value) as T;
  if (Array.isArray(value)) {
    const items = value.map(wellFormedStrings);
    return (items.some((item, i) => item !== value[i]) ? items : value) as T;
  }
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    let changed = false;
    const entries = Object.entries(value).map(([k, v]) => {
      const [key, item] = [wellFormed(k), wellFormedStrings(v)];
      if (key !== k || item !== v) changed = true;
      return [key, item] as const;
    });
    return (changed ? Object.fromEntries(entries) : value) as T;
  }
  return value;
}

/**
 * Whether a checkbox was ticked, as a form posts it (its value: "yes", "on" (a box without one), "true", "1") or JSON
 * sends it (true). Anything else, "no" and "" included, is not ticked: a box's presence alone is not consent.
 */
export function isChecked(value: unknown): boolean {
  return value === true || (typeof value === 'string' && ['1', 'on', 'true', 'yes'].includes(value.trim().toLowerCase()));
}

/** Text as it may be stored or searched for: without those control characters, and well formed. */
export function withoutControlCharacters(value: string): string {
  // Line breaks as one "\n": a browser sends a textarea's as CRLF in a form post, and counted as two a text the form
  // allowed ("0 left") would be refused as too long.
  return wellFormed(value.replace(/\r\n?/g, '\n').replace(UNWANTED_CONTROL_CHARACTERS, ''));
}

/** Line breaks and tabs, with the spaces around them: none of them belongs in one line of text. */
const LINE_BREAKS = /\s*[\t\n\v\f\u0085\u2028\u2029]\s*/g;

/**
 * One line of text (a name, a title, a designation) as it may be stored: what `withoutControlCharacters` keeps, with
 * each line break or tab (and the spaces around it) as one space. Names are written into mails and pages as text:
 * a visitor's "name" must not start a paragraph of its own (a made-up notice with a link) in a mail the site sends.
 */
export function asOneLine(value: string): string {
  return withoutControlCharacters(value).replace(LINE_BREAKS, ' ');
}

/** One line of text (see asOneLine), trimmed and at most `max` characters. */
const text = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).overwrite(asOneLine).trim().max(max, `${label} must be at most ${max} characters`);
/** Text of several lines (a note): line breaks kept. */
const lines = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).overwrite(withoutControlCharacters).trim().max(max, `${label} must be at most ${max} characters`);

/** An absolute http(s) URL, or a path on this site (an uploaded image or one the site ships). */
const imageUrl = (label: string) =>
  text(label, LIMITS.url).refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v) || (/^\/[\w./-]+$/.test(v) && !v.startsWith('//') && !v.includes('..')), {
    message: `${label} must be an http(s) URL or a path on this site`,
  });

const richText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(LIMITS.richText, `${label} must be at most ${LIMITS.richText.toLocaleString('en-US')} characters`)
    .transform((html) => sanitizeRichText(withoutControlCharacters(html)));

/**
 * Salary: typed as text or sent as a number (the legacy API), read by the one parser (salary.ts) and stored as the
 * text visitors see; text it cannot read is refused with a message naming the forms it accepts, never changed.
 */
const salary = z
  .union([z.string(), z.number().finite().nonnegative('Salary cannot be negative')], { error: 'Salary must be a number or text' })
  .transform((v) => withoutControlCharacters(String(v)).trim())
  .pipe(z.string().max(LIMITS.salary, `Salary must be at most ${LIMITS.salary} characters`))
  .transform((v, ctx) => {
    try {
      return parseSalary(v).display;
    } catch (error) {
      if (!(error instanceof SalaryError)) throw error;
      ctx.addIssue({ code: 'custom', message: error.message });
      return z.NEVER;
    }
  });

const enumByName = <E extends Record<string, string>>(values: E, label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase().replace(/[\s-]+/g, '_') : v),
    z.enum(values, { error: `${label} must be one of ${Object.values(values).join(', ')}` }),
  );

const jobFields = {
  title: text('Title', LIMITS.title),
  companyname: text('Company name', LIMITS.shortText),
  companylogo: imageUrl('Company logo'),
  location: text('Location', LIMITS.shortText),
  salary,
  content: richText('Description'),
  category: enumByName(JobCategory, 'Category').nullable(),
  employmentType: enumByName(EmploymentType, 'Employment type'),
};
const JOB_REQUIRED = ['title', 'companyname', 'companylogo', 'location', 'salary'] as const;

// ---- A job's lifecycle, experience, skills and how to apply (docs/decisions/011-job-lifecycle.md) ----

/** The centre's time zone: a closing day picked in the admin form ends at its midnight here. */
export const CENTRE_TIME_ZONE = 'Asia/Kolkata';
/** India has one offset all year (no daylight saving): +05:30. */
const KOLKATA_OFFSET_MS = 330 * 60_000;

/** The last millisecond of a calendar day (YYYY-MM-DD) in Asia/Kolkata: 23:59:59.999 IST, 18:29:59.999 UTC. */
export function endOfDayInKolkata(day: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const [year, month, date] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const midnightUtc = Date.UTC(year, month - 1, date);
  const check = new Date(midnightUtc);
  // 2026-02-30 is not a day: Date.UTC would roll it over into March.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return new Date(midnightUtc + 86_400_000 - 1 - KOLKATA_OFFSET_MS);
}

/** The calendar day (YYYY-MM-DD) an instant falls on in Asia/Kolkata. */
export function dayInKolkata(instant: Date): string {
  return new Date(instant.getTime() + KOLKATA_OFFSET_MS).toISOString().slice(0, 10);
}

const CLOSES_AT_MESSAGE = 'Closing date must be a date such as 2026-12-31 (the job closes at the end of that day, India time) or a date and time such as 2026-12-31T18:00:00+05:30';
const CLOSING_YEARS = { min: 2000, max: 2200 } as const;

/**
 * The closing moment: a day (YYYY-MM-DD) closes at its end in Asia/Kolkata; a date and time (ISO 8601, with its
 * offset or Z) closes then; null or '' means no closing date. A moment already past is allowed: the job is closed.
 */
const closesAt = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z
    .union([z.string(), z.date(), z.null()], { error: CLOSES_AT_MESSAGE })
    .transform((v, ctx) => {
      if (v === null) return null;
      let date: Date | null;
      if (v instanceof Date) date = Number.isNaN(v.getTime()) ? null : v;
      else {
        const value = v.trim();
        date = /^\d{4}-\d{2}-\d{2}$/.test(value)
          ? endOfDayInKolkata(value)
          : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/i.test(value)
            ? toSaneDate(value)
            : null;
      }
      if (!date) {
        ctx.addIssue({ code: 'custom', message: CLOSES_AT_MESSAGE });
        return z.NEVER;
      }
      const year = date.getUTCFullYear();
      if (year < CLOSING_YEARS.min || year > CLOSING_YEARS.max) {
        ctx.addIssue({ code: 'custom', message: `Closing date must be between the years ${CLOSING_YEARS.min} and ${CLOSING_YEARS.max}` });
        return z.NEVER;
      }
      return date;
    }),
);

/** Years of experience: a whole number from 0 to 40 (digits sent as text are read as the number), or null. */
const experienceYears = (label: string) => {
  const message = `${label} must be a whole number of years from 0 to ${LIMITS.experienceYears}`;
  return z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v) : v),
    z.number({ error: message }).int(message).min(0, message).max(LIMITS.experienceYears, message).nullable(),
  );
};

/**
 * Skills: a list of short texts (or one text with commas between them, as a legacy client may send), each trimmed,
 * empty ones dropped, repeats (ignoring case) kept once in their first spelling; at most 20 of at most 40 characters.
 */
const skills = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',') : v === null ? [] : v),
  z
    .array(z.string({ error: 'Each skill must be text' }), { error: 'Skills must be a list of texts' })
    .transform((list, ctx) => {
      const seen = new Set<string>();
      const out: string[] = [];
      for (const raw of list) {
        const skill = withoutControlCharacters(raw).replace(/\s+/g, ' ').trim();
        if (!skill) continue;
        if (skill.length > LIMITS.skill) {
          ctx.addIssue({ code: 'custom', message: `Each skill must be at most ${LIMITS.skill} characters ("${skill.slice(0, LIMITS.skill)}…" is longer)` });
          return z.NEVER;
        }
        const key = skill.toLowerCase();
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(skill);
      }
      if (out.length > LIMITS.skills) {
        ctx.addIssue({ code: 'custom', message: `List at most ${LIMITS.skills} skills (${out.length} were given)` });
        return z.NEVER;
      }
      return out;
    }),
);

export const APPLY_URL_MESSAGE = 'Application link must be an http(s) URL such as https://careers.example.com/jobs/123';
export const APPLY_EMAIL_MESSAGE = 'Application e-mail must be a valid address such as jobs@example.com';

/** Where to apply when the method is URL: an absolute http(s) URL with a host, nothing else (no javascript:, no path). */
const applyUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z
    .string({ error: APPLY_URL_MESSAGE })
    .overwrite(withoutControlCharacters)
    .trim()
    .max(LIMITS.url, `Application link must be at most ${LIMITS.url} characters`)
    .refine((v) => {
      if (!/^https?:\/\/[^\s]+$/i.test(v)) return false;
      try {
        const url = new URL(v);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') && !url.username && !url.password;
      } catch {
        return false;
      }
    }, APPLY_URL_MESSAGE)
    .nullable(),
);

const applyEmail = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z
    .string({ error: APPLY_EMAIL_MESSAGE })
    .trim()
    .toLowerCase()
    .max(LIMITS.email, `Application e-mail must be at most ${LIMITS.email} characters`)
    .pipe(z.email(APPLY_EMAIL_MESSAGE))
    .nullable(),
);

const jobLifecycleFields = {
  status: enumByName(JobStatus, 'Status'),
  closesAt,
  experienceMin: experienceYears('Minimum experience'),
  experienceMax: experienceYears('Maximum experience'),
  skills,
  applyMethod: enumByName(ApplyMethod, 'How to apply'),
  applyUrl,
  applyEmail,
};

/** The fields of a job that the rules below look at together (the row as it will be once written). */
export interface JobCombination {
  experienceMin: number | null;
  experienceMax: number | null;
  applyMethod: ApplyMethod;
  applyUrl: string | null;
  applyEmail: string | null;
}

/**
 * The rules across fields, checked on the job as it will be after the write (a patch merged into the stored row):
 * experience from min to max, and the address the chosen way of applying needs. Answers what else to write: the
 * address of a way of applying that is not chosen is dropped, so that a job never keeps a link it does not show.
 */
export function checkJobCombination(job: JobCombination): Pick<JobCombination, 'applyUrl' | 'applyEmail'> {
  if (job.experienceMin != null && job.experienceMax != null && job.experienceMin > job.experienceMax) {
    throw badInput(`Minimum experience (${job.experienceMin} years) must not be more than the maximum (${job.experienceMax} years)`, 'experienceMin');
  }
  if (job.applyMethod === 'URL' && !job.applyUrl) throw badInput('Give the link where candidates apply (https://…), or choose another way to apply', 'applyUrl');
  if (job.applyMethod === 'EMAIL' && !job.applyEmail) throw badInput('Give the e-mail address candidates apply to, or choose another way to apply', 'applyEmail');
  return { applyUrl: job.applyMethod === 'URL' ? job.applyUrl : null, applyEmail: job.applyMethod === 'EMAIL' ? job.applyEmail : null };
}

const JobPostCreateSchema = z.object({
  ...jobFields,
  content: jobFields.content.default(''),
  category: jobFields.category.optional(),
  employmentType: jobFields.employmentType.optional(),
  // Optional everywhere (the legacy create knows none of them): a new job is published, open, on this site.
  status: jobLifecycleFields.status.optional(),
  closesAt: jobLifecycleFields.closesAt.optional(),
  experienceMin: jobLifecycleFields.experienceMin.optional(),
  experienceMax: jobLifecycleFields.experienceMax.optional(),
  skills: jobLifecycleFields.skills.optional(),
  applyMethod: jobLifecycleFields.applyMethod.optional(),
  applyUrl: jobLifecycleFields.applyUrl.optional(),
  applyEmail: jobLifecycleFields.applyEmail.optional(),
});
// Built from the bare fields, not from the create schema: its defaults would overwrite what a patch leaves out.
const JobPostUpdateSchema = z.object({ ...jobFields, ...jobLifecycleFields }).partial();

export type JobPostInput = z.output<typeof JobPostCreateSchema>;
export type JobPostPatch = z.output<typeof JobPostUpdateSchema>;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The input as an object, with NUL characters removed from its text (PostgreSQL cannot store them). */
export function asRecord(input: unknown): Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw badInput('Expected a JSON object');
  return Object.fromEntries(Object.entries(input).map(([k, v]) => [k, typeof v === 'string' ? v.replaceAll('\u0000', '') : v]));
}

export function parseJobPostCreate(input: unknown): JobPostInput {
  const record = asRecord(input);
  if (JOB_REQUIRED.some((f) => isBlank(record[f]))) throw badInput(MESSAGES.jobRequired);
  return parseWith(JobPostCreateSchema, record);
}

/** A patch: absent fields stay as they are, but a required field sent empty is refused like on create. */
export function parseJobPostPatch(input: unknown): JobPostPatch {
  const record = asRecord(input);
  if (JOB_REQUIRED.some((f) => f in record && record[f] !== undefined && isBlank(record[f]))) throw badInput(MESSAGES.jobRequired);
  return parseWith(JobPostUpdateSchema, record);
}

/** Longest id or slug a stored row can have (cuids are 25 characters; slugs are cut well below this). */
export const MAX_KEY_LENGTH = 200;
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Whether a looked-up id or slug could name a stored row: one that cannot (too long, control characters such as
 * NUL, which PostgreSQL cannot even compare) simply finds nothing, instead of reaching the database. */
export function isPossibleKey(key: string): boolean {
  return key.length > 0 && key.length <= MAX_KEY_LENGTH && !CONTROL_CHARACTERS.test(key);
}

/**
 * The id of a row to change: missing is a 400 naming the field; one that cannot name a row (control characters such
 * as NUL, too long) is the same 404 as an unknown one, without reaching the database.
 */
export function requireKey(id: unknown, required: { message: string; field: string }, notFoundMessage: string): string {
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  if (typeof id !== 'string' || id.trim() === '') throw badInput(required.message, required.field);
  const key = id.trim();
  if (!isPossibleKey(key)) throw notFound(notFoundMessage);
  return key;
}

/** The id of a job to change (SPEC: "Job ID is required for update" when missing; deleting says so instead). */
export function requireJobId(id: unknown, message: string = MESSAGES.jobIdRequired): string {
  return requireKey(id, { message, field: 'jobPostId' }, 'Job post not found');
}

/** The legacy client's alternate names (SPEC section 3): company, companyLogo and description. */
export function normaliseLegacyJobInput(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...body };
  const alias = (from: string, to: string) => {
    if (isBlank(out[to]) && !isBlank(out[from])) out[to] = out[from];
    delete out[from];
  };
  alias('company', 'companyname');
  alias('companyLogo', 'companylogo');
  alias('description', 'content');
  for (const legacy of ['_id', 'id', 'jobPostId', 'createdAt', 'updatedAt', '__v']) delete out[legacy];
  return out;
}

// ---- Job-post lists (GraphQL jobPosts and the legacy REST list) ----

/** Longest search text; longer is refused (a search box never needs more). */
/** Highest yearly salary a filter may name, in rupees (the column is a 32-bit integer). */
export const SALARY_FILTER_MAX = 2_000_000_000;
export const JOB_SORTS = ['NEWEST', 'RELEVANCE'] as const;
export type JobSort = (typeof JOB_SORTS)[number];
/**
 * Where a job is in its life, decided when it is read: a draft, open (published and its closing moment, if any, still
 * ahead), filled (closed by staff) or expired (published, its closing moment past). Lists show open jobs unless staff
 * ask for others.
 */
export const JOB_STATES = ['DRAFT', 'OPEN', 'FILLED', 'EXPIRED'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** Query-string values arrive as text: '' is "not given", digits are a number, anything else stays to be refused. */
const fromQueryText = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const t = v.trim();
  if (t === '') return undefined;
  return /^\d{1,12}$/.test(t) ? Number(t) : t;
};
const blankIsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const salaryBound = (name: string) =>
  z.preprocess(
    fromQueryText,
    z
      .number({ error: `${name} must be a whole number of rupees per year, from 0 to ${SALARY_FILTER_MAX}` })
      .int(`${name} must be a whole number of rupees per year, from 0 to ${SALARY_FILTER_MAX}`)
      .min(0, `${name} must be a whole number of rupees per year, from 0 to ${SALARY_FILTER_MAX}`)
      .max(SALARY_FILTER_MAX, `${name} must be a whole number of rupees per year, from 0 to ${SALARY_FILTER_MAX}`)
      .nullish(),
  );

const JobPostQuerySchema = z
  .object({
    search: z.preprocess(
      blankIsAbsent,
      z
        .string({ error: 'Search must be text' })
        // Control characters (NUL above all, which PostgreSQL cannot take) mean nothing in a search: dropped.
        .transform((v) => v.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim())
        .pipe(z.string().max(LIMITS.search, `Search must be at most ${LIMITS.search} characters`))
        .nullish(),
    ),
    category: z.preprocess(blankIsAbsent, enumByName(JobCategory, 'Category').nullish()),
    location: z.preprocess(
      blankIsAbsent,
      z
        .string({ error: 'Location must be text' })
        .transform((v) => v.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim())
        .pipe(z.string().max(LIMITS.shortText, `Location must be at most ${LIMITS.shortText} characters`))
        .nullish(),
    ),
    employmentType: z.preprocess(blankIsAbsent, enumByName(EmploymentType, 'Employment type').nullish()),
    salaryMin: salaryBound('salaryMin'),
    salaryMax: salaryBound('salaryMax'),
    sort: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : v),
      z.enum(JOB_SORTS, { error: `Sort must be one of ${JOB_SORTS.join(', ')}` }).nullish(),
    ),
    // Staff only (services/job-search.ts checks who asks); absent: open jobs.
    states: z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.split(',').map((s) => s.trim().toUpperCase())) : v),
      z
        .array(z.enum(JOB_STATES, { error: `State must be one of ${JOB_STATES.join(', ')}` }), { error: `States must be a list of ${JOB_STATES.join(', ')}` })
        .transform((list) => JOB_STATES.filter((s) => list.includes(s)))
        .nullish(),
    ),
  })
  .refine((q) => q.salaryMin == null || q.salaryMax == null || q.salaryMin <= q.salaryMax, {
    message: 'salaryMin must not be more than salaryMax',
    path: ['salaryMin'],
  });

/** What a job list may be filtered and ordered by, checked (absent filters are undefined or null). */
export type JobPostQuery = z.output<typeof JobPostQuerySchema>;

export function parseJobPostQuery(input: unknown): JobPostQuery {
  const record = typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {};
  return parseWith(JobPostQuerySchema, record);
}

/** The legacy list's page sizes (its limit); GraphQL's first/last are every connection's: services/cursors.ts. */
export const JOB_PAGE_SIZE = { legacyDefault: 100, legacyMax: 200 } as const;

/** A whole number from `min` to `max` given as a number or as query-string digits; absent gives `fallback`. */
export function parseCount(value: unknown, name: string, min: number, max: number, fallback: number): number {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return fallback;
  const n = typeof value === 'number' ? value : /^\s*\d{1,12}\s*$/.test(String(value)) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) throw badInput(`${name} must be a whole number from ${min} to ${max}`, name);
  return n;
}

// ---- Stories ----

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const postDate = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? new Date(v) : v),
  z
    .date({ error: 'Post date must be a valid date' })
    .refine((d) => !Number.isNaN(d.getTime()), 'Post date must be a valid date')
    .refine((d) => d.getUTCFullYear() >= 1900 && d.getUTCFullYear() <= 2200, 'Post date must be between the years 1900 and 2200'),
);


/**
 * The package a placed learner accepted: read by the salary rules (salary.ts), so "5.5 lpa" is stored as "₹5.5 LPA"
 * like a job's salary and the landing page's highest package can be found by amount; '' when not told.
 */
const placementPackage = z
  .string({ error: 'Placement package must be text' })
  .transform((v) => withoutControlCharacters(v).trim())
  .pipe(z.string().max(LIMITS.placementPackage, `Placement package must be at most ${LIMITS.placementPackage} characters`))
  .transform((v, ctx) => {
    if (v === '') return '';
    try {
      return parseSalary(v).display;
    } catch (error) {
      if (!(error instanceof SalaryError)) throw error;
      ctx.addIssue({ code: 'custom', message: error.message.replace(/^Salary/, 'Placement package') });
      return z.NEVER;
    }
  });

const storyFields = {
  title: text('Title', LIMITS.title).min(1, MESSAGES.storyTitleRequired),
  storyImage: imageUrl('Story image').refine((v) => v !== '', MESSAGES.storyImageRequired),
  storyContent: richText('Story'),
  slug: text('Slug', LIMITS.slug).toLowerCase().refine((v) => v === '' || SLUG.test(v), {
    message: 'Slug may contain only lowercase letters, digits and single dashes',
  }),
  studentName: text('Student name', LIMITS.name),
  companyName: text('Company', LIMITS.shortText),
  role: text('Role', LIMITS.shortText),
  placementPackage,
  companyLogo: imageUrl('Company logo'),
  postDate,
};

/** A change: any of the fields, each checked as on creation. */
const StoryPatchSchema = z.object(storyFields).partial();
/** A new story: a title and an image are required (with their own messages when left out), the rest optional. */
const StoryCreateSchema = StoryPatchSchema.extend({
  title: z.unknown().refine((v) => !isBlank(v), MESSAGES.storyTitleRequired).pipe(storyFields.title),
  storyImage: z.unknown().refine((v) => !isBlank(v), MESSAGES.storyImageRequired).pipe(storyFields.storyImage),
  storyContent: storyFields.storyContent.default(''),
});

export type StoryInput = z.output<typeof StoryCreateSchema>;
export type StoryPatch = z.output<typeof StoryPatchSchema>;

/** A post date may be left out (it defaults to now) but not sent empty. */
function refuseBlankPostDate(record: Record<string, unknown>): void {
  if ('postDate' in record && record.postDate !== undefined && isBlank(record.postDate)) {
    throw badInput(MESSAGES.storyPostDateRequired, 'postDate');
  }
}

export function parseStoryCreate(input: unknown): StoryInput {
  const record = asRecord(input);
  refuseBlankPostDate(record);
  return parseWith(StoryCreateSchema, record);
}

export function parseStoryPatch(input: unknown): StoryPatch {
  const record = asRecord(input);
  refuseBlankPostDate(record);
  return parseWith(StoryPatchSchema, record);
}

export function requireStoryId(id: unknown): string {
  return requireKey(id, { message: 'Story ID is required', field: 'storyId' }, 'Story not found');
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

// ---- Users ----

const userFields = {
  name: text('Name', LIMITS.name).min(1, 'Name is required'),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
    .pipe(z.email('Enter a valid email address')),
  // Usernames are case-insensitive: kept in lower case so that "Asha" and "asha" cannot both exist.
  username: text('Username', LIMITS.username)
    .toLowerCase()
    .min(LIMITS.usernameMin, `Username must be at least ${LIMITS.usernameMin} characters`)
    .regex(/^[a-zA-Z0-9._-]+$/, 'Username may contain only letters, digits, dots, dashes and underscores'),
  role: enumByName(Role, 'Role'),
  password: z
    .string({ error: 'Password must be text' })
    .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)
    .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`),
};

const UserCreateSchema = z.object({ ...userFields, role: userFields.role.default('USER') });
const UserPatchSchema = z.object(userFields).partial();
export type UserInput = z.output<typeof UserCreateSchema>;
export type UserPatch = z.output<typeof UserPatchSchema>;

export function parseUserCreate(input: unknown): UserInput {
  const record = asRecord(input);
  for (const [field, label] of [
    ['name', 'Name'],
    ['email', 'Email'],
    ['username', 'Username'],
    ['password', 'Password'],
  ] as const) {
    if (isBlank(record[field])) throw badInput(`${label} is required`, field);
  }
  return parseWith(UserCreateSchema, record);
}

export function parseUserPatch(input: unknown): UserPatch {
  const record = { ...asRecord(input) };
  // An empty password on edit means "keep the current one".
  if (isBlank(record.password)) delete record.password;
  return parseWith(UserPatchSchema, record);
}

export function parseLogin(input: unknown): { username: string; password: string } {
  const record = asRecord(input);
  if (isBlank(record.username) || isBlank(record.password)) throw badInput('Username and password are required');
  if (typeof record.username !== 'string' || typeof record.password !== 'string') throw badInput('Username and password must be text');
  if (record.username.length > LIMITS.email || record.password.length > LIMITS.passwordMax) throw badInput('Invalid username or password');
  return { username: record.username.trim(), password: record.password };
}

/** A staff member's own password change: the current password (checked by the caller) and a new one. */
export function parsePasswordChange(input: unknown): { currentPassword: string; newPassword: string } {
  const record = asRecord(input);
  if (isBlank(record.currentPassword)) throw badInput('Current password is required', 'currentPassword');
  if (typeof record.currentPassword !== 'string' || record.currentPassword.length > LIMITS.passwordMax) {
    throw badInput('Current password is incorrect', 'currentPassword');
  }
  if (isBlank(record.newPassword)) throw badInput('New password is required', 'newPassword');
  const parsed = userFields.password.safeParse(record.newPassword);
  if (!parsed.success) throw badInput(parsed.error.issues[0]!.message.replace(/^Password/, 'New password'), 'newPassword');
  if (parsed.data === record.currentPassword) throw badInput('The new password must differ from the current one', 'newPassword');
  return { currentPassword: record.currentPassword, newPassword: parsed.data };
}

// ---- Learners ----

/** The message for a number that is not an Indian mobile (limits.ts: the web's forms show the same). */
export const LEARNER_PHONE_INVALID = PHONE_INVALID;

/**
 * A zod transform: the number as stored ("+91 98765 43210") by the one rule for Indian mobiles (limits.ts
 * `indianMobile`: separators anywhere, an optional +91, 91 or 0), or the issue PHONE_INVALID. Learners, applications
 * and leads all read phones through it.
 */
export function toIndianMobile(typed: string, zc: z.RefinementCtx): string {
  const stored = indianMobile(typed);
  if (stored) return stored;
  zc.addIssue({ code: 'custom', message: PHONE_INVALID });
  return z.NEVER;
}

const learnerFields = {
  name: text('Name', LIMITS.name).min(1, 'Name is required'),
  email: userFields.email,
  // A number sent as a JSON number (9876543210) is read as its digits; any other value that is not text is not one.
  phone: z.preprocess(
    (v) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? String(v) : v),
    z
      .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Mobile number is required' : LEARNER_PHONE_INVALID) })
      .trim()
      .min(1, 'Mobile number is required')
      .transform(toIndianMobile),
  ),
  password: userFields.password,
};

const LearnerSignUpSchema = z.object(learnerFields);
export type LearnerSignUp = z.output<typeof LearnerSignUpSchema>;
const LearnerProfileSchema = z.object({ name: learnerFields.name, phone: learnerFields.phone }).partial();
export type LearnerProfilePatch = z.output<typeof LearnerProfileSchema>;

/** Every problem of a learner form at once (the modal shows each beside its field). */
function parseAllFields<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(asRecord(input));
  if (parsed.success) return parsed.data;
  const seen = new Set<string>();
  const fields: { field: string; message: string }[] = [];
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (seen.has(field)) continue;
    seen.add(field);
    fields.push({ field, message: issue.code === 'invalid_type' && /received undefined/.test(issue.message) ? `${field[0]?.toUpperCase()}${field.slice(1)} is required` : issue.message });
  }
  throw new FieldsError(fields);
}

/** Refused input with every field's first problem (GraphQL `extensions.fields`); the first is the message. */
export class FieldsError extends ServiceError {
  readonly fields: { field: string; message: string }[];
  constructor(fields: { field: string; message: string }[]) {
    super('BAD_USER_INPUT', fields[0]!.message, fields[0]!.field || undefined);
    this.fields = fields;
  }
}

export function parseLearnerSignUp(input: unknown): LearnerSignUp {
  return parseAllFields(LearnerSignUpSchema, input);
}

export function parseLearnerProfile(input: unknown): LearnerProfilePatch {
  return parseAllFields(LearnerProfileSchema, input);
}

/** An e-mail address as learners type it to sign in or ask for a reset: lower-cased; refused when it cannot be one. */
export function parseLearnerEmail(value: unknown): string {
  const parsed = userFields.email.safeParse(value);
  if (!parsed.success) throw badInput(parsed.error.issues[0]!.message, 'email');
  return parsed.data;
}

/** A new password as learners choose it (the staff rule: 10 to 200 characters). */
export function parseNewPassword(value: unknown, field = 'password'): string {
  if (isBlank(value)) throw badInput('Password is required', field);
  const parsed = userFields.password.safeParse(value);
  if (!parsed.success) throw badInput(parsed.error.issues[0]!.message, field);
  return parsed.data;
}

// ---- Applications (issue 28; services/applications.ts) ----

/** Which CV goes with an application: the one on file (copied), one uploaded with it, or none. */
export const APPLICATION_CV_CHOICES = ['ON_FILE', 'UPLOAD', 'NONE'] as const;
export type ApplicationCvChoice = (typeof APPLICATION_CV_CHOICES)[number];

const ApplicationSchema = z.object({
  note: lines('Note', LIMITS.applicationNote).default(''),
  phone: learnerFields.phone,
  // As a client may write it ("none", "on-file"); left out or empty: the CV on file.
  cv: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase().replace(/[\s-]+/g, '_') || undefined : v),
    z.enum(APPLICATION_CV_CHOICES, { error: 'Choose the CV on file, a new CV or no CV (cv: ON_FILE, UPLOAD or NONE)' }).default('ON_FILE'),
  ),
});
export type ApplicationInput = z.output<typeof ApplicationSchema>;

/** An application's note, phone and CV choice, every problem at once (the form shows each beside its field). */
export function parseApplicationInput(input: unknown): ApplicationInput {
  const record = Object.fromEntries(Object.entries(asRecord(input)).filter(([, v]) => v !== null && v !== undefined));
  return parseAllFields(ApplicationSchema, record);
}
