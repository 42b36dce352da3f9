import { describe, expect, it } from 'vitest';
import { calendarDate, centreDate, centreTimeOf, dateTime, fromDateInputValue, htmlToText, localeDate, shortId, toDateInputValue, todayDateInputValue, truncate } from './format';
import { centreDateTime } from '../leads/leadTime';

describe('admin formatting', () => {
  it('shows the last 8 characters of an id after an ellipsis, or N/A', () => {
    // Ids made close together share their start (issue 26): the ends tell them apart.
    expect(shortId('cmwr983p0000abcd')).toBe('…0000abcd');
    expect(shortId('cmwr983p0001wxyz')).not.toBe(shortId('cmwr983p0000abcd'));
    expect(shortId('12345')).toBe('12345');
    expect(shortId(null)).toBe('N/A');
    expect(shortId('')).toBe('N/A');
  });

  it('shows dates in the locale, or N/A', () => {
    expect(localeDate('2025-03-14T10:00:00.000Z')).toBe(new Date('2025-03-14T10:00:00.000Z').toLocaleDateString());
    expect(localeDate(null)).toBe('N/A');
    expect(localeDate('not a date')).toBe('N/A');
    expect(calendarDate('2025-03-14T00:00:00.000Z')).toBe(new Date(Date.UTC(2025, 2, 14)).toLocaleDateString(undefined, { timeZone: 'UTC' }));
  });

  it("shows every time in IST with the leads screens' formatter, whatever the reader's time zone", () => {
    // 19:19 UTC on 27 Nov is 00:49 on 28 Nov in India: a UTC or US computer must not show the 27th.
    expect(dateTime('2026-11-27T19:19:00.000Z')).toBe('28 Nov 2026, 00:49');
    expect(dateTime('2026-11-27T19:19:00.000Z')).toBe(centreDateTime('2026-11-27T19:19:00.000Z'));
    expect(dateTime(new Date('2026-03-14T09:35:00.000Z'))).toBe('14 Mar 2026, 15:05');
    expect(centreDate('2026-11-27T19:19:00.000Z')).toBe('28 Nov 2026');
    expect(centreTimeOf('2026-11-27T19:19:00.000Z')).toBe('00:49');
    expect(dateTime(null)).toBe('N/A');
    expect(dateTime(undefined, '—')).toBe('—');
    expect(dateTime('not a date')).toBe('N/A');
    expect(centreDate(null)).toBe('N/A');
    expect(centreDate('not a date')).toBe('N/A');
    expect(centreTimeOf(null)).toBe('');
  });

  it('converts between date inputs and the API', () => {
    expect(toDateInputValue('2025-03-14T00:00:00.000Z')).toBe('2025-03-14');
    expect(toDateInputValue(undefined)).toBe('');
    expect(fromDateInputValue('2025-03-14')).toBe('2025-03-14T00:00:00.000Z');
    expect(todayDateInputValue(new Date(2025, 0, 31, 23, 30))).toBe('2025-01-31');
  });

  it('reads stored HTML as plain text without running it, and cuts at a word', () => {
    expect(htmlToText('<h1>Title</h1><p>Hello <strong>world</strong><img src=x onerror="globalThis.hacked=1"></p><ul><li>a</li><li>b</li></ul>')).toBe('Title Hello world a b');
    expect((globalThis as { hacked?: number }).hacked).toBeUndefined();
    expect(truncate('The weekend batch taught her SQL', 20)).toBe('The weekend batch…');
    expect(truncate('Supercalifragilistic', 10)).toBe('Supercalif…');
    expect(truncate('short', 12)).toBe('short');
    expect(truncate('It ended. Then more text', 9)).toBe('It ended…');
  });
});
