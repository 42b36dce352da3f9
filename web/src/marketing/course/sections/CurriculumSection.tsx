// The curriculum: a tab per module with its topics and tools (tabs without topics point to the syllabus download),
// and, on pages without a tools section, a carousel of every tool the modules use.
import type { CurriculumSection as Curriculum, Tool } from '../../../content/types';
import { Carousel } from '../../../components/carousel/Carousel';
import { CheckList, CtaRow, HeadedSection, ToolLogo, type SectionProps } from '../parts';
import { Tabs } from '../Tabs';

function uniqueTools(section: Curriculum): Tool[] {
  const seen = new Map<string, Tool>();
  for (const tab of section.tabs) for (const tool of tab.tools ?? []) seen.set(tool.image, tool);
  return [...seen.values()];
}

export function CurriculumSection({ section, tone, course }: SectionProps<Curriculum>) {
  const technology = section.technologyHeading ? uniqueTools(section) : [];
  return (
    <HeadedSection section={section} tone={tone} className="course-curriculum">
      <Tabs
        label="Curriculum modules"
        panelsTitled
        layout="vertical"
        items={section.tabs.map((tab, i) => ({
          key: tab.title,
          label: (
            <>
              <span className="module-tab__number" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <span>{tab.title}</span>
            </>
          ),
          panel: (
            <div className="curriculum-module">
              <h3 className="curriculum-module__title">{tab.title}</h3>
              {tab.summary && <p className="curriculum-module__summary">{tab.summary}</p>}
              {tab.topics.length > 0 ? (
                <CheckList items={tab.topics} className="curriculum-module__topics" />
              ) : (
                <p className="curriculum-module__more">The topics of this module are listed in the full syllabus.</p>
              )}
              {tab.tools && tab.tools.length > 0 && (
                <div className="curriculum-module__tools">
                  <h4 className="curriculum-module__tools-title">Tools covered</h4>
                  <ul className="tool-row">
                    {tab.tools.map((tool) => (
                      <li key={tool.image}>
                        <ToolLogo tool={tool} size="small" />
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </div>
          ),
        }))}
      />
      {section.ctas && <CtaRow ctas={section.ctas} course={course} />}
      {technology.length > 0 && (
        <div className="course-curriculum__technology logo-carousel">
          <Carousel
            name="technology"
            title={section.technologyHeading!}
            slides={technology.map((tool) => ({ key: tool.image, content: <div className="logo-tile"><ToolLogo tool={tool} inCarousel /></div> }))}
          />
        </div>
      )}
    </HeadedSection>
  );
}
