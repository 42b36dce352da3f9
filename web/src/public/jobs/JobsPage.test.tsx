import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, sampleJob } from '../testUtils';
import { JobsPage } from './JobsPage';

const routes = [{ path: '/jobs', element: <JobsPage /> }];

function jobsAnswer(opts: { total: number; count: number; hasNextPage?: boolean; hasPreviousPage?: boolean }) {
  return {
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
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=finance&after=end&page=2'));
    await screen.findByText('Page 2 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
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
});
