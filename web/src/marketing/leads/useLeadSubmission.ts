// One lead form's state: the typed values, the submit through the API, the server's messages (each beside the field
// it names, all at once), and the receipt. The server validates and decides; the browser only adds the native
// required/email checks. A page that answers a plain POST of the form (no JavaScript) starts from that outcome.
import { useState, type FormEvent } from 'react';
import { useMutation, type CombinedError } from 'urql';
import { errorMessage } from '../../api/errors';
import type { ExperienceValue } from '../../content/types';
import type { LeadCourse } from '../courseRoutes';
import { campaignInput, landingCampaign } from './campaign';
import type { LeadPostState } from './leadPost';
import { SubmitLeadMutation } from './submitLead';

export interface LeadFormValues {
  name: string;
  email: string;
  phone: string;
  whatsapp: boolean;
  designation: string;
  experience: ExperienceValue;
  consent: boolean;
}

export type LeadField = keyof LeadFormValues;

export const EMPTY_LEAD: LeadFormValues = { name: '', email: '', phone: '', whatsapp: false, designation: '', experience: '', consent: false };

export interface LeadContext {
  course: LeadCourse;
  /** The button's label as the visitor saw it, e.g. "Download Syllabus" (stored with the lead). */
  sourceButton: string;
  /** The visitor asked for the syllabus: it is delivered after the form. */
  wantsSyllabus?: boolean;
}

export interface LeadReceipt {
  /** False when a request from the last 24 hours was updated instead of a new one stored. */
  created: boolean;
  name: string;
}

export interface LeadProblems {
  /** A message about no field of the form (network, too many requests). */
  message?: string;
  /** The server's message for each field it refused. */
  fields: Partial<Record<LeadField, string>>;
}

export const NETWORK_PROBLEM = 'We could not send your details. Please check your connection and try again.';
/** The form's fields in the order they are shown: the first one in error gets the focus. */
export const LEAD_FIELD_ORDER: readonly LeadField[] = ['name', 'email', 'designation', 'experience', 'phone', 'whatsapp', 'consent'];
const isLeadField = (field: unknown): field is LeadField => typeof field === 'string' && (LEAD_FIELD_ORDER as readonly string[]).includes(field);

/** Every problem the server named, each under its field; one the form has no field for becomes the form's message. */
export function problemsOf(errors: readonly { field?: unknown; message: string }[]): LeadProblems {
  const problems: LeadProblems = { fields: {} };
  for (const { field, message } of errors) {
    if (isLeadField(field)) problems.fields[field] ??= message;
    else problems.message ??= message;
  }
  return problems;
}

export function problemsOfError(error: CombinedError): LeadProblems {
  // The server's own messages are shown as they are; a request that got no answer gets a plain explanation.
  const first = error.graphQLErrors[0];
  if (!first) return { message: NETWORK_PROBLEM, fields: {} };
  const fields = first.extensions?.fields;
  if (Array.isArray(fields) && fields.length > 0) return problemsOf(fields as { field?: unknown; message: string }[]);
  return problemsOf([{ field: first.extensions?.field, message: errorMessage(error) }]);
}

export const hasProblems = (p: LeadProblems | null): p is LeadProblems => !!p && (!!p.message || Object.keys(p.fields).length > 0);

function initialValues(posted: LeadPostState | null): LeadFormValues {
  if (!posted || posted.receipt) return EMPTY_LEAD;
  const v = posted.values;
  return { ...v, experience: v.experience as ExperienceValue };
}

export function useLeadSubmission(context: LeadContext, posted: LeadPostState | null = null) {
  const [values, setValues] = useState<LeadFormValues>(() => initialValues(posted));
  const [problems, setProblems] = useState<LeadProblems | null>(() =>
    posted && !posted.receipt ? { ...problemsOf(posted.errors), ...(posted.message ? { message: posted.message } : {}) } : null,
  );
  const [receipt, setReceipt] = useState<LeadReceipt | null>(posted?.receipt ?? null);
  /** Counts refused submits: each one moves the focus to the first field in error. */
  const [refusals, setRefusals] = useState(0);
  const [{ fetching }, submitLead] = useMutation(SubmitLeadMutation);

  const set = <K extends LeadField>(field: K, value: LeadFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems((p) => {
      if (!p?.fields[field]) return p;
      const { [field]: _gone, ...rest } = p.fields;
      return { ...p, fields: rest };
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (fetching) return;
    setProblems(null);
    const { consent, phone, whatsapp, ...rest } = values;
    const result = await submitLead({
      input: {
        ...rest,
        phone: phone.trim(),
        whatsapp,
        consent,
        course: context.course,
        sourcePage: window.location.pathname,
        sourceButton: context.sourceButton,
        wantsSyllabus: !!context.wantsSyllabus,
        // The campaign of the page this visit landed on, however many pages ago.
        ...campaignInput(landingCampaign()),
      },
    });
    if (result.error || !result.data) {
      setProblems(result.error ? problemsOfError(result.error) : { message: NETWORK_PROBLEM, fields: {} });
      setRefusals((n) => n + 1);
      return;
    }
    setReceipt({ created: result.data.submitLead.created, name: values.name.trim() });
  };

  const reset = () => {
    setValues(EMPTY_LEAD);
    setProblems(null);
    setReceipt(null);
  };

  return { values, set, problems, receipt, fetching, refusals, onSubmit, reset, posted };
}

export type LeadSubmission = ReturnType<typeof useLeadSubmission>;
