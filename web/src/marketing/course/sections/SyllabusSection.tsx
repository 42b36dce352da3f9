// The syllabus accordion: each module is a native <details> element (SPEC), then the full syllabus download.
import type { SyllabusSection as Syllabus } from '../../../content/types';
import { CheckList, CtaRow, HeadedSection, type SectionProps } from '../parts';

export function SyllabusSection({ section, tone, course }: SectionProps<Syllabus>) {
  return (
    <HeadedSection section={section} tone={tone} className="course-syllabus">
      <div className="syllabus-modules">
        {section.modules.map((module) => (
          <details key={module.title} className="syllabus-module">
            <summary className="syllabus-module__summary">
              <span className="syllabus-module__title">{module.title}</span>
              {module.hours !== undefined && <span className="syllabus-module__hours">{module.hours} hours</span>}
            </summary>
            <CheckList items={module.topics} className="syllabus-module__topics" />
          </details>
        ))}
      </div>
      <CtaRow ctas={[section.cta]} course={course} />
    </HeadedSection>
  );
}
