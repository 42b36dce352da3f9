// Industry or live projects: cards with the company, hours, title, description and the tools used.
import { ClockIcon } from '../../../components/icons';
import type { ProjectsSection as Projects } from '../../../content/types';
import { HeadedSection, type SectionProps } from '../parts';

export function ProjectsSection({ section, tone }: SectionProps<Projects>) {
  return (
    <HeadedSection section={section} tone={tone} className="course-projects">
      <ul className="course-grid course-grid--3">
        {section.projects.map((project) => (
          <li key={project.title} className="project-card">
            <div className="project-card__meta">
              <span className="project-card__company">{project.company}</span>
              {project.durationHours !== undefined && (
                <span className="project-card__hours">
                  <ClockIcon size={15} />
                  {project.durationHours} hours
                </span>
              )}
            </div>
            <h3 className="project-card__title">{project.title}</h3>
            <p className="project-card__text">{project.description}</p>
            <ul className="course-chips" aria-label="Tools used">
              {project.tools.map((tool) => (
                <li key={tool} className="course-chip">
                  {tool}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
