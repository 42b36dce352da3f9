import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin, type GraphQLCall } from '../testing';
import { leadsLink, readDashboardRange } from './dashboardLinks';
import { centreDay } from '../leads/leadTime';
import { LeadDashboardSection } from './LeadDashboardSection';

// Buckets at IST midnights, as the API cuts them (a fixed instant, whatever the test machine's time zone): the links'
// from/to are those IST days.
const day = (d: number) => new Date(`2026-11-${String(d).padStart(2, '0')}T00:00:00+05:30`).toISOString();
const RANGE_OF = { WEEK: 'WEEK', DAYS_30: 'DAYS_30', DAYS_90: 'DAYS_90' } as const;

function dashboard(range: keyof typeof RANGE_OF, applications = 0) {
  return {
    data: {
      leadDashboard: {
        __typename: 'LeadDashboard',
        range,
        from: day(16),
        to: day(25),
        buckets: [
          { __typename: 'DashboardBucket', start: day(16), end: day(23), label: '16 Nov – 22 Nov' },
          { __typename: 'DashboardBucket', start: day(23), end: day(25), label: '23 Nov – 24 Nov' },
        ],
        byCourse: [
          { __typename: 'SeriesOfCounts', key: 'data-science-ai-ml', label: 'Data Science and AI-ML', counts: [3, 2] },
          { __typename: 'SeriesOfCounts', key: 'general', label: 'Learning centre (any course)', counts: [0, 1] },
        ],
        bySource: [{ __typename: 'SeriesOfCounts', key: 'GOOGLE', label: 'Google', counts: [1, 4] }],
        statusFunnel: [
          { __typename: 'LeadStatusCount', status: 'NEW', count: 4 },
          { __typename: 'LeadStatusCount', status: 'CONTACTED', count: 1 },
          { __typename: 'LeadStatusCount', status: 'ENROLLED', count: 1 },
          { __typename: 'LeadStatusCount', status: 'CLOSED', count: 0 },
        ],
        followUps: [
          { __typename: 'CounsellorFollowUps', counsellor: { __typename: 'User', id: 'u-ravi', name: 'Ravi Counsellor' }, dueToday: 2, overdue: 5 },
          // The leads nobody has (a counsellor deleted leaves them so).
          { __typename: 'CounsellorFollowUps', counsellor: null, dueToday: 1, overdue: 3 },
        ],
        placementFunnel: ['APPLIED', 'SHORTLISTED', 'INTERVIEW', 'OFFER', 'PLACED', 'REJECTED', 'WITHDRAWN'].map((stage, i) => ({ __typename: 'ApplicationStageCount', stage, count: i === 0 ? applications : 0 })),
      },
    },
  };
}

const answer = (applications = 0) => (call: GraphQLCall) => dashboard((call.variables.range as keyof typeof RANGE_OF) ?? 'DAYS_30', applications);
const rangesAsked = (calls: GraphQLCall[]) => calls.filter((c) => c.operationName === 'AdminLeadDashboard').map((c) => c.variables.range);

