// The public forms' labelled field and message (the login modal, the account pages, job alerts). In a file of their
// own so that a page with a small form (the jobs list's alert box) does not download the login modal with them.
import { useId } from 'react';
import { takeFocus } from '../components/formProblems';
import type { FormProblems } from './account/learnerApi';

/** A labelled input with its problem beside it (and named by it for screen readers). */
export function Field({ label, name, type = 'text', autoComplete, problems, hint, defaultValue, required = true }: {
  label: string;
  name: string;
  type?: string;
  autoComplete?: string;
  problems: FormProblems;
  hint?: string;
  defaultValue?: string;
  required?: boolean;
}) {
  const id = useId();
  const problem = problems.fields[name];
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        defaultValue={defaultValue}
        aria-invalid={problem ? true : undefined}
        aria-describedby={[problem ? `${id}-problem` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined}
      />
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {problem && (
        <p className="lead-form__error" id={`${id}-problem`}>
          {problem}
        </p>
      )}
    </div>
  );
}

/**
 * The form's message: a success (a status), or a problem about no one field (an alert, which can take the focus).
 * `successTakesFocus`: the success is drawn in place of the form's button (or the button lost the focus while the
 * request was under way), so it takes the focus as it is drawn.
 */
export function FormMessage({ problems, success, successTakesFocus = false }: { problems: FormProblems; success?: string | null; successTakesFocus?: boolean }) {
  if (success) {
    return (
      <p className="form-message form-message--success" role="status" tabIndex={successTakesFocus ? -1 : undefined} ref={successTakesFocus ? takeFocus : undefined}>
        {success}
      </p>
    );
  }
  if (!problems.message) return null;
  return (
    <p className="form-message form-message--error" role="alert" tabIndex={-1}>
      {problems.message}
    </p>
  );
}
