import { describe, expect, it } from 'vitest';
import { categoryBySlug, employmentTypeLabel, formatPosted, formatSalary, jobCount, salaryAmount } from './format';

describe('formatSalary', () => {
  it('shows yearly amounts in lakhs per annum', () => {
    expect(formatSalary('450000')).toBe('₹4.5 LPA');
    expect(formatSalary('1000000')).toBe('₹10 LPA');
    expect(formatSalary('475000')).toBe('₹4.75 LPA');
    expect(formatSalary('1,25,000')).toBe('₹1.25 LPA');
    expect(formatSalary('100000')).toBe('₹1 LPA');
  });
  it('shows amounts below a lakh as monthly pay', () => {
    expect(formatSalary('25000')).toBe('₹25,000 / month');
    expect(formatSalary('8500')).toBe('₹8,500 / month');
  });
  it('keeps text that is not a plain amount, and says when nothing is disclosed', () => {
    expect(formatSalary('4-6 LPA')).toBe('4-6 LPA');
    expect(formatSalary('As per industry standards')).toBe('As per industry standards');
    expect(formatSalary('')).toBe('Not disclosed');
    expect(formatSalary('  ')).toBe('Not disclosed');
    expect(formatSalary('0')).toBe('Not disclosed');
  });
  it('reads the amount and its period for structured data', () => {
    expect(salaryAmount('450000')).toEqual({ amount: 450000, unit: 'YEAR' });
    expect(salaryAmount('₹ 25,000')).toEqual({ amount: 25000, unit: 'MONTH' });
    expect(salaryAmount('Rs. 30000')).toEqual({ amount: 30000, unit: 'MONTH' });
    expect(salaryAmount('negotiable')).toBeNull();
    expect(salaryAmount('0')).toBeNull();
  });
});

describe('formatPosted', () => {
  const now = new Date(2025, 5, 10, 15, 0); // 10 June 2025, 15:00 local time
  const at = (y: number, m: number, d: number, h = 12) => new Date(y, m, d, h).toISOString();
  it('counts calendar days in the visitor’s time zone', () => {
    expect(formatPosted(at(2025, 5, 10, 9), now)).toBe('Posted today');
    expect(formatPosted(at(2025, 5, 9, 23), now)).toBe('Posted yesterday');
    expect(formatPosted(at(2025, 5, 7), now)).toBe('Posted 3 days ago');
    expect(formatPosted(at(2025, 4, 28), now)).toBe('Posted 13 days ago');
    expect(formatPosted(at(2025, 4, 27), now)).toBe('Posted 2 weeks ago');
    expect(formatPosted(at(2025, 2, 1), now)).toBe('Posted 3 months ago');
    expect(formatPosted(at(2024, 5, 1), now)).toBe('Posted 1 year ago');
    expect(formatPosted(at(2022, 5, 1), now)).toBe('Posted 3 years ago');
  });
  it('treats a date in the future (clock skew) as today and survives a bad date', () => {
    expect(formatPosted(at(2025, 5, 12), now)).toBe('Posted today');
    expect(formatPosted('not a date', now)).toBe('Posted recently');
  });
});

describe('labels', () => {
  it('says Full-Time unless the job says otherwise', () => {
    expect(employmentTypeLabel('FULL_TIME')).toBe('Full-Time');
    expect(employmentTypeLabel(undefined)).toBe('Full-Time');
    expect(employmentTypeLabel(null)).toBe('Full-Time');
    expect(employmentTypeLabel('INTERNSHIP')).toBe('Internship');
    expect(employmentTypeLabel('CONTRACT')).toBe('Contract');
    expect(employmentTypeLabel('PART_TIME')).toBe('Part-Time');
  });
  it('finds categories by their URL form', () => {
    expect(categoryBySlug('technology')?.value).toBe('TECHNOLOGY');
    expect(categoryBySlug(' Finance ')?.value).toBe('FINANCE');
    expect(categoryBySlug('astrology')).toBeUndefined();
    expect(categoryBySlug(null)).toBeUndefined();
  });
  it('counts jobs', () => {
    expect(jobCount(1)).toBe('1 job');
    expect(jobCount(0)).toBe('0 jobs');
    expect(jobCount(14)).toBe('14 jobs');
  });
});
