// Two offerings side by side (Essential/Pro, 6-month/4-month): fee, what each includes and what it leaves out.
import { CheckIcon, CloseIcon } from '../../../components/icons';
import type { ComparisonSection as Comparison } from '../../../content/types';
import { CtaRow, FeeFigure, HeadedSection, type SectionProps } from '../parts';

export function ComparisonSection({ section, tone, course }: SectionProps<Comparison>) {
  return (
    <HeadedSection section={section} tone={tone} className="course-comparison">
      <ul className="course-plans">
        {section.programs.map((program, i) => (
          <li key={program.title} className={i === 0 ? 'course-plan course-plan--featured' : 'course-plan'}>
            <h3 className="course-plan__title">{program.title}</h3>
            <p className="course-plan__duration">{program.duration}</p>
            {program.fee && <FeeFigure fee={program.fee} showDuration={program.fee.duration !== program.duration} />}
            <dl className="course-plan__stats">
              {program.stats.map((stat) => (
                <div key={stat.label}>
                  <dt>{stat.label}</dt>
                  <dd>{stat.value}</dd>
                </div>
              ))}
            </dl>
            <ul className="course-plan__features">
              {program.inclusions.map((item) => (
                <li key={item} className="course-plan__feature">
                  <CheckIcon size={18} className="course-plan__yes" />
                  <span>{item}</span>
                </li>
              ))}
              {program.exclusions?.map((item) => (
                <li key={item} className="course-plan__feature course-plan__feature--excluded">
                  <CloseIcon size={18} className="course-plan__no" />
                  <span>
                    <span className="visually-hidden">Not included: </span>
                    <s>{item}</s>
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {section.ctas && <CtaRow ctas={section.ctas} course={course} />}
    </HeadedSection>
  );
}
