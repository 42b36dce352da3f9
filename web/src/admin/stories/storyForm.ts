// The success-story form's values, rules and messages (SPEC sections 5 and 8), apart from the screen.
import type { AdminStoryForEditQuery, StoryInput } from '../gql/graphql';
import { fromDateInputValue, toDateInputValue } from '../common/format';
import { LIMITS } from '../../../../gateway/src/services/limits';

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
  /** As the learner accepted it ("5.5 LPA"); the server reads it like a job's salary. '' for none. */
  placementPackage: string;
  /** The employer's logo: an uploaded image's URL, an https:// address or a path on this site; '' for none. */
  companyLogo: string;
  /** HTML from the rich-text editor. */
  storyContent: string;
}

export type StoryFormErrors = Partial<Record<'title' | 'storyImage' | 'postDate' | 'placementPackage' | 'companyLogo', string>>;

const LOGO = /^(?:https?:\/\/[^\s]+|\/(?!\/)[\w./-]+)$/i;

export function validateStoryForm(values: StoryFormValues): StoryFormErrors {
  const errors: StoryFormErrors = {};
  if (values.title.trim() === '') errors.title = STORY_MESSAGES.titleRequired;
  if (values.storyImage.trim() === '') errors.storyImage = STORY_MESSAGES.imageRequired;
  if (values.postDate.trim() === '') errors.postDate = STORY_MESSAGES.postDateRequired;
  if (values.placementPackage.trim().length > LIMITS.placementPackage) errors.placementPackage = `Placement package must be at most ${LIMITS.placementPackage} characters`;
  const logo = values.companyLogo.trim();
  if (logo !== '' && (!LOGO.test(logo) || logo.includes('..'))) errors.companyLogo = 'Company logo must be an http(s) URL or a path on this site';
  return errors;
}

export function newStoryValues(today: string): StoryFormValues {
  return { title: '', storyImage: '', postDate: today, studentName: '', companyName: '', role: '', placementPackage: '', companyLogo: '', storyContent: '' };
}

/** A story as the edit form loads it (the generated type of its query, without the id). */
export type EditableStory = Omit<NonNullable<AdminStoryForEditQuery['story']>, 'id' | 'published' | 'updatedAt'>;

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
    placementPackage: values.placementPackage.trim(),
    companyLogo: values.companyLogo.trim(),
    storyContent: values.storyContent,
  };
}
