import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PortalJobCardFragment } from '../../gql/graphql';
import { renderWithApi, sampleJob } from '../testUtils';
import { JobCard } from './JobCard';

const renderCard = (job: PortalJobCardFragment, now = new Date('2025-06-05T12:00:00Z')) => renderWithApi(<JobCard job={job} now={now} />, {});

describe('JobCard', () => {
  it('shows the job’s facts and links Apply Now to the job’s application form', () => {
    renderCard(sampleJob({ salary: '₹4.5 LPA' }) as PortalJobCardFragment);
    expect(screen.getByRole('heading', { name: 'Junior Data Analyst' })).toBeTruthy();
    expect(screen.getByText('Sahyadri Analytics')).toBeTruthy();
    expect(screen.getByText('Pune, Maharashtra')).toBeTruthy();
    expect(screen.getByText('₹4.5 LPA')).toBeTruthy();
    expect(screen.getByText('Full-Time')).toBeTruthy();
    expect(screen.getByText('Posted 3 days ago')).toBeTruthy();
    const apply = screen.getByRole('link', { name: /^Apply Now/ });
    expect(apply.getAttribute('href')).toBe('/jobs/job-1/apply');
    expect(apply.textContent).toBe('Apply Now');
    expect(screen.getByRole('link', { name: 'Junior Data Analyst' }).getAttribute('href')).toBe('/jobs/job-1');
  });

  it('leads Apply Now of a job applied to elsewhere through the counted link (a new tab for a URL)', () => {
    renderCard(sampleJob({ applyMethod: 'URL' }) as PortalJobCardFragment);
    const apply = screen.getByRole('link', { name: /^Apply Now/ });
    expect(apply.getAttribute('href')).toBe('/jobs/job-1/apply-elsewhere');
    expect(apply.getAttribute('target')).toBe('_blank');
    expect(apply.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('marks a closed job (a saved one) Closed, without Apply Now', () => {
    renderWithApi(<JobCard job={sampleJob() as PortalJobCardFragment} closed />, {});
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Apply Now/ })).toBeNull();
  });

  it('shows the job’s own employment type', () => {
    renderCard(sampleJob({ employmentType: 'INTERNSHIP', salary: '₹25,000 / month' }) as PortalJobCardFragment);
    expect(screen.getByText('Internship')).toBeTruthy();
    expect(screen.getByText('₹25,000 / month')).toBeTruthy();
  });

  it('shows the company’s initials when the logo fails to load', () => {
    renderCard(sampleJob({ companylogo: '/logos/missing.svg' }) as PortalJobCardFragment);
    const logo = screen.getByRole('img', { name: 'Sahyadri Analytics logo' });
    expect(logo.tagName).toBe('IMG');
    expect(logo.getAttribute('loading')).toBe('lazy');
    fireEvent.error(logo);
    const placeholder = screen.getByRole('img', { name: 'Sahyadri Analytics logo' });
    expect(placeholder.tagName).toBe('SPAN');
    expect(placeholder.textContent).toBe('SA');
  });

  it('shows the initials when there is no logo at all', () => {
    renderCard(sampleJob({ companylogo: ' ', companyname: 'Konkan' }) as PortalJobCardFragment);
    expect(screen.getByRole('img', { name: 'Konkan logo' }).textContent).toBe('KO');
  });
});
