// One application in a drawer beside the list (the whole screen on a phone): the learner's details and note, the CV
// (downloaded with the staff token), the stage with the moves allowed from it (saying beforehand that the move mails
// the learner), staff notes, "Make a draft story" once placed, and the timeline of who did what and when. Closing the
// drawer or leaving the page with staff notes or a move note typed and not saved asks first (UnsavedChanges.tsx).
import { Alert, Anchor, Badge, Button, Divider, Drawer, Group, NativeSelect, Stack, Text, Textarea, Timeline, Title } from '@mantine/core';
import { usePhone } from '../common/usePhone';
import { notifications } from '@mantine/notifications';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { conflictMessage, SaveConflictAlert } from '../common/SaveConflict';
import { useConfirmedClose, useUnsavedChangesGuard } from '../common/UnsavedChanges';
import { useReportUnsaved, useUnsavedParts, type ReportUnsaved } from '../common/unsavedParts';
import { errorMessage } from '../../api/errors';
import { paths } from '../../routes';
import { graphql } from '../gql';
import type { AdminApplicationQuery, ApplicationStage } from '../gql/graphql';
import { downloadWithToken } from '../common/download';
import { LoadFailure, Loading } from '../common/LoadState';
import { StageBadge } from './StageBadge';
import { dateTime, fileSize } from './applicationFilters';
import { STAGE_LABELS } from './stages';
import { LIMITS } from '../../../../gateway/src/services/limits';

const AdminApplicationQuery = graphql(`
  query AdminApplication($id: ID!) {
    pipelineApplication(id: $id) {
      id
      name
      email
      phone
      note
      jobPostId
      jobTitle
      companyname
      stage
      stageChangedAt
      createdAt
      updatedAt
      staffNotes
      anonymised
      allowedStages
      cv {
        fileName
        size
        downloadPath
      }
      story {
        id
        title
        published
      }
      timeline {
        id
        kind
        fromStage
        toStage
        actorName
        note
        createdAt
      }
    }
  }
`);

const MoveApplicationMutation = graphql(`
  mutation AdminMoveApplication($id: ID!, $stage: String!, $note: String) {
    moveApplication(id: $id, stage: $stage, note: $note) {
      id
      stage
      stageChangedAt
      updatedAt
      allowedStages
      timeline {
        id
        kind
        fromStage
        toStage
        actorName
        note
        createdAt
      }
    }
  }
`);

const UpdateNotesMutation = graphql(`
  mutation AdminUpdateApplicationNotes($id: ID!, $staffNotes: String!, $baseUpdatedAt: DateTime) {
    updateApplicationNotes(id: $id, staffNotes: $staffNotes, baseUpdatedAt: $baseUpdatedAt) {
      id
      staffNotes
      updatedAt
      timeline {
        id
        kind
        actorName
        createdAt
      }
    }
  }
`);

const MakeStoryMutation = graphql(`
  mutation AdminCreateStoryFromApplication($id: ID!) {
    createStoryFromApplication(id: $id) {
      id
      title
      published
    }
  }
`);

type Application = NonNullable<AdminApplicationQuery['pipelineApplication']>;
type TimelineEntry = Application['timeline'][number];

/** What one timeline entry says, in words. */
export function describeEvent(event: Pick<TimelineEntry, 'kind' | 'fromStage' | 'toStage' | 'actorName'>): string {
  const by = event.actorName ? ` by ${event.actorName}` : '';
  switch (event.kind) {
    case 'applied':
      return 'Applied';
    case 'withdrawn':
      return 'Withdrawn by the learner';
    case 'note':
      return `Staff notes edited${by}`;
    case 'stage':
      return `Moved${event.fromStage ? ` from ${STAGE_LABELS[event.fromStage]}` : ''} to ${event.toStage ? STAGE_LABELS[event.toStage] : '?'}${by}`;
    default:
      return `${event.kind}${by}`;
  }
}

