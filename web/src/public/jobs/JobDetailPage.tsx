// One job (SPEC "Job card and job detail"), driven by the job's own data: facts, the sanitised description, how to
// apply (Apply Now and Save: ../applications), other jobs, and schema.org JobPosting data for search engines. A closed job (filled, or past its closing
// date: its `state`, decided by the server) keeps its page but says it no longer accepts applications, without Apply
// Now and without JobPosting data; a draft never reaches this page (the server answers null to visitors: 404).
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { Carousel } from '../../components/carousel/Carousel';
import { CompanyLogo } from '../../components/CompanyLogo';
import { RichText } from '../../components/RichText';
import { shortId } from '../../components/shortId';
import { BriefcaseIcon, CalendarIcon, ClockIcon, ExternalIcon, MailIcon, MapPinIcon, WalletIcon, TagIcon } from '../../components/icons';
import { htmlToText, previewImage, shorten, usePageMeta } from '../../components/usePageMeta';
import { graphql } from '../../gql';
import type { PortalJobDetailQuery } from '../../gql/graphql';
import { paths } from '../../routes';
import { pageTitle } from '../site';
import { useSiteSettings } from '../siteSettings';
import { ApplyNowLink } from '../applications/ApplyNow';
import { SaveJobButton } from '../applications/SaveJobButton';
import { JobCard } from './JobCard';
import { categoryByValue, employmentTypeLabel, formatClosingDay, formatDate, formatExperience, formatPosted, formatSalary } from './format';
import { jobPostingJsonLd, serializeJsonLd } from './jobPostingJsonLd';
import { jobsHref } from './jobsUrlState';
import './jobs.css';
import { useHttpStatus, useNow, useSiteOrigin } from '../../ssr/RenderContext';

const JobDetailQuery = graphql(`
  query PortalJobDetail($id: ID!) {
    jobPost(id: $id) {
      ...PortalJobCard
      content
      updatedAt
      salaryRange {
        min
        max
        unit
      }
      state
      closesAt
      filledAt
      experienceMin
      experienceMax
      skills
      applyMethod
      applyUrl
      applyEmail
    }
  }
`);

const JobSuggestionsQuery = graphql(`
  query PortalJobSuggestions($first: Int!) {
    jobPosts(first: $first) {
      edges {
        node {
          ...PortalJobCard
        }
      }
    }
  }
`);

type Job = NonNullable<PortalJobDetailQuery['jobPost']>;

const SUGGESTION_POOL = 20;
const SUGGESTION_COUNT = 9;

/**
 * What the side panel's link to apply says. Apply Now itself (../applications/ApplyNow.tsx) opens the application form
 * for a job taken on this site, and leads through a counted link to the company's page or a mail to its address.
 */
export function applyLabelFor(job: Pick<Job, 'companyname' | 'applyMethod' | 'applyUrl' | 'applyEmail'>): string {
  if (job.applyMethod === 'URL' && job.applyUrl) return `Apply on ${job.companyname}’s site`;
  if (job.applyMethod === 'EMAIL' && job.applyEmail) return `Apply by email to ${job.applyEmail}`;
  return 'Apply on this site with your CV';
}

/** What a closed job's page says instead of Apply Now. */
export const CLOSED_MESSAGE = 'This job is no longer accepting applications';

function ClosedNotice({ job }: { job: Job }) {
  const when =
    job.state === 'FILLED'
      ? job.filledAt
        ? `The position was filled on ${formatClosingDay(job.filledAt)}.`
        : 'The position has been filled.'
      : job.closesAt
        ? `Applications closed on ${formatClosingDay(job.closesAt)}.`
        : 'Applications have closed.';
  return (
    <div className="notice job-closed" role="status" data-testid="job-closed">
      <p>
        <strong>{CLOSED_MESSAGE}.</strong> {when}
      </p>
      <Link className="button button--primary button--small" to={paths.jobs}>
        Browse open jobs
      </Link>
    </div>
  );
}

