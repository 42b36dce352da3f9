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
  applyMethod: 'SITE',
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

  it('gives the city and the state the location names, never a city as the region (the server\'s rule for places)', () => {
    const address = (location: string) => (jobPostingJsonLd({ ...job, location }, 'https://jobs.example', 'https://jobs.example/jobs/ckjob1').jobLocation as { address: unknown }).address;
    const postal = (fields: Record<string, string>) => ({ '@type': 'PostalAddress', ...fields, addressCountry: 'IN' });
    expect(address('Pune')).toEqual(postal({ addressLocality: 'Pune' }));
    expect(address('Hinjewadi, Pune')).toEqual(postal({ addressLocality: 'Pune' }));
    expect(address('Pune, Maharashtra')).toEqual(postal({ addressLocality: 'Pune', addressRegion: 'Maharashtra' }));
    expect(address('Baner, Pune, Maharashtra')).toEqual(postal({ addressLocality: 'Pune', addressRegion: 'Maharashtra' }));
    expect(address('Baner, Pune, MH, India')).toEqual(postal({ addressLocality: 'Pune', addressRegion: 'Maharashtra' }));
    expect(address('Pune, India')).toEqual(postal({ addressLocality: 'Pune' }));
    expect(address('New Delhi, Delhi')).toEqual(postal({ addressLocality: 'Delhi' }));
    expect(address('Bengaluru, KA')).toEqual(postal({ addressLocality: 'Bengaluru', addressRegion: 'Karnataka' }));
    // A location that names only a state is that region, with no city.
    expect(address('Goa')).toEqual(postal({ addressRegion: 'Goa' }));
  });

  it('says whether the job is applied to on this site (directApply)', () => {
    expect(jobPostingJsonLd(job, 'https://x.example', 'u').directApply).toBe(true);
    expect(jobPostingJsonLd({ ...job, applyMethod: 'URL' }, 'https://x.example', 'u').directApply).toBe(false);
    expect(jobPostingJsonLd({ ...job, applyMethod: 'EMAIL' }, 'https://x.example', 'u').directApply).toBe(false);
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
