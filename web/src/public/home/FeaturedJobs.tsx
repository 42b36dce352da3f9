// Featured Jobs on the home page: newest jobs, refetched silently every 30 seconds; Refresh Jobs shows the loading
// state while it fetches.
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useClient, useQuery } from 'urql';
import { JOB_LIST_REFRESH_MS } from '../../components/carousel/settings';
import { ArrowRightIcon, RefreshIcon } from '../../components/icons';
import { graphql } from '../../gql';
import { paths } from '../../routes';
import { JobCard, JobCardSkeletons } from '../jobs/JobCard';
import { useNow } from '../../ssr/RenderContext';

export const FEATURED_JOB_COUNT = 6;
/** A refresh the visitor asked for stays visible at least this long, so they can see it happened. */
const MIN_REFRESH_MS = 500;

const FeaturedJobsQuery = graphql(`
  query PortalFeaturedJobs($first: Int!) {
    jobPosts(first: $first) {
      totalCount
      edges {
        node {
          ...PortalJobCard
        }
      }
    }
  }
`);

export function FeaturedJobs() {
  const client = useClient();
  const variables = { first: FEATURED_JOB_COUNT };
  const [{ data, fetching, error }, reexecute] = useQuery({ query: FeaturedJobsQuery, variables });
  const [refreshing, setRefreshing] = useState(false);

  // Silent refresh: the cards stay on screen while new data is fetched, so nothing flickers.
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (!document.hidden) reexecute({ requestPolicy: 'network-only' });
    }, JOB_LIST_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [reexecute]);

  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      await Promise.all([
        client.query(FeaturedJobsQuery, { first: FEATURED_JOB_COUNT }, { requestPolicy: 'network-only' }).toPromise(),
        new Promise((resolve) => window.setTimeout(resolve, MIN_REFRESH_MS)),
      ]);
    } finally {
      setRefreshing(false);
    }
  }, [client]);

  const jobs = data?.jobPosts.edges.map((e) => e.node) ?? [];
  const loading = refreshing || (fetching && !data);
  const now = useNow();

  return (
    <section className="section" aria-labelledby="featured-jobs-title">
      <div className="section-head">
        <div>
          <h2 id="featured-jobs-title" className="section-title">
            Featured Jobs
          </h2>
          <p className="section-intro">Fresh openings from companies hiring our learners.</p>
        </div>
        <div className="section-head__actions">
          <button type="button" className="button button--outline" onClick={refresh} disabled={refreshing} aria-busy={refreshing}>
            <RefreshIcon size={16} className={refreshing ? 'spin' : undefined} />
            {refreshing ? 'Refreshing…' : 'Refresh Jobs'}
          </button>
        </div>
      </div>

      {loading ? (
        <div className="job-grid" aria-busy="true">
          <p className="loading-text" role="status">
            Loading jobs…
          </p>
          <JobCardSkeletons count={FEATURED_JOB_COUNT} />
        </div>
      ) : error && !data ? (
        <div className="notice notice--error" role="alert">
          <p>We could not load the jobs just now.</p>
          <button type="button" className="button button--outline button--small" onClick={refresh}>
            Try again
          </button>
        </div>
      ) : jobs.length === 0 ? (
        <div className="empty-state">
          <p>No jobs found. Check back later!</p>
        </div>
      ) : (
        <div className="job-grid" data-testid="featured-jobs">
          {jobs.map((job, i) => (
            <JobCard key={job.id} job={job} eagerLogo={i < 3} now={now} />
          ))}
        </div>
      )}

      <div className="section-foot">
        <Link className="button button--primary" to={paths.jobs}>
          View More Jobs
          <ArrowRightIcon size={16} />
        </Link>
      </div>
    </section>
  );
}
