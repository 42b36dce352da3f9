// A course's History: its published versions (number, who, when, summary, "restored from N"); a chosen version's
// differences from what is published now, section by section; Restore this version after a confirmation, which the
// server publishes as a new version (history is never rewritten) and makes the draft. Not shared with the job
// History drawer: a job compares field by field with values side by side, a course section by section by name.
import { Alert, Badge, Box, Button, Drawer, Group, Modal, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { dateTime } from '../common/format';
import { useMutation, useQuery } from 'urql';
import { errorMessage } from '../../api/errors';
import { LoadFailure, Loading } from '../common/LoadState';
import { CourseRevisionComparisonQuery, CourseRevisionsQuery, RestoreCourseRevisionMutation } from './courseQueries';
import { usePhone } from '../common/usePhone';

const CHANGE_COLOURS = { added: 'green', removed: 'red', changed: 'orange', unchanged: 'gray' } as const;

export interface CourseHistoryTarget {
  id: string;
  label: string;
}

export function CourseHistoryDrawer({ course, dirty, onClose, onRestored }: { course: CourseHistoryTarget | null; dirty: boolean; onClose: () => void; onRestored: () => void }) {
  const phone = usePhone();
  return (
    <Drawer opened={!!course} onClose={onClose} position="right" size={phone ? '100%' : 'xl'} title={<Text fw={700}>History{course ? `: ${course.label}` : ''}</Text>}>
      {course && <CourseHistory key={course.id} courseId={course.id} dirty={dirty} onRestored={onRestored} />}
    </Drawer>
  );
}

function CourseHistory({ courseId, dirty, onRestored }: { courseId: string; dirty: boolean; onRestored: () => void }) {
  const [{ data, fetching, error }, reexecute] = useQuery({ query: CourseRevisionsQuery, variables: { courseId }, requestPolicy: 'network-only' });
  const [selected, setSelected] = useState<number | null>(null);
  if (error && !data) return <LoadFailure title="Could not load the history" message={errorMessage(error)} onRetry={() => reexecute({ requestPolicy: 'network-only' })} />;
  if (fetching && !data) return <Loading label="Loading the history" />;
  const revisions = data?.courseRevisions ?? [];
  const current = revisions[0]?.number;
  if (revisions.length === 0) {
    return (
      <Alert color="gray" variant="light" title="Not published yet">
        This course has no published versions. Each Publish keeps one here.
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Stack gap={6} component="ol" aria-label="Versions" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {revisions.map((r) => (
          <li key={r.id}>
            <UnstyledButton
              onClick={() => setSelected(r.number === current ? null : r.number)}
              disabled={r.number === current}
              aria-pressed={selected === r.number}
              aria-label={`Version ${r.number}${r.number === current ? ' (published)' : ''}: ${r.summary}`}
              style={{ display: 'block', width: '100%' }}
            >
              <Paper withBorder p="xs" radius="sm" bg={selected === r.number ? 'var(--mantine-color-blue-light)' : undefined}>
                <Group gap={6}>
                  <Text fw={600} size="sm">
                    Version {r.number}
                  </Text>
                  {r.number === current && (
                    <Badge size="xs" color="green" variant="light">
                      Published
                    </Badge>
                  )}
                  {r.restoredFrom != null && (
                    <Badge size="xs" color="grape" variant="light">
                      Restored from {r.restoredFrom}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {r.authorName} · {dateTime(r.createdAt)}
                </Text>
                <Text size="sm">{r.summary}</Text>
              </Paper>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
      {selected !== null && (
        <Comparison
          key={selected}
          courseId={courseId}
          number={selected}
          dirty={dirty}
          onRestored={() => {
            setSelected(null);
            reexecute({ requestPolicy: 'network-only' });
            onRestored();
          }}
        />
      )}
    </Stack>
  );
}

function Comparison({ courseId, number, dirty, onRestored }: { courseId: string; number: number; dirty: boolean; onRestored: () => void }) {
  const [{ data, fetching, error }] = useQuery({ query: CourseRevisionComparisonQuery, variables: { courseId, number }, requestPolicy: 'network-only' });
  const [confirming, setConfirming] = useState(false);
  const [{ fetching: restoring }, restore] = useMutation(RestoreCourseRevisionMutation);
  const [problem, setProblem] = useState<string | null>(null);
  if (error && !data) return <Alert color="red">{errorMessage(error)}</Alert>;
  if (fetching && !data) return <Loading label="Comparing" />;
  const comparison = data?.courseRevisionComparison;
  if (!comparison) return null;
  const changed = comparison.differences.filter((d) => d.change !== 'unchanged');

  const onRestore = async () => {
    const result = await restore({ id: courseId, number });
    setConfirming(false);
    if (result.error) {
      setProblem(errorMessage(result.error));
      return;
    }
    notifications.show({ color: 'green', message: `Version ${number} restored as version ${result.data!.restoreCourseRevision.revision.number}: it is published and is now the draft.` });
    onRestored();
  };

  return (
    <Box component="section" aria-label={`Version ${number} compared with the published page`}>
      <Text fw={600} mb={4}>
        Version {number} compared with the published page
      </Text>
      <Text size="sm" c="dimmed" mb="xs">
        {comparison.summary}
      </Text>
      {changed.length === 0 ? (
        <Text size="sm">No section differs.</Text>
      ) : (
        <Stack gap={4} component="ul" aria-label="Differences" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {changed.map((d, i) => (
            <li key={`${d.kind}-${d.name}-${i}`}>
              <Group gap="xs" wrap="nowrap">
                <Badge size="sm" variant="light" color={CHANGE_COLOURS[d.change]} style={{ flexShrink: 0 }}>
                  {d.change}
                </Badge>
                <Text size="sm">{d.name}</Text>
              </Group>
            </li>
          ))}
        </Stack>
      )}
      <Text size="xs" c="dimmed" mt={4}>
        Each section of the published page: added, removed or changed since version {number}.
      </Text>
      {problem && (
        <Alert color="red" mt="sm" role="alert">
          {problem}
        </Alert>
      )}
      <Button mt="md" color="orange" onClick={() => setConfirming(true)}>
        Restore this version
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={`Restore version ${number}?`} centered size="sm" zIndex={320}>
        <Text size="sm" mb="md">
          Version {number} is published again as a new version (the history is kept) and becomes the draft.
          {dirty ? ' Your unsaved edits in the editor are lost.' : ''}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button color="orange" loading={restoring} onClick={() => void onRestore()}>
            Restore version {number}
          </Button>
        </Group>
      </Modal>
    </Box>
  );
}
