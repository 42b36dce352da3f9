// Career services: the subscription and what it includes.
import type { CareerServicesSection as CareerServices } from '../../../content/types';
import { HeadedSection, type SectionProps } from '../parts';

export function CareerServicesSection({ section, tone }: SectionProps<CareerServices>) {
  return (
    <HeadedSection section={section} tone={tone} className="course-services">
      <p className="services-subscription">{section.subscription}</p>
      <ul className="course-grid course-grid--3">
        {section.services.map((service) => (
          <li key={service.title} className="feature-card">
            <h3 className="feature-card__title">{service.title}</h3>
            <p className="feature-card__text">{service.description}</p>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
