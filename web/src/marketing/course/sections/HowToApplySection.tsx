// How to apply: who may apply, then the numbered steps.
import type { HowToApplySection as HowToApply } from '../../../content/types';
import { HeadedSection, type SectionProps } from '../parts';

export function HowToApplySection({ section, tone }: SectionProps<HowToApply>) {
  return (
    <HeadedSection section={section} tone={tone} className="course-apply">
      <p className="apply-requirement">{section.requirement}</p>
      <ol className="apply-steps">
        {section.steps.map((step) => (
          <li key={step.step} className="apply-step">
            <span className="apply-step__number" aria-hidden="true">
              {step.step}
            </span>
            <h3 className="apply-step__title">
              <span className="visually-hidden">Step {step.step}: </span>
              {step.title}
            </h3>
            <p className="apply-step__text">{step.text}</p>
          </li>
        ))}
      </ol>
    </HeadedSection>
  );
}
