// A job's History drawer (issue 29): the versions with who, when and what changed; a chosen version compared with the
// job now, field by field; Restore this version only after a confirmation, then the notice and a fresh list; a
// refused restore says why and restores nothing; a job saved before versions were kept says so.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin, type GraphQLCall } from '../testing';
import { JobHistoryDrawer, shownValue } from './JobHistoryDrawer';

const revision = (number: number, summary: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'JobPostRevision',
  id: `r${number}`,
  number,
  summary,
  authorName: 'asha',
  restoredFrom: null,
  createdAt: '2026-11-20T06:30:00.000Z',
  current: false,
  ...extra,
});

function server(options: { restoreError?: string; empty?: boolean } = {}) {
  let revisions = options.empty ? [] : [revision(2, 'Salary, Description', { current: true }), revision(1, 'Created')];
  return (call: GraphQLCall) => {
    if (call.operationName === 'AdminJobPostRevisions') return { data: { jobPostRevisions: revisions } };
    if (call.operationName === 'AdminJobPostRevisionChanges') {
      return {
        data: {
          jobPostRevisionChanges: {
            __typename: 'JobPostRevisionComparison',
            revision: { __typename: 'JobPostRevision', id: 'r1', number: 1 },
            changes: [
              { __typename: 'JobPostRevisionChange', field: 'salary', label: 'Salary', version: '₹6 LPA', current: '₹9 LPA' },
              { __typename: 'JobPostRevisionChange', field: 'content', label: 'Description', version: '<p>Old text</p>', current: '<p>New text</p>' },
              { __typename: 'JobPostRevisionChange', field: 'closesAt', label: 'Closing date', version: '2026-12-31T18:29:59.999Z', current: null },
            ],
          },
        },
      };
    }
    if (call.operationName === 'AdminRestoreJobPostRevision') {
      if (options.restoreError) return { errors: [{ message: options.restoreError, extensions: { code: 'BAD_USER_INPUT', field: 'closesAt' } }] };
      revisions = [revision(3, 'Restored version 1: Salary, Description', { current: true, restoredFrom: 1 }), ...revisions.map((r) => ({ ...r, current: false }))];
      return {
        data: {
          restoreJobPostRevision: {
            __typename: 'JobPostRevisionRestore',
            jobPost: { __typename: 'JobPost', id: 'job-1', title: 'Analyst', salary: '₹6 LPA' },
            revision: { __typename: 'JobPostRevision', id: 'r3', number: 3 },
          },
        },
      };
    }
    return { data: null };
  };
}

const JOB = { id: 'job-1', title: 'Analyst' };

