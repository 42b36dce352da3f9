// The views above the leads list (issue 30): while the list shows the leads nobody has, the follow-up views are theirs
// (counts asked with unassigned: true, links keeping ?assignee=unassigned), for an admin and an editor alike.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin, testSession, type GraphQLHandler } from '../testing';
import { followUpOwner, LeadViews } from './LeadViews';
import { NO_FILTERS, UNASSIGNED } from './leadFilters';

const counts: GraphQLHandler = ({ operationName }) =>
  operationName === 'AdminFollowUpCounts' ? { data: { followUpCounts: { __typename: 'FollowUpCounts', dueToday: 1, overdue: 4, upcoming: 2 } } } : { data: null };

describe('follow-up views of the leads nobody has', () => {
  it('are the unassigned leads\' while the list shows those, for an admin and an editor; otherwise as before', () => {
    const unassigned = { ...NO_FILTERS, assignee: UNASSIGNED };
    expect(followUpOwner(unassigned, 'admin-1', true)).toBe(UNASSIGNED);
    expect(followUpOwner(unassigned, 'editor-2', false)).toBe(UNASSIGNED);
    expect(followUpOwner({ ...NO_FILTERS, assignee: 'editor-2' }, 'admin-1', true)).toBe('editor-2');
    expect(followUpOwner({ ...NO_FILTERS, assignee: 'admin-1' }, 'editor-2', false)).toBe('editor-2');
    expect(followUpOwner(NO_FILTERS, 'admin-1', true)).toBe('admin-1');
  });

  it.each([
    ['an admin', 'ADMIN' as const, true],
    ['an editor', 'EDITOR' as const, false],
  ])('for %s: the counts of the unassigned leads, links that keep to them, and a heading that says so', async (_who, role, isAdmin) => {
    const user = { id: 'me-1', name: 'Me', username: 'me', email: 'me@example.com', role };
    const { calls } = renderAdmin(<LeadViews filters={{ ...NO_FILTERS, assignee: UNASSIGNED }} viewerId="me-1" isAdmin={isAdmin} counsellors={[]} />, {
      route: '/admin/leads?assignee=unassigned',
      path: '/admin/leads',
      graphql: counts,
      session: testSession({ user }),
    });
    const views = await screen.findByRole('navigation', { name: 'Lead views' });
    const dueToday = await within(views).findByRole('link', { name: /^Due today\s*1$/ });
    expect(dueToday.getAttribute('href')).toBe('/admin/leads?assignee=unassigned&followUp=due-today');
    expect(within(views).getByRole('link', { name: /^Overdue\s*4$/ }).getAttribute('href')).toBe('/admin/leads?assignee=unassigned&followUp=overdue');
    expect(views.textContent).toContain('Follow-ups of unassigned leads:');
    expect(calls.filter((c) => c.operationName === 'AdminFollowUpCounts').map((c) => c.variables)).toEqual([{ assigneeId: null, unassigned: true }]);
    expect(within(views).getByRole('link', { name: 'Unassigned' }).getAttribute('aria-current')).toBe('true');
  });
});
