import { describe, expect, it } from 'vitest';
import { JOBS_PAGE_SIZE, hasUnknownCategory, jobsHref, jobsQueryVariables, jobsSearchParams, readJobsUrlState } from './jobsUrlState';
import { categoryBySlug, employmentTypeBySlug, salaryBandBySlug } from './format';

const read = (query: string) => readJobsUrlState(new URLSearchParams(query));
const noFilters = {
  search: null,
  category: null,
  location: null,
  employmentType: null,
  salaryMin: null,
  salaryMax: null,
  sort: null,
  first: JOBS_PAGE_SIZE,
  after: null,
  last: null,
  before: null,
};

describe('jobs page URL state', () => {
  it('reads search, category and cursor page from the URL', () => {
    const state = read('q=%20data%20&category=technology&after=abc&page=3');
    expect(state).toEqual({
      q: 'data',
      category: categoryBySlug('technology'),
      location: '',
      type: undefined,
      salary: undefined,
      relevance: false,
      after: 'abc',
      before: undefined,
      page: 3,
    });
    expect(jobsQueryVariables(state)).toEqual({ ...noFilters, search: 'data', category: 'TECHNOLOGY', after: 'abc' });
  });

  it('starts at page 1 without cursors and ignores unknown categories and bad page numbers', () => {
    expect(read('category=astrology&page=7')).toMatchObject({ q: '', category: undefined, after: undefined, before: undefined, page: 1 });
    expect(read('after=abc&page=zero').page).toBe(2);
    expect(jobsQueryVariables(read(''))).toEqual(noFilters);
  });

  it('reads place, job type, salary range and order, and asks the API for them in its own terms', () => {
    const state = read('q=analyst&location=%20Pune%20&type=full-time&salary=3-6&sort=relevance');
    expect(state).toMatchObject({ location: 'Pune', type: employmentTypeBySlug('full-time'), salary: salaryBandBySlug('3-6'), relevance: true });
    expect(jobsQueryVariables(state)).toEqual({
      ...noFilters,
      search: 'analyst',
      location: 'Pune',
      employmentType: 'FULL_TIME',
      salaryMin: 300_000,
      salaryMax: 600_000,
      sort: 'RELEVANCE',
    });
    expect(jobsQueryVariables(read('salary=10-'))).toMatchObject({ salaryMin: 1_000_000, salaryMax: null });
    expect(jobsQueryVariables(read('salary=0-3'))).toMatchObject({ salaryMin: null, salaryMax: 300_000 });
  });

  it('ignores garbage filters: unknown types and ranges, control characters, best match without keywords', () => {
    const state = read('type=astronaut&salary=1-1000&sort=relevance&location=%00Pune%0A&page=-1&search=%3Cscript%3E');
    expect(state).toMatchObject({ type: undefined, salary: undefined, relevance: false, location: 'Pune', page: 1, q: '' });
    expect(read(`location=${'x'.repeat(500)}`).location).toHaveLength(120);
    expect(read('sort=RELEVANCE&q=x').relevance).toBe(true);
    expect(read('sort=oldest&q=x').relevance).toBe(false);
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
    expect(jobsHref({ relevance: true })).toBe('/jobs');
    expect(
      jobsHref({ q: 'sql', location: 'Pune', type: employmentTypeBySlug('internship'), salary: salaryBandBySlug('10-'), relevance: true }),
    ).toBe('/jobs?q=sql&location=Pune&type=internship&salary=10-&sort=relevance');
  });

  it('round-trips through the URL', () => {
    const state = read(
      jobsSearchParams({
        q: 'analyst',
        category: categoryBySlug('technology'),
        location: 'Navi Mumbai',
        type: employmentTypeBySlug('part-time'),
        salary: salaryBandBySlug('6-10'),
        relevance: true,
        after: 'c9',
        page: 4,
      }).toString(),
    );
    expect(state).toMatchObject({ q: 'analyst', location: 'Navi Mumbai', relevance: true, after: 'c9', page: 4 });
    expect(state.type?.value).toBe('PART_TIME');
    expect(state.salary?.slug).toBe('6-10');
    expect(state.category?.slug).toBe('technology');
  });
});

describe('hasUnknownCategory', () => {
  it('is true only for a category that is named and not one of the portal’s', () => {
    const of = (query: string) => hasUnknownCategory(new URLSearchParams(query));
    expect(of('category=plumbing')).toBe(true);
    expect(of('category=tech')).toBe(true);
    for (const query of ['', 'category=', 'category=%20', 'category=technology', 'category=%20Finance%20', 'sort=sideways', 'type=unknown']) {
      expect(of(query), query).toBe(false);
    }
  });
});
