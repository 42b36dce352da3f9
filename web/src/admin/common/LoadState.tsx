// The two states every admin screen shows before its data: a centred spinner while it loads, and a red alert with
// the API's message and a Try again button when it could not be loaded.
import { Alert, Button, Group, Loader, Text, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';

export function Loading({ label }: { label: string }) {
  return (
    <Group justify="center" py="xl">
      <Loader role="status" aria-label={label} />
    </Group>
  );
}

interface LoadFailureProps extends Pick<AlertProps, 'm' | 'mb'> {
  title: string;
  message: string;
  /** Shows Try again (left out when trying again cannot help, e.g. the item was deleted). */
  onRetry?: () => void;
  /** Further buttons beside Try again. */
  children?: ReactNode;
}

export function LoadFailure({ title, message, onRetry, children, ...spacing }: LoadFailureProps) {
  return (
    <Alert color="red" title={title} role="alert" {...spacing}>
      <Text size="sm" mb="xs">
        {message}
      </Text>
      <Group gap="xs">
        {onRetry && (
          <Button size="xs" variant="light" onClick={onRetry}>
            Try again
          </Button>
        )}
        {children}
      </Group>
    </Alert>
  );
}
