import { describe, expect, it } from 'vitest';
import { newStoryValues, storyInputFrom, storyValuesFrom, STORY_MESSAGES, validateStoryForm } from './storyForm';

describe('story form rules', () => {
  it('requires a title, an image and a post date, with the messages of SPEC section 5', () => {
    expect(validateStoryForm({ ...newStoryValues(''), title: ' ' })).toEqual({
      title: 'Title is required',
      storyImage: 'Please upload an image',
      postDate: 'Post date is required',
    });
    expect(STORY_MESSAGES).toEqual({ titleRequired: 'Title is required', imageRequired: 'Please upload an image', postDateRequired: 'Post date is required' });
    expect(validateStoryForm({ ...newStoryValues('2025-01-31'), title: 'A', storyImage: '/uploads/a.png' })).toEqual({});
  });

  it('sends the post date as midnight UTC of the chosen day and reads it back as the same day', () => {
    const values = { ...newStoryValues('2025-03-14'), title: ' Title ', storyImage: '/uploads/a.png', studentName: ' Asha ' };
    const input = storyInputFrom(values);
    expect(input).toMatchObject({ title: 'Title', postDate: '2025-03-14T00:00:00.000Z', studentName: 'Asha' });
    expect(storyValuesFrom({ ...values, postDate: input.postDate!, storyContent: '' }).postDate).toBe('2025-03-14');
  });
});
