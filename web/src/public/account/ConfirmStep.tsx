// The step that asks before something a learner cannot undo (withdrawing an application, removing the CV): the
// question takes the focus; the danger button does it; Keep it goes back (the caller hands the focus back to the button
// that asked). What the caller puts inside (a refusal) shows between the question and the buttons.
import type { ReactNode, Ref } from 'react';
import { takeFocus } from '../../components/formProblems';

export function ConfirmStep({
  ref,
  className,
  label,
  question,
  confirm,
  busy = false,
  busyLabel,
  onConfirm,
  onKeep,
  children,
}: {
  ref?: Ref<HTMLDivElement>;
  className: string;
  /** The group's name ("Remove your CV?"). */
  label: string;
  question: ReactNode;
  /** The danger button's text ("Yes, remove it"). */
  confirm: string;
  busy?: boolean;
  /** The danger button's text while `busy` (else it keeps `confirm`). */
  busyLabel?: string;
  onConfirm: () => void;
  onKeep: () => void;
  children?: ReactNode;
}) {
  return (
    <div ref={ref} className={className} role="group" aria-label={label}>
      <p tabIndex={-1} ref={takeFocus}>
        {question}
      </p>
      {children}
      <div className="account-actions">
        <button type="button" className="button button--danger button--small" disabled={busy} aria-busy={busy || undefined} onClick={onConfirm}>
          {busy && busyLabel ? busyLabel : confirm}
        </button>
        <button type="button" className="button button--outline button--small" onClick={onKeep}>
          Keep it
        </button>
      </div>
    </div>
  );
}
