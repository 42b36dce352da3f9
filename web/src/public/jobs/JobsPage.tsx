// All jobs, newest first, with search, a category filter and cursor pages; the URL holds the state.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { ArrowLeftIcon, ArrowRightIcon, SearchIcon } from '../../components/icons';
import { usePageMeta } from '../../components/usePageMeta';
import { graphql } from '../../gql';
import { paths } from '../../routes';
import { pageTitle } from '../site';
import { useSiteSettings } from '../siteSettings';
import { JobCard, JobCardSkeletons } from './JobCard';
import { JOB_CATEGORIES, categoryBySlug, jobCount } from './format';
import { JOBS_PAGE_SIZE, jobsHref, jobsQueryVariables, jobsSearchParams, readJobsUrlState } from './jobsUrlState';
import './jobs.css';
import { useNow } from '../../ssr/RenderContext';

const JobsQuery = graphql(`
  query PortalJobs($search: String, $category: JobCategory, $first: Int, $after: String, $last: Int, $before: String) {
    jobPosts(search: $search, category: $category, first: $first, after: $after, last: $last, before: $before) {
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
      edges {
        node {
          ...PortalJobCard
        }
      }
    }
  }
`);

function headingFor(total: number | undefined, q: string, categoryLabel: string | undefined): string {
  const parts = [total === undefined ? 'Jobs' : jobCount(total)];
  if (categoryLabel) parts.push(`in ${categoryLabel}`);
  if (q) parts.push(`matching “${q}”`);
  return parts.join(' ');
}

