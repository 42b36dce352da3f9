import { describe, expect, it } from 'vitest';
import { jobPostingJsonLd, serializeJsonLd, type JobPostingSource } from './jobPostingJsonLd';

const job: JobPostingSource = {
  id: 'ckjob1',
  title: 'Junior Data Analyst',
  companyname: 'Sahyadri Analytics',
  companylogo: '/logos/sahyadri-analytics.svg',
  location: 'Pune, Maharashtra',
  salaryRange: { min: 450000, max: 450000, unit: 'YEAR' },
  content: '<p>Turn raw data into dashboards.</p>',
  employmentType: 'FULL_TIME',
  createdAt: '2025-06-02T10:00:00.000Z',
};

describe('JobPosting JSON-LD', () => {
  it('carries the fields search engines need', () => {
    const data = jobPostingJsonLd(job, 'https://jobs.example', 'https://jobs.example/jobs/ckjob1');
    expect(data).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Junior Data Analyst',
      description: '<p>Turn raw data into dashboards.</p>',
      datePosted: '2025-06-02T10:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Sahyadri Analytics', logo: 'https://jobs.example/logos/sahyadri-analytics.svg' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Pune', addressRegion: 'Maharashtra', addressCountry: 'IN' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'INR', value: { '@type': 'QuantitativeValue', value: 450000, unitText: 'YEAR' } },
    });
  });

  it('splits a location into its place and state, and keeps a one-part location whole', () => {
    const address = (location: string) => (jobPostingJsonLd({ ...job, location }, 'https://jobs.example', 'https://jobs.example/jobs/ckjob1').jobLocation as { address: unknown }).address;
    expect(address('Pune')).toEqual({ '@type': 'PostalAddress', addressLocality: 'Pune', addressCountry: 'IN' });
    expect(address('Baner, Pune, Maharashtra')).toEqual({ '@type': 'PostalAddress', addressLocality: 'Baner, Pune', addressRegion: 'Maharashtra', addressCountry: 'IN' });
  });

  it('maps internships and contracts, remote jobs, monthly stipends and salaries given as text', () => {
    const intern = jobPostingJsonLd({ ...job, employmentType: 'INTERNSHIP', salaryRange: { min: 25000, max: 25000, unit: 'MONTH' }, location: 'Remote (India)' }, 'https://x.example', 'u');
    expect(intern.employmentType).toBe('INTERN');
    expect(intern.jobLocationType).toBe('TELECOMMUTE');
    expect(intern.jobLocation).toBeUndefined();
    expect(intern.baseSalary).toMatchObject({ value: { value: 25000, unitText: 'MONTH' } });
    const contract = jobPostingJsonLd({ ...job, employmentType: 'CONTRACT', salaryRange: null }, 'https://x.example', 'u');
    expect(contract.employmentType).toBe('CONTRACTOR');
    expect(contract.baseSalary).toBeUndefined();
  });

  it('gives a salary range as its lowest and highest amount, in the unit the page shows (issue 26)', () => {
    const ranged = jobPostingJsonLd({ ...job, salaryRange: { min: 400000, max: 600000, unit: 'YEAR' } }, 'https://x.example', 'u');
    expect(ranged.baseSalary).toEqual({ '@type': 'MonetaryAmount', currency: 'INR', value: { '@type': 'QuantitativeValue', minValue: 400000, maxValue: 600000, unitText: 'YEAR' } });
  });

  it('leaves out a logo that is not a web address and describes a job without text', () => {
    const data = jobPostingJsonLd({ ...job, companylogo: 'javascript:alert(1)', content: '' }, 'https://x.example', 'u');
    expect((data.hiringOrganization as Record<string, unknown>).logo).toBeUndefined();
    expect(data.description).toBe('<p>Junior Data Analyst at Sahyadri Analytics, Pune, Maharashtra.</p>');
  });

  it('serialises so that the text cannot close its script element', () => {
    const text = serializeJsonLd({ description: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ description: '</script><script>alert(1)</script>' });
  });

  it('says until when the job takes applications, its skills and the experience asked for (issue 27)', () => {
    const data = jobPostingJsonLd({ ...job, closesAt: '2026-12-31T18:29:59.999Z', skills: ['SQL', 'Power BI'], experienceMin: 2 }, 'https://x.example', 'u');
    expect(data).toMatchObject({
      validThrough: '2026-12-31T18:29:59.999Z',
      skills: 'SQL, Power BI',
      experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: 24 },
    });
    const fresher = jobPostingJsonLd({ ...job, closesAt: null, skills: [], experienceMin: 0 }, 'https://x.example', 'u');
    expect(fresher.validThrough).toBeUndefined();
    expect(fresher.skills).toBeUndefined();
    expect(fresher.experienceRequirements).toBe('no requirements');
  });
});
