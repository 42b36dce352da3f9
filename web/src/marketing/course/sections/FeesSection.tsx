// The tuition fee: a tab per city or programme with the fee and what it covers, then the section's buttons.
import type { FeesSection as Fees } from '../../../content/types';
import { CheckList, CtaRow, FeeFigure, HeadedSection, type SectionProps } from '../parts';
import { Tabs } from '../Tabs';

export function FeesSection({ section, tone, course }: SectionProps<Fees>) {
  return (
    <HeadedSection section={section} tone={tone} className="course-fees">
      <div className="fee-card">
        <Tabs
          label="Fee by centre or programme"
          className="course-tabs--center"
          items={section.tabs.map((tab) => ({
            key: tab.label,
            label: tab.label,
            panel: (
              <div className="fee-panel">
                <div className="fee-panel__price">
                  <h3 className="fee-panel__title">{tab.label}</h3>
                  <FeeFigure fee={tab.fee} />
                </div>
                <CheckList items={tab.points} className="fee-panel__points" />
              </div>
            ),
          }))}
        />
        {section.note && <p className="fee-card__note">{section.note}</p>}
        <CtaRow ctas={section.ctas} course={course} />
      </div>
    </HeadedSection>
  );
}
