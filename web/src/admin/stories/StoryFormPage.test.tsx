import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderAdmin } from '../testing';
import { AddStoryPage, EditStoryPage } from './StoryFormPage';

beforeAll(() => import('../../components/editor/RichTextEditor'), 30_000);

const title = () => screen.getByRole('textbox', { name: /^Title/ });
const postDate = () => screen.getByLabelText(/^Post Date/);
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Story' }));

describe('Add Success Story form', () => {
  it('validates on submit, then again on every change', async () => {
    const { calls } = renderAdmin(<AddStoryPage />, { route: '/admin/success-stories/add' });
    await screen.findByRole('toolbar', { name: 'Story formatting' });
    fireEvent.change(postDate(), { target: { value: '' } });
    // Before the first submit, changes do not show messages.
    fireEvent.change(title(), { target: { value: 'x' } });
    fireEvent.change(title(), { target: { value: '' } });
    expect(screen.queryByText('Title is required')).toBeNull();

    submit();
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Please upload an image')).toBeTruthy();
    expect(screen.getByText('Post date is required')).toBeTruthy();
    // The messages sit under their fields.
    expect(title().getAttribute('aria-describedby')).toContain(screen.getByText('Title is required').id);

    fireEvent.change(title(), { target: { value: 'From intern to analyst' } });
    await waitFor(() => expect(screen.queryByText('Title is required')).toBeNull());
    fireEvent.change(postDate(), { target: { value: '2025-03-14' } });
    await waitFor(() => expect(screen.queryByText('Post date is required')).toBeNull());
    fireEvent.change(title(), { target: { value: '' } });
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Please upload an image')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('starts with today as the post date', async () => {
    renderAdmin(<AddStoryPage />, { route: '/admin/success-stories/add' });
    await screen.findByRole('toolbar', { name: 'Story formatting' });
    expect((postDate() as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

/** Whether the browser would ask before closing or reloading the tab. */
function tabCloseAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const question = () => screen.queryByRole('dialog', { name: 'Discard unsaved changes?' });

async function answer(button: 'Keep editing' | 'Discard changes') {
  const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(question()).toBeNull());
}

const STORY = {
  __typename: 'Story',
  id: 'story-1',
  title: 'From intern to analyst',
  storyImage: '/uploads/asha.png',
  postDate: '2025-03-14T00:00:00.000Z',
  studentName: 'Asha',
  companyName: 'Acme',
  role: 'Analyst',
  storyContent: '<p>It worked.</p>',
};

describe('Success story form with unsaved changes', () => {
  const otherRoutes = { '/admin/success-stories': <p>Stories list</p> };

  it('leaves without asking when nothing changed', async () => {
    const { router } = renderAdmin(<AddStoryPage />, { route: '/admin/success-stories/add', otherRoutes });
    await screen.findByRole('toolbar', { name: 'Story formatting' });
    expect(tabCloseAsks()).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await screen.findByText('Stories list');
    expect(question()).toBeNull();
    expect(router.state.location.pathname).toBe('/admin/success-stories');
  });

  it('asks before Cancel, a link or any other move takes the reader away from changes, and before the tab closes', async () => {
    const { router } = renderAdmin(<AddStoryPage />, { route: '/admin/success-stories/add', otherRoutes });
    await screen.findByRole('toolbar', { name: 'Story formatting' });
    fireEvent.change(title(), { target: { value: 'From intern to analyst' } });
    expect(tabCloseAsks()).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await answer('Keep editing');
    expect(router.state.location.pathname).toBe('/admin/success-stories/add');
    expect((title() as HTMLInputElement).value).toBe('From intern to analyst');

    fireEvent.click(screen.getByRole('link', { name: '← Back to Success Stories' }));
    await answer('Keep editing');
    // Any other move within the app (Back, the sidebar) goes through the router the same way.
    await act(() => router.navigate('/admin/success-stories'));
    await answer('Keep editing');
    expect(router.state.location.pathname).toBe('/admin/success-stories/add');

    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await answer('Discard changes');
    await screen.findByText('Stories list');
    expect(tabCloseAsks()).toBe(false);
  });

  it('does not ask after a successful save', async () => {
    const { router, calls } = renderAdmin(<EditStoryPage />, {
      route: '/admin/success-stories/story-1/edit',
      path: '/admin/success-stories/:id/edit',
      otherRoutes,
      graphql: ({ operationName }) =>
        operationName === 'AdminStoryForEdit' ? { data: { story: STORY } } : { data: { updateStory: { __typename: 'Story', id: 'story-1', title: 'From intern to lead analyst' } } },
    });
    await screen.findByRole('toolbar', { name: 'Story formatting' });
    expect(tabCloseAsks()).toBe(false);
    fireEvent.change(title(), { target: { value: 'From intern to lead analyst' } });
    expect(tabCloseAsks()).toBe(true);
    submit();
    await screen.findByText('Stories list');
    expect(question()).toBeNull();
    expect(router.state.location.pathname).toBe('/admin/success-stories');
    expect(calls.at(-1)!.variables.input).toMatchObject({ title: 'From intern to lead analyst' });
    expect(tabCloseAsks()).toBe(false);
  });
});
