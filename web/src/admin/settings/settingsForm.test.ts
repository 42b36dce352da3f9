import { describe, expect, it } from 'vitest';
import { settingsInputFrom, validateSettingsForm, type SettingsFormValues } from './settingsForm';

const valid: SettingsFormValues = {
  supportEmail: 'support@example.com',
  tollFreeNumber: '1800-210-2020',
  mobileNumber: '+91 98765 43210',
  city: 'Pune, Maharashtra',
  address: 'Office 402, Pune IT Park',
  facebookUrl: '',
  instagramUrl: 'https://instagram.com/centre',
  linkedinUrl: '',
  twitterUrl: '',
  youtubeUrl: '',
};

describe('settings form rules', () => {
  it('accepts valid details', () => {
    expect(validateSettingsForm(valid)).toEqual({});
  });

  it('names each problem under its field', () => {
    expect(
      validateSettingsForm({ ...valid, supportEmail: 'nope', tollFreeNumber: '', mobileNumber: '12', city: ' ', address: '', facebookUrl: 'http://facebook.com/x' }),
    ).toEqual({
      supportEmail: 'Enter a valid support email',
      tollFreeNumber: 'Toll-free number is required',
      mobileNumber: 'Mobile number must be a phone number such as 1800-210-2020 or +91 98765 43210',
      city: 'City is required',
      address: 'Address is required',
      facebookUrl: 'Facebook link must be an https:// link or empty',
    });
  });

  it('trims what it sends', () => {
    expect(settingsInputFrom({ ...valid, city: ' Pune ' }).city).toBe('Pune');
  });
});
