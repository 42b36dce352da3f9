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
    const filled = { ...newJobValues(), title: 'Analyst', companyname: 'Acme', location: 'Pune', salary: 500000 };
    expect(missingJobFields(filled)).toEqual([]);
    expect(missingJobFields({ ...filled, title: '   ' })).toEqual(['title']);
    expect(missingJobFields({ ...filled, companylogo: '' })).toEqual(['companylogo']);
    expect(missingJobFields({ ...filled, salary: '' })).toEqual(['salary']);
    expect(missingJobFields({ ...filled, salary: 0 })).toEqual([]); // zero is a value (unpaid internships)
    expect(missingJobFields({ ...filled, content: '' })).toEqual([]);
  });

  it('sends the salary as a string and trims text', () => {
    const input = jobInputFrom({ ...newJobValues(), title: ' Analyst ', companyname: 'Acme ', location: ' Pune', salary: 650000, category: 'FINANCE', content: '<p>x</p>' });
    expect(input).toEqual({
      title: 'Analyst',
      companyname: 'Acme',
      companylogo: DEFAULT_COMPANY_LOGO,
      location: 'Pune',
      salary: '650000',
      category: 'FINANCE',
      employmentType: 'FULL_TIME',
      content: '<p>x</p>',
    });
  });

  it('reads a stored job into the form; a salary that is not a number starts empty', () => {
    const job = { title: 'T', companyname: 'C', companylogo: '/logos/c.svg', location: 'L', salary: '450000', category: null, employmentType: 'CONTRACT' as const, content: '<p>d</p>' };
    expect(jobValuesFrom(job)).toMatchObject({ salary: 450000, category: null, employmentType: 'CONTRACT' });
    expect(jobValuesFrom({ ...job, salary: '5 LPA' }).salary).toBe('');
  });

  it('only previews logo URLs that look complete', () => {
    for (const url of ['https://acme.example/logo.png', '/logos/acme.svg', '/uploads/abc123.png', DEFAULT_COMPANY_LOGO]) expect(isPreviewableLogoUrl(url), url).toBe(true);
    for (const url of ['h', 'https://', 'https://acme', '/lo', 'ftp://acme.example/x.png', 'javascript:alert(1)']) expect(isPreviewableLogoUrl(url), url).toBe(false);
  });
});
