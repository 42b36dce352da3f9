// "Your Career Success Starts Here": the numbered steps from training to the career centre, then a call to action.
import type { CareerStepsSection as CareerSteps } from '../../../content/types';
import { CtaRow, HeadedSection, type SectionProps } from '../parts';

export function CareerStepsSection({ section, tone, course }: SectionProps<CareerSteps>) {
  return (
    <HeadedSection section={section} tone={tone} className="course-steps">
      <ol className="career-timeline">
        {section.steps.map((step) => (
          <li key={step.step} className="career-timeline__step">
            <span className="career-timeline__number" aria-hidden="true">
              {step.step}
            </span>
            <h3 className="career-timeline__title">
              <span className="visually-hidden">Step {step.step}: </span>
              {step.title}
            </h3>
            <ul className="career-timeline__points">
              {step.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      {section.cta && <CtaRow ctas={[section.cta]} course={course} />}
    </HeadedSection>
  );
}
