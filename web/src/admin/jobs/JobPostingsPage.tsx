// /admin/job-posting (SPEC section 2): the Job Postings table with search, a status filter (in the URL) and pages,
// Add/Edit in a modal, Preview, History (versions, compare, restore), Close as filled, Reopen (or Publish a draft), Duplicate (a draft copy), Delete after a
// confirmation; the list reloads after every change.
import { Anchor, Badge, Button, Card, Group, Loader, Menu, NativeSelect, Stack, Text } from '@mantine/core';
import { ResponsiveTable } from '../common/ResponsiveTable';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useClient, useMutation, useQuery } from 'urql';
import { notifyDeletedWithUndo } from '../common/undoDelete';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { graphql } from '../gql';
import { errorMessage } from '../../api/errors';
import { paths } from '../../routes';
import { centreDate, shortId } from '../common/format';
import { PageHeader } from '../common/PageHeader';
import { ConnectionPager } from '../common/Pager';
import { useCursorPages } from '../common/useCursorPages';
import { UrlSearchInput, useUrlSearch } from '../common/useUrlSearch';
import { JobFormModal, type JobFormTarget } from './JobFormModal';
import { JobHistoryDrawer, type JobHistoryTarget } from './JobHistoryDrawer';
import { JobPreviewModal } from './JobPreviewModal';
import { JOB_STATE_COLORS, JOB_STATE_LABELS, JOB_STATUS_FILTERS, jobStateNote, readJobStatusFilter, withJobStatusFilter, type JobStatusFilter } from './jobStates';
import { LoadFailure, Loading } from '../common/LoadState';
import type { JobState } from '../gql/graphql';

export const JOBS_PAGE_SIZE = 10;

const AdminJobPostsQuery = graphql(`
  query AdminJobPosts($first: Int!, $after: String, $search: String, $states: [JobState!]!) {
    jobPosts(first: $first, after: $after, search: $search, states: $states) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          title
          companyname
          location
          createdAt
          state
          closesAt
          filledAt
          applicationCount
        }
      }
    }
  }
`);

const CloseJobPostMutation = graphql(`
  mutation AdminCloseJobPostAsFilled($id: ID!) {
    closeJobPostAsFilled(id: $id) {
      id
      state
    }
  }
`);

const ReopenJobPostMutation = graphql(`
  mutation AdminReopenJobPost($id: ID!) {
    reopenJobPost(id: $id) {
      id
      state
      closesAt
    }
  }
`);

const DuplicateJobPostMutation = graphql(`
  mutation AdminDuplicateJobPost($id: ID!) {
    duplicateJobPost(id: $id) {
      id
      title
    }
  }
`);

const DeleteJobPostMutation = graphql(`
  mutation AdminDeleteJobPost($id: ID!) {
    deleteJobPost(id: $id) {
      id
    }
  }
`);

interface JobRow {
  id: string | null;
  title: string;
}

/** A row's lifecycle actions: what each is called for the job's state (a draft is published, a closed job reopened). */
function lifecycleActions(state: JobState): ('close' | 'reopen' | 'publish')[] {
  if (state === 'OPEN') return ['close'];
  if (state === 'DRAFT') return ['publish'];
  if (state === 'EXPIRED') return ['reopen', 'close'];
  return ['reopen'];
}

function MoreIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <circle cx="5" cy="12" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="19" cy="12" r="2" />
    </svg>
  );
}

