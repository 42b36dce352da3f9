// How job facts read on the portal: salaries in rupees, "Posted 3 days ago", employment types and categories.
import type { EmploymentType, JobCategory } from '../../gql/graphql';

const LAKH = 100_000;

/**
 * The salary as the server gives it: already read and written the one way staff and visitors see it ("₹6.5 LPA",
 * "₹4–6 LPA", "₹35,000 / month", gateway/src/services/salary.ts); only an empty one is told apart.
 */
export function formatSalary(salary: string): string {
  return salary.trim() || 'Not disclosed';
}

const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  FULL_TIME: 'Full-Time',
  PART_TIME: 'Part-Time',
  CONTRACT: 'Contract',
  INTERNSHIP: 'Internship',
};

/** Full-Time unless the job says otherwise. */
export function employmentTypeLabel(type: EmploymentType | null | undefined): string {
  return (type && EMPLOYMENT_TYPE_LABELS[type]) || EMPLOYMENT_TYPE_LABELS.FULL_TIME;
}

const DAY_MS = 24 * 3600_000;

/** Whole calendar days between two instants, in the visitor's time zone. */
function calendarDaysBetween(earlier: Date, later: Date): number {
  const a = new Date(earlier.getFullYear(), earlier.getMonth(), earlier.getDate());
  const b = new Date(later.getFullYear(), later.getMonth(), later.getDate());
  return Math.round((b.getTime() - a.getTime()) / DAY_MS);
}

/** "Posted today", "Posted yesterday", "Posted 3 days ago", "Posted 2 weeks ago", "Posted 4 months ago". */
export function formatPosted(createdAt: string, now: Date = new Date()): string {
  const posted = new Date(createdAt);
  if (Number.isNaN(posted.getTime())) return 'Posted recently';
  const days = calendarDaysBetween(posted, now);
  if (days <= 0) return 'Posted today';
  if (days === 1) return 'Posted yesterday';
  if (days < 14) return `Posted ${days} days ago`;
  if (days < 60) return `Posted ${Math.floor(days / 7)} weeks ago`;
  if (days < 365) return `Posted ${Math.floor(days / 30)} months ago`;
  const years = Math.floor(days / 365);
  return `Posted ${years} year${years === 1 ? '' : 's'} ago`;
}

const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/** "5 June 2025". */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}

/** The centre's time zone: a job's closing day is a day here, whoever reads the page (and the server renders it). */
const closingDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** "31 December 2026": the day a closing moment falls on in India (the admin picks the day; it closes at its end). */
export function formatClosingDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : closingDay.format(date);
}

/** Years of experience asked for: "Fresher", "1–3 years", "2+ years", "Up to 3 years", "2 years"; null when not said. */
export function formatExperience(min: number | null | undefined, max: number | null | undefined): string | null {
  const years = (n: number) => `${n} year${n === 1 ? '' : 's'}`;
  if (min == null && max == null) return null;
  if (min != null && max != null) {
    if (max === 0) return 'Fresher';
    if (min === max) return years(min);
    return min === 0 ? `Up to ${years(max)} (freshers welcome)` : `${min}–${years(max)}`;
  }
  if (min != null) return min === 0 ? 'Freshers welcome' : `${min}+ years`;
  return `Up to ${years(max!)}`;
}

export interface CategoryInfo {
  value: JobCategory;
  /** The form used in URLs: /jobs?category=technology */
  slug: string;
  label: string;
}

/** The portal's categories, in the order of the home page tiles. */
export const JOB_CATEGORIES: readonly CategoryInfo[] = [
  { value: 'TECHNOLOGY', slug: 'technology', label: 'Technology' },
  { value: 'FINANCE', slug: 'finance', label: 'Finance' },
  { value: 'HEALTHCARE', slug: 'healthcare', label: 'Healthcare' },
  { value: 'MARKETING', slug: 'marketing', label: 'Marketing' },
  { value: 'EDUCATION', slug: 'education', label: 'Education' },
  { value: 'ENGINEERING', slug: 'engineering', label: 'Engineering' },
];

export function categoryBySlug(slug: string | null | undefined): CategoryInfo | undefined {
  const wanted = slug?.trim().toLowerCase();
  return wanted ? JOB_CATEGORIES.find((c) => c.slug === wanted) : undefined;
}

export function categoryByValue(value: JobCategory | null | undefined): CategoryInfo | undefined {
  return value ? JOB_CATEGORIES.find((c) => c.value === value) : undefined;
}

/** "1 job", "14 jobs". */
export function jobCount(n: number): string {
  return `${n} job${n === 1 ? '' : 's'}`;
}

export interface EmploymentTypeInfo {
  value: EmploymentType;
  /** The form used in URLs: /jobs?type=full-time */
  slug: string;
  label: string;
}

export const EMPLOYMENT_TYPES: readonly EmploymentTypeInfo[] = (['FULL_TIME', 'PART_TIME', 'CONTRACT', 'INTERNSHIP'] as const).map((value) => ({
  value,
  slug: value.toLowerCase().replace('_', '-'),
  label: EMPLOYMENT_TYPE_LABELS[value],
}));

export function employmentTypeBySlug(slug: string | null | undefined): EmploymentTypeInfo | undefined {
  const wanted = slug?.trim().toLowerCase();
  return wanted ? EMPLOYMENT_TYPES.find((t) => t.slug === wanted) : undefined;
}

export interface SalaryBand {
  /** The form used in URLs: /jobs?salary=3-6 (lakhs per year). */
  slug: string;
  label: string;
  /** Yearly rupees, inclusive; absent for an open end. */
  min?: number;
  max?: number;
}

/** The salary ranges the jobs page offers (the API takes any range in rupees per year). */
export const SALARY_BANDS: readonly SalaryBand[] = [
  { slug: '0-3', label: 'Up to ₹3 LPA', max: 3 * LAKH },
  { slug: '3-6', label: '₹3–6 LPA', min: 3 * LAKH, max: 6 * LAKH },
  { slug: '6-10', label: '₹6–10 LPA', min: 6 * LAKH, max: 10 * LAKH },
  { slug: '10-', label: '₹10 LPA and more', min: 10 * LAKH },
];

export function salaryBandBySlug(slug: string | null | undefined): SalaryBand | undefined {
  const wanted = slug?.trim();
  return wanted ? SALARY_BANDS.find((b) => b.slug === wanted) : undefined;
}
