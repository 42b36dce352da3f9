// Key highlights: cards with an icon, a title and a line.
import type { HighlightsSection as Highlights } from '../../../content/types';
import { ContentImage, HeadedSection, type SectionProps } from '../parts';

export function HighlightsSection({ section, tone }: SectionProps<Highlights>) {
  return (
    <HeadedSection section={section} tone={tone} className="course-highlights">
      {/* Four cards sit in one row; other counts in rows of three. */}
      <ul className={`course-grid course-grid--${section.items.length % 4 === 0 ? 4 : 3}`}>
        {section.items.map((item) => (
          <li key={item.title} className="feature-card">
            {/* The icon only decorates the title beside it. */}
            <ContentImage src={item.icon} alt="" width={48} height={48} className="feature-card__icon" />
            <h3 className="feature-card__title">{item.title}</h3>
            <p className="feature-card__text">{item.description}</p>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
