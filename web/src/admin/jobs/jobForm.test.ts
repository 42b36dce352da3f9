import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_LOGO, isPreviewableLogoUrl, JOB_MESSAGES, jobInputFrom, jobValuesFrom, missingJobFields, newJobValues } from './jobForm';

describe('job form rules', () => {
  it('uses the messages of SPEC section 8 word for word', () => {
    expect(JOB_MESSAGES.required).toBe('Please fill out all required fields');
    expect(JOB_MESSAGES.editWithoutId).toBe('Error: Cannot edit job without ID');
    expect(JOB_MESSAGES.saveFailed('Title must be at most 200 characters')).toBe('Failed to save job: Title must be at most 200 characters');
    expect(JOB_MESSAGES.saveFailed(null)).toBe('Failed to save job: Unknown error');
    expect(JOB_MESSAGES.saveFailed('')).toBe('Failed to save job: Unknown error');
    expect(JOB_MESSAGES.saveError('Failed to fetch')).toBe('Error saving job: Failed to fetch');
  });

  it('starts a new job empty, with the placeholder logo', () => {
    const values = newJobValues();
    expect(values.companylogo).toBe(DEFAULT_COMPANY_LOGO);
    expect(DEFAULT_COMPANY_LOGO).toBe('/logos/company-placeholder.svg');
    expect(missingJobFields(values)).toEqual(['title', 'companyname', 'location', 'salary']);
  });

  it('requires title, company, logo, location and salary; blanks count as missing; the description does not', () => {
    const filled = { ...newJobValues(), title: 'Analyst', companyname: 'Acme', location: 'Pune', salary: '5 LPA' };
    expect(missingJobFields(filled)).toEqual([]);
    expect(missingJobFields({ ...filled, title: '   ' })).toEqual(['title']);
    expect(missingJobFields({ ...filled, companylogo: '' })).toEqual(['companylogo']);
    expect(missingJobFields({ ...filled, salary: '' })).toEqual(['salary']);
    expect(missingJobFields({ ...filled, salary: '  ' })).toEqual(['salary']);
    expect(missingJobFields({ ...filled, content: '' })).toEqual([]);
  });

  it('sends the salary as typed, for the server to read, and trims text', () => {
    const input = jobInputFrom({ ...newJobValues(), title: ' Analyst ', companyname: 'Acme ', location: ' Pune', salary: ' 6.5 LPA ', category: 'FINANCE', content: '<p>x</p>' });
    expect(input).toEqual({
      title: 'Analyst',
      companyname: 'Acme',
      companylogo: DEFAULT_COMPANY_LOGO,
      location: 'Pune',
      salary: '6.5 LPA',
      category: 'FINANCE',
      employmentType: 'FULL_TIME',
      content: '<p>x</p>',
    });
  });

  it('reads a stored job into the form with its salary as visitors see it (issue 26: never emptied or rounded)', () => {
    const job = { title: 'T', companyname: 'C', companylogo: '/logos/c.svg', location: 'L', salary: '₹4.5 LPA', category: null, employmentType: 'CONTRACT' as const, content: '<p>d</p>' };
    expect(jobValuesFrom(job)).toMatchObject({ salary: '₹4.5 LPA', category: null, employmentType: 'CONTRACT' });
    expect(jobValuesFrom({ ...job, salary: '₹4–6 LPA' }).salary).toBe('₹4–6 LPA');
    expect(jobValuesFrom({ ...job, salary: 'Negotiable' }).salary).toBe('Negotiable');
  });

  it('only previews logo URLs that look complete', () => {
    for (const url of ['https://acme.example/logo.png', '/logos/acme.svg', '/uploads/abc123.png', DEFAULT_COMPANY_LOGO]) expect(isPreviewableLogoUrl(url), url).toBe(true);
    for (const url of ['h', 'https://', 'https://acme', '/lo', 'ftp://acme.example/x.png', 'javascript:alert(1)']) expect(isPreviewableLogoUrl(url), url).toBe(false);
  });
});
