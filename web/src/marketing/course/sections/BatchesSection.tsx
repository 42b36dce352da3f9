// Fee and batch details: scholarship, EMI, the upcoming batches (the API leaves out those that have started), and the
// call to action. A batch's start is drawn from its date, in the centre's time zone, and the earliest is marked as
// the next batch.
import { CalendarIcon, ClockIcon, MapPinIcon } from '../../../components/icons';
import type { BatchesSection as Batches } from '../../../content/types';
import { CtaRow, HeadedSection, type SectionProps } from '../parts';

const BATCH_NAME = { weekday: 'Weekday batch', weekend: 'Weekend batch' } as const;
const MODE = { classroom: 'Classroom', online: 'Online', hybrid: 'Hybrid' } as const;

/** A batch's start day (YYYY-MM-DD, a day in Asia/Kolkata) as "Sat, 6 Dec"; a day that is not one is shown as written. */
export function formatBatchDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  // Noon UTC is the same calendar day in Asia/Kolkata, so the day never shifts with the clock of the server or browser.
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12));
  return new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' }).format(date).replace(/^(\w+) /, '$1, ');
}

export function BatchesSection({ section, tone, course }: SectionProps<Batches>) {
  // The API has left out the batches that started before today (Asia/Kolkata): the earliest left is the next one.
  // ISO days compare as text.
  const nextStart = section.batches.reduce<string | null>((next, b) => (next === null || b.startDate < next ? b.startDate : next), null);
  return (
    <HeadedSection section={section} tone={tone} className="course-batches">
      <ul className="batch-offers">
        <li className="batch-offer batch-offer--scholarship">{section.scholarship}</li>
        <li className="batch-offer batch-offer--emi">{section.emi}</li>
      </ul>
      {section.batches.length === 0 ? (
        <p className="batch-none">New batches are announced soon — ask a counsellor.</p>
      ) : (
      <ul className="course-grid course-grid--2 batch-grid">
        {section.batches.map((batch) => (
          <li key={`${batch.type}-${batch.startDate}-${batch.city ?? ''}`} className={`batch-card batch-card--${batch.type}`}>
            <h3 className="batch-card__title">
              {BATCH_NAME[batch.type]}
              {batch.startDate === nextStart && <span className="batch-card__next"> Next batch</span>}
            </h3>
            <dl className="batch-card__facts">
              <div>
                <dt>
                  <CalendarIcon size={16} /> Starts
                </dt>
                <dd>
                  <time dateTime={batch.startDate}>{formatBatchDay(batch.startDate)}</time>
                </dd>
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
              {batch.city || batch.mode ? (
                <div>
                  <dt>
                    <MapPinIcon size={16} /> Where
                  </dt>
                  <dd>{[batch.mode ? MODE[batch.mode] : null, batch.city].filter(Boolean).join(', ')}</dd>
                </div>
              ) : null}
              {batch.seatsLeft !== undefined ? (
                <div>
                  <dt>Seats left</dt>
                  <dd>{batch.seatsLeft}</dd>
                </div>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
      )}
      <CtaRow ctas={section.ctas} course={course} />
    </HeadedSection>
  );
}
