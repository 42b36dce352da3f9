// /admin/success-stories (SPEC section 2): the stories table (Add Story, Edit, Delete with confirmation; drafts, such
// as one made from a placed application, with a Draft badge and Publish) and the visitor comments waiting for approval.
import { Badge, Button, Card, Text } from '@mantine/core';
import { ResponsiveTable } from '../common/ResponsiveTable';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useClient, useMutation, useQuery } from 'urql';
import { notifyDeletedWithUndo } from '../common/undoDelete';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { graphql } from '../gql';
import { paths } from '../../routes';
import { errorMessage } from '../../api/errors';
import { calendarDate, htmlToText, shortId, truncate } from '../common/format';
import { PageHeader } from '../common/PageHeader';
import { ConnectionPager } from '../common/Pager';
import { useCursorPages } from '../common/useCursorPages';
import { PendingComments } from './PendingComments';
import { editStoryPath } from './StoryFormPage';
import { LoadFailure, Loading } from '../common/LoadState';

export const STORIES_PAGE_SIZE = 10;
const STORY_PREVIEW_CHARACTERS = 90;

const AdminStoriesQuery = graphql(`
  query AdminStories($first: Int!, $after: String) {
    stories(first: $first, after: $after, includeDrafts: true) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          title
          studentName
          storyContent
          postDate
          published
        }
      }
    }
  }
`);

const PublishStoryMutation = graphql(`
  mutation AdminPublishStory($id: ID!) {
    publishStory(id: $id) {
      id
      published
    }
  }
`);

const UnpublishStoryMutation = graphql(`
  mutation AdminUnpublishStory($id: ID!) {
    unpublishStory(id: $id) {
      id
      published
    }
  }
`);

const DeleteStoryMutation = graphql(`
  mutation AdminDeleteStory($id: ID!) {
    deleteStory(id: $id) {
      id
    }
  }
`);

function StoryPreview({ title, html }: { title: string; html: string }) {
  const text = htmlToText(html);
  return (
    <>
      <Text size="sm" fw={500} lineClamp={1} component="span" display="block">
        {title}
      </Text>
      {text && (
        <Text size="xs" c="dimmed" title={truncate(text, 400)} component="span" display="block">
          {truncate(text, STORY_PREVIEW_CHARACTERS)}
        </Text>
      )}
    </>
  );
}

export function SuccessStoriesPage() {
  const navigate = useNavigate();
  const pages = useCursorPages();
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: AdminStoriesQuery,
    variables: { first: STORIES_PAGE_SIZE, after: pages.after },
    requestPolicy: 'cache-and-network',
  });
  const [toDelete, setToDelete] = useState<{ id: string; name: string } | null>(null);
  const [{ fetching: deleting }, deleteStory] = useMutation(DeleteStoryMutation);
  const [{ fetching: publishing }, publishStory] = useMutation(PublishStoryMutation);
  const [{ fetching: unpublishing }, unpublishStory] = useMutation(UnpublishStoryMutation);
  const publish = async (story: { id: string; title: string }) => {
    const result = await publishStory({ id: story.id });
    if (result.error) notifications.show({ color: 'red', title: 'Could not publish the story', message: errorMessage(result.error) });
    else notifications.show({ color: 'green', title: 'Story published', message: `“${story.title}” is on the site now.` });
  };
  // Off the site, kept as a draft (a learner who withdraws consent; Publish puts it back).
  const unpublish = async (story: { id: string; title: string }) => {
    const result = await unpublishStory({ id: story.id });
    if (result.error) notifications.show({ color: 'red', title: 'Could not unpublish the story', message: errorMessage(result.error) });
    else notifications.show({ color: 'green', title: 'Story unpublished', message: `“${story.title}” is off the site, kept as a draft.` });
  };
  const connection = data?.stories;
  const stories = connection?.edges.map((e) => e.node) ?? [];
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const client = useClient();

  const confirmDelete = async () => {
    if (!toDelete) return;
    const result = await deleteStory({ id: toDelete.id });
    if (result.error) notifications.show({ color: 'red', title: 'Could not delete the story', message: errorMessage(result.error) });
    else {
      notifyDeletedWithUndo(client, { entity: 'Story', id: toDelete.id, title: 'Story deleted', message: `“${toDelete.name}” was deleted.`, restored: `“${toDelete.name}” is back.`, onRestored: reload });
      if (stories.length === 1 && pages.page > 1) pages.previous();
    }
    setToDelete(null);
    reload();
  };

  return (
    <>
      <PageHeader
        title="Success Stories"
        description={connection ? `${connection.totalCount.toLocaleString()} stor${connection.totalCount === 1 ? 'y' : 'ies'}` : undefined}
        action={
          <Button component={Link} to={paths.admin.addStory}>
            Add Story
          </Button>
        }
      />
      <Card withBorder radius="md" padding={0}>
        {error && !data && (
          <LoadFailure m="sm" title="Could not load stories" message={errorMessage(error)} onRetry={reload} />
        )}
        {fetching && !data && (
          <Loading label="Loading stories" />
        )}
        {data && (
          <ResponsiveTable
            label="Success Stories"
            rows={stories}
            rowKey={(story) => story.id}
            empty="No success stories yet. Add the first one."
            columns={[
              { header: 'ID', cell: (story) => <span title={story.id}>{shortId(story.id)}</span>, mono: true, nowrap: true },
              {
                header: 'Name',
                cell: (story) => (
                  <>
                    {story.studentName || story.title}
                    {!story.published && (
                      <Badge ml={6} color="gray" variant="light" radius="sm" styles={{ label: { overflow: 'visible' } }} title="Not on the site until it is published">
                        Draft
                      </Badge>
                    )}
                  </>
                ),
                primary: true,
              },
              { header: 'Story', cell: (story) => <StoryPreview title={story.title} html={story.storyContent} />, maxWidth: 440, wide: true },
              { header: 'Date', cell: (story) => calendarDate(story.postDate), nowrap: true },
            ]}
            actions={(story) => (
              <>
                {story.published ? (
                  <Button size="xs" variant="default" onClick={() => unpublish(story)} loading={unpublishing} aria-label={`Unpublish ${story.title}`}>
                    Unpublish
                  </Button>
                ) : (
                  <Button size="xs" color="green" onClick={() => publish(story)} loading={publishing} aria-label={`Publish ${story.title}`}>
                    Publish
                  </Button>
                )}
                <Button size="xs" variant="light" onClick={() => navigate(editStoryPath(story.id))} aria-label={`Edit ${story.title}`}>
                  Edit
                </Button>
                <Button size="xs" variant="light" color="red" onClick={() => setToDelete({ id: story.id, name: story.title })} aria-label={`Delete ${story.title}`}>
                  Delete
                </Button>
              </>
            )}
          />
        )}
      </Card>
      {connection && (
        <ConnectionPager pages={pages} connection={connection} pageSize={STORIES_PAGE_SIZE} noun="stories" />
      )}
      <PendingComments />
      <ConfirmDeleteModal itemName={toDelete ? toDelete.name : null} onCancel={() => setToDelete(null)} onConfirm={confirmDelete} busy={deleting} />
    </>
  );
}
