// /account/applications: the signed-in learner's applications, newest first, each with its job, the day it was sent,
// where it stands and its history, the CV sent, and Withdraw while the outcome is open. Twenty at a time. Each button
// of Withdraw gives way to the next step, which takes the focus: the question, Withdraw again (Keep it), the refusal
// (announced), or the card's stage once withdrawn (../../components/formProblems).
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import type { MyApplicationFieldsFragment } from '../../gql/graphql';
import { paths } from '../../routes';
import { useFocusAfterEach, useRefusalFocus } from '../../components/formProblems';
import { ConfirmStep } from '../account/ConfirmStep';
import { problemsOf } from '../account/learnerApi';
import { MyApplicationsQuery, WithdrawApplicationMutation } from './applicationsApi';
import { LearnerPageFrame } from './LearnerPageFrame';
import { eventText, formatDay, formatDayTime, STAGE_LABELS } from './stages';

const PAGE = 20;

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`);

function Withdraw({ application, onWithdrawn }: { application: MyApplicationFieldsFragment; onWithdrawn: (application: MyApplicationFieldsFragment) => void }) {
  const [asking, setAsking] = useState(false);
  const [{ fetching, error }, withdraw] = useMutation(WithdrawApplicationMutation);
  const { form: confirm, refused } = useRefusalFocus<HTMLDivElement>();
  // Keep it: the focus goes back to Withdraw.
  const withdrawButton = useRef<HTMLButtonElement>(null);
  const [kept, setKept] = useState(0);
  useFocusAfterEach(kept, () => withdrawButton.current);
  if (!application.canWithdraw) return null;
  if (!asking) {
    return (
      <button ref={withdrawButton} type="button" className="button button--outline button--small" onClick={() => setAsking(true)}>
        Withdraw
      </button>
    );
  }
  return (
    <ConfirmStep
      ref={confirm}
      className="my-application__confirm"
      label="Withdraw this application?"
      question="Withdraw this application? The placement cell stops considering it; you cannot apply to this job again."
      confirm="Yes, withdraw it"
      busy={fetching}
      onConfirm={async () => {
        const result = await withdraw({ id: application.id });
        if (result.data) onWithdrawn(result.data.withdrawApplication);
        else if (result.error) refused();
      }}
      onKeep={() => {
        setAsking(false);
        setKept((n) => n + 1);
      }}
    >
      {error && (
        <p className="form-message form-message--error" role="alert" tabIndex={-1}>
          {problemsOf(error).message}
        </p>
      )}
    </ConfirmStep>
  );
}

function ApplicationCard({ application: listed }: { application: MyApplicationFieldsFragment }) {
  // The answer of a withdrawal shows at once (the list is asked again by the client's cache all the same).
  const [changed, setChanged] = useState<MyApplicationFieldsFragment | null>(null);
  const application = changed ?? listed;
  const headingId = `application-${application.id}`;
  // Withdrawn: its buttons are gone, and the stage (now Withdrawn) takes the focus.
  const stage = useRef<HTMLParagraphElement>(null);
  useFocusAfterEach(changed ? 1 : 0, () => stage.current);
  return (
    <article className="my-application" aria-labelledby={headingId}>
      <header className="my-application__head">
        <div>
          <h2 id={headingId} className="my-application__title">
            {application.jobId ? <Link to={paths.job(application.jobId)}>{application.jobTitle}</Link> : application.jobTitle}
          </h2>
          <p className="my-application__company">
            {application.companyname}
            {application.jobLocation ? ` · ${application.jobLocation}` : ''}
            {!application.jobOpen && <span className="badge badge--closed">Job closed</span>}
          </p>
        </div>
        <p ref={stage} tabIndex={changed ? -1 : undefined} className={`stage-badge stage-badge--${application.stage.toLowerCase()}`}>
          <span className="visually-hidden">Stage: </span>
          {STAGE_LABELS[application.stage]}
        </p>
      </header>
      <p className="my-application__sent">
        Applied on <time dateTime={application.appliedAt}>{formatDay(application.appliedAt)}</time>
        {application.cv ? (
          <>
            {' '}
            with <a href={`/api/v1/account/applications/${encodeURIComponent(application.id)}/cv`}>{application.cv.fileName}</a> ({sizeText(application.cv.size)})
          </>
        ) : (
          ' without a CV'
        )}
        ; phone {application.phone}.
      </p>
      {application.note && <p className="my-application__note">“{application.note}”</p>}
      <details className="my-application__history" open>
        <summary>History ({application.events.length})</summary>
        <ol className="history">
          {application.events.map((event) => (
            <li key={event.id}>
              <strong>{eventText(event)}</strong> <time dateTime={event.at}>{formatDayTime(event.at)}</time>
            </li>
          ))}
        </ol>
      </details>
      <Withdraw application={application} onWithdrawn={setChanged} />
    </article>
  );
}

/** One page of applications; the last page offers the next. */
function ApplicationsPage({ after, onMore, first }: { after: string | null; onMore: (cursor: string) => void; first: boolean }) {
  const [{ data, fetching, error }] = useQuery({ query: MyApplicationsQuery, variables: { first: PAGE, after }, requestPolicy: 'cache-and-network' });
  const [asked, setAsked] = useState(false);
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
        Loading your applications…
      </p>
    ) : null;
  }
  const { edges, pageInfo, totalCount } = data.myApplications;
  if (first && totalCount === 0) {
    return (
      <section className="account-card">
        <p>You have not applied to any job yet.</p>
        <Link className="button button--primary" to={paths.jobs}>
          Browse open jobs
        </Link>
      </section>
    );
  }
  return (
    <>
      {first && (
        <p className="muted">
          {totalCount} application{totalCount === 1 ? '' : 's'}, newest first. The placement cell moves each one along; we mail you when it does.
        </p>
      )}
      {edges.map(({ node }) => (
        <ApplicationCard key={node.id} application={node} />
      ))}
      {pageInfo.hasNextPage && pageInfo.endCursor && !asked && (
        <button
          type="button"
          className="button button--outline"
          onClick={() => {
            setAsked(true);
            onMore(pageInfo.endCursor!);
          }}
        >
          Show more applications
        </button>
      )}
    </>
  );
}

function ApplicationsList() {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  return (
    <div className="my-applications">
      {cursors.map((after, i) => (
        <ApplicationsPage key={after ?? 'first'} after={after} first={i === 0} onMore={(cursor) => setCursors((list) => [...list, cursor])} />
      ))}
    </div>
  );
}

export function MyApplicationsPage() {
  return <LearnerPageFrame title="My applications" what="your applications">{() => <ApplicationsList />}</LearnerPageFrame>;
}
