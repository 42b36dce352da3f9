// The Free Consultation form (SPEC section 3), inline on a course page; it stores a lead like the dialog does.
import type { ConsultationSection } from '../../content/types';
import type { LeadCourse } from '../courseRoutes';
import { LeadConfirmation } from './LeadConfirmation';
import { LeadFields } from './LeadFields';
import { useLeadSubmission } from './useLeadSubmission';
import './leads.css';

export interface ConsultationFormProps {
  course: LeadCourse;
  section: ConsultationSection;
}

export function ConsultationForm({ course, section }: ConsultationFormProps) {
  const label = section.heading ?? 'Free Consultation';
  const form = useLeadSubmission({ course, sourceButton: `${label}: ${section.submitLabel}` });
  if (form.receipt) return <LeadConfirmation receipt={form.receipt} course={course} />;
  return (
    <form className="lead-form lead-form--inline" aria-label={label} onSubmit={form.onSubmit}>
      <LeadFields form={form} fields={section.fields} submitLabel={section.submitLabel} />
    </form>
  );
}
