import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../testing';
import { SettingsPage } from './SettingsPage';

const SETTINGS = {
  __typename: 'SiteSettings',
  supportEmail: 'support@example.com',
  tollFreeNumber: '1800-210-2020',
  mobileNumber: '+91 98765 43210',
  city: 'Pune',
  address: 'Office 402',
  facebookUrl: '',
  instagramUrl: '',
  linkedinUrl: '',
  twitterUrl: '',
  youtubeUrl: '',
  updatedAt: null,
};

describe('Settings', { timeout: 20_000 }, () => {
  it("shows the server's validation message under the field it names", async () => {
    const { calls } = renderAdmin(<SettingsPage />, {
      route: '/admin/settings',
      graphql: ({ operationName }) =>
        operationName === 'AdminSiteSettings'
          ? { data: { siteSettings: SETTINGS } }
          : { data: null, errors: [{ message: 'City must be at most 120 characters', extensions: { code: 'BAD_USER_INPUT', field: 'city' } }] },
    });
    const city = await screen.findByRole('textbox', { name: /^City/ });
    expect((city as HTMLInputElement).value).toBe('Pune');
    fireEvent.change(city, { target: { value: 'Pimpri-Chinchwad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const message = await screen.findByText('City must be at most 120 characters');
    expect(city.getAttribute('aria-describedby')).toContain(message.id);
    expect(calls.at(-1)!.variables.input).toMatchObject({ city: 'Pimpri-Chinchwad', supportEmail: 'support@example.com' });
  });

  it('checks the fields before sending', async () => {
    const { calls } = renderAdmin(<SettingsPage />, { route: '/admin/settings', graphql: () => ({ data: { siteSettings: SETTINGS } }) });
    const email = await screen.findByRole('textbox', { name: /^Support email/ });
    fireEvent.change(email, { target: { value: 'not an email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a valid support email')).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.operationName === 'AdminUpdateSiteSettings')).toEqual([]));
  });
});
