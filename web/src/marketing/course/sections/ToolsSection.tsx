// Tools and technologies: an autoplaying, looping logo carousel (CAROUSELS.tools).
import { Carousel } from '../../../components/carousel/Carousel';
import type { ToolsSection as Tools } from '../../../content/types';
import { SectionFrame, ToolLogo, type SectionProps } from '../parts';

export function ToolsSection({ section, tone }: SectionProps<Tools>) {
  return (
    <SectionFrame section={section} tone={tone} className="course-tools logo-carousel">
      <Carousel
        name="tools"
        title={section.heading ?? 'Tools and Technologies'}
        intro={section.subheading}
        slides={section.tools.map((tool) => ({ key: tool.image, content: <div className="logo-tile"><ToolLogo tool={tool} inCarousel /></div> }))}
      />
    </SectionFrame>
  );
}
