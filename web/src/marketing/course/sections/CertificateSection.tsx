// The certificate learners earn: a picture of it, the issuer and what it is good for.
import type { CertificateSection as Certificate } from '../../../content/types';
import { CheckList, ContentImage, HeadedSection, type SectionProps } from '../parts';

export function CertificateSection({ section, tone }: SectionProps<Certificate>) {
  return (
    <HeadedSection section={section} tone={tone} className="course-certificate">
      <div className="course-split course-split--media">
        <ContentImage src={section.image.src} alt={section.image.alt} width={560} height={400} className="certificate-image" />
        <div className="course-split__main">
          <p className="certificate-issuer">Issued by {section.issuer}</p>
          <p className="course-split__lead">{section.text}</p>
          <CheckList items={section.points} />
        </div>
      </div>
    </HeadedSection>
  );
}
