// The course pages: which course each legacy path shows, and the course names the lead form and the admin inbox
// use. Kept apart from the content so that the routes and the admin app do not download the course texts.
import type { CoursePath, CourseSlug } from '../content/types';
import { paths } from '../routes';

export interface CourseRoute {
  path: CoursePath;
  slug: CourseSlug;
  /** Short name, e.g. in "Talk to a counsellor about Data Science and AI-ML". */
  label: string;
}

export const COURSE_ROUTES: readonly CourseRoute[] = [
  { path: paths.courses.dataScience, slug: 'data-science-ai-ml', label: 'Data Science and AI-ML' },
  { path: paths.courses.fullStack, slug: 'full-stack-development', label: 'Full Stack Development' },
  { path: paths.courses.machineLearning, slug: 'machine-learning', label: 'Machine Learning' },
  { path: paths.courses.digitalMarketing, slug: 'digital-marketing', label: 'Digital Marketing' },
];

/** What a lead is about: a course, or the learning centre in general (the landing page's buttons). */
export type LeadCourse = CourseSlug | 'general';

export const GENERAL_LEAD_LABEL = 'Learning centre (any course)';

export function courseRoute(slug: CourseSlug): CourseRoute {
  const route = COURSE_ROUTES.find((r) => r.slug === slug);
  if (!route) throw new Error(`No route for course ${slug}`);
  return route;
}

export function leadCourseLabel(course: string): string {
  return COURSE_ROUTES.find((r) => r.slug === course)?.label ?? (course === 'general' ? GENERAL_LEAD_LABEL : course);
}
