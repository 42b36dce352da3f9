// How a form shows a refused submit, the same in every public form (the lead forms, the login modal): each refusal
// moves the focus to the first field in error, or to the form's message when no field is named (the submit button,
// disabled while the request is under way, has lost it by then: left alone it would fall to the page's <body>, outside
// an open dialog), and a screen reader is told at once how many fields to correct.
import { useEffect, useRef } from 'react';

/**
 * After each refused submit (`refusals` counts them), focus `target()`: the first field in error, else the message.
 * Only a new refusal moves the focus, not each correction the visitor makes afterwards.
 */
export function useFocusOnRefusal(refusals: number, target: () => HTMLElement | null | undefined): void {
  const targetRef = useRef(target);
  useEffect(() => {
    targetRef.current = target;
  });
  useEffect(() => {
    if (refusals === 0) return;
    targetRef.current()?.focus();
  }, [refusals]);
}

/** In a form's element: its first field marked invalid, else its error message (which takes focus: tabIndex -1). */
export function firstProblemIn(form: HTMLElement | null): HTMLElement | null {
  return form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[role="alert"][tabindex="-1"]') ?? null;
}

/** Announces (role="alert", not drawn) how many fields the server refused, each marked beside it below. */
export function ProblemSummary({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p className="visually-hidden" role="alert">
      {count === 1 ? 'Please correct the field marked below.' : `Please correct the ${count} fields marked below.`}
    </p>
  );
}