export function JobPostingsPage() {
  const [params, setParams] = useSearchParams();
  // The search, kept in the URL (?q=) as the leads and applications lists keep theirs: a reload or a link keeps it,
  // and typing refines one search, so it replaces the history entry.
  const q = (params.get('q') ?? '').trim();
  const [search, setSearch] = useUrlSearch(q, (next) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next) changed.set('q', next);
        else changed.delete('q');
        return changed;
      },
      { replace: true, preventScrollReset: true },
    ),
  );
  const statusFilter = readJobStatusFilter(params);
  const pages = useCursorPages();
  const { reset } = pages;
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: AdminJobPostsQuery,
    variables: { first: JOBS_PAGE_SIZE, after: pages.after, search: q || null, states: statusFilter.states },
    requestPolicy: 'cache-and-network',
  });
  const [formTarget, setFormTarget] = useState<JobFormTarget | null>(null);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [historyOf, setHistoryOf] = useState<JobHistoryTarget | null>(null);
  const [toDelete, setToDelete] = useState<JobRow | null>(null);
  const [{ fetching: deleting }, deleteJob] = useMutation(DeleteJobPostMutation);
  const [, closeJob] = useMutation(CloseJobPostMutation);
  const [, reopenJob] = useMutation(ReopenJobPostMutation);
  const [, duplicateJob] = useMutation(DuplicateJobPostMutation);
  const [busyId, setBusyId] = useState<string | null>(null);

  useEffect(() => reset(), [q, statusFilter.value, reset]);
  const setStatusFilter = (value: JobStatusFilter['value']) => setParams(withJobStatusFilter(params, value), { preventScrollReset: true });

  const connection = data?.jobPosts;
  const jobs = connection?.edges.map((edge) => edge.node) ?? [];
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const client = useClient();

  /** Runs a lifecycle action on a row and says what happened (the list reloads either way). */
  const lifecycle = async (job: { id: string; title: string }, action: 'close' | 'reopen' | 'publish' | 'duplicate') => {
    setBusyId(job.id);
    try {
      const result =
        action === 'close' ? await closeJob({ id: job.id }) : action === 'duplicate' ? await duplicateJob({ id: job.id }) : await reopenJob({ id: job.id });
      if (result.error) {
        const what = { close: 'close the job', reopen: 'reopen the job', publish: 'publish the job', duplicate: 'duplicate the job' }[action];
        notifications.show({ color: 'red', title: `Could not ${what}`, message: errorMessage(result.error) });
        return;
      }
      const message = {
        close: `“${job.title}” is closed as filled: it left the site’s lists, and its page no longer takes applications.`,
        reopen: `“${job.title}” is open again.`,
        publish: `“${job.title}” is published.`,
        duplicate: `A draft copy of “${job.title}” was made. Edit it, then publish it.`,
      }[action];
      const title = { close: 'Closed as filled', reopen: 'Reopened', publish: 'Published', duplicate: 'Duplicated' }[action];
      notifications.show({ color: 'green', title, message });
      if (action === 'duplicate' && result.data && 'duplicateJobPost' in result.data && result.data.duplicateJobPost) {
        setFormTarget({ mode: 'edit', id: result.data.duplicateJobPost.id });
      }
    } finally {
      setBusyId(null);
      reload();
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    if (!toDelete.id) {
      setToDelete(null); // nothing on the server to delete
      return;
    }
    const result = await deleteJob({ id: toDelete.id });
    if (result.error) {
      notifications.show({ color: 'red', title: 'Could not delete the job', message: errorMessage(result.error) });
    } else {
      notifyDeletedWithUndo(client, { entity: 'JobPost', id: toDelete.id, title: 'Job deleted', message: `“${toDelete.title}” was deleted.`, restored: `“${toDelete.title}” is back.`, onRestored: reload });
      // The last row of a later page went: show the page before it.
      if (jobs.length === 1 && pages.page > 1) pages.previous();
    }
    setToDelete(null);
    reload();
  };

  return (
    <>
      <PageHeader
        title="Job Postings"
        description={
          connection
            ? `${connection.totalCount.toLocaleString()} ${q ? 'matching ' : ''}${statusFilter.value ? `${statusFilter.label.toLowerCase()}: ` : ''}job post${connection.totalCount === 1 ? '' : 's'}`
            : undefined
        }
        action={<Button onClick={() => setFormTarget({ mode: 'add' })}>Add Job</Button>}
      />
      <Card withBorder radius="md" padding={0}>
        <Group p="sm" gap="sm" wrap="wrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
          <UrlSearchInput
            aria-label="Search job posts"
            placeholder="Title, company, location…"
            value={search}
            onChange={setSearch}
            style={{ flex: '1 1 240px', maxWidth: 420 }}
          />
          <NativeSelect
            label="Status"
            data={JOB_STATUS_FILTERS.map((f) => ({ value: f.value, label: f.label }))}
            value={statusFilter.value}
            onChange={(e) => setStatusFilter(e.currentTarget.value as JobStatusFilter['value'])}
            style={{ flex: '0 1 220px' }}
          />
          {fetching && data && <Loader size="xs" role="status" aria-label="Updating" />}
        </Group>
        {error && !data && (
          <LoadFailure m="sm" title="Could not load job posts" message={errorMessage(error)} onRetry={reload} />
        )}
        {fetching && !data && (
          <Loading label="Loading job posts" />
        )}
        {data && (
          <ResponsiveTable
              label="Job Postings"
              rows={jobs}
              rowKey={(job) => job.id}
              empty={
                q
                  ? `No ${statusFilter.value ? `${statusFilter.label.toLowerCase()} ` : ''}job posts match “${q}”.`
                  : statusFilter.value
                    ? `No job posts here (${statusFilter.label}).`
                    : 'No job posts yet. Add the first one.'
              }
              columns={[
                { header: 'ID', cell: (job) => <span title={job.id}>{shortId(job.id)}</span>, mono: true, nowrap: true },
                {
                  header: 'Title',
                  cell: (job) => (
                    <>
                      {job.title}
                      {/* The placement pipeline of this job (issue 28): its applicants, filtered in the URL. */}
                      <Anchor component={Link} to={`${paths.admin.applications}?job=${encodeURIComponent(job.id)}`} size="xs" fw={400} display="block">
                        Applicants ({job.applicationCount})
                      </Anchor>
                    </>
                  ),
                  primary: true,
                },
                { header: 'Company', cell: (job) => job.companyname },
                { header: 'Location', cell: (job) => job.location },
                {
                  header: 'Status',
                  cell: (job) => {
                    const note = jobStateNote(job);
                    return (
                      <Stack gap={0} align="flex-start">
                        <Badge color={JOB_STATE_COLORS[job.state]} variant="light" radius="sm" style={{ flexShrink: 0 }} styles={{ label: { overflow: 'visible' } }}>
                          {JOB_STATE_LABELS[job.state]}
                        </Badge>
                        {note && (
                          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                            {note}
                          </Text>
                        )}
                      </Stack>
                    );
                  },
                  nowrap: true,
                },
                { header: 'Posted Date', cell: (job) => centreDate(job.createdAt), nowrap: true },
              ]}
              actions={(job) => (
                <>
                  <Button size="xs" variant="light" onClick={() => setFormTarget({ mode: 'edit', id: job.id })} aria-label={`Edit ${job.title}`}>
                    Edit
                  </Button>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <Button size="xs" variant="light" color="gray" px={8} loading={busyId === job.id} aria-label={`More actions for ${job.title}`}>
                        <MoreIcon />
                      </Button>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item onClick={() => setPreviewId(job.id)}>Preview</Menu.Item>
                      <Menu.Item onClick={() => setHistoryOf({ id: job.id, title: job.title })}>History</Menu.Item>
                      {lifecycleActions(job.state).map((action) => (
                        <Menu.Item key={action} onClick={() => void lifecycle(job, action)}>
                          {{ close: 'Close as filled', reopen: 'Reopen', publish: 'Publish' }[action]}
                        </Menu.Item>
                      ))}
                      <Menu.Item onClick={() => void lifecycle(job, 'duplicate')}>Duplicate as a draft</Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                  <Button size="xs" variant="light" color="red" onClick={() => setToDelete(job)} aria-label={`Delete ${job.title}`}>
                    Delete
                  </Button>
                </>
              )}
            />
        )}
      </Card>
      {connection && (
        <ConnectionPager pages={pages} connection={connection} pageSize={JOBS_PAGE_SIZE} noun="job posts" />
      )}
      <JobFormModal
        target={formTarget}
        onClose={() => setFormTarget(null)}
        onSaved={() => {
          setFormTarget(null);
          if (formTarget?.mode === 'add') pages.reset(); // the new job is the newest: first page
          reload();
        }}
      />
      <JobPreviewModal id={previewId} onClose={() => setPreviewId(null)} />
      <JobHistoryDrawer job={historyOf} onClose={() => setHistoryOf(null)} onRestored={reload} />
      <ConfirmDeleteModal itemName={toDelete ? toDelete.title : null} onCancel={() => setToDelete(null)} onConfirm={confirmDelete} busy={deleting} />
    </>
  );
}
