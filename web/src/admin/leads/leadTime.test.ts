import { describe, expect, it } from 'vitest';
import { centreDateTime, followUpWords, fromCentreInputValue, toCentreInputValue } from './leadTime';

// 27 Nov 2026, 14:00 in Asia/Kolkata (08:30 UTC), whatever time zone the test machine has.
const NOW = new Date('2026-11-27T08:30:00.000Z');

describe('follow-up times in the centre’s day (IST)', () => {
  it('names a follow-up as the list shows it: overdue, today, tomorrow, or its day', () => {
    expect(followUpWords('2026-11-27T11:00:00.000Z', NOW)).toBe('Today 16:30');
    expect(followUpWords('2026-11-25T04:30:00.000Z', NOW)).toBe('Overdue: 25 Nov 10:00');
    // Earlier today is overdue too: the moment has passed.
    expect(followUpWords('2026-11-27T08:29:00.000Z', NOW)).toBe('Overdue: 27 Nov 13:59');
    // 23:59 IST is still today; 00:00 IST (18:30 UTC) is tomorrow.
    expect(followUpWords('2026-11-27T18:29:00.000Z', NOW)).toBe('Today 23:59');
    expect(followUpWords('2026-11-27T18:30:00.000Z', NOW)).toBe('Tomorrow 00:00');
    expect(followUpWords('2026-12-02T03:30:00.000Z', NOW)).toBe('2 Dec 09:00');
    expect(followUpWords('2027-01-05T03:30:00.000Z', NOW)).toBe('5 Jan 2027 09:00');
    expect(followUpWords('not a date', NOW)).toBe('N/A');
  });

  it('writes timeline times with the year, in IST', () => {
    expect(centreDateTime('2026-11-25T04:30:00.000Z')).toBe('25 Nov 2026, 10:00');
    expect(centreDateTime('2026-11-25T20:00:00.000Z')).toBe('26 Nov 2026, 01:30');
  });

  it('reads a datetime-local value as IST and writes one back', () => {
    expect(fromCentreInputValue('2026-11-27T16:30')).toBe('2026-11-27T11:00:00.000Z');
    expect(toCentreInputValue('2026-11-27T11:00:00.000Z')).toBe('2026-11-27T16:30');
    expect(toCentreInputValue(null)).toBe('');
    // With seconds (some browsers add them) the minute is what counts.
    expect(fromCentreInputValue('2026-11-27T16:30:45')).toBe('2026-11-27T11:00:00.000Z');
    expect(fromCentreInputValue('')).toBeNull();
    expect(fromCentreInputValue('tomorrow')).toBeNull();
    expect(fromCentreInputValue('2026-02-31T10:00')).toBeNull();
    expect(fromCentreInputValue('2026-11-27T25:00')).toBeNull();
  });
});
