import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminLeadDetailFragment, AdminLeadTimelineEntryFragment } from '../gql/graphql';
import { renderAdmin, testSession, type GraphQLHandler } from '../testing';
import { LeadPage } from './LeadPage';
import { timelineTitle } from './LeadTimeline';
import { toCentreInputValue } from './leadTime';
import { seedCourseRoutes } from '../../marketing/course/seedPages';
import { LIMITS } from '../../../../gateway/src/services/limits';

const NO_ENTRY = {
  __typename: 'LeadTimelineEntry',
  authorName: '',
  text: '',
  enquiry: null,
  fromStatus: null,
  toStatus: null,
  fromAssignee: null,
  toAssignee: null,
  followUpAt: null,
  outcome: null,
  mailTo: null,
  mailState: null,
  mergedLeadName: null,
  mergedLeadEmail: null,
  contactChanges: null,
} as const;

function entry(kind: AdminLeadTimelineEntryFragment['kind'], at: string, more: Partial<AdminLeadTimelineEntryFragment> = {}): AdminLeadTimelineEntryFragment {
  return { ...NO_ENTRY, id: `${kind}-${at}`, kind, at, ...more };
}

const ENQUIRY = {
  __typename: 'LeadEnquiry',
  id: 'enq-1',
  at: '2026-11-20T04:30:00.000Z',
  course: 'data-science-ai-ml',
  courseName: 'Data Science and AI-ML',
  name: 'Asha Kulkarni',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  sourcePage: '/courses/data-science',
  sourceButton: 'Download Syllabus',
  wantsSyllabus: true,
  utmSource: 'google',
  utmMedium: 'cpc',
  utmCampaign: 'diwali-offer',
  utmTerm: '',
  utmContent: '',
  consentText: 'I agree to be contacted by the learning centre about its courses.',
} as const;

// Newest first, as the API sends them: one entry of every kind.
const TIMELINE: AdminLeadTimelineEntryFragment[] = [
  entry('CONTACT', '2026-11-27T06:00:00.000Z', {
    authorName: 'Ravi Counsellor',
    contactChanges: [
      { field: 'PHONE', from: '+91 98765 43201', to: '+91 98765 43210' },
      { field: 'WHATSAPP', from: 'no', to: 'yes' },
    ],
  }),
  entry('MERGED', '2026-11-26T06:00:00.000Z', { authorName: 'Asha Admin', mergedLeadName: 'Asha K', mergedLeadEmail: 'asha.k@work.example' }),
  entry('MAIL', '2026-11-26T05:00:00.000Z', { mailTo: 'ravi@example.com', mailState: 'QUEUED', text: 'New enquiry: Asha Kulkarni' }),
  entry('FOLLOW_UP_DONE', '2026-11-25T05:00:00.000Z', { authorName: 'Ravi Counsellor', outcome: 'NO_ANSWER', text: 'Rang twice' }),
  entry('FOLLOW_UP_SET', '2026-11-24T05:00:00.000Z', { authorName: 'Ravi Counsellor', followUpAt: '2026-11-25T04:30:00.000Z', text: 'Fees question' }),
  entry('ASSIGNED', '2026-11-23T05:00:00.000Z', { authorName: 'Asha Admin', fromAssignee: 'Asha Admin', toAssignee: 'Ravi Counsellor' }),
  entry('STATUS', '2026-11-22T05:00:00.000Z', { authorName: 'Asha Admin', fromStatus: 'NEW', toStatus: 'CONTACTED' }),
  entry('NOTE', '2026-11-21T05:00:00.000Z', { authorName: 'Asha Admin', text: 'Called; wants the weekend batch.' }),
  entry('ENQUIRY', '2026-11-20T04:30:00.000Z', { enquiry: ENQUIRY }),
];

function lead(overrides: Partial<AdminLeadDetailFragment> = {}): AdminLeadDetailFragment & { __typename: 'Lead' } {
  return {
    __typename: 'Lead',
    id: 'lead-1',
    name: 'Asha Kulkarni',
    email: 'asha@example.com',
    phone: '+91 98765 43210',
    whatsapp: true,
    designation: 'Analyst',
    experience: '2 Years',
    course: 'data-science-ai-ml',
    courseName: 'Data Science and AI-ML',
    sourcePage: '/courses/data-science',
    sourceButton: 'Download Syllabus',
    wantsSyllabus: true,
    status: 'CONTACTED',
    notes: 'Called; wants the weekend batch.',
    submissions: 2,
    enquiryCount: 2,
    source: 'GOOGLE',
    campaign: 'diwali-offer',
    assignee: { id: 'admin-1', name: 'Asha Admin', role: 'ADMIN' },
    nextFollowUpAt: null,
    nextFollowUpNote: '',
    followUpView: null,
    createdAt: '2026-11-20T04:30:00.000Z',
    updatedAt: '2026-11-26T06:00:00.000Z',
    otherContacts: [],
    timeline: TIMELINE,
    ...overrides,
  };
}

const counsellors = { counsellors: [{ __typename: 'User', id: 'admin-1', name: 'Asha Admin' }, { __typename: 'User', id: 'editor-2', name: 'Ravi Counsellor' }] };

