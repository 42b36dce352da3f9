import { describe, expect, it } from 'vitest';
import {
  applicationExportUrl,
  applicationFilterParams,
  applicationQueryFilter,
  dateRangeProblem,
  hasFilters,
  NO_FILTERS,
  openApplicationId,
  readApplicationFilters,
  withOpenApplication,
} from './applicationFilters';

describe('the applications filters in the URL', () => {
  it('reads job, stage (any case) and days; anything malformed is no filter', () => {
    expect(readApplicationFilters(new URLSearchParams('job=cjob1&stage=shortlisted&from=2026-03-01&to=2026-03-31'))).toEqual({ q: '', job: 'cjob1', stage: 'SHORTLISTED', from: '2026-03-01', to: '2026-03-31' });
    expect(readApplicationFilters(new URLSearchParams('job=%00x&stage=HIRED&from=2026-02-31&to=yesterday'))).toEqual(NO_FILTERS);
    expect(readApplicationFilters(new URLSearchParams(`job=${'x'.repeat(201)}`)).job).toBe('');
    // The search: trimmed, without control characters, at most what the server reads (200).
    expect(readApplicationFilters(new URLSearchParams('q=%20Kavya%00%20')).q).toBe('Kavya');
    expect(readApplicationFilters(new URLSearchParams(`q=${'k'.repeat(300)}`)).q).toHaveLength(200);
  });

  it('writes only the filters given, and keeps the open application apart', () => {
    const params = applicationFilterParams({ q: '', job: 'cjob1', stage: 'PLACED', from: '', to: '' });
    expect(params.toString()).toBe('job=cjob1&stage=PLACED');
    expect(hasFilters(NO_FILTERS)).toBe(false);
    const open = withOpenApplication(params, 'capp1');
    expect(open.toString()).toBe('job=cjob1&stage=PLACED&application=capp1');
    expect(openApplicationId(open)).toBe('capp1');
    expect(readApplicationFilters(open)).toEqual({ q: '', job: 'cjob1', stage: 'PLACED', from: '', to: '' });
    expect(applicationFilterParams({ ...NO_FILTERS, q: 'kavya', stage: 'PLACED' }).toString()).toBe('q=kavya&stage=PLACED');
    expect(withOpenApplication(open, null).toString()).toBe('job=cjob1&stage=PLACED');
  });

  it('asks the API for whole days in the centre’s time zone (IST), and the export for the same', () => {
    const filters = { q: '98220 01103', job: 'cjob1', stage: 'OFFER' as const, from: '2026-03-01', to: '2026-03-02' };
    const query = applicationQueryFilter(filters);
    expect(query.search).toBe('98220 01103');
    expect(query.jobPostId).toBe('cjob1');
    expect(query.stage).toBe('OFFER');
    expect(query.from).toBe('2026-02-28T18:30:00.000Z');
    expect(query.to).toBe('2026-03-02T18:29:59.999Z');
    const url = new URL(applicationExportUrl(filters), 'http://admin.test');
    expect(url.pathname).toBe('/api/v1/applications/export.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({ search: '98220 01103', job: 'cjob1', stage: 'OFFER', from: query.from, to: query.to });
    expect(applicationExportUrl(NO_FILTERS)).toBe('/api/v1/applications/export.csv');
  });

  it('a "to" day before the "from" day is a problem to show, not a query to send', () => {
    expect(dateRangeProblem({ ...NO_FILTERS, from: '2026-03-02', to: '2026-03-01' })).toMatch(/on or after/);
    expect(dateRangeProblem({ ...NO_FILTERS, from: '2026-03-01', to: '2026-03-01' })).toBeNull();
  });
});
