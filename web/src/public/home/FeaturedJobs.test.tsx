import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi, sampleJob } from '../testUtils';
import { FeaturedJobs } from './FeaturedJobs';

const answer = (titles: string[]) => ({
  jobPosts: {
    __typename: 'QueryJobPostsConnection',
    totalCount: titles.length,
    edges: titles.map((title, i) => ({ __typename: 'QueryJobPostsConnectionEdge', node: sampleJob({ id: `j${i}`, title }) })),
  },
});

afterEach(() => vi.useRealTimers());

describe('FeaturedJobs', () => {
  it('shows the loading state first, then the jobs', async () => {
    renderWithApi(<FeaturedJobs />, { PortalFeaturedJobs: () => answer(['Data Analyst', 'Developer']) });
    expect(screen.getByRole('status').textContent).toBe('Loading jobs…');
    await screen.findByText('Data Analyst');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('link', { name: 'View More Jobs' }).getAttribute('href')).toBe('/jobs');
  });

  it('says "No jobs found. Check back later!" when there are none', async () => {
    renderWithApi(<FeaturedJobs />, { PortalFeaturedJobs: () => answer([]) });
    await screen.findByText('No jobs found. Check back later!');
  });

  it('refetches silently every 30 seconds, keeping the cards on screen', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let round = 0;
    const { calls } = renderWithApi(<FeaturedJobs />, { PortalFeaturedJobs: () => answer([round++ === 0 ? 'First Job' : 'Second Job']) });
    await screen.findByText('First Job');
    await act(async () => {
      vi.advanceTimersByTime(29_000);
    });
    expect(calls.length).toBe(1);
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    // No loading state: a card (old or new) is on screen all along.
    expect(screen.queryByText('Loading jobs…')).toBeNull();
    expect(screen.getAllByRole('heading', { name: /^(First|Second) Job$/ })).toHaveLength(1);
    await screen.findByText('Second Job');
    expect(calls.length).toBe(2);
  });

  it('Refresh Jobs shows the loading state while it fetches', async () => {
    let round = 0;
    renderWithApi(<FeaturedJobs />, { PortalFeaturedJobs: () => answer([round++ === 0 ? 'Old Job' : 'New Job']) });
    await screen.findByText('Old Job');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Jobs' }));
    expect(screen.getByRole('status').textContent).toBe('Loading jobs…');
    expect(screen.getByRole('button', { name: 'Refreshing…' })).toBeTruthy();
    await screen.findByText('New Job');
    expect(screen.getByRole('button', { name: 'Refresh Jobs' })).toBeTruthy();
  });
});
