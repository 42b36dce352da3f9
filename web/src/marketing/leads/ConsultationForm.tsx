// The Free Consultation form (SPEC section 3), inline on a course page; it stores a lead like the dialog does. It is a
// plain HTML form posted to the page's own URL (the gateway stores the lead and answers with this page, thanked or
// with the problems), which JavaScript enhances into a submit through the API without leaving the page.
import { useLocation } from 'react-router-dom';
import type { ConsultationSection } from '../../content/types';
import type { LeadCourse } from '../courseRoutes';
import { CampaignHiddenFields } from './campaign';
import { LeadConfirmation } from './LeadConfirmation';
import { LeadFields } from './LeadFields';
import { CONSULTATION_FORM_ID, LEAD_POST_FIELDS, useLeadPost } from './leadPost';
import { useLeadSubmission } from './useLeadSubmission';
import './leads.css';

export interface ConsultationFormProps {
  course: LeadCourse;
  section: ConsultationSection;
}

export function ConsultationForm({ course, section }: ConsultationFormProps) {
  const label = section.heading ?? 'Free Consultation';
  const sourceButton = `${label}: ${section.submitLabel}`;
  const { pathname } = useLocation();
  const posted = useLeadPost(CONSULTATION_FORM_ID);
  const form = useLeadSubmission({ course, sourceButton }, posted);
  // The thanks take the focus (and so come into view), after a submit with script and on the page that answers a POST.
  if (form.receipt) return <LeadConfirmation receipt={form.receipt} course={course} takeFocus />;
  return (
    // No fragment in the action: it would stop `autofocus` on the answer, which is what brings the thanks or the
    // first problem into view.
    <form className="lead-form lead-form--inline" aria-label={label} method="post" action={pathname} onSubmit={form.onSubmit}>
      <input type="hidden" name={LEAD_POST_FIELDS.form} value={CONSULTATION_FORM_ID} />
      <input type="hidden" name={LEAD_POST_FIELDS.course} value={course} />
      <input type="hidden" name={LEAD_POST_FIELDS.sourceButton} value={sourceButton} />
      <CampaignHiddenFields form={CONSULTATION_FORM_ID} />
      <LeadFields form={form} fields={section.fields} submitLabel={section.submitLabel} />
    </form>
  );
}
