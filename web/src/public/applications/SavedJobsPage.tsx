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
import { useSavedJobIds } from './SaveJobButton';

function SavedList() {
  const now = useNow();
  const [{ data, fetching, error }] = useQuery({ query: MySavedJobsQuery, requestPolicy: 'cache-and-network' });
  // The list stays as it loaded (a job unsaved here can be saved again from its card); the count follows the saved
  // ids, which each Save or unsave asks again.
  const { ids } = useSavedJobIds();
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
  const stillSaved = ids ? data.mySavedJobs.filter((s) => ids.includes(s.job.id)) : data.mySavedJobs;
  const open = stillSaved.filter((s) => s.job.state === 'OPEN').length;
  return (
    <>
      <p className="muted" role="status">
        {stillSaved.length} saved job{stillSaved.length === 1 ? '' : 's'}
        {open < stillSaved.length ? `, ${stillSaved.length - open} of them closed` : ''}.
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
