// The home page's lists of jobs: the featured grid, the suggestions and the upcoming jobs never show a job twice.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi, sampleJob, type OperationHandler } from '../testUtils';
import { HomePage, pickUpcomingJobs } from './HomePage';

const CATEGORIES = ['TECHNOLOGY', 'FINANCE', 'HEALTHCARE', 'MARKETING', 'EDUCATION', 'ENGINEERING'];

function makeJobs(count: number) {
  return Array.from({ length: count }, (_, i) => sampleJob({ id: `job-${i}`, title: `Job ${i}`, category: CATEGORIES[i % CATEGORIES.length] }));
}

const connection = (nodes: unknown[], totalCount = nodes.length) => ({
  __typename: 'QueryJobPostsConnection',
  totalCount,
  edges: nodes.map((node) => ({ __typename: 'QueryJobPostsConnectionEdge', node })),
});

/** The API as the home page asks it: the featured grid's newest six, and the pool the carousels are drawn from. */
function handlers(jobs: ReturnType<typeof makeJobs>): Record<string, OperationHandler> {
  return {
    PortalFeaturedJobs: (v) => ({ jobPosts: connection(jobs.slice(0, Number(v.first)), jobs.length) }),
    PortalHomeExtras: (v) => ({
      jobCategoryCounts: CATEGORIES.map((category) => ({ __typename: 'JobCategoryCount', category, count: jobs.filter((j) => j.category === category).length })),
      jobPosts: connection(jobs.slice(0, Number(v.first)), jobs.length),
    }),
  };
}

/** Job titles in one part of the page. */
function titlesIn(selector: string): string[] {
  return Array.from(document.querySelectorAll(`${selector} .job-card__title`)).map((el) => el.textContent ?? '');
}

async function renderHome(jobs: ReturnType<typeof makeJobs>) {
  const view = renderWithApi(<HomePage />, handlers(jobs));
  await screen.findAllByText('Job 0');
  await waitFor(() => expect(titlesIn('[data-testid="featured-jobs"]').length).toBe(Math.min(6, jobs.length)));
  return view;
}

describe('the upcoming jobs', () => {
  it('with few jobs, repeats none of those already shown and says more are added every week', async () => {
    await renderHome(makeJobs(3));
    const region = await screen.findByRole('region', { name: 'Exciting Upcoming Jobs' });
    expect(region.textContent).toContain('All 3 open jobs are shown above. More openings are added every week.');
    expect(region.querySelector('a[href="/jobs"]')?.textContent).toBe('Browse all jobs');
    expect(document.querySelector('[data-carousel="upcomingJobs"]')).toBeNull();
    // Each job shows in the featured grid and (by the suggestions' own rule) once more, not a third time.
    for (let i = 0; i < 3; i++) expect(screen.getAllByRole('heading', { name: `Job ${i}` })).toHaveLength(2);
  });

  it('shows each job once: only jobs the featured grid and the suggestions leave out', async () => {
    await renderHome(makeJobs(30));
    const region = await screen.findByRole('region', { name: 'Exciting Upcoming Jobs' });
    await waitFor(() => expect(titlesIn('[data-carousel="upcomingJobs"]').length).toBeGreaterThan(0));
    const featured = titlesIn('[data-testid="featured-jobs"]');
    const suggested = titlesIn('[data-carousel="suggestions"]');
    const upcoming = titlesIn('[data-carousel="upcomingJobs"]');
    expect(featured).toHaveLength(6);
    expect(suggested).toHaveLength(9);
    expect(upcoming).toHaveLength(12);
    const all = [...featured, ...suggested, ...upcoming];
    expect(new Set(all).size).toBe(all.length);
    expect(region.textContent).toContain('The latest openings');
  });

  it('says how many there are, and that more are added every week, when only a few are left for it', async () => {
    await renderHome(makeJobs(17));
    const region = await screen.findByRole('region', { name: 'Exciting Upcoming Jobs' });
    await waitFor(() => expect(titlesIn('[data-carousel="upcomingJobs"]')).toHaveLength(2));
    expect(region.textContent).toContain('2 more openings. More openings are added every week.');
    const all = [...titlesIn('[data-testid="featured-jobs"]'), ...titlesIn('[data-carousel="suggestions"]'), ...titlesIn('[data-carousel="upcomingJobs"]')];
    expect(all).toHaveLength(17);
    expect(new Set(all).size).toBe(17);
  });
});

describe('pickUpcomingJobs', () => {
  it('keeps the order, skips what is shown and any repeat, and stops at the maximum', () => {
    const jobs = ['a', 'b', 'c', 'b', 'd', 'e', 'f'].map((id) => ({ id }));
    expect(pickUpcomingJobs(jobs, [{ id: 'a' }, { id: 'd' }], 10).map((j) => j.id)).toEqual(['b', 'c', 'e', 'f']);
    expect(pickUpcomingJobs(jobs, [], 3).map((j) => j.id)).toEqual(['a', 'b', 'c']);
  });
});