function JobNotFound() {
  const { siteName } = useSiteSettings();
  usePageMeta(pageTitle(siteName, 'Job not found'), 'This job is no longer listed. Browse the other open jobs of the placement portal.', { noindex: true });
  useHttpStatus(404);
  return (
    <section className="section not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Job not found</h1>
      <p>This job may have been filled or removed, or the link is incomplete.</p>
      <div className="button-row">
        <Link className="button button--primary" to={paths.jobs}>
          Browse all jobs
        </Link>
        <Link className="button button--outline" to={paths.home}>
          Back to the home page
        </Link>
      </div>
    </section>
  );
}

function JobDetailSkeleton() {
  return (
    <section className="section" aria-busy="true">
      <p className="loading-text" role="status">
        Loading the job…
      </p>
      <div className="job-detail-skeleton">
        <span className="skeleton skeleton--logo" />
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line skeleton--short" />
      </div>
    </section>
  );
}

function JobDetail({ job }: { job: Job }) {
  const settings = useSiteSettings();
  const category = categoryByValue(job.category);
  const type = employmentTypeLabel(job.employmentType);
  const salary = formatSalary(job.salary);
  const remote = /\bremote\b/i.test(job.location);
  const open = job.state === 'OPEN';
  const applyLabel = applyLabelFor(job);
  const experience = formatExperience(job.experienceMin, job.experienceMax);
  const origin = useSiteOrigin();
  const pageUrl = `${origin}${paths.job(job.id)}`;
  // Search engines list a job from its JobPosting data; a closed job must not carry it (Google asks for it to go).
  const jsonLd = useMemo(() => (open ? serializeJsonLd(jobPostingJsonLd(job, origin, pageUrl)) : null), [open, job, origin, pageUrl]);
  usePageMeta(
    pageTitle(settings.siteName, `${job.title} at ${job.companyname}`),
    // The title, company and place are text as typed (never read as HTML); only the description is HTML.
    shorten(`${open ? '' : `${CLOSED_MESSAGE}. `}${job.title} at ${job.companyname}, ${job.location}. ${type}, ${salary}. ${htmlToText(job.content)}`),
    // The job's own address, whatever letter case or form the visitor's had. The company's logo is the link
    // preview's picture when previews can draw it (not an SVG); otherwise the site's default.
    { canonicalPath: paths.job(job.id), image: previewImage(job.companylogo) },
  );

  const [{ data: suggestionData }] = useQuery({ query: JobSuggestionsQuery, variables: { first: SUGGESTION_POOL } });
  const suggestions = useMemo(() => {
    const others = suggestionData?.jobPosts.edges.map((e) => e.node).filter((j) => j.id !== job.id) ?? [];
    // Jobs of the same category first, then the rest, newest first within each.
    return [...others.filter((j) => j.category === job.category), ...others.filter((j) => j.category !== job.category)].slice(0, SUGGESTION_COUNT);
  }, [suggestionData, job.id, job.category]);
  const now = useNow();

  return (
    <div className="job-detail">
      <section className="page-header page-header--job">
        <div className="page-header__inner">
          <nav aria-label="Breadcrumb" className="breadcrumb">
            <Link to={paths.home}>Home</Link>
            <span aria-hidden="true">/</span>
            <Link to={paths.jobs}>Jobs</Link>
            <span aria-hidden="true">/</span>
            <span aria-current="page">{job.title}</span>
          </nav>
          <div className="job-hero">
            <CompanyLogo src={job.companylogo} name={job.companyname} size={80} eager className="job-hero__logo" />
            <div className="job-hero__text">
              <h1 className="job-hero__title">{job.title}</h1>
              <p className="job-hero__company">{job.companyname}</p>
              <ul className="chips">
                <li>
                  <MapPinIcon size={16} />
                  {job.location}
                </li>
                <li>
                  <WalletIcon size={16} />
                  {salary}
                </li>
                <li>
                  <BriefcaseIcon size={16} />
                  {type}
                </li>
                {category && (
                  <li>
                    <TagIcon size={16} />
                    {category.label}
                  </li>
                )}
                {experience && (
                  <li>
                    <CalendarIcon size={16} />
                    Experience: {experience}
                  </li>
                )}
                <li>
                  <ClockIcon size={16} />
                  <time dateTime={job.createdAt}>{formatPosted(job.createdAt, now)}</time>
                </li>
              </ul>
            </div>
            <div className="job-hero__actions">
              <SaveJobButton jobId={job.id} jobTitle={job.title} />
              {open ? (
                <ApplyNowLink job={job} className="button button--accent button--large">
                  Apply Now
                </ApplyNowLink>
              ) : (
                <span className="job-hero__closed">Applications closed</span>
              )}
            </div>
          </div>
        </div>
      </section>

      <div className="section job-detail__body">
        {!open && <ClosedNotice job={job} />}
        <div className="job-detail__main">
          <section className="panel" aria-labelledby="job-description-title">
            <h2 id="job-description-title" className="panel__title">
              About the role
            </h2>
            {job.content.trim() ? (
              <RichText html={job.content} className="job-description" />
            ) : (
              <p className="muted">The company has not added a description yet. Ask the placement cell for details.</p>
            )}
          </section>

          {job.skills.length > 0 && (
            <section className="panel" aria-labelledby="job-skills-title">
              <h2 id="job-skills-title" className="panel__title">
                Skills
              </h2>
              <ul className="skill-list">
                {job.skills.map((skill) => (
                  <li key={skill}>{skill}</li>
                ))}
              </ul>
            </section>
          )}

          <section className="panel" aria-labelledby="job-eligibility-title">
            <h2 id="job-eligibility-title" className="panel__title">
              Eligibility
            </h2>
            <ul className="check-list">
              {experience && <li>Experience: {experience}.</li>}
              <li>
                {job.employmentType === 'INTERNSHIP'
                  ? 'Final-year students and recent graduates.'
                  : 'Learners and alumni of our courses, and other candidates with the skills described above.'}
              </li>
              <li>{remote ? `Open to candidates who can work remotely (${job.location}).` : `Able to work from ${job.location}.`}</li>
              <li>The qualifications and skills {job.companyname} asks for, as listed in the description.</li>
            </ul>
            <p className="muted">
              Not sure you qualify? Our counsellors can review your profile: write to{' '}
              <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>.
            </p>
          </section>

          <section className="panel" aria-labelledby="job-timeline-title">
            <h2 id="job-timeline-title" className="panel__title">
              Stages &amp; Timeline
            </h2>
            <ol className="timeline">
              <li>
                <strong>Posted</strong>
                <span>
                  <time dateTime={job.createdAt}>{formatDate(job.createdAt)}</time> ({formatPosted(job.createdAt, now).replace(/^Posted /, '')})
                </span>
              </li>
              <li>
                <strong>Apply</strong>
                <span>
                  {!open
                    ? `${CLOSED_MESSAGE}.`
                    : job.applyMethod === 'URL' && job.applyUrl
                      ? `Apply on ${job.companyname}’s own site${job.closesAt ? ` by ${formatClosingDay(job.closesAt)}` : ''}.`
                      : job.applyMethod === 'EMAIL' && job.applyEmail
                        ? `Send your CV to ${job.applyEmail} with the job title${job.closesAt ? ` by ${formatClosingDay(job.closesAt)}` : ''}; applications are reviewed as they arrive.`
                        : `Apply Now with your learner account: the CV on your account or a new one, and a short note${job.closesAt ? `, by ${formatClosingDay(job.closesAt)}` : ''}. Applications are reviewed as they arrive; My applications shows where yours stands.`}
                </span>
              </li>
              <li>
                <strong>Screening</strong>
                <span>The placement cell checks your profile and prepares you with a mock interview.</span>
              </li>
              <li>
                <strong>Interviews</strong>
                <span>{job.companyname} runs its interview rounds with shortlisted candidates.</span>
              </li>
              <li>
                <strong>Offer</strong>
                <span>
                  {job.employmentType === 'INTERNSHIP' ? 'Selected interns receive an internship letter.' : `Selected candidates receive an offer from ${job.companyname}.`}
                </span>
              </li>
            </ol>
          </section>
        </div>

        <aside className="job-detail__side">
          <section className="panel" aria-labelledby="job-details-title">
            <h2 id="job-details-title" className="panel__title">
              Post Details
            </h2>
            <dl className="facts">
              <div>
                <dt>Company</dt>
                <dd>{job.companyname}</dd>
              </div>
              <div>
                <dt>Location</dt>
                <dd>{job.location}</dd>
              </div>
              <div>
                <dt>Salary</dt>
                <dd>{salary}</dd>
              </div>
              <div>
                <dt>Employment type</dt>
                <dd>{type}</dd>
              </div>
              {category && (
                <div>
                  <dt>Category</dt>
                  <dd>{category.label}</dd>
                </div>
              )}
              {experience && (
                <div>
                  <dt>Experience</dt>
                  <dd>{experience}</dd>
                </div>
              )}
              <div>
                <dt>Posted on</dt>
                <dd>
                  <time dateTime={job.createdAt}>{formatDate(job.createdAt)}</time>
                </dd>
              </div>
              {job.closesAt && (
                <div>
                  <dt>{open ? 'Apply by' : 'Closed on'}</dt>
                  <dd>
                    <time dateTime={job.closesAt}>{formatClosingDay(job.closesAt)}</time>
                  </dd>
                </div>
              )}
              {job.state === 'FILLED' && (
                <div>
                  <dt>Status</dt>
                  <dd>Filled</dd>
                </div>
              )}
              <div>
                <dt>Job ID</dt>
                <dd>
                  {/* The id's end, as staff see it in the admin (SPEC says its first 8: those are the same for jobs
                      posted close together). */}
                  <code title={job.id}>{shortId(job.id)}</code>
                </dd>
              </div>
            </dl>
            {open ? (
              <ApplyNowLink job={job} className="button button--primary button--block">
                {job.applyMethod === 'URL' ? <ExternalIcon size={16} /> : job.applyMethod === 'EMAIL' ? <MailIcon size={16} /> : null}
                Apply Now
              </ApplyNowLink>
            ) : (
              <p className="job-closed__side">{CLOSED_MESSAGE}.</p>
            )}
          </section>

          <section className="panel" aria-labelledby="job-links-title">
            <h2 id="job-links-title" className="panel__title">
              Important Links
            </h2>
            <ul className="link-list">
              {open && (
                <li>
                  <ApplyNowLink job={job}>{applyLabel}</ApplyNowLink>
                </li>
              )}
              <li>
                <Link to={jobsHref({ q: job.companyname })}>More jobs at {job.companyname}</Link>
              </li>
              {category && (
                <li>
                  <Link to={jobsHref({ category })}>More {category.label} jobs</Link>
                </li>
              )}
              <li>
                <Link to={paths.jobs}>All open jobs</Link>
              </li>
              <li>
                <Link to={paths.placements}>Our learners’ placements</Link>
              </li>
            </ul>
          </section>
        </aside>
      </div>

      {suggestions.length > 0 && (
        <section className="section section--tinted">
          <Carousel
            name="suggestions"
            title="Suggested Jobs"
            intro={category ? `More openings in ${category.label} and other fields.` : 'More openings you might like.'}
            slides={suggestions.map((s) => ({ key: s.id, content: <JobCard job={s} now={now} /> }))}
          />
        </section>
      )}

      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />}
    </div>
  );
}

export function JobDetailPage() {
  const { id = '' } = useParams();
  const [{ data: result, fetching, error, operation }, reexecute] = useQuery({ query: JobDetailQuery, variables: { id } });
  // Going from one job to another, urql keeps the old job's data until the new one arrives: never show it.
  const data = !operation || operation.variables.id === id ? result : undefined;

  if (!data && (fetching || !error)) return <JobDetailSkeleton />;
  if (error && !data) {
    return (
      <section className="section">
        <div className="notice notice--error" role="alert">
          <p>We could not load this job just now.</p>
          <button type="button" className="button button--outline button--small" onClick={() => reexecute({ requestPolicy: 'network-only' })}>
            Try again
          </button>
        </div>
      </section>
    );
  }
  if (!data?.jobPost) return <JobNotFound />;
  return <JobDetail key={data.jobPost.id} job={data.jobPost} />;
}
