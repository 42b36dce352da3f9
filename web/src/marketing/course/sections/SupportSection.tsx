// Learner support: availability, the phone numbers (from the site settings, not the content), an optional call to
// action, and the numbered disclaimer where the page has one.
import { PhoneIcon } from '../../../components/icons';
import type { SupportSection as Support } from '../../../content/types';
import { telHref, useSiteSettings } from '../../../public/siteSettings';
import { CtaButton } from '../../cta/CtaButton';
import { HeadedSection, type SectionProps } from '../parts';

export function SupportSection({ section, tone, course }: SectionProps<Support>) {
  const settings = useSiteSettings();
  return (
    <HeadedSection section={section} tone={tone} className="course-support">
      <div className="support-card">
        <p className="support-card__availability">
          <strong>{section.availability}</strong> learner support
        </p>
        <p className="support-card__text">{section.text}</p>
        <ul className="support-card__contacts">
          {section.contacts.map((contact) => {
            const number = settings[contact.setting];
            return (
              <li key={contact.setting}>
                <PhoneIcon size={18} />
                <span className="support-card__label">{contact.label}</span>
                <a href={telHref(number)}>{number}</a>
              </li>
            );
          })}
        </ul>
        {section.cta && <CtaButton cta={section.cta} course={course} className="button button--primary button--large" />}
      </div>
      {section.disclaimer && (
        <div className="disclaimer-box">
          <h3 className="disclaimer-box__title">Disclaimer</h3>
          <ol>
            {section.disclaimer.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ol>
        </div>
      )}
    </HeadedSection>
  );
}
