// The published courses as navigation and the lead form know them: slug, address and short name, in the order staff
// arrange them, from the API (`publishedCourses`; the server renders it into the page, the browser hydrates from it).
// Only these three fields: the top bar, the footer and the lead form do not download the course documents.
import { useQuery } from 'urql';
import { graphql } from '../gql';

export interface CourseRoute {
  path: string;
  slug: string;
  /** Short name, e.g. in "Talk to a counsellor about Data Science and AI-ML". */
  label: string;
}

export const PublishedCourseNamesQuery = graphql(`
  query PublishedCourseNames {
    publishedCourses {
      slug
      path
      label
    }
  }
`);

const NONE: readonly CourseRoute[] = [];

/** The published courses, in position order (none while the list is loading or could not be read). */
export function usePublishedCourses(): readonly CourseRoute[] {
  const [{ data }] = useQuery({ query: PublishedCourseNamesQuery });
  return data?.publishedCourses ?? NONE;
}

/** What a lead is about: a published course's slug, or the learning centre in general (the landing page's buttons). */
export type LeadCourse = string;

export const GENERAL_LEAD_LABEL = 'Learning centre (any course)';

export function courseRoute(courses: readonly CourseRoute[], slug: string): CourseRoute | undefined {
  return courses.find((r) => r.slug === slug);
}

/** A lead's course in words: the course's label, the general label, or the slug itself for a course no longer listed. */
export function leadCourseLabel(course: string, courses: readonly CourseRoute[]): string {
  return courseRoute(courses, course)?.label ?? (course === 'general' ? GENERAL_LEAD_LABEL : course);
}
