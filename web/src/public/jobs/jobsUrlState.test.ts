import { describe, expect, it } from 'vitest';
import { JOBS_PAGE_SIZE, jobsHref, jobsQueryVariables, jobsSearchParams, readJobsUrlState } from './jobsUrlState';
import { categoryBySlug } from './format';

const read = (query: string) => readJobsUrlState(new URLSearchParams(query));

describe('jobs page URL state', () => {
  it('reads search, category and cursor page from the URL', () => {
    const state = read('q=%20data%20&category=technology&after=abc&page=3');
    expect(state).toEqual({ q: 'data', category: categoryBySlug('technology'), after: 'abc', before: undefined, page: 3 });
    expect(jobsQueryVariables(state)).toEqual({ search: 'data', category: 'TECHNOLOGY', first: JOBS_PAGE_SIZE, after: 'abc', last: null, before: null });
  });

  it('starts at page 1 without cursors and ignores unknown categories and bad page numbers', () => {
    expect(read('category=astrology&page=7')).toEqual({ q: '', category: undefined, after: undefined, before: undefined, page: 1 });
    expect(read('after=abc&page=zero').page).toBe(2);
    expect(jobsQueryVariables(read(''))).toEqual({ search: null, category: null, first: JOBS_PAGE_SIZE, after: null, last: null, before: null });
  });

  it('goes back with last/before', () => {
    const state = read('before=xyz&page=2');
    expect(state.before).toBe('xyz');
    expect(jobsQueryVariables(state)).toMatchObject({ first: null, last: JOBS_PAGE_SIZE, before: 'xyz', after: null });
    // "after" wins when a URL holds both.
    expect(read('after=a&before=b').before).toBeUndefined();
  });

  it('caps the search text', () => {
    expect(read(`q=${'x'.repeat(500)}`).q).toHaveLength(200);
  });

  it('writes only what differs from the defaults, so links are short and shareable', () => {
    expect(jobsHref()).toBe('/jobs');
    expect(jobsHref({ q: '  ' })).toBe('/jobs');
    expect(jobsHref({ q: 'Sahyadri Analytics' })).toBe('/jobs?q=Sahyadri+Analytics');
    expect(jobsHref({ category: categoryBySlug('finance') })).toBe('/jobs?category=finance');
    expect(jobsSearchParams({ q: 'pune', after: 'c1', page: 2 }).toString()).toBe('q=pune&after=c1&page=2');
    expect(jobsSearchParams({ page: 3 }).toString()).toBe('');
  });

  it('round-trips through the URL', () => {
    const state = read(jobsSearchParams({ q: 'analyst', category: categoryBySlug('technology'), after: 'c9', page: 4 }).toString());
    expect(state).toMatchObject({ q: 'analyst', after: 'c9', page: 4 });
    expect(state.category?.slug).toBe('technology');
  });
});
