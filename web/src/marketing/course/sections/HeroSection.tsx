// The course page's first screen: the course name (the page's one h1), its promise, the calls to action and a picture.
import { useId } from 'react';
import { CheckIcon, MapPinIcon } from '../../../components/icons';
import type { HeroSection as Hero } from '../../../content/types';
import { ContentImage, CtaRow, SectionFrame, type SectionProps } from '../parts';

export function HeroSection({ section, course }: SectionProps<Hero>) {
  const id = useId();
  return (
    <SectionFrame section={section} tone="plain" className="course-hero" labelledBy={id}>
      <div className="course-hero__text">
        {section.eyebrow && <p className="course-hero__eyebrow">{section.eyebrow}</p>}
        <h1 id={id} className="course-hero__title">
          {section.title}
        </h1>
        <p className="course-hero__tagline">{section.tagline}</p>
        {section.points && (
          <ul className="course-hero__points">
            {section.points.map((point) => (
              <li key={point}>
                <CheckIcon size={18} />
                {point}
              </li>
            ))}
          </ul>
        )}
        {section.location && (
          <p className="course-hero__location">
            <MapPinIcon size={18} />
            {section.location}
          </p>
        )}
        <CtaRow ctas={section.ctas} course={course} center={false} />
        {section.badges && (
          <ul className="course-hero__badges">
            {section.badges.map((badge) => (
              <li key={badge}>{badge}</li>
            ))}
          </ul>
        )}
      </div>
      {section.image && (
        <div className="course-hero__media">
          {/* Above the fold: loaded at once. */}
          <ContentImage src={section.image.src} alt={section.image.alt} width={400} height={225} className="course-hero__image" eager />
        </div>
      )}
    </SectionFrame>
  );
}
