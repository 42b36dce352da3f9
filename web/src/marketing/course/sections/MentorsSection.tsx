// Mentors in a carousel moved with its scroll buttons (CAROUSELS.mentors).
import { Carousel } from '../../../components/carousel/Carousel';
import type { MentorsSection as Mentors } from '../../../content/types';
import { PersonCard, SectionFrame, type SectionProps } from '../parts';

export function MentorsSection({ section, tone }: SectionProps<Mentors>) {
  return (
    <SectionFrame section={section} tone={tone} className="course-mentors">
      <Carousel
        name="mentors"
        title={section.heading ?? 'Mentors'}
        intro={section.subheading}
        slides={section.mentors.map((mentor) => ({ key: mentor.name, content: <PersonCard person={mentor} /> }))}
      />
    </SectionFrame>
  );
}
