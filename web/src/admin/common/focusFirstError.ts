// After a failed submit, focus (and so scroll to) the first field with a message, in the order the form shows them.
export function focusFirstError(form: HTMLElement | null, errors: Record<string, unknown>): void {
  if (!form) return;
  const fields = Array.from(form.querySelectorAll<HTMLElement>('[data-path]'));
  fields.find((el) => errors[el.dataset.path ?? ''])?.focus();
}
