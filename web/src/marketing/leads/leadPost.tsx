// A lead form sent without JavaScript (a plain HTML POST, gateway/src/http/lead-form.ts): the server stores the lead
// through the same service as `submitLead` and renders the page again with the form's outcome (thanks, or every
// problem beside its field with the values kept). The outcome reaches the form through this context, on the server
// and, from the page's hydration data, in the browser, so that the page hydrates exactly as it was drawn.
import { createContext, useContext, type ReactNode } from 'react';

/** Names of the hidden fields the server reads besides the visible ones. */
export const LEAD_POST_FIELDS = { form: 'leadForm', course: 'course', sourceButton: 'sourceButton', wantsSyllabus: 'wantsSyllabus' } as const;

/** Which form on a page was sent: the course page's Free Consultation form. */
export const CONSULTATION_FORM_ID = 'consultation';

export interface LeadPostValues {
  name: string;
  email: string;
  phone: string;
  designation: string;
  experience: string;
  whatsapp: boolean;
  consent: boolean;
}

export interface LeadPostState {
  /** The form it answers (LEAD_POST_FIELDS.form). */
  form: string;
  values: LeadPostValues;
  /** Every problem the server found, in the order it reported them. */
  errors: { field: string; message: string }[];
  /** The campaign fields the form carried (utm_source...: value), which the answering page's form carries again. */
  campaign?: Record<string, string>;
  /** A problem that is about no field (too many requests, a request from another site). */
  message?: string;
  /** Present when the lead was stored. */
  receipt?: { created: boolean; name: string };
}

const LeadPostContext = createContext<LeadPostState | null>(null);

export function LeadPostProvider({ state, children }: { state: LeadPostState | null | undefined; children: ReactNode }) {
  return <LeadPostContext.Provider value={state ?? null}>{children}</LeadPostContext.Provider>;
}

/** The outcome of this form's plain POST, when the page is its answer. */
export function useLeadPost(form: string): LeadPostState | null {
  const state = useContext(LeadPostContext);
  return state?.form === form ? state : null;
}
