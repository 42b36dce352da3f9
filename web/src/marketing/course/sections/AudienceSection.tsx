// "Who is this program for?": education, work experience, career stage, aspirations.
import type { AudienceSection as Audience } from '../../../content/types';
import { HeadedSection, type SectionProps } from '../parts';

export function AudienceSection({ section, tone }: SectionProps<Audience>) {
  return (
    <HeadedSection section={section} tone={tone} className="course-audience">
      <ul className="course-grid course-grid--4">
        {section.items.map((item, i) => (
          <li key={item.label} className="audience-card">
            <span className="audience-card__number" aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
            <h3 className="audience-card__label">{item.label}</h3>
            <p className="audience-card__text">{item.text}</p>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
