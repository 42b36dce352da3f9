// Frequently asked questions: a tab per category; each question is a button that shows or hides its answer (all start
// collapsed; the plus sign turns into a minus when open).
import { useId, useState } from 'react';
import type { FaqItem, FaqSection as Faq } from '../../../content/types';
import { HeadedSection, type SectionProps } from '../parts';
import { Tabs } from '../Tabs';

function Question({ item }: { item: FaqItem }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className={open ? 'faq-item faq-item--open' : 'faq-item'}>
      <h3 className="faq-item__heading">
        <button type="button" className="faq-item__button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          <span>{item.question}</span>
          <span className="faq-item__sign" aria-hidden="true" />
        </button>
      </h3>
      <div id={id} className="faq-item__answer" hidden={!open}>
        <p>{item.answer}</p>
      </div>
    </li>
  );
}

export function FaqSection({ section, tone }: SectionProps<Faq>) {
  return (
    <HeadedSection section={section} tone={tone} className="course-faq">
      <Tabs
        label="Question categories"
        className="course-tabs--center"
        items={section.categories.map((category) => ({
          key: category.label,
          label: category.label,
          panel: (
            <ul className="faq-list">
              {category.questions.map((item) => (
                <Question key={item.question} item={item} />
              ))}
            </ul>
          ),
        }))}
      />
    </HeadedSection>
  );
}
