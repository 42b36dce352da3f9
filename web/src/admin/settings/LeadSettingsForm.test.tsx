import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin, type GraphQLCall, type GraphQLHandler } from '../testing';
import { SettingsPage } from './SettingsPage';

const COUNSELLORS = [
  { __typename: 'User', id: 'u-asha', name: 'Asha Admin', username: 'asha' },
  { __typename: 'User', id: 'u-ravi', name: 'Ravi Counsellor', username: 'ravi' },
  { __typename: 'User', id: 'u-meera', name: 'Meera Counsellor', username: 'meera' },
];
const COURSES = [
  { __typename: 'PublicCourse', slug: 'data-science-ai-ml', label: 'Data Science' },
  { __typename: 'PublicCourse', slug: 'full-stack-development', label: 'Full Stack Development' },
];
const settings = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'LeadSettings',
  assignment: 'UNASSIGNED',
  counsellorIds: [],
  courseCounsellors: [],
  duplicateWindowDays: 30,
  ...overrides,
});

function server(read: Record<string, unknown>, onSave: (call: GraphQLCall) => ReturnType<GraphQLHandler> = (call) => ({ data: { updateLeadSettings: { ...settings(), ...(call.variables.input as object), courseCounsellors: ((call.variables.input as { courseCounsellors: object[] }).courseCounsellors).map((c) => ({ __typename: 'CourseCounsellors', ...c })) } } })): GraphQLHandler {
  return (call) => {
    if (call.operationName === 'AdminLeadSettings') return { data: { leadSettings: read, counsellors: COUNSELLORS, publishedCourses: COURSES } };
    if (call.operationName === 'AdminUpdateLeadSettings') return onSave(call);
    return { data: null };
  };
}

const saves = (calls: GraphQLCall[]) => calls.filter((c) => c.operationName === 'AdminUpdateLeadSettings');

/** Picks an option of a Mantine MultiSelect by its text. */
async function choose(label: string | RegExp, option: string) {
  const input = screen.getByRole('combobox', { name: label });
  fireEvent.focus(input);
  fireEvent.click(input);
  await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
  expect(listbox).toBeTruthy();
  fireEvent.click(within(listbox!).getByRole('option', { name: option, hidden: true }));
  fireEvent.blur(input);
}

