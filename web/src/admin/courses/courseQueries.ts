// The admin course editor's GraphQL operations (gateway/src/schema/courses.ts). The document travels as the
// CourseContent scalar, typed by codegen as the zod schema's inferred type.
import { graphql } from '../gql';

export const AdminCoursesQuery = graphql(`
  query AdminCourses {
    courses {
      id
      slug
      path
      label
      position
      draftVersion
      draftUpdatedAt
      draftUpdatedByName
      isPublished
      hasUnpublishedChanges
      publishedAt
      publishedRevision
    }
  }
`);

export const AdminCourseQuery = graphql(`
  query AdminCourse($id: ID!) {
    course(id: $id) {
      id
      slug
      path
      aliases
      label
      position
      draft
      draftVersion
      draftUpdatedAt
      draftUpdatedByName
      isPublished
      hasUnpublishedChanges
      publishedAt
      publishedRevision
    }
  }
`);

export const CreateCourseMutation = graphql(`
  mutation AdminCreateCourse($input: CreateCourseInput!) {
    createCourse(input: $input) {
      id
      slug
      path
      label
    }
  }
`);

export const SaveCourseDraftMutation = graphql(`
  mutation AdminSaveCourseDraft($id: ID!, $baseVersion: Int!, $content: CourseContent!, $path: String, $aliases: [String!], $position: Int) {
    saveCourseDraft(id: $id, baseVersion: $baseVersion, content: $content, path: $path, aliases: $aliases, position: $position) {
      id
      path
      aliases
      label
      position
      draft
      draftVersion
      draftUpdatedAt
      draftUpdatedByName
      isPublished
      hasUnpublishedChanges
      publishedRevision
    }
  }
`);

export const PublishCourseMutation = graphql(`
  mutation AdminPublishCourse($id: ID!, $baseVersion: Int!) {
    publishCourse(id: $id, baseVersion: $baseVersion) {
      course {
        id
        label
        draftVersion
        isPublished
        hasUnpublishedChanges
        publishedAt
        publishedRevision
      }
      revision {
        id
        number
      }
    }
  }
`);

export const CourseRevisionsQuery = graphql(`
  query AdminCourseRevisions($courseId: ID!) {
    courseRevisions(courseId: $courseId) {
      id
      number
      summary
      authorName
      restoredFrom
      createdAt
    }
  }
`);

export const CourseRevisionComparisonQuery = graphql(`
  query AdminCourseRevisionComparison($courseId: ID!, $number: Int!) {
    courseRevisionComparison(courseId: $courseId, number: $number) {
      revision {
        id
        number
      }
      differences {
        name
        kind
        change
      }
      summary
    }
  }
`);

export const RestoreCourseRevisionMutation = graphql(`
  mutation AdminRestoreCourseRevision($id: ID!, $number: Int!) {
    restoreCourseRevision(id: $id, number: $number) {
      course {
        id
        draftVersion
        publishedRevision
        hasUnpublishedChanges
      }
      revision {
        id
        number
      }
    }
  }
`);

export const UnpublishCourseMutation = graphql(`
  mutation AdminUnpublishCourse($id: ID!) {
    unpublishCourse(id: $id) {
      id
      isPublished
      hasUnpublishedChanges
      publishedRevision
    }
  }
`);
