// The jobs page keeps its whole state in the URL (search, filters, order, cursor page), so that back, forward, reload
// and shared links all show the same list. Unknown values in a URL are ignored (the list shows its defaults), except
// an unknown category: a category's list is a page of its own, so a made-up one is a page that does not exist.
import type { EmploymentType, JobCategory, PortalJobsQueryVariables } from '../../gql/graphql';
import { paths } from '../../routes';
import {
  categoryBySlug,
  employmentTypeBySlug,
  salaryBandBySlug,
  type CategoryInfo,
  type EmploymentTypeInfo,
  type SalaryBand,
} from './format';

export const JOBS_PAGE_SIZE = 12;

export interface JobsUrlState {
  /** The search text ("" for none). */
  q: string;
  category: CategoryInfo | undefined;
  /** A place as the API's jobLocations names it ("" for anywhere). */
  location: string;
  type: EmploymentTypeInfo | undefined;
  salary: SalaryBand | undefined;
  /** Best match first; only means something with a search. */
  relevance: boolean;
  /** Cursor of the last job of the previous page (going forward). */
  after: string | undefined;
  /** Cursor of the first job of the next page (going back). */
  before: string | undefined;
  /** The page number shown to the visitor (1-based); cursors decide what is listed. */
  page: number;
}

const MAX_SEARCH = 200;
const MAX_LOCATION = 120;

const oneLine = (value: string | null, max: number) =>
  (value ?? '')
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .slice(0, max);

export function readJobsUrlState(params: URLSearchParams): JobsUrlState {
  const after = params.get('after')?.trim() || undefined;
  const before = after ? undefined : params.get('before')?.trim() || undefined;
  const pageParam = Number.parseInt(params.get('page') ?? '', 10);
  const page = after || before ? (Number.isFinite(pageParam) && pageParam >= 1 ? pageParam : 1) : 1;
  const q = oneLine(params.get('q'), MAX_SEARCH);
  return {
    q,
    category: categoryBySlug(params.get('category')),
    location: oneLine(params.get('location'), MAX_LOCATION),
    type: employmentTypeBySlug(params.get('type')),
    salary: salaryBandBySlug(params.get('salary')),
    relevance: Boolean(q) && params.get('sort')?.trim().toLowerCase() === 'relevance',
    after,
    before,
    page: after && page < 2 ? 2 : page,
  };
}

/** Whether the URL names a category that is not one of the portal's (/jobs?category=plumbing): a 404, not the list. */
export function hasUnknownCategory(params: URLSearchParams): boolean {
  const slug = params.get('category')?.trim();
  return Boolean(slug) && !categoryBySlug(slug);
}

export interface JobsFilter {
  q?: string;
  category?: CategoryInfo | undefined;
  location?: string;
  type?: EmploymentTypeInfo | undefined;
  salary?: SalaryBand | undefined;
  relevance?: boolean;
}

/** The filters of a state without its page, for links that keep them (Next, Previous, back to the first page). */
export function jobsFilterOf(state: JobsUrlState): JobsFilter {
  return { q: state.q, category: state.category, location: state.location, type: state.type, salary: state.salary, relevance: state.relevance };
}

/** Whether anything but the category narrows or reorders the list (such lists are not worth indexing). */
export function hasFiltersBeyondCategory(state: JobsFilter): boolean {
  return Boolean(state.q?.trim() || state.location?.trim() || state.type || state.salary || state.relevance);
}

/** The query string of a state; parameters at their defaults are left out. */
export function jobsSearchParams(state: JobsFilter & Partial<Pick<JobsUrlState, 'after' | 'before' | 'page'>>): URLSearchParams {
  const params = new URLSearchParams();
  const q = state.q?.trim();
  if (q) params.set('q', q);
  if (state.category) params.set('category', state.category.slug);
  const location = state.location?.trim();
  if (location) params.set('location', location);
  if (state.type) params.set('type', state.type.slug);
  if (state.salary) params.set('salary', state.salary.slug);
  if (q && state.relevance) params.set('sort', 'relevance');
  if (state.after) params.set('after', state.after);
  else if (state.before) params.set('before', state.before);
  if ((state.after || state.before) && state.page && state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A link to the first page of the jobs list with these filters: `/jobs?q=pune&category=technology`. */
export function jobsHref(filter: JobsFilter = {}): string {
  const query = jobsSearchParams(filter).toString();
  return query ? `${paths.jobs}?${query}` : paths.jobs;
}

/** The jobs list's variables, every one given (null for "not filtered"): the generated type of its query. */
export type JobsQueryVariables = Required<PortalJobsQueryVariables>;

/** Forward pages ask for `first` after a cursor; a "previous" link asks for `last` before one. */
export function jobsQueryVariables(state: JobsUrlState): JobsQueryVariables {
  return {
    search: state.q || null,
    category: state.category?.value ?? null,
    location: state.location || null,
    employmentType: state.type?.value ?? null,
    salaryMin: state.salary?.min ?? null,
    salaryMax: state.salary?.max ?? null,
    sort: state.relevance ? 'RELEVANCE' : null,
    first: state.before ? null : JOBS_PAGE_SIZE,
    after: state.after ?? null,
    last: state.before ? JOBS_PAGE_SIZE : null,
    before: state.before ?? null,
  };
}
