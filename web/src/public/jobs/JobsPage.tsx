// All jobs, newest first or best match first, with search, filters (category, place, job type, salary) and cursor
// pages. The URL holds the state, and the form is a plain GET form, so it works before (or without) JavaScript too.
// Each category's list (/jobs?category=technology) is a page of its own, with its own title and description.
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { ArrowLeftIcon, ArrowRightIcon, SearchIcon } from '../../components/icons';
import { usePageMeta } from '../../components/usePageMeta';
import { graphql } from '../../gql';
import { paths } from '../../routes';
import { pageTitle } from '../site';
import { useSiteSettings } from '../siteSettings';
import { JobCard, JobCardSkeletons } from './JobCard';
import { EMPLOYMENT_TYPES, JOB_CATEGORIES, SALARY_BANDS, jobCount, type CategoryInfo } from './format';
import {
  JOBS_PAGE_SIZE,
  hasFiltersBeyondCategory,
  hasUnknownCategory,
  jobsFilterOf,
  jobsHref,
  jobsQueryVariables,
  jobsSearchParams,
  readJobsUrlState,
  type JobsUrlState,
} from './jobsUrlState';
import './jobs.css';
import { useNow } from '../../ssr/RenderContext';
import { useScriptReady } from '../../components/useScriptReady';
import { JobAlertBox } from '../alerts/JobAlertBox';
import { LIMITS } from '../../../../gateway/src/services/limits';
import { NotFoundPage } from '../NotFoundPage';
import { placeOf } from '../../../../gateway/src/services/places';