export function ApplicationDrawer({ id, onClose, onChanged }: { id: string | null; onClose: () => void; onChanged: () => void }) {
  const phone = usePhone();
  const [{ data, fetching, error }, reexecute] = useQuery({ query: AdminApplicationQuery, variables: { id: id ?? '' }, pause: !id, requestPolicy: 'cache-and-network' });
  const application = id && data?.pipelineApplication?.id === id ? data.pipelineApplication : null;
  const missing = id && data && data.pipelineApplication === null;
  // Typed text not saved yet (staff notes, a move's note) is asked about before it is lost: closing the drawer here,
  // any other move of the page through the guard. Closing is itself a move (the URL loses ?application=), let through
  // once answered.
  const { unsaved, report, hasUnsaved } = useUnsavedParts();
  const dirty = unsaved.length > 0;
  const guard = useUnsavedChangesGuard(dirty);
  const { confirming: confirmingClose, requestClose, question } = useConfirmedClose({ hasUnsaved, onClose, onDiscard: guard.allowLeaving });

  return (
    <>
      <Drawer
        opened={!!id}
        onClose={requestClose}
        // While the question is open, Escape answers it ("Keep editing") rather than closing the drawer too.
        closeOnEscape={!confirmingClose}
        position="right"
        size={phone ? '100%' : 'lg'}
        title={<Text fw={700}>{application ? application.name : 'Application'}</Text>}
      >
        {error && !application && <LoadFailure title="Could not load the application" message={errorMessage(error)} onRetry={() => reexecute({ requestPolicy: 'network-only' })} />}
        {missing && (
          <Alert color="gray" title="Not found">
            This application does not exist (any more).
          </Alert>
        )}
        {fetching && !application && !missing && <Loading label="Loading the application" />}
        {application && <ApplicationDetails key={application.id} application={application} onChanged={onChanged} onReload={() => reexecute({ requestPolicy: 'network-only' })} report={report} />}
      </Drawer>
      {question}
      {guard.prompt}
    </>
  );
}

