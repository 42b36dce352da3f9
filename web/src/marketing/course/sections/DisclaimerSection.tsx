// The numbered disclaimer at the foot of a page.
import type { DisclaimerSection as Disclaimer } from '../../../content/types';
import { HeadedSection, type SectionProps } from '../parts';

export function DisclaimerSection({ section, tone }: SectionProps<Disclaimer>) {
  return (
    <HeadedSection section={section} tone={tone} className="course-disclaimer">
      <div className="disclaimer-box">
        <ol>
          {section.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ol>
      </div>
    </HeadedSection>
  );
}
