// The courses a lead can name in the inbox (its course filter and where a lead came from): the published courses from
// the API, so that a course staff add appears here too.
import { useQuery } from 'urql';
import { graphql } from '../gql';
import type { CourseRoute } from '../../marketing/courseRoutes';

const LeadCoursesQuery = graphql(`
  query AdminLeadCourses {
    publishedCourses {
      slug
      path
      label
    }
  }
`);

const NONE: readonly CourseRoute[] = [];

export function useLeadCourses(): readonly CourseRoute[] {
  const [{ data }] = useQuery({ query: LeadCoursesQuery });
  return data?.publishedCourses ?? NONE;
}
