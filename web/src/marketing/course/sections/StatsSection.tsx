// The figures strip under the hero (hours, projects, interview questions, tools).
import type { StatsSection as Stats } from '../../../content/types';
import { SectionFrame, type SectionProps } from '../parts';

export function StatsSection({ section, tone }: SectionProps<Stats>) {
  return (
    <SectionFrame section={section} tone={tone} className="course-stats">
      {section.heading && <h2 className="visually-hidden">{section.heading}</h2>}
      <dl className="stats-strip">
        {section.items.map((item) => (
          <div key={item.label} className="stats-strip__item">
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </SectionFrame>
  );
}
