// The leads inbox keeps its filters in the URL (?q=&course=&status=&from=&to=&source=&assignee=&followUp=), so that
// reload, back, a shared link and the dashboard's links show the same list. The same filters go to the GraphQL query
// and to the CSV export.
import type { AdminLeadsQueryVariables, FollowUpView, LeadSource, LeadStatus } from '../gql/graphql';
import { GENERAL_LEAD_LABEL, type CourseRoute } from '../../marketing/courseRoutes';
import { centreDateTime, centreDayBounds } from './leadTime';

export const LEAD_STATUSES: readonly LeadStatus[] = ['NEW', 'CONTACTED', 'ENROLLED', 'CLOSED'];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = { NEW: 'New', CONTACTED: 'Contacted', ENROLLED: 'Enrolled', CLOSED: 'Closed' };
export const LEAD_STATUS_COLORS: Record<LeadStatus, string> = { NEW: 'blue', CONTACTED: 'yellow', ENROLLED: 'green', CLOSED: 'gray' };

export const LEAD_SOURCES: readonly LeadSource[] = ['WEBSITE', 'GOOGLE', 'FACEBOOK', 'INSTAGRAM', 'LINKEDIN', 'YOUTUBE', 'WHATSAPP', 'EMAIL', 'REFERRAL', 'OTHER'];
export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  WEBSITE: 'Website',
  GOOGLE: 'Google',
  FACEBOOK: 'Facebook',
  INSTAGRAM: 'Instagram',
  LINKEDIN: 'LinkedIn',
  YOUTUBE: 'YouTube',
  WHATSAPP: 'WhatsApp',
  EMAIL: 'E-mail',
  REFERRAL: 'Referral',
  OTHER: 'Other',
};

/** The follow-up views as the URL spells them (?followUp=due-today), and as the API does. */
export type FollowUpParam = 'due-today' | 'overdue' | 'upcoming';
export const FOLLOW_UP_PARAMS: readonly FollowUpParam[] = ['due-today', 'overdue', 'upcoming'];
export const FOLLOW_UP_VIEWS: Record<FollowUpParam, FollowUpView> = { 'due-today': 'DUE_TODAY', overdue: 'OVERDUE', upcoming: 'UPCOMING' };
export const FOLLOW_UP_LABELS: Record<FollowUpParam, string> = { 'due-today': 'Due today', overdue: 'Overdue', upcoming: 'Upcoming' };

/** `?assignee=unassigned`: the leads nobody has been given yet. */
export const UNASSIGNED = 'unassigned';

/** Every course a lead can name, for the course filter: the published courses (from the API) and "general". */
export function leadCourseOptions(courses: readonly CourseRoute[]): { value: string; label: string }[] {
  return [...courses.map((r) => ({ value: r.slug, label: r.label })), { value: 'general', label: GENERAL_LEAD_LABEL }];
}

/** A course slug's shape (the list of courses is the API's, so the URL is only checked for a possible slug). */
const COURSE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const MAX_SEARCH = 200;
/** A user id's shape (cuid or uuid): anything else in the URL is no filter. */
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface LeadFilters {
  /** Search text ("" for none). */
  q: string;
  /** A course slug ("" for every course). */
  course: string;
  status: LeadStatus | '';
  /** Calendar days "2026-03-01" in the reader's time zone ("" for open-ended); both ends included. */
  from: string;
  to: string;
  source: LeadSource | '';
  /** A counsellor's user id, "unassigned", or "" for everyone's leads. */
  assignee: string;
  /** A follow-up view ("" for none): the list is then in order of the planned follow-up, soonest first. */
  followUp: FollowUpParam | '';
}

export const NO_FILTERS: LeadFilters = { q: '', course: '', status: '', from: '', to: '', source: '', assignee: '', followUp: '' };

function validDate(value: string | null): string {
  if (!value || !DATE.test(value)) return '';
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  // "2026-02-31" is not a day (Date would roll it over to March).
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? value : '';
}

