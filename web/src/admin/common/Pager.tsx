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
