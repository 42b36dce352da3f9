// /admin/trash (administrators): deleted jobs, stories, comments, users and leads, newest first; each can be restored
// (CONFLICT when something now uses its unique name is shown as the server words it) or deleted for good.
import { Badge, Button, Card, Group, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { errorMessage } from '../../api/errors';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { centreDate } from '../common/format';
import { LoadFailure, Loading } from '../common/LoadState';
import { PageHeader } from '../common/PageHeader';
import { ConnectionPager } from '../common/Pager';
import { ResponsiveTable } from '../common/ResponsiveTable';
import { useCursorPages } from '../common/useCursorPages';
import { graphql } from '../gql';
import type { AdminTrashQuery } from '../gql/graphql';

const PAGE_SIZE = 25;

const TrashQuery = graphql(`
  query AdminTrash($first: Int!, $after: String, $entity: String) {
    trash(first: $first, after: $after, entity: $entity) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          entity
          entityId
          label
          deletedAt
          deletedByUsername
          purgeAfter
        }
      }
    }
  }
`);

const RestoreMutation = graphql(`
  mutation AdminRestoreTrashItem($id: ID!) {
    restoreTrashItem(id: $id) {
      entity
      entityId
    }
  }
`);

const PurgeMutation = graphql(`
  mutation AdminPurgeTrashItem($id: ID!) {
    purgeTrashItem(id: $id) {
      entityId
    }
  }
`);

export const ENTITY_LABELS: Record<string, string> = {
  JobPost: 'Job post',
  Story: 'Success story',
  StoryComment: 'Comment',
  User: 'User',
  Lead: 'Lead',
  SiteSettings: 'Site settings',
  Upload: 'Image',
  OutboxMail: 'Mail',
  Application: 'Application',
};
const TRASH_OPTIONS = ['JobPost', 'Story', 'StoryComment', 'User', 'Lead'].map((value) => ({ value, label: ENTITY_LABELS[value]! }));

type TrashRow = AdminTrashQuery['trash']['edges'][number]['node'];

export function TrashPage() {
  const [params, setParams] = useSearchParams();
  const entity = params.get('type');
  const pages = useCursorPages();
  const { reset } = pages;
  useEffect(() => reset(), [entity, reset]);
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: TrashQuery,
    variables: { first: PAGE_SIZE, after: pages.after, entity },
    requestPolicy: 'cache-and-network',
  });
  const [, restore] = useMutation(RestoreMutation);
  const [{ fetching: purging }, purge] = useMutation(PurgeMutation);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [toPurge, setToPurge] = useState<TrashRow | null>(null);
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const connection = data?.trash;
  const rows = connection?.edges.map((e) => e.node) ?? [];

  const onRestore = async (row: TrashRow) => {
    setBusyId(row.id);
    const result = await restore({ id: row.id });
    setBusyId(null);
    if (result.error) notifications.show({ color: 'red', title: 'Could not restore', message: errorMessage(result.error), autoClose: 10_000 });
    else notifications.show({ color: 'green', title: 'Restored', message: `${ENTITY_LABELS[row.entity] ?? row.entity} “${row.label}” is back.` });
    reload();
  };

  const onPurge = async () => {
    if (!toPurge) return;
    const result = await purge({ id: toPurge.id });
    if (result.error) notifications.show({ color: 'red', title: 'Could not delete for good', message: errorMessage(result.error) });
    else notifications.show({ color: 'green', title: 'Deleted for good', message: `“${toPurge.label}” can no longer be restored.` });
    setToPurge(null);
    reload();
  };

  return (
    <>
      <PageHeader
        title="Trash"
        description="Deleted items stay here until the date shown, then they are purged. Restore brings an item back as it was."
        action={
          <Select
            aria-label="Type"
            placeholder="All types"
            clearable
            data={TRASH_OPTIONS}
            value={entity}
            onChange={(value) => setParams(value ? { type: value } : {})}
            w={200}
          />
        }
      />
      <Card withBorder radius="md" padding={0}>
        {error && !data && <LoadFailure m="sm" title="Could not load the trash" message={errorMessage(error)} onRetry={reload} />}
        {fetching && !data && <Loading label="Loading the trash" />}
        {data && (
          <ResponsiveTable
            label="Trash"
            rows={rows}
            rowKey={(row) => row.id}
            empty="The trash is empty."
            columns={[
              { header: 'Item', cell: (row) => row.label, primary: true, maxWidth: 360 },
              { header: 'Type', cell: (row) => <Badge variant="light">{ENTITY_LABELS[row.entity] ?? row.entity}</Badge>, nowrap: true },
              { header: 'Deleted', cell: (row) => `${centreDate(row.deletedAt)}${row.deletedByUsername ? ` by ${row.deletedByUsername}` : ''}`, nowrap: true },
              { header: 'Purged on', cell: (row) => centreDate(row.purgeAfter), nowrap: true },
            ]}
            actions={(row) => (
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="light" loading={busyId === row.id} onClick={() => onRestore(row)} aria-label={`Restore: ${row.label}`}>
                  Restore
                </Button>
                <Button size="xs" variant="subtle" color="red" onClick={() => setToPurge(row)} aria-label={`Delete for good: ${row.label}`}>
                  Delete for good
                </Button>
              </Group>
            )}
          />
        )}
      </Card>
      {connection && (
        <ConnectionPager pages={pages} connection={connection} pageSize={PAGE_SIZE} noun="items" />
      )}
      <Text size="xs" c="dimmed" mt="sm">
        Restoring an item whose name, email or address is now used by another record is refused: change or remove that one first.
      </Text>
      <ConfirmDeleteModal itemName={toPurge ? `“${toPurge.label}” for good` : null} onCancel={() => setToPurge(null)} onConfirm={onPurge} busy={purging} />
    </>
  );
}