/** The filters in a URL; anything unknown or malformed there counts as no filter. */
export function readLeadFilters(params: URLSearchParams): LeadFilters {
  const course = params.get('course') ?? '';
  const status = (params.get('status') ?? '').toUpperCase();
  const source = (params.get('source') ?? '').toUpperCase();
  const assignee = params.get('assignee') ?? '';
  const followUp = (params.get('followUp') ?? '').toLowerCase();
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH),
    course: COURSE_SLUG.test(course) && course.length <= 80 ? course : '',
    status: (LEAD_STATUSES as readonly string[]).includes(status) ? (status as LeadStatus) : '',
    from: validDate(params.get('from')),
    to: validDate(params.get('to')),
    source: (LEAD_SOURCES as readonly string[]).includes(source) ? (source as LeadSource) : '',
    assignee: USER_ID.test(assignee) ? assignee : '',
    followUp: (FOLLOW_UP_PARAMS as readonly string[]).includes(followUp) ? (followUp as FollowUpParam) : '',
  };
}

/** The query string of the filters, without the empty ones. */
export function leadFilterParams(filters: LeadFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.course) params.set('course', filters.course);
  if (filters.status) params.set('status', filters.status);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.source) params.set('source', filters.source);
  if (filters.assignee) params.set('assignee', filters.assignee);
  if (filters.followUp) params.set('followUp', filters.followUp);
  return params;
}

export function hasFilters(filters: LeadFilters): boolean {
  return leadFilterParams(filters).toString() !== '';
}

/** "To" before "From": nothing could match, so the list is not asked for. */
export function dateRangeProblem(filters: LeadFilters): string | null {
  return filters.from && filters.to && filters.to < filters.from ? 'The “To” date must be on or after the “From” date' : null;
}

/** The leads list's filter variables, every one given (null for "not filtered"): from the generated type of its query. */
export type LeadQueryFilter = Required<Pick<AdminLeadsQueryVariables, 'search' | 'course' | 'status' | 'from' | 'to' | 'source' | 'assigneeId' | 'unassigned' | 'followUp'>>;

/** The API's filter: the days are IST days, "to" includes its whole day (leadTime.ts centreDayBounds). */
export function leadQueryFilter(filters: LeadFilters): LeadQueryFilter {
  const days = centreDayBounds(filters.from, filters.to);
  return {
    search: filters.q || null,
    course: filters.course || null,
    status: filters.status || null,
    from: days.from,
    to: days.to,
    source: filters.source || null,
    assigneeId: filters.assignee && filters.assignee !== UNASSIGNED ? filters.assignee : null,
    unassigned: filters.assignee === UNASSIGNED ? true : null,
    followUp: filters.followUp ? FOLLOW_UP_VIEWS[filters.followUp] : null,
  };
}

export const LEADS_EXPORT_PATH = '/api/v1/leads/export.csv';

/** The CSV export of exactly these filters (the server streams every matching lead, not one page). */
export function leadExportUrl(filters: LeadFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(leadQueryFilter(filters))) if (value) params.set(key, String(value));
  const query = params.toString();
  return query ? `${LEADS_EXPORT_PATH}?${query}` : LEADS_EXPORT_PATH;
}

/**
 * Experience in the consultation form's words. Leads store them as words since issue 26 ("Fresher", "1 Year",
 * "2 Years", "3+ years"), shown as they are; older leads hold "1" or "2" (years), shown in the same words. The CSV
 * export writes the same (experienceWords in gateway/src/rest/leads.ts).
 */
export function experienceLabel(stored: string): string {
  const value = stored.trim();
  if (!value) return '—';
  if (value === '0') return 'Fresher';
  if (value === '3' || value === '3+') return '3+ years';
  if (/^\d+$/.test(value)) return `${Number(value)} Year${Number(value) === 1 ? '' : 's'}`;
  return value;
}

/** Received time in the centre's time zone (IST, as every lead time is shown), e.g. "14 Mar 2026, 15:05". */
export function receivedAt(value: string): string {
  return centreDateTime(value);
}

/** The received time as two lines for the table, in IST: "14 Mar 2026" and "15:05". */
export function receivedParts(value: string): { date: string; time: string } {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return { date: 'N/A', time: '' };
  const [day, time] = centreDateTime(date).split(', ') as [string, string];
  return { date: day, time };
}