/** A fake API: `current` is the lead as the server has it now (a function when a mutation changes it). */
function server(current: AdminLeadDetailFragment | (() => AdminLeadDetailFragment) = lead(), more: GraphQLHandler = () => ({ data: null })): GraphQLHandler {
  return (call) => {
    const now = typeof current === 'function' ? current() : current;
    if (call.operationName === 'AdminLeadPage') return { data: { lead: call.variables.id === now.id ? now : null } };
    if (call.operationName === 'AdminCounsellors') return { data: counsellors };
    if (call.operationName === 'AdminLeadCourses') return { data: { publishedCourses: seedCourseRoutes.map((c) => ({ __typename: 'PublicCourse', ...c })) } };
    return more(call);
  };
}

function renderLead(graphql: GraphQLHandler = server(), options: { route?: string; session?: ReturnType<typeof testSession> } = {}) {
  return renderAdmin(<LeadPage />, { route: options.route ?? '/admin/leads/lead-1', path: '/admin/leads/:id', graphql, session: options.session, otherRoutes: { '/admin/leads': <p>All leads list</p> } });
}

/** Whether the browser would ask before closing or reloading the tab. */
function tabCloseAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const discardQuestion = () => screen.queryByRole('dialog', { name: 'Discard unsaved changes?' });

async function answerDiscard(button: 'Keep editing' | 'Discard changes') {
  const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(discardQuestion()).toBeNull());
}

const EDITOR = { id: 'editor-2', name: 'Ravi Counsellor', username: 'ravi', email: 'ravi@example.com', role: 'EDITOR' as const };

afterEach(() => notifications.clean());

