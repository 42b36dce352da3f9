// "What's Included": what the fee buys, as a checklist.
import type { IncludedSection as Included } from '../../../content/types';
import { CheckList, HeadedSection, type SectionProps } from '../parts';

export function IncludedSection({ section, tone }: SectionProps<Included>) {
  return (
    <HeadedSection section={section} tone={tone} className="course-included">
      <CheckList items={section.items} className="course-checks--grid" />
    </HeadedSection>
  );
}
