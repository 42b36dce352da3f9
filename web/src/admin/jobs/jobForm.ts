// The job form's values, rules and messages (SPEC sections 5 and 8, word for word), apart from the screen.
import type { AdminJobPostForEditQuery, EmploymentType, JobCategory, JobPostInput } from '../gql/graphql';

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
}

export const REQUIRED_JOB_FIELDS = ['title', 'companyname', 'companylogo', 'location', 'salary'] as const;
export type RequiredJobField = (typeof REQUIRED_JOB_FIELDS)[number];

export function newJobValues(): JobFormValues {
  return { title: '', companyname: '', companylogo: DEFAULT_COMPANY_LOGO, location: '', salary: '', category: null, employmentType: 'FULL_TIME', content: '' };
}

/** A job as the edit form loads it (the generated type of its query, without the id). */
export type EditableJob = Omit<NonNullable<AdminJobPostForEditQuery['jobPost']>, 'id'>;

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
  };
}

const isBlank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/** The required fields left empty (SPEC section 5: all five, or "Please fill out all required fields"). */
export function missingJobFields(values: JobFormValues): RequiredJobField[] {
  return REQUIRED_JOB_FIELDS.filter((field) => isBlank(values[field]));
}

/** What the API receives: text trimmed; the salary as typed, for the server to read (or refuse, naming the forms). */
export function jobInputFrom(values: JobFormValues): JobPostInput {
  return {
    title: values.title.trim(),
    companyname: values.companyname.trim(),
    companylogo: values.companylogo.trim(),
    location: values.location.trim(),
    salary: values.salary.trim(),
    category: values.category,
    employmentType: values.employmentType,
    content: values.content,
  };
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
  const fields = ['title', 'companyname', 'companylogo', 'location', 'salary', 'category', 'employmentType', 'content'] as const;
  return fields.some((field) => values[field] !== initial[field]);
}
