// Apply Now, wherever a job shows it (its page, its card). A job taken on this site: a link to its application page
// (/jobs/:id/apply, which works without JavaScript) that opens the form in a dialog once the page's script runs; a
// visitor who is not signed in gets the login modal first, and the form once signed in (a sign-up's confirmation
// link leads back to the page). A job applied to elsewhere: a link through /jobs/:id/apply-elsewhere, which counts
// the click for staff and goes on to the company's page (a new tab) or a mail to its address.
// A signed-in learner who applied to the job sees "Applied on …" (or that they withdrew) with a link to My
// applications instead: asked after hydration (myAppliedJobs, one request shared by every Apply Now of the page), so
// the server's HTML, cached and shared by every visitor, stays Apply Now for everyone.
import { Suspense, lazy, useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { useClient, useQuery, type Client } from 'urql';
import type { ApplyMethod, JobState, MyAppliedJobsQuery as MyAppliedJobsResult } from '../../gql/graphql';
import { paths } from '../../routes';
import { useLearnerSession } from '../account/LearnerSession';
import { MyAppliedJobsQuery } from './applicationsApi';
import { formatDay } from './stages';
import './applications.css';

const ApplyDialog = lazy(() => import('./ApplyDialog').then((m) => ({ default: m.ApplyDialog })));

export interface ApplyNowJob {
  id: string;
  title: string;
  companyname: string;
  applyMethod: ApplyMethod;
  /** OPEN when left out (the lists show open jobs only). */
  state?: JobState;
}

export type MyAppliedJob = MyAppliedJobsResult['myAppliedJobs'][number];

// An application sent or withdrawn (both answer a MyApplication) makes the client's document cache ask again.
const APPLIED_JOBS_CONTEXT = { additionalTypenames: ['MyApplication'] };
/**
 * Which learner each client's cached answer of MyAppliedJobs was last fetched for: on a shared computer another learner
 * signing in on the same page must not see, even for a moment, what the first one applied to.
 */
const answeredFor = new WeakMap<Client, string>();

/**
 * The signed-in learner's application to a job, if it is open and they applied (null: not applied, or nobody signed
 * in; undefined: not known yet). Asked again each time a page shows Apply Now (cache and network), so that an
 * application withdrawn or sent elsewhere since is seen.
 */
export function useMyAppliedJob(jobId: string, ask = true): MyAppliedJob | null | undefined {
  const { learner } = useLearnerSession();
  const client = useClient();
  const [{ data, fetching, stale }] = useQuery({ query: MyAppliedJobsQuery, pause: !learner || !ask, requestPolicy: 'cache-and-network', context: APPLIED_JOBS_CONTEXT });
  if (!learner) return learner === null ? null : undefined;
  if (!data) return undefined;
  if (!fetching && !stale) answeredFor.set(client, learner.id);
  else if (answeredFor.get(client) !== learner.id) return undefined;
  return data.myAppliedJobs.find((a) => a.jobId === jobId) ?? null;
}

/** In place of Apply Now once the learner applied: not a button (nothing to do here), a way to their application. */
function AppliedStatus({ applied, job, label, linkRef }: { applied: MyAppliedJob; job: ApplyNowJob; label?: string; linkRef: Ref<HTMLAnchorElement> }) {
  const withdrawn = applied.stage === 'WITHDRAWN';
  return (
    <span className={`apply-status${withdrawn ? ' apply-status--withdrawn' : ''}`} data-application-id={applied.applicationId}>
      <span className="apply-status__text">{withdrawn ? 'Application withdrawn' : <>Applied on <time dateTime={applied.appliedAt}>{formatDay(applied.appliedAt)}</time></>}</span>
      <span aria-hidden="true"> · </span>
      <Link ref={linkRef} className="apply-status__link" to={paths.account.applications} aria-label={label ? `View your application: ${job.title} at ${job.companyname}` : undefined}>
        View application
      </Link>
    </span>
  );
}

export function ApplyNowLink({ job, className, children, label }: { job: ApplyNowJob; className?: string; children: ReactNode; label?: string }) {
  const { learner, openLogin } = useLearnerSession();
  const applied = useMyAppliedJob(job.id, job.applyMethod === 'SITE');
  const [open, setOpen] = useState(false);
  const waitingForSignIn = useRef(false);
  const link = useRef<HTMLAnchorElement>(null);
  // Once the dialog is gone (closed by Escape, × or its backdrop), the focus goes back to this link (or, applied from the
  // dialog, to the link to the application that took its place): the dialog is unmounted, so the browser cannot give
  // it back itself (it would fall to the page's <body>).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    if (link.current?.isConnected) link.current.focus();
  }, [open]);
  // Signed in from the login modal opened here: the form follows.
  useEffect(() => {
    if (learner && waitingForSignIn.current) {
      waitingForSignIn.current = false;
      setOpen(true);
    }
  }, [learner]);

  if (job.applyMethod !== 'SITE') {
    const elsewhere = `${paths.job(job.id)}/apply-elsewhere`;
    return job.applyMethod === 'URL' ? (
      <a className={className} href={elsewhere} target="_blank" rel="noopener noreferrer nofollow" aria-label={label}>
        {children}
      </a>
    ) : (
      <a className={className} href={elsewhere} rel="nofollow" aria-label={label}>
        {children}
      </a>
    );
  }
  const applyPage = paths.jobApply(job.id);
  return (
    <>
      {applied ? (
        <AppliedStatus applied={applied} job={job} label={label} linkRef={link} />
      ) : (
        <a
          ref={link}
          className={className}
          href={applyPage}
          // The application form is disallowed in robots.txt: crawlers are not sent there (they could never read its noindex).
          rel="nofollow"
          aria-label={label}
          aria-haspopup="dialog"
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            if (learner === null) {
              waitingForSignIn.current = true;
              openLogin('signin', { reason: `Sign in or sign up to apply for ${job.title} at ${job.companyname}.`, returnTo: applyPage });
              return;
            }
            setOpen(true);
          }}
        >
          {children}
        </a>
      )}
      {open && (
        <Suspense fallback={null}>
          <ApplyDialog job={{ ...job, state: job.state ?? 'OPEN' }} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
