// The admin tables: a real table where it fits, and one card per row where it does not (phones, and tablets or
// small laptops where the sidebar leaves too little room), so that nothing, the Actions above all, is ever hidden
// off to the side or scrolled out of reach.
//
// Whether the table fits is measured, not guessed from the window: the table is drawn, and when its content is wider
// than its box it gives way to cards before the browser paints; the cards give way to the table again once the box
// is as wide as the table needed.
import { Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { usePhone } from './usePhone';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The row's name: bold in the table, the card's title in a card. */
  primary?: boolean;
  nowrap?: boolean;
  mono?: boolean;
  maxWidth?: number;
  /** Long content: takes the card's full width in a card. */
  wide?: boolean;
}

export interface ResponsiveTableProps<Row> {
  /** The table's accessible name (the list of cards has the same). */
  label: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Buttons for a row; without it the table has no Actions column (a read-only log). */
  actions?: (row: Row) => ReactNode;
  empty: ReactNode;
}

/**
 * Cards or table for the box `ref` points at: cards on phones, and wherever the table was measured wider than the
 * box. `rowsKey` names the rows shown: new rows are measured again (a shorter page of rows may fit).
 */
function useCardsLayout(ref: RefObject<HTMLDivElement | null>, rowsKey: string): boolean {
  const phone = usePhone();
  const [boxWidth, setBoxWidth] = useState(0);
  // The box width the table was seen to need (0: it has not been seen to overflow).
  const [needed, setNeeded] = useState(0);
  const [measuredRows, setMeasuredRows] = useState(rowsKey);
  if (measuredRows !== rowsKey) {
    setMeasuredRows(rowsKey);
    setNeeded(0);
  }
  const cards = phone || (needed > 0 && boxWidth < needed);

  // After every render, before paint: the box's width, and whether the table sticks out of it.
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || box.clientWidth === 0) return; // not laid out (hidden, or a test without layout)
    setBoxWidth(box.clientWidth);
    const table = box.querySelector(':scope > table');
    if (table instanceof HTMLElement && table.offsetWidth > box.clientWidth + 1) setNeeded(table.offsetWidth);
  });

  // The box resized (window, sidebar) or the table did (fonts, images): measure again.
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      setBoxWidth(box.clientWidth);
      const table = box.querySelector(':scope > table');
      if (table instanceof HTMLElement && table.offsetWidth > box.clientWidth + 1) setNeeded(table.offsetWidth);
    });
    observer.observe(box);
    const table = box.querySelector(':scope > table');
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [ref, cards]);

  return cards;
}

export function ResponsiveTable<Row>({ label, columns, rows, rowKey, actions, empty }: ResponsiveTableProps<Row>) {
  const boxRef = useRef<HTMLDivElement>(null);
  const cards = useCardsLayout(boxRef, rows.map(rowKey).join('\n'));

  return (
    // Scrolling is only a safety net for the moment before a measurement: the layout never relies on it.
    <div ref={boxRef} style={{ overflowX: 'auto' }} data-layout={cards ? 'cards' : 'table'}>
      {cards ? <CardList label={label} columns={columns} rows={rows} rowKey={rowKey} actions={actions} empty={empty} /> : <RowTable label={label} columns={columns} rows={rows} rowKey={rowKey} actions={actions} empty={empty} />}
    </div>
  );
}

function CardList<Row>({ label, columns, rows, rowKey, actions, empty }: ResponsiveTableProps<Row>) {
  if (rows.length === 0) {
    // No list without items (a list must hold list items).
    return (
      <Text c="dimmed" ta="center" py="lg" size="sm">
        {empty}
      </Text>
    );
  }
  const primary = columns.find((c) => c.primary);
  const rest = columns.filter((c) => c !== primary);
  return (
    <Stack gap="sm" p="sm" role="list" aria-label={label}>
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
          {actions && (
            <Group gap="xs" grow>
              {actions(row)}
            </Group>
          )}
        </Card>
      ))}
    </Stack>
  );
}

function RowTable<Row>({ label, columns, rows, rowKey, actions, empty }: ResponsiveTableProps<Row>) {
  return (
    <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.header} style={{ whiteSpace: 'nowrap' }}>
              {column.header}
            </Table.Th>
          ))}
          {actions && <Table.Th ta="right">Actions</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={columns.length + (actions ? 1 : 0)}>
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
                // A word longer than its column (an address) widens the table: when that no longer fits, cards.
                style={{ whiteSpace: column.nowrap ? 'nowrap' : undefined, overflowWrap: 'break-word' }}
              >
                {column.cell(row)}
              </Table.Td>
            ))}
            {actions && (
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  {actions(row)}
                </Group>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
