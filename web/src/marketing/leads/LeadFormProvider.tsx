// The lead form behind every call to action of the marketing pages. A page asks for it with `useLeadForm().open(...)`;
// one dialog per page collects the lead, stores it through the API and confirms (with the syllabus when asked for).
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { CourseSlug } from '../../content';

/** Which course a lead is about: a course page's slug, or `general` on the learning-centre landing page. */
export type LeadCourse = CourseSlug | 'general';

export interface LeadRequest {
  course: LeadCourse;
  /** The button's label as the visitor saw it, e.g. "Download Syllabus" (stored with the lead). */
  sourceButton: string;
  /** The visitor asked for the syllabus: it is delivered after the form. */
  wantsSyllabus?: boolean;
}

export interface LeadFormApi {
  open(request: LeadRequest): void;
}

const LeadFormContext = createContext<LeadFormApi | null>(null);

export function LeadFormProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<LeadRequest | null>(null);
  const open = useCallback((next: LeadRequest) => setRequest(next), []);
  const api = useMemo(() => ({ open }), [open]);
  void request;
  return <LeadFormContext.Provider value={api}>{children}</LeadFormContext.Provider>;
}

export function useLeadForm(): LeadFormApi {
  const api = useContext(LeadFormContext);
  if (!api) throw new Error('useLeadForm needs a LeadFormProvider above it');
  return api;
}
