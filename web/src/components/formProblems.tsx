// How a form shows a refused submit, the same in every public form (the lead forms, the login modal): each refusal
// moves the focus to the first field in error, or to the form's message when no field is named (the submit button,
// disabled while the request is under way, has lost it by then: left alone it would fall to the page's <body>, outside
// an open dialog), and a screen reader is told at once how many fields to correct. What a form draws in place of the
// control just used (its success message, a dialog's next view) takes the focus for the same reason.
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After each refused submit (`refusals` counts them), focus `target()`: the first field in error, else the message.
 * Only a new refusal moves the focus, not each correction the visitor makes afterwards.
 */
export function useFocusOnRefusal(refusals: number, target: () => HTMLElement | null | undefined): void {
  useFocusAfterEach(refusals, target);
}

/**
 * After each of the events `count` counts (a refused submit, a dialog's switch to another view), once it is drawn,
 * focus `target()`. Nothing moves the focus while `count` is 0 (the first render, and React's second run of effects).
 */
export function useFocusAfterEach(count: number, target: () => HTMLElement | null | undefined): void {
  const targetRef = useRef(target);
  useEffect(() => {
    targetRef.current = target;
  });
  useEffect(() => {
    if (count === 0) return;
    targetRef.current()?.focus();
  }, [count]);
}

/**
 * For a form that reads its problems from its request's own state (a mutation's `error`): call `refused()` after each
 * refused submit, and the focus goes to the first problem inside `form` (a form, or the element around what it shows).
 * `refusals` counts them (a key for ProblemSummary, so that the same summary is announced again).
 */
export function useRefusalFocus<T extends HTMLElement = HTMLFormElement>() {
  const form = useRef<T>(null);
  const [refusals, setRefusals] = useState(0);
  useFocusOnRefusal(refusals, () => firstProblemIn(form.current));
  const refused = useCallback(() => setRefusals((n) => n + 1), []);
  return { form, refusals, refused };
}

/**
 * A ref for what is drawn in place of the control that was just used (a form's success message once the form is
 * gone, the question that replaced its button): it takes the focus as it is drawn. For an element with tabIndex -1
 * that appears only after the visitor acted, never one the server draws (it would take the focus as the page loads).
 */
export function takeFocus(element: HTMLElement | null): void {
  element?.focus();
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