const JobsQuery = graphql(`
  query PortalJobs(
    $search: String
    $category: JobCategory
    $location: String
    $employmentType: EmploymentType
    $salaryMin: Int
    $salaryMax: Int
    $sort: JobSort
    $first: Int
    $after: String
    $last: Int
    $before: String
  ) {
    jobLocations {
      location
      count
    }
    jobPosts(
      search: $search
      category: $category
      location: $location
      employmentType: $employmentType
      salaryMin: $salaryMin
      salaryMax: $salaryMax
      sort: $sort
      first: $first
      after: $after
      last: $last
      before: $before
    ) {
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

/** "13 Full-Time jobs in Technology in Pune, ₹3–6 LPA, matching “data”". */
export function jobsHeading(total: number | undefined, state: JobsUrlState): string {
  let count = total === undefined ? 'Jobs' : jobCount(total);
  if (state.type) count = total === undefined ? `${state.type.label} jobs` : count.replace(/^(\d+) /, `$1 ${state.type.label} `);
  const parts = [count];
  if (state.category) parts.push(`in ${state.category.label}`);
  if (state.location) parts.push(`in ${state.location}`);
  let heading = parts.join(' ');
  if (state.salary) heading += `, ${state.salary.label}`;
  if (state.q) heading += `${state.salary ? ',' : ''} matching “${state.q}”`;
  return heading;
}

/**
 * A category page's meta description: "12 open Technology jobs shared by the placement cell with learners in Pune: …"
 * (without the count while it is not known, and without the city when the settings name none).
 */
export function jobsCategoryDescription(category: CategoryInfo, total: number | undefined, city: string | undefined): string {
  const jobs =
    total === undefined
      ? `Open ${category.label} jobs`
      : total === 0
        ? `No open ${category.label} jobs right now`
        : `${total} open ${category.label} job${total === 1 ? '' : 's'}`;
  return `${jobs} shared by the placement cell with learners${city ? ` in ${city}` : ''}: search by title, company or skill, or filter by place, job type and salary.`;
}

/** The URL a submitted filter form stands for: its fields are named like the URL's parameters. */
function hrefOfForm(form: HTMLFormElement): string {
  const fields = new URLSearchParams();
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') fields.append(key, value);
  });
  return jobsHref(jobsFilterOf(readJobsUrlState(fields)));
}

export function JobsPage() {
  const [searchParams] = useSearchParams();
  // A category that is not one of ours is no page at all (a 404), not the whole list under a made-up name.
  return hasUnknownCategory(searchParams) ? <NotFoundPage /> : <JobsList searchParams={searchParams} />;
}

function JobsList({ searchParams }: { searchParams: URLSearchParams }) {
  const navigate = useNavigate();
  const state = readJobsUrlState(searchParams);
  const variables = jobsQueryVariables(state);
  const [{ data: result, fetching, error, operation }] = useQuery({ query: JobsQuery, variables });
  // urql keeps the previous page's data while the next one loads: show it only for the URL it belongs to.
  const current = !operation || JSON.stringify(operation.variables) === JSON.stringify(variables);
  const data = current ? result : undefined;
  const [draft, setDraft] = useState(state.q);
  const scriptReady = useScriptReady();
  const listTop = useRef<HTMLHeadingElement>(null);
  const fieldId = useId();
  const ids = {
    search: `${fieldId}-q`,
    category: `${fieldId}-category`,
    location: `${fieldId}-location`,
    type: `${fieldId}-type`,
    salary: `${fieldId}-salary`,
    sort: `${fieldId}-sort`,
  };
  const filter = jobsFilterOf(state);
  const filtered = Boolean(state.category) || hasFiltersBeyondCategory(state);

  // Back, forward and links elsewhere change the URL: the search box follows it.
  useEffect(() => setDraft(state.q), [state.q]);

  const connection = data?.jobPosts;
  const total = connection?.totalCount;

  const { siteName, city: cityText } = useSiteSettings();
  // The centre's city by the one rule for places ("Pune, Maharashtra" is Pune); none when the settings name no city.
  const centre = placeOf(cityText);
  const city = centre.hasCity ? centre.city : undefined;
  const titleBits = [state.q && `“${state.q}”`, state.category?.label, state.location, state.type?.label, state.salary?.label]
    .filter(Boolean)
    .join(' · ');
  const pageSuffix = state.page > 1 ? ` (page ${state.page})` : '';
  // A category's own page (no other filter) names its category, the city and how many jobs it has.
  const categoryPage = state.category && !hasFiltersBeyondCategory(state) ? state.category : undefined;
  usePageMeta(
    pageTitle(
      siteName,
      categoryPage ? `${categoryPage.label} jobs${city ? ` in ${city}` : ''}${pageSuffix}` : titleBits ? `Jobs: ${titleBits}` : `Jobs${pageSuffix}`,
    ),
    categoryPage
      ? jobsCategoryDescription(categoryPage, total, city)
      : 'Browse every open job shared by the learning centre’s placement cell: search by title, company or skill, or filter by category, place, job type and salary.',
    // A category is a page of its own; a search, another filter or a later page is not worth indexing (its links are
    // followed), nor is a list with no job in it (an empty category would be a soft 404).
    { canonicalPath: jobsHref({ category: state.category }), noindex: hasFiltersBeyondCategory(state) || state.page > 1 || data?.jobPosts.edges.length === 0 },
  );

  const jobs = connection?.edges.map((e) => e.node) ?? [];
  const totalPages = total === undefined ? undefined : Math.max(1, Math.ceil(total / JOBS_PAGE_SIZE));
  const showSkeleton = !data && (fetching || !current);
  const now = useNow();

  const locations = data?.jobLocations ?? [];
  // A place named by the URL stays selectable even when no job (or none of the listed places) names it now.
  const locationOptions =
    state.location && !locations.some((l) => l.location.toLowerCase() === state.location.toLowerCase())
      ? [{ location: state.location, count: 0 }, ...locations]
      : locations;
  const selectedLocation = locationOptions.find((l) => l.location.toLowerCase() === state.location.toLowerCase())?.location ?? '';

  // Submitting, or changing any select, shows the first page of the list the form now describes.
  const applyForm = (form: HTMLFormElement | null) => {
    if (form) navigate(hrefOfForm(form), { preventScrollReset: true });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    applyForm(event.currentTarget);
  };
  const onSelect = (event: ChangeEvent<HTMLSelectElement>) => applyForm(event.currentTarget.form);

  const info = connection?.pageInfo;
  // Forward pages ("after") ask the API whether more follow; a page reached backwards ("before") was left from later
  // jobs, so a next page exists, and the API says whether earlier ones do.
  const canGoNext = state.before ? Boolean(info?.endCursor) : Boolean(info?.hasNextPage && info.endCursor);
  const canGoPrevious = state.page > 1 || Boolean(state.after) || Boolean(state.before && info?.hasPreviousPage);

  // Next and Previous are links with the cursor in the URL, so that they work without JavaScript too.
  const hrefOf = (params: URLSearchParams) => {
    const query = params.toString();
    return query ? `${paths.jobs}?${query}` : paths.jobs;
  };
  const nextHref = hrefOf(jobsSearchParams({ ...filter, after: info?.endCursor ?? undefined, page: state.page + 1 }));
  const previousHref = hrefOf(
    state.page <= 2 ? jobsSearchParams(filter) : jobsSearchParams({ ...filter, before: info?.startCursor ?? undefined, page: state.page - 1 }),
  );
  // A new page of results starts at the top of the list, not of the whole page.
  const toListTop = () => listTop.current?.scrollIntoView({ block: 'start' });

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
          <form className="filters" role="search" aria-label="Filter jobs" method="get" action={paths.jobs} onSubmit={onSubmit}>
            <div className="filters__field filters__field--search">
              <label htmlFor={ids.search}>Keywords</label>
              <div className="input-with-icon">
                <SearchIcon size={18} />
                <input
                  id={ids.search}
                  name="q"
                  type="search"
                  value={draft}
                  onChange={(e) => setDraft(e.target.value)}
                  placeholder="Title, company, skill or place"
                  maxLength={LIMITS.search}
                  enterKeyHint="search"
                />
              </div>
            </div>
            <div className="filters__field">
              <label htmlFor={ids.category}>Category</label>
              <select id={ids.category} name="category" value={state.category?.slug ?? ''} onChange={onSelect}>
                <option value="">Any category</option>
                {JOB_CATEGORIES.map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {c.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="filters__field">
              <label htmlFor={ids.location}>Location</label>
              <select id={ids.location} name="location" value={selectedLocation} onChange={onSelect}>
                <option value="">Anywhere</option>
                {locationOptions.map((l) => (
                  <option key={l.location} value={l.location}>
                    {l.count > 0 ? `${l.location} (${l.count})` : l.location}
                  </option>
                ))}
              </select>
            </div>
            <div className="filters__field">
              <label htmlFor={ids.type}>Job type</label>
              <select id={ids.type} name="type" value={state.type?.slug ?? ''} onChange={onSelect}>
                <option value="">Any type</option>
                {EMPLOYMENT_TYPES.map((t) => (
                  <option key={t.slug} value={t.slug}>
                    {t.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="filters__field">
              <label htmlFor={ids.salary}>Salary</label>
              <select id={ids.salary} name="salary" value={state.salary?.slug ?? ''} onChange={onSelect}>
                <option value="">Any salary</option>
                {SALARY_BANDS.map((b) => (
                  <option key={b.slug} value={b.slug}>
                    {b.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="filters__field">
              <label htmlFor={ids.sort}>Sort by</label>
              {/* Best match ranks by the keywords: without any there is nothing to rank by, so script disables it then.
                  Without script it stays usable (the Search button sends it; without keywords it is ignored). */}
              <select
                id={ids.sort}
                name="sort"
                value={state.relevance ? 'relevance' : ''}
                onChange={onSelect}
                disabled={scriptReady && !draft.trim()}
              >
                <option value="">Newest first</option>
                <option value="relevance">Best match</option>
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
            {jobsHeading(total, { ...state, location: selectedLocation || state.location })}
          </h2>
          {filtered && (
            <Link className="button button--ghost button--small" to={paths.jobs}>
              Clear filters
            </Link>
          )}
        </div>
        <JobAlertBox q={state.q} category={state.category} location={selectedLocation || state.location} otherFilters={Boolean(state.type || state.salary)} />

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
            <Link className="button button--outline button--small" to={jobsHref(filter)}>
              Back to the first page
            </Link>
          </div>
        ) : jobs.length === 0 ? (
          <div className="empty-state">
            {filtered ? (
              <>
                <p>
                  {state.location || state.type || state.salary
                    ? 'No jobs match these filters.'
                    : `No jobs match your search${state.category ? ` in ${state.category.label}` : ''}.`}
                </p>
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
                {canGoPrevious ? (
                  <Link className="button button--outline" to={previousHref} rel="prev" preventScrollReset onClick={toListTop}>
                    <ArrowLeftIcon size={16} />
                    Previous
                  </Link>
                ) : (
                  <span className="button button--outline pager__none" aria-disabled="true">
                    <ArrowLeftIcon size={16} />
                    Previous
                  </span>
                )}
                <span className="pager__status" aria-current="page">
                  Page {state.page}
                  {totalPages !== undefined && ` of ${totalPages}`}
                </span>
                {canGoNext ? (
                  <Link className="button button--outline" to={nextHref} rel="next" preventScrollReset onClick={toListTop}>
                    Next
                    <ArrowRightIcon size={16} />
                  </Link>
                ) : (
                  <span className="button button--outline pager__none" aria-disabled="true">
                    Next
                    <ArrowRightIcon size={16} />
                  </span>
                )}
              </nav>
            )}
          </>
        )}
      </section>
    </div>
  );
}