function ApplicationDetails({ application: a, onChanged, onReload, report }: { application: Application; onChanged: () => void; onReload: () => void; report: ReportUnsaved }) {
  const [downloading, setDownloading] = useState(false);
  const downloadCv = async () => {
    if (!a.cv) return;
    setDownloading(true);
    try {
      await downloadWithToken(a.cv.downloadPath, { accept: '*/*', fallbackName: a.cv.fileName, what: 'CV download' });
    } catch (err) {
      notifications.show({ color: 'red', title: 'Could not download the CV', message: err instanceof Error ? err.message : String(err) });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="md">
      <Group gap="xs" wrap="wrap">
        <StageBadge stage={a.stage} />
        <Text size="sm" c="dimmed">
          since {dateTime(a.stageChangedAt)}
        </Text>
      </Group>
      <div>
        <Text size="xs" c="dimmed">
          Job
        </Text>
        <Text size="sm" fw={500}>
          {a.jobPostId ? (
            <Anchor href={paths.job(a.jobPostId)} target="_blank" rel="noopener">
              {a.jobTitle}
            </Anchor>
          ) : (
            a.jobTitle
          )}{' '}
          at {a.companyname}
          {a.jobPostId ? (
            <>
              {' · '}
              <Anchor component={Link} to={`${paths.admin.applications}?job=${encodeURIComponent(a.jobPostId)}`} size="sm">
                all applicants
              </Anchor>
            </>
          ) : (
            ' (job deleted)'
          )}
        </Text>
      </div>
      <Group gap="xl" wrap="wrap" align="flex-start" style={{ rowGap: 'var(--mantine-spacing-sm)' }}>
        <div>
          <Text size="xs" c="dimmed">
            Applied
          </Text>
          <Text size="sm">{dateTime(a.createdAt)}</Text>
        </div>
        {a.anonymised ? (
          <div>
            <Text size="xs" c="dimmed">
              Contact
            </Text>
            <Text size="sm">The learner deleted their account: no details, no mails.</Text>
          </div>
        ) : (
          <div style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed">
              Contact
            </Text>
            <Anchor href={`mailto:${a.email}`} size="sm" display="block" style={{ overflowWrap: 'anywhere' }}>
              {a.email}
            </Anchor>
            {a.phone && (
              <Anchor href={`tel:${a.phone.replace(/\s/g, '')}`} size="sm" display="block">
                {a.phone}
              </Anchor>
            )}
          </div>
        )}
      </Group>
      {a.note && (
        <div>
          <Text size="xs" c="dimmed">
            The learner's note
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {a.note}
          </Text>
        </div>
      )}
      <div>
        <Text size="xs" c="dimmed" mb={4}>
          CV
        </Text>
        {a.cv ? (
          <Button variant="default" size="sm" onClick={downloadCv} loading={downloading} styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }} h="auto" py={6}>
            Download CV ({a.cv.fileName}, {fileSize(a.cv.size)})
          </Button>
        ) : (
          <Text size="sm">No CV was sent, or it has been removed.</Text>
        )}
      </div>
      <Divider />
      <MoveStage application={a} onChanged={onChanged} report={report} />
      {a.stage === 'PLACED' && <PlacementStory application={a} />}
      <Divider />
      <StaffNotes application={a} onReload={onReload} report={report} />
      <Divider />
      <div>
        <Title order={3} fz="md" mb="sm">
          Timeline
        </Title>
        <Timeline bulletSize={14} lineWidth={2} active={a.timeline.length - 1}>
          {a.timeline.map((event) => (
            <Timeline.Item key={event.id} title={<Text size="sm" fw={500}>{describeEvent(event)}</Text>}>
              <Text size="xs" c="dimmed">
                {dateTime(event.createdAt)}
              </Text>
              {event.note && (
                <Text size="sm" mt={2} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {event.note}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      </div>
    </Stack>
  );
}

function MoveStage({ application: a, onChanged, report }: { application: Application; onChanged: () => void; report: ReportUnsaved }) {
  const [stage, setStage] = useState<ApplicationStage | ''>('');
  const [note, setNote] = useState('');
  const [{ fetching }, move] = useMutation(MoveApplicationMutation);
  const stageSelect = useRef<HTMLSelectElement>(null);
  const mailHintId = useId();
  useReportUnsaved(report, 'move note', note.trim() !== '');

  if (a.stage === 'WITHDRAWN') {
    return (
      <Text size="sm" c="dimmed">
        The learner withdrew this application: it can no longer be moved.
      </Text>
    );
  }
  const submit = async () => {
    if (!stage) return;
    const result = await move({ id: a.id, stage, note: note.trim() || null }, { additionalTypenames: ['PipelineApplication', 'ApplicationStageCount'] });
    if (result.error) {
      notifications.show({ color: 'red', title: 'Could not move the application', message: errorMessage(result.error) });
      return;
    }
    notifications.show({
      color: 'green',
      title: `Moved to ${STAGE_LABELS[stage]}`,
      message: a.anonymised ? 'The learner deleted their account, so no mail was sent.' : `${a.name} will get a mail about it.`,
    });
    // The next move starts afresh (done here, not on the stage's change, so a choice made since is never undone).
    setStage('');
    setNote('');
    // The Move button went busy and is disabled now (no stage chosen): the keyboard focus goes back to the select.
    stageSelect.current?.focus();
    onChanged();
  };
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        Stage
      </Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          ref={stageSelect}
          label="Move to"
          data={[{ value: '', label: 'Choose a stage…' }, ...a.allowedStages.map((value) => ({ value, label: STAGE_LABELS[value] }))]}
          value={stage}
          onChange={(e) => setStage(e.currentTarget.value as ApplicationStage | '')}
          style={{ flex: '1 1 180px', minWidth: 0 }}
        />
        <Button onClick={submit} loading={fetching} disabled={!stage} aria-describedby={stage ? mailHintId : undefined}>
          Move
        </Button>
      </Group>
      {stage && (
        // Every move mails the learner (pipeline.ts, moveApplication), a rejection too: said before the click, not after.
        <Text id={mailHintId} size="sm" c={a.anonymised ? 'dimmed' : undefined} data-testid="move-mail-hint">
          {a.anonymised
            ? 'No mail goes out: the learner deleted their account.'
            : `Moving to ${STAGE_LABELS[stage]} sends ${a.name} a mail saying so.`}
        </Text>
      )}
      <Textarea label="Note for the timeline (staff only, not mailed)" value={note} onChange={(e) => setNote(e.currentTarget.value)} maxLength={LIMITS.moveNote} autosize minRows={1} maxRows={4} />
    </Stack>
  );
}

/**
 * The notes are saved with the application's updatedAt they were loaded with (its newest as this drawer knows it):
 * someone else's change since is refused (CONFLICT), and what was typed stays until the reader reloads.
 */
function StaffNotes({ application: a, onReload, report }: { application: Application; onReload: () => void; report: ReportUnsaved }) {
  const [notes, setNotes] = useState(a.staffNotes);
  // The notes as last saved: the server's answer to a save, until the application is read again.
  const [savedNotes, setSavedNotes] = useState(a.staffNotes);
  const [base, setBase] = useState(a.updatedAt);
  const [conflict, setConflict] = useState<string | null>(null);
  const [{ fetching }, save] = useMutation(UpdateNotesMutation);
  useEffect(() => {
    setNotes(a.staffNotes);
    setSavedNotes(a.staffNotes);
  }, [a.staffNotes]);
  useEffect(() => {
    setBase(a.updatedAt);
    setConflict(null);
  }, [a.updatedAt]);
  const changed = notes.trimEnd() !== savedNotes;
  useReportUnsaved(report, 'staff notes', changed);
  const submit = async () => {
    setConflict(null);
    const result = await save({ id: a.id, staffNotes: notes, baseUpdatedAt: base });
    const other = conflictMessage(result.error);
    if (other) setConflict(other);
    else if (result.error) notifications.show({ color: 'red', title: 'Could not save the notes', message: errorMessage(result.error) });
    else {
      if (result.data) {
        setBase(result.data.updateApplicationNotes.updatedAt);
        setSavedNotes(result.data.updateApplicationNotes.staffNotes);
      }
      notifications.show({ color: 'green', title: 'Notes saved', message: 'Only staff see them.' });
    }
  };
  return (
    <Stack gap="xs">
      {conflict && <SaveConflictAlert message={conflict} onReload={onReload} />}
      <Textarea label="Staff notes" description="Never shown to the learner." value={notes} onChange={(e) => setNotes(e.currentTarget.value)} maxLength={LIMITS.staffNotes} autosize minRows={3} maxRows={10} />
      <Group justify="flex-end">
        <Button variant="light" onClick={submit} loading={fetching} disabled={!changed}>
          Save notes
        </Button>
      </Group>
    </Stack>
  );
}

function PlacementStory({ application: a }: { application: Application }) {
  const [{ fetching }, make] = useMutation(MakeStoryMutation);
  if (a.story) {
    return (
      <Group gap="xs" wrap="wrap">
        <Text size="sm">Success story:</Text>
        <Anchor component={Link} to={paths.admin.editStory(a.story.id)} size="sm" fw={500}>
          {a.story.title}
        </Anchor>
        {!a.story.published && (
          <Badge color="gray" variant="light" radius="sm">
            Draft
          </Badge>
        )}
      </Group>
    );
  }
  if (a.anonymised) return null;
  const submit = async () => {
    const result = await make({ id: a.id }, { additionalTypenames: ['PipelineApplication', 'Story'] });
    if (result.error) notifications.show({ color: 'red', title: 'Could not make the story', message: errorMessage(result.error) });
    else notifications.show({ color: 'green', title: 'Draft story made', message: 'Add a photo and a few lines, then publish it from Success Stories.' });
  };
  return (
    <Group gap="sm" wrap="wrap" justify="space-between">
      <Text size="sm">Placed: tell the story on the site.</Text>
      <Button variant="light" color="green" onClick={submit} loading={fetching}>
        Make a draft story
      </Button>
    </Group>
  );
}
