// /admin/leads/:id (ADMIN and EDITOR): one lead, where the lead mails link. Its details (the contact details corrected
// in a dialog: LeadContactModal); its status, counsellor and next follow-up to change ("Mark done" with an outcome and,
// if wanted, the next one); a note to add (notes are added to the timeline, never written over); for admins, another
// lead to merge into this one; and the timeline, newest first. What the permission table does not allow the viewer (an
// editor on another counsellor's lead) is disabled and said; if the server refuses anyway, its message is shown where
// the action was. Typed text not saved yet is asked about before it is lost (leaving the page, or an editor handing the
// lead away), and after each action the keyboard focus is put where its result is, never left on a button that went
// busy.
import { Alert, Anchor, Badge, Button, Card, Grid, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { errorField, errorMessage } from '../../api/errors';
import { paths } from '../../routes';
import { graphql } from '../gql';
import type { AdminLeadDetailFragment, FollowUpOutcome, LeadStatus } from '../gql/graphql';
import { LoadFailure, Loading } from '../common/LoadState';
import { useUnsavedChangesGuard } from '../common/UnsavedChanges';
import { useReportUnsaved, useUnsavedParts, type ReportUnsaved } from '../common/unsavedParts';
import { useAdminUser } from '../session/AdminSession';
import { heldByStaff as isHeldByStaff, notYoursWords } from './leadAccess';
import { sourceLabel } from './leadDisplay';
import { experienceLabel, LEAD_SOURCE_LABELS, LEAD_STATUS_COLORS, LEAD_STATUS_LABELS, LEAD_STATUSES, receivedAt } from './leadFilters';
import { FOLLOW_UP_OUTCOME_LABELS, FOLLOW_UP_OUTCOMES, LeadTimeline } from './LeadTimeline';
import { EditContactButton } from './LeadContactModal';
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
    otherContacts {
      kind
      value
    }
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

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Group justify="space-between" align="center" gap="sm" mb="sm" wrap="nowrap">
        <Title order={2} size="h4">
          {title}
        </Title>
        {action}
      </Group>
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
  // Typed text not saved yet (a note, a follow-up being planned or marked done): leaving the page asks first.
  const { unsaved, report } = useUnsavedParts();
  const guard = useUnsavedChangesGuard(unsaved.length > 0);
  // After an editor hands the lead over, the page turns read-only: the keyboard focus goes to the notice saying so
  // once it shows (the select it came from is disabled by then).
  const notice = useRef<HTMLDivElement>(null);
  const [focusNotice, setFocusNotice] = useState(false);
  useEffect(() => {
    if (focusNotice && notYours) {
      notice.current?.focus();
      setFocusNotice(false);
    }
  }, [focusNotice, notYours]);

  return (
    <Stack gap="md">
      {guard.prompt}
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
        <Alert ref={notice} tabIndex={-1} color="yellow" variant="light" role="status" title={NOT_YOURS}>
          {notYours}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Section title="Details" action={<EditContactButton lead={lead} disabled={!canWork} onSaved={reload} />}>
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
                {lead.otherContacts.length > 0 && (
                  // Addresses and numbers its merged or joined enquiries came from: an enquiry from any of them joins this lead.
                  <Detail label="Also reached at">
                    {lead.otherContacts.map((contact, i) => (
                      <span key={contact.value}>
                        {i > 0 && ' · '}
                        <Anchor href={contact.kind === 'EMAIL' ? `mailto:${contact.value}` : `tel:${contact.value.replace(/\s/g, '')}`} size="sm">
                          {contact.value}
                        </Anchor>
                      </span>
                    ))}
                  </Detail>
                )}
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
                <AssignControl
                  lead={lead}
                  reload={reload}
                  disabled={!canWork}
                  viewerId={viewer.id}
                  isAdmin={isAdmin}
                  heldByStaff={heldByStaff}
                  unsaved={unsaved}
                  onHandedOver={() => setFocusNotice(true)}
                />
              </Stack>
            </Section>
            <Section title="Next follow-up">
              <FollowUpControl lead={lead} reload={reload} disabled={!canWork} report={report} />
            </Section>
            <Section title="Add a note">
              <NoteForm lead={lead} reload={reload} disabled={!canWork} report={report} />
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

/** How the page names each form's unsaved text, in the order a sentence lists them. */
const UNSAVED_PARTS = { note: 'the note', followUp: 'the follow-up being planned', outcome: 'the follow-up outcome' } as const;

function AssignControl({
  lead,
  disabled,
  viewerId,
  isAdmin,
  heldByStaff,
  unsaved,
  onHandedOver,
  reload,
}: {
  lead: Lead;
  disabled: boolean;
  viewerId: string;
  isAdmin: boolean;
  heldByStaff: boolean;
  /** The forms of this page holding typed text not saved yet (UNSAVED_PARTS' words). */
  unsaved: readonly string[];
  /** The viewer handed their own lead to another counsellor and may no longer work on it. */
  onHandedOver: () => void;
  reload: () => void;
}) {
  const counsellors = useCounsellors();
  const [{ fetching }, assign] = useMutation(AssignMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const [handOverTo, setHandOverTo] = useState<{ id: string; name: string } | null>(null);
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
      return false;
    }
    const name = result.data?.assignLead.assignee?.name;
    notifications.show({ color: 'green', title: 'Counsellor changed', message: name ? `${lead.name} is now with ${name}.` : `${lead.name} is unassigned.` });
    reload();
    return true;
  };
  const choose = (assigneeId: string) => {
    // An editor who hands their own lead to another counsellor can no longer work on it, nor take it back (only an
    // admin can): a slip of the select would cost the lead, so it asks first. Unassigning keeps the lead workable (an
    // editor may take an unassigned lead), and an admin can always assign it back: those change at once.
    if (!isAdmin && current === viewerId && assigneeId && assigneeId !== viewerId) {
      setHandOverTo({ id: assigneeId, name: options.find((o) => o.value === assigneeId)?.label ?? 'another counsellor' });
      return;
    }
    void change(assigneeId);
  };
  const handOver = async () => {
    if (!handOverTo) return;
    const done = await change(handOverTo.id);
    setHandOverTo(null);
    if (done) onHandedOver();
  };
  return (
    <Stack gap={6}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect label="Counsellor" data={options} value={current} disabled={disabled || fetching} onChange={(e) => choose(e.currentTarget.value)} style={{ flex: '1 1 200px', minWidth: 0 }} />
        {!heldByStaff && !disabled && (
          <Button variant="light" onClick={() => void change(viewerId)} loading={fetching}>
            Take this lead
          </Button>
        )}
      </Group>
      <Refusal message={problem} />
      <Modal opened={handOverTo !== null} onClose={fetching ? () => {} : () => setHandOverTo(null)} title={`Hand this lead to ${handOverTo?.name ?? ''}?`} centered>
        {handOverTo && (
          <Stack gap="md">
            {unsaved.length > 0 ? (
              // The typed text would be stuck in a box the editor may no longer save from. Rather than saving it for
              // them (a half-typed follow-up may not even be valid), the handover waits until it is saved or cleared.
              <Text size="sm">
                You have typed {listWords(Object.values(UNSAVED_PARTS).filter((part) => unsaved.includes(part)))} on this page and not saved it. Once {handOverTo.name} works this lead you could no longer save it here. Save it or
                clear it first, then hand the lead over.
              </Text>
            ) : (
              <Text size="sm">
                Once {handOverTo.name} works this lead, you can no longer change it, add notes or plan follow-ups, nor take it back: only {handOverTo.name} or an
                admin can.
              </Text>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setHandOverTo(null)} disabled={fetching} data-autofocus>
                Keep the lead
              </Button>
              {unsaved.length === 0 && (
                <Button color="orange" onClick={() => void handOver()} loading={fetching}>
                  Hand it over
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

/** "the note", "the note and the follow-up", "a, b and c". */
function listWords(words: readonly string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

function FollowUpControl({ lead, disabled, reload, report }: { lead: Lead; disabled: boolean; reload: () => void; report: ReportUnsaved }) {
  const [completing, setCompleting] = useState(false);
  // After a follow-up is planned, moved or marked done, the keyboard focus goes to the line saying what is planned now,
  // once it says it (the lead is read again): the button pressed was busy meanwhile, and "Mark done" is gone.
  const summary = useRef<HTMLDivElement>(null);
  const [focusWhenPlanned, setFocusWhenPlanned] = useState<{ at: string | null } | null>(null);
  useEffect(() => {
    if (focusWhenPlanned && (lead.nextFollowUpAt ?? null) === focusWhenPlanned.at) {
      summary.current?.focus();
      setFocusWhenPlanned(null);
    }
  }, [focusWhenPlanned, lead.nextFollowUpAt]);
  const planned = (at: string | null) => setFocusWhenPlanned({ at });
  return (
    <Stack gap="sm">
      <div ref={summary} tabIndex={-1}>
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
      </div>
      {lead.nextFollowUpAt && !completing && (
        <Button variant="light" onClick={() => setCompleting(true)} disabled={disabled} style={{ alignSelf: 'flex-start' }}>
          Mark done
        </Button>
      )}
      {completing ? (
        <CompleteFollowUpForm
          lead={lead}
          reload={reload}
          report={report}
          onCancel={() => setCompleting(false)}
          onSaved={(nextAt) => {
            setCompleting(false);
            planned(nextAt);
          }}
        />
      ) : (
        <SetFollowUpForm lead={lead} reload={reload} disabled={disabled} report={report} onSaved={planned} />
      )}
    </Stack>
  );
}

function SetFollowUpForm({ lead, disabled, reload, report, onSaved }: { lead: Lead; disabled: boolean; reload: () => void; report: ReportUnsaved; onSaved: (at: string) => void }) {
  const [{ fetching }, setFollowUp] = useMutation(SetFollowUpMutation);
  const [at, setAt] = useState('');
  const [note, setNote] = useState('');
  useReportUnsaved(report, UNSAVED_PARTS.followUp, at !== '' || note.trim() !== '');
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
    const plannedAt = result.data!.setLeadFollowUp.nextFollowUpAt!;
    notifications.show({ color: 'green', title: 'Follow-up planned', message: `${lead.name}: ${followUpWords(plannedAt)}.` });
    onSaved(plannedAt);
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

function CompleteFollowUpForm({
  lead,
  onCancel,
  onSaved,
  reload,
  report,
}: {
  lead: Lead;
  onCancel: () => void;
  /** Saved: the next follow-up now planned, or null. */
  onSaved: (nextAt: string | null) => void;
  reload: () => void;
  report: ReportUnsaved;
}) {
  const [{ fetching }, complete] = useMutation(CompleteFollowUpMutation);
  const [outcome, setOutcome] = useState<FollowUpOutcome>('REACHED');
  const [text, setText] = useState('');
  const [nextAt, setNextAt] = useState('');
  const [nextNote, setNextNote] = useState('');
  const [nextError, setNextError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Cancel is a choice to drop what was typed here; leaving the page is not.
  useReportUnsaved(report, UNSAVED_PARTS.outcome, text.trim() !== '' || nextAt !== '' || nextNote.trim() !== '');
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
    onSaved(result.data?.completeLeadFollowUp.nextFollowUpAt ?? null);
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
          <Button variant="default" onClick={onCancel} disabled={fetching}>
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

function NoteForm({ lead, disabled, reload, report }: { lead: Lead; disabled: boolean; reload: () => void; report: ReportUnsaved }) {
  const [{ fetching }, addNote] = useMutation(AddNoteMutation);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  useReportUnsaved(report, UNSAVED_PARTS.note, text.trim() !== '');
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
    // Back to the box, empty for the next note (the button went busy, and the notification says it was added).
    form.current?.querySelector('textarea')?.focus();
    reload();
  };
  return (
    <form ref={form} onSubmit={submit} noValidate aria-label="Add a note">
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
  // After a merge the candidate whose button opened the question is gone: the keyboard focus goes to the search box,
  // empty for the next duplicate, instead of back to that button (the dialog's own return of focus is turned off).
  const searchBox = useRef<HTMLInputElement>(null);
  const [merged, setMerged] = useState(false);
  useEffect(() => {
    if (merged && !toMerge) searchBox.current?.focus();
  }, [merged, toMerge]);
  const ask = (candidate: (typeof candidates)[number]) => {
    setMerged(false);
    setToMerge(candidate);
  };
  const confirm = async () => {
    if (!toMerge) return;
    setProblem(null);
    const result = await merge({ keepId: lead.id, mergeId: toMerge.id });
    if (result.error) setProblem(errorMessage(result.error));
    else {
      notifications.show({ color: 'green', title: 'Leads merged', message: `The lead of ${toMerge.name} is now part of this one.` });
      setSearch('');
      setMerged(true);
      reload();
    }
    setToMerge(null);
  };
  return (
    <Stack gap="xs">
      <TextInput
        ref={searchBox}
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
              <Button size="xs" variant="light" color="orange" onClick={() => ask(c)} aria-label={`Merge the lead of ${c.name} into this one`}>
                Merge
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <Refusal message={problem} />
      <Modal opened={toMerge !== null} onClose={merging ? () => {} : () => setToMerge(null)} returnFocus={!merged} title="Merge these leads?" centered>
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
