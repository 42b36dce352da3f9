// Where a job is in its life, as the admin shows and filters it: the server's JobState (decided when it is read) with
// a label and colour, and the status filter kept in the URL (?status=open|draft|filled|expired|closed; none: all).
import type { JobState } from '../gql/graphql';

export const JOB_STATES: readonly JobState[] = ['OPEN', 'DRAFT', 'FILLED', 'EXPIRED'];
export const JOB_STATE_LABELS: Record<JobState, string> = { OPEN: 'Open', DRAFT: 'Draft', FILLED: 'Filled', EXPIRED: 'Expired' };
export const JOB_STATE_COLORS: Record<JobState, string> = { OPEN: 'green', DRAFT: 'gray', FILLED: 'blue', EXPIRED: 'orange' };

export interface JobStatusFilter {
  /** The value in the URL ('' for every job). */
  value: '' | 'open' | 'draft' | 'filled' | 'expired' | 'closed';
  label: string;
  states: JobState[];
}

export const JOB_STATUS_FILTERS: readonly JobStatusFilter[] = [
  { value: '', label: 'All jobs', states: ['DRAFT', 'OPEN', 'FILLED', 'EXPIRED'] },
  { value: 'open', label: 'Open', states: ['OPEN'] },
  { value: 'draft', label: 'Drafts', states: ['DRAFT'] },
  { value: 'closed', label: 'Closed (filled or expired)', states: ['FILLED', 'EXPIRED'] },
  { value: 'filled', label: 'Filled', states: ['FILLED'] },
  { value: 'expired', label: 'Expired', states: ['EXPIRED'] },
];

/** The filter named in the URL; anything else is every job. */
export function readJobStatusFilter(params: URLSearchParams): JobStatusFilter {
  const value = (params.get('status') ?? '').trim().toLowerCase();
  return JOB_STATUS_FILTERS.find((f) => f.value === value) ?? JOB_STATUS_FILTERS[0]!;
}

/** The URL's parameters with this filter (others kept). */
export function withJobStatusFilter(params: URLSearchParams, value: JobStatusFilter['value']): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set('status', value);
  else next.delete('status');
  return next;
}

const closingDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** What the status column says under the badge: "closes 31 Dec 2026", "closed 3 Dec 2026", "filled 2 Dec 2026". */
export function jobStateNote(job: { state: JobState; closesAt?: string | null; filledAt?: string | null }): string | null {
  if (job.state === 'FILLED') return job.filledAt ? `filled ${closingDay.format(new Date(job.filledAt))}` : null;
  if (!job.closesAt) return null;
  const day = closingDay.format(new Date(job.closesAt));
  return job.state === 'EXPIRED' ? `closed ${day}` : `closes ${day}`;
}
