// The views a counsellor works from, above the leads list: My leads, All, Unassigned, and the follow-ups due today,
// overdue and upcoming with their counts. Each view is a link to the list's URL (reload, back and a shared link show
// it again); the follow-up views are the signed-in counsellor's own, those of the leads nobody has while the list shows
// them (Unassigned), or, for an admin who picked a counsellor in the Counsellor filter, that counsellor's.
import { Badge, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { graphql } from '../gql';
import type { AdminCounsellorsQuery } from '../gql/graphql';
import { paths } from '../../routes';
import { FOLLOW_UP_LABELS, FOLLOW_UP_PARAMS, leadFilterParams, UNASSIGNED, type FollowUpParam, type LeadFilters } from './leadFilters';

const CounsellorsQuery = graphql(`
  query AdminCounsellors {
    counsellors {
      id
      name
    }
  }
`);

const FollowUpCountsQuery = graphql(`
  query AdminFollowUpCounts($assigneeId: ID, $unassigned: Boolean) {
    followUpCounts(assigneeId: $assigneeId, unassigned: $unassigned) {
      dueToday
      overdue
      upcoming
    }
  }
`);

export type Counsellor = AdminCounsellorsQuery['counsellors'][number];
const NO_COUNSELLORS: readonly Counsellor[] = [];

/** The staff one may assign a lead to, by name. */
export function useCounsellors(): readonly Counsellor[] {
  const [{ data }] = useQuery({ query: CounsellorsQuery });
  return data?.counsellors ?? NO_COUNSELLORS;
}

export type LeadView = 'mine' | 'all' | 'unassigned' | FollowUpParam;

/**
 * Whose follow-ups the follow-up views show: the leads nobody has while the list shows those (anyone may take them, so
 * an editor too), the counsellor an admin picked, else the viewer.
 */
export function followUpOwner(filters: LeadFilters, viewerId: string, isAdmin: boolean): string {
  if (filters.assignee === UNASSIGNED) return UNASSIGNED;
  return isAdmin && filters.assignee ? filters.assignee : viewerId;
}

/** The view these filters are (null: an admin's pick of another counsellor's leads, which no view names). */
export function activeView(filters: LeadFilters, viewerId: string): LeadView | null {
  if (filters.followUp) return filters.followUp;
  if (!filters.assignee) return 'all';
  if (filters.assignee === UNASSIGNED) return 'unassigned';
  return filters.assignee === viewerId ? 'mine' : null;
}

/** The list's URL for a view, keeping the other filters (search, course, status, dates, source). */
export function viewHref(view: LeadView, filters: LeadFilters, viewerId: string, isAdmin: boolean): string {
  const assignee = view === 'mine' ? viewerId : view === 'all' ? '' : view === 'unassigned' ? UNASSIGNED : followUpOwner(filters, viewerId, isAdmin);
  const followUp = (FOLLOW_UP_PARAMS as readonly string[]).includes(view) ? (view as FollowUpParam) : '';
  const query = leadFilterParams({ ...filters, assignee, followUp }).toString();
  return query ? `${paths.admin.leads}?${query}` : paths.admin.leads;
}

const VIEW_LABELS: Record<'mine' | 'all' | 'unassigned', string> = { mine: 'My leads', all: 'All', unassigned: 'Unassigned' };

export function LeadViews({ filters, viewerId, isAdmin, counsellors }: { filters: LeadFilters; viewerId: string; isAdmin: boolean; counsellors: readonly Counsellor[] }) {
  const owner = followUpOwner(filters, viewerId, isAdmin);
  const variables = owner === UNASSIGNED ? { assigneeId: null, unassigned: true } : { assigneeId: owner === viewerId ? null : owner };
  const [{ data }] = useQuery({ query: FollowUpCountsQuery, variables, requestPolicy: 'cache-and-network' });
  const counts = data?.followUpCounts;
  const count: Record<FollowUpParam, number | undefined> = { 'due-today': counts?.dueToday, overdue: counts?.overdue, upcoming: counts?.upcoming };
  const active = activeView(filters, viewerId);
  const ownerName = owner === viewerId || owner === UNASSIGNED ? null : (counsellors.find((c) => c.id === owner)?.name ?? 'the chosen counsellor');

  const link = (view: LeadView, label: string, badge?: number) => (
    <Button
      key={view}
      component={Link}
      to={viewHref(view, filters, viewerId, isAdmin)}
      size="xs"
      radius="xl"
      variant={active === view ? 'filled' : 'default'}
      aria-current={active === view ? 'true' : undefined}
      rightSection={
        badge === undefined ? undefined : (
          <Badge size="sm" circle={badge < 10} variant={active === view ? 'white' : 'light'} color={view === 'overdue' && badge > 0 ? 'red' : undefined}>
            {badge}
          </Badge>
        )
      }
      // The name is the visible words and the count ("Overdue 3"): no aria-label that could say otherwise.
    >
      {label}
    </Button>
  );

  return (
    <nav aria-label="Lead views">
      <Group gap="xs" wrap="wrap" align="center">
        {(['mine', 'all', 'unassigned'] as const).map((view) => link(view, VIEW_LABELS[view]))}
        <Text size="xs" c="dimmed" component="span" mx={4}>
          {owner === UNASSIGNED ? 'Follow-ups of unassigned leads:' : ownerName ? `Follow-ups of ${ownerName}:` : 'My follow-ups:'}
        </Text>
        {FOLLOW_UP_PARAMS.map((view) => link(view, FOLLOW_UP_LABELS[view], count[view]))}
      </Group>
    </nav>
  );
}
