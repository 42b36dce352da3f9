import { describe, expect, it } from 'vitest';
import { suggestJobs } from './HomePage';

describe('suggestJobs', () => {
  const jobs = [
    { id: '1', category: 'TECHNOLOGY' },
    { id: '2', category: 'TECHNOLOGY' },
    { id: '3', category: 'FINANCE' },
    { id: '4', category: 'TECHNOLOGY' },
    { id: '5', category: 'MARKETING' },
    { id: '6', category: 'FINANCE' },
    { id: '7', category: null },
  ] as const;

  it('takes one job of each category in turn, after the featured ones', () => {
    expect(suggestJobs([...jobs], 1, 10).map((j) => j.id)).toEqual(['2', '3', '5', '7', '4', '6']);
  });

  it('uses every job when there are no more than the featured ones, and stops at the maximum', () => {
    expect(suggestJobs([...jobs].slice(0, 2), 6, 10).map((j) => j.id)).toEqual(['1', '2']);
    expect(suggestJobs([...jobs], 0, 3).map((j) => j.id)).toEqual(['1', '3', '5']);
  });
});
