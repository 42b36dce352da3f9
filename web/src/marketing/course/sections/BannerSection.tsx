// A call-to-action band between sections ("Connect With Us").
import { useId } from 'react';
import type { BannerSection as Banner } from '../../../content/types';
import { CtaButton } from '../../cta/CtaButton';
import { SectionFrame, type SectionProps } from '../parts';

export function BannerSection({ section, course }: SectionProps<Banner>) {
  const id = useId();
  return (
    <SectionFrame section={section} tone="plain" className="course-banner" labelledBy={id}>
      <div className="cta-banner">
        <div className="cta-banner__text">
          <h2 id={id} className="cta-banner__title">
            {section.title}
          </h2>
          <p>{section.text}</p>
        </div>
        <CtaButton cta={section.cta} course={course} className="button button--accent button--large cta-banner__cta" />
      </div>
    </SectionFrame>
  );
}
