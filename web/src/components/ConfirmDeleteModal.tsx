// The one delete confirmation of the admin area (SPEC section 2): "Confirm Deletion", "Are you sure you want to
// delete {item}?", Cancel and Delete, with what else the delete does when there is more to say. Mantine: only used
// inside the lazily loaded admin area.
import { Button, Group, Modal, Text } from '@mantine/core';

export interface ConfirmDeleteModalProps {
  /** What is being deleted, as the question names it; null keeps the dialog closed. */
  itemName: string | null;
  /** What else the delete does (a deleted counsellor's leads become unassigned), said under the question. */
  consequence?: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  busy?: boolean;
}

export function ConfirmDeleteModal({ itemName, consequence, onCancel, onConfirm, busy = false }: ConfirmDeleteModalProps) {
  return (
    <Modal opened={itemName !== null} onClose={busy ? () => {} : onCancel} title="Confirm Deletion" centered size="sm">
      <Text size="sm" mb={consequence ? 'sm' : 'lg'} style={{ overflowWrap: 'anywhere' }}>
        Are you sure you want to delete {itemName}?
      </Text>
      {consequence && (
        <Text size="sm" mb="lg">
          {consequence}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
