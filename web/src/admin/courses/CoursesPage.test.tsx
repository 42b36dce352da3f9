// The courses list (issue 29): each course with its address, state and last save; Add course shows the server's
// refusals beside their fields and opens the new course's editor.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin, type GraphQLCall } from '../testing';
import { CoursesPage } from './CoursesPage';

const row = (id: string, label: string, isPublished: boolean, hasUnpublishedChanges: boolean, position: number) => ({
  __typename: 'Course',
  id,
  slug: id,
  path: `/courses/${id}`,
  label,
  position,
  draftVersion: 2,
  draftUpdatedAt: '2026-11-20T06:30:00.000Z',
  draftUpdatedByName: 'asha',
  isPublished,
  hasUnpublishedChanges,
  publishedAt: null,
  publishedRevision: isPublished ? 1 : 0,
});

function server(createError?: { message: string; field: string }) {
  return (call: GraphQLCall) => {
    if (call.operationName === 'AdminCourses') {
      return { data: { courses: [row('data-science', 'Data Science', true, false, 1), row('full-stack', 'Full Stack', true, true, 2), row('cloud', 'Cloud', false, true, 3)] } };
    }
    if (call.operationName === 'AdminCreateCourse') {
      if (createError) return { errors: [{ message: createError.message, extensions: { code: 'BAD_USER_INPUT', field: createError.field } }] };
      return { data: { createCourse: { __typename: 'Course', id: 'new-1', slug: 'devops', path: '/courses/devops', label: 'DevOps' } } };
    }
    return { data: null };
  };
}

describe('CoursesPage', () => {
  it('lists each course with its public address, state, last save and position', async () => {
    renderAdmin(<CoursesPage />, { graphql: server(), route: '/admin/courses' });
    const table = await screen.findByRole('table', { name: 'Courses' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual(['Published', 'Unpublished changes', 'Draft only']);
    expect(within(rows[0]!).getByRole('link', { name: '/courses/data-science' }).getAttribute('href')).toBe('/courses/data-science');
    expect(within(rows[0]!).getByRole('link', { name: 'Data Science' }).getAttribute('href')).toBe('/admin/courses/data-science');
    // In IST with the admin's one formatter, whatever the test machine's zone (06:30 UTC is 12:00 in India).
    expect(within(rows[2]!).getAllByRole('cell')[3]!.textContent).toBe('asha · 20 Nov 2026, 12:00');
  });

  it("sizes the State badge to its whole text: its label does not clip, so a tight table cannot cut it to 'PUBLISH…'", async () => {
    renderAdmin(<CoursesPage />, { graphql: server(), route: '/admin/courses' });
    const table = await screen.findByRole('table', { name: 'Courses' });
    const badges = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[2]!.querySelector<HTMLElement>('.mantine-Badge-root')!);
    expect(badges.map((b) => b.textContent)).toEqual(['Published', 'Unpublished changes', 'Draft only']);
    for (const badge of badges) {
      // Mantine's label clips (overflow: hidden) and so asks the table for no width: the column could squeeze it.
      expect(badge.querySelector<HTMLElement>('.mantine-Badge-label')!.style.overflow).toBe('visible');
      expect(badge.style.width).toBe('');
      expect(badge.style.flexShrink).toBe('0');
    }
  });

  for (const [field, message, label] of [
    ['slug', 'A slug may use only lowercase letters, digits and single hyphens, e.g. data-science', 'Slug'],
    ['slug', 'Another course already uses this slug', 'Slug'],
    ['path', 'Another course already uses this address', 'Address'],
  ] as const) {
    it(`Add course shows "${message}" beside ${label}`, async () => {
      renderAdmin(<CoursesPage />, { graphql: server({ field, message }), route: '/admin/courses' });
      fireEvent.click(await screen.findByRole('button', { name: 'Add course' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add course' });
      fireEvent.change(within(dialog).getByLabelText(/^Label/), { target: { value: 'DevOps' } });
      fireEvent.change(within(dialog).getByLabelText(/^Slug/), { target: { value: 'Dev Ops' } });
      fireEvent.change(within(dialog).getByLabelText(/^Address/), { target: { value: '/courses/data-science' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Add course' }));
      const input = within(dialog).getByLabelText(new RegExp(`^${label}`));
      await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
      expect(within(dialog).getByText(message)).toBeTruthy();
    });
  }

  it('Add course creates the course and opens its editor', async () => {
    const { calls, router } = renderAdmin(<CoursesPage />, { graphql: server(), route: '/admin/courses', otherRoutes: { '/admin/courses/:id': <p>Editor</p> } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add course' });
    fireEvent.change(within(dialog).getByLabelText(/^Label/), { target: { value: ' DevOps ' } });
    fireEvent.change(within(dialog).getByLabelText(/^Slug/), { target: { value: 'devops' } });
    fireEvent.change(within(dialog).getByLabelText(/^Address/), { target: { value: '/courses/devops' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add course' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/courses/new-1'));
    expect(calls.find((c) => c.operationName === 'AdminCreateCourse')!.variables).toEqual({ input: { slug: 'devops', path: '/courses/devops', label: 'DevOps' } });
  });
});