export function JobsPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const state = readJobsUrlState(searchParams);
  const variables = jobsQueryVariables(state);
  const [{ data: result, fetching, error, operation }] = useQuery({ query: JobsQuery, variables });
  // urql keeps the previous page's data while the next one loads: show it only for the URL it belongs to.
  const current = !operation || JSON.stringify(operation.variables) === JSON.stringify(variables);
  const data = current ? result : undefined;
  const [draft, setDraft] = useState(state.q);
  const listTop = useRef<HTMLHeadingElement>(null);
  const searchId = useId();
  const categoryId = useId();
  const filtered = Boolean(state.q || state.category);

  // Back, forward and links elsewhere change the URL: the search box follows it.
  useEffect(() => setDraft(state.q), [state.q]);

  const { siteName } = useSiteSettings();
  const titleBits = [state.q && `“${state.q}”`, state.category?.label].filter(Boolean).join(' · ');
  usePageMeta(
    pageTitle(siteName, titleBits ? `Jobs: ${titleBits}` : state.page > 1 ? `Jobs (page ${state.page})` : 'Jobs'),
    'Browse every open job shared by the learning centre’s placement cell: search by title, company or skill, or filter by category.',
    // A category is a page of its own; a search or a later page is not worth indexing (its links are followed).
    { canonicalPath: jobsHref({ category: state.category }), noindex: Boolean(state.q) || state.page > 1 },
  );

  const connection = data?.jobPosts;
  const jobs = connection?.edges.map((e) => e.node) ?? [];
  const total = connection?.totalCount;
  const totalPages = total === undefined ? undefined : Math.max(1, Math.ceil(total / JOBS_PAGE_SIZE));
  const showSkeleton = !data && (fetching || !current);
  const now = useNow();

  const applyFilter = (next: { q?: string; category?: ReturnType<typeof categoryBySlug> }) => {
    navigate(jobsHref({ q: next.q ?? state.q, category: 'category' in next ? next.category : state.category }), { preventScrollReset: true });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    applyFilter({ q: draft });
  };

  const goTo = (params: URLSearchParams) => {
    const query = params.toString();
    navigate(query ? `${paths.jobs}?${query}` : paths.jobs, { preventScrollReset: true });
    // A new page of results starts at the top of the list, not of the whole page.
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  const info = connection?.pageInfo;
  // Forward pages ("after") ask the API whether more follow; a page reached backwards ("before") was left from later
  // jobs, so a next page exists, and the API says whether earlier ones do.
  const canGoNext = state.before ? Boolean(info?.endCursor) : Boolean(info?.hasNextPage && info.endCursor);
  const canGoPrevious = state.page > 1 || Boolean(state.after) || Boolean(state.before && info?.hasPreviousPage);

  const next = () =>
    goTo(jobsSearchParams({ q: state.q, category: state.category, after: info?.endCursor ?? undefined, page: state.page + 1 }));
  const previous = () =>
    goTo(
      state.page <= 2
        ? jobsSearchParams({ q: state.q, category: state.category })
        : jobsSearchParams({ q: state.q, category: state.category, before: info?.startCursor ?? undefined, page: state.page - 1 }),
    );

  return (
    <div className="jobs-page">
      <section className="page-header">
        <div className="page-header__inner">
          <nav aria-label="Breadcrumb" className="breadcrumb">
            <Link to={paths.home}>Home</Link>
            <span aria-hidden="true">/</span>
            <span aria-current="page">Jobs</span>
          </nav>
          <h1 className="page-header__title">Find your next job</h1>
          <p className="page-header__lead">Every opening shared by our placement cell, newest first.</p>
          <form className="filters" role="search" aria-label="Filter jobs" onSubmit={onSubmit}>
            <div className="filters__field filters__field--search">
              <label htmlFor={searchId}>Keywords</label>
              <div className="input-with-icon">
                <SearchIcon size={18} />
                <input
                  id={searchId}
                  name="q"
                  type="search"
                  value={draft}
                  onChange={(e) => setDraft(e.target.value)}
                  placeholder="Title, company, skill or place"
                  maxLength={200}
                  enterKeyHint="search"
                />
              </div>
            </div>
            <div className="filters__field">
              <label htmlFor={categoryId}>Category</label>
              <select
                id={categoryId}
                name="category"
                value={state.category?.slug ?? ''}
                onChange={(e) => applyFilter({ q: draft, category: categoryBySlug(e.target.value) })}
              >
                <option value="">All categories</option>
                {JOB_CATEGORIES.map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {c.label}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="button button--accent filters__submit">
              Search
            </button>
          </form>
        </div>
      </section>

      <section className="section" aria-labelledby="jobs-results-title">
        <div className="results-head">
          <h2 id="jobs-results-title" ref={listTop} className="results-head__title" aria-live="polite">
            {headingFor(total, state.q, state.category?.label)}
          </h2>
          {filtered && (
            <Link className="button button--ghost button--small" to={paths.jobs}>
              Clear filters
            </Link>
          )}
        </div>

        {showSkeleton ? (
          <div className="job-grid" aria-busy="true">
            <p className="loading-text" role="status">
              Loading jobs…
            </p>
            <JobCardSkeletons count={6} />
          </div>
        ) : error && !data ? (
          <div className="notice notice--error" role="alert">
            <p>{state.after || state.before ? 'This page of results is no longer available.' : 'We could not load the jobs just now.'}</p>
            <Link className="button button--outline button--small" to={jobsHref({ q: state.q, category: state.category })}>
              Back to the first page
            </Link>
          </div>
        ) : jobs.length === 0 ? (
          <div className="empty-state">
            {filtered ? (
              <>
                <p>No jobs match your search{state.category ? ` in ${state.category.label}` : ''}.</p>
                <p className="empty-state__hint">Try other words, or clear the filters to see every job.</p>
                <Link className="button button--primary" to={paths.jobs}>
                  Clear filters
                </Link>
              </>
            ) : state.after || state.before ? (
              <>
                <p>There are no more jobs on this page.</p>
                <Link className="button button--primary" to={paths.jobs}>
                  Back to the first page
                </Link>
              </>
            ) : (
              <p>No jobs found. Check back later!</p>
            )}
          </div>
        ) : (
          <>
            <ul className="job-grid job-grid--list" aria-busy={fetching}>
              {jobs.map((job, i) => (
                <li key={job.id}>
                  <JobCard job={job} eagerLogo={i < 3} now={now} />
                </li>
              ))}
            </ul>
            {(canGoPrevious || canGoNext) && (
              <nav className="pager" aria-label="Pages of jobs">
                <button type="button" className="button button--outline" onClick={previous} disabled={!canGoPrevious}>
                  <ArrowLeftIcon size={16} />
                  Previous
                </button>
                <span className="pager__status" aria-current="page">
                  Page {state.page}
                  {totalPages !== undefined && ` of ${totalPages}`}
                </span>
                <button type="button" className="button button--outline" onClick={next} disabled={!canGoNext}>
                  Next
                  <ArrowRightIcon size={16} />
                </button>
              </nav>
            )}
          </>
        )}
      </section>
    </div>
  );
}
