import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAdmin, type GraphQLCall } from '../testing';
import { ApplicationsPage } from './ApplicationsPage';
import { application, pipeline } from './testPipeline';

function renderDrawer(app = application({ cv: null }), calls: GraphQLCall[] = []) {
  return renderAdmin(<ApplicationsPage />, {
    route: '/admin/applications?application=app-1',
    path: '/admin/applications',
    graphql: pipeline(app, { calls }),
    otherRoutes: { '/admin/leads': <p>Leads page</p> },
  });
}

const question = () => screen.queryByRole('dialog', { name: 'Discard unsaved changes?' });

async function answer(button: 'Keep editing' | 'Discard changes') {
  const asked = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
  fireEvent.click(within(asked).getByRole('button', { name: button }));
  await waitFor(() => expect(question()).toBeNull());
}

/** The drawer, once the application is shown in it. */
async function openDrawer() {
  const drawer = await screen.findByRole('dialog', { name: 'Asha Patil' });
  await within(drawer).findByText('Two years of SQL.');
  return drawer;
}

afterEach(() => notifications.clean());

describe('the application drawer with typed text', () => {
  it('closes without asking when nothing was typed', async () => {
    const { router } = renderDrawer();
    const drawer = await openDrawer();
    fireEvent.keyDown(within(drawer).getByLabelText(/^Staff notes/), { key: 'Escape' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(question()).toBeNull();
  });

  it('asks before Escape or the close button throw staff notes or a move note away; Keep editing keeps them, Discard closes', async () => {
    const { router } = renderDrawer();
    const drawer = await openDrawer();
    const notes = within(drawer).getByLabelText(/^Staff notes/) as HTMLTextAreaElement;
    fireEvent.change(notes, { target: { value: 'Strong SQL; call on Friday' } });
    fireEvent.keyDown(notes, { key: 'Escape' });
    await answer('Keep editing');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await answer('Keep editing');
    expect(router.state.location.search).toBe('?application=app-1');
    expect(notes.value).toBe('Strong SQL; call on Friday');

    // A move's note alone is typed text too.
    fireEvent.change(notes, { target: { value: '' } });
    const moveNote = within(drawer).getByLabelText(/Note for the timeline/) as HTMLTextAreaElement;
    fireEvent.change(moveNote, { target: { value: 'Good test' } });
    fireEvent.keyDown(moveNote, { key: 'Escape' });
    await answer('Discard changes');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Asha Patil' })).toBeNull());
  });

  it('asks before leaving the page with staff notes typed, and not once they are saved', async () => {
    const { router } = renderDrawer();
    const drawer = await openDrawer();
    fireEvent.change(within(drawer).getByLabelText(/^Staff notes/), { target: { value: 'Strong SQL' } });
    await act(() => router.navigate('/admin/leads'));
    await answer('Keep editing');
    expect(router.state.location.pathname).toBe('/admin/applications');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByText('Notes saved')).toBeTruthy();
    await act(() => router.navigate('/admin/leads'));
    expect(await screen.findByText('Leads page')).toBeTruthy();
    expect(question()).toBeNull();
  });
});

describe('moving an application', () => {
  it('says before the click that the move mails the learner, and puts the focus back on the stage select after it', async () => {
    const calls: GraphQLCall[] = [];
    renderDrawer(application({ cv: null }), calls);
    const drawer = await openDrawer();
    expect(within(drawer).queryByTestId('move-mail-hint')).toBeNull();
    const select = within(drawer).getByLabelText('Move to') as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'REJECTED' } });
    const hint = within(drawer).getByTestId('move-mail-hint');
    expect(hint.textContent).toBe('Moving to Rejected sends Asha Patil a mail saying so.');
    const move = within(drawer).getByRole('button', { name: 'Move' });
    expect(move.getAttribute('aria-describedby')).toBe(hint.id);
    fireEvent.change(select, { target: { value: 'SHORTLISTED' } });
    expect(within(drawer).getByTestId('move-mail-hint').textContent).toBe('Moving to Shortlisted sends Asha Patil a mail saying so.');
    expect(calls.some((c) => c.operationName === 'AdminMoveApplication')).toBe(false);

    move.focus();
    fireEvent.click(move);
    expect(await screen.findByText('Moved to Shortlisted')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(drawer).getByLabelText('Move to')));
    expect(within(drawer).queryByTestId('move-mail-hint')).toBeNull();
  });

  it('says no mail goes out when the learner deleted their account', async () => {
    renderDrawer(application({ anonymised: true, cv: null }));
    const drawer = await openDrawer();
    fireEvent.change(within(drawer).getByLabelText('Move to'), { target: { value: 'REJECTED' } });
    expect(within(drawer).getByTestId('move-mail-hint').textContent).toBe('No mail goes out: the learner deleted their account.');
  });
});
