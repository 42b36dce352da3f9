// The landing page's two carousels from the published success stories (issue 29): those with a placement package
// (From Learning to Earning) and those whose story is told (From Learning to Leading), in one query the server
// renders and the browser hydrates from.
import { useQuery } from 'urql';
import { summarise } from '../../components/usePageMeta';
import { graphql } from '../../gql';
import type { LandingStoriesQuery as LandingStoriesResult } from '../../gql/graphql';

export const LandingStoriesQuery = graphql(`
  query LandingStories($first: Int!) {
    placements: stories(first: $first, withPackage: true) {
      edges {
        node {
          id
          slug
          title
          studentName
          companyName
          role
          storyImage
          companyLogo
          placementPackage
        }
      }
    }
    told: stories(first: $first, withText: true) {
      edges {
        node {
          id
          slug
          title
          studentName
          companyName
          role
          storyImage
          companyLogo
          storyContent
        }
      }
    }
  }
`);

/** Cards per carousel: enough to browse, few enough for the page's weight. */
export const LANDING_STORY_COUNT = 12;

export type PlacementStory = LandingStoriesResult['placements']['edges'][number]['node'];
export interface ToldStory extends Omit<LandingStoriesResult['told']['edges'][number]['node'], 'storyContent'> {
  /** The story as plain text (its HTML read for the words). */
  story: string;
}

/** Who the card is about: the learner's name, or the story's title when staff gave none. */
export const personName = (story: { studentName: string; title: string }) => story.studentName || story.title;

/** "Data Analyst at Deccan Softworks", or whichever half is known. */
export const roleAt = (story: { role: string; companyName: string }) => [story.role, story.companyName].filter(Boolean).join(' at ');

export function useLandingStories(): { placements: PlacementStory[]; stories: ToldStory[] } {
  const [{ data }] = useQuery({ query: LandingStoriesQuery, variables: { first: LANDING_STORY_COUNT } });
  return {
    placements: data?.placements.edges.map((e) => e.node) ?? [],
    stories:
      data?.told.edges.map(({ node: { storyContent, ...rest } }) => ({ ...rest, story: summarise(storyContent, Number.MAX_SAFE_INTEGER) })).filter((s) => s.story !== '') ?? [],
  };
}