describe('one lead', () => {
  it('shows the lead’s details and its timeline newest first, each entry with its IST time, author and words', async () => {
    renderLead();
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Kulkarni' })).toBeTruthy();
    expect(screen.getByText(/^Data Science and AI-ML · 2 enquiries · received/)).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(details.textContent).toContain('Google · diwali-offer');
    expect(details.textContent).toContain('+91 98765 43210 · WhatsApp is fine');
    // Only a lead reached at other contacts lists them.
    expect(details.textContent).not.toContain('Also reached at');
    // The page and button of the latest enquiry (a joined enquiry brings its own), by the course's name.
    await waitFor(() => expect(details.textContent).toContain('Latest enquiry fromData Science and AI-ML page · Download Syllabus · asked for the syllabus'));

    const timeline = screen.getByRole('list', { name: 'Timeline, newest first' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Contact details corrected',
      'Merged with the lead of Asha K (asha.k@work.example)',
      'Mail to ravi@example.com (queued)',
      'Follow-up done: No answer',
      'Follow-up planned for 25 Nov 2026, 10:00',
      'Reassigned from Asha Admin to Ravi Counsellor',
      'Status: New → Contacted',
      'Note',
      'Enquiry: Data Science and AI-ML',
    ]);
    // Time in IST and the author: a staff member, the site (mail) or the visitor (an enquiry).
    const corrected = items.shift()!;
    expect(corrected.textContent).toContain('27 Nov 2026, 11:30 · Ravi Counsellor');
    expect(corrected.textContent).toContain('Phone: +91 98765 43201 → +91 98765 43210');
    expect(corrected.textContent).toContain('WhatsApp is fine: no → yes');
    expect(items[0]!.textContent).toContain('26 Nov 2026, 11:30 · Asha Admin');
    expect(items[1]!.textContent).toContain('26 Nov 2026, 10:30 · the site');
    expect(items[1]!.textContent).toContain('New enquiry: Asha Kulkarni');
    expect(items[2]!.textContent).toContain('Rang twice');
    expect(items[3]!.textContent).toContain('Fees question');
    expect(items[6]!.textContent).toContain('Called; wants the weekend batch.');
    const enquiry = items[7]!;
    expect(enquiry.textContent).toContain('20 Nov 2026, 10:00 · the visitor');
    expect(enquiry.textContent).toContain('Asha Kulkarni · asha@example.com · +91 98765 43210');
    // The page by its course's name once the courses are read.
    await waitFor(() => expect(enquiry.textContent).toContain('From Data Science and AI-ML page · “Download Syllabus” · asked for the syllabus'));
    expect(enquiry.textContent).toContain('Campaign: utm_source=google · utm_medium=cpc · utm_campaign=diwali-offer');
    expect(enquiry.textContent).not.toContain('utm_term');
    // The consent text is kept, folded away until asked for.
    const consent = enquiry.querySelector('details')!;
    expect(consent.open).toBe(false);
    expect(consent.querySelector('summary')!.textContent).toBe('Consent given');
    expect(consent.textContent).toContain('I agree to be contacted by the learning centre about its courses.');
  });

  it('lists the other e-mails and phones the lead was reached at (merged or joined enquiries), each as a link', async () => {
    renderLead(
      server(
        lead({
          otherContacts: [
            { kind: 'EMAIL', value: 'asha.k@work.example' },
            { kind: 'PHONE', value: '+91 70000 12345' },
          ],
        }),
      ),
    );
    const details = await screen.findByRole('region', { name: 'Details' });
    await waitFor(() => expect(details.textContent).toContain('Also reached atasha.k@work.example · +91 70000 12345'));
    expect(within(details).getByRole('link', { name: 'asha.k@work.example' }).getAttribute('href')).toBe('mailto:asha.k@work.example');
    expect(within(details).getByRole('link', { name: '+91 70000 12345' }).getAttribute('href')).toBe('tel:+917000012345');
  });

  it('adds a note (notes accumulate: the box empties for the next), and refuses an empty or too long one with the server’s words', async () => {
    let current = lead();
    const { calls } = renderLead(
      server(() => current, (call) => {
        if (call.operationName !== 'AdminAddLeadNote') return { data: null };
        current = { ...current, notes: String(call.variables.text), timeline: [entry('NOTE', '2026-11-27T05:00:00.000Z', { authorName: 'Asha Admin', text: String(call.variables.text) }), ...current.timeline] };
        return { data: { addLeadNote: current } };
      }),
    );
    const form = await screen.findByRole('form', { name: 'Add a note' });
    const box = within(form).getByRole('textbox', { name: /^Note/ }) as HTMLTextAreaElement;
    fireEvent.click(within(form).getByRole('button', { name: 'Add note' }));
    expect(await within(form).findByText('Note is required')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'x'.repeat(5001) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add note' }));
    expect(await within(form).findByText('Note must be at most 5000 characters')).toBeTruthy();
    expect(calls.some((c) => c.operationName === 'AdminAddLeadNote')).toBe(false);

    fireEvent.change(box, { target: { value: '  Sent the fee structure.  ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added')).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'AdminAddLeadNote')!.variables).toEqual({ id: 'lead-1', text: 'Sent the fee structure.' });
    await waitFor(() => expect(box.value).toBe(''));
    const notes = within(screen.getByRole('list', { name: 'Timeline, newest first' })).getAllByRole('listitem').filter((item) => item.getAttribute('data-kind') === 'NOTE');
    expect(notes.map((n) => n.textContent)).toEqual([expect.stringContaining('Sent the fee structure.'), expect.stringContaining('Called; wants the weekend batch.')]);
  });

  it('plans a follow-up from an IST time, and says what is wrong with none, a past time, or what the server refuses', async () => {
    let refuse = true;
    let current = lead();
    const { calls } = renderLead(
      server(() => current, (call) => {
        if (call.operationName !== 'AdminSetLeadFollowUp') return { data: null };
        if (refuse) return { data: null, errors: [{ message: 'Choose a follow-up time in the future', extensions: { code: 'BAD_USER_INPUT', field: 'at' } }] };
        current = lead({ nextFollowUpAt: String(call.variables.at), nextFollowUpNote: String(call.variables.note ?? ''), followUpView: 'UPCOMING' });
        return { data: { setLeadFollowUp: current } };
      }),
    );
    const form = await screen.findByRole('form', { name: 'Plan a follow-up' });
    const at = within(form).getByLabelText('Follow up at (IST)') as HTMLInputElement;
    expect(at.type).toBe('datetime-local');
    const plan = within(form).getByRole('button', { name: 'Plan follow-up' });
    fireEvent.click(plan);
    expect(await within(form).findByText('Choose a date and time')).toBeTruthy();
    fireEvent.change(at, { target: { value: toCentreInputValue(new Date(Date.now() - 3_600_000)) } });
    fireEvent.click(plan);
    expect(await within(form).findByText('Choose a follow-up time in the future')).toBeTruthy();
    expect(calls.some((c) => c.operationName === 'AdminSetLeadFollowUp')).toBe(false);

    // A time the browser thinks is ahead, which the server refuses: its message under the field.
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
    inTwoDays.setUTCSeconds(0, 0);
    fireEvent.change(at, { target: { value: toCentreInputValue(inTwoDays) } });
    const whatFor = within(form).getByRole('textbox', { name: 'What for (optional)' }) as HTMLInputElement;
    // As long a note as the server keeps (it was cut at 500 here while the server took 1 000).
    expect(whatFor.maxLength).toBe(LIMITS.followUpNote);
    fireEvent.change(whatFor, { target: { value: 'Send the syllabus' } });
    fireEvent.click(plan);
    await waitFor(() => expect(calls.filter((c) => c.operationName === 'AdminSetLeadFollowUp')).toHaveLength(1));
    expect(await within(form).findByText('Choose a follow-up time in the future')).toBeTruthy();

    refuse = false;
    fireEvent.click(plan);
    expect(await screen.findByText('Follow-up planned')).toBeTruthy();
    expect(calls.filter((c) => c.operationName === 'AdminSetLeadFollowUp').at(-1)!.variables).toEqual({ id: 'lead-1', at: inTwoDays.toISOString(), note: 'Send the syllabus' });
    const section = screen.getByRole('region', { name: 'Next follow-up' });
    await waitFor(() => expect(section.textContent).toContain('Send the syllabus'));
    expect(within(section).getByRole('button', { name: 'Mark done' })).toBeTruthy();
  });

  it('marks a planned follow-up done with its outcome and the next one', async () => {
    const planned = lead({ nextFollowUpAt: '2025-03-10T04:30:00.000Z', nextFollowUpNote: 'Fees question', followUpView: 'OVERDUE' });
    const { calls } = renderLead(
      server(planned, (call) => (call.operationName === 'AdminCompleteLeadFollowUp' ? { data: { completeLeadFollowUp: lead() } } : { data: null })),
    );
    const section = await screen.findByRole('region', { name: 'Next follow-up' });
    expect(section.textContent).toContain('Overdue: 10 Mar 2025 10:00');
    fireEvent.click(within(section).getByRole('button', { name: 'Mark done' }));
    const form = within(section).getByRole('form', { name: 'Follow-up done' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Outcome' }), { target: { value: 'CALL_BACK_LATER' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'What was said (optional)' }), { target: { value: 'Busy, call on Monday' } });
    const next = within(form).getByLabelText('Next follow-up (IST, optional)');
    fireEvent.change(next, { target: { value: toCentreInputValue(new Date(Date.now() - 60_000)) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save outcome' }));
    expect(await within(form).findByText('Choose a follow-up time in the future')).toBeTruthy();
    const monday = new Date(Date.now() + 3 * 86_400_000);
    monday.setUTCSeconds(0, 0);
    fireEvent.change(next, { target: { value: toCentreInputValue(monday) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save outcome' }));
    expect(await screen.findByText('Follow-up done')).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'AdminCompleteLeadFollowUp')!.variables).toEqual({ id: 'lead-1', outcome: 'CALL_BACK_LATER', text: 'Busy, call on Monday', nextAt: monday.toISOString(), nextNote: null });
  });

  it('changes the status and the counsellor, and shows the server’s refusal where it was asked', async () => {
    const { calls } = renderLead(
      server(lead(), (call) => {
        if (call.operationName === 'AdminLeadStatus') return { data: { updateLead: lead({ status: 'ENROLLED' }) } };
        if (call.operationName === 'AdminAssignLead') return { data: null, errors: [{ message: 'Choose a counsellor (a staff member)', extensions: { code: 'BAD_USER_INPUT', field: 'assigneeId' } }] };
        return { data: null };
      }),
    );
    const work = await screen.findByRole('region', { name: 'Work this lead' });
    fireEvent.change(within(work).getByRole('combobox', { name: 'Status' }), { target: { value: 'ENROLLED' } });
    expect(await screen.findByText('Asha Kulkarni: Enrolled.')).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'AdminLeadStatus')!.variables).toEqual({ id: 'lead-1', input: { status: 'ENROLLED' } });
    const counsellor = within(work).getByRole('combobox', { name: 'Counsellor' });
    await waitFor(() => expect(within(counsellor).getByRole('option', { name: 'Ravi Counsellor' })).toBeTruthy());
    fireEvent.change(counsellor, { target: { value: 'editor-2' } });
    expect(await within(work).findByText('Choose a counsellor (a staff member)')).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'AdminAssignLead')!.variables).toEqual({ id: 'lead-1', assigneeId: 'editor-2' });
  });

  it('corrects the contact details in a dialog: sends only what changed, shows each refusal beside its field, reloads', async () => {
    let current = lead();
    let tries = 0;
    const { calls } = renderLead(
      server(
        () => current,
        (call) => {
          if (call.operationName !== 'AdminUpdateLeadContact') return { data: null };
          if (++tries === 1) {
            return {
              data: null,
              errors: [{ message: 'Enter a valid email address', extensions: { code: 'BAD_USER_INPUT', field: 'email', fields: [{ field: 'email', message: 'Enter a valid email address' }, { field: 'phone', message: 'An Indian mobile number: 10 digits starting with 6, 7, 8 or 9' }] } }],
            };
          }
          if (tries === 2) return { data: null, errors: [{ message: 'Ravi K, another lead, has this phone number: merge the two leads instead (an administrator can)', extensions: { code: 'CONFLICT', field: 'phone' } }] };
          current = lead({ email: 'asha.k@example.com', phone: '+91 98220 01103' });
          return { data: { updateLeadContact: { __typename: 'Lead', id: 'lead-1', name: 'Asha Kulkarni', email: 'asha.k@example.com', phone: '+91 98220 01103', whatsapp: true } } };
        },
      ),
    );
    const details = await screen.findByRole('region', { name: 'Details' });
    fireEvent.click(within(details).getByRole('button', { name: 'Edit details of Asha Kulkarni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact details' });
    const email = within(dialog).getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    const phone = within(dialog).getByRole('textbox', { name: 'Mobile number' }) as HTMLInputElement;
    expect([email.value, phone.value]).toEqual(['asha@example.com', '+91 98765 43210']);
    fireEvent.change(email, { target: { value: 'asha.k@' } });
    fireEvent.change(phone, { target: { value: '12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save details' }));
    // Every problem beside its field, the first field focused.
    expect(await within(dialog).findByText('Enter a valid email address')).toBeTruthy();
    expect(within(dialog).getByText('An Indian mobile number: 10 digits starting with 6, 7, 8 or 9', { selector: '.mantine-InputWrapper-error' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(calls.find((c) => c.operationName === 'AdminUpdateLeadContact')!.variables).toEqual({ id: 'lead-1', input: { email: 'asha.k@', phone: '12345' } });

    fireEvent.change(email, { target: { value: 'asha.k@example.com' } });
    fireEvent.change(phone, { target: { value: '98220 01103' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await within(dialog).findByText(/Ravi K, another lead, has this phone number/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit contact details' })).toBeNull());
    expect(calls.filter((c) => c.operationName === 'AdminUpdateLeadContact').at(-1)!.variables).toEqual({ id: 'lead-1', input: { email: 'asha.k@example.com', phone: '98220 01103' } });
    // The page is read again: the new details show.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Details' }).textContent).toContain('+91 98220 01103'));
  });

  it('asks before closing the contact dialog with changes, and an editor cannot open it on another counsellor’s lead', async () => {
    renderLead();
    const details = await screen.findByRole('region', { name: 'Details' });
    fireEvent.click(within(details).getByRole('button', { name: 'Edit details of Asha Kulkarni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact details' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Asha K.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await answerDiscard('Keep editing');
    expect((within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Asha K.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await answerDiscard('Discard changes');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit contact details' })).toBeNull());
  });

  it('lets an editor read but not change another counsellor’s lead, and says so', async () => {
    renderLead(server(lead({ assignee: { id: 'admin-1', name: 'Asha Admin', role: 'ADMIN' }, nextFollowUpAt: '2099-01-01T04:30:00.000Z' })), { session: testSession({ user: EDITOR }) });
    expect(await screen.findByText('This lead belongs to another counsellor')).toBeTruthy();
    expect(screen.getByText(/Asha Admin works this lead/)).toBeTruthy();
    const work = screen.getByRole('region', { name: 'Work this lead' });
    expect((within(work).getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).disabled).toBe(true);
    expect((within(work).getByRole('combobox', { name: 'Counsellor' }) as HTMLSelectElement).disabled).toBe(true);
    expect((within(screen.getByRole('form', { name: 'Add a note' })).getByRole('button', { name: 'Add note' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Mark done' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Edit details of Asha Kulkarni' }) as HTMLButtonElement).disabled).toBe(true);
    // Merging is for admins only: not offered.
    expect(screen.queryByRole('region', { name: 'Merge a duplicate' })).toBeNull();
    // The timeline is still there to read.
    expect(screen.getByRole('list', { name: 'Timeline, newest first' })).toBeTruthy();
  });

  it('names the counsellor who works another counsellor’s lead in the editor’s disabled Counsellor select', async () => {
    renderLead(server(lead({ assignee: { id: 'admin-1', name: 'Asha Admin', role: 'ADMIN' } })), { session: testSession({ user: EDITOR }) });
    const work = await screen.findByRole('region', { name: 'Work this lead' });
    const counsellor = within(work).getByRole('combobox', { name: 'Counsellor' }) as HTMLSelectElement;
    // Once the counsellors are read (the editor's own name among them), the lead's counsellor is still the one shown.
    await waitFor(() => expect(within(counsellor).getByRole('option', { name: 'Ravi Counsellor (me)' })).toBeTruthy());
    expect(counsellor.disabled).toBe(true);
    expect(counsellor.value).toBe('admin-1');
    expect(counsellor.selectedOptions[0]!.textContent).toBe('Asha Admin');
    expect(screen.getByText('Asha Admin works this lead: you can read it, but only they or an admin can change it.')).toBeTruthy();
  });

  it('says where each mail on the timeline is now (queued, sent or failed), never that a queued mail was sent', async () => {
    const mail = (more: Partial<AdminLeadTimelineEntryFragment>) => timelineTitle(entry('MAIL', '2026-11-26T05:00:00.000Z', { mailTo: 'ravi@example.com', ...more }));
    expect(mail({ mailState: 'QUEUED' })).toBe('Mail to ravi@example.com (queued)');
    expect(mail({ mailState: 'SENT' })).toBe('Mail to ravi@example.com (sent)');
    expect(mail({ mailState: 'FAILED' })).toBe('Mail to ravi@example.com (failed)');
    // A mail the outbox no longer has: where it went, without claiming more.
    expect(mail({ mailState: null })).toBe('Mail to ravi@example.com');
    expect(mail({ mailTo: null, mailState: 'SENT' })).toBe('Mail (sent)');

    renderLead(server(lead({ timeline: [entry('MAIL', '2026-11-26T06:00:00.000Z', { mailTo: 'meera@example.com', mailState: 'SENT', text: 'Lead assigned' }), TIMELINE.find((e) => e.kind === 'MAIL')!] })));
    const timeline = await screen.findByRole('list', { name: 'Timeline, newest first' });
    expect(within(timeline).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Mail to meera@example.com (sent)', 'Mail to ravi@example.com (queued)']);
  });

  it('lets an editor work a lead whose counsellor is no longer staff (it counts as unassigned)', async () => {
    renderLead(server(lead({ assignee: { id: 'former-3', name: 'Former Counsellor', role: 'USER' } })), { session: testSession({ user: EDITOR }) });
    const work = await screen.findByRole('region', { name: 'Work this lead' });
    expect(screen.queryByText('This lead belongs to another counsellor')).toBeNull();
    expect((within(work).getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).disabled).toBe(false);
    expect(within(work).getByRole('button', { name: 'Take this lead' })).toBeTruthy();
  });

  it('lets an editor take an unassigned lead (only to themselves), and shows the server’s refusal', async () => {
    const { calls } = renderLead(
      server(lead({ assignee: null }), (call) =>
        call.operationName === 'AdminAssignLead' ? { data: null, errors: [{ message: 'This lead belongs to another counsellor', extensions: { code: 'FORBIDDEN' } }] } : { data: null },
      ),
      { session: testSession({ user: EDITOR }) },
    );
    const work = await screen.findByRole('region', { name: 'Work this lead' });
    const counsellor = within(work).getByRole('combobox', { name: 'Counsellor' });
    await waitFor(() => expect(within(counsellor).getByRole('option', { name: 'Ravi Counsellor (me)' })).toBeTruthy());
    expect(within(counsellor).queryByRole('option', { name: 'Asha Admin' })).toBeNull();
    fireEvent.click(within(work).getByRole('button', { name: 'Take this lead' }));
    expect(await within(work).findByText('This lead belongs to another counsellor')).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'AdminAssignLead')!.variables).toEqual({ id: 'lead-1', assigneeId: 'editor-2' });
  });

  it('merges another lead into this one after asking (admins)', async () => {
    const other = { __typename: 'Lead', id: 'lead-9', name: 'Asha K', email: 'asha.k@work.example', phone: '+91 98765 43210', courseName: 'Machine Learning', status: 'NEW', createdAt: '2026-11-22T05:00:00.000Z' };
    let current = lead({ timeline: TIMELINE.slice(1) });
    const { calls } = renderLead(
      server(() => current, (call) => {
        if (call.operationName === 'AdminLeadMergeCandidates') return { data: { leads: { __typename: 'QueryLeadsConnection', edges: [{ __typename: 'QueryLeadsConnectionEdge', node: { ...lead(), __typename: 'Lead' } }, { __typename: 'QueryLeadsConnectionEdge', node: other }] } } };
        if (call.operationName === 'AdminMergeLeads') {
          current = lead();
          return { data: { mergeLeads: current } };
        }
        return { data: null };
      }),
    );
    const merge = await screen.findByRole('region', { name: 'Merge a duplicate' });
    fireEvent.change(within(merge).getByRole('searchbox', { name: 'Find the other lead' }), { target: { value: '98765' } });
    const list = await within(merge).findByRole('list', { name: 'Leads to merge' });
    // This lead itself is not offered.
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(within(list).getByRole('button', { name: 'Merge the lead of Asha K into this one' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge these leads?' });
    expect(calls.some((c) => c.operationName === 'AdminMergeLeads')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge into this lead' }));
    expect(await screen.findByText('Leads merged')).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'AdminMergeLeads')!.variables).toEqual({ keepId: 'lead-1', mergeId: 'lead-9' });
    expect(await screen.findByRole('heading', { name: 'Merged with the lead of Asha K (asha.k@work.example)' })).toBeTruthy();
  });

  it('says when the lead does not exist (deleted or merged away)', async () => {
    renderLead(server(), { route: '/admin/leads/gone' });
    expect(await screen.findByText('Lead not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← All leads' }).getAttribute('href')).toBe('/admin/leads');
  });
});

describe('a counsellor handing her own lead away', () => {
  const ownLead = () => lead({ assignee: { id: 'editor-2', name: 'Ravi Counsellor', role: 'EDITOR' } });

  it('asks first, saying she can no longer work on it; Keep the lead changes nothing, Hand it over reassigns and puts the focus on the notice', async () => {
    let current = ownLead();
    const { calls } = renderLead(
      server(() => current, (call) => {
        if (call.operationName !== 'AdminAssignLead') return { data: null };
        current = lead({ assignee: { id: 'admin-1', name: 'Asha Admin', role: 'ADMIN' } });
        return { data: { assignLead: current } };
      }),
      { session: testSession({ user: EDITOR }) },
    );
    const work = await screen.findByRole('region', { name: 'Work this lead' });
    const counsellor = within(work).getByRole('combobox', { name: 'Counsellor' }) as HTMLSelectElement;
    await waitFor(() => expect(within(counsellor).getByRole('option', { name: 'Asha Admin' })).toBeTruthy());
    fireEvent.change(counsellor, { target: { value: 'admin-1' } });
    let dialog = await screen.findByRole('dialog', { name: 'Hand this lead to Asha Admin?' });
    expect(dialog.textContent).toContain('Once Asha Admin works this lead, you can no longer change it, add notes or plan follow-ups, nor take it back');
    expect(calls.some((c) => c.operationName === 'AdminAssignLead')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the lead' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hand this lead to Asha Admin?' })).toBeNull());
    expect(calls.some((c) => c.operationName === 'AdminAssignLead')).toBe(false);
    expect(counsellor.value).toBe('editor-2');

    fireEvent.change(counsellor, { target: { value: 'admin-1' } });
    dialog = await screen.findByRole('dialog', { name: 'Hand this lead to Asha Admin?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hand it over' }));
    expect(await screen.findByText('Asha Kulkarni is now with Asha Admin.')).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'AdminAssignLead')!.variables).toEqual({ id: 'lead-1', assigneeId: 'admin-1' });
    // The page is read-only now: the keyboard focus is on the notice saying so, not lost on the disabled select.
    await waitFor(() => expect(document.activeElement?.textContent).toContain('This lead belongs to another counsellor'));
  });

  it('will not hand the lead over while a note or follow-up is typed and not saved, and keeps what was typed', async () => {
    const { calls } = renderLead(server(ownLead()), { session: testSession({ user: EDITOR }) });
    const work = await screen.findByRole('region', { name: 'Work this lead' });
    const counsellor = within(work).getByRole('combobox', { name: 'Counsellor' });
    await waitFor(() => expect(within(counsellor).getByRole('option', { name: 'Asha Admin' })).toBeTruthy());
    const note = within(screen.getByRole('form', { name: 'Add a note' })).getByRole('textbox', { name: /^Note/ }) as HTMLTextAreaElement;
    fireEvent.change(note, { target: { value: 'Wants the weekend batch' } });
    fireEvent.change(within(screen.getByRole('form', { name: 'Plan a follow-up' })).getByRole('textbox', { name: 'What for (optional)' }), { target: { value: 'Fees' } });
    fireEvent.change(counsellor, { target: { value: 'admin-1' } });
    const dialog = await screen.findByRole('dialog', { name: 'Hand this lead to Asha Admin?' });
    expect(dialog.textContent).toContain('You have typed the note and the follow-up being planned on this page and not saved it.');
    expect(dialog.textContent).toContain('Save it or clear it first, then hand the lead over.');
    expect(within(dialog).queryByRole('button', { name: 'Hand it over' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the lead' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hand this lead to Asha Admin?' })).toBeNull());
    expect(calls.some((c) => c.operationName === 'AdminAssignLead')).toBe(false);
    expect(note.value).toBe('Wants the weekend batch');
    expect(note.disabled).toBe(false);
  });

  it('does not ask an editor who unassigns her lead (she may take it back; an admin is never asked, as above)', async () => {
    const { calls } = renderLead(
      server(ownLead(), (call) => (call.operationName === 'AdminAssignLead' ? { data: { assignLead: lead({ assignee: null }) } } : { data: null })),
      { session: testSession({ user: EDITOR }) },
    );
    const work = await screen.findByRole('region', { name: 'Work this lead' });
    fireEvent.change(within(work).getByRole('combobox', { name: 'Counsellor' }), { target: { value: '' } });
    expect(await screen.findByText('Asha Kulkarni is unassigned.')).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'AdminAssignLead')!.variables).toEqual({ id: 'lead-1', assigneeId: null });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('typed text on the lead page', () => {
  it('asks before leaving the page with a typed note or follow-up, keeps it on Keep editing, and leaves on Discard', async () => {
    const { router } = renderLead();
    const noteForm = await screen.findByRole('form', { name: 'Add a note' });
    expect(tabCloseAsks()).toBe(false);
    const note = within(noteForm).getByRole('textbox', { name: /^Note/ }) as HTMLTextAreaElement;
    fireEvent.change(note, { target: { value: 'Called; send the fee structure' } });
    expect(tabCloseAsks()).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: '← All leads' }));
    await answerDiscard('Keep editing');
    expect(router.state.location.pathname).toBe('/admin/leads/lead-1');
    expect(note.value).toBe('Called; send the fee structure');

    // A follow-up time alone is typed work too.
    fireEvent.change(note, { target: { value: '' } });
    expect(tabCloseAsks()).toBe(false);
    const at = within(screen.getByRole('form', { name: 'Plan a follow-up' })).getByLabelText('Follow up at (IST)');
    fireEvent.change(at, { target: { value: toCentreInputValue(new Date(Date.now() + 86_400_000)) } });
    fireEvent.click(screen.getByRole('link', { name: '← All leads' }));
    await answerDiscard('Discard changes');
    expect(await screen.findByText('All leads list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/leads');
  });

  it('asks about a follow-up outcome being typed, and not once the note is saved', async () => {
    let current = lead({ nextFollowUpAt: '2099-01-01T04:30:00.000Z', followUpView: 'UPCOMING' });
    const { router } = renderLead(
      server(() => current, (call) => {
        if (call.operationName !== 'AdminAddLeadNote') return { data: null };
        current = { ...current, timeline: [entry('NOTE', '2026-11-27T05:00:00.000Z', { authorName: 'Asha Admin', text: String(call.variables.text) }), ...current.timeline] };
        return { data: { addLeadNote: current } };
      }),
    );
    const section = await screen.findByRole('region', { name: 'Next follow-up' });
    fireEvent.click(within(section).getByRole('button', { name: 'Mark done' }));
    fireEvent.change(within(section).getByRole('textbox', { name: 'What was said (optional)' }), { target: { value: 'Busy' } });
    await act(() => router.navigate('/admin/leads'));
    await answerDiscard('Keep editing');
    fireEvent.click(within(section).getByRole('button', { name: 'Cancel' }));
    expect(tabCloseAsks()).toBe(false);

    const form = screen.getByRole('form', { name: 'Add a note' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Note/ }), { target: { value: 'Sent the syllabus' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added')).toBeTruthy();
    expect(tabCloseAsks()).toBe(false);
    await act(() => router.navigate('/admin/leads'));
    expect(await screen.findByText('All leads list')).toBeTruthy();
    expect(discardQuestion()).toBeNull();
  });
});

describe('keyboard focus after an action on the lead page', () => {
  it('goes back to the emptied note box after Add note', async () => {
    let current = lead();
    renderLead(
      server(() => current, (call) => {
        if (call.operationName !== 'AdminAddLeadNote') return { data: null };
        current = { ...current, timeline: [entry('NOTE', '2026-11-27T05:00:00.000Z', { authorName: 'Asha Admin', text: String(call.variables.text) }), ...current.timeline] };
        return { data: { addLeadNote: current } };
      }),
    );
    const form = await screen.findByRole('form', { name: 'Add a note' });
    const box = within(form).getByRole('textbox', { name: /^Note/ });
    fireEvent.change(box, { target: { value: 'Sent the fee structure.' } });
    const button = within(form).getByRole('button', { name: 'Add note' });
    button.focus();
    fireEvent.click(button);
    expect(await screen.findByText('Note added')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(box));
  });

  it('goes to the line saying what is planned after Plan follow-up and after Mark done', async () => {
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
    inTwoDays.setUTCSeconds(0, 0);
    let current = lead();
    renderLead(
      server(() => current, (call) => {
        if (call.operationName === 'AdminSetLeadFollowUp') {
          current = lead({ nextFollowUpAt: String(call.variables.at), nextFollowUpNote: String(call.variables.note ?? ''), followUpView: 'UPCOMING' });
          return { data: { setLeadFollowUp: current } };
        }
        if (call.operationName === 'AdminCompleteLeadFollowUp') {
          current = lead();
          return { data: { completeLeadFollowUp: current } };
        }
        return { data: null };
      }),
    );
    const form = await screen.findByRole('form', { name: 'Plan a follow-up' });
    fireEvent.change(within(form).getByLabelText('Follow up at (IST)'), { target: { value: toCentreInputValue(inTwoDays) } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'What for (optional)' }), { target: { value: 'Send the syllabus' } });
    const plan = within(form).getByRole('button', { name: 'Plan follow-up' });
    plan.focus();
    fireEvent.click(plan);
    expect(await screen.findByText('Follow-up planned')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Send the syllabus'));
    expect(document.activeElement?.tagName).toBe('DIV');

    const section = screen.getByRole('region', { name: 'Next follow-up' });
    fireEvent.click(within(section).getByRole('button', { name: 'Mark done' }));
    const done = within(section).getByRole('form', { name: 'Follow-up done' });
    fireEvent.click(within(done).getByRole('button', { name: 'Save outcome' }));
    expect(await screen.findByText('Follow-up done')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('No follow-up planned.'));
  });

  it('goes to the emptied search box after a merge', async () => {
    const other = { __typename: 'Lead', id: 'lead-9', name: 'Asha K', email: 'asha.k@work.example', phone: '+91 98765 43210', courseName: 'Machine Learning', status: 'NEW', createdAt: '2026-11-22T05:00:00.000Z' };
    renderLead(
      server(lead(), (call) => {
        if (call.operationName === 'AdminLeadMergeCandidates') return { data: { leads: { __typename: 'QueryLeadsConnection', edges: [{ __typename: 'QueryLeadsConnectionEdge', node: other }] } } };
        if (call.operationName === 'AdminMergeLeads') return { data: { mergeLeads: lead() } };
        return { data: null };
      }),
    );
    const merge = await screen.findByRole('region', { name: 'Merge a duplicate' });
    const search = within(merge).getByRole('searchbox', { name: 'Find the other lead' }) as HTMLInputElement;
    fireEvent.change(search, { target: { value: '98765' } });
    const candidate = await within(merge).findByRole('button', { name: 'Merge the lead of Asha K into this one' });
    candidate.focus();
    fireEvent.click(candidate);
    const dialog = await screen.findByRole('dialog', { name: 'Merge these leads?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge into this lead' }));
    expect(await screen.findByText('Leads merged')).toBeTruthy();
    await waitFor(() => expect(within(merge).queryByRole('list', { name: 'Leads to merge' })).toBeNull());
    // Past the dialog's own return of focus (10 ms after it closes).
    await new Promise((r) => setTimeout(r, 50));
    expect(search.value).toBe('');
    expect(document.activeElement).toBe(search);
  });
});
