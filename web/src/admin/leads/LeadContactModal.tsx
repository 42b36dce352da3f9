// Correcting a lead's contact details on its page (a counsellor learns the right number on a call, or a typo in the
// e-mail): name, e-mail, mobile number and whether WhatsApp is fine, in a dialog, saved through `updateLeadContact`
// by the lead form's own rules (the server's refusals are shown beside their fields; an e-mail or number another lead
// holds is refused there too, with that lead's name: the two are to be merged). Each save is a CONTACT entry on the
// timeline; the old details stay among the lead's contacts. Closing the dialog or leaving the page with changes asks
// first (UnsavedChanges.tsx), as the other admin forms do.
import { Alert, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useEffect, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { errorFields, errorMessage } from '../../api/errors';
import { graphql } from '../gql';
import { DialogLeaveGuard, useConfirmedClose, useDirtyFlag } from '../common/UnsavedChanges';
import { LIMITS, PHONE_HINT } from '../../../../gateway/src/services/limits';

const UpdateLeadContactMutation = graphql(`
  mutation AdminUpdateLeadContact($id: ID!, $input: LeadContactInput!) {
    updateLeadContact(id: $id, input: $input) {
      id
      name
      email
      phone
      whatsapp
    }
  }
`);

export interface LeadContact {
  id: string;
  name: string;
  email: string;
  phone: string;
  whatsapp: boolean;
}

/** "Edit details" beside the lead's details, and its dialog. `onSaved` reloads the page (the timeline has a new entry). */
export function EditContactButton({ lead, disabled, onSaved }: { lead: LeadContact; disabled: boolean; onSaved: () => void }) {
  const [open, setOpen] = useState(false);
  const fullScreen = useMediaQuery('(max-width: 35.99em)', false, { getInitialValueInEffect: false });
  const [busy, setBusy] = useState(false);
  const { dirty, setDirty, isDirty } = useDirtyFlag();
  const close = () => {
    setDirty(false);
    setOpen(false);
  };
  const { confirming, requestClose, question } = useConfirmedClose({ hasUnsaved: isDirty, onClose: close, busy, onDiscard: () => setDirty(false) });
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpen(true)} disabled={disabled} aria-label={`Edit details of ${lead.name}`}>
        Edit details
      </Button>
      <Modal
        opened={open}
        onClose={requestClose}
        closeOnEscape={!confirming}
        title="Edit contact details"
        fullScreen={fullScreen}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {open && (
          <ContactForm
            lead={lead}
            onCancel={requestClose}
            onBusy={setBusy}
            onDirtyChange={setDirty}
            onSaved={() => {
              close();
              onSaved();
            }}
          />
        )}
      </Modal>
      {question}
      {open && <DialogLeaveGuard dirty={dirty} />}
    </>
  );
}

type Values = { name: string; email: string; phone: string; whatsapp: boolean };

function ContactForm({ lead, onCancel, onBusy, onDirtyChange, onSaved }: { lead: LeadContact; onCancel: () => void; onBusy: (busy: boolean) => void; onDirtyChange: (dirty: boolean) => void; onSaved: () => void }) {
  const initial: Values = { name: lead.name, email: lead.email, phone: lead.phone, whatsapp: lead.whatsapp };
  const [values, setValues] = useState<Values>(initial);
  const [problems, setProblems] = useState<Partial<Record<keyof Values, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [{ fetching }, update] = useMutation(UpdateLeadContactMutation);
  // Only what differs from the lead as it is is sent (and would be lost).
  const changed = (Object.keys(initial) as (keyof Values)[]).filter((key) => (typeof values[key] === 'string' ? (values[key] as string).trim() : values[key]) !== initial[key]);
  const dirty = changed.length > 0;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setProblems((p) => ({ ...p, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (!dirty) {
      onCancel();
      return;
    }
    onBusy(true);
    try {
      const input = Object.fromEntries(changed.map((key) => [key, values[key]]));
      const result = await update({ id: lead.id, input });
      if (result.error || !result.data) {
        const fields = result.error ? errorFields(result.error) : {};
        const known = Object.fromEntries(Object.entries(fields).filter(([field]) => field in initial));
        setProblems(known);
        if (Object.keys(known).length === 0) setAlert(`Could not save the details: ${result.error ? errorMessage(result.error) : 'no answer'}`);
        // The first field in error takes the focus (its message is read with it).
        const first = (Object.keys(initial) as (keyof Values)[]).find((key) => known[key]);
        if (first) requestAnimationFrame(() => document.getElementById(`lead-contact-${first}`)?.focus());
        return;
      }
      notifications.show({ color: 'green', title: 'Details saved', message: `${result.data.updateLeadContact.name}: the timeline says what changed.` });
      onSaved();
    } finally {
      onBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Contact details of ${lead.name}`}>
      <Stack gap="sm">
        {alert && (
          <Alert color="red" variant="light" role="alert">
            <Text size="sm">{alert}</Text>
          </Alert>
        )}
        <TextInput id="lead-contact-name" label="Name" value={values.name} onChange={(e) => set('name', e.currentTarget.value)} error={problems.name} maxLength={LIMITS.name} required data-autofocus />
        <TextInput id="lead-contact-email" label="Email" type="email" value={values.email} onChange={(e) => set('email', e.currentTarget.value)} error={problems.email} maxLength={LIMITS.email} required />
        <TextInput id="lead-contact-phone" label="Mobile number" type="tel" description={PHONE_HINT} value={values.phone} onChange={(e) => set('phone', e.currentTarget.value)} error={problems.phone} required />
        <Checkbox label="WhatsApp is fine on this number" checked={values.whatsapp} onChange={(e) => set('whatsapp', e.currentTarget.checked)} />
        <Text size="xs" c="dimmed">
          The old e-mail and number stay among the lead’s contacts: an enquiry from them still joins this lead.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={fetching}>
            Cancel
          </Button>
          <Button type="submit" loading={fetching}>
            Save details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
