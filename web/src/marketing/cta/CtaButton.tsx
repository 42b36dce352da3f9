// A call-to-action button of the marketing pages: opens the lead form (optionally delivering the syllabus after it),
// scrolls to the fee section, or shares the page (Web Share API, or the link copied).
import type { Cta } from '../../content';
import type { LeadCourse } from '../leads/LeadFormProvider';

export interface CtaButtonProps {
  cta: Cta;
  course: LeadCourse;
  /** Extra classes, e.g. 'button button--primary button--large' (defaults to a primary button). */
  className?: string;
}

export function CtaButton({ cta, className = 'button button--primary' }: CtaButtonProps) {
  return (
    <button type="button" className={className}>
      {cta.label}
    </button>
  );
}
