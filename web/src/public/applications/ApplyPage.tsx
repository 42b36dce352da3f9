// /jobs/:id/apply: the application form as a page of its own (noindex): where Apply Now leads without JavaScript, where
// a sign-up's confirmation link comes back to, and the answer to the form posted without script (?sent=1 or
// ?problem=<kind>, never what was typed). The same HTML for everyone (the page cache serves it); the learner's own
// details fill in after hydration.
import { useCallback, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { CompanyLogo } from '../../components/CompanyLogo';
import { usePageMeta } from '../../components/usePageMeta';
import { graphql } from '../../gql';
import { useHttpStatus } from '../../ssr/RenderContext';
import { paths } from '../../routes';
import { useLearnerSession } from '../account/LearnerSession';
import { pageTitle } from '../site';
import { useSiteSettings } from '../siteSettings';
import { ApplicationForm } from './ApplicationForm';
import './applications.css';

const ApplyJobQuery = graphql(`
  query PortalApplyJob($id: ID!) {
    jobPost(id: $id) {
      id
      title
      companyname
      companylogo
      location
      state
      applyMethod
    }
  }
`);

function NotFound() {
  const { siteName } = useSiteSettings();
  usePageMeta(pageTitle(siteName, 'Job not found'), 'This job is no longer listed.', { noindex: true });
  useHttpStatus(404);
  return (
    <section className="section not-found">
      <h1>Job not found</h1>
      <p>This job may have been removed, or the link is incomplete.</p>
      <Link className="button button--primary" to={paths.jobs}>
        Browse all jobs
      </Link>
    </section>
  );
}

export function ApplyPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { siteName } = useSiteSettings();
  const { learner } = useLearnerSession();
  // Sent (or sent before): the form is no longer "below".
  const [applied, setApplied] = useState(false);
  const markApplied = useCallback(() => setApplied(true), []);
  const [{ data, fetching, error }] = useQuery({ query: ApplyJobQuery, variables: { id } });
  const job = data?.jobPost;
  usePageMeta(job ? pageTitle(siteName, `Apply: ${job.title} at ${job.companyname}`) : undefined, job ? `Apply for ${job.title} at ${job.companyname}, ${job.location}.` : undefined, { noindex: true });
  if (!data && (fetching || !error)) {
    return (
      <section className="section" aria-busy="true">
        <p className="loading-text" role="status">
          Loading the job…
        </p>
      </section>
    );
  }
  if (error && !data) {
    return (
      <section className="section">
        <p className="notice notice--error" role="alert">
          We could not load this job just now. Please reload the page.
        </p>
      </section>
    );
  }
  if (!job) return <NotFound />;
  return (
    <div className="apply-page">
      <nav aria-label="Breadcrumb" className="apply-page__crumbs">
        <Link to={paths.jobs}>Jobs</Link>
        <span aria-hidden="true">/</span>
        <Link to={paths.job(job.id)}>{job.title}</Link>
        <span aria-hidden="true">/</span>
        <span aria-current="page">Apply</span>
      </nav>
      <header className="apply-page__head">
        <CompanyLogo src={job.companylogo} name={job.companyname} size={56} eager />
        <div>
          <h1 className="apply-page__title">Apply: {job.title}</h1>
          <p className="apply-page__company">
            {job.companyname} · {job.location}
          </p>
        </div>
      </header>
      {params.get('confirmed') === '1' && learner && (
        <p className="form-message form-message--success" role="status">
          Your e-mail address is confirmed. Welcome, {learner.name}!{applied ? '' : ' Your application form is below.'}
        </p>
      )}
      {params.get('confirmed') === '1' && learner === null && (
        <p className="form-message form-message--success" role="status">
          Your e-mail address is confirmed. Sign in with your e-mail address and the password you chose, then apply below.
        </p>
      )}
      <section className="account-card apply-page__card" aria-label="Application form">
        <ApplicationForm job={job} posted={{ sent: params.get('sent') === '1', problem: params.get('problem') }} onApplied={markApplied} />
      </section>
      <p>
        <Link to={paths.job(job.id)}>Back to the job</Link>
      </p>
    </div>
  );
}
