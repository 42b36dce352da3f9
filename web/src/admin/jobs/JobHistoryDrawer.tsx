// A job's History (issue 29): its saved versions (number, who, when, what changed), what a chosen version differs in
// from the job now (field by field; the description side by side, stacked on a phone), and Restore this version
// after a confirmation, which the server saves as a new version (history is never rewritten).
import { Alert, Badge, Box, Button, Drawer, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { dateTime } from '../common/format';
import { useClient, useMutation, useQuery } from 'urql';
import { errorMessage } from '../../api/errors';
import { RichText } from '../../components/RichText';
import { graphql } from '../gql';
import { LoadFailure, Loading } from '../common/LoadState';
import { APPLY_METHODS, EMPLOYMENT_TYPES, JOB_CATEGORIES, JOB_STATUSES } from './jobForm';
import { usePhone } from '../common/usePhone';

const JobPostRevisionsQuery = graphql(`
  query AdminJobPostRevisions($jobPostId: ID!, $before: Int) {
    jobPostRevisions(jobPostId: $jobPostId, before: $before) {
      id
      number
      summary
      authorName
      restoredFrom
      createdAt
      current
    }
  }
`);

const JobPostRevisionChangesQuery = graphql(`
  query AdminJobPostRevisionChanges($jobPostId: ID!, $number: Int!) {
    jobPostRevisionChanges(jobPostId: $jobPostId, number: $number) {
      revision {
        id
        number
      }
      changes {
        field
        label
        version
        current
      }
    }
  }
`);

const RestoreJobPostRevisionMutation = graphql(`
  mutation AdminRestoreJobPostRevision($jobPostId: ID!, $number: Int!) {
    restoreJobPostRevision(jobPostId: $jobPostId, number: $number) {
      jobPost {
        id
        title
        salary
      }
      revision {
        id
        number
      }
    }
  }
`);

export interface JobHistoryTarget {
  id: string;
  title: string;
}

/** The server answers at most this many versions at a time (newest first); older ones come with `before`. */
export const VERSIONS_PAGE = 100;
const closingDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** A compared value in words: the form's names for enums, the closing day in India time; null: (empty). */
export function shownValue(field: string, value: string | null | undefined): string | null {
  if (value == null || value === '') return null;
  const named = (list: { value: string; label: string }[]) => list.find((o) => o.value === value)?.label ?? value;
  if (field === 'category') return named(JOB_CATEGORIES);
  if (field === 'employmentType') return named(EMPLOYMENT_TYPES);
  if (field === 'status') return named(JOB_STATUSES);
  if (field === 'applyMethod') return named(APPLY_METHODS);
  if (field === 'closesAt') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : `${closingDay.format(date)} (India time)`;
  }
  if (field === 'experienceMin' || field === 'experienceMax') return `${value} years`;
  return value;
}

export function JobHistoryDrawer({ job, onClose, onRestored }: { job: JobHistoryTarget | null; onClose: () => void; onRestored?: () => void }) {
  const phone = usePhone();
  return (
    <Drawer opened={!!job} onClose={onClose} position="right" size={phone ? '100%' : 'xl'} title={<Text fw={700}>History{job ? `: ${job.title}` : ''}</Text>}>
      {job && <JobHistory key={job.id} jobId={job.id} onRestored={onRestored} />}
    </Drawer>
  );
}

