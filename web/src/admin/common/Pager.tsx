// Previous / Next for cursor pages, with where the reader is.
import { Button, Group, Text } from '@mantine/core';

export interface PagerProps {
  page: number;
  pageSize: number;
  totalCount: number;
  hasNextPage: boolean;
  onPrevious: () => void;
  onNext: () => void;
  noun: string;
}

export function Pager({ page, pageSize, totalCount, hasNextPage, onPrevious, onNext, noun }: PagerProps) {
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  if (totalCount <= pageSize && page === 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, totalCount);
  return (
    <Group justify="space-between" mt="md" gap="xs" wrap="wrap" component="nav" aria-label={`${noun} pages`}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {first}–{last} of {totalCount} {noun} · page {page} of {pages}
      </Text>
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={onPrevious} disabled={page <= 1}>
          Previous
        </Button>
        <Button variant="default" size="xs" onClick={onNext} disabled={!hasNextPage}>
          Next
        </Button>
      </Group>
    </Group>
  );
}

/** The Pager of a cursor connection read page by page with useCursorPages. */
export function ConnectionPager({
  pages,
  connection,
  pageSize,
  noun,
}: {
  pages: { page: number; previous: () => void; next: (endCursor: string | null | undefined) => void };
  connection: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor?: string | null } };
  pageSize: number;
  noun: string;
}) {
  return (
    <Pager
      page={pages.page}
      pageSize={pageSize}
      totalCount={connection.totalCount}
      hasNextPage={connection.pageInfo.hasNextPage}
      onPrevious={pages.previous}
      onNext={() => pages.next(connection.pageInfo.endCursor)}
      noun={noun}
    />
  );
}
