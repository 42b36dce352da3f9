// The learner's account pages in the browser: where the focus goes when a form is refused (the first field in error,
// announced, or the message) or answered (the success message, in place of the button disabled meanwhile), and a CV
// upload answered 401 (the session ended in another tab) turning the page back into its sign-in card.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraphQLRefusal, renderWithApi, sampleLearner, type OperationHandler } from '../testUtils';
import { AccountPage, LinkProblemPage, ResetPasswordPage } from './AccountPages';
import { LearnerSessionProvider } from './LearnerSession';

const LEARNER = sampleLearner();

function renderAs(learner: typeof LEARNER | null, ui: ReactNode, handlers: Record<string, OperationHandler> = {}, url = '/') {
  document.cookie = learner ? 'lc_signed_in=1; path=/' : 'lc_signed_in=; path=/; max-age=0';
  return renderWithApi(<LearnerSessionProvider openLogin={() => undefined}>{ui}</LearnerSessionProvider>, { CurrentLearner: () => ({ currentLearner: learner }), MyJobAlerts: () => ({ myJobAlerts: [] }), ...handlers }, url);
}

afterEach(() => {
  document.cookie = 'lc_signed_in=; path=/; max-age=0';
});

/** Submits as a keyboard does: the button has the focus (and loses it while disabled). */
function press(button: HTMLElement) {
  button.focus();
  fireEvent.click(button);
}

const fieldRefusal = (field: string, message: string) => new GraphQLRefusal(message, 'BAD_USER_INPUT', { field, fields: [{ field, message }] });

describe('My account’s forms', () => {
  it('Change password: a refusal focuses the field in error (announced), a change the success message', async () => {
    let answer: unknown = fieldRefusal('currentPassword', 'The current password is wrong');
    renderAs(LEARNER, <AccountPage />, { ChangeLearnerPassword: () => answer });
    const card = await screen.findByRole('region', { name: 'Change password' });
    press(within(card).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(document.activeElement).toBe(within(card).getByLabelText('Current password')));
    expect(within(card).getByRole('alert').textContent).toBe('Please correct the field marked below.');
    answer = { changeLearnerPassword: { __typename: 'Learner', id: 'l1', hasPassword: true } };
    press(within(card).getByRole('button', { name: 'Change password' }));
    const status = await within(card).findByRole('status');
    expect(status.textContent).toMatch(/^Password changed/);
    await waitFor(() => expect(document.activeElement).toBe(status));
  });

  it('Profile: a refusal focuses the field in error, a save the success message', async () => {
    let answer: unknown = fieldRefusal('phone', 'Enter a 10-digit Indian mobile number, e.g. 98765 43210');
    renderAs(LEARNER, <AccountPage />, { UpdateLearnerProfile: () => answer });
    const card = await screen.findByRole('region', { name: 'Profile' });
    press(within(card).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(document.activeElement).toBe(within(card).getByLabelText('Mobile number')));
    expect(within(card).getByRole('alert').textContent).toBe('Please correct the field marked below.');
    answer = { updateLearnerProfile: { __typename: 'Learner', id: 'l1', name: 'Asha Patil', phone: '+91 98765 43210' } };
    press(within(card).getByRole('button', { name: 'Save profile' }));
    const status = await within(card).findByRole('status');
    await waitFor(() => expect(document.activeElement).toBe(status));
  });

  it('Delete my account: a wrong password takes the focus to its field', async () => {
    renderAs(LEARNER, <AccountPage />, { DeleteLearnerAccount: () => fieldRefusal('password', 'Wrong password') });
    const card = await screen.findByRole('region', { name: 'Delete my account' });
    press(within(card).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(document.activeElement).toBe(within(card).getByLabelText('Your password, to confirm')));
  });

  it('CV: a refusal focuses its message; an upload answered 401 makes the session ask again, and the page offers Login', async () => {
    let signedIn = true;
    const rest = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ success: false, message: 'Sign in to your learner account to do this.' }, { status: 401 }));
    try {
      renderAs(LEARNER, <AccountPage />, { CurrentLearner: () => ({ currentLearner: signedIn ? LEARNER : null }) });
      const card = await screen.findByRole('region', { name: 'CV' });
      press(within(card).getByRole('button', { name: 'Upload CV' }));
      const alert = await within(card).findByRole('alert');
      expect(alert.textContent).toBe('Choose a CV to upload');
      await waitFor(() => expect(document.activeElement).toBe(alert));
      fireEvent.change(within(card).getByLabelText(/Upload your CV/), { target: { files: [new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })] } });
      signedIn = false;
      press(within(card).getByRole('button', { name: 'Upload CV' }));
      expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
      expect(rest).toHaveBeenCalledWith('/api/v1/account/cv', expect.objectContaining({ method: 'POST' }));
    } finally {
      rest.mockRestore();
    }
  });

  it('Login on the page: a refusal focuses the announced message', async () => {
    renderAs(null, <AccountPage />, { LearnerSignIn: () => new GraphQLRefusal('Wrong e-mail or password') });
    const card = await screen.findByRole('region', { name: 'Login' });
    // The form is checked by the browser first (it posts without script too).
    fireEvent.change(within(card).getByLabelText('Email'), { target: { value: 'asha@example.com' } });
    fireEvent.change(within(card).getByLabelText('Password'), { target: { value: 'not-her-password' } });
    press(within(card).getByRole('button', { name: 'Login' }));
    const alert = await within(card).findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });
});

describe('the reset-password page', () => {
  it('a refused password focuses its field (announced); a link that cannot be used focuses its message', async () => {
    let answer: unknown = fieldRefusal('password', 'A password must be at least 10 characters');
    renderAs(null, <ResetPasswordPage />, { ResetLearnerPassword: () => answer }, '/account/reset-password?token=t1');
    press(screen.getByRole('button', { name: 'Set the password' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('New password')));
    expect(screen.getByRole('alert').textContent).toBe('Please correct the field marked below.');
    answer = fieldRefusal('token', 'This link has expired: ask for a new one below.');
    press(screen.getByRole('button', { name: 'Set the password' }));
    const alert = await screen.findByText('This link has expired: ask for a new one below.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('a new password set: the success message takes the focus', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    try {
      renderAs(null, <ResetPasswordPage />, { ResetLearnerPassword: () => ({ resetLearnerPassword: { __typename: 'Learner', id: 'l1' } }) }, '/account/reset-password?token=t1');
      press(screen.getByRole('button', { name: 'Set the password' }));
      const status = await screen.findByRole('status');
      await waitFor(() => expect(document.activeElement).toBe(status));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/account'));
    } finally {
      assign.mockRestore();
    }
  });

  it('a used link’s page: a refusal focuses the field, a new link sent the success message', async () => {
    let answer: unknown = fieldRefusal('email', 'Enter a valid email address');
    renderAs(null, <LinkProblemPage />, { RequestLearnerPasswordReset: () => answer }, '/account/link-problem?purpose=reset&problem=used');
    press(screen.getByRole('button', { name: 'Send a new link' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    answer = { requestLearnerPasswordReset: { __typename: 'LearnerMailSent', message: 'If asha@example.com has an account, we have mailed it a link.' } };
    press(screen.getByRole('button', { name: 'Send a new link' }));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(document.activeElement).toBe(status));
  });
});
