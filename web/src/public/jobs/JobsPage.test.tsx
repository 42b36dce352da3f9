import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderOnServer, renderRoutes, sampleJob } from '../testUtils';
import { JOB_CATEGORIES } from './format';
import { JobsPage } from './JobsPage';

const routes = [{ path: '/jobs', element: <JobsPage /> }];

const LOCATIONS = [
  { __typename: 'JobLocationCount', location: 'Pune', count: 9 },
  { __typename: 'JobLocationCount', location: 'Mumbai', count: 4 },
];

function jobsAnswer(opts: { total: number; count: number; hasNextPage?: boolean; hasPreviousPage?: boolean }) {
  return {
    jobLocations: LOCATIONS,
    jobPosts: {
      __typename: 'QueryJobPostsConnection',
      totalCount: opts.total,
      pageInfo: { __typename: 'PageInfo', hasNextPage: opts.hasNextPage ?? false, hasPreviousPage: opts.hasPreviousPage ?? false, startCursor: 'start', endCursor: 'end' },
      edges: Array.from({ length: opts.count }, (_, i) => ({
        __typename: 'QueryJobPostsConnectionEdge',
        node: sampleJob({ id: `job-${i}`, title: `Job ${i}` }),
      })),
    },
  };
}

describe('JobsPage', () => {
  it('reads search, category and page from the URL and asks the API for exactly that', async () => {
    const { calls } = renderRoutes(routes, '/jobs?q=data&category=technology&after=c1&page=2', {
      PortalJobs: () => jobsAnswer({ total: 13, count: 1 }),
    });
    await screen.findByRole('heading', { name: '13 jobs in Technology matching “data”' });
    expect(calls.find((c) => c.operationName === 'PortalJobs')!.variables).toEqual({
      search: 'data',
      category: 'TECHNOLOGY',
      location: null,
      employmentType: null,
      salaryMin: null,
      salaryMax: null,
      sort: null,
      first: 12,
      after: 'c1',
      last: null,
      before: null,
    });
    expect((screen.getByLabelText('Keywords') as HTMLInputElement).value).toBe('data');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('technology');
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
  });

  it('puts the next and previous pages in the URL', async () => {
    const { router } = renderRoutes(routes, '/jobs?category=finance', {
      PortalJobs: (v) => (v.after ? jobsAnswer({ total: 14, count: 2 }) : jobsAnswer({ total: 14, count: 12, hasNextPage: true })),
    });
    await screen.findByText('Page 1 of 2');
    // Links with the cursor in the URL, so that they work without JavaScript; no link where there is no page.
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByText('Previous').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/jobs?category=finance&after=end&page=2');
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=finance&after=end&page=2'));
    await screen.findByText('Page 2 of 2');
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/jobs?category=finance');
    fireEvent.click(screen.getByRole('link', { name: 'Previous' }));
    // Back to page 1 is the plain filtered list, without a cursor.
    await waitFor(() => expect(router.state.location.search).toBe('?category=finance'));
  });

  it('a new search or category starts again from the first page', async () => {
    const { router } = renderRoutes(routes, '/jobs?q=old&after=c1&page=2', { PortalJobs: () => jobsAnswer({ total: 3, count: 3 }) });
    await screen.findByText('3 jobs matching “old”');
    fireEvent.change(screen.getByLabelText('Keywords'), { target: { value: 'pune' } });
    fireEvent.submit(screen.getByRole('search', { name: 'Filter jobs' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=pune'));
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'marketing' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=pune&category=marketing'));
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    renderRoutes(routes, '/jobs?q=zzz', { PortalJobs: () => jobsAnswer({ total: 0, count: 0 }) });
    await screen.findByText('No jobs match your search.');
    const clear = screen.getAllByRole('link', { name: 'Clear filters' });
    expect(clear.every((a) => a.getAttribute('href') === '/jobs')).toBe(true);
  });

  it('says there are no jobs at all without filters', async () => {
    renderRoutes(routes, '/jobs', { PortalJobs: () => jobsAnswer({ total: 0, count: 0 }) });
    await screen.findByText('No jobs found. Check back later!');
    expect(screen.queryByRole('link', { name: 'Clear filters' })).toBeNull();
  });

  it('is a GET form to /jobs whose fields are named like the URL, so it works without JavaScript', async () => {
    renderRoutes(routes, '/jobs', { PortalJobs: () => jobsAnswer({ total: 2, count: 2 }) });
    const form = (await screen.findByRole('search', { name: 'Filter jobs' })) as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/jobs');
    const names = Array.from(form.elements)
      .map((e) => (e as HTMLInputElement).name)
      .filter(Boolean);
    expect(names).toEqual(['q', 'category', 'location', 'type', 'salary', 'sort']);
    // The places come from the API, with their counts.
    await screen.findByRole('option', { name: 'Pune (9)' });
    const location = screen.getByLabelText('Location') as HTMLSelectElement;
    expect(Array.from(location.options).map((o) => o.value)).toEqual(['', 'Pune', 'Mumbai']);
  });

  it('reads place, job type, salary and order from the URL, shows them, and keeps them on the next page', async () => {
    const { calls, router } = renderRoutes(routes, '/jobs?q=analyst&location=pune&type=internship&salary=3-6&sort=relevance', {
      PortalJobs: () => jobsAnswer({ total: 20, count: 12, hasNextPage: true }),
    });
    await screen.findByRole('heading', { name: '20 Internship jobs in Pune, ₹3–6 LPA, matching “analyst”' });
    expect(calls[0]!.variables).toMatchObject({
      search: 'analyst',
      location: 'pune',
      employmentType: 'INTERNSHIP',
      salaryMin: 300_000,
      salaryMax: 600_000,
      sort: 'RELEVANCE',
    });
    // The place selected is the API's spelling of it, whatever the URL's case.
    await waitFor(() => expect((screen.getByLabelText('Location') as HTMLSelectElement).value).toBe('Pune'));
    expect((screen.getByLabelText('Job type') as HTMLSelectElement).value).toBe('internship');
    expect((screen.getByLabelText('Salary') as HTMLSelectElement).value).toBe('3-6');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('relevance');
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=analyst&location=pune&type=internship&salary=3-6&sort=relevance&after=end&page=2'),
    );
  });

  it('a changed select shows the first page of the new list at once; Best match needs keywords', async () => {
    const { router } = renderRoutes(routes, '/jobs?category=finance&after=c1&page=2', { PortalJobs: () => jobsAnswer({ total: 3, count: 3 }) });
    await screen.findByRole('option', { name: 'Mumbai (4)' });
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'Mumbai' } });
    await waitFor(() => expect(router.state.location.search).toBe('?category=finance&location=Mumbai'));
    fireEvent.change(screen.getByLabelText('Job type'), { target: { value: 'part-time' } });
    await waitFor(() => expect(router.state.location.search).toBe('?category=finance&location=Mumbai&type=part-time'));
    fireEvent.change(screen.getByLabelText('Salary'), { target: { value: '10-' } });
    await waitFor(() => expect(router.state.location.search).toBe('?category=finance&location=Mumbai&type=part-time&salary=10-'));
    fireEvent.change(screen.getByLabelText('Keywords'), { target: { value: 'sql' } });
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'relevance' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=sql&category=finance&location=Mumbai&type=part-time&salary=10-&sort=relevance'),
    );
    expect(screen.getAllByRole('link', { name: 'Clear filters' })[0]!.getAttribute('href')).toBe('/jobs');
  });

  it('keeps a place named by the URL selectable when no listed job names it, and says nothing matches', async () => {
    renderRoutes(routes, '/jobs?location=Nagpur&type=contract', { PortalJobs: () => jobsAnswer({ total: 0, count: 0 }) });
    await screen.findByText('No jobs match these filters.');
    const location = screen.getByLabelText('Location') as HTMLSelectElement;
    expect(location.value).toBe('Nagpur');
    expect(Array.from(location.options).map((o) => o.textContent)).toEqual(['Anywhere', 'Nagpur', 'Pune (9)', 'Mumbai (4)']);
  });

  it('asks search engines to index the list and its categories, not filtered or later pages', async () => {
    const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;
    const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
    const first = renderRoutes(routes, '/jobs?category=finance', { PortalJobs: () => jobsAnswer({ total: 3, count: 3 }) });
    await screen.findByRole('heading', { name: '3 jobs in Finance' });
    await waitFor(() => expect(canonical()).toMatch(/\/jobs\?category=finance$/));
    expect(robots()).toBeNull();
    first.unmount();
    renderRoutes(routes, '/jobs?category=finance&salary=0-3', { PortalJobs: () => jobsAnswer({ total: 1, count: 1 }) });
    await screen.findByRole('heading', { name: '1 job in Finance, Up to ₹3 LPA' });
    await waitFor(() => expect(robots()).toBe('noindex, follow'));
    expect(canonical()).toMatch(/\/jobs\?category=finance$/);
  });

  it('keeps an empty list out of search results (an empty category page is not a page of jobs: no soft 404)', async () => {
    const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;
    const full = renderRoutes(routes, '/jobs?category=healthcare', { PortalJobs: () => jobsAnswer({ total: 2, count: 2 }) });
    await screen.findByRole('heading', { name: '2 jobs in Healthcare' });
    await waitFor(() => expect(robots()).toBeNull());
    full.unmount();
    const empty = renderRoutes(routes, '/jobs?category=healthcare', { PortalJobs: () => jobsAnswer({ total: 0, count: 0 }) });
    await screen.findByText('No jobs match your search in Healthcare.');
    await waitFor(() => expect(robots()).toBe('noindex, follow'));
    empty.unmount();
    renderRoutes(routes, '/jobs', { PortalJobs: () => jobsAnswer({ total: 0, count: 0 }) });
    await screen.findByText('No jobs found. Check back later!');
    await waitFor(() => expect(robots()).toBe('noindex, follow'));
  });

  // The six category pages (/jobs?category=…) are pages of their own in search results: each says what it lists.
  it('gives each category page its own title and description, with the category, the city and how many jobs it has', async () => {
    const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    const seen = new Set<string>();
    for (const [i, category] of JOB_CATEGORIES.entries()) {
      const view = renderRoutes(routes, `/jobs?category=${category.slug}`, { PortalJobs: () => jobsAnswer({ total: i + 1, count: i + 1 }) });
      await screen.findByRole('heading', { name: `${i + 1} job${i ? 's' : ''} in ${category.label}` });
      await waitFor(() => expect(document.title).toBe(`${category.label} jobs in Pune | Learning Centre Pune`));
      expect(description()).toBe(
        `${i + 1} open ${category.label} job${i ? 's' : ''} shared by the placement cell with learners in Pune: search by title, company or skill, or filter by place, job type and salary.`,
      );
      seen.add(description());
      view.unmount();
    }
    expect(seen.size).toBe(JOB_CATEGORIES.length);
    // The whole list keeps its own.
    renderRoutes(routes, '/jobs', { PortalJobs: () => jobsAnswer({ total: 3, count: 3 }) });
    await screen.findByRole('heading', { name: '3 jobs' });
    await waitFor(() => expect(document.title).toBe('Jobs | Learning Centre Pune'));
    expect(description()).toMatch(/^Browse every open job/);
  });

  it('answers a category that does not exist with the not-found page (404), not the whole list', () => {
    const unknown = renderOnServer(<JobsPage />, '/jobs?category=plumbing');
    expect(unknown.record.status).toBe(404);
    expect(unknown.record.head.noindex).toBe(true);
    expect(unknown.root.querySelector('h1')?.textContent).toBe('Page not found');
    // An empty category (the filter form's "Any category") and a category in other letters are the list; an unknown
    // order is ignored (the list, its canonical address /jobs).
    for (const url of ['/jobs?category=', '/jobs?category=Finance', '/jobs?sort=sideways']) {
      const { record, root } = renderOnServer(<JobsPage />, url);
      expect(record.status, url).toBe(200);
      expect(root.querySelector('h1')?.textContent, url).toBe('Find your next job');
    }
    expect(renderOnServer(<JobsPage />, '/jobs?sort=sideways').record.head.canonicalPath).toBe('/jobs');
  });
});
