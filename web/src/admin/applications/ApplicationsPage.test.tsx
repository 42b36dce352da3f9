import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin, type GraphQLCall, type GraphQLHandler } from '../testing';
import { describeEvent } from './ApplicationDrawer';
import { ApplicationsPage } from './ApplicationsPage';
import { application, pipeline, type Full } from './testPipeline';

describe('the applications page', () => {
  it('searches applicants by what is typed: the URL keeps it (one history entry), the list and the export take it', async () => {
    const { calls, router } = renderAdmin(<ApplicationsPage />, { route: '/admin/applications?stage=applied', path: '/admin/applications', graphql: pipeline(application()) });
    await screen.findByRole('table', { name: 'Applications' });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'Asha' } });
    fireEvent.change(box, { target: { value: ' Asha Pat ' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=Asha+Pat&stage=APPLIED'));
    // Typing refined one search: it replaced the entry rather than adding one per pause.
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(calls.filter((c) => c.operationName === 'AdminApplications').at(-1)!.variables).toMatchObject({ search: 'Asha Pat', stage: 'APPLIED' }));
    expect(calls.filter((c) => c.operationName === 'AdminApplications').some((c) => c.variables.search === 'Asha')).toBe(false);
    // A URL from outside (Back, a link) is written into the box.
    await router.navigate('/admin/applications?q=98220');
    await waitFor(() => expect((box as HTMLInputElement).value).toBe('98220'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((box as HTMLInputElement).value).toBe('');
  });

  it("asks for the job's applicants at the stage in the URL, and lists them", async () => {
    const { calls } = renderAdmin(<ApplicationsPage />, { route: '/admin/applications?job=job-1&stage=applied', path: '/admin/applications', graphql: pipeline(application()) });
    await screen.findByRole('table', { name: 'Applications' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Applicants');
    const list = calls.find((c) => c.operationName === 'AdminApplications')!;
    expect(list.variables).toMatchObject({ jobPostId: 'job-1', stage: 'APPLIED', from: null, to: null, first: 20 });
    expect(await screen.findByText('Data Analyst at Sahyadri Analytics · 1 matching application')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Applied (1)' })).toBeTruthy();
    // When it arrived, in IST whatever the test machine's zone (10:00 UTC is 15:30 in India).
    const applied = within(screen.getByRole('table', { name: 'Applications' })).getAllByRole('row')[1]!.querySelector('[title]')!;
    expect(applied.getAttribute('title')).toBe('14 Mar 2026, 15:30');
    expect(applied.textContent).toBe('14 Mar 202615:30');
  });

  it('opens an application in a drawer: only the allowed moves, and a move sends the stage and the note', async () => {
    const moves: GraphQLCall[] = [];
    const { router } = renderAdmin(<ApplicationsPage />, { route: '/admin/applications', path: '/admin/applications', graphql: pipeline(application(), { onMove: (c) => moves.push(c) }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Open the application of Asha Patil' }));
    expect(router.state.location.search).toBe('?application=app-1');
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('Two years of SQL.');
    const select = within(drawer).getByLabelText('Move to') as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['Choose a stage…', 'Shortlisted', 'Interview', 'Offer', 'Rejected']);
    fireEvent.change(select, { target: { value: 'SHORTLISTED' } });
    fireEvent.change(within(drawer).getByLabelText(/Note for the timeline/), { target: { value: 'Good test' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(moves).toHaveLength(1));
    expect(moves[0]!.variables).toEqual({ id: 'app-1', stage: 'SHORTLISTED', note: 'Good test' });
    expect(await screen.findByText('Moved to Shortlisted')).toBeTruthy();
  });

  it('saves the staff notes with the updatedAt they were loaded with; a CONFLICT shows the message and keeps what was typed; Reload loads the newer application', async () => {
    const CONFLICT = 'Someone else changed this application while you were editing its notes. Nothing of yours was saved: reload to see their change, then make yours again.';
    let app = application({ staffNotes: 'Called on Monday' });
    const saves: GraphQLCall[] = [];
    const base = pipeline(app);
    const handler: GraphQLHandler = (call) => {
      if (call.operationName === 'AdminApplication') return { data: { pipelineApplication: app } };
      if (call.operationName !== 'AdminUpdateApplicationNotes') return base(call);
      saves.push(call);
      if (saves.length === 1) {
        // Someone else moved it meanwhile: the drawer's copy is older.
        app = { ...app, stage: 'SHORTLISTED', updatedAt: '2026-03-15T09:00:00.000Z' };
        return { data: null, errors: [{ message: CONFLICT, extensions: { code: 'CONFLICT' } }] };
      }
      return { data: { updateApplicationNotes: { ...app, staffNotes: String(call.variables.staffNotes), updatedAt: '2026-03-15T10:00:00.000Z' } } };
    };
    renderAdmin(<ApplicationsPage />, { route: '/admin/applications?application=app-1', path: '/admin/applications', graphql: handler });
    const drawer = await screen.findByRole('dialog');
    const notes = (await within(drawer).findByLabelText(/^Staff notes/)) as HTMLTextAreaElement;
    fireEvent.change(notes, { target: { value: 'Called on Monday; interview on Friday' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save notes' }));
    const alert = await within(drawer).findByTestId('save-conflict');
    expect(alert.textContent).toContain(CONFLICT);
    expect(saves[0]!.variables.baseUpdatedAt).toBe('2026-03-14T10:00:00.000Z');
    expect(notes.value).toBe('Called on Monday; interview on Friday');

    fireEvent.click(within(alert).getByRole('button', { name: 'Reload the newer version' }));
    // Their change was a move, not the notes: what was typed stays, and the next save names the newer version.
    await waitFor(() => expect(within(drawer).queryByTestId('save-conflict')).toBeNull());
    expect((within(drawer).getByLabelText(/^Staff notes/) as HTMLTextAreaElement).value).toBe('Called on Monday; interview on Friday');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByText('Notes saved')).toBeTruthy();
    expect(saves[1]!.variables.baseUpdatedAt).toBe('2026-03-15T09:00:00.000Z');
  });

  it('offers no move for a withdrawn application', async () => {
    renderAdmin(<ApplicationsPage />, { route: '/admin/applications?application=app-1', path: '/admin/applications', graphql: pipeline(application({ stage: 'WITHDRAWN', allowedStages: [] })) });
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('The learner withdrew this application: it can no longer be moved.')).toBeTruthy();
    expect(within(drawer).queryByLabelText('Move to')).toBeNull();
  });

  it('a placed application offers "Make a draft story"; once made, it links to the draft', async () => {
    const placed = renderAdmin(<ApplicationsPage />, { route: '/admin/applications?application=app-1', path: '/admin/applications', graphql: pipeline(application({ stage: 'PLACED', allowedStages: ['OFFER'] })) });
    expect(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Make a draft story' })).toBeTruthy();
    placed.unmount();
    renderAdmin(<ApplicationsPage />, {
      route: '/admin/applications?application=app-1',
      path: '/admin/applications',
      graphql: pipeline(application({ stage: 'PLACED', allowedStages: ['OFFER'], story: { __typename: 'Story', id: 'story-1', title: 'Asha Patil joins Sahyadri Analytics as Data Analyst', published: false } as Full['story'] })),
    });
    const drawer = await screen.findByRole('dialog');
    const link = await within(drawer).findByRole('link', { name: 'Asha Patil joins Sahyadri Analytics as Data Analyst' });
    expect(link.getAttribute('href')).toBe('/admin/success-stories/story-1/edit');
    expect(within(drawer).getByText('Draft')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Make a draft story' })).toBeNull();
  });

  it('the timeline says who did what', () => {
    expect(describeEvent({ kind: 'stage', fromStage: 'APPLIED', toStage: 'SHORTLISTED', actorName: 'Asha Admin' })).toBe('Moved from Applied to Shortlisted by Asha Admin');
    expect(describeEvent({ kind: 'note', fromStage: null, toStage: null, actorName: 'Asha Admin' })).toBe('Staff notes edited by Asha Admin');
    expect(describeEvent({ kind: 'withdrawn', fromStage: 'APPLIED', toStage: 'WITHDRAWN', actorName: '' })).toBe('Withdrawn by the learner');
  });
});
