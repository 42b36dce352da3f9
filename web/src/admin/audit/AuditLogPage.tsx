// /admin/audit (administrators): every staff write, newest first, filtered by type, action and person (kept in the
// URL); each row says who did what to which item, and which fields changed from what to what.
import { Badge, Card, Code, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { errorMessage } from '../../api/errors';
import { dateTime, shortId } from '../common/format';
import { LoadFailure, Loading } from '../common/LoadState';
import { PageHeader } from '../common/PageHeader';
import { ConnectionPager } from '../common/Pager';
import { ResponsiveTable } from '../common/ResponsiveTable';
import { useCursorPages } from '../common/useCursorPages';
import { graphql } from '../gql';
import { ENTITY_LABELS } from '../trash/TrashPage';

const PAGE_SIZE = 25;

const AuditLogQuery = graphql(`
  query AdminAuditLog($first: Int!, $after: String, $entity: String, $action: String, $actor: String) {
    auditLog(first: $first, after: $after, entity: $entity, action: $action, actor: $actor) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          createdAt
          actorUsername
          action
          entity
          entityId
          before
          after
          clientAddress
        }
      }
    }
  }
`);

const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  restore: 'Restored',
  purge: 'Purged',
  approve: 'Approved',
  'change-password': 'Changed own password',
  resend: 'Sent again',
};
const ACTION_COLORS: Record<string, string> = { create: 'teal', update: 'blue', delete: 'red', restore: 'grape', purge: 'dark', approve: 'teal', 'change-password': 'orange', resend: 'blue' };

const show = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : typeof value === 'string' ? value : JSON.stringify(value));
const cut = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** "title: A → B" lines for an update; the main fields of a created or deleted row. */
export function describeChanges(action: string, beforeJson: string | null, afterJson: string | null): string[] {
  const before = beforeJson ? (JSON.parse(beforeJson) as Record<string, unknown>) : {};
  const after = afterJson ? (JSON.parse(afterJson) as Record<string, unknown>) : {};
  if (action === 'update' || action === 'approve') {
    // Only what changed (entries written before issue 26 held whole rows for an approval).
    return Object.keys(after)
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .map((key) => `${key}: ${cut(show(before[key]), 40)} → ${cut(show(after[key]), 40)}`);
  }
  const row = action === 'delete' || action === 'purge' ? before : after;
  return ['title', 'name', 'label', 'username', 'email', 'companyname', 'body']
    .filter((key) => row[key] !== undefined && row[key] !== '')
    .slice(0, 3)
    .map((key) => `${key}: ${cut(show(row[key]))}`);
}

export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const entity = params.get('type');
  const action = params.get('action');
  const [actorInput, setActorInput] = useState(params.get('by') ?? '');
  const [actor] = useDebouncedValue(actorInput.trim(), 400);
  const pages = useCursorPages();
  const { reset } = pages;
  useEffect(() => reset(), [entity, action, actor, reset]);
  useEffect(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (actor) next.set('by', actor);
        else next.delete('by');
        return next;
      },
      { replace: true },
    );
  }, [actor, setParams]);
  const setFilter = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  const [{ data, fetching, error }, reexecute] = useQuery({
    query: AuditLogQuery,
    variables: { first: PAGE_SIZE, after: pages.after, entity, action, actor: actor || null },
    requestPolicy: 'cache-and-network',
  });
  const connection = data?.auditLog;
  const rows = connection?.edges.map((e) => e.node) ?? [];

  return (
    <>
      <PageHeader title="Audit log" description="Who changed what, and when. Entries cannot be edited; they are kept for the retention period set for this site." />
      <Group mb="md" gap="sm" wrap="wrap">
        <Select
          aria-label="Type"
          placeholder="All types"
          clearable
          data={Object.entries(ENTITY_LABELS).map(([value, label]) => ({ value, label }))}
          value={entity}
          onChange={(value) => setFilter('type', value)}
          w={200}
        />
        <Select
          aria-label="Action"
          placeholder="All actions"
          clearable
          data={Object.entries(ACTION_LABELS).map(([value, label]) => ({ value, label }))}
          value={action}
          onChange={(value) => setFilter('action', value)}
          w={220}
        />
        <TextInput aria-label="Person (username)" placeholder="Username" value={actorInput} onChange={(e) => setActorInput(e.currentTarget.value)} w={200} />
      </Group>
      <Card withBorder radius="md" padding={0}>
        {error && !data && <LoadFailure m="sm" title="Could not load the audit log" message={errorMessage(error)} onRetry={() => reexecute({ requestPolicy: 'network-only' })} />}
        {fetching && !data && <Loading label="Loading the audit log" />}
        {data && (
          <ResponsiveTable
            label="Audit log"
            rows={rows}
            rowKey={(row) => row.id}
            empty="Nothing matches these filters."
            columns={[
              { header: 'When', cell: (row) => dateTime(row.createdAt), nowrap: true },
              { header: 'Who', cell: (row) => row.actorUsername || 'system', nowrap: true },
              {
                header: 'What',
                primary: true,
                cell: (row) => (
                  <Group gap={6} wrap="nowrap">
                    <Badge variant="light" color={ACTION_COLORS[row.action] ?? 'gray'} style={{ flexShrink: 0, overflow: 'visible' }}>
                      {ACTION_LABELS[row.action] ?? row.action}
                    </Badge>
                    <Text size="sm">
                      {ENTITY_LABELS[row.entity] ?? row.entity} <Code title={row.entityId} style={{ whiteSpace: 'nowrap' }}>{shortId(row.entityId)}</Code>
                    </Text>
                  </Group>
                ),
              },
              {
                header: 'Changes',
                wide: true,
                cell: (row) => (
                  <Stack gap={0}>
                    {describeChanges(row.action, row.before ?? null, row.after ?? null).map((line) => (
                      <Text key={line} size="xs" style={{ overflowWrap: 'anywhere' }}>
                        {line}
                      </Text>
                    ))}
                  </Stack>
                ),
              },
              { header: 'From', cell: (row) => row.clientAddress || '—', nowrap: true, mono: true },
            ]}
          />
        )}
      </Card>
      {connection && (
        <ConnectionPager pages={pages} connection={connection} pageSize={PAGE_SIZE} noun="entries" />
      )}
    </>
  );
}
