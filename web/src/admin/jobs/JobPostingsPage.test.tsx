// The Job Postings page's lifecycle (issue 27): the status column, the status filter kept in the URL, and the row's
// Close as filled, Reopen, Publish and Duplicate actions, each a mutation that reloads the list.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin, type GraphQLCall } from '../testing';
import { JobPostingsPage } from './JobPostingsPage';

const job = (id: string, title: string, state: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'JobPost',
  id,
  title,
  companyname: 'Acme',
  location: 'Pune',
  createdAt: '2026-11-01T10:00:00.000Z',
  state,
  closesAt: null,
  filledAt: null,
  ...extra,
});

const JOBS = [
  job('j-open', 'Open analyst', 'OPEN', { closesAt: '2026-12-31T18:29:59.999Z' }),
  job('j-draft', 'Draft analyst', 'DRAFT'),
  job('j-filled', 'Filled analyst', 'FILLED', { filledAt: '2026-11-20T06:00:00.000Z' }),
  job('j-expired', 'Expired analyst', 'EXPIRED', { closesAt: '2026-11-10T18:29:59.999Z' }),
];

function answer(call: GraphQLCall) {
  if (call.operationName === 'AdminJobPosts') {
    const states = call.variables.states as string[];
    const nodes = JOBS.filter((j) => states.includes(j.state));
    return {
      data: {
        jobPosts: {
          __typename: 'QueryJobPostsConnection',
          totalCount: nodes.length,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          edges: nodes.map((node) => ({ __typename: 'QueryJobPostsConnectionEdge', node })),
        },
      },
    };
  }
  const id = call.variables.id as string;
  if (call.operationName === 'AdminCloseJobPostAsFilled') return { data: { closeJobPostAsFilled: { __typename: 'JobPost', id, state: 'FILLED' } } };
  if (call.operationName === 'AdminReopenJobPost') return { data: { reopenJobPost: { __typename: 'JobPost', id, state: 'OPEN', closesAt: null } } };
  if (call.operationName === 'AdminDuplicateJobPost') return { data: { duplicateJobPost: { __typename: 'JobPost', id: 'j-copy', title: 'Open analyst' } } };
  return { data: null };
}

const table = () => screen.findByRole('table', { name: 'Job Postings' }).catch(() => screen.findByRole('list', { name: 'Job Postings' }));

async function chooseAction(title: string, action: string) {
  fireEvent.click(await screen.findByRole('button', { name: `More actions for ${title}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
}

describe('Job Postings: status and lifecycle', () => {
  it('lists every state by default, each with its status and closing note', async () => {
    const { calls } = renderAdmin(<JobPostingsPage />, { graphql: answer, route: '/admin/job-posting' });
    const list = await table();
    await within(list).findByText('Draft analyst');
    expect(calls.find((c) => c.operationName === 'AdminJobPosts')!.variables.states).toEqual(['DRAFT', 'OPEN', 'FILLED', 'EXPIRED']);
    for (const label of ['Open', 'Draft', 'Filled', 'Expired']) expect(within(list).getAllByText(label).length).toBeGreaterThan(0);
    expect(within(list).getByText('closes 31 Dec 2026')).toBeTruthy();
    expect(within(list).getByText('closed 10 Nov 2026')).toBeTruthy();
    expect(within(list).getByText('filled 20 Nov 2026')).toBeTruthy();
    // Posted Date: the centre's day in the admin's one format (not the reader's locale and zone).
    const posted = within(list).getAllByRole('columnheader').findIndex((h) => h.textContent === 'Posted Date');
    expect(within(list).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[posted]!.textContent)).toContain('1 Nov 2026');
  });

  it('reads the status filter from the URL and asks for those states only', async () => {
    const { calls, router } = renderAdmin(<JobPostingsPage />, { graphql: answer, route: '/admin/job-posting?status=closed', path: '/admin/job-posting' });
    const list = await table();
    await within(list).findByText('Filled analyst');
    expect(within(list).queryByText('Open analyst')).toBeNull();
    expect(calls.filter((c) => c.operationName === 'AdminJobPosts').at(-1)!.variables.states).toEqual(['FILLED', 'EXPIRED']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'draft' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=draft'));
    await waitFor(() => expect(calls.filter((c) => c.operationName === 'AdminJobPosts').at(-1)!.variables.states).toEqual(['DRAFT']));
  });

  it('keeps the search in the URL with the status: read on opening, written once typing pauses', async () => {
    const { calls, router } = renderAdmin(<JobPostingsPage />, { graphql: answer, route: '/admin/job-posting?status=draft&q=analyst', path: '/admin/job-posting' });
    await within(await table()).findByText('Draft analyst');
    const box = screen.getByRole('searchbox', { name: 'Search job posts' }) as HTMLInputElement;
    expect(box.value).toBe('analyst');
    expect(calls.filter((c) => c.operationName === 'AdminJobPosts').at(-1)!.variables).toMatchObject({ search: 'analyst', states: ['DRAFT'] });
    fireEvent.change(box, { target: { value: '  Acme ' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=draft&q=Acme'));
    await waitFor(() => expect(calls.filter((c) => c.operationName === 'AdminJobPosts').at(-1)!.variables.search).toBe('Acme'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=draft'));
    await waitFor(() => expect(calls.filter((c) => c.operationName === 'AdminJobPosts').at(-1)!.variables.search).toBeNull());
  });

  it('closes an open job as filled, reopens a filled one, publishes a draft, each reloading the list', async () => {
    const { calls } = renderAdmin(<JobPostingsPage />, { graphql: answer, route: '/admin/job-posting' });
    await within(await table()).findByText('Open analyst');
    const lists = () => calls.filter((c) => c.operationName === 'AdminJobPosts').length;

    let before = lists();
    await chooseAction('Open analyst', 'Close as filled');
    expect(await screen.findByText(/“Open analyst” is closed as filled/)).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'AdminCloseJobPostAsFilled')!.variables).toEqual({ id: 'j-open' });
    await waitFor(() => expect(lists()).toBeGreaterThan(before));

    before = lists();
    await chooseAction('Filled analyst', 'Reopen');
    expect(await screen.findByText('“Filled analyst” is open again.')).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'AdminReopenJobPost')!.variables).toEqual({ id: 'j-filled' });
    await waitFor(() => expect(lists()).toBeGreaterThan(before));

    await chooseAction('Draft analyst', 'Publish');
    expect(await screen.findByText('“Draft analyst” is published.')).toBeTruthy();
  });

  it('duplicates a job as a draft and opens the copy for editing', async () => {
    const { calls } = renderAdmin(<JobPostingsPage />, { graphql: answer, route: '/admin/job-posting' });
    await within(await table()).findByText('Open analyst');
    await chooseAction('Open analyst', 'Duplicate as a draft');
    expect(await screen.findByText(/A draft copy of “Open analyst” was made/)).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'AdminDuplicateJobPost')!.variables).toEqual({ id: 'j-open' });
    await waitFor(() => expect(calls.some((c) => c.operationName === 'AdminJobPostForEdit' && c.variables.id === 'j-copy')).toBe(true));
  });

  it('History opens the job’s versions in a drawer', async () => {
    const { calls } = renderAdmin(<JobPostingsPage />, { graphql: answer, route: '/admin/job-posting' });
    await within(await table()).findByText('Open analyst');
    await chooseAction('Open analyst', 'History');
    expect(await screen.findByText('History: Open analyst')).toBeTruthy();
    await waitFor(() => expect(calls.find((c) => c.operationName === 'AdminJobPostRevisions')?.variables).toEqual({ jobPostId: 'j-open' }));
  });
});
