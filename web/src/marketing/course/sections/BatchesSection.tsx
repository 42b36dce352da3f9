// Fee and batch details: scholarship, EMI, the weekday and weekend batches, and the call to action.
import { CalendarIcon, ClockIcon } from '../../../components/icons';
import type { BatchesSection as Batches } from '../../../content/types';
import { CtaRow, HeadedSection, type SectionProps } from '../parts';

const BATCH_NAME = { weekday: 'Weekday batch', weekend: 'Weekend batch' } as const;

export function BatchesSection({ section, tone, course }: SectionProps<Batches>) {
  return (
    <HeadedSection section={section} tone={tone} className="course-batches">
      <ul className="batch-offers">
        <li className="batch-offer batch-offer--scholarship">{section.scholarship}</li>
        <li className="batch-offer batch-offer--emi">{section.emi}</li>
      </ul>
      <ul className="course-grid course-grid--2 batch-grid">
        {section.batches.map((batch) => (
          <li key={batch.type} className={`batch-card batch-card--${batch.type}`}>
            <h3 className="batch-card__title">{BATCH_NAME[batch.type]}</h3>
            <dl className="batch-card__facts">
              <div>
                <dt>
                  <CalendarIcon size={16} /> Starts
                </dt>
                <dd>{batch.startDate}</dd>
              </div>
              <div>
                <dt>
                  <CalendarIcon size={16} /> Days
                </dt>
                <dd>{batch.days}</dd>
              </div>
              <div>
                <dt>
                  <ClockIcon size={16} /> Time
                </dt>
                <dd>{batch.time}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <CtaRow ctas={section.ctas} course={course} />
    </HeadedSection>
  );
}
