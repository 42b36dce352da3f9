// /admin/applications (ADMIN and EDITOR): the placement cell's pipeline. Every application, newest first, filtered by
// job, stage and the day applied (kept in the URL, so "Applicants (n)" on a job posting links straight to its
// applicants), in cursor pages, with counts per stage, a CSV export of the filtered list from the server, and the
// open application in a drawer (?application=<id>).
import { Button, Card, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { centreTimeOf } from '../common/format';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { errorMessage } from '../../api/errors';
import { graphql } from '../gql';
import type { AdminApplicationRowFragment, ApplicationStage } from '../gql/graphql';
import { downloadWithToken } from '../common/download';
import { LoadFailure, Loading } from '../common/LoadState';
import { ExportCsvButton } from '../common/ExportCsvButton';
import { PageHeader } from '../common/PageHeader';
import { ConnectionPager } from '../common/Pager';
import { ResponsiveTable } from '../common/ResponsiveTable';
import { useCursorPages } from '../common/useCursorPages';
import { ApplicationDrawer } from './ApplicationDrawer';
import {
  applicationExportUrl,
  applicationFilterParams,
  applicationQueryFilter,
  dateRangeProblem,
  dateTime,
  day,
  hasFilters,
  openApplicationId,
  readApplicationFilters,
  withOpenApplication,
  type ApplicationFilters,
} from './applicationFilters';
import { ClearFiltersButton, UrlSearchInput, useUrlSearch } from '../common/useUrlSearch';
import { StageBadge } from './StageBadge';
import { APPLICATION_STAGES, STAGE_LABELS } from './stages';

export const APPLICATIONS_PAGE_SIZE = 20;

graphql(`
  fragment AdminApplicationRow on PipelineApplication {
    id
    name
    email
    phone
    jobPostId
    jobTitle
    companyname
    stage
    stageChangedAt
    createdAt
    anonymised
    cv {
      fileName
    }
  }
`);

const AdminApplicationsQuery = graphql(`
  query AdminApplications($first: Int!, $after: String, $search: String, $jobPostId: ID, $stage: ApplicationStage, $from: DateTime, $to: DateTime) {
    pipelineApplications(first: $first, after: $after, search: $search, jobPostId: $jobPostId, stage: $stage, from: $from, to: $to) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...AdminApplicationRow
        }
      }
    }
  }
`);

const AdminPipelineFiltersQuery = graphql(`
  query AdminPipelineFilters($jobPostId: ID) {
    pipelineJobs {
      jobPostId
      title
      companyname
      applicationCount
    }
    applicationStageCounts(jobPostId: $jobPostId) {
      stage
      count
    }
  }
`);

/** The job of the filter when it has no applications yet (a link from its job posting): its title for the header. */
const AdminApplicationsJobQuery = graphql(`
  query AdminApplicationsJob($id: ID!) {
    jobPost(id: $id) {
      id
      title
      companyname
    }
  }
`);

const filterStyle = { flex: '1 1 200px', minWidth: 0 } as const;
const dateStyle = { flex: '1 1 140px', minWidth: 0, maxWidth: 240 } as const;

export function ApplicationsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readApplicationFilters(searchParams);
  const filterKey = applicationFilterParams(filters).toString();
  const rangeProblem = dateRangeProblem(filters);
  const openId = openApplicationId(searchParams);

  // A chosen filter is a step Back can undo (a new history entry); it closes the drawer.
  const setFilters = (change: Partial<ApplicationFilters>) => {
    setSearchParams(applicationFilterParams({ ...readApplicationFilters(searchParams), ...change }), { preventScrollReset: true });
  };
  const open = (id: string | null) => setSearchParams(withOpenApplication(searchParams, id), { preventScrollReset: true });
  // The search box, kept in the URL: typing refines one search, so it replaces the history entry.
  const [search, setSearch] = useUrlSearch(filters.q, (q) =>
    setSearchParams((params) => applicationFilterParams({ ...readApplicationFilters(params), q }), { replace: true, preventScrollReset: true }),
  );

  // Other filters start again at page 1, in this very render: a cursor of the old list must not reach the query.
  const pages = useCursorPages();
  const [pagedFilters, setPagedFilters] = useState(filterKey);
  if (pagedFilters !== filterKey) {
    setPagedFilters(filterKey);
    pages.reset();
  }
  const after = pagedFilters === filterKey ? pages.after : null;

  const variables = { first: APPLICATIONS_PAGE_SIZE, after, ...applicationQueryFilter(filters) };
  const [{ data, fetching, error, operation }, reexecute] = useQuery({ query: AdminApplicationsQuery, variables, requestPolicy: 'cache-and-network', pause: rangeProblem !== null });
  const [{ data: filterData }, reexecuteFilters] = useQuery({ query: AdminPipelineFiltersQuery, variables: { jobPostId: filters.job || null }, requestPolicy: 'cache-and-network' });
  const jobs = filterData?.pipelineJobs ?? [];
  const listedJob = jobs.find((j) => j.jobPostId === filters.job);
  const [{ data: jobData }] = useQuery({ query: AdminApplicationsJobQuery, variables: { id: filters.job }, pause: !filters.job || !!listedJob });
  const job = listedJob ? { title: listedJob.title, companyname: listedJob.companyname } : jobData?.jobPost;

  // urql keeps the last answer while the next one loads: it is shown dimmed, and its errors are not this query's.
  const current = !operation || JSON.stringify(operation.variables) === JSON.stringify(variables);
  const connection = data?.pipelineApplications;
  const applications = connection?.edges.map((edge) => edge.node) ?? [];
  const filtered = hasFilters(filters);
  const reload = () => {
    reexecute({ requestPolicy: 'network-only' });
    reexecuteFilters({ requestPolicy: 'network-only' });
  };
  const showError = Boolean(error && current && !rangeProblem);
  const counts = new Map(filterData?.applicationStageCounts.map((c) => [c.stage, c.count]));
  const total = filterData ? [...counts.values()].reduce((sum, n) => sum + n, 0) : null;

  // "matching" when narrowed beyond the job (a job's applicants are all of its applications).
  const narrowed = hasFilters({ ...filters, job: '' });
  const count = connection && current && !rangeProblem ? `${connection.totalCount.toLocaleString()} ${narrowed ? 'matching ' : ''}application${connection.totalCount === 1 ? '' : 's'}` : null;
  const title = filters.job ? 'Applicants' : 'Applications';
  const description = filters.job
    ? [job ? `${job.title} at ${job.companyname}` : 'One job', count].filter(Boolean).join(' · ')
    : (count ?? 'Applications to the jobs on this site, newest first');

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        action={
          <ExportCsvButton what="the applications" disabled={rangeProblem !== null} download={() => downloadWithToken(applicationExportUrl(filters), { accept: 'text/csv', fallbackName: 'applications.csv', type: 'text/csv;charset=utf-8', what: 'export' })} />
        }
      />
      <Card withBorder radius="md" padding={0}>
        <Stack gap="sm" p="sm" role="search" aria-label="Filter applications" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
          <UrlSearchInput placeholder="Applicant’s name, email or phone…" value={search} onChange={setSearch} />
          <Group gap="sm" wrap="wrap" align="flex-end">
            <NativeSelect
              label="Job"
              data={[
                { value: '', label: 'All jobs' },
                ...(filters.job && !listedJob ? [{ value: filters.job, label: job ? `${job.title} — ${job.companyname} (0)` : 'This job' }] : []),
                ...jobs.map((j) => ({ value: j.jobPostId, label: `${j.title || 'Deleted job'} — ${j.companyname} (${j.applicationCount})` })),
              ]}
              value={filters.job}
              onChange={(e) => setFilters({ job: e.currentTarget.value })}
              style={{ flex: '2 1 260px', minWidth: 0 }}
            />
            <NativeSelect
              label="Stage"
              data={[
                { value: '', label: total === null ? 'All stages' : `All stages (${total})` },
                ...APPLICATION_STAGES.map((value) => ({ value, label: counts.has(value) ? `${STAGE_LABELS[value]} (${counts.get(value)})` : STAGE_LABELS[value] })),
              ]}
              value={filters.stage}
              onChange={(e) => setFilters({ stage: e.currentTarget.value as ApplicationStage | '' })}
              style={filterStyle}
            />
          </Group>
          <Group gap="sm" wrap="wrap" align="flex-start">
            <TextInput label="Applied from" type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => setFilters({ from: e.currentTarget.value })} style={dateStyle} />
            <TextInput label="Applied to" type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => setFilters({ to: e.currentTarget.value })} error={rangeProblem} style={dateStyle} />
            {(filtered || search) && <ClearFiltersButton clearSearch={() => setSearch('')} />}
          </Group>
        </Stack>
        {rangeProblem && (
          <Text c="dimmed" ta="center" py="lg" size="sm">
            Choose a “To” date on or after the “From” date to see applications.
          </Text>
        )}
        {showError && <LoadFailure m="sm" title="Could not load applications" message={errorMessage(error!)} onRetry={reload} />}
        {fetching && !data && !rangeProblem && <Loading label="Loading applications" />}
        {data && !showError && !rangeProblem && (
          <div aria-busy={fetching} data-stale={current ? undefined : true} style={current ? undefined : { opacity: 0.6 }}>
            <ResponsiveTable
              label="Applications"
              rows={applications}
              rowKey={(a) => a.id}
              empty={filtered ? 'No applications match these filters.' : 'No applications yet. They appear here as learners apply to jobs on this site.'}
              columns={[
                {
                  header: 'Applied',
                  cell: (a) => (
                    <span title={dateTime(a.createdAt)}>
                      {day(a.createdAt)}
                      <Text size="xs" c="dimmed" component="span" display="block">
                        {centreTimeOf(a.createdAt)}
                      </Text>
                    </span>
                  ),
                  nowrap: true,
                },
                { header: 'Applicant', primary: true, cell: (a) => <ApplicantCell application={a} />, maxWidth: 240 },
                {
                  header: 'Job',
                  cell: (a) => (
                    <>
                      {a.jobTitle}
                      <Text size="xs" c="dimmed" component="span" display="block">
                        {a.companyname}
                        {a.jobPostId ? '' : ' · job deleted'}
                      </Text>
                    </>
                  ),
                  maxWidth: 240,
                },
                {
                  header: 'Stage',
                  cell: (a) => (
                    <>
                      <StageBadge stage={a.stage} />
                      <Text size="xs" c="dimmed" component="span" display="block" mt={4} style={{ whiteSpace: 'nowrap' }}>
                        since {day(a.stageChangedAt)}
                      </Text>
                    </>
                  ),
                },
                { header: 'CV', cell: (a) => (a.cv ? 'Attached' : '—'), nowrap: true },
              ]}
              actions={(a) => (
                <Button size="xs" variant="light" onClick={() => open(a.id)} aria-label={`Open the application of ${a.name}`}>
                  Open
                </Button>
              )}
            />
          </div>
        )}
      </Card>
      {connection && current && !rangeProblem && <ConnectionPager pages={pages} connection={connection} pageSize={APPLICATIONS_PAGE_SIZE} noun="applications" />}
      <ApplicationDrawer id={openId} onClose={() => open(null)} onChanged={reload} />
    </>
  );
}

function ApplicantCell({ application: a }: { application: AdminApplicationRowFragment }) {
  return (
    <span style={{ display: 'block' }}>
      {a.name}
      {a.anonymised ? (
        <Text size="xs" c="dimmed" fw={400} component="span" display="block">
          Account deleted
        </Text>
      ) : (
        <Text size="xs" c="dimmed" fw={400} component="span" display="block" style={{ overflowWrap: 'anywhere' }}>
          {a.email}
          {a.phone ? ` · ${a.phone}` : ''}
        </Text>
      )}
    </span>
  );
}
