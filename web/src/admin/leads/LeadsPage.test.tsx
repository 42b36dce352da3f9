import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router-dom';
import type { AdminLeadFragment } from '../gql/graphql';
import { renderAdmin, testSession, windowWidth, type GraphQLCall, type GraphQLHandler } from '../testing';
import { LeadsPage } from './LeadsPage';
import { seedCourseRoutes } from '../../marketing/course/seedPages';

function lead(overrides: Partial<AdminLeadFragment> = {}): AdminLeadFragment & { __typename: 'Lead' } {
  return {
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
    submissions: 2,
    source: 'GOOGLE',
    campaign: 'diwali-offer',
    assignee: { id: 'admin-1', name: 'Asha Admin', role: 'ADMIN' },
    nextFollowUpAt: null,
    nextFollowUpNote: '',
    followUpView: null,
    createdAt: '2026-03-14T09:30:00.000Z',
    updatedAt: '2026-03-14T10:30:00.000Z',
    ...overrides,
  };
}

const LEADS = [
  lead(),
  lead({ id: 'lead-2', name: 'Rahul Mehta', email: 'rahul@example.com', phone: '', course: 'general', courseName: 'Learning centre (any course)', sourcePage: '/courses/learnbay', sourceButton: 'Enroll Now', wantsSyllabus: false, status: 'CONTACTED', notes: 'Call back on Monday', submissions: 1, experience: '1', source: 'WEBSITE', campaign: '', assignee: null, createdAt: '2026-03-13T09:30:00.000Z' }),
];

function connection(nodes: AdminLeadFragment[], totalCount = nodes.length) {
  return { leads: { __typename: 'LeadConnection', totalCount, pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: nodes.at(-1)?.id ?? null }, edges: nodes.map((node) => ({ __typename: 'LeadEdge', node })) } };
}

const COUNSELLORS = [
  { __typename: 'User', id: 'admin-1', name: 'Asha Admin' },
  { __typename: 'User', id: 'editor-2', name: 'Ravi Counsellor' },
];

const inbox: GraphQLHandler = ({ operationName, variables }) => {
  if (operationName === 'AdminLeads') return { data: connection(LEADS) };
  if (operationName === 'AdminCounsellors') return { data: { counsellors: COUNSELLORS } };
  if (operationName === 'AdminFollowUpCounts') return { data: { followUpCounts: { __typename: 'FollowUpCounts', dueToday: 2, overdue: 3, upcoming: 4 } } };
  if (operationName === 'AdminLeadCourses') return { data: { publishedCourses: seedCourseRoutes.map((c) => ({ __typename: 'PublicCourse', ...c })) } };
  if (operationName === 'AdminUpdateLead') {
    const input = variables.input as { status: AdminLeadFragment['status']; notes: string };
    return { data: { updateLead: { ...LEADS.find((l) => l.id === variables.id)!, ...input } } };
  }
  return { data: null };
};

/** Shows the router's query string, so a test can read what the page wrote to the URL. */
function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderInbox(route = '/admin/leads', graphql: GraphQLHandler = inbox) {
  return renderAdmin(
    <>
      <LeadsPage />
      <Location />
    </>,
    { route, path: '/admin/leads', graphql },
  );
}

const search = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');
const leadQueries = (calls: GraphQLCall[]) => calls.filter((c) => c.operationName === 'AdminLeads');
const lastLeadQuery = (calls: GraphQLCall[]) => leadQueries(calls).at(-1)!.variables;

afterEach(() => {
  notifications.clean(); // the notifications store outlives a test's render
  vi.unstubAllGlobals();
  localStorage.removeItem('adminToken');
});

