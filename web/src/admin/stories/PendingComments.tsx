// Visitor comments on stories waiting for approval (from the portal's Leave a Comment form): Approve or Delete.
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useClient, useMutation, useQuery } from 'urql';
import { notifyDeletedWithUndo } from '../common/undoDelete';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { graphql } from '../gql';
import { errorMessage } from '../../api/errors';
import { centreDate } from '../common/format';

const PendingCommentsQuery = graphql(`
  query AdminPendingStoryComments {
    pendingStoryComments {
      id
      authorLabel
      body
      createdAt
      storyId
      storyTitle
    }
  }
`);

const ApproveCommentMutation = graphql(`
  mutation AdminApproveStoryComment($id: ID!) {
    approveStoryComment(id: $id) {
      id
    }
  }
`);

const DeleteCommentMutation = graphql(`
  mutation AdminDeleteStoryComment($id: ID!) {
    deleteStoryComment(id: $id) {
      id
    }
  }
`);

export function PendingComments() {
  const [{ data, fetching, error }, reexecute] = useQuery({ query: PendingCommentsQuery, requestPolicy: 'cache-and-network' });
  const [, approve] = useMutation(ApproveCommentMutation);
  const [{ fetching: deleting }, remove] = useMutation(DeleteCommentMutation);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<{ id: string; label: string } | null>(null);
  const comments = data?.pendingStoryComments ?? [];
  const reload = () => reexecute({ requestPolicy: 'network-only' });

  const onApprove = async (id: string, author: string) => {
    setBusyId(id);
    const result = await approve({ id });
    setBusyId(null);
    if (result.error) notifications.show({ color: 'red', title: 'Could not approve the comment', message: errorMessage(result.error) });
    else notifications.show({ color: 'green', title: 'Comment approved', message: `The comment by ${author} is now shown with its story.` });
    reload();
  };

  const client = useClient();
  const onConfirmDelete = async () => {
    if (!toDelete) return;
    const result = await remove({ id: toDelete.id });
    if (result.error) notifications.show({ color: 'red', title: 'Could not delete the comment', message: errorMessage(result.error) });
    else notifyDeletedWithUndo(client, { entity: 'StoryComment', id: toDelete.id, title: 'Comment deleted', message: `The ${toDelete.label} was deleted.`, restored: `The ${toDelete.label} is back.`, onRestored: reload });
    setToDelete(null);
    reload();
  };

  return (
    <Card withBorder radius="md" padding="lg" mt="xl" component="section" aria-labelledby="pending-comments-title">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} fz="lg" id="pending-comments-title">
          Comments awaiting approval
        </Title>
        {data && (
          <Badge variant="light" color={comments.length ? 'orange' : 'gray'}>
            {comments.length}
          </Badge>
        )}
      </Group>
      {error && !data && (
        <Alert color="red" role="alert">
          <Text size="sm">{errorMessage(error)}</Text>
        </Alert>
      )}
      {fetching && !data && <Loader size="sm" role="status" aria-label="Loading comments" />}
      {data && comments.length === 0 && (
        <Text c="dimmed" size="sm">
          No comments are waiting. Visitors’ comments appear here before they are shown on the placements page.
        </Text>
      )}
      <Stack gap="sm">
        {comments.map((comment) => (
          <Card key={comment.id} withBorder radius="sm" padding="sm" bg="var(--mantine-color-gray-0)" component="article" aria-label={`Comment by ${comment.authorLabel}`}>
            <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
              <div style={{ minWidth: 0, flex: '1 1 260px' }}>
                <Text size="sm" fw={600}>
                  {comment.authorLabel}{' '}
                  <Text span size="xs" c="dimmed" fw={400}>
                    on “{comment.storyTitle}” · {centreDate(comment.createdAt)}
                  </Text>
                </Text>
                <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {comment.body}
                </Text>
              </div>
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" color="green" variant="light" loading={busyId === comment.id} onClick={() => onApprove(comment.id, comment.authorLabel)} aria-label={`Approve the comment by ${comment.authorLabel}`}>
                  Approve
                </Button>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  onClick={() => setToDelete({ id: comment.id, label: `comment by ${comment.authorLabel}` })}
                  aria-label={`Delete the comment by ${comment.authorLabel}`}
                >
                  Delete
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
      <ConfirmDeleteModal itemName={toDelete ? `the ${toDelete.label}` : null} onCancel={() => setToDelete(null)} onConfirm={onConfirmDelete} busy={deleting} />
    </Card>
  );
}
