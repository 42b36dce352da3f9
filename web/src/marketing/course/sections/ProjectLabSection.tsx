// The project lab and the certification that comes with it.
import type { ProjectLabSection as ProjectLab } from '../../../content/types';
import { CheckList, ContentImage, HeadedSection, type SectionProps } from '../parts';

export function ProjectLabSection({ section, tone }: SectionProps<ProjectLab>) {
  return (
    <HeadedSection section={section} tone={tone} className="course-lab">
      <div className="course-split">
        <div className="course-split__main">
          <p className="course-split__lead">{section.text}</p>
          <CheckList items={section.points} />
        </div>
        <div className="certification-card">
          <ContentImage src={section.certification.logo} alt={section.certification.issuer} width={140} height={56} className="certification-card__logo" />
          <h3 className="certification-card__title">{section.certification.issuer} certification</h3>
          <p>{section.certification.text}</p>
        </div>
      </div>
    </HeadedSection>
  );
}