describe('dashboard range in the URL', () => {
  it.each([
    ['?range=week', 'week'],
    ['?range=30d', '30d'],
    ['?range=90d', '90d'],
    ['?range=WEEK', 'week'],
    ['', '30d'],
    ['?range=year', '30d'],
    ['?range=', '30d'],
  ])('%s reads as %s', (query, range) => {
    expect(readDashboardRange(new URLSearchParams(query))).toBe(range);
  });

  it('asks for the URL\'s range, falls back to 30 days, and the control changes the URL', async () => {
    const { calls, router } = renderAdmin(<LeadDashboardSection />, { route: '/admin?range=week&x=1', path: '/admin', graphql: answer() });
    await screen.findByRole('heading', { name: 'Leads by course' });
    expect(rangesAsked(calls)).toEqual(['WEEK']);
    fireEvent.click(screen.getByRole('radio', { name: '90 days' }));
    await waitFor(() => expect(router.state.location.search).toBe('?range=90d&x=1'));
    await waitFor(() => expect(rangesAsked(calls)).toContain('DAYS_90'));
    expect((screen.getByRole('radio', { name: '90 days' }) as HTMLInputElement).checked).toBe(true);
  });

  it('an unknown range is 30 days', async () => {
    const { calls } = renderAdmin(<LeadDashboardSection />, { route: '/admin?range=forever', path: '/admin', graphql: answer() });
    await screen.findByRole('heading', { name: 'Leads by course' });
    expect(rangesAsked(calls)).toEqual(['DAYS_30']);
    expect((screen.getByRole('radio', { name: '30 days' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('links to the lists behind the figures', () => {
  it('builds the leads list\'s URL: course, the bucket\'s first and last day (reader\'s days), source, status, assignee and follow-up', () => {
    expect(leadsLink({ course: 'general', start: day(16), end: day(23) })).toBe('/admin/leads?course=general&from=2026-11-16&to=2026-11-22');
    expect(leadsLink({ source: 'GOOGLE', status: 'NEW' })).toBe('/admin/leads?status=NEW&source=GOOGLE');
    expect(leadsLink({ assignee: 'u-1', followUp: 'due-today' })).toBe('/admin/leads?assignee=u-1&followUp=due-today');
    expect(leadsLink({})).toBe('/admin/leads');
    expect(centreDay(new Date('2026-01-05T18:29:59.999Z'))).toBe('2026-01-05');
    expect(centreDay(new Date('2026-01-05T18:30:00.000Z'))).toBe('2026-01-06');
  });

  it("a bucket opens the list on its own IST days, whatever the reader's time zone (28 Nov IST starts 27 Nov 18:30 UTC)", () => {
    expect(leadsLink({ start: '2026-11-27T18:30:00.000Z', end: '2026-11-28T18:30:00.000Z' })).toBe('/admin/leads?from=2026-11-28&to=2026-11-28');
    expect(leadsLink({ source: 'GOOGLE', start: '2026-11-22T18:30:00.000Z', end: '2026-11-29T18:30:00.000Z' })).toBe('/admin/leads?from=2026-11-23&to=2026-11-29&source=GOOGLE');
  });

  it('a legend of links per course and source, a table of links per bucket, the funnel and each counsellor\'s follow-ups', async () => {
    renderAdmin(<LeadDashboardSection />, { route: '/admin', path: '/admin', graphql: answer() });
    const byCourse = (await screen.findByRole('heading', { name: 'Leads by course' })).closest('section')!;
    const legend = within(byCourse).getByRole('list', { name: 'Leads by course: every course in this range' });
    expect(within(legend).getByRole('link', { name: 'Data Science and AI-ML: 5' }).getAttribute('href')).toBe('/admin/leads?course=data-science-ai-ml&from=2026-11-16&to=2026-11-24');
    expect(within(legend).getByRole('link', { name: 'Learning centre (any course): 1' }).getAttribute('href')).toBe('/admin/leads?course=general&from=2026-11-16&to=2026-11-24');
    // The table: each bar's piece, each bucket's total; a 0 is no link.
    expect(within(byCourse).getByRole('link', { name: '3 leads, Data Science and AI-ML, 16 Nov – 22 Nov' }).getAttribute('href')).toBe('/admin/leads?course=data-science-ai-ml&from=2026-11-16&to=2026-11-22');
    expect(within(byCourse).getByRole('link', { name: '1 lead, Learning centre (any course), 23 Nov – 24 Nov' }).getAttribute('href')).toBe('/admin/leads?course=general&from=2026-11-23&to=2026-11-24');
    expect(within(byCourse).queryByRole('link', { name: /0 leads, Learning centre/ })).toBeNull();
    expect(within(byCourse).getByRole('link', { name: '3 leads in all, 23 Nov – 24 Nov' }).getAttribute('href')).toBe('/admin/leads?from=2026-11-23&to=2026-11-24');

    const bySource = screen.getByRole('heading', { name: 'Leads by source' }).closest('section')!;
    expect(within(bySource).getByRole('link', { name: 'Google: 5' }).getAttribute('href')).toBe('/admin/leads?from=2026-11-16&to=2026-11-24&source=GOOGLE');
    expect(within(bySource).getByRole('link', { name: '4 leads, Google, 23 Nov – 24 Nov' }).getAttribute('href')).toBe('/admin/leads?from=2026-11-23&to=2026-11-24&source=GOOGLE');

    const funnel = screen.getByRole('heading', { name: 'Lead funnel' }).closest('section')!;
    expect(within(funnel).getByRole('link', { name: 'Contacted: 1' }).getAttribute('href')).toBe('/admin/leads?status=CONTACTED&from=2026-11-16&to=2026-11-24');

    const followUps = screen.getByRole('heading', { name: 'Follow-ups per counsellor' }).closest('section')!;
    expect(within(followUps).getByRole('link', { name: '2 due today' }).getAttribute('href')).toBe('/admin/leads?assignee=u-ravi&followUp=due-today');
    expect(within(followUps).getByRole('link', { name: '5 overdue' }).getAttribute('href')).toBe('/admin/leads?assignee=u-ravi&followUp=overdue');
    // The unassigned row opens the list's unassigned view.
    const unassigned = within(within(followUps).getByRole('list', { name: 'Follow-ups per counsellor' })).getByText('Unassigned:').closest('li')!;
    expect(within(unassigned).getByRole('link', { name: '1 due today' }).getAttribute('href')).toBe('/admin/leads?assignee=unassigned&followUp=due-today');
    expect(within(unassigned).getByRole('link', { name: '3 overdue' }).getAttribute('href')).toBe('/admin/leads?assignee=unassigned&followUp=overdue');

    // No applications yet: no placement funnel.
    expect(screen.queryByRole('heading', { name: 'Placement funnel' })).toBeNull();
  });

  it('shows the placement funnel once there are applications, each stage a link to its applications', async () => {
    renderAdmin(<LeadDashboardSection />, { route: '/admin', path: '/admin', graphql: answer(3) });
    const funnel = (await screen.findByRole('heading', { name: 'Placement funnel' })).closest('section')!;
    expect(within(funnel).getByRole('link', { name: 'Applied: 3' }).getAttribute('href')).toBe('/admin/applications?stage=APPLIED');
  });

  it('says so when the lead charts cannot be loaded', async () => {
    renderAdmin(<LeadDashboardSection />, { route: '/admin', path: '/admin', graphql: () => ({ errors: [{ message: 'Your role does not allow this action.', extensions: { code: 'FORBIDDEN' } }] }) });
    expect(await screen.findByText('Could not load the lead charts')).toBeTruthy();
  });
});
