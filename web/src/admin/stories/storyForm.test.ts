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

  it('checks a placement package’s length and a company logo’s address as the server does, and trims both', () => {
    const base = { ...newStoryValues('2025-01-31'), title: 'A', storyImage: '/uploads/a.png' };
    expect(validateStoryForm({ ...base, placementPackage: '1'.repeat(41), companyLogo: '//evil.example/x.png' })).toEqual({
      placementPackage: 'Placement package must be at most 40 characters',
      companyLogo: 'Company logo must be an http(s) URL or a path on this site',
    });
    for (const companyLogo of ['', '/uploads/a.png', '/media/content/companies/x.svg', 'https://cdn.example/logo.png']) expect(validateStoryForm({ ...base, companyLogo })).toEqual({});
    expect(validateStoryForm({ ...base, companyLogo: '/uploads/../x' }).companyLogo).toBeDefined();
    expect(storyInputFrom({ ...base, placementPackage: ' 5.5 LPA ', companyLogo: ' /uploads/l.png ' })).toMatchObject({ placementPackage: '5.5 LPA', companyLogo: '/uploads/l.png' });
  });
});
