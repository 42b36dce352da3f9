// The phone's Back button closes an open dialog instead of leaving the page (what Android users expect): while the
// dialog is open it has a history entry of its own, at the same address, which Back leaves.
//
// How it stays out of React Router's way (BrowserRouter reads history.state's usr, key and idx):
// - The entry is a copy of the page's own state plus a list of the dialogs open on it, so that the router sees the
//   same location (same key, same index) when the visitor comes back to the entry below, and counts on from it when
//   the app navigates on top of it.
// - A dialog closed another way (×, Escape, its backdrop, a success) takes its entry away again (history.back()), so
//   that Back afterwards does what it did before the dialog opened and no entry is left over: but only if its entry is
//   still the one in front of the visitor. When the dialog closed because the app navigated (a link followed from
//   inside it), the new page's entry is in front: going back would undo the navigation, so the entry stays (a Back
//   from the new page then shows this page again, without the dialog).
// - That check waits for the end of the current task (a microtask), so that a dialog closed and a navigation made by
//   the same click (a link's onClick closes it, then the router pushes) is seen as a navigation whatever their order,
//   and a dialog that is drawn again at once (React's StrictMode runs each effect twice) keeps its entry.
// - history.back() is answered later (a popstate): a dialog opened before it came (the application form after the
//   login dialog) pushes its own entry only then, or the back() would take that one away instead. A dialog opened in
//   the same render as another closes takes over the closed one's entry.
import { useEffect, useRef } from 'react';

/** The key in history.state: the ids of the dialogs open on that entry, oldest first. */
const KEY = 'openDialogs';

// Ids differ from one page load to the next: an entry left over from before a reload is never taken for a live one.
const pageLoad = Math.random().toString(36).slice(2, 8);
let lastId = 0;

/** A history.back() of this module whose popstate has not come yet. */
let settling: Promise<void> | null = null;

/** Dialogs closed in this task whose entry is still to be taken away (at its end: see the effect's cleanup). */
const closing = new Set<string>();

function openDialogs(): string[] {
  const state: unknown = window.history.state;
  const list = state && typeof state === 'object' ? (state as Record<string, unknown>)[KEY] : undefined;
  return Array.isArray(list) ? (list as string[]) : [];
}

/** Back, then wait for it to have happened (or for a moment, should the browser never answer). */
function goBack(): void {
  const done = new Promise<void>((resolve) => {
    const settled = () => {
      window.removeEventListener('popstate', settled);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(settled, 1000);
    window.addEventListener('popstate', settled);
  });
  const current = done.then(() => {
    if (settling === current) settling = null;
  });
  settling = current;
  window.history.back();
}

/**
 * While `open`, Back closes the dialog (calls `onClose`) and stays on the page. Call it in the dialog's component;
 * the dialog must close when `onClose` is called.
 */
export function useCloseOnBack(open: boolean, onClose: () => void): void {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  const id = useRef<string | null>(null);
  // Whether the dialog is open now, for a check made after the effect's cleanup.
  const isOpen = useRef(false);

  useEffect(() => {
    if (!open) return;
    isOpen.current = true;
    const me = (id.current ??= `${pageLoad}-${++lastId}`);
    // This run of the effect, until its cleanup (an entry added late, after a back(), is not added after that).
    let current = true;
    // Back (or a jump further back) to an entry this dialog is not open on.
    const onPopState = () => {
      if (openDialogs().includes(me)) return;
      window.removeEventListener('popstate', onPopState);
      onCloseRef.current();
    };
    const addEntry = () => {
      if (!current) return;
      const list = openDialogs();
      const inFront = list.at(-1);
      // Still in front when the dialog was drawn again at once: it is kept (see the cleanup).
      if (inFront !== me) {
        const state = window.history.state as object | null;
        // Opened as another dialog closes (one replaces the other): the closed one's entry becomes this one's.
        if (inFront !== undefined && closing.has(inFront)) window.history.replaceState({ ...state, [KEY]: [...list.slice(0, -1), me] }, '');
        else window.history.pushState({ ...state, [KEY]: [...list, me] }, '');
      }
      window.addEventListener('popstate', onPopState);
    };
    if (settling) void settling.then(addEntry);
    else addEntry();

    return () => {
      current = false;
      isOpen.current = false;
      window.removeEventListener('popstate', onPopState);
      closing.add(me);
      queueMicrotask(() => {
        closing.delete(me);
        // Open again (StrictMode, or closed and opened in one go), or not in front any more (Back closed it, or the
        // app navigated): nothing to take away.
        if (isOpen.current || openDialogs().at(-1) !== me) return;
        goBack();
      });
    };
  }, [open]);
}