describe('Leads inbox', () => {
  it('lists the leads with their course by name, where they came from, status, counsellor and next follow-up', async () => {
    renderInbox();
    const table = await screen.findByRole('table', { name: 'Leads' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Received', 'Name', 'Course & source', 'Status', 'Counsellor', 'Next follow-up', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!).getAllByRole('cell').map((c) => c.textContent);
    // In IST, as every lead time (09:30 UTC is 15:00 in Asia/Kolkata).
    expect(first[0]).toBe('14 Mar 2026' + '15:00');
    expect(first.slice(1, 6)).toEqual([
      'Asha KulkarniAnalyst · 2 Years experienceasha@example.com+91 98765 43210',
      'Data Science and AI-MLGoogle · diwali-offerData Science and AI-ML page · Download Syllabus · asked for the syllabus',
      'New',
      'Asha Admin',
      '—',
    ]);
    // The name opens the lead's own page; the address and number are links to write or call.
    expect(within(rows[0]!).getByRole('link', { name: 'Asha Kulkarni' }).getAttribute('href')).toBe('/admin/leads/lead-1');
    const mail = rows[0]!.querySelector('a[href^="mailto:"]')!;
    expect([mail.getAttribute('href'), mail.textContent]).toEqual(['mailto:asha@example.com', 'asha@example.com']);
    expect(within(rows[0]!).getByRole('link', { name: '+91 98765 43210' }).getAttribute('href')).toBe('tel:+919876543210');
    const second = within(rows[1]!).getAllByRole('cell').map((c) => c.textContent);
    expect(second.slice(1, 6)).toEqual([
      'Rahul MehtaAnalyst · 1 Year experiencerahul@example.com',
      'Learning centre (any course)WebsiteLearning centre page · Enroll Now',
      'ContactedCall back on Monday',
      'Unassigned',
      '—',
    ]);
    expect(screen.getByText('2 leads')).toBeTruthy();
  });

  it('on a phone, folds the filters other than the search under a Filters button that counts those set', async () => {
    windowWidth(375);
    try {
      renderInbox('/admin/leads?status=CONTACTED&source=google');
      await screen.findByText('Asha Kulkarni');
      const button = screen.getByRole('button', { name: /^Filters/ });
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(button.textContent).toBe('Filters2');
      // Folded away: not in the accessibility tree (the search stays, its hint short enough to show beside the button).
      expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
      expect(screen.getByRole('searchbox', { name: 'Search' }).getAttribute('placeholder')).toBe('Name, email, phone…');
      fireEvent.click(button);
      expect(button.getAttribute('aria-expanded')).toBe('true');
      expect(((await screen.findByRole('combobox', { name: 'Status' })) as HTMLSelectElement).value).toBe('CONTACTED');
      expect(document.getElementById(button.getAttribute('aria-controls')!)!.contains(screen.getByRole('combobox', { name: 'Source' }))).toBe(true);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('on a wide screen, shows every filter without a Filters button', async () => {
    windowWidth(1280);
    try {
      renderInbox('/admin/leads?status=CONTACTED');
      await screen.findByText('Asha Kulkarni');
      expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
      expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('CONTACTED');
      expect(screen.getByRole('searchbox', { name: 'Search' }).getAttribute('placeholder')).toBe('Name, email, phone or designation…');
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('takes its filters from the URL into the query', async () => {
    const { calls } = renderInbox('/admin/leads?q=asha&course=machine-learning&status=CONTACTED&from=2026-03-01&to=2026-03-31&source=google&assignee=editor-2&followUp=overdue');
    await screen.findByRole('table', { name: 'Leads' });
    expect(lastLeadQuery(calls)).toEqual({
      first: 20,
      after: null,
      search: 'asha',
      course: 'machine-learning',
      status: 'CONTACTED',
      from: '2026-02-28T18:30:00.000Z',
      to: '2026-03-31T18:29:59.999Z',
      source: 'GOOGLE',
      assigneeId: 'editor-2',
      unassigned: null,
      followUp: 'OVERDUE',
    });
    expect((screen.getByRole('combobox', { name: 'Source' }) as HTMLSelectElement).value).toBe('GOOGLE');
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Counsellor' }) as HTMLSelectElement).value).toBe('editor-2'));
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('asha');
    expect((screen.getByRole('combobox', { name: 'Course' }) as HTMLSelectElement).value).toBe('machine-learning');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-03-01');
    expect(screen.getByText('2 matching leads')).toBeTruthy();
  });

  it('writes course, status, dates and (after a pause in typing) the search into the URL and the query', async () => {
    const { calls } = renderInbox();
    await screen.findByRole('table', { name: 'Leads' });
    expect(lastLeadQuery(calls)).toMatchObject({ search: null, course: null, status: null, from: null, to: null, source: null, assigneeId: null, unassigned: null, followUp: null });

    fireEvent.change(screen.getByRole('combobox', { name: 'Course' }), { target: { value: 'general' } });
    await waitFor(() => expect(search().get('course')).toBe('general'));
    await waitFor(() => expect(lastLeadQuery(calls).course).toBe('general'));

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'ENROLLED' } });
    await waitFor(() => expect(lastLeadQuery(calls)).toMatchObject({ course: 'general', status: 'ENROLLED' }));
    expect(search().get('status')).toBe('ENROLLED');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-10' } });
    await waitFor(() => expect(lastLeadQuery(calls).from).toBe('2026-03-09T18:30:00.000Z'));
    expect(search().get('from')).toBe('2026-03-10');

    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'ra' } });
    fireEvent.change(box, { target: { value: 'rahul ' } });
    expect(search().get('q')).toBeNull(); // not on every keystroke
    await waitFor(() => expect(search().get('q')).toBe('rahul'));
    await waitFor(() => expect(lastLeadQuery(calls)).toMatchObject({ search: 'rahul', course: 'general', status: 'ENROLLED' }));
    expect(leadQueries(calls).some((c) => c.variables.search === 'ra')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(search().toString()).toBe(''));
    await waitFor(() => expect(lastLeadQuery(calls)).toMatchObject({ search: null, course: null, status: null, from: null, to: null }));
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('pages with the cursor pager, and starts again at page 1 when a filter changes', async () => {
    const { calls } = renderInbox('/admin/leads', ({ operationName, variables }) =>
      operationName === 'AdminLeads'
        ? { data: { leads: { ...connection(LEADS, 45).leads, pageInfo: { __typename: 'PageInfo', hasNextPage: true, endCursor: `after-${String(variables.after)}` } } } }
        : { data: null },
    );
    await screen.findByText('1–20 of 45 leads · page 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('21–40 of 45 leads · page 2 of 3');
    expect(lastLeadQuery(calls).after).toBe('after-null');

    fireEvent.change(screen.getByRole('combobox', { name: 'Course' }), { target: { value: 'general' } });
    await screen.findByText('1–20 of 45 leads · page 1 of 3');
    const withCourse = leadQueries(calls).filter((c) => c.variables.course === 'general');
    expect(withCourse.length).toBeGreaterThan(0);
    expect(withCourse.every((c) => c.variables.after === null)).toBe(true);
  });

  it('does not ask for a date range that ends before it starts', async () => {
    const { calls } = renderInbox('/admin/leads?from=2026-03-10&to=2026-03-01');
    expect(await screen.findByText('The “To” date must be on or after the “From” date')).toBeTruthy();
    expect(screen.getByText('Choose a “To” date on or after the “From” date to see leads.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' }).hasAttribute('disabled')).toBe(true);
    expect(leadQueries(calls)).toEqual([]);
  });

  it('saves a new status and adds a note with updateLead (the box starts empty: notes are added), says so, and reloads the list', async () => {
    const { calls } = renderInbox();
    const table = await screen.findByRole('table', { name: 'Leads' });
    const before = leadQueries(calls).length;
    fireEvent.click(within(table).getByRole('button', { name: 'Edit lead Asha Kulkarni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit lead' });
    expect(within(dialog).getByText('Data Science and AI-ML')).toBeTruthy();
    expect((within(dialog).getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('NEW');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Status' }), { target: { value: 'CONTACTED' } });
    const note = within(dialog).getByRole('textbox', { name: /^Add a note/ }) as HTMLTextAreaElement;
    expect(note.value).toBe('');
    fireEvent.change(note, { target: { value: 'Called; visiting on Saturday' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Lead updated')).toBeTruthy();
    expect(screen.getByText('Asha Kulkarni: Contacted.')).toBeTruthy();
    const update = calls.find((c) => c.operationName === 'AdminUpdateLead')!;
    expect(update.variables).toEqual({ id: 'lead-1', input: { status: 'CONTACTED', notes: 'Called; visiting on Saturday' } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit lead' })).toBeNull());
    await waitFor(() => expect(leadQueries(calls).length).toBeGreaterThan(before));
  });

  it('writes nothing when Save is pressed with the status unchanged and no note', async () => {
    const { calls } = renderInbox();
    const table = await screen.findByRole('table', { name: 'Leads' });
    fireEvent.click(within(table).getByRole('button', { name: 'Edit lead Asha Kulkarni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit lead' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Add a note/ }), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit lead' })).toBeNull());
    expect(calls.some((c) => c.operationName === 'AdminUpdateLead')).toBe(false);
  });

  it("shows the server's refusal in the dialog and keeps it open with what was typed", async () => {
    renderInbox('/admin/leads', (call) =>
      call.operationName === 'AdminUpdateLead'
        ? { data: null, errors: [{ message: 'Lead not found', extensions: { code: 'NOT_FOUND' } }] }
        : inbox(call),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit lead Rahul Mehta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit lead' });
    const notes = within(dialog).getByRole('textbox', { name: /^Add a note/ }) as HTMLTextAreaElement;
    // The latest note is shown, not put in the box to be written over.
    expect(notes.value).toBe('');
    expect(within(dialog).getByText('Call back on Monday')).toBeTruthy();
    fireEvent.change(notes, { target: { value: 'Enrolled in the weekend batch' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Could not save the lead: Lead not found')).toBeTruthy();
    expect(notes.value).toBe('Enrolled in the weekend batch');
    expect(screen.getByRole('dialog', { name: 'Edit lead' })).toBeTruthy();
  });

  it('exports the CSV of the current filters from the server, with the token', async () => {
    localStorage.setItem('adminToken', 'tok-xyz');
    const fetchMock = vi.fn(
      async () => new Response('\uFEFFcreatedAt,name\r\n', { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="leads-2026-03-14.csv"' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const objectUrls: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      objectUrls.push(blob as Blob);
      return 'blob:leads';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });

    renderInbox('/admin/leads?course=general&status=NEW&q=rahul');
    await screen.findByRole('table', { name: 'Leads' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('leads-2026-03-14.csv was downloaded.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/leads/export.csv?search=rahul&course=general&status=NEW');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok-xyz');
    expect(clicked).toEqual(['leads-2026-03-14.csv']);
    expect(objectUrls).toHaveLength(1);
    vi.restoreAllMocks();
  });

  it('says why the export failed', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: false, message: 'Your session has expired' }), { status: 401 }));
    renderInbox();
    await screen.findByRole('table', { name: 'Leads' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Could not export the leads')).toBeTruthy();
    expect(screen.getByText('Your session has expired')).toBeTruthy();
  });

  it("shows the server's refusal to list leads (an account without access)", async () => {
    renderInbox('/admin/leads', () => ({ data: null, errors: [{ message: 'You do not have permission to do that', extensions: { code: 'FORBIDDEN' } }] }));
    const alert = (await screen.findByText('Could not load leads')).closest<HTMLElement>('[role="alert"]')!;
    expect(within(alert).getByText('Could not load leads')).toBeTruthy();
    expect(within(alert).getByText('You do not have permission to do that')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Leads' })).toBeNull();
  });

  it('says when nothing matches, and when there are no leads at all', async () => {
    const filtered = renderInbox('/admin/leads?status=CLOSED', () => ({ data: connection([]) }));
    expect(await screen.findByText('No leads match these filters.')).toBeTruthy();
    filtered.unmount();
    renderInbox('/admin/leads', () => ({ data: connection([]) }));
    expect(await screen.findByText(/^No leads yet\./)).toBeTruthy();
  });

  it('deletes a lead after asking, to the trash, with Undo bringing it back (issue 26)', async () => {
    let deleted = false;
    const { calls } = renderInbox('/admin/leads', (call) => {
      if (call.operationName === 'AdminLeads') return { data: connection(deleted ? LEADS.slice(1) : LEADS) };
      if (call.operationName === 'AdminDeleteLead') {
        deleted = true;
        return { data: { deleteLead: { __typename: 'Lead', id: call.variables.id } } };
      }
      if (call.operationName === 'AdminUndoDelete') {
        deleted = false;
        return { data: { undoDelete: { __typename: 'RestoredItem', entity: 'Lead', entityId: call.variables.id } } };
      }
      return { data: null };
    });
    const table = await screen.findByRole('table', { name: 'Leads' });
    fireEvent.click(within(table).getByRole('button', { name: 'Delete lead Asha Kulkarni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    expect(dialog.textContent).toContain('Are you sure you want to delete the lead from “Asha Kulkarni”?');
    expect(calls.some((c) => c.operationName === 'AdminDeleteLead')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Lead deleted')).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'AdminDeleteLead')!.variables).toEqual({ id: 'lead-1' });
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Leads' })).queryByText('Asha Kulkarni')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('The lead from “Asha Kulkarni” is back.')).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'AdminUndoDelete')!.variables).toEqual({ entity: 'Lead', id: 'lead-1' });
    expect(await within(screen.getByRole('table', { name: 'Leads' })).findByText('Asha Kulkarni')).toBeTruthy();
  });

  it('shows the views with the signed-in counsellor’s follow-up counts, each a link that the list follows (issue 30)', async () => {
    const { calls } = renderInbox('/admin/leads?course=general');
    const views = await screen.findByRole('navigation', { name: 'Lead views' });
    const link = (name: string | RegExp) => within(views).getByRole('link', { name });
    expect(link('My leads').getAttribute('href')).toBe('/admin/leads?course=general&assignee=admin-1');
    expect(link('All').getAttribute('href')).toBe('/admin/leads?course=general');
    expect(link('All').getAttribute('aria-current')).toBe('true');
    expect(link('Unassigned').getAttribute('href')).toBe('/admin/leads?course=general&assignee=unassigned');
    expect(await within(views).findByRole('link', { name: /^Due today\s*2$/ })).toBeTruthy();
    expect(link(/^Overdue\s*3$/).getAttribute('href')).toBe('/admin/leads?course=general&assignee=admin-1&followUp=overdue');
    expect(link(/^Upcoming\s*4$/).getAttribute('href')).toBe('/admin/leads?course=general&assignee=admin-1&followUp=upcoming');
    expect(views.textContent).toContain('My follow-ups:');
    // The viewer's own counts: no assignee asked for.
    expect(calls.find((c) => c.operationName === 'AdminFollowUpCounts')!.variables).toEqual({ assigneeId: null });

    fireEvent.click(link(/^Overdue\s*3$/));
    await waitFor(() => expect(lastLeadQuery(calls)).toMatchObject({ course: 'general', assigneeId: 'admin-1', followUp: 'OVERDUE', unassigned: null }));
    expect(within(views).getByRole('link', { name: /^Overdue\s*3$/ }).getAttribute('aria-current')).toBe('true');
    expect(within(views).getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBeNull();

    fireEvent.click(within(views).getByRole('link', { name: 'Unassigned' }));
    await waitFor(() => expect(lastLeadQuery(calls)).toMatchObject({ assigneeId: null, unassigned: true, followUp: null }));
    expect(search().get('assignee')).toBe('unassigned');
  });

  it('lets an admin pick a counsellor and see that counsellor’s follow-up queues', async () => {
    const { calls } = renderInbox();
    const views = await screen.findByRole('navigation', { name: 'Lead views' });
    const counsellor = screen.getByRole('combobox', { name: 'Counsellor' }) as HTMLSelectElement;
    await waitFor(() => expect(within(counsellor).getByRole('option', { name: 'Ravi Counsellor' })).toBeTruthy());
    expect(within(counsellor).getByRole('option', { name: 'Asha Admin (me)' })).toBeTruthy();
    fireEvent.change(counsellor, { target: { value: 'editor-2' } });
    await waitFor(() => expect(lastLeadQuery(calls)).toMatchObject({ assigneeId: 'editor-2' }));
    await waitFor(() => expect(calls.filter((c) => c.operationName === 'AdminFollowUpCounts').at(-1)!.variables).toEqual({ assigneeId: 'editor-2' }));
    expect(views.textContent).toContain('Follow-ups of Ravi Counsellor:');
    expect(within(views).getByRole('link', { name: /^Due today/ }).getAttribute('href')).toBe('/admin/leads?assignee=editor-2&followUp=due-today');
  });

  it('gives an editor their own follow-up counts even while looking at another counsellor’s leads', async () => {
    const editor = { id: 'editor-2', name: 'Ravi Counsellor', username: 'ravi', email: 'ravi@example.com', role: 'EDITOR' as const };
    const { calls } = renderAdmin(<LeadsPage />, { route: '/admin/leads?assignee=admin-1', path: '/admin/leads', graphql: inbox, session: testSession({ user: editor }) });
    const views = await screen.findByRole('navigation', { name: 'Lead views' });
    await within(views).findByRole('link', { name: /^Due today\s*2$/ });
    expect(calls.filter((c) => c.operationName === 'AdminFollowUpCounts').every((c) => c.variables.assigneeId === null)).toBe(true);
    expect(views.textContent).toContain('My follow-ups:');
    expect(within(views).getByRole('link', { name: /^Due today\s*2$/ }).getAttribute('href')).toBe('/admin/leads?assignee=editor-2&followUp=due-today');
    expect(within(views).getByRole('link', { name: 'My leads' }).getAttribute('href')).toBe('/admin/leads?assignee=editor-2');
  });

  it('disables an editor’s Edit and Delete on another counsellor’s lead, saying who works it, as the lead’s page does', async () => {
    const editor = { id: 'editor-2', name: 'Ravi Counsellor', username: 'ravi', email: 'ravi@example.com', role: 'EDITOR' as const };
    const rows = [
      LEADS[0]!, // Asha Admin's
      LEADS[1]!, // unassigned
      lead({ id: 'lead-3', name: 'Own Lead', assignee: { id: 'editor-2', name: 'Ravi Counsellor', role: 'EDITOR' } }),
      // A counsellor who is no longer staff: the server counts the lead as unassigned.
      lead({ id: 'lead-4', name: 'Former Lead', assignee: { id: 'former-3', name: 'Former Counsellor', role: 'USER' } }),
    ];
    const { calls } = renderAdmin(<LeadsPage />, {
      route: '/admin/leads',
      path: '/admin/leads',
      graphql: (call) => (call.operationName === 'AdminLeads' ? { data: connection(rows) } : inbox(call)),
      session: testSession({ user: editor }),
    });
    const table = await screen.findByRole('table', { name: 'Leads' });
    const button = (name: string) => within(table).getByRole('button', { name }) as HTMLButtonElement;
    expect(button('Edit lead Asha Kulkarni').disabled).toBe(true);
    expect(button('Delete lead Asha Kulkarni').disabled).toBe(true);
    expect(button('Edit lead Asha Kulkarni').closest('[title]')!.getAttribute('title')).toBe('Asha Admin works this lead: you can read it, but only they or an admin can change it.');
    for (const name of ['Rahul Mehta', 'Own Lead', 'Former Lead']) {
      expect(button(`Edit lead ${name}`).disabled).toBe(false);
      expect(button(`Delete lead ${name}`).disabled).toBe(false);
      expect(button(`Edit lead ${name}`).closest('[title]')).toBeNull();
    }
    fireEvent.click(button('Edit lead Asha Kulkarni'));
    expect(screen.queryByRole('dialog', { name: 'Edit lead' })).toBeNull();
    fireEvent.click(button('Edit lead Former Lead'));
    expect(await screen.findByRole('dialog', { name: 'Edit lead' })).toBeTruthy();
    expect(calls.some((c) => c.operationName === 'AdminUpdateLead')).toBe(false);
  });

  it('leaves Edit and Delete on every lead to an admin', async () => {
    renderInbox();
    const table = await screen.findByRole('table', { name: 'Leads' });
    for (const b of within(table).getAllByRole('button', { name: /^(Edit|Delete) lead / })) expect((b as HTMLButtonElement).disabled).toBe(false);
  });

  it('names the next follow-up in IST words, overdue ones first in red', async () => {
    const later = new Date(Date.now() + 3 * 86_400_000);
    renderInbox('/admin/leads', () => ({
      data: connection([lead({ nextFollowUpAt: '2025-03-10T04:30:00.000Z', nextFollowUpNote: 'Fees question', followUpView: 'OVERDUE' }), { ...LEADS[1]!, nextFollowUpAt: later.toISOString(), followUpView: 'UPCOMING' }]),
    }));
    const table = await screen.findByRole('table', { name: 'Leads' });
    const [asha, rahul] = within(table).getAllByRole('row').slice(1);
    expect(within(asha!).getAllByRole('cell')[5]!.textContent).toBe('Overdue: 10 Mar 2025 10:00Fees question');
    const words = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short' }).format(later);
    expect(within(rahul!).getAllByRole('cell')[5]!.textContent).toMatch(new RegExp(`^${words}( \\d{4})? \\d{2}:\\d{2}$`));
  });

  it('says when WhatsApp is fine at the number given', async () => {
    renderInbox('/admin/leads', () => ({ data: connection([lead({ whatsapp: true }), LEADS[1]!]) }));
    const table = await screen.findByRole('table', { name: 'Leads' });
    const [asha, rahul] = within(table).getAllByRole('row').slice(1);
    expect(asha!.textContent).toContain('+91 98765 43210WhatsApp is fine');
    expect(rahul!.textContent).not.toContain('WhatsApp');
  });
});
