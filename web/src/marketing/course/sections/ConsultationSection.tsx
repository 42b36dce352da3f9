// The Free Consultation form (SPEC section 3) beside a short promise; the form itself stores a lead.
import type { ConsultationSection as Consultation } from '../../../content/types';
import { ConsultationForm } from '../../leads/ConsultationForm';
import { HeadedSection, type SectionProps } from '../parts';

export function ConsultationSection({ section, tone, course }: SectionProps<Consultation>) {
  return (
    <HeadedSection section={section} tone={tone} className="course-consultation">
      <div className="consultation-box">
        <p className="consultation-box__text">{section.text}</p>
        <div className="consultation-box__form">
          <ConsultationForm course={course} section={section} />
        </div>
      </div>
    </HeadedSection>
  );
}
