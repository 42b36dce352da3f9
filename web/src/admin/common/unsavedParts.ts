// A page or drawer made of several small forms (a lead's note and follow-ups, an application's staff notes and move
// note): which of them hold typed text not saved yet, so that the page asks before that text is lost
// (UnsavedChanges.tsx) and can say where it is.
import { useCallback, useEffect, useRef, useState } from 'react';

/** A form says whether it holds unsaved text; `part` names it in the page's words ("the note"). */
export type ReportUnsaved = (part: string, unsaved: boolean) => void;

/**
 * `unsaved` for drawing; `hasUnsaved()` for an event handler deciding whether to ask (Escape, ×): a form reports from
 * an effect, and the page's state follows a render later, which a key pressed right after typing can beat (the
 * drawer closed with the text in it). The ref is current as soon as the form has reported.
 */
export function useUnsavedParts(): { unsaved: readonly string[]; report: ReportUnsaved; hasUnsaved: () => boolean } {
  const [unsaved, setUnsaved] = useState<readonly string[]>([]);
  const current = useRef<readonly string[]>([]);
  const report = useCallback<ReportUnsaved>((part, now) => {
    const before = current.current;
    if (before.includes(part) === now) return;
    current.current = now ? [...before, part] : before.filter((p) => p !== part);
    setUnsaved(current.current);
  }, []);
  const hasUnsaved = useCallback(() => current.current.length > 0, []);
  return { unsaved, report, hasUnsaved };
}

/** Reports a form's unsaved text to its page while it is shown; a form that is gone holds none. */
export function useReportUnsaved(report: ReportUnsaved | undefined, part: string, unsaved: boolean) {
  useEffect(() => {
    report?.(part, unsaved);
  }, [report, part, unsaved]);
  useEffect(() => () => report?.(part, false), [report, part]);
}
