// /admin/users: what the roles may do, and a delete confirmation that says what becomes of the user's leads (issue 30:
// a deleted counsellor's leads become unassigned; a restore gives back those still unassigned).
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAdmin, type GraphQLHandler } from '../testing';
import { UsersPage } from './UsersPage';
import { leadsLeftByDeleting } from './userForm';

const user = (id: string, name: string, role: 'ADMIN' | 'EDITOR', assignedLeadCount: number, assignedFollowUpCount: number) => ({
  __typename: 'User',
  id,
  name,
  email: `${id}@example.com`,
  username: id,
  role,
  createdAt: '2026-11-01T10:00:00.000Z',
  assignedLeadCount,
  assignedFollowUpCount,
});

const USERS = [user('admin-1', 'Asha Admin', 'ADMIN', 0, 0), user('u-nikhil', 'Nikhil Counsellor', 'EDITOR', 2, 1), user('u-quiet', 'Quiet Editor', 'EDITOR', 0, 0)];

const answer: GraphQLHandler = ({ operationName, variables }) => {
  if (operationName === 'AdminUsers') return { data: { users: USERS } };
  if (operationName === 'AdminDeleteUser') return { data: { deleteUser: { __typename: 'User', id: variables.id } } };
  return { data: null };
};

afterEach(() => notifications.clean());

describe('the users page', () => {
  it('says what editors and admins manage, as the permission table has it', async () => {
    renderAdmin(<UsersPage />, { route: '/admin/users', path: '/admin/users', graphql: answer });
    const text = (await screen.findByText(/^Staff accounts of the admin area/)).textContent!;
    for (const part of ['job postings', 'stories', 'course pages', 'job applications', 'leads (their own and unassigned ones)', 'users', 'settings', 'trash', 'audit log', 'outbox']) {
      expect(text).toContain(part);
    }
  });

  it('asks before deleting a counsellor, saying how many open leads and follow-ups become unassigned', async () => {
    const { calls } = renderAdmin(<UsersPage />, { route: '/admin/users', path: '/admin/users', graphql: answer });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Nikhil Counsellor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    expect(within(dialog).getByText('Are you sure you want to delete Nikhil Counsellor?')).toBeTruthy();
    expect(within(dialog).getByText(/^Nikhil Counsellor has 2 open leads \(1 with a follow-up planned\): they will become unassigned/)).toBeTruthy();
    // The counts are read again as the dialog opens.
    expect(calls.filter((c) => c.operationName === 'AdminUsers').length).toBeGreaterThanOrEqual(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.find((c) => c.operationName === 'AdminDeleteUser')?.variables).toEqual({ id: 'u-nikhil' }));
  });

  it('says nothing of leads for a user who has none', async () => {
    renderAdmin(<UsersPage />, { route: '/admin/users', path: '/admin/users', graphql: answer });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Quiet Editor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    expect(dialog.textContent).not.toMatch(/unassigned/);
  });

  it('words one lead, no follow-ups, and unknown counts', () => {
    expect(leadsLeftByDeleting({ name: 'Ravi', assignedLeadCount: 1, assignedFollowUpCount: 0 })).toBe(
      "Ravi has 1 open lead: it will become unassigned, as each lead's timeline will say. Restoring Ravi from the trash gives back those nobody has taken meanwhile.",
    );
    expect(leadsLeftByDeleting({ name: 'Ravi', assignedLeadCount: 3, assignedFollowUpCount: 2 })).toMatch(/^Ravi has 3 open leads \(2 with follow-ups planned\): they will/);
    expect(leadsLeftByDeleting({ name: 'Ravi', assignedLeadCount: null })).toBeNull();
  });
});
