// The dashboard's range in the URL (/admin?range=week|30d|90d) and the links from each figure to the list behind it:
// the leads list's URL filters (/admin/leads?course=&from=&to=&source=&status=&assignee=&followUp=, read by
// leads/leadFilters.ts) and the applications list's (?stage=).
import type { DashboardRange, LeadStatus } from '../gql/graphql';
import { paths } from '../../routes';
import { centreDay } from '../leads/leadTime';

export type RangeParam = 'week' | '30d' | '90d';
export const RANGE_PARAMS: readonly RangeParam[] = ['week', '30d', '90d'];
export const DEFAULT_RANGE: RangeParam = '30d';
export const RANGE_VALUES: Record<RangeParam, DashboardRange> = { week: 'WEEK', '30d': 'DAYS_30', '90d': 'DAYS_90' };
export const RANGE_LABELS: Record<RangeParam, string> = { week: 'This week', '30d': '30 days', '90d': '90 days' };

/** The range in the URL; a missing or unknown one is the default (30 days). */
export function readDashboardRange(params: URLSearchParams): RangeParam {
  const value = (params.get('range') ?? '').toLowerCase();
  return (RANGE_PARAMS as readonly string[]).includes(value) ? (value as RangeParam) : DEFAULT_RANGE;
}

/** The URL's query with another range (other parameters kept). */
export function withRange(params: URLSearchParams, range: RangeParam): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('range', range);
  return next;
}

export interface LeadsLinkFilter {
  course?: string;
  source?: string;
  status?: LeadStatus;
  /** A counsellor's user id, or "unassigned" (the leads nobody has). */
  assignee?: string;
  followUp?: 'due-today' | 'overdue' | 'upcoming';
  /** A bucket or range: its first instant and its end (excluded), as the API gives them. */
  start?: string;
  end?: string;
}

/**
 * The leads list filtered as a figure counts: the bucket's days are its first day to the day of its last instant, both
 * read from the bucket's own start and end instants in IST, the zone the API cut the buckets in.
 */
export function leadsLink(filter: LeadsLinkFilter): string {
  const params = new URLSearchParams();
  if (filter.course) params.set('course', filter.course);
  if (filter.status) params.set('status', filter.status);
  if (filter.start) params.set('from', centreDay(new Date(filter.start)));
  if (filter.end) params.set('to', centreDay(new Date(new Date(filter.end).getTime() - 1)));
  if (filter.source) params.set('source', filter.source);
  if (filter.assignee) params.set('assignee', filter.assignee);
  if (filter.followUp) params.set('followUp', filter.followUp);
  const query = params.toString();
  return query ? `${paths.admin.leads}?${query}` : paths.admin.leads;
}

/** The applications at one stage. */
export function applicationsLink(stage: string): string {
  return `${paths.admin.applications}?stage=${encodeURIComponent(stage)}`;
}

/** The x axis's short label: a week's first day ("23 Nov" of "23 Nov – 29 Nov"), a day as it is. */
export function shortBucketLabel(label: string): string {
  return label.split(' – ')[0]!;
}
