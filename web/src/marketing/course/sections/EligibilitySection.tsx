// Prerequisites and eligibility, one tab each.
import type { EligibilitySection as Eligibility } from '../../../content/types';
import { CheckList, HeadedSection, type SectionProps } from '../parts';
import { Tabs } from '../Tabs';

export function EligibilitySection({ section, tone }: SectionProps<Eligibility>) {
  return (
    <HeadedSection section={section} tone={tone} className="course-eligibility">
      <Tabs
        label="Prerequisites and eligibility"
        className="course-tabs--center course-tabs--card"
        items={section.tabs.map((tab) => ({
          key: tab.label,
          label: tab.label,
          // The tab names its panel; without script the panel's heading shows the label (Tabs).
          panel: <CheckList items={tab.points} className="course-checks--large" />,
        }))}
      />
    </HeadedSection>
  );
}
