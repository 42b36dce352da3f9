import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GraphQLRefusal, renderWithApi } from '../testUtils';
import { StoryModal } from './StoryModal';
import { LIMITS } from '../../../../gateway/src/services/limits';

const story = {
  __typename: 'Story',
  id: 'story-1',
  slug: 'priya',
  title: 'From commerce graduate to data analyst',
  studentName: 'Priya Deshmukh',
  companyName: 'Sahyadri Analytics',
  role: 'Data Analyst',
  storyImage: '/images/placements/priya-deshmukh.svg',
  storyContent: '<p>Priya finished her B.Com.</p>',
  postDate: '2025-06-01T00:00:00.000Z',
  comments: [
    // Left without a name: the API labels it.
    { __typename: 'StoryComment', id: 'c1', authorLabel: 'Anonymous visitor', body: 'Well done!', createdAt: '2025-06-02T00:00:00.000Z' },
    { __typename: 'StoryComment', id: 'c2', authorLabel: 'Anita', body: 'So proud of you.', createdAt: '2025-06-03T00:00:00.000Z' },
  ],
};

describe('StoryModal', () => {
  it('shows the caption, posted date and approved comments', async () => {
    renderWithApi(<StoryModal slug="priya" onClose={() => {}} />, { PortalStory: () => ({ story }) });
    await screen.findByRole('heading', { name: 'From commerce graduate to data analyst' });
    expect(screen.getByText('Data Analyst at Sahyadri Analytics')).toBeTruthy();
    expect(screen.getByText(/^Posted/).textContent).toBe('Posted 1 June 2025');
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeTruthy();
    // Each comment under the name the API gives it: an anonymous one as "Anonymous visitor", never an empty name.
    const comments = screen.getAllByRole('listitem').filter((li) => li.classList.contains('comment'));
    expect(comments.map((li) => li.querySelector('.comment__meta strong')?.textContent)).toEqual(['Anonymous visitor', 'Anita']);
    expect(comments.map((li) => li.querySelector('.comment__body')?.textContent)).toEqual(['Well done!', 'So proud of you.']);
  });

  it('sends a comment and says it will appear after approval', async () => {
    const { calls } = renderWithApi(<StoryModal slug="priya" onClose={() => {}} />, {
      PortalStory: () => ({ story }),
      PortalAddStoryComment: () => ({
        addStoryComment: { __typename: 'StoryCommentReceipt', id: 'c2', message: 'Thank you! Your comment will appear once a moderator approves it.' },
      }),
    });
    const textarea = (await screen.findByLabelText('Comment')) as HTMLTextAreaElement;
    expect(textarea.maxLength).toBe(LIMITS.commentBody);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Comment' }));
    expect(screen.getByRole('alert').textContent).toBe('Please write a comment');
    fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: ' Anita ' } });
    fireEvent.change(textarea, { target: { value: '  Inspiring!  ' } });
    expect(screen.getByText(/^14\/1000 characters/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Comment' }));
    await screen.findByText('Thank you! Your comment will appear once a moderator approves it.');
    expect(calls.find((c) => c.operationName === 'PortalAddStoryComment')!.variables).toEqual({ storyId: 'story-1', body: 'Inspiring!', authorName: 'Anita' });
    await waitFor(() => expect(textarea.value).toBe(''));
  });

  it('shows the API’s refusal, such as too many comments', async () => {
    renderWithApi(<StoryModal slug="priya" onClose={() => {}} />, {
      PortalStory: () => ({ story }),
      PortalAddStoryComment: () => new GraphQLRefusal('You have commented a lot in a short time. Please try again in a few minutes.', 'TOO_MANY_REQUESTS'),
    });
    fireEvent.change(await screen.findByLabelText('Comment'), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Comment' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You have commented a lot in a short time. Please try again in a few minutes.');
    // What was written stays, so it can be sent later.
    expect((screen.getByLabelText('Comment') as HTMLTextAreaElement).value).toBe('Hi');
  });
});
