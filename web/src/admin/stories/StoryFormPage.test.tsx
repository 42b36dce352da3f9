import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
  placementPackage: '₹5.5 LPA',
  companyLogo: '',
  storyContent: '<p>It worked.</p>',
  updatedAt: '2025-03-15T10:00:00.000Z',
};

describe('a story’s placement package and company logo (the landing page’s placement cards)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows them, checks them before sending, uploads the logo and sends both', async () => {
    const uploads: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      uploads.push(url);
      return new Response(JSON.stringify({ success: true, message: 'Uploaded', url: '/uploads/logo123.png' }), { status: 201, headers: { 'content-type': 'application/json' } });
    });
    const { calls } = renderAdmin(<EditStoryPage />, {
      route: '/admin/success-stories/story-1/edit',
      path: '/admin/success-stories/:id/edit',
      otherRoutes: { '/admin/success-stories': <p>Stories list</p> },
      graphql: ({ operationName }) =>
        operationName === 'AdminStoryForEdit' ? { data: { story: STORY } } : { data: { updateStory: { __typename: 'Story', id: 'story-1', title: STORY.title } } },
    });
    await screen.findByRole('toolbar', { name: 'Story formatting' });
    const pkg = screen.getByRole('textbox', { name: /^Placement package/ }) as HTMLInputElement;
    const logo = screen.getByRole('textbox', { name: /^Company logo/ }) as HTMLInputElement;
    expect(pkg.value).toBe('₹5.5 LPA');
    expect(logo.value).toBe('');

    fireEvent.change(logo, { target: { value: 'javascript:alert(1)' } });
    submit();
    expect(await screen.findByText('Company logo must be an http(s) URL or a path on this site')).toBeTruthy();
    expect(calls.filter((c) => c.operationName === 'AdminUpdateStory')).toEqual([]);

    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    // The logo's file input, behind its upload button (named by its own words, "Upload a different company logo" once
    // there is one): the second in the page (the story's picture has the first, the story editor's image button the third).
    expect(screen.getByRole('button', { name: 'Upload a different company logo' })).toBeTruthy();
    const fileInputs = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    fireEvent.change(fileInputs[1]!, { target: { files: [file] } });
    await waitFor(() => expect(logo.value).toBe('/uploads/logo123.png'));
    expect(uploads).toEqual(['/api/v1/uploads']);
    expect(screen.getByTestId('story-logo-preview').getAttribute('src')).toBe('/uploads/logo123.png');
    fireEvent.change(pkg, { target: { value: ' 8.2 LPA ' } });
    submit();
    await screen.findByText('Stories list');
    expect(calls.at(-1)!.variables.input).toMatchObject({ placementPackage: '8.2 LPA', companyLogo: '/uploads/logo123.png' });
  });

  it('shows the server’s refusal of a package under the field', async () => {
    renderAdmin(<EditStoryPage />, {
      route: '/admin/success-stories/story-1/edit',
      path: '/admin/success-stories/:id/edit',
      graphql: ({ operationName }) =>
        operationName === 'AdminStoryForEdit'
          ? { data: { story: STORY } }
          : { data: null, errors: [{ message: 'Placement package must be lakhs a year (6.5 LPA, 4–6 LPA), …', extensions: { code: 'BAD_USER_INPUT', field: 'placementPackage' } }] },
    });
    await screen.findByRole('toolbar', { name: 'Story formatting' });
    const pkg = screen.getByRole('textbox', { name: /^Placement package/ });
    fireEvent.change(pkg, { target: { value: 'a great offer' } });
    submit();
    const message = await screen.findByText('Placement package must be lakhs a year (6.5 LPA, 4–6 LPA), …');
    expect(pkg.getAttribute('aria-describedby')).toContain(message.id);
  });
});

describe('a story someone else saved while it was being edited', () => {
  const CONFLICT = 'Someone else saved this story while you were editing it. Nothing of yours was saved: reload to see their change, then make yours again.';

  it('sends when the form was loaded; a CONFLICT shows the message and keeps what was typed; Reload loads their version', async () => {
    let loads = 0;
    const { calls } = renderAdmin(<EditStoryPage />, {
      route: '/admin/success-stories/story-1/edit',
      path: '/admin/success-stories/:id/edit',
      otherRoutes: { '/admin/success-stories': <p>Stories list</p> },
      graphql: ({ operationName }) => {
        if (operationName === 'AdminStoryForEdit') {
          loads += 1;
          return { data: { story: loads === 1 ? STORY : { ...STORY, role: 'Data Analyst', updatedAt: '2025-03-16T09:30:00.000Z' } } };
        }
        return { data: null, errors: [{ message: CONFLICT, extensions: { code: 'CONFLICT' } }] };
      },
    });
    await screen.findByRole('toolbar', { name: 'Story formatting' });
    const pkg = () => screen.getByRole('textbox', { name: /^Placement package/ }) as HTMLInputElement;
    fireEvent.change(pkg(), { target: { value: '9 LPA' } });
    submit();
    const alert = await screen.findByTestId('save-conflict');
    expect(alert.textContent).toContain(CONFLICT);
    expect(calls.find((c) => c.operationName === 'AdminUpdateStory')!.variables.baseUpdatedAt).toBe(STORY.updatedAt);
    expect(pkg().value).toBe('9 LPA');
    expect(screen.queryByText('Stories list')).toBeNull();

    fireEvent.click(within(alert).getByRole('button', { name: 'Reload the newer version' }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: /^Role/ }) as HTMLInputElement).value).toBe('Data Analyst'));
    expect(screen.queryByTestId('save-conflict')).toBeNull();
    await screen.findByRole('toolbar', { name: 'Story formatting' });
    submit();
    await waitFor(() => expect(calls.filter((c) => c.operationName === 'AdminUpdateStory')).toHaveLength(2));
    expect(calls.filter((c) => c.operationName === 'AdminUpdateStory')[1]!.variables.baseUpdatedAt).toBe('2025-03-16T09:30:00.000Z');
  });
});

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
