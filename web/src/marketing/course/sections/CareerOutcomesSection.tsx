// Career outcomes: a tab per role with its salary bars and responsibilities, the demand figure and hiring companies.
import type { CareerOutcomesSection as CareerOutcomes } from '../../../content/types';
import { CheckList, ContentImage, HeadedSection, type SectionProps } from '../parts';
import { SalaryChart } from '../SalaryChart';
import { Tabs } from '../Tabs';

export function CareerOutcomesSection({ section, tone }: SectionProps<CareerOutcomes>) {
  return (
    <HeadedSection section={section} tone={tone} className="course-outcomes">
      <div className="course-outcomes__layout">
        <Tabs
          label="Career outcomes by role"
          panelsTitled
          className="course-outcomes__tabs"
          items={section.tabs.map((tab) => ({
            key: tab.role,
            label: tab.role,
            panel: (
              <div className="role-outcome">
                <div className="role-outcome__about">
                  <h3 className="role-outcome__role">{tab.role}</h3>
                  <p>{tab.description}</p>
                  <CheckList items={tab.responsibilities} />
                </div>
                <SalaryChart role={tab.role} bars={tab.salary} />
              </div>
            ),
          }))}
        />
        <aside className="demand-card" aria-label="Demand">
          <p className="demand-card__value">{section.demand.value}</p>
          <p className="demand-card__label">{section.demand.label}</p>
        </aside>
      </div>
      {section.hiringCompanies && (
        <div className="hiring-companies">
          <h3 className="hiring-companies__title">Hiring companies</h3>
          <ul className="hiring-companies__logos">
            {section.hiringCompanies.map((company) => (
              <li key={company.name}>
                <ContentImage src={company.logo} alt={company.name} width={140} height={48} className="hiring-companies__logo" />
              </li>
            ))}
          </ul>
        </div>
      )}
    </HeadedSection>
  );
}
