// The success-story form's values, rules and messages (SPEC sections 5 and 8), apart from the screen.
import type { AdminStoryForEditQuery, StoryInput } from '../gql/graphql';
import { fromDateInputValue, toDateInputValue } from '../common/format';

export const STORY_MESSAGES = {
  titleRequired: 'Title is required',
  imageRequired: 'Please upload an image',
  postDateRequired: 'Post date is required',
} as const;

export interface StoryFormValues {
  title: string;
  /** The uploaded image's URL. */
  storyImage: string;
  /** yyyy-mm-dd, as a date input gives it. */
  postDate: string;
  studentName: string;
  companyName: string;
  role: string;
  /** HTML from the rich-text editor. */
  storyContent: string;
}

export type StoryFormErrors = Partial<Record<'title' | 'storyImage' | 'postDate', string>>;

export function validateStoryForm(values: StoryFormValues): StoryFormErrors {
  const errors: StoryFormErrors = {};
  if (values.title.trim() === '') errors.title = STORY_MESSAGES.titleRequired;
  if (values.storyImage.trim() === '') errors.storyImage = STORY_MESSAGES.imageRequired;
  if (values.postDate.trim() === '') errors.postDate = STORY_MESSAGES.postDateRequired;
  return errors;
}

export function newStoryValues(today: string): StoryFormValues {
  return { title: '', storyImage: '', postDate: today, studentName: '', companyName: '', role: '', storyContent: '' };
}

/** A story as the edit form loads it (the generated type of its query, without the id). */
export type EditableStory = Omit<NonNullable<AdminStoryForEditQuery['story']>, 'id' | 'published'>;

export function storyValuesFrom(story: EditableStory): StoryFormValues {
  return { ...story, postDate: toDateInputValue(story.postDate) };
}

export function storyInputFrom(values: StoryFormValues): StoryInput {
  return {
    title: values.title.trim(),
    storyImage: values.storyImage.trim(),
    postDate: fromDateInputValue(values.postDate.trim()),
    studentName: values.studentName.trim(),
    companyName: values.companyName.trim(),
    role: values.role.trim(),
    storyContent: values.storyContent,
  };
}
