// The jobs page keeps its whole state in the URL (search, category, cursor page), so that back, forward, reload and
// shared links all show the same list.
import type { JobCategory } from '../../gql/graphql';
import { paths } from '../../routes';
import { categoryBySlug, type CategoryInfo } from './format';

export const JOBS_PAGE_SIZE = 12;

export interface JobsUrlState {
  /** The search text ("" for none). */
  q: string;
  category: CategoryInfo | undefined;
  /** Cursor of the last job of the previous page (going forward). */
  after: string | undefined;
  /** Cursor of the first job of the next page (going back). */
  before: string | undefined;
  /** The page number shown to the visitor (1-based); cursors decide what is listed. */
  page: number;
}

const MAX_SEARCH = 200;

export function readJobsUrlState(params: URLSearchParams): JobsUrlState {
  const after = params.get('after')?.trim() || undefined;
  const before = after ? undefined : params.get('before')?.trim() || undefined;
  const pageParam = Number.parseInt(params.get('page') ?? '', 10);
  const page = after || before ? (Number.isFinite(pageParam) && pageParam >= 1 ? pageParam : 1) : 1;
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH),
    category: categoryBySlug(params.get('category')),
    after,
    before,
    page: after && page < 2 ? 2 : page,
  };
}

export interface JobsFilter {
  q?: string;
  category?: CategoryInfo | undefined;
}

/** The query string of a state; parameters at their defaults are left out. */
export function jobsSearchParams(state: JobsFilter & Partial<Pick<JobsUrlState, 'after' | 'before' | 'page'>>): URLSearchParams {
  const params = new URLSearchParams();
  const q = state.q?.trim();
  if (q) params.set('q', q);
  if (state.category) params.set('category', state.category.slug);
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

export interface JobsQueryVariables {
  search: string | null;
  category: JobCategory | null;
  first: number | null;
  after: string | null;
  last: number | null;
  before: string | null;
}

/** Forward pages ask for `first` after a cursor; a "previous" link asks for `last` before one. */
export function jobsQueryVariables(state: JobsUrlState): JobsQueryVariables {
  return {
    search: state.q || null,
    category: state.category?.value ?? null,
    first: state.before ? null : JOBS_PAGE_SIZE,
    after: state.after ?? null,
    last: state.before ? JOBS_PAGE_SIZE : null,
    before: state.before ?? null,
  };
}
