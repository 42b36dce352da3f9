import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderAdmin } from '../testing';
import { AddStoryPage } from './StoryFormPage';

beforeAll(() => import('../../components/editor/RichTextEditor'), 30_000);

const title = () => screen.getByRole('textbox', { name: /^Title/ });
const postDate = () => screen.getByLabelText(/^Post Date/);
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Story' }));

describe('Add Success Story form', { timeout: 20_000 }, () => {
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
