// /admin/job-posting (SPEC section 2): the Job Postings table with search and pages, Add/Edit in a modal, Delete
// after a confirmation; the list reloads after every save and delete.
import { Button, Card, CloseButton, Group, Loader, TextInput } from '@mantine/core';
import { ResponsiveTable } from '../common/ResponsiveTable';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useClient, useMutation, useQuery } from 'urql';
import { notifyDeletedWithUndo } from '../common/undoDelete';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { graphql } from '../gql';
import { errorMessage } from '../../api/errors';
import { localeDate, shortId } from '../common/format';
import { PageHeader } from '../common/PageHeader';
import { ConnectionPager } from '../common/Pager';
import { useCursorPages } from '../common/useCursorPages';
import { JobFormModal, type JobFormTarget } from './JobFormModal';
import { LoadFailure, Loading } from '../common/LoadState';

export const JOBS_PAGE_SIZE = 10;

const AdminJobPostsQuery = graphql(`
  query AdminJobPosts($first: Int!, $after: String, $search: String) {
    jobPosts(first: $first, after: $after, search: $search) {
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
        }
      }
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

function SearchIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </svg>
  );
}

export function JobPostingsPage() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const pages = useCursorPages();
  const { reset } = pages;
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: AdminJobPostsQuery,
    variables: { first: JOBS_PAGE_SIZE, after: pages.after, search: debouncedSearch || null },
    requestPolicy: 'cache-and-network',
  });
  const [formTarget, setFormTarget] = useState<JobFormTarget | null>(null);
  const [toDelete, setToDelete] = useState<JobRow | null>(null);
  const [{ fetching: deleting }, deleteJob] = useMutation(DeleteJobPostMutation);

  useEffect(() => reset(), [debouncedSearch, reset]);

  const connection = data?.jobPosts;
  const jobs = connection?.edges.map((edge) => edge.node) ?? [];
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const client = useClient();

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
        description={connection ? `${connection.totalCount.toLocaleString()} ${debouncedSearch ? 'matching ' : ''}job post${connection.totalCount === 1 ? '' : 's'}` : undefined}
        action={<Button onClick={() => setFormTarget({ mode: 'add' })}>Add Job</Button>}
      />
      <Card withBorder radius="md" padding={0}>
        <Group p="sm" gap="sm" wrap="wrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
          <TextInput
            aria-label="Search job posts"
            placeholder="Search title, company, location…"
            leftSection={<SearchIcon />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            rightSection={search ? <CloseButton size="sm" aria-label="Clear search" onClick={() => setSearch('')} /> : null}
            style={{ flex: '1 1 240px', maxWidth: 420 }}
            type="search"
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
              empty={debouncedSearch ? `No job posts match “${debouncedSearch}”.` : 'No job posts yet. Add the first one.'}
              columns={[
                { header: 'ID', cell: (job) => <span title={job.id}>{shortId(job.id)}</span>, mono: true, nowrap: true },
                { header: 'Title', cell: (job) => job.title, primary: true },
                { header: 'Company', cell: (job) => job.companyname },
                { header: 'Location', cell: (job) => job.location },
                { header: 'Posted Date', cell: (job) => localeDate(job.createdAt), nowrap: true },
              ]}
              actions={(job) => (
                <>
                  <Button size="xs" variant="light" onClick={() => setFormTarget({ mode: 'edit', id: job.id })} aria-label={`Edit ${job.title}`}>
                    Edit
                  </Button>
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
      <ConfirmDeleteModal itemName={toDelete ? toDelete.title : null} onCancel={() => setToDelete(null)} onConfirm={confirmDelete} busy={deleting} />
    </>
  );
}
