import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminLeadFragment } from '../gql/graphql';
import { renderAdmin, type GraphQLHandler } from '../testing';
import { LeadEditModal } from './LeadEditModal';

const LEAD = {
  __typename: 'Lead',
  id: 'lead-1',
  name: 'Asha Kulkarni',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  whatsapp: false,
  designation: 'Analyst',
  experience: '2',
  course: 'data-science-ai-ml',
  courseName: 'Data Science and AI-ML',
  sourcePage: '/courses/data-science',
  sourceButton: 'Download Syllabus',
  wantsSyllabus: true,
  status: 'NEW',
  notes: '',
  submissions: 1,
  source: 'GOOGLE',
  campaign: '',
  assignee: { id: 'admin-1', name: 'Asha Admin', role: 'ADMIN' },
  nextFollowUpAt: null,
  nextFollowUpNote: '',
  followUpView: null,
  createdAt: '2026-03-14T09:30:00.000Z',
  updatedAt: '2026-03-14T10:30:00.000Z',
} as AdminLeadFragment;

/** The lead list's part: the dialog open on one lead until it is closed or saved. */
function Harness({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const [lead, setLead] = useState<AdminLeadFragment | null>(LEAD);
  return (
    <LeadEditModal
      lead={lead}
      onClose={() => {
        onClose();
        setLead(null);
      }}
      onSaved={() => {
        onSaved();
        setLead(null);
      }}
    />
  );
}

function renderModal(graphql: GraphQLHandler = () => ({ data: null })) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const view = renderAdmin(<Harness onClose={onClose} onSaved={onSaved} />, { graphql, route: '/admin/leads', otherRoutes: { '/admin/leads/:id': <p>The lead’s page</p> } });
  return { ...view, onClose, onSaved };
}

const dialog = () => screen.getByRole('dialog', { name: 'Edit lead' });
const noteBox = () => within(dialog()).getByRole('textbox', { name: /^Add a note/ }) as HTMLTextAreaElement;
const question = () => screen.queryByRole('dialog', { name: 'Discard unsaved changes?' });

async function answer(button: 'Keep editing' | 'Discard changes') {
  const asked = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
  fireEvent.click(within(asked).getByRole('button', { name: button }));
  await waitFor(() => expect(question()).toBeNull());
}

afterEach(() => notifications.clean());

describe('Edit lead with a note typed', () => {
  it('closes without asking when nothing was typed or chosen', async () => {
    const { onClose } = renderModal();
    await screen.findByRole('dialog', { name: 'Edit lead' });
    fireEvent.change(noteBox(), { target: { value: '   ' } });
    fireEvent.keyDown(noteBox(), { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(question()).toBeNull();
  });

  it('asks on Escape, the close button, Cancel and a click outside; Keep editing keeps the note, Discard closes', async () => {
    const { onClose } = renderModal();
    await screen.findByRole('dialog', { name: 'Edit lead' });
    fireEvent.change(noteBox(), { target: { value: 'Called; wants the weekend batch' } });

    fireEvent.keyDown(noteBox(), { key: 'Escape' });
    await answer('Keep editing');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await answer('Keep editing');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await answer('Keep editing');
    fireEvent.click(document.querySelector('.mantine-Modal-overlay')!);
    await answer('Keep editing');
    expect(onClose).not.toHaveBeenCalled();
    expect(noteBox().value).toBe('Called; wants the weekend batch');

    fireEvent.keyDown(noteBox(), { key: 'Escape' });
    await answer('Discard changes');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit lead' })).toBeNull());
  });

  it('asks about a status chosen and not saved too', async () => {
    const { onClose } = renderModal();
    await screen.findByRole('dialog', { name: 'Edit lead' });
    fireEvent.change(within(dialog()).getByRole('combobox', { name: 'Status' }), { target: { value: 'CONTACTED' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await answer('Keep editing');
    expect(onClose).not.toHaveBeenCalled();
    expect((within(dialog()).getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('CONTACTED');
  });

  it('asks before following the link to the lead’s page with a note typed', async () => {
    const { router } = renderModal();
    await screen.findByRole('dialog', { name: 'Edit lead' });
    fireEvent.change(noteBox(), { target: { value: 'Sent the fees' } });
    fireEvent.click(within(dialog()).getByRole('link', { name: 'Open the lead’s page and timeline' }));
    await answer('Keep editing');
    expect(router.state.location.pathname).toBe('/admin/leads');
    expect(noteBox().value).toBe('Sent the fees');
    await act(() => router.navigate('/admin/leads/lead-1'));
    await answer('Discard changes');
    expect(await screen.findByText('The lead’s page')).toBeTruthy();
  });

  it('does not ask once the note is saved', async () => {
    const { onSaved, onClose, router } = renderModal(({ operationName, variables }) =>
      operationName === 'AdminUpdateLead' ? { data: { updateLead: { ...LEAD, notes: (variables.input as { notes: string }).notes } } } : { data: null },
    );
    await screen.findByRole('dialog', { name: 'Edit lead' });
    fireEvent.change(noteBox(), { target: { value: 'Sent the fees' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit lead' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    await act(() => router.navigate('/admin/leads/lead-1'));
    expect(await screen.findByText('The lead’s page')).toBeTruthy();
    expect(question()).toBeNull();
  });
});
