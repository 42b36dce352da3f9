// The job form's values, rules and messages (SPEC sections 5 and 8, word for word), apart from the screen.
import type { AdminJobPostForEditQuery, ApplyMethod, EmploymentType, JobCategory, JobPostInput, JobPostUpdateInput, JobStatus } from '../gql/graphql';

/** New jobs start with this logo (SPEC section 4): a fixed file of this site (web/public), so its URL never changes. */
export const DEFAULT_COMPANY_LOGO = '/logos/company-placeholder.svg';

export const JOB_MESSAGES = {
  required: 'Please fill out all required fields',
  editWithoutId: 'Error: Cannot edit job without ID',
  saveFailed: (serverMessage?: string | null) => `Failed to save job: ${serverMessage || 'Unknown error'}`,
  saveError: (message: string) => `Error saving job: ${message}`,
} as const;

export const JOB_CATEGORIES: { value: JobCategory; label: string }[] = [
  { value: 'TECHNOLOGY', label: 'Technology' },
  { value: 'FINANCE', label: 'Finance' },
  { value: 'HEALTHCARE', label: 'Healthcare' },
  { value: 'MARKETING', label: 'Marketing' },
  { value: 'EDUCATION', label: 'Education' },
  { value: 'ENGINEERING', label: 'Engineering' },
];

export const EMPLOYMENT_TYPES: { value: EmploymentType; label: string }[] = [
  { value: 'FULL_TIME', label: 'Full-Time' },
  { value: 'PART_TIME', label: 'Part-Time' },
  { value: 'CONTRACT', label: 'Contract' },
  { value: 'INTERNSHIP', label: 'Internship' },
];

export const JOB_STATUSES: { value: JobStatus; label: string; description: string }[] = [
  { value: 'PUBLISHED', label: 'Published', description: 'Listed on the site until its closing date' },
  { value: 'DRAFT', label: 'Draft', description: 'Only staff see it' },
  { value: 'FILLED', label: 'Filled', description: 'Closed: its page says it no longer accepts applications' },
];

export const APPLY_METHODS: { value: ApplyMethod; label: string }[] = [
  { value: 'SITE', label: 'Through this site' },
  { value: 'URL', label: 'At a link' },
  { value: 'EMAIL', label: 'By e-mail' },
];

const KOLKATA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The day (YYYY-MM-DD) a closing moment falls on in Asia/Kolkata, as the form's date field shows it. The server makes
 * a day close at its end there (23:59:59.999 IST), so a day read back and saved again is the same moment.
 */
export function closingDayOf(closesAt: string | null | undefined): string {
  if (!closesAt) return '';
  const date = new Date(closesAt);
  return Number.isNaN(date.getTime()) ? '' : KOLKATA_DAY.format(date);
}

/** Today's date in Asia/Kolkata (YYYY-MM-DD): a closing day before it closes the job at once. */
export function todayInKolkata(now: Date = new Date()): string {
  return KOLKATA_DAY.format(now);
}

export interface JobFormValues {
  title: string;
  companyname: string;
  companylogo: string;
  location: string;
  /** As typed ("6.5 LPA", "4–6 LPA", "₹35,000 / month"): the server reads it and stores it as visitors see it. */
  salary: string;
  category: JobCategory | null;
  employmentType: EmploymentType;
  /** The description as HTML (the rich-text editor's output). */
  content: string;
  status: JobStatus;
  /** The closing day in Asia/Kolkata (YYYY-MM-DD), or '' for none: the job closes at the end of that day. */
  closesOn: string;
  /** Years; '' when not said. */
  experienceMin: number | '';
  experienceMax: number | '';
  skills: string[];
  applyMethod: ApplyMethod;
  applyUrl: string;
  applyEmail: string;
}

export const REQUIRED_JOB_FIELDS = ['title', 'companyname', 'companylogo', 'location', 'salary'] as const;
export type RequiredJobField = (typeof REQUIRED_JOB_FIELDS)[number];

export function newJobValues(): JobFormValues {
  return {
    title: '',
    companyname: '',
    companylogo: DEFAULT_COMPANY_LOGO,
    location: '',
    salary: '',
    category: null,
    employmentType: 'FULL_TIME',
    content: '',
    status: 'PUBLISHED',
    closesOn: '',
    experienceMin: '',
    experienceMax: '',
    skills: [],
    applyMethod: 'SITE',
    applyUrl: '',
    applyEmail: '',
  };
}

