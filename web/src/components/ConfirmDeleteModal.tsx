// The one delete confirmation of the admin area (SPEC section 2): "Confirm Deletion", "Are you sure you want to
// delete {item}?", Cancel and Delete. Mantine: only used inside the lazily loaded admin area.
import { Button, Group, Modal, Text } from '@mantine/core';

export interface ConfirmDeleteModalProps {
  /** What is being deleted, as the question names it; null keeps the dialog closed. */
  itemName: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  busy?: boolean;
}

export function ConfirmDeleteModal({ itemName, onCancel, onConfirm, busy = false }: ConfirmDeleteModalProps) {
  return (
    <Modal opened={itemName !== null} onClose={busy ? () => {} : onCancel} title="Confirm Deletion" centered size="sm">
      <Text size="sm" mb="lg" style={{ overflowWrap: 'anywhere' }}>
        Are you sure you want to delete {itemName}?
      </Text>
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
