// A job in a list or carousel: logo, title, company, location, salary, type, when it was posted, Save and Apply Now
// (the application form in a dialog, or the company's own page: ../applications/ApplyNow.tsx).
import { Link } from 'react-router-dom';
import { CompanyLogo } from '../../components/CompanyLogo';
import { BriefcaseIcon, ClockIcon, MapPinIcon, WalletIcon } from '../../components/icons';
import type { PortalJobCardFragment } from '../../gql/graphql';
import { paths } from '../../routes';
import { ApplyNowLink } from '../applications/ApplyNow';
import { SaveJobButton } from '../applications/SaveJobButton';
import { employmentTypeLabel, formatPosted, formatSalary } from './format';
import './jobs.css';

interface JobCardProps {
  job: PortalJobCardFragment;
  /** The heading level that fits the page around the card. */
  headingLevel?: 'h2' | 'h3';
  /** Load the logo at once (first cards on the page). */
  eagerLogo?: boolean;
  now?: Date;
  /** The job no longer takes applications (a saved job that closed): marked so, without Apply Now. */
  closed?: boolean;
}

export function JobCard({ job, headingLevel: Heading = 'h3', eagerLogo = false, now, closed = false }: JobCardProps) {
  const href = paths.job(job.id);
  return (
    <article className="job-card" data-job-id={job.id}>
      <div className="job-card__head">
        <CompanyLogo src={job.companylogo} name={job.companyname} eager={eagerLogo} size={52} />
        <div className="job-card__names">
          <Heading className="job-card__title">
            <Link to={href}>{job.title}</Link>
          </Heading>
          <p className="job-card__company">{job.companyname}</p>
        </div>
      </div>
      <ul className="job-card__facts">
        <li>
          <MapPinIcon size={16} />
          <span className="visually-hidden">Location: </span>
          {job.location}
        </li>
        <li>
          <WalletIcon size={16} />
          <span className="visually-hidden">Salary: </span>
          {formatSalary(job.salary)}
        </li>
        <li>
          <BriefcaseIcon size={16} />
          <span className="visually-hidden">Type: </span>
          <span className="badge">{employmentTypeLabel(job.employmentType)}</span>
        </li>
      </ul>
      <div className="job-card__foot">
        <span className="job-card__posted">
          <ClockIcon size={15} />
          <time dateTime={job.createdAt}>{formatPosted(job.createdAt, now)}</time>
        </span>
        <span className="job-card__actions">
          <SaveJobButton jobId={job.id} jobTitle={job.title} />
          {closed ? (
            <span className="badge badge--closed">Closed</span>
          ) : (
            <ApplyNowLink job={job} className="button button--primary button--small" label={`Apply Now: ${job.title} at ${job.companyname}`}>
              Apply Now
            </ApplyNowLink>
          )}
        </span>
      </div>
    </article>
  );
}

/** Grey placeholders in the shape of job cards, shown while jobs load. */
export function JobCardSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div className="job-card job-card--skeleton" aria-hidden="true" key={i}>
          <div className="job-card__head">
            <span className="skeleton skeleton--logo" />
            <div className="job-card__names">
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line skeleton--short" />
            </div>
          </div>
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line skeleton--short" />
        </div>
      ))}
    </>
  );
}