/** A job as the edit form loads it (the generated type of its query, without the id and the version). */
export type EditableJob = Omit<NonNullable<AdminJobPostForEditQuery['jobPost']>, 'id' | 'version'>;

export function jobValuesFrom(job: EditableJob): JobFormValues {
  return {
    title: job.title,
    companyname: job.companyname,
    companylogo: job.companylogo,
    location: job.location,
    // As the server shows it to visitors; saved again unchanged, it reads back as itself.
    salary: job.salary,
    category: job.category ?? null,
    employmentType: job.employmentType,
    content: job.content,
    status: job.status ?? 'PUBLISHED',
    closesOn: closingDayOf(job.closesAt),
    experienceMin: job.experienceMin ?? '',
    experienceMax: job.experienceMax ?? '',
    skills: job.skills ?? [],
    applyMethod: job.applyMethod ?? 'SITE',
    applyUrl: job.applyUrl ?? '',
    applyEmail: job.applyEmail ?? '',
  };
}

const isBlank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/** The required fields left empty (SPEC section 5: all five, or "Please fill out all required fields"). */
export function missingJobFields(values: JobFormValues): RequiredJobField[] {
  return REQUIRED_JOB_FIELDS.filter((field) => isBlank(values[field]));
}

/**
 * What the API receives: text trimmed; the salary as typed, for the server to read (or refuse, naming the forms); the
 * closing day as a day (the server closes it at its end in Asia/Kolkata). With `initial` (an edit), an unchanged
 * closing day is left out, so that a closing moment set to the minute elsewhere is not moved to the end of its day,
 * and a cleared one is sent as null (removed).
 */
export function jobInputFrom(values: JobFormValues): JobPostInput;
export function jobInputFrom(values: JobFormValues, initial: JobFormValues): JobPostUpdateInput;
export function jobInputFrom(values: JobFormValues, initial?: JobFormValues): JobPostInput | JobPostUpdateInput {
  const input: JobPostUpdateInput = {
    title: values.title.trim(),
    companyname: values.companyname.trim(),
    companylogo: values.companylogo.trim(),
    location: values.location.trim(),
    salary: values.salary.trim(),
    category: values.category,
    employmentType: values.employmentType,
    content: values.content,
    status: values.status,
    experienceMin: values.experienceMin === '' ? null : values.experienceMin,
    experienceMax: values.experienceMax === '' ? null : values.experienceMax,
    skills: values.skills.map((s) => s.trim()).filter(Boolean),
    applyMethod: values.applyMethod,
    applyUrl: values.applyMethod === 'URL' ? values.applyUrl.trim() : null,
    applyEmail: values.applyMethod === 'EMAIL' ? values.applyEmail.trim() : null,
  };
  if (!initial) {
    if (values.closesOn) input.closesAt = values.closesOn;
  } else if (values.closesOn !== initial.closesOn) {
    input.closesAt = values.closesOn || null;
  }
  return input as JobPostInput;
}

/** Whether a logo URL is worth asking the browser for (avoids a request per keystroke on half-typed URLs). */
export function isPreviewableLogoUrl(url: string): boolean {
  const value = url.trim();
  return /^https?:\/\/[^\s/]+\.[^\s/]+/i.test(value) || /^\/[\w./-]+\.(png|jpe?g|gif|webp|svg|avif)$/i.test(value) || /^\/uploads\/[\w.-]+$/.test(value);
}

/**
 * Whether the form holds anything its starting values do not (what closing it without saving would lose). The
 * description counts as changed once it was edited (the editor reports only edits, never its first drawing).
 */
export function isJobFormDirty(values: JobFormValues, initial: JobFormValues): boolean {
  const fields = ['title', 'companyname', 'companylogo', 'location', 'salary', 'category', 'employmentType', 'content', 'status', 'closesOn', 'experienceMin', 'experienceMax', 'applyMethod', 'applyUrl', 'applyEmail'] as const;
  return fields.some((field) => values[field] !== initial[field]) || values.skills.join('\n') !== initial.skills.join('\n');
}
