// The applications page keeps its filters in the URL (?q=&job=&stage=&from=&to=) and the open application beside them
// (&application=<id>), so that reload, back and a shared link show the same list and the same drawer. The same
// filters go to the GraphQL query and to the CSV export.
import type { AdminApplicationsQueryVariables, ApplicationStage } from '../gql/graphql';
import { isApplicationStage } from './stages';
import { centreDayBounds } from '../leads/leadTime';
import { centreDate, dateTime } from '../common/format';
import { LIMITS } from '../../../../gateway/src/services/limits';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Ids are cuids; anything longer or with control characters is not one. */
const POSSIBLE_ID = /^[^\u0000-\u001f\u007f]{1,200}$/;

export interface ApplicationFilters {
  /** The search box: part of an applicant's name or e-mail, or their phone number ("" for none). */
  q: string;
  /** A job's id ("" for every job). */
  job: string;
  stage: ApplicationStage | '';
  /** Calendar days "2026-03-01" in the centre's time zone, IST ("" for open-ended); both ends included. */
  from: string;
  to: string;
}

export const NO_FILTERS: ApplicationFilters = { q: '', job: '', stage: '', from: '', to: '' };

function validDate(value: string | null): string {
  if (!value || !DATE.test(value)) return '';
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  // "2026-02-31" is not a day (Date would roll it over to March).
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? value : '';
}

/** The filters in a URL; anything unknown or malformed there counts as no filter. */
export function readApplicationFilters(params: URLSearchParams): ApplicationFilters {
  const job = (params.get('job') ?? '').trim();
  const stage = (params.get('stage') ?? '').toUpperCase();
  return {
    // What the server takes (LIMITS.search), without control characters.
    q: (params.get('q') ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, LIMITS.search),
    job: POSSIBLE_ID.test(job) ? job : '',
    stage: isApplicationStage(stage) ? stage : '',
    from: validDate(params.get('from')),
    to: validDate(params.get('to')),
  };
}

/** The query string of the filters, without the empty ones (and without an open application). */
export function applicationFilterParams(filters: ApplicationFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.job) params.set('job', filters.job);
  if (filters.stage) params.set('stage', filters.stage);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return params;
}

export function hasFilters(filters: ApplicationFilters): boolean {
  return applicationFilterParams(filters).toString() !== '';
}

/** The open application (?application=), or null. */
export function openApplicationId(params: URLSearchParams): string | null {
  const id = (params.get('application') ?? '').trim();
  return POSSIBLE_ID.test(id) ? id : null;
}

/** The same URL with `id` open (or none when null). */
export function withOpenApplication(params: URLSearchParams, id: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (id) next.set('application', id);
  else next.delete('application');
  return next;
}

/** "To" before "From": nothing could match, so the list is not asked for. */
export function dateRangeProblem(filters: ApplicationFilters): string | null {
  return filters.from && filters.to && filters.to < filters.from ? 'The “To” date must be on or after the “From” date' : null;
}

/** The list's filter variables, every one given (null for "not filtered"): from the generated type of its query. */
export type ApplicationQueryFilter = Required<Pick<AdminApplicationsQueryVariables, 'search' | 'jobPostId' | 'stage' | 'from' | 'to'>>;

/** The API's filter: the days are IST days, "to" includes its whole day (leadTime.ts centreDayBounds). */
export function applicationQueryFilter(filters: ApplicationFilters): ApplicationQueryFilter {
  return { search: filters.q || null, jobPostId: filters.job || null, stage: filters.stage || null, ...centreDayBounds(filters.from, filters.to) };
}

export const APPLICATIONS_EXPORT_PATH = '/api/v1/applications/export.csv';

/** The CSV export of exactly these filters (the server streams every matching application, not one page). */
export function applicationExportUrl(filters: ApplicationFilters): string {
  const { search, jobPostId, stage, from, to } = applicationQueryFilter(filters);
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (jobPostId) params.set('job', String(jobPostId));
  if (stage) params.set('stage', stage);
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  const query = params.toString();
  return query ? `${APPLICATIONS_EXPORT_PATH}?${query}` : APPLICATIONS_EXPORT_PATH;
}

/** A moment as every admin screen shows it, in IST: "14 Mar 2026, 15:05" (common/format's dateTime). */
export { dateTime };

/** "14 Mar 2026", the centre's day. */
export function day(value: string): string {
  return centreDate(value);
}

/** "148 KB", "1.2 MB" */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
