// /admin/leads (ADMIN and EDITOR): every lead, newest first, with search and filters kept in the URL, the views a
// counsellor works from (my leads, all, unassigned, and follow-ups due today, overdue or upcoming, with their counts),
// cursor pages, status and a note from a dialog, a row's name opening the lead's own page, and a CSV export of the
// filtered list from the server.
import { Anchor, Badge, Button, Card, Collapse, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import { useReducedMotion } from '@mantine/hooks';
import { Link, useSearchParams } from 'react-router-dom';
import { useClient, useMutation, useQuery } from 'urql';
import { graphql } from '../gql';
import type { AdminLeadFragment, LeadSource, LeadStatus } from '../gql/graphql';
import { errorMessage } from '../../api/errors';
import { paths } from '../../routes';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { ExportCsvButton } from '../common/ExportCsvButton';
import { PageHeader } from '../common/PageHeader';
import { notifyDeletedWithUndo } from '../common/undoDelete';
import { ConnectionPager } from '../common/Pager';
import { ResponsiveTable } from '../common/ResponsiveTable';
import { useCursorPages } from '../common/useCursorPages';
import { ClearFiltersButton, UrlSearchInput, useUrlSearch } from '../common/useUrlSearch';
import { usePhone } from '../common/usePhone';
import { useAdminUser } from '../session/AdminSession';
import { exportLeadsCsv } from './exportLeads';
import { LeadEditModal } from './LeadEditModal';
import { notYoursWords } from './leadAccess';
import { sourceLabel } from './leadDisplay';
import { followUpWords } from './leadTime';
import { useLeadCourses } from './useLeadCourses';
import { LeadViews, useCounsellors } from './LeadViews';
import './leads.css';
import {
  dateRangeProblem,
  experienceLabel,
  hasFilters,
  leadCourseOptions,
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
  LEAD_STATUS_COLORS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  leadFilterParams,
  leadQueryFilter,
  readLeadFilters,
  receivedAt,
  receivedParts,
  UNASSIGNED,
  type LeadFilters,
} from './leadFilters';
import { LoadFailure, Loading } from '../common/LoadState';

const DeleteLeadMutation = graphql(`
  mutation AdminDeleteLead($id: ID!) {
    deleteLead(id: $id) {
      id
    }
  }
`);

export const LEADS_PAGE_SIZE = 20;

graphql(`
  fragment AdminLead on Lead {
    id
    name
    email
    phone
    whatsapp
    designation
    experience
    course
    courseName
    sourcePage
    sourceButton
    wantsSyllabus
    status
    notes
    submissions
    source
    campaign
    assignee {
      id
      name
      role
    }
    nextFollowUpAt
    nextFollowUpNote
    followUpView
    createdAt
    updatedAt
  }
`);

const AdminLeadsQuery = graphql(`
  query AdminLeads(
    $first: Int!
    $after: String
    $search: String
    $course: String
    $status: LeadStatus
    $from: DateTime
    $to: DateTime
    $source: LeadSource
    $assigneeId: ID
    $unassigned: Boolean
    $followUp: FollowUpView
  ) {
    leads(
      first: $first
      after: $after
      search: $search
      course: $course
      status: $status
      from: $from
      to: $to
      source: $source
      assigneeId: $assigneeId
      unassigned: $unassigned
      followUp: $followUp
    ) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...AdminLead
        }
      }
    }
  }
`);


/** An address that may wrap before its "@" (and nowhere else), so that the column stays narrow. */
function BreakableEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

function StatusCell({ lead }: { lead: AdminLeadFragment }) {
  return (
    <>
      {/* A visible label: a squeezed column must not cut "Contacted" to "Contact…". */}
      <Badge color={LEAD_STATUS_COLORS[lead.status]} variant="light" radius="sm" styles={{ label: { overflow: 'visible' } }}>
        {LEAD_STATUS_LABELS[lead.status]}
      </Badge>
      {lead.notes && (
        <Text size="xs" c="dimmed" mt={4} lineClamp={2} title={lead.notes} maw={220}>
          {lead.notes}
        </Text>
      )}
    </>
  );
}

/** The planned follow-up in IST words ("Today 16:30", "Overdue: 25 Nov 10:00"), red once overdue. */
function FollowUpCell({ lead }: { lead: AdminLeadFragment }) {
  if (!lead.nextFollowUpAt) return <Text size="sm" c="dimmed" component="span">—</Text>;
  const words = followUpWords(lead.nextFollowUpAt);
  return (
    <span>
      <Text size="sm" component="span" c={words.startsWith('Overdue') ? 'red.8' : undefined} fw={words.startsWith('Overdue') || words.startsWith('Today') ? 600 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {words}
      </Text>
      {lead.nextFollowUpNote && (
        <Text size="xs" c="dimmed" display="block" lineClamp={2} title={lead.nextFollowUpNote} maw={180}>
          {lead.nextFollowUpNote}
        </Text>
      )}
    </span>
  );
}

const filterStyle = { flex: '1 1 170px', minWidth: 0 } as const;
// Two dates side by side even on a phone.
const dateStyle = { flex: '1 1 140px', minWidth: 0, maxWidth: 240 } as const;

export function LeadsPage() {
  const courses = useLeadCourses();
  const viewer = useAdminUser();
  const isAdmin = viewer.role === 'ADMIN';
  const counsellors = useCounsellors();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readLeadFilters(searchParams);
  const filterKey = leadFilterParams(filters).toString();
  const rangeProblem = dateRangeProblem(filters);

  const phone = usePhone();
  const reducedMotion = useReducedMotion();
  const [moreFilters, setMoreFilters] = useState(false);
  const moreFiltersId = useId();
  const activeFilters = [filters.course, filters.status, filters.source, filters.assignee, filters.from, filters.to].filter(Boolean).length;
  // Always open beside a wide screen's list, and while a date range needs correcting.
  const showMoreFilters = !phone || moreFilters || rangeProblem !== null;
  // The search box, kept in the URL: typing refines one search, so it replaces the history entry.
  const [search, setSearch] = useUrlSearch(filters.q, (q) =>
    setSearchParams((params) => leadFilterParams({ ...readLeadFilters(params), q }), { replace: true, preventScrollReset: true }),
  );
  // A chosen filter is a step Back can undo (a new history entry).
  const setFilters = (change: Partial<LeadFilters>) => {
    setSearchParams(leadFilterParams({ ...readLeadFilters(searchParams), ...change }), { preventScrollReset: true });
  };

  // Other filters start again at page 1, in this very render: a cursor of the old list must not reach the query.
  const pages = useCursorPages();
  const [pagedFilters, setPagedFilters] = useState(filterKey);
  if (pagedFilters !== filterKey) {
    setPagedFilters(filterKey);
    pages.reset();
  }
  const after = pagedFilters === filterKey ? pages.after : null;

  const variables = { first: LEADS_PAGE_SIZE, after, ...leadQueryFilter(filters) };
  const [{ data, fetching, error, operation }, reexecute] = useQuery({
    query: AdminLeadsQuery,
    variables,
    requestPolicy: 'cache-and-network',
    pause: rangeProblem !== null,
  });
  // urql keeps the last answer while the next one loads: it is shown dimmed, and its errors are not this query's.
  const current = !operation || JSON.stringify(operation.variables) === JSON.stringify(variables);
  const [editing, setEditing] = useState<AdminLeadFragment | null>(null);
  // Delete: asked first, then to the trash with Undo in the notification (the trash page restores it later too).
  const [toDelete, setToDelete] = useState<AdminLeadFragment | null>(null);
  const [{ fetching: deleting }, deleteLead] = useMutation(DeleteLeadMutation);
  const client = useClient();

  const connection = data?.leads;
  const leads = connection?.edges.map((edge) => edge.node) ?? [];
  const filtered = hasFilters(filters);
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const showError = Boolean(error && current && !rangeProblem);

  const confirmDelete = async () => {
    if (!toDelete) return;
    const { id, name } = toDelete;
    const result = await deleteLead({ id });
    if (result.error) notifications.show({ color: 'red', title: 'Could not delete the lead', message: errorMessage(result.error) });
    else {
      notifyDeletedWithUndo(client, { entity: 'Lead', id, title: 'Lead deleted', message: `The lead from “${name}” was deleted.`, restored: `The lead from “${name}” is back.`, onRestored: reload });
      if (leads.length === 1 && pages.page > 1) pages.previous();
    }
    setToDelete(null);
    reload();
  };

  const description = connection && current && !rangeProblem
    ? `${connection.totalCount.toLocaleString()} ${filtered ? 'matching ' : ''}lead${connection.totalCount === 1 ? '' : 's'}`
    : 'Enquiries from the course pages, newest first';

  return (
    <>
      <PageHeader
        title="Leads"
        description={description}
        action={
          <ExportCsvButton what="the leads" disabled={rangeProblem !== null} download={() => exportLeadsCsv(filters)} />
        }
      />
      <Card withBorder radius="md" padding={0}>
        <div style={{ padding: 'var(--mantine-spacing-sm)', borderBottom: '1px solid var(--mantine-color-default-border)' }}>
          <LeadViews filters={filters} viewerId={viewer.id} isAdmin={isAdmin} counsellors={counsellors} />
        </div>
        <Stack gap="sm" p="sm" role="search" aria-label="Filter leads" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
          <Group gap="sm" wrap="nowrap" align="flex-end">
            <UrlSearchInput
              // Beside the Filters button a phone's box shows about 20 letters: the full hint was cut off at 375 px.
              placeholder={phone ? 'Name, email, phone…' : 'Name, email, phone or designation…'}
              value={search}
              onChange={setSearch}
              style={{ flex: '2 1 240px', minWidth: 0 }}
            />
            {phone && (
              // On a phone the other filters (six fields, a screen's height) fold away under one button that says how
              // many are set, so that the first leads show under the search.
              <Button
                variant={moreFilters ? 'light' : 'default'}
                onClick={() => setMoreFilters((open) => !open)}
                aria-expanded={showMoreFilters}
                aria-controls={moreFiltersId}
                rightSection={activeFilters > 0 ? <Badge size="sm" circle>{activeFilters}</Badge> : null}
                style={{ flex: 'none' }}
              >
                Filters
              </Button>
            )}
          </Group>
          <Collapse expanded={showMoreFilters} id={moreFiltersId} transitionDuration={reducedMotion ? 0 : 150}>
            <Stack gap="sm">
              <Group gap="sm" wrap="wrap" align="flex-end">
                <NativeSelect
                  label="Course"
                  data={[{ value: '', label: 'All courses' }, ...leadCourseOptions(courses)]}
                  value={filters.course}
                  onChange={(e) => setFilters({ course: e.currentTarget.value })}
                  style={filterStyle}
                />
                <NativeSelect
                  label="Status"
                  data={[{ value: '', label: 'All statuses' }, ...LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] }))]}
                  value={filters.status}
                  onChange={(e) => setFilters({ status: e.currentTarget.value as LeadStatus | '' })}
                  style={filterStyle}
                />
              </Group>
              <Group gap="sm" wrap="wrap" align="flex-end">
                <NativeSelect
                  label="Source"
                  data={[{ value: '', label: 'All sources' }, ...LEAD_SOURCES.map((value) => ({ value, label: LEAD_SOURCE_LABELS[value] }))]}
                  value={filters.source}
                  onChange={(e) => setFilters({ source: e.currentTarget.value as LeadSource | '' })}
                  style={filterStyle}
                />
                <NativeSelect
                  label="Counsellor"
                  data={[
                    { value: '', label: 'Every counsellor' },
                    { value: UNASSIGNED, label: 'Unassigned' },
                    ...counsellors.map((c) => ({ value: c.id, label: c.id === viewer.id ? `${c.name} (me)` : c.name })),
                    // A counsellor in the URL before the list of counsellors arrives (or one no longer staff).
                    ...(filters.assignee && filters.assignee !== UNASSIGNED && !counsellors.some((c) => c.id === filters.assignee)
                      ? [{ value: filters.assignee, label: filters.assignee === viewer.id ? `${viewer.name} (me)` : 'Another counsellor' }]
                      : []),
                  ]}
                  value={filters.assignee}
                  onChange={(e) => setFilters({ assignee: e.currentTarget.value })}
                  style={filterStyle}
                />
              </Group>
              <Group gap="sm" wrap="wrap" align="flex-start">
                <TextInput
                  label="From"
                  type="date"
                  value={filters.from}
                  max={filters.to || undefined}
                  onChange={(e) => setFilters({ from: e.currentTarget.value })}
                  style={dateStyle}
                />
                <TextInput
                  label="To"
                  type="date"
                  value={filters.to}
                  min={filters.from || undefined}
                  onChange={(e) => setFilters({ to: e.currentTarget.value })}
                  error={rangeProblem}
                  style={dateStyle}
                />
                {(filtered || search) && <ClearFiltersButton clearSearch={() => setSearch('')} />}
              </Group>
            </Stack>
          </Collapse>
        </Stack>
        {rangeProblem && (
          <Text c="dimmed" ta="center" py="lg" size="sm">
            Choose a “To” date on or after the “From” date to see leads.
          </Text>
        )}
        {showError && (
          <LoadFailure m="sm" title="Could not load leads" message={errorMessage(error!)} onRetry={reload} />
        )}
        {fetching && !data && !rangeProblem && (
          <Loading label="Loading leads" />
        )}
        {data && !showError && !rangeProblem && (
          <div className="leads-results" aria-busy={fetching} data-stale={current ? undefined : true}>
            <ResponsiveTable
              label="Leads"
              rows={leads}
              rowKey={(lead) => lead.id}
              empty={filtered ? 'No leads match these filters.' : 'No leads yet. They appear here as visitors ask for a call back or a syllabus.'}
              columns={[
                {
                  header: 'Received',
                  cell: (lead) => {
                    const { date, time } = receivedParts(lead.createdAt);
                    return (
                      <span title={receivedAt(lead.createdAt)}>
                        {date}
                        <Text size="xs" c="dimmed" component="span" display="block">
                          {time}
                        </Text>
                      </span>
                    );
                  },
                  nowrap: true,
                },
                {
                  header: 'Name',
                  primary: true,
                  // The name opens the lead's own page (its timeline and every action); the contact stays at hand.
                  cell: (lead) => (
                    <span className="leads-name" style={{ display: 'block' }}>
                      <Anchor component={Link} to={paths.admin.lead(lead.id)} fw={600} size="sm">
                        {lead.name}
                      </Anchor>
                      <Text size="xs" c="dimmed" fw={400} component="span" display="block">
                        {[lead.designation, `${experienceLabel(lead.experience)} experience`].filter(Boolean).join(' · ')}
                      </Text>
                      <Anchor href={`mailto:${lead.email}`} size="xs" fw={400} display="block" style={{ overflowWrap: 'anywhere' }}>
                        <BreakableEmail email={lead.email} />
                      </Anchor>
                      {lead.phone ? (
                        <Anchor href={`tel:${lead.phone.replace(/\s/g, '')}`} size="xs" fw={400} display="block" style={{ whiteSpace: 'nowrap' }}>
                          {lead.phone}
                        </Anchor>
                      ) : null}
                      {lead.phone && lead.whatsapp ? (
                        <Text size="xs" c="dimmed" fw={400} component="span" display="block">
                          WhatsApp is fine
                        </Text>
                      ) : null}
                    </span>
                  ),
                  maxWidth: 220,
                },
                {
                  header: 'Course & source',
                  cell: (lead) => (
                    <>
                      {lead.courseName}
                      <Text size="xs" c="dimmed" component="span" display="block">
                        {[LEAD_SOURCE_LABELS[lead.source], lead.campaign].filter(Boolean).join(' · ')}
                      </Text>
                      <Text size="xs" c="dimmed" component="span" display="block" title={lead.sourcePage || undefined}>
                        {sourceLabel(lead.sourcePage, lead.sourceButton, courses)}
                        {lead.wantsSyllabus && ' · asked for the syllabus'}
                      </Text>
                    </>
                  ),
                  maxWidth: 240,
                  wide: true,
                },
                { header: 'Status', cell: (lead) => <StatusCell lead={lead} /> },
                {
                  header: 'Counsellor',
                  cell: (lead) =>
                    lead.assignee ? (
                      lead.assignee.name
                    ) : (
                      <Text size="sm" c="dimmed" component="span">
                        Unassigned
                      </Text>
                    ),
                  maxWidth: 160,
                },
                { header: 'Next follow-up', cell: (lead) => <FollowUpCell lead={lead} /> },
              ]}
              actions={(lead) => {
                // Edit and Delete need lead:work, as on the lead's page (the same rule: leadAccess.ts): disabled on
                // another counsellor's lead for an editor, the reason in the wrapper's title (a disabled button
                // gets no pointer events, so no tooltip of its own).
                const notYours = notYoursWords(viewer, lead);
                return (
                  // One above the other, Delete with little padding: the Actions column stays as narrow as its heading
                  // (as with Edit alone), so the seven columns still fit as a table at 1280 px beside the sidebar.
                  <Stack gap={4} align="stretch" title={notYours ?? undefined} data-not-yours={notYours ? true : undefined}>
                    <Button size="xs" variant="light" onClick={() => setEditing(lead)} aria-label={`Edit lead ${lead.name}`} disabled={notYours !== null}>
                      Edit
                    </Button>
                    <Button size="xs" variant="subtle" color="red" px={6} onClick={() => setToDelete(lead)} aria-label={`Delete lead ${lead.name}`} disabled={notYours !== null}>
                      Delete
                    </Button>
                  </Stack>
                );
              }}
            />
          </div>
        )}
      </Card>
      {connection && current && !rangeProblem && (
        <ConnectionPager pages={pages} connection={connection} pageSize={LEADS_PAGE_SIZE} noun="leads" />
      )}
      <ConfirmDeleteModal itemName={toDelete ? `the lead from “${toDelete.name}”` : null} onCancel={() => setToDelete(null)} onConfirm={confirmDelete} busy={deleting} />
      <LeadEditModal
        lead={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
    </>
  );
}
