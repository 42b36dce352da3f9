// Domain specialisations: a card per domain with its topics, and the domain syllabus download.
import type { DomainsSection as Domains } from '../../../content/types';
import { ContentImage, CtaRow, HeadedSection, type SectionProps } from '../parts';

export function DomainsSection({ section, tone, course }: SectionProps<Domains>) {
  return (
    <HeadedSection section={section} tone={tone} className="course-domains">
      <ul className="course-grid course-grid--4">
        {section.domains.map((domain) => (
          <li key={domain.name} className="feature-card domain-card">
            {/* The icon only decorates the domain's name beside it. */}
            <ContentImage src={domain.icon} alt="" width={48} height={48} className="feature-card__icon" />
            <h3 className="feature-card__title">{domain.name}</h3>
            <p className="feature-card__text">{domain.description}</p>
            <ul className="course-chips" aria-label={`${domain.name} topics`}>
              {domain.topics.map((topic) => (
                <li key={topic} className="course-chip">
                  {topic}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <CtaRow ctas={[section.cta]} course={course} />
    </HeadedSection>
  );
}