function JobHistory({ jobId, onRestored }: { jobId: string; onRestored?: () => void }) {
  const [{ data, fetching, error }, reexecute] = useQuery({ query: JobPostRevisionsQuery, variables: { jobPostId: jobId }, requestPolicy: 'network-only' });
  const [selected, setSelected] = useState<number | null>(null);
  // Older pages, asked for one at a time with Show older versions (a job rarely has more than a page).
  const [older, setOlder] = useState<{ pages: NonNullable<typeof data>['jobPostRevisions'][]; loading: boolean; problem: string | null }>({ pages: [], loading: false, problem: null });
  const client = useClient();
  const reload = () => {
    setOlder({ pages: [], loading: false, problem: null });
    reexecute({ requestPolicy: 'network-only' });
  };

  if (error && !data) return <LoadFailure title="Could not load the history" message={errorMessage(error)} onRetry={reload} />;
  if (fetching && !data) return <Loading label="Loading the history" />;
  const firstPage = data?.jobPostRevisions ?? [];
  const revisions = [firstPage, ...older.pages].flat();
  const lastPage = older.pages.at(-1) ?? firstPage;
  const mayHaveOlder = lastPage.length >= VERSIONS_PAGE && (revisions.at(-1)?.number ?? 1) > 1;
  const showOlder = async () => {
    setOlder((o) => ({ ...o, loading: true, problem: null }));
    const result = await client.query(JobPostRevisionsQuery, { jobPostId: jobId, before: revisions.at(-1)!.number }, { requestPolicy: 'network-only' }).toPromise();
    const page = result.data?.jobPostRevisions;
    setOlder((o) => (page ? { pages: [...o.pages, page], loading: false, problem: null } : { ...o, loading: false, problem: result.error ? errorMessage(result.error) : 'The server did not answer.' }));
  };

  return (
    <Stack gap="md">
      {revisions.length === 0 ? (
        <Alert color="gray" variant="light" title="Current">
          No earlier versions: this job was saved before versions were kept. Its next save keeps the job as it is now as version 1.
        </Alert>
      ) : (
        <Stack gap={6} component="ol" aria-label="Versions" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {revisions.map((r) => (
            <li key={r.id}>
              <UnstyledButton
                onClick={() => setSelected(r.current ? null : r.number)}
                disabled={r.current}
                aria-pressed={selected === r.number}
                aria-label={`Version ${r.number}${r.current ? ' (current)' : ''}: ${r.summary}`}
                style={{ display: 'block', width: '100%' }}
              >
                <Paper withBorder p="xs" radius="sm" bg={selected === r.number ? 'var(--mantine-color-blue-light)' : undefined}>
                  <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
                    <Box style={{ minWidth: 0 }}>
                      <Group gap={6}>
                        <Text fw={600} size="sm">
                          Version {r.number}
                        </Text>
                        {r.current && (
                          <Badge size="xs" color="green" variant="light">
                            Current
                          </Badge>
                        )}
                      </Group>
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {r.summary}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {r.authorName || 'Before versions were kept'} · {dateTime(r.createdAt)}
                      </Text>
                    </Box>
                    {!r.current && (
                      <Text size="xs" c="blue" style={{ whiteSpace: 'nowrap' }} aria-hidden>
                        Compare
                      </Text>
                    )}
                  </Group>
                </Paper>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
      {older.problem && (
        <Alert color="red" variant="light" title="Could not load older versions">
          {older.problem}
        </Alert>
      )}
      {mayHaveOlder && (
        <Group>
          <Button variant="default" size="xs" onClick={() => void showOlder()} loading={older.loading}>
            Show older versions
          </Button>
        </Group>
      )}
      {selected !== null && (
        <RevisionComparison
          key={selected}
          jobId={jobId}
          number={selected}
          onRestored={() => {
            setSelected(null);
            reload();
            onRestored?.();
          }}
        />
      )}
    </Stack>
  );
}

function Value({ field, value }: { field: string; value: string | null }) {
  const shown = shownValue(field, value);
  if (shown === null) return <Text c="dimmed" size="sm">(empty)</Text>;
  if (field === 'content') return <RichText html={shown} />;
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {shown}
    </Text>
  );
}

function RevisionComparison({ jobId, number, onRestored }: { jobId: string; number: number; onRestored: () => void }) {
  const [{ data, fetching, error }, reexecute] = useQuery({ query: JobPostRevisionChangesQuery, variables: { jobPostId: jobId, number }, requestPolicy: 'network-only' });
  const [{ fetching: restoring }, restore] = useMutation(RestoreJobPostRevisionMutation);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (error && !data) return <LoadFailure title={`Could not compare version ${number}`} message={errorMessage(error)} onRetry={() => reexecute({ requestPolicy: 'network-only' })} />;
  if (fetching && !data) return <Loading label={`Comparing version ${number}`} />;
  const changes = data?.jobPostRevisionChanges.changes ?? [];

  const confirmRestore = async () => {
    setProblem(null);
    const result = await restore({ jobPostId: jobId, number });
    setConfirming(false);
    if (result.error || !result.data) {
      setProblem(result.error ? errorMessage(result.error) : 'The server did not answer.');
      return;
    }
    const made = result.data.restoreJobPostRevision.revision.number;
    notifications.show({ color: 'green', title: 'Restored', message: `Version ${number} restored as version ${made}.` });
    onRestored();
  };

  return (
    <Stack gap="sm" component="section" aria-label={`Version ${number} compared with the current job`}>
      <Text fw={700}>Version {number} compared with the current job</Text>
      {changes.length === 0 ? (
        <Text size="sm" c="dimmed">
          This version is the same as the current job.
        </Text>
      ) : (
        changes.map((change) => (
          <Paper key={change.field} withBorder p="xs" radius="sm" data-testid={`change-${change.field}`}>
            <Text fw={600} size="sm" mb={4}>
              {change.label}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              <Box style={{ minWidth: 0 }}>
                <Text size="xs" c="dimmed" tt="uppercase">
                  Version {number}
                </Text>
                <Value field={change.field} value={change.version ?? null} />
              </Box>
              <Box style={{ minWidth: 0 }}>
                <Text size="xs" c="dimmed" tt="uppercase">
                  Current
                </Text>
                <Value field={change.field} value={change.current ?? null} />
              </Box>
            </SimpleGrid>
          </Paper>
        ))
      )}
      {problem && (
        <Alert color="red" variant="light" title={`Version ${number} was not restored`}>
          {problem}
        </Alert>
      )}
      {changes.length > 0 &&
        (confirming ? (
          <Paper withBorder p="sm" radius="sm" role="group" aria-label="Confirm the restore">
            <Text size="sm" mb="xs">
              Restore version {number}? The job takes this version’s fields and is saved as a new version; no version is lost.
            </Text>
            <Group gap="xs">
              <Button onClick={() => void confirmRestore()} loading={restoring}>
                Restore version {number}
              </Button>
              <Button variant="default" onClick={() => setConfirming(false)} disabled={restoring}>
                Cancel
              </Button>
            </Group>
          </Paper>
        ) : (
          <Group>
            <Button variant="light" onClick={() => setConfirming(true)}>
              Restore this version
            </Button>
          </Group>
        ))}
    </Stack>
  );
}
