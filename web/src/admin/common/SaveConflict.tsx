// A save refused because someone else saved the same job, story, settings or notes after this form was loaded
// (CONFLICT: the form sends the version it was loaded from). Nothing was saved; what the user typed stays in the
// form, and they choose when to load the newer version (which replaces it). As the course editor does (decision 017).
import { Alert, Button, Group, Text } from '@mantine/core';
import type { CombinedError } from 'urql';
import { errorCode, errorMessage } from '../../api/errors';

export const SAVE_CONFLICT_TITLE = 'Not saved: someone else saved first';
export const SAVE_CONFLICT_KEEP = 'What you typed is still here: copy anything you want to keep, then reload the newer version and make your change again.';

/** The server's message when the refusal is a conflict, otherwise null. */
export function conflictMessage(error: CombinedError | undefined): string | null {
  return error && errorCode(error) === 'CONFLICT' ? errorMessage(error) : null;
}

export function SaveConflictAlert({ message, onReload, reloadLabel = 'Reload the newer version' }: { message: string; onReload: () => void; reloadLabel?: string }) {
  return (
    <Alert color="orange" variant="light" role="alert" title={SAVE_CONFLICT_TITLE} data-testid="save-conflict">
      <Text size="sm">{message}</Text>
      <Text size="sm" mt={4}>
        {SAVE_CONFLICT_KEEP}
      </Text>
      <Group mt="xs">
        <Button size="xs" color="orange" onClick={onReload}>
          {reloadLabel}
        </Button>
      </Group>
    </Alert>
  );
}
