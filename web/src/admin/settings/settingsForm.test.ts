import { describe, expect, it } from 'vitest';
import { settingsInputFrom, validateSettingsForm, type SettingsFormValues } from './settingsForm';

const valid: SettingsFormValues = {
  siteName: 'Learning Centre Pune',
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
  placementsFigure: '',
  highestPackageFigure: '₹18 LPA',
  hiringPartnersFigure: '',
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

  it('refuses a landing-page figure longer than 24 characters, with the server’s message', () => {
    expect(validateSettingsForm({ ...valid, placementsFigure: 'x'.repeat(25), hiringPartnersFigure: ' 150+ ' })).toEqual({ placementsFigure: 'Placements figure must be at most 24 characters' });
    expect(settingsInputFrom({ ...valid, hiringPartnersFigure: ' 150+ ' })).toMatchObject({ hiringPartnersFigure: '150+', highestPackageFigure: '₹18 LPA', placementsFigure: '' });
  });

  it('trims what it sends', () => {
    expect(settingsInputFrom({ ...valid, city: ' Pune ' }).city).toBe('Pune');
    expect(settingsInputFrom({ ...valid, siteName: '  Pune Centre ' }).siteName).toBe('Pune Centre');
  });

  it('asks for a site name of 2 to 80 characters, as the server does', () => {
    expect(validateSettingsForm({ ...valid, siteName: ' x ' })).toEqual({ siteName: 'Site name must be at least 2 characters' });
    expect(validateSettingsForm({ ...valid, siteName: 'x'.repeat(81) })).toEqual({ siteName: 'Site name must be at most 80 characters' });
    expect(validateSettingsForm({ ...valid, siteName: 'ab' })).toEqual({});
  });
});
