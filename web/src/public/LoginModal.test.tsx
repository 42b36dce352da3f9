import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginModal } from './LoginModal';
import { renderWithApi } from './testUtils';

describe('LoginModal', () => {
  it('says learner sign-in is coming soon and does not pretend to work', async () => {
    renderWithApi(<LoginModal open onClose={() => {}} />, {
      PortalSiteSettings: () => ({ siteSettings: { __typename: 'SiteSettings', supportEmail: 'help@centre.example', tollFreeNumber: '1800-1', mobileNumber: '1', address: 'a', city: 'c', facebookUrl: '', instagramUrl: '', linkedinUrl: '', youtubeUrl: '', twitterUrl: '' } }),
    });
    expect(screen.getByText('Learner sign-in is coming soon.')).toBeTruthy();
    for (const name of [/Continue with Google/, /Continue with LinkedIn/]) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
    expect((screen.getByLabelText('Email') as HTMLInputElement).closest('fieldset')!.disabled).toBe(true);
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    const signUp = await screen.findByRole('link', { name: 'Sign Up' });
    await expect.poll(() => signUp.getAttribute('href')).toMatch(/^mailto:help@centre\.example/);
  });
});
