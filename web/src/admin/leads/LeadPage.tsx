// /admin/leads/:id (ADMIN and EDITOR): one lead, where the lead mails link. Its details; its status, counsellor and
// next follow-up to change ("Mark done" with an outcome and, if wanted, the next one); a note to add (notes are added
// to the timeline, never written over); for admins, another lead to merge into this one; and the timeline, newest
// first. What the permission table does not allow the viewer (an editor on another counsellor's lead) is disabled and
// said; if the server refuses anyway, its message is shown where the action was.
import { Alert, Anchor, Badge, Button, Card, Grid, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { errorField, errorMessage } from '../../api/errors';
import { paths } from '../../routes';
import { graphql } from '../gql';
import type { AdminLeadDetailFragment, FollowUpOutcome, LeadStatus } from '../gql/graphql';
import { LoadFailure, Loading } from '../common/LoadState';
import { useAdminUser } from '../session/AdminSession';
import { heldByStaff as isHeldByStaff, notYoursWords } from './leadAccess';
import { sourceLabel } from './leadDisplay';
import { experienceLabel, LEAD_SOURCE_LABELS, LEAD_STATUS_COLORS, LEAD_STATUS_LABELS, LEAD_STATUSES, receivedAt } from './leadFilters';
import { FOLLOW_UP_OUTCOME_LABELS, FOLLOW_UP_OUTCOMES, LeadTimeline } from './LeadTimeline';
import { NoteField, noteProblem } from './NoteField';
import { followUpWords, fromCentreInputValue, toCentreInputValue } from './leadTime';
import { useCounsellors } from './LeadViews';
import { useLeadCourses } from './useLeadCourses';
import './leads.css';
import { LIMITS } from '../../../../gateway/src/services/limits';

/** The server's words for an editor on another counsellor's lead (permissions.ts, lead:work). */
export const NOT_YOURS = 'This lead belongs to another counsellor';

graphql(`
  fragment AdminLeadDetail on Lead {
    ...AdminLead
    enquiryCount
    timeline {
      ...AdminLeadTimelineEntry
    }
  }
`);

const LeadQuery = graphql(`
  query AdminLeadPage($id: ID!) {
    lead(id: $id) {
      ...AdminLeadDetail
    }
  }
`);

const UpdateStatusMutation = graphql(`
  mutation AdminLeadStatus($id: ID!, $input: LeadUpdateInput!) {
    updateLead(id: $id, input: $input) {
      ...AdminLeadDetail
    }
  }
`);

const AddNoteMutation = graphql(`
  mutation AdminAddLeadNote($id: ID!, $text: String!) {
    addLeadNote(id: $id, text: $text) {
      ...AdminLeadDetail
    }
  }
`);

const AssignMutation = graphql(`
  mutation AdminAssignLead($id: ID!, $assigneeId: ID) {
    assignLead(id: $id, assigneeId: $assigneeId) {
      ...AdminLeadDetail
    }
  }
`);

const SetFollowUpMutation = graphql(`
  mutation AdminSetLeadFollowUp($id: ID!, $at: DateTime!, $note: String) {
    setLeadFollowUp(id: $id, at: $at, note: $note) {
      ...AdminLeadDetail
    }
  }
`);

const CompleteFollowUpMutation = graphql(`
  mutation AdminCompleteLeadFollowUp($id: ID!, $outcome: FollowUpOutcome!, $text: String, $nextAt: DateTime, $nextNote: String) {
    completeLeadFollowUp(id: $id, outcome: $outcome, text: $text, nextAt: $nextAt, nextNote: $nextNote) {
      ...AdminLeadDetail
    }
  }
`);

const MergeCandidatesQuery = graphql(`
  query AdminLeadMergeCandidates($search: String!) {
    leads(first: 6, search: $search) {
      edges {
        node {
          id
          name
          email
          phone
          courseName
          status
          createdAt
        }
      }
    }
  }
`);

const MergeMutation = graphql(`
  mutation AdminMergeLeads($keepId: ID!, $mergeId: ID!) {
    mergeLeads(keepId: $keepId, mergeId: $mergeId) {
      ...AdminLeadDetail
    }
  }
`);

type Lead = AdminLeadDetailFragment;

/** A follow-up time typed in IST: the message shown under the field, or null when it may be sent. */
export function followUpTimeProblem(value: string, now: Date = new Date()): string | null {
  if (!value.trim()) return 'Choose a date and time';
  const at = fromCentreInputValue(value);
  if (!at) return 'Choose a date and time';
  return new Date(at).getTime() <= now.getTime() ? 'Choose a follow-up time in the future' : null;
}


export function LeadPage() {
  const { id = '' } = useParams();
  const [{ data, fetching, error }, reexecute] = useQuery({ query: LeadQuery, variables: { id }, requestPolicy: 'cache-and-network' });
  const lead = data?.lead?.id === id ? data.lead : null;
  const back = (
    <Anchor component={Link} to={paths.admin.leads} size="sm">
      ← All leads
    </Anchor>
  );

  if (error && !lead) {
    return (
      <Stack gap="md">
        {back}
        <LoadFailure title="Could not load the lead" message={errorMessage(error)} onRetry={() => reexecute({ requestPolicy: 'network-only' })} />
      </Stack>
    );
  }
  if (data && data.lead === null) {
    return (
      <Stack gap="md">
        {back}
        <Alert color="gray" title="Lead not found">
          This lead does not exist (any more): it may have been deleted or merged into another.
        </Alert>
      </Stack>
    );
  }
  if (!lead) return fetching ? <Loading label="Loading the lead" /> : null;
  // After a change the lead is read again (the timeline gained an entry), whatever the client's cache does.
  return <LeadWork key={lead.id} lead={lead} back={back} reload={() => reexecute({ requestPolicy: 'network-only' })} />;
}

function Detail({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div style={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function LeadWork({ lead, back, reload }: { lead: Lead; back: ReactNode; reload: () => void }) {
  const viewer = useAdminUser();
  const courses = useLeadCourses();
  const isAdmin = viewer.role === 'ADMIN';
  // The permission table (lead:work): an editor works leads that are theirs or nobody's; a counsellor who is no longer
  // staff counts as nobody (the server says the same). One rule for this page and the list: leadAccess.ts.
  const heldByStaff = isHeldByStaff(lead);
  const notYours = notYoursWords(viewer, lead);
  const canWork = notYours === null;

  return (
    <Stack gap="md">
      {back}
      <div>
        <Group gap="sm" align="center" wrap="wrap">
          <Title order={1} fz={{ base: 24, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
            {lead.name}
          </Title>
          <Badge color={LEAD_STATUS_COLORS[lead.status]} variant="light" radius="sm" styles={{ label: { overflow: 'visible' } }}>
            {LEAD_STATUS_LABELS[lead.status]}
          </Badge>
        </Group>
        <Text c="dimmed" size="sm" mt={4}>
          {lead.courseName} · {lead.enquiryCount} enquir{lead.enquiryCount === 1 ? 'y' : 'ies'} · received {receivedAt(lead.createdAt)}
        </Text>
      </div>
      {notYours && (
        <Alert color="yellow" variant="light" role="status" title={NOT_YOURS}>
          {notYours}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Section title="Details">
              <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
                <Detail label="Email">
                  <Anchor href={`mailto:${lead.email}`} size="sm">
                    {lead.email}
                  </Anchor>
                </Detail>
                <Detail label="Phone">
                  {lead.phone ? (
                    <Anchor href={`tel:${lead.phone.replace(/\s/g, '')}`} size="sm">
                      {lead.phone}
                    </Anchor>
                  ) : (
                    '—'
                  )}
                  {lead.phone && lead.whatsapp ? ' · WhatsApp is fine' : ''}
                </Detail>
                <Detail label="Course">{lead.courseName}</Detail>
                <Detail label="Designation · experience">
                  {[lead.designation, experienceLabel(lead.experience)].filter(Boolean).join(' · ')}
                </Detail>
                <Detail label="Source">{[LEAD_SOURCE_LABELS[lead.source], lead.campaign].filter(Boolean).join(' · ')}</Detail>
                <Detail label="Latest enquiry from">
                  {sourceLabel(lead.sourcePage, lead.sourceButton, courses)}
                  {lead.wantsSyllabus && ' · asked for the syllabus'}
                </Detail>
              </SimpleGrid>
            </Section>
            <Section title="Work this lead">
              <Stack gap="md">
                <StatusControl lead={lead} reload={reload} disabled={!canWork} />
                <AssignControl lead={lead} reload={reload} disabled={!canWork} viewerId={viewer.id} isAdmin={isAdmin} heldByStaff={heldByStaff} />
              </Stack>
            </Section>
            <Section title="Next follow-up">
              <FollowUpControl lead={lead} reload={reload} disabled={!canWork} />
            </Section>
            <Section title="Add a note">
              <NoteForm lead={lead} reload={reload} disabled={!canWork} />
            </Section>
            {isAdmin && (
              <Section title="Merge a duplicate">
                <MergeControl lead={lead} reload={reload} />
              </Section>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Section title="Timeline">
            <LeadTimeline entries={lead.timeline} courses={courses} />
          </Section>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function Refusal({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" p="xs">
      <Text size="sm">{message}</Text>
    </Alert>
  );
}

function StatusControl({ lead, disabled, reload }: { lead: Lead; disabled: boolean; reload: () => void }) {
  const [{ fetching }, update] = useMutation(UpdateStatusMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const change = async (status: LeadStatus) => {
    setProblem(null);
    const result = await update({ id: lead.id, input: { status } });
    if (result.error) setProblem(errorMessage(result.error));
    else {
      notifications.show({ color: 'green', title: 'Status changed', message: `${lead.name}: ${LEAD_STATUS_LABELS[status]}.` });
      reload();
    }
  };
  return (
    <Stack gap={6}>
      <NativeSelect
        label="Status"
        data={LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] }))}
        value={lead.status}
        disabled={disabled || fetching}
        onChange={(e) => void change(e.currentTarget.value as LeadStatus)}
      />
      <Refusal message={problem} />
    </Stack>
  );
}

function AssignControl({ lead, disabled, viewerId, isAdmin, heldByStaff, reload }: { lead: Lead; disabled: boolean; viewerId: string; isAdmin: boolean; heldByStaff: boolean; reload: () => void }) {
  const counsellors = useCounsellors();
  const [{ fetching }, assign] = useMutation(AssignMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const current = lead.assignee?.id ?? '';
  // An admin assigns anyone; an editor hands their own lead to anyone, and may only take an unassigned one. The current
  // counsellor is always an option, so that the select names them (disabled, on another counsellor's lead).
  const mayChoose = isAdmin || current === viewerId;
  const options = [
    { value: '', label: 'Unassigned' },
    ...counsellors.filter((c) => mayChoose || c.id === viewerId || c.id === current).map((c) => ({ value: c.id, label: c.id === viewerId ? `${c.name} (me)` : c.name })),
    ...(lead.assignee && !counsellors.some((c) => c.id === lead.assignee!.id) ? [{ value: lead.assignee.id, label: lead.assignee.name }] : []),
  ];
  const change = async (assigneeId: string) => {
    setProblem(null);
    const result = await assign({ id: lead.id, assigneeId: assigneeId || null });
    if (result.error) {
      setProblem(errorMessage(result.error));
      return;
    }
    const name = result.data?.assignLead.assignee?.name;
    notifications.show({ color: 'green', title: 'Counsellor changed', message: name ? `${lead.name} is now with ${name}.` : `${lead.name} is unassigned.` });
    reload();
  };
  return (
    <Stack gap={6}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect label="Counsellor" data={options} value={current} disabled={disabled || fetching} onChange={(e) => void change(e.currentTarget.value)} style={{ flex: '1 1 200px', minWidth: 0 }} />
        {!heldByStaff && !disabled && (
          <Button variant="light" onClick={() => void change(viewerId)} loading={fetching}>
            Take this lead
          </Button>
        )}
      </Group>
      <Refusal message={problem} />
    </Stack>
  );
}

function FollowUpControl({ lead, disabled, reload }: { lead: Lead; disabled: boolean; reload: () => void }) {
  const [completing, setCompleting] = useState(false);
  return (
    <Stack gap="sm">
      {lead.nextFollowUpAt ? (
        <div>
          <Text size="sm" fw={600} c={lead.followUpView === 'OVERDUE' ? 'red.8' : undefined}>
            {followUpWords(lead.nextFollowUpAt)} <Text component="span" size="xs" c="dimmed" fw={400}>(IST)</Text>
          </Text>
          {lead.nextFollowUpNote && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {lead.nextFollowUpNote}
            </Text>
          )}
        </div>
      ) : (
        <Text size="sm" c="dimmed">
          No follow-up planned.
        </Text>
      )}
      {lead.nextFollowUpAt && !completing && (
        <Button variant="light" onClick={() => setCompleting(true)} disabled={disabled} style={{ alignSelf: 'flex-start' }}>
          Mark done
        </Button>
      )}
      {completing ? <CompleteFollowUpForm lead={lead} reload={reload} onDone={() => setCompleting(false)} /> : <SetFollowUpForm lead={lead} reload={reload} disabled={disabled} />}
    </Stack>
  );
}

function SetFollowUpForm({ lead, disabled, reload }: { lead: Lead; disabled: boolean; reload: () => void }) {
  const [{ fetching }, setFollowUp] = useMutation(SetFollowUpMutation);
  const [at, setAt] = useState('');
  const [note, setNote] = useState('');
  const [atError, setAtError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const timeProblem = followUpTimeProblem(at);
    setAtError(timeProblem);
    if (timeProblem) return;
    const result = await setFollowUp({ id: lead.id, at: fromCentreInputValue(at)!, note: note.trim() || null });
    if (result.error) {
      if (errorField(result.error) === 'at') setAtError(errorMessage(result.error));
      else setProblem(errorMessage(result.error));
      return;
    }
    setAt('');
    setNote('');
    notifications.show({ color: 'green', title: 'Follow-up planned', message: `${lead.name}: ${followUpWords(result.data!.setLeadFollowUp.nextFollowUpAt!)}.` });
    reload();
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Plan a follow-up">
      <Stack gap="xs">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            type="datetime-local"
            label={lead.nextFollowUpAt ? 'Move it to (IST)' : 'Follow up at (IST)'}
            value={at}
            min={toCentreInputValue(new Date())}
            onChange={(e) => {
              setAt(e.currentTarget.value);
              setAtError(null);
            }}
            error={atError}
            disabled={disabled}
            style={{ flex: '1 1 200px', minWidth: 0 }}
          />
          <TextInput label="What for (optional)" value={note} onChange={(e) => setNote(e.currentTarget.value)} maxLength={LIMITS.followUpNote} disabled={disabled} style={{ flex: '2 1 200px', minWidth: 0 }} />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={fetching} disabled={disabled}>
            {lead.nextFollowUpAt ? 'Move follow-up' : 'Plan follow-up'}
          </Button>
        </Group>
        <Refusal message={problem} />
      </Stack>
    </form>
  );
}

function CompleteFollowUpForm({ lead, onDone, reload }: { lead: Lead; onDone: () => void; reload: () => void }) {
  const [{ fetching }, complete] = useMutation(CompleteFollowUpMutation);
  const [outcome, setOutcome] = useState<FollowUpOutcome>('REACHED');
  const [text, setText] = useState('');
  const [nextAt, setNextAt] = useState('');
  const [nextNote, setNextNote] = useState('');
  const [nextError, setNextError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const timeProblem = nextAt ? followUpTimeProblem(nextAt) : null;
    setNextError(timeProblem);
    if (timeProblem) return;
    const result = await complete({ id: lead.id, outcome, text: text.trim() || null, nextAt: nextAt ? fromCentreInputValue(nextAt) : null, nextNote: nextNote.trim() || null });
    if (result.error) {
      if (errorField(result.error) === 'nextAt') setNextError(errorMessage(result.error));
      else setProblem(errorMessage(result.error));
      return;
    }
    notifications.show({ color: 'green', title: 'Follow-up done', message: `${lead.name}: ${FOLLOW_UP_OUTCOME_LABELS[outcome]}.` });
    onDone();
    reload();
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Follow-up done">
      <Stack gap="xs">
        <NativeSelect label="Outcome" data={FOLLOW_UP_OUTCOMES.map((value) => ({ value, label: FOLLOW_UP_OUTCOME_LABELS[value] }))} value={outcome} onChange={(e) => setOutcome(e.currentTarget.value as FollowUpOutcome)} data-autofocus />
        <Textarea label="What was said (optional)" autosize minRows={2} maxRows={8} value={text} onChange={(e) => setText(e.currentTarget.value)} maxLength={LIMITS.followUpOutcome} />
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            type="datetime-local"
            label="Next follow-up (IST, optional)"
            value={nextAt}
            min={toCentreInputValue(new Date())}
            onChange={(e) => {
              setNextAt(e.currentTarget.value);
              setNextError(null);
            }}
            error={nextError}
            style={{ flex: '1 1 200px', minWidth: 0 }}
          />
          <TextInput label="What for (optional)" value={nextNote} onChange={(e) => setNextNote(e.currentTarget.value)} maxLength={LIMITS.followUpNote} style={{ flex: '2 1 200px', minWidth: 0 }} />
        </Group>
        <Refusal message={problem} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={fetching}>
            Cancel
          </Button>
          <Button type="submit" loading={fetching}>
            Save outcome
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function NoteForm({ lead, disabled, reload }: { lead: Lead; disabled: boolean; reload: () => void }) {
  const [{ fetching }, addNote] = useMutation(AddNoteMutation);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = noteProblem(text);
    setError(problem);
    if (problem) return;
    const result = await addNote({ id: lead.id, text: text.trim() });
    if (result.error) {
      setError(errorMessage(result.error));
      return;
    }
    setText('');
    notifications.show({ color: 'green', title: 'Note added', message: `The note is on ${lead.name}’s timeline.` });
    reload();
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Add a note">
      <Stack gap="xs">
        <NoteField
          label="Note"
          description="For staff only: calls, fees discussed, what was agreed. Each note is added to the timeline."
          minRows={3}
          value={text}
          onChange={(value) => {
            setText(value);
            setError(null);
          }}
          error={error}
          disabled={disabled}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={fetching} disabled={disabled}>
            Add note
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function MergeControl({ lead, reload }: { lead: Lead; reload: () => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [{ data, fetching }] = useQuery({ query: MergeCandidatesQuery, variables: { search: debounced }, pause: debounced.length < 2, requestPolicy: 'network-only' });
  const candidates = debounced.length < 2 ? [] : (data?.leads.edges.map((e) => e.node).filter((c) => c.id !== lead.id) ?? []);
  const [toMerge, setToMerge] = useState<(typeof candidates)[number] | null>(null);
  const [{ fetching: merging }, merge] = useMutation(MergeMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async () => {
    if (!toMerge) return;
    setProblem(null);
    const result = await merge({ keepId: lead.id, mergeId: toMerge.id });
    if (result.error) setProblem(errorMessage(result.error));
    else {
      notifications.show({ color: 'green', title: 'Leads merged', message: `The lead of ${toMerge.name} is now part of this one.` });
      setSearch('');
      reload();
    }
    setToMerge(null);
  };
  return (
    <Stack gap="xs">
      <TextInput
        type="search"
        label="Find the other lead"
        description="By name, e-mail or phone. Its enquiries and timeline move here, and its own row is removed."
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maxLength={LIMITS.search}
      />
      {debounced.length >= 2 && !fetching && data && candidates.length === 0 && (
        <Text size="sm" c="dimmed">
          No other lead matches.
        </Text>
      )}
      {candidates.length > 0 && (
        <Stack gap={6} role="list" aria-label="Leads to merge">
          {candidates.map((c) => (
            <Group key={c.id} role="listitem" justify="space-between" gap="xs" wrap="nowrap" className="lead-merge-candidate">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {c.name}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {[c.email, c.phone, c.courseName, LEAD_STATUS_LABELS[c.status]].filter(Boolean).join(' · ')}
                </Text>
              </div>
              <Button size="xs" variant="light" color="orange" onClick={() => setToMerge(c)} aria-label={`Merge the lead of ${c.name} into this one`}>
                Merge
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <Refusal message={problem} />
      <Modal opened={toMerge !== null} onClose={merging ? () => {} : () => setToMerge(null)} title="Merge these leads?" centered>
        {toMerge && (
          <Stack gap="md">
            <Text size="sm">
              The enquiries and timeline of <strong>{toMerge.name}</strong> ({toMerge.email}) move to the lead of <strong>{lead.name}</strong>, and the timeline records
              the merge. {toMerge.name}’s own lead is then removed.
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setToMerge(null)} disabled={merging}>
                Cancel
              </Button>
              <Button color="orange" onClick={() => void confirm()} loading={merging}>
                Merge into this lead
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
