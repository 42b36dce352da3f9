// The admin tables: a real table from 768 px up, and one card per row on phones (where a six-column table would
// hide its Actions off-screen).
import { Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The row's name: bold in the table, the card's title on phones. */
  primary?: boolean;
  nowrap?: boolean;
  mono?: boolean;
  maxWidth?: number;
  /** Long content: takes the card's full width on phones. */
  wide?: boolean;
}

export interface ResponsiveTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  actions: (row: Row) => ReactNode;
  empty: ReactNode;
  /** Below this width the table scrolls sideways (tablets, with the sidebar beside it). */
  minWidth?: number;
}

const PHONE_QUERY = '(max-width: 47.99em)';

export function ResponsiveTable<Row>({ label, columns, rows, rowKey, actions, empty, minWidth = 640 }: ResponsiveTableProps<Row>) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });

  if (phone) {
    const primary = columns.find((c) => c.primary);
    const rest = columns.filter((c) => c !== primary);
    return (
      <Stack gap="sm" p="sm" role="list" aria-label={label}>
        {rows.length === 0 && (
          <Text c="dimmed" ta="center" py="lg" size="sm">
            {empty}
          </Text>
        )}
        {rows.map((row) => (
          <Card key={rowKey(row)} withBorder radius="sm" padding="sm" role="listitem">
            {primary && (
              <Text fw={600} size="sm" mb={6} style={{ overflowWrap: 'anywhere' }}>
                {primary.cell(row)}
              </Text>
            )}
            <SimpleGrid cols={2} spacing={6} verticalSpacing={4} mb="sm">
              {rest.map((column) => (
                <div key={column.header} style={{ minWidth: 0, gridColumn: column.wide ? '1 / -1' : undefined }}>
                  <Text size="xs" c="dimmed">
                    {column.header}
                  </Text>
                  <Text size="sm" ff={column.mono ? 'monospace' : undefined} style={{ overflowWrap: 'anywhere' }} component="div">
                    {column.cell(row)}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
            <Group gap="xs" grow>
              {actions(row)}
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
    <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.header} style={{ whiteSpace: 'nowrap' }}>
              {column.header}
            </Table.Th>
          ))}
          <Table.Th ta="right">Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={columns.length + 1}>
              <Text c="dimmed" ta="center" py="lg" size="sm">
                {empty}
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {columns.map((column) => (
              <Table.Td
                key={column.header}
                fw={column.primary ? 500 : undefined}
                ff={column.mono ? 'monospace' : undefined}
                fz={column.mono ? 'xs' : undefined}
                c={column.mono ? 'dimmed' : undefined}
                maw={column.maxWidth}
                style={{ whiteSpace: column.nowrap ? 'nowrap' : undefined, overflowWrap: 'break-word' }}
              >
                {column.cell(row)}
              </Table.Td>
            ))}
            <Table.Td>
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                {actions(row)}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
    </Table.ScrollContainer>
  );
}
