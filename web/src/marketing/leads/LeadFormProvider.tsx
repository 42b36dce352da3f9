// The lead form behind every call to action of the marketing pages. A page asks for it with `useLeadForm().open(...)`;
// one dialog collects the lead, stores it through the API and confirms (with the syllabus when it was asked for).
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Modal } from '../../components/Modal';
import { CONSULTATION_FIELDS } from '../../content/shared';
import { leadCourseLabel, usePublishedCourses, type CourseRoute } from '../courseRoutes';
import { LeadConfirmation } from './LeadConfirmation';
import { LeadFields } from './LeadFields';
import { useLeadSubmission, type LeadContext } from './useLeadSubmission';
import './leads.css';

export type { LeadCourse } from '../courseRoutes';

/** What a button asks the lead form for: which course, from which button, and whether to deliver the syllabus. */
export type LeadRequest = LeadContext;

export interface LeadFormApi {
  open(request: LeadRequest): void;
}

const LeadFormContext = createContext<LeadFormApi | null>(null);

export function LeadFormProvider({ children }: { children: ReactNode }) {
  // Each opening gets a fresh form (a new key), so one button's answers never leak into another's.
  const [opened, setOpened] = useState<{ request: LeadRequest; key: number } | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const open = useCallback((request: LeadRequest) => {
    setOpened((o) => ({ request, key: (o?.key ?? 0) + 1 }));
    setIsOpen(true);
  }, []);
  const api = useMemo(() => ({ open }), [open]);
  const close = useCallback(() => setIsOpen(false), []);

  return (
    <LeadFormContext.Provider value={api}>
      {children}
      {opened && <LeadDialog key={opened.key} request={opened.request} open={isOpen} onClose={close} />}
    </LeadFormContext.Provider>
  );
}

export function useLeadForm(): LeadFormApi {
  const api = useContext(LeadFormContext);
  if (!api) throw new Error('useLeadForm needs a LeadFormProvider above it');
  return api;
}

/** The lead form's title, in the dialog and on the enquiry page. */
export function leadFormTitle(request: Pick<LeadRequest, 'course' | 'wantsSyllabus'>, courses: readonly CourseRoute[]): string {
  if (request.wantsSyllabus) return `Get the ${leadCourseLabel(request.course, courses)} syllabus`;
  return request.course === 'general' ? 'Talk to an academic counsellor' : `Talk to a counsellor about ${leadCourseLabel(request.course, courses)}`;
}

/** What the call-back form promises, in the dialog and on the enquiry page. */
export const CALL_BACK_INTRO = 'Leave your details and an academic counsellor will call you back, free of charge, within one working day.';
export const CALL_BACK_SUBMIT = 'Request a call back';

function LeadDialog({ request, open, onClose }: { request: LeadRequest; open: boolean; onClose: () => void }) {
  const form = useLeadSubmission(request);
  const courses = usePublishedCourses();
  return (
    <Modal open={open} onClose={onClose} title={leadFormTitle(request, courses)} className="lead-dialog">
      {form.receipt ? (
        <LeadConfirmation receipt={form.receipt} course={request.course} wantsSyllabus={request.wantsSyllabus} onSyllabusOpen={onClose} />
      ) : (
        <form className="lead-form" aria-label={leadFormTitle(request, courses)} onSubmit={form.onSubmit}>
          <p className="lead-form__intro">
            {request.wantsSyllabus
              ? 'Tell us a little about yourself and the syllabus opens straight away. A counsellor may call to answer your questions.'
              : CALL_BACK_INTRO}
          </p>
          <LeadFields form={form} fields={CONSULTATION_FIELDS} submitLabel={request.wantsSyllabus ? 'Get the syllabus' : CALL_BACK_SUBMIT} />
        </form>
      )}
    </Modal>
  );
}
