import { describe, expect, it } from 'vitest';
import { categoryBySlug, employmentTypeLabel, formatClosingDay, formatExperience, formatPosted, formatSalary, jobCount } from './format';

describe('formatSalary', () => {
  // The server stores and sends the salary as staff and visitors both see it (gateway/src/services/salary.ts): the
  // page shows that text exactly, never reading an amount into another unit (issue 26: "6" became "₹6 / month").
  it('shows the salary exactly as the server gives it', () => {
    for (const text of ['₹6.5 LPA', '₹4–6 LPA', '₹35,000 / month', '₹6,33,333 / year', 'Negotiable', '6']) expect(formatSalary(text)).toBe(text);
  });
  it('says when nothing is disclosed', () => {
    expect(formatSalary('')).toBe('Not disclosed');
    expect(formatSalary('  ')).toBe('Not disclosed');
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

describe('formatExperience (issue 27)', () => {
  it('says the years asked for, or nothing when not said', () => {
    expect(formatExperience(null, null)).toBeNull();
    expect(formatExperience(1, 3)).toBe('1–3 years');
    expect(formatExperience(2, 2)).toBe('2 years');
    expect(formatExperience(1, 1)).toBe('1 year');
    expect(formatExperience(0, 0)).toBe('Fresher');
    expect(formatExperience(0, 2)).toBe('Up to 2 years (freshers welcome)');
    expect(formatExperience(3, null)).toBe('3+ years');
    expect(formatExperience(0, null)).toBe('Freshers welcome');
    expect(formatExperience(null, 5)).toBe('Up to 5 years');
  });
});

describe('formatClosingDay (issue 27)', () => {
  it('names the day in India, whatever the reader’s time zone', () => {
    expect(formatClosingDay('2026-12-31T18:29:59.999Z')).toBe('31 December 2026');
    expect(formatClosingDay('2026-12-31T19:00:00.000Z')).toBe('1 January 2027');
    expect(formatClosingDay('nonsense')).toBe('');
  });
});