describe('JobHistoryDrawer', () => {
  it('lists the versions newest first with who, when and what changed; the current one cannot be compared', async () => {
    const { calls } = renderAdmin(<JobHistoryDrawer job={JOB} onClose={() => {}} />, { graphql: server() });
    const list = await screen.findByRole('list', { name: 'Versions' });
    const items = within(list).getAllByRole('button');
    expect(items.map((b) => b.getAttribute('aria-label'))).toEqual(['Version 2 (current): Salary, Description', 'Version 1: Created']);
    expect(within(list).getByText('Current')).toBeTruthy();
    // In IST with the admin's one formatter (06:30 UTC is 12:00 in India).
    expect(within(list).getAllByText('asha · 20 Nov 2026, 12:00').length).toBe(2);
    expect((items[0] as HTMLButtonElement).disabled).toBe(true);
    expect(calls.find((c) => c.operationName === 'AdminJobPostRevisions')!.variables).toEqual({ jobPostId: 'job-1' });
  });

  it('compares a version field by field, restores it only after the confirmation, then says so and reloads the list', async () => {
    let restored = 0;
    const { calls } = renderAdmin(<JobHistoryDrawer job={JOB} onClose={() => {}} onRestored={() => restored++} />, { graphql: server() });
    fireEvent.click(await screen.findByRole('button', { name: 'Version 1: Created' }));
    const comparison = await screen.findByRole('region', { name: 'Version 1 compared with the current job' });
    const salary = await within(comparison).findByTestId('change-salary');
    expect(within(salary).getByText('₹6 LPA')).toBeTruthy();
    expect(within(salary).getByText('₹9 LPA')).toBeTruthy();
    const closing = within(comparison).getByTestId('change-closesAt');
    expect(within(closing).getByText('31 December 2026 (India time)')).toBeTruthy();
    expect(within(closing).getByText('(empty)')).toBeTruthy();
    await waitFor(() => expect(within(within(comparison).getByTestId('change-content')).getByText('Old text')).toBeTruthy());

    fireEvent.click(within(comparison).getByRole('button', { name: 'Restore this version' }));
    // Nothing is restored before the confirmation.
    expect(calls.some((c) => c.operationName === 'AdminRestoreJobPostRevision')).toBe(false);
    const confirm = await screen.findByRole('group', { name: 'Confirm the restore' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Restore version 1' }));
    expect(await screen.findByText('Version 1 restored as version 3.')).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'AdminRestoreJobPostRevision')!.variables).toEqual({ jobPostId: 'job-1', number: 1 });
    expect(await screen.findByRole('button', { name: 'Version 3 (current): Restored version 1: Salary, Description' })).toBeTruthy();
    expect(restored).toBe(1);
  });

  it('cancel leaves everything as it was; a refused restore shows the reason', async () => {
    const message = 'Version 1 cannot be restored: its closing date (2025-01-31) has passed; edit the job to give a new one';
    const { calls } = renderAdmin(<JobHistoryDrawer job={JOB} onClose={() => {}} />, { graphql: server({ restoreError: message }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Version 1: Created' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Restore this version' }));
    fireEvent.click(within(await screen.findByRole('group', { name: 'Confirm the restore' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Confirm the restore' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Restore this version' }));
    fireEvent.click(within(await screen.findByRole('group', { name: 'Confirm the restore' })).getByRole('button', { name: 'Restore version 1' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText('Version 1 was not restored')).toBeTruthy();
    expect(calls.filter((c) => c.operationName === 'AdminRestoreJobPostRevision')).toHaveLength(1);
  });

  it('a job saved before versions were kept shows the job as current and says when its history starts', async () => {
    renderAdmin(<JobHistoryDrawer job={JOB} onClose={() => {}} />, { graphql: server({ empty: true }) });
    expect(await screen.findByText(/this job was saved before versions were kept/)).toBeTruthy();
  });

  it('a job with more versions than a page shows the older ones on request', async () => {
    const many = Array.from({ length: 130 }, (_, i) => revision(130 - i, 'Salary', { current: i === 0 }));
    const { calls } = renderAdmin(<JobHistoryDrawer job={JOB} onClose={() => {}} />, {
      graphql: (call) => {
        if (call.operationName !== 'AdminJobPostRevisions') return { data: null };
        const before = (call.variables.before as number | undefined) ?? Infinity;
        return { data: { jobPostRevisions: many.filter((r) => r.number < before).slice(0, 100) } };
      },
    });
    await screen.findByRole('button', { name: 'Version 31: Salary' });
    expect(screen.queryByRole('button', { name: 'Version 30: Salary' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show older versions' }));
    await screen.findByRole('button', { name: 'Version 1: Salary' });
    expect(calls.filter((c) => c.operationName === 'AdminJobPostRevisions').at(-1)!.variables).toEqual({ jobPostId: 'job-1', before: 31 });
    // All 130 are listed once, and there is nothing older to ask for.
    expect(within(screen.getByRole('list', { name: 'Versions' })).getAllByRole('button')).toHaveLength(130);
    expect(screen.queryByRole('button', { name: 'Show older versions' })).toBeNull();
  });

  it('shows values in the form’s words', () => {
    expect(shownValue('employmentType', 'FULL_TIME')).toBe('Full-Time');
    expect(shownValue('status', 'PUBLISHED')).toBe('Published');
    expect(shownValue('experienceMin', '2')).toBe('2 years');
    expect(shownValue('skills', '')).toBeNull();
  });
});
