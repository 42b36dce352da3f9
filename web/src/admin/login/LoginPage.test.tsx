import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin, testSession, TEST_ADMIN } from '../testing';
import { LoginPage } from './LoginPage';

function fill() {
  fireEvent.change(screen.getByRole('textbox', { name: /^Username/ }), { target: { value: 'asha' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret-password' } });
  fireEvent.submit(screen.getByRole('form', { name: 'Admin login' }));
}

describe('Admin Login', () => {
  it('has the title, two required fields and a Login button', () => {
    renderAdmin(<LoginPage />, { session: testSession({ status: 'signedOut', user: null }) });
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Username/ }) as HTMLInputElement).required).toBe(true);
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).required).toBe(true);
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('reads "Loading..." while busy, then shows the server\'s refusal above the form', async () => {
    let answer!: (value: unknown) => void;
    renderAdmin(<LoginPage />, {
      session: testSession({ status: 'signedOut', user: null }),
      graphql: () => new Promise((resolve) => (answer = resolve)) as never,
    });
    fill();
    expect(await screen.findByRole('button', { name: 'Loading...' })).toBeTruthy();
    answer({ data: { adminLogin: { __typename: 'AdminLoginResult', success: false, message: 'Invalid username or password', accessToken: null, user: null } } });
    const message = await screen.findByRole('alert');
    expect(message.textContent).toBe('Invalid username or password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('shows the error message when the request fails', async () => {
    renderAdmin(<LoginPage />, { session: testSession({ status: 'signedOut', user: null }), graphql: () => new TypeError('Failed to fetch') });
    fill();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch');
  });

  it('signs in with the token on success', async () => {
    const signIn = vi.fn();
    renderAdmin(<LoginPage />, {
      session: testSession({ status: 'signedOut', user: null, signIn }),
      graphql: () => ({ data: { adminLogin: { __typename: 'AdminLoginResult', success: true, message: 'Welcome', accessToken: 'tok', user: { __typename: 'User', ...TEST_ADMIN } } } }),
    });
    fill();
    await vi.waitFor(() => expect(signIn).toHaveBeenCalledWith('tok', expect.objectContaining({ id: TEST_ADMIN.id, role: 'ADMIN' })));
  });
});
