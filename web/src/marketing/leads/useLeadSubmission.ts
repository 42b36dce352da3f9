// One lead form's state: the typed values, the submit through the API, the server's message (under the field it
// names), and the receipt. The server validates and decides; the browser only adds the native required/email checks.
import { useState, type FormEvent } from 'react';
import { useMutation, type CombinedError } from 'urql';
import { errorField, errorMessage } from '../../api/errors';
import type { ExperienceValue } from '../../content/types';
import type { LeadCourse } from '../courseRoutes';
import { SubmitLeadDocument } from './submitLead';

export interface LeadFormValues {
  name: string;
  email: string;
  phone: string;
  designation: string;
  experience: ExperienceValue;
  consent: boolean;
}

export type LeadField = keyof LeadFormValues;

export const EMPTY_LEAD: LeadFormValues = { name: '', email: '', phone: '', designation: '', experience: '', consent: false };

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

export interface LeadProblem {
  message: string;
  /** The form field the message is about, when the server names one that the form has. */
  field?: LeadField;
}

export const NETWORK_PROBLEM = 'We could not send your details. Please check your connection and try again.';
const FIELDS: readonly LeadField[] = ['name', 'email', 'phone', 'designation', 'experience', 'consent'];

export function problemOf(error: CombinedError): LeadProblem {
  // The server's own messages are shown as they are; a request that got no answer gets a plain explanation.
  if (error.graphQLErrors.length === 0) return { message: NETWORK_PROBLEM };
  const field = errorField(error);
  return { message: errorMessage(error), field: FIELDS.find((f) => f === field) };
}

export function useLeadSubmission(context: LeadContext) {
  const [values, setValues] = useState<LeadFormValues>(EMPTY_LEAD);
  const [problem, setProblem] = useState<LeadProblem | null>(null);
  const [receipt, setReceipt] = useState<LeadReceipt | null>(null);
  const [{ fetching }, submitLead] = useMutation(SubmitLeadDocument);

  const set = <K extends LeadField>(field: K, value: LeadFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (problem?.field === field) setProblem(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (fetching) return;
    setProblem(null);
    const { consent, phone, ...rest } = values;
    const result = await submitLead({
      input: {
        ...rest,
        phone: phone.trim() || undefined,
        consent,
        course: context.course,
        sourcePage: window.location.pathname,
        sourceButton: context.sourceButton,
        wantsSyllabus: !!context.wantsSyllabus,
      },
    });
    if (result.error || !result.data) {
      setProblem(result.error ? problemOf(result.error) : { message: NETWORK_PROBLEM });
      return;
    }
    setReceipt({ created: result.data.submitLead.created, name: values.name.trim() });
  };

  const reset = () => {
    setValues(EMPTY_LEAD);
    setProblem(null);
    setReceipt(null);
  };

  return { values, set, problem, receipt, fetching, onSubmit, reset };
}

export type LeadSubmission = ReturnType<typeof useLeadSubmission>;
