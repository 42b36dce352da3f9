// Who reaches the leads inbox: the sidebar link and the route for ADMIN and EDITOR (a USER account never gets into
// the admin area), and the dashboard's count of new leads that links to it.
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Role } from '../gql/graphql';
import AdminApp from '../AdminApp';
import { DashboardPage } from '../dashboard/DashboardPage';
import { AdminLayout } from '../layout/AdminLayout';
import { renderAdmin, testSession } from '../testing';

const user = (role: Role) => ({ __typename: 'User', id: `u-${role}`, name: `Test ${role}`, username: role.toLowerCase(), email: `${role.toLowerCase()}@example.com`, role });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.removeItem('adminToken');
});

describe('access to the leads inbox', () => {
  it.each(['ADMIN', 'EDITOR'] as const)('shows a Leads link in the sidebar of an %s', (role) => {
    renderAdmin(<AdminLayout />, { route: '/admin/leads', path: '/admin/*', session: testSession({ user: user(role) }) });
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const link = within(nav).getByRole('link', { name: 'Leads' });
    expect(link.getAttribute('href')).toBe('/admin/leads');
    expect(link.getAttribute('aria-current')).toBe('page');
    // The editor's sidebar still leaves out the administrators' pages.
    expect(within(nav).queryByRole('link', { name: 'Users' }) === null).toBe(role === 'EDITOR');
  });

  /** The whole admin app at /admin/leads, against a fake server whose `me` is an account of this role. */
  function openInbox(role: Role, route = '/admin/leads') {
    localStorage.setItem('adminToken', 'tok');
    const operations: string[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const { operationName } = JSON.parse(String(init.body)) as { operationName: string };
      operations.push(operationName);
      const data =
        operationName === 'AdminMe'
          ? { me: user(role) }
          : operationName === 'AdminLeads'
            ? { leads: { __typename: 'LeadConnection', totalCount: 0, pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null }, edges: [] } }
            : operationName === 'AdminLeadPage'
              ? { lead: null }
              : null;
      return new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    render(
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/admin/*" element={<AdminApp />} />
        </Routes>
      </MemoryRouter>,
    );
    return operations;
  }

  it('opens the inbox for an EDITOR', async () => {
    const operations = openInbox('EDITOR');
    expect(await screen.findByRole('heading', { name: 'Leads', level: 1 })).toBeTruthy();
    expect(await screen.findByText(/^No leads yet\./)).toBeTruthy();
    expect(operations).toContain('AdminLeads');
    expect(document.title).toMatch(/^Leads · /);
  });

  it('opens one lead’s page for an EDITOR, titled Lead', async () => {
    openInbox('EDITOR', '/admin/leads/lead-1');
    // The fake server knows no lead: the page says so.
    expect(await screen.findByText('Lead not found')).toBeTruthy();
    expect(document.title).toMatch(/^Lead · /);
  });

  it('sends a USER account to the login page without asking for leads', async () => {
    const operations = openInbox('USER');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('adminToken')).toBeNull());
    expect(operations).not.toContain('AdminLeads');
  });
});

describe('dashboard', () => {
  it('counts the new leads and links to them', async () => {
    const { calls } = renderAdmin(<DashboardPage />, {
      graphql: () => ({
        data: {
          adminDashboard: { __typename: 'AdminDashboard', jobPostCount: 12, storyCount: 3, userCount: 2, latestJobPosts: [] },
          newLeads: { __typename: 'LeadConnection', totalCount: 7 },
        },
      }),
    });
    const figure = (await screen.findByText('New leads')).closest<HTMLElement>('.mantine-Card-root')!;
    expect(within(figure).getByText('7')).toBeTruthy();
    expect(within(figure).getByRole('link', { name: 'Open new leads' }).getAttribute('href')).toBe('/admin/leads?status=NEW');
    expect(calls[0]!.query).toMatch(/newLeads: leads\(status: NEW/);
  });
});
