// Instructors: a tab per group (Instructors, Industry Experts) of cards, and an optional blurb with a Read More link (only where staff
// entered one).
// A single group is drawn without a tab bar, under a small label.
import type { InstructorTab, InstructorsSection as Instructors } from '../../../content/types';
import { HeadedSection, PersonCard, type SectionProps } from '../parts';
import { Tabs } from '../Tabs';

function People({ tab }: { tab: InstructorTab }) {
  return (
    <ul className="course-grid course-grid--3 people-grid">
      {tab.people.map((person) => (
        <li key={person.name}>
          <PersonCard person={person} />
        </li>
      ))}
    </ul>
  );
}

export function InstructorsSection({ section, tone }: SectionProps<Instructors>) {
  const [only] = section.tabs;
  return (
    <HeadedSection section={section} tone={tone} className="course-instructors">
      {section.tabs.length === 1 && only ? (
        <>
          <p className="course-instructors__group">{only.label}</p>
          <People tab={only} />
        </>
      ) : (
        <Tabs
          label="Instructor groups"
          className="course-tabs--center"
          items={section.tabs.map((tab) => ({ key: tab.label, label: tab.label, panel: <People tab={tab} /> }))}
        />
      )}
      {section.spotlight && (
        <p className="instructor-spotlight">
          {section.spotlight.text}
          {/* Only where staff entered a link: an anchor without one is neither a link nor crawlable. */}
          {section.spotlight.readMoreHref && (
            <>
              {' '}
              <a href={section.spotlight.readMoreHref} target="_blank" rel="noopener noreferrer">
                Read More<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </>
          )}
        </p>
      )}
    </HeadedSection>
  );
}
