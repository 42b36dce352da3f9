// /account/saved: the jobs the signed-in learner saved, newest first; one that has closed since is marked Closed (its
// page says why). Save on each card takes it off the list the next time it loads.
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { useNow } from '../../ssr/RenderContext';
import { paths } from '../../routes';
import { problemsOf } from '../account/learnerApi';
import { JobCard } from '../jobs/JobCard';
import { MySavedJobsQuery } from './applicationsApi';
import { LearnerPageFrame } from './LearnerPageFrame';

function SavedList() {
  const now = useNow();
  const [{ data, fetching, error }] = useQuery({ query: MySavedJobsQuery, requestPolicy: 'cache-and-network' });
  if (!data) {
    if (error) {
      return (
        <p className="form-message form-message--error" role="alert">
          {problemsOf(error).message}
        </p>
      );
    }
    return fetching ? (
      <p className="loading-text" role="status">
        Loading your saved jobs…
      </p>
    ) : null;
  }
  if (data.mySavedJobs.length === 0) {
    return (
      <section className="account-card">
        <p>No saved jobs yet. Save a job from its card or its page to find it again here.</p>
        <Link className="button button--primary" to={paths.jobs}>
          Browse open jobs
        </Link>
      </section>
    );
  }
  const open = data.mySavedJobs.filter((s) => s.job.state === 'OPEN').length;
  return (
    <>
      <p className="muted">
        {data.mySavedJobs.length} saved job{data.mySavedJobs.length === 1 ? '' : 's'}
        {open < data.mySavedJobs.length ? `, ${data.mySavedJobs.length - open} of them closed` : ''}.
      </p>
      <div className="saved-jobs">
        {data.mySavedJobs.map(({ job }) => (
          <JobCard key={job.id} job={job} headingLevel="h2" now={now} closed={job.state !== 'OPEN'} />
        ))}
      </div>
    </>
  );
}

export function SavedJobsPage() {
  return <LearnerPageFrame title="Saved jobs" what="the jobs you saved">{() => <SavedList />}</LearnerPageFrame>;
}
