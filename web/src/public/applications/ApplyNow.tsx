// Apply Now, wherever a job shows it (its page, its card). A job taken on this site: a link to its application page
// (/jobs/:id/apply, which works without JavaScript) that opens the form in a dialog once the page's script runs; a
// visitor who is not signed in gets the login modal first, and the form once signed in (a sign-up's confirmation
// link leads back to the page). A job applied to elsewhere: a link through /jobs/:id/apply-elsewhere, which counts
// the click for staff and goes on to the company's page (a new tab) or a mail to its address.
import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ApplyMethod, JobState } from '../../gql/graphql';
import { paths } from '../../routes';
import { useLearnerSession } from '../account/LearnerSession';

const ApplyDialog = lazy(() => import('./ApplyDialog').then((m) => ({ default: m.ApplyDialog })));

export interface ApplyNowJob {
  id: string;
  title: string;
  companyname: string;
  applyMethod: ApplyMethod;
  /** OPEN when left out (the lists show open jobs only). */
  state?: JobState;
}

export function ApplyNowLink({ job, className, children, label }: { job: ApplyNowJob; className?: string; children: ReactNode; label?: string }) {
  const { learner, openLogin } = useLearnerSession();
  const [open, setOpen] = useState(false);
  const waitingForSignIn = useRef(false);
  const link = useRef<HTMLAnchorElement>(null);
  // Once the dialog is gone (closed by Escape, × or its backdrop), the focus goes back to this link: the dialog is
  // unmounted, so the browser cannot give it back itself (it would fall to the page's <body>).
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
      {open && (
        <Suspense fallback={null}>
          <ApplyDialog job={{ ...job, state: job.state ?? 'OPEN' }} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
