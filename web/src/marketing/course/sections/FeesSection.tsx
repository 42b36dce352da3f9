// The tuition fee: a tab per city or programme with the fee and what it covers, then the section's buttons, and the
// plans compared in a native <details> under the card (View Plans opens it, with or without script).
import type { FeePlan, FeesSection as Fees } from '../../../content/types';
import { PLANS_ID } from '../../cta/CtaButton';
import { CheckList, CtaRow, FeeFigure, HeadedSection, type SectionProps } from '../parts';
import { Tabs } from '../Tabs';

function FeePlans({ plans }: { plans: FeePlan[] }) {
  return (
    <details className="fee-plans">
      <summary className="fee-plans__summary">Compare the plans and ways to pay</summary>
      {/* The link's target is inside the <details>, so following it without script opens them (Chromium). */}
      <div id={PLANS_ID} className="fee-plans__body" tabIndex={-1}>
        <ul className="course-plans fee-plans__list">
          {plans.map((plan) => (
            <li key={plan.name} className="course-plan">
              <h3 className="course-plan__title">{plan.name}</h3>
              <FeeFigure fee={plan.fee} showDuration={plan.fee.duration !== plan.name} />
              <h4 className="fee-plans__subhead">What is included</h4>
              <CheckList items={plan.includes} />
              <h4 className="fee-plans__subhead">How to pay</h4>
              <ul className="fee-plans__payment">
                {plan.payment.map((way) => (
                  <li key={way}>{way}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}

export function FeesSection({ section, tone, course }: SectionProps<Fees>) {
  return (
    <HeadedSection section={section} tone={tone} className="course-fees">
      <div className="fee-card">
        <Tabs
          label="Fee by centre or programme"
          panelsTitled
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
      {section.plans && section.plans.length > 0 && <FeePlans plans={section.plans} />}
    </HeadedSection>
  );
}
