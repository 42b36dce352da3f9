// Leaving a form with unsaved changes asks first: "Discard unsaved changes?" for a move within the admin area (a
// link, Back, a Cancel that navigates, closing a form's modal), and the browser's own question for closing or
// reloading the tab. Nothing is asked when nothing changed, or once the changes are saved.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { paths } from '../../routes';

export const DISCARD_QUESTION = 'Discard unsaved changes?';

export interface ConfirmDiscardModalProps {
  opened: boolean;
  /** Stay on the form, changes kept (also Escape, the close button and a click outside). */
  onKeepEditing: () => void;
  onDiscard: () => void;
}

/** The question itself, above anything else open (a form's own modal included). */
export function ConfirmDiscardModal({ opened, onKeepEditing, onDiscard }: ConfirmDiscardModalProps) {
  // Escape answers "Keep editing". Not through Mantine's own handling: the Escape that closes a form's modal is what
  // opens this question, and Mantine's listener would hear that same key press and answer at once. A listener added
  // while an event is being dispatched does not hear that event.
  const keepEditing = useRef(onKeepEditing);
  keepEditing.current = onKeepEditing;
  useEffect(() => {
    if (!opened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.isComposing) keepEditing.current();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [opened]);

  return (
    <Modal opened={opened} onClose={onKeepEditing} closeOnEscape={false} title={DISCARD_QUESTION} centered size="sm" zIndex={310}>
      <Text size="sm" mb="lg">
        The changes you made on this form have not been saved. Discard them, or keep editing?
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onKeepEditing} data-autofocus>
          Keep editing
        </Button>
        <Button color="red" onClick={onDiscard}>
          Discard changes
        </Button>
      </Group>
    </Modal>
  );
}

export interface ConfirmedClose {
  /** Whether closing asks now (the question is open): the modal's own Escape must then leave the key to it. */
  confirming: boolean;
  /** For the modal's or drawer's onClose and a Cancel button: closes at once when nothing is unsaved, else asks. */
  requestClose: () => void;
  /** The question, to draw beside the modal or drawer. */
  question: ReactNode;
}

/**
 * Closing a form's modal or drawer (Escape, ×, a click outside, Cancel) asks first while `hasUnsaved()` says typed
 * changes would be lost. `hasUnsaved` is read at the moment of closing, so a form may keep its answer in a ref (the
 * state a form reports from an effect lags a render behind a key pressed right after typing). Nothing happens while
 * `busy` (a save in flight). `onDiscard` runs before `onClose` when the changes are thrown away.
 */
export function useConfirmedClose({ hasUnsaved, onClose, busy = false, onDiscard }: { hasUnsaved: () => boolean; onClose: () => void; busy?: boolean; onDiscard?: () => void }): ConfirmedClose {
  const [confirming, setConfirming] = useState(false);
  const requestClose = () => {
    if (busy) return;
    if (hasUnsaved()) setConfirming(true);
    else onClose();
  };
  const discard = () => {
    setConfirming(false);
    onDiscard?.();
    onClose();
  };
  return { confirming, requestClose, question: <ConfirmDiscardModal opened={confirming} onKeepEditing={() => setConfirming(false)} onDiscard={discard} /> };
}

/** A form's "unsaved" flag as it reports it, readable at once (a ref) as well as for drawing (state). */
export function useDirtyFlag(): { dirty: boolean; setDirty: (dirty: boolean) => void; isDirty: () => boolean } {
  const [dirty, setDirtyState] = useState(false);
  const now = useRef(false);
  const setDirty = useCallback((value: boolean) => {
    now.current = value;
    setDirtyState(value);
  }, []);
  const isDirty = useCallback(() => now.current, []);
  return { dirty, setDirty, isDirty };
}

export interface UnsavedChangesGuard {
  /** The question, to be rendered by the form (it shows only while a navigation waits for an answer). */
  prompt: ReactNode;
  /** Lets the next navigation through without asking (after a successful save, just before moving on). */
  allowLeaving: () => void;
}

/**
 * While `dirty`, asks before the admin area moves to another page (React Router's blocker), and lets the browser ask
 * before the tab is closed or reloaded (`beforeunload`). A move to the login page is never held: the session has
 * ended, and nothing could be saved any more.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !leaving.current &&
      nextLocation.pathname !== paths.admin.login &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  // A form that is clean again (saved, or its changes undone) asks again after its next change.
  useEffect(() => {
    if (!dirty) leaving.current = false;
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const allowLeaving = useCallback(() => {
    leaving.current = true;
  }, []);

  const prompt = (
    <ConfirmDiscardModal
      opened={blocker.state === 'blocked'}
      onKeepEditing={() => blocker.reset?.()}
      onDiscard={() => {
        leaving.current = true;
        blocker.proceed?.();
      }}
    />
  );
  return { prompt, allowLeaving };
}

/**
 * The guard as a component, for a dialog: mounted only while the dialog is open, so that the page hosting the closed
 * dialog holds no navigation blocker of its own (it has nothing to lose).
 */
export function DialogLeaveGuard({ dirty }: { dirty: boolean }) {
  return useUnsavedChangesGuard(dirty).prompt;
}
