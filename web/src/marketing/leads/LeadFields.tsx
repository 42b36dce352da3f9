// The fields of every lead form: the consultation fields of SPEC section 3 (name, email, designation, experience;
// required, email typed), the mobile number a call back needs with its "WhatsApp is fine" choice, and the required
// consent. Every message of the server shows beside its field at once, and the first field in error gets the focus
// (after a submit with JavaScript, or through `autofocus` on the page that answers a plain POST).
import { useId } from 'react';
import { ProblemSummary, useFocusOnRefusal } from '../../components/formProblems';
import { EXPERIENCE_OPTIONS, type ConsultationField } from '../../content/types';
import { useSiteSettings } from '../../public/siteSettings';
import { LEAD_FIELD_ORDER, type LeadField, type LeadSubmission } from './useLeadSubmission';
import { LIMITS } from '../../../../gateway/src/services/limits';

interface LeadFieldsProps {
  form: LeadSubmission;
  fields: readonly ConsultationField[];
  submitLabel: string;
}

export function LeadFields({ form, fields, submitLabel }: LeadFieldsProps) {
  const id = useId();
  // The server's own words, which it stores with the enquiry: what the visitor agrees to is what is kept.
  const { leadConsentText } = useSiteSettings();
  const { values, set, problems, fetching, refusals, posted } = form;
  const fieldId = (name: LeadField) => `${id}-${name}`;
  const errorId = (name: LeadField) => `${id}-${name}-error`;
  const messageId = `${id}-message`;
  const fieldProblem = (name: LeadField) => problems?.fields[name];
  const firstInError = LEAD_FIELD_ORDER.find((f) => problems?.fields[f]);

  useFocusOnRefusal(refusals, () => document.getElementById(firstInError ? fieldId(firstInError) : messageId));

  const errorFor = (name: LeadField) => {
    const message = fieldProblem(name);
    return message ? (
      <p className="lead-form__error" id={errorId(name)}>
        {message}
      </p>
    ) : null;
  };
  const describedBy = (name: LeadField, hint?: string) => [fieldProblem(name) ? errorId(name) : null, hint].filter(Boolean).join(' ') || undefined;
  const invalid = (name: LeadField) => (fieldProblem(name) ? true : undefined);
  // The page that answers a plain POST with problems opens on the first field in error.
  const autoFocus = (name: LeadField) => (posted && !posted.receipt && refusals === 0 && firstInError === name) || undefined;

  return (
    <>
      {problems?.message && (
        <p className="form-message form-message--error" role="alert" id={messageId} tabIndex={-1}>
          {problems.message}
        </p>
      )}
      {firstInError && <ProblemSummary count={Object.keys(problems!.fields).length} />}
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
                  autoFocus={autoFocus(name)}
                  aria-invalid={invalid(name)}
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
                  maxLength={name === 'email' ? LIMITS.email : name === 'designation' ? LIMITS.designation : LIMITS.name}
                  autoComplete={name === 'name' ? 'name' : name === 'email' ? 'email' : name === 'designation' ? 'organization-title' : undefined}
                  placeholder={field.placeholder}
                  value={values[name]}
                  autoFocus={autoFocus(name)}
                  aria-invalid={invalid(name)}
                  aria-describedby={describedBy(name)}
                  onChange={(e) => set(name, e.target.value)}
                />
              )}
              {errorFor(name)}
            </div>
          );
        })}
        <div className="field">
          <label htmlFor={fieldId('phone')}>Mobile number</label>
          <input
            id={fieldId('phone')}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            maxLength={20}
            placeholder="98765 43210"
            value={values.phone}
            autoFocus={autoFocus('phone')}
            aria-invalid={invalid('phone')}
            aria-describedby={describedBy('phone', `${id}-phone-hint`)}
            onChange={(e) => set('phone', e.target.value)}
          />
          <p className="field__hint" id={`${id}-phone-hint`}>
            An Indian mobile number: a counsellor calls you back on it.
          </p>
          {errorFor('phone')}
          <div className="lead-form__check">
            <input
              id={fieldId('whatsapp')}
              name="whatsapp"
              type="checkbox"
              value="yes"
              checked={values.whatsapp}
              aria-invalid={invalid('whatsapp')}
              aria-describedby={describedBy('whatsapp')}
              onChange={(e) => set('whatsapp', e.target.checked)}
            />
            <label htmlFor={fieldId('whatsapp')}>WhatsApp is fine on this number</label>
          </div>
          {errorFor('whatsapp')}
        </div>
      </div>
      <div className="lead-form__consent">
        <input
          id={fieldId('consent')}
          name="consent"
          type="checkbox"
          value="yes"
          required
          checked={values.consent}
          autoFocus={autoFocus('consent')}
          aria-invalid={invalid('consent')}
          aria-describedby={describedBy('consent')}
          onChange={(e) => set('consent', e.target.checked)}
        />
        <label htmlFor={fieldId('consent')}>{leadConsentText}</label>
      </div>
      {errorFor('consent')}
      <button type="submit" className="button button--primary button--block lead-form__submit" disabled={fetching} aria-busy={fetching || undefined}>
        {fetching ? 'Sending…' : submitLabel}
      </button>
    </>
  );
}
