// The fields of every lead form: the consultation fields of SPEC section 3 (name, email, designation, experience;
// required, email typed), an optional mobile number and the required consent. A server message shows under its field.
import { useId } from 'react';
import { EXPERIENCE_OPTIONS, type ConsultationField } from '../../content/types';
import { useSiteSettings } from '../../public/siteSettings';
import type { LeadField, LeadSubmission } from './useLeadSubmission';

interface LeadFieldsProps {
  form: LeadSubmission;
  fields: readonly ConsultationField[];
  submitLabel: string;
}

export function LeadFields({ form, fields, submitLabel }: LeadFieldsProps) {
  const id = useId();
  const { siteName } = useSiteSettings();
  const { values, set, problem, fetching } = form;
  const fieldId = (name: LeadField) => `${id}-${name}`;
  const errorId = (name: LeadField) => `${id}-${name}-error`;
  const errorFor = (name: LeadField) =>
    problem?.field === name ? (
      <p className="lead-form__error" id={errorId(name)} role="alert">
        {problem.message}
      </p>
    ) : null;
  const describedBy = (name: LeadField, hint?: string) =>
    [problem?.field === name ? errorId(name) : null, hint].filter(Boolean).join(' ') || undefined;

  return (
    <>
      {problem && !problem.field && (
        <p className="form-message form-message--error" role="alert">
          {problem.message}
        </p>
      )}
      <div className="lead-form__grid">
        {fields.map((field) => {
          const name = field.name;
          return (
            <div className="field" key={name}>
              <label htmlFor={fieldId(name)}>{field.label}</label>
              {field.type === 'select' ? (
                <select
                  id={fieldId(name)}
                  name={name}
                  required
                  value={values.experience}
                  aria-invalid={problem?.field === name || undefined}
                  aria-describedby={describedBy(name)}
                  onChange={(e) => set('experience', e.target.value as typeof values.experience)}
                >
                  {EXPERIENCE_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value} disabled={o.value === ''}>
                      {o.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={fieldId(name)}
                  name={name}
                  type={field.type}
                  required
                  maxLength={name === 'email' ? 254 : 120}
                  autoComplete={name === 'name' ? 'name' : name === 'email' ? 'email' : name === 'designation' ? 'organization-title' : undefined}
                  placeholder={field.placeholder}
                  value={values[name]}
                  aria-invalid={problem?.field === name || undefined}
                  aria-describedby={describedBy(name)}
                  onChange={(e) => set(name, e.target.value)}
                />
              )}
              {errorFor(name)}
            </div>
          );
        })}
        <div className="field">
          <label htmlFor={fieldId('phone')}>
            Mobile number <span className="lead-form__optional">(optional)</span>
          </label>
          <input
            id={fieldId('phone')}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
            placeholder="98765 43210"
            value={values.phone}
            aria-invalid={problem?.field === 'phone' || undefined}
            aria-describedby={describedBy('phone', `${id}-phone-hint`)}
            onChange={(e) => set('phone', e.target.value)}
          />
          <p className="field__hint" id={`${id}-phone-hint`}>
            An Indian mobile number, if you would like a call or WhatsApp message.
          </p>
          {errorFor('phone')}
        </div>
      </div>
      <div className="lead-form__consent">
        <input
          id={fieldId('consent')}
          name="consent"
          type="checkbox"
          required
          checked={values.consent}
          aria-invalid={problem?.field === 'consent' || undefined}
          aria-describedby={describedBy('consent')}
          onChange={(e) => set('consent', e.target.checked)}
        />
        <label htmlFor={fieldId('consent')}>
          I agree that {siteName} may contact me by phone, email or WhatsApp about its courses. We never share your details.
        </label>
      </div>
      {errorFor('consent')}
      <button type="submit" className="button button--primary button--block lead-form__submit" disabled={fetching} aria-busy={fetching || undefined}>
        {fetching ? 'Sending…' : submitLabel}
      </button>
    </>
  );
}
