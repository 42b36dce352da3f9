import { describe, expect, it } from 'vitest';
import { closingDayOf, DEFAULT_COMPANY_LOGO, isJobFormDirty, isPreviewableLogoUrl, JOB_MESSAGES, jobInputFrom, jobValuesFrom, missingJobFields, newJobValues, todayInKolkata } from './jobForm';

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
      status: 'PUBLISHED',
      experienceMin: null,
      experienceMax: null,
      skills: [],
      applyMethod: 'SITE',
      applyUrl: null,
      applyEmail: null,
    });
  });

  it('reads a stored job into the form with its salary as visitors see it (issue 26: never emptied or rounded)', () => {
    const job = {
      title: 'T',
      companyname: 'C',
      companylogo: '/logos/c.svg',
      location: 'L',
      salary: '₹4.5 LPA',
      category: null,
      employmentType: 'CONTRACT' as const,
      content: '<p>d</p>',
      status: 'PUBLISHED' as const,
      closesAt: null,
      experienceMin: null,
      experienceMax: null,
      skills: [],
      applyMethod: 'SITE' as const,
      applyUrl: null,
      applyEmail: null,
    };
    expect(jobValuesFrom(job)).toMatchObject({ salary: '₹4.5 LPA', category: null, employmentType: 'CONTRACT' });
    expect(jobValuesFrom({ ...job, salary: '₹4–6 LPA' }).salary).toBe('₹4–6 LPA');
    expect(jobValuesFrom({ ...job, salary: 'Negotiable' }).salary).toBe('Negotiable');
  });

  it('only previews logo URLs that look complete', () => {
    for (const url of ['https://acme.example/logo.png', '/logos/acme.svg', '/uploads/abc123.png', DEFAULT_COMPANY_LOGO]) expect(isPreviewableLogoUrl(url), url).toBe(true);
    for (const url of ['h', 'https://', 'https://acme', '/lo', 'ftp://acme.example/x.png', 'javascript:alert(1)']) expect(isPreviewableLogoUrl(url), url).toBe(false);
  });

  it('a closing day is a day in India: the end of 31 Dec IST reads back as 31 Dec, whatever the browser’s time zone', () => {
    expect(closingDayOf('2026-12-31T18:29:59.999Z')).toBe('2026-12-31');
    // 00:30 on 1 January in India is still 31 December in UTC.
    expect(closingDayOf('2026-12-31T19:00:00.000Z')).toBe('2027-01-01');
    expect(closingDayOf(null)).toBe('');
    expect(todayInKolkata(new Date('2026-06-30T20:00:00Z'))).toBe('2026-07-01');
  });

  it('sends the closing day as a day on create; on edit only when it changed, and null when it was cleared', () => {
    const filled = { ...newJobValues(), title: 'A', companyname: 'B', location: 'C', salary: '5 LPA' };
    expect(jobInputFrom({ ...filled, closesOn: '2026-12-31' }).closesAt).toBe('2026-12-31');
    expect('closesAt' in jobInputFrom(filled)).toBe(false);
    const stored = { ...filled, closesOn: '2026-12-31' };
    expect('closesAt' in jobInputFrom(stored, stored)).toBe(false);
    expect(jobInputFrom({ ...stored, closesOn: '2027-01-15' }, stored).closesAt).toBe('2027-01-15');
    expect(jobInputFrom({ ...stored, closesOn: '' }, stored).closesAt).toBeNull();
  });

  it('sends experience, skills and only the address of the chosen way to apply', () => {
    const values = { ...newJobValues(), experienceMin: 0 as const, experienceMax: 2, skills: [' SQL ', '', 'Excel'], applyMethod: 'URL' as const, applyUrl: ' https://x.example/apply ', applyEmail: 'old@x.example' };
    expect(jobInputFrom(values)).toMatchObject({ experienceMin: 0, experienceMax: 2, skills: ['SQL', 'Excel'], applyMethod: 'URL', applyUrl: 'https://x.example/apply', applyEmail: null });
  });

  it('counts a change to the new fields as unsaved', () => {
    const initial = newJobValues();
    expect(isJobFormDirty({ ...initial }, initial)).toBe(false);
    expect(isJobFormDirty({ ...initial, skills: ['SQL'] }, initial)).toBe(true);
    expect(isJobFormDirty({ ...initial, closesOn: '2026-12-31' }, initial)).toBe(true);
    expect(isJobFormDirty({ ...initial, status: 'DRAFT' }, initial)).toBe(true);
  });
});
