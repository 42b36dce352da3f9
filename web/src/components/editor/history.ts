// Undo history as SPEC section 9 sets it: changes within 1000 ms of the start of an undo step join that step (so
// continuous typing is undone a second at a time), and at most 100 steps are kept. Built on slate-history, which
// merges contiguous typing but has no notion of time.
import { HistoryEditor, withHistory } from 'slate-history';
import type { Editor } from 'slate';

export const HISTORY_MERGE_DELAY_MS = 1000;
export const HISTORY_MAX_STEPS = 100;

export interface TimedHistoryOptions {
  delay?: number;
  maxSteps?: number;
  /** The clock; tests pass their own. */
  now?: () => number;
}

export function withTimedHistory<T extends Editor>(editor: T, options: TimedHistoryOptions = {}): T & HistoryEditor {
  const { delay = HISTORY_MERGE_DELAY_MS, maxSteps = HISTORY_MAX_STEPS, now = () => Date.now() } = options;
  const e = withHistory(editor) as T & HistoryEditor;
  const { apply, writeHistory } = e;
  let stepStartedAt = Number.NEGATIVE_INFINITY;

  e.apply = (op) => {
    const saving = op.type !== 'set_selection' && HistoryEditor.isSaving(e) !== false;
    if (!saving) return apply(op);
    const at = now();
    const stepBefore = e.history.undos.at(-1);
    // Once the current step is older than the delay, the next change starts a new one, even mid-word.
    if (at - stepStartedAt > delay && HistoryEditor.isMerging(e) === undefined) HistoryEditor.withoutMerging(e, () => apply(op));
    else apply(op);
    if (e.history.undos.at(-1) !== stepBefore) stepStartedAt = at;
  };

  e.writeHistory = (stack, batch) => {
    writeHistory(stack, batch);
    const entries = e.history[stack];
    if (entries.length > maxSteps) entries.splice(0, entries.length - maxSteps);
  };

  return e;
}
