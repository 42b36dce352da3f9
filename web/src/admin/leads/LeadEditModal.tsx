// Working a lead from the list: its details at a glance, its status to change and a note to add (notes are added to
// the lead's timeline, never written over: the latest one is shown above the box). Saved through `updateLead`; the
// server's refusals are shown in the dialog, which stays open with what was typed. Everything else (counsellor,
// follow-ups, the whole timeline) is on the lead's own page, linked from here. Closing the dialog or leaving the page
// with a status chosen or a note typed and not saved asks first (UnsavedChanges.tsx), as the other admin forms do.
import { Alert, Anchor, Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useMutation } from 'urql';
import { paths } from '../../routes';
import { graphql } from '../gql';
import type { AdminLeadFragment, LeadStatus } from '../gql/graphql';
import { errorField, errorMessage } from '../../api/errors';
import { DialogLeaveGuard, useConfirmedClose, useDirtyFlag } from '../common/UnsavedChanges';
import { sourceLabel } from './leadDisplay';
import { useLeadCourses } from './useLeadCourses';
import { experienceLabel, LEAD_STATUS_LABELS, LEAD_STATUSES, receivedAt } from './leadFilters';
import { NoteField, noteProblem } from './NoteField';

const UpdateLeadMutation = graphql(`
  mutation AdminUpdateLead($id: ID!, $input: LeadUpdateInput!) {
    updateLead(id: $id, input: $input) {
      ...AdminLead
    }
  }
`);

export interface LeadEditModalProps {
  lead: AdminLeadFragment | null;
  onClose: () => void;
  onSaved: (lead: AdminLeadFragment) => void;
}

export function LeadEditModal({ lead, onClose, onSaved }: LeadEditModalProps) {
  const fullScreen = useMediaQuery('(max-width: 35.99em)', false, { getInitialValueInEffect: false });
  const [busy, setBusy] = useState(false);
  // Whether the form holds changes not saved yet (reported by the form).
  const { dirty, setDirty, isDirty } = useDirtyFlag();
  const opened = lead !== null;
  // Escape, the close button, a click outside and Cancel all come here: with changes, they ask first.
  const { confirming: confirmingClose, requestClose, question } = useConfirmedClose({ hasUnsaved: isDirty, onClose, busy, onDiscard: () => setDirty(false) });
  const saved = (updated: AdminLeadFragment) => {
    setDirty(false);
    onSaved(updated);
  };
  return (
    <>
      <Modal
        opened={opened}
        onClose={requestClose}
        // While the question is open, Escape answers it ("Keep editing") rather than closing this dialog too.
        closeOnEscape={!confirmingClose}
        title="Edit lead"
        size="lg"
        fullScreen={fullScreen}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {lead && <LeadEditForm key={lead.id} lead={lead} onCancel={requestClose} onSaved={saved} onBusy={setBusy} onDirtyChange={setDirty} />}
      </Modal>
      {question}
      {opened && <DialogLeaveGuard dirty={dirty} />}
    </>
  );
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

function LeadEditForm({
  lead,
  onCancel,
  onSaved,
  onBusy,
  onDirtyChange,
}: {
  lead: AdminLeadFragment;
  onCancel: () => void;
  onSaved: (lead: AdminLeadFragment) => void;
  onBusy: (busy: boolean) => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const courses = useLeadCourses();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [notes, setNotes] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [notesError, setNotesError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [, updateLead] = useMutation(UpdateLeadMutation);
  // A blank note adds nothing, so only a status changed or a note with words in it would be lost.
  const dirty = status !== lead.status || notes.trim() !== '';
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    setNotesError(null);
    const problem = noteProblem(notes, { required: false });
    if (problem) {
      setNotesError(problem);
      return;
    }
    // Nothing changed and no note: nothing to write (an empty update would still be audited as one).
    if (status === lead.status && !notes.trim()) {
      onCancel();
      return;
    }
    setSaving(true);
    onBusy(true);
    try {
      // An empty box adds no note; a status left as it was writes nothing either.
      const result = await updateLead({ id: lead.id, input: { ...(status !== lead.status ? { status } : {}), ...(notes.trim() ? { notes: notes.trim() } : {}) } });
      if (result.error || !result.data) {
        const message = result.error ? errorMessage(result.error) : 'The lead was not saved';
        if (result.error && errorField(result.error) === 'notes') setNotesError(message);
        else setAlert(`Could not save the lead: ${message}`);
        return;
      }
      notifications.show({ color: 'green', title: 'Lead updated', message: `${lead.name}: ${LEAD_STATUS_LABELS[result.data.updateLead.status]}.` });
      onSaved(result.data.updateLead);
    } finally {
      setSaving(false);
      onBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Edit lead ${lead.name}`}>
      <Stack gap="md">
        {alert && (
          <Alert color="red" variant="light" role="alert">
            <Text size="sm" fw={500}>
              {alert}
            </Text>
          </Alert>
        )}
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
          <Detail label="Name">{lead.name}</Detail>
          <Detail label="Received">
            {receivedAt(lead.createdAt)}
            {lead.submissions > 1 && ` · ${lead.submissions} submissions`}
          </Detail>
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
          </Detail>
          <Detail label="Course">{lead.courseName}</Detail>
          <Detail label="Designation · experience">
            {lead.designation} · {experienceLabel(lead.experience)}
          </Detail>
          <Detail label="Source" wide>
            {sourceLabel(lead.sourcePage, lead.sourceButton, courses)}
            {lead.wantsSyllabus && ' · asked for the syllabus'}
          </Detail>
        </SimpleGrid>
        <NativeSelect
          label="Status"
          data={LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] }))}
          value={status}
          onChange={(e) => setStatus(e.currentTarget.value as LeadStatus)}
          data-autofocus
        />
        {lead.notes && (
          <div>
            <Text size="xs" c="dimmed">
              Latest note
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lineClamp={4}>
              {lead.notes}
            </Text>
          </div>
        )}
        <NoteField
          label="Add a note"
          description="For staff only: calls, fees discussed. Added to the lead’s timeline; earlier notes stay."
          minRows={4}
          value={notes}
          onChange={(value) => {
            setNotes(value);
            setNotesError(null);
          }}
          error={notesError}
        />
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Anchor component={Link} to={paths.admin.lead(lead.id)} size="sm">
            Open the lead’s page and timeline
          </Anchor>
          <Group gap="sm">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
