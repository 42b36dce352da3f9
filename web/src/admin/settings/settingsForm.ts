// The settings form's values and rules: the same rules the server applies (it checks again and names the field).
import type { SiteSettingsInput } from '../gql/graphql';
import { LIMITS } from '../../../../gateway/src/services/limits';

/** One text per field of the settings' input type (generated from the schema). */
export type SettingsFormValues = Record<keyof SiteSettingsInput, string>;

export type SettingsFormErrors = Partial<Record<keyof SettingsFormValues, string>>;

export function settingsValuesFrom(settings: SettingsFormValues & Record<string, unknown>): SettingsFormValues {
  const { siteName, supportEmail, tollFreeNumber, mobileNumber, city, address, facebookUrl, instagramUrl, linkedinUrl, twitterUrl, youtubeUrl, placementsFigure, highestPackageFigure, hiringPartnersFigure } = settings;
  return { siteName, supportEmail, tollFreeNumber, mobileNumber, city, address, facebookUrl, instagramUrl, linkedinUrl, twitterUrl, youtubeUrl, placementsFigure, highestPackageFigure, hiringPartnersFigure };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ()-]{5,19}$/;
const HTTPS = /^https:\/\/[^\s]+$/i;

const SOCIAL_LABELS = {
  facebookUrl: 'Facebook link',
  instagramUrl: 'Instagram link',
  linkedinUrl: 'LinkedIn link',
  twitterUrl: 'X (Twitter) link',
  youtubeUrl: 'YouTube link',
} as const;

/** The landing page's headline figures. */
export const FIGURE_LABELS = {
  placementsFigure: 'Placements figure',
  highestPackageFigure: 'Highest package figure',
  hiringPartnersFigure: 'Hiring partners figure',
} as const;

export function validateSettingsForm(values: SettingsFormValues): SettingsFormErrors {
  const errors: SettingsFormErrors = {};
  const name = values.siteName.trim();
  if (name.length < LIMITS.siteNameMin) errors.siteName = `Site name must be at least ${LIMITS.siteNameMin} characters`;
  else if (name.length > LIMITS.siteNameMax) errors.siteName = `Site name must be at most ${LIMITS.siteNameMax} characters`;
  const email = values.supportEmail.trim();
  if (email === '') errors.supportEmail = 'Support email is required';
  else if (!EMAIL.test(email)) errors.supportEmail = 'Enter a valid support email';
  for (const [field, label] of [['tollFreeNumber', 'Toll-free number'], ['mobileNumber', 'Mobile number']] as const) {
    const phone = values[field].trim();
    if (phone === '') errors[field] = `${label} is required`;
    else if (!PHONE.test(phone)) errors[field] = `${label} must be a phone number such as 1800-210-2020 or +91 98765 43210`;
  }
  if (values.city.trim() === '') errors.city = 'City is required';
  if (values.address.trim() === '') errors.address = 'Address is required';
  for (const [field, label] of Object.entries(SOCIAL_LABELS) as [keyof typeof SOCIAL_LABELS, string][]) {
    const url = values[field].trim();
    if (url !== '' && !HTTPS.test(url)) errors[field] = `${label} must be an https:// link or empty`;
  }
  for (const [field, label] of Object.entries(FIGURE_LABELS) as [keyof typeof FIGURE_LABELS, string][]) {
    if (values[field].trim().length > LIMITS.headlineFigure) errors[field] = `${label} must be at most ${LIMITS.headlineFigure} characters`;
  }
  return errors;
}

export function settingsInputFrom(values: SettingsFormValues): SiteSettingsInput {
  return {
    siteName: values.siteName.trim(),
    supportEmail: values.supportEmail.trim(),
    tollFreeNumber: values.tollFreeNumber.trim(),
    mobileNumber: values.mobileNumber.trim(),
    city: values.city.trim(),
    address: values.address.trim(),
    facebookUrl: values.facebookUrl.trim(),
    instagramUrl: values.instagramUrl.trim(),
    linkedinUrl: values.linkedinUrl.trim(),
    twitterUrl: values.twitterUrl.trim(),
    youtubeUrl: values.youtubeUrl.trim(),
    placementsFigure: values.placementsFigure.trim(),
    highestPackageFigure: values.highestPackageFigure.trim(),
    hiringPartnersFigure: values.hiringPartnersFigure.trim(),
  };
}
