// After a delete: a notification that says what went to the trash, with an Undo button that brings it back.
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Client } from 'urql';
import { errorMessage } from '../../api/errors';
import { graphql } from '../gql';

const UndoDeleteMutation = graphql(`
  mutation AdminUndoDelete($entity: String!, $id: ID!) {
    undoDelete(entity: $entity, id: $id) {
      entity
      entityId
    }
  }
`);

export type TrashEntity = 'JobPost' | 'Story' | 'StoryComment' | 'User' | 'Lead';

export interface DeletedItem {
  entity: TrashEntity;
  id: string;
  /** The notification's title, e.g. "Job deleted". */
  title: string;
  /** What was deleted, in words. */
  message: string;
  /** Said once it is back, e.g. "“Data Analyst” is back." */
  restored: string;
  /** Runs once the item is back (reload the list). */
  onRestored: () => void;
}

export function notifyDeletedWithUndo(client: Client, item: DeletedItem): void {
  const notificationId = `deleted-${item.entity}-${item.id}`;
  const undo = async () => {
    notifications.hide(notificationId);
    const result = await client.mutation(UndoDeleteMutation, { entity: item.entity, id: item.id }).toPromise();
    if (result.error) {
      notifications.show({ color: 'red', title: 'Could not undo', message: errorMessage(result.error), autoClose: 8000 });
      return;
    }
    notifications.show({ color: 'green', title: 'Restored', message: item.restored });
    item.onRestored();
  };
  notifications.show({
    id: notificationId,
    color: 'green',
    title: item.title,
    autoClose: 10_000,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="xs" align="center">
        {/* The text gives way, never the button: its whole label shows at every width (issue 26). */}
        <Text size="sm" style={{ flex: '1 1 auto', minWidth: 0 }}>
          {item.message} It stays in the trash until it is purged.
        </Text>
        <Button size="compact-sm" variant="light" onClick={undo} style={{ flexShrink: 0 }}>
          Undo
        </Button>
      </Group>
    ),
  });
}