describe('Lead settings (/admin/settings?section=leads)', () => {
  it('is the Leads tab of Settings; the tab is in the address', async () => {
    const { router } = renderAdmin(<SettingsPage />, {
      route: '/admin/settings',
      path: '/admin/settings',
      graphql: (call) =>
        call.operationName === 'AdminSiteSettings' ? { data: { siteSettings: null } } : server(settings())(call),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Leads' }));
    await waitFor(() => expect(router.state.location.search).toBe('?section=leads'));
    expect(await screen.findByRole('radio', { name: /Leave unassigned/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Leads' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows what is saved and saves round robin with two counsellors in the order chosen', async () => {
    const { calls } = renderAdmin(<SettingsPage />, { route: '/admin/settings?section=leads', path: '/admin/settings', graphql: server(settings({ duplicateWindowDays: 14 })) });
    const unassigned = (await screen.findByRole('radio', { name: /Leave unassigned/ })) as HTMLInputElement;
    expect(unassigned.checked).toBe(true);
    expect((screen.getByRole('textbox', { name: /Duplicate window/ }) as HTMLInputElement).value).toBe('14');
    // Per-course lists only matter for "By course".
    expect(screen.queryByRole('combobox', { name: 'Data Science' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: /Round robin/ }));
    await choose(/^Counsellors/, 'Ravi Counsellor (ravi)');
    await choose(/^Counsellors/, 'Meera Counsellor (meera)');
    fireEvent.click(screen.getByRole('button', { name: 'Save lead settings' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.variables.input).toEqual({ assignment: 'ROUND_ROBIN', counsellorIds: ['u-ravi', 'u-meera'], courseCounsellors: [], duplicateWindowDays: 14 });
    expect(await screen.findByText('Lead settings saved')).toBeTruthy();
  });

  it('checks before sending: round robin needs a counsellor, the window is 1 to 365 days', async () => {
    const { calls } = renderAdmin(<SettingsPage />, { route: '/admin/settings?section=leads', path: '/admin/settings', graphql: server(settings()) });
    fireEvent.click(await screen.findByRole('radio', { name: /Round robin/ }));
    fireEvent.change(screen.getByRole('textbox', { name: /Duplicate window/ }), { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save lead settings' }));
    expect(await screen.findByText('Choose at least one counsellor for round robin')).toBeTruthy();
    expect(screen.getByText('The duplicate window must be 1 to 365 days')).toBeTruthy();
    expect(saves(calls)).toEqual([]);
  });

  it('a refused save focuses Counsellors without opening its list, which would cover the message', async () => {
    renderAdmin(<SettingsPage />, { route: '/admin/settings?section=leads', path: '/admin/settings', graphql: server(settings()) });
    fireEvent.click(await screen.findByRole('radio', { name: /Round robin/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save lead settings' }));
    const message = await screen.findByText('Choose at least one counsellor for round robin');
    const input = screen.getByRole('combobox', { name: /^Counsellors/ });
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.getAttribute('aria-describedby') ?? '').toContain(message.id);
    // Give an opening list its chance to render before checking that none did.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it("by course: one list per published course and 'general'; the server's refusal shows beside the course it names", async () => {
    const { calls } = renderAdmin(<SettingsPage />, {
      route: '/admin/settings?section=leads',
      path: '/admin/settings',
      graphql: server(settings({ assignment: 'BY_COURSE', counsellorIds: ['u-asha'], courseCounsellors: [{ __typename: 'CourseCounsellors', course: 'full-stack-development', counsellorIds: ['u-ravi'] }] }), () => ({
        data: null,
        errors: [{ message: 'Choose counsellors among staff members', extensions: { code: 'BAD_USER_INPUT', field: 'courseCounsellors.1.counsellorIds' } }],
      })),
    });
    const general = await screen.findByRole('combobox', { name: 'Learning centre (any course)' });
    expect(screen.getByRole('combobox', { name: 'Data Science' })).toBeTruthy();
    // The saved list shows as chosen.
    expect(within(screen.getByRole('combobox', { name: 'Full Stack Development' }).closest('.mantine-MultiSelect-root') as HTMLElement).getByText('Ravi Counsellor (ravi)')).toBeTruthy();
    await choose('Learning centre (any course)', 'Meera Counsellor (meera)');
    fireEvent.click(screen.getByRole('button', { name: 'Save lead settings' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.variables.input).toEqual({
      assignment: 'BY_COURSE',
      counsellorIds: ['u-asha'],
      courseCounsellors: [
        { course: 'full-stack-development', counsellorIds: ['u-ravi'] },
        { course: 'general', counsellorIds: ['u-meera'] },
      ],
      duplicateWindowDays: 30,
    });
    // Entry 1 of what was sent is 'general'.
    const message = await screen.findByText('Choose counsellors among staff members');
    expect(general.getAttribute('aria-describedby') ?? '').toContain(message.id);
  });

  it('asks before another tab drops unsaved changes', async () => {
    const { router } = renderAdmin(<SettingsPage />, { route: '/admin/settings?section=leads', path: '/admin/settings', graphql: server(settings()) });
    fireEvent.change(await screen.findByRole('textbox', { name: /Duplicate window/ }), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Site details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).toBeNull());
    expect(router.state.location.search).toBe('?section=leads');
    expect((screen.getByRole('textbox', { name: /Duplicate window/ }) as HTMLInputElement).value).toBe('45');
  });

  it('by course with nobody anywhere is refused before sending', async () => {
    const { calls } = renderAdmin(<SettingsPage />, { route: '/admin/settings?section=leads', path: '/admin/settings', graphql: server(settings()) });
    fireEvent.click(await screen.findByRole('radio', { name: /By course/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save lead settings' }));
    expect(await screen.findByText('Choose counsellors for at least one course, or counsellors for the other courses')).toBeTruthy();
    expect(saves(calls)).toEqual([]);
  });
});
