// The learner login modal: signs in through the API (the session then refreshes), shows each sign-up problem beside
// its field, answers a sign-up with the server's message, offers a forgotten-password form, and shows a provider's
// button only when the site is configured for it.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginModal } from './LoginModal';
import { GraphQLRefusal, renderWithApi } from './testUtils';

const providers = (google: boolean, linkedin: boolean) => () => ({ signInProviders: { __typename: 'SignInProviders', google, linkedin } });

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('LoginModal', () => {
  it('signs in with e-mail and password and closes', async () => {
    let closed = false;
    const { calls } = renderWithApi(<LoginModal open onClose={() => (closed = true)} />, {
      SignInProviders: providers(false, false),
      LearnerSignIn: () => ({ learnerSignIn: { __typename: 'Learner', id: 'l1', name: 'Asha' } }),
      CurrentLearner: () => ({ currentLearner: null }),
    });
    fill('Email', 'asha@example.com');
    fill('Password', 'a-long-password');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(closed).toBe(true));
    expect(calls.find((c) => c.operationName === 'LearnerSignIn')!.variables).toEqual({ email: 'asha@example.com', password: 'a-long-password' });
    // No provider configured: no provider buttons.
    expect(screen.queryByText(/Continue with Google/)).toBeNull();
  });

  it('shows a refused sign-in as one message', async () => {
    renderWithApi(<LoginModal open onClose={() => {}} />, {
      SignInProviders: providers(false, false),
      LearnerSignIn: () => new GraphQLRefusal('Wrong e-mail or password'),
    });
    fill('Email', 'asha@example.com');
    fill('Password', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong e-mail or password');
  });

  it('signs up: every problem beside its field, then the server’s message', async () => {
    let refuse = true;
    renderWithApi(<LoginModal open onClose={() => {}} initialView="signup" />, {
      SignInProviders: providers(true, false),
      LearnerSignUp: () =>
        refuse
          ? new GraphQLRefusal('Enter a valid email address', 'BAD_USER_INPUT', { field: 'email', fields: [{ field: 'email', message: 'Enter a valid email address' }, { field: 'phone', message: 'Enter a 10-digit Indian mobile number, e.g. 98765 43210' }] })
          : { learnerSignUp: { __typename: 'LearnerMailSent', message: 'Check your inbox at asha@example.com: we sent you a link to confirm your address.' } },
    });
    expect(await screen.findByRole('link', { name: /Continue with Google/ })).toBeTruthy();
    expect(screen.queryByText(/Continue with LinkedIn/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByLabelText('Mobile number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a 10-digit Indian mobile number, e.g. 98765 43210')).toBeTruthy();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/Check your inbox at asha@example.com/);
  });

  it('asks for a reset link from "Forgot your password?"', async () => {
    const { calls } = renderWithApi(<LoginModal open onClose={() => {}} />, {
      SignInProviders: providers(false, true),
      RequestLearnerPasswordReset: () => ({ requestLearnerPasswordReset: { __typename: 'LearnerMailSent', message: 'If asha@example.com has an account, we have mailed it a link.' } }),
    });
    expect(await screen.findByRole('link', { name: /Continue with LinkedIn/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    fill('Email', 'asha@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/mailed it a link/);
    expect(calls.some((c) => c.operationName === 'RequestLearnerPasswordReset' && c.variables.email === 'asha@example.com')).toBe(true);
  });
});
