// The learner login modal: signs in through the API (the session then refreshes), shows each sign-up problem beside
// its field, answers a sign-up with the server's message, offers a forgotten-password form, and shows a provider's
// button only when the site is configured for it. The focus stays in the dialog when the control used is gone: a new
// view's title, a success message.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { LearnerSessionProvider } from './account/LearnerSession';
import { LoginModal } from './LoginModal';
import { GraphQLRefusal, mockApiClient, renderWithApi } from './testUtils';

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

  it('has one title bar that is not a second banner landmark of the page (axe: landmark-no-duplicate-banner)', async () => {
    renderWithApi(<LoginModal open onClose={() => undefined} />, { SignInProviders: providers(false, false), CurrentLearner: () => ({ currentLearner: null }) });
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    expect(within(dialog).queryByRole('banner')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
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

  it('after a refused sign-in keeps the focus in the dialog, on the announced message (not on the page’s body)', async () => {
    renderWithApi(<LoginModal open onClose={() => {}} />, {
      SignInProviders: providers(false, false),
      LearnerSignIn: () => new GraphQLRefusal('Wrong e-mail or password'),
    });
    fill('Email', 'asha@example.com');
    fill('Password', 'nope');
    const login = screen.getByRole('button', { name: 'Login' });
    // As a click or Enter on the button leaves it: focused, then disabled while the request is under way.
    login.focus();
    fireEvent.click(login);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(alert.closest('dialog')).toBeTruthy();
    expect(alert.textContent).toBe('Wrong e-mail or password');
    // Each refusal takes the focus again, and the message is drawn anew (so it is announced again).
    login.focus();
    fireEvent.click(login);
    await waitFor(() => expect(document.activeElement).not.toBe(login));
    expect(document.activeElement).toBe(await screen.findByRole('alert'));
  });

  it('after a refused sign-up announces the fields to correct and focuses the first one in error', async () => {
    renderWithApi(<LoginModal open onClose={() => {}} initialView="signup" />, {
      SignInProviders: providers(false, false),
      LearnerSignUp: () =>
        new GraphQLRefusal('Enter a valid email address', 'BAD_USER_INPUT', { field: 'email', fields: [{ field: 'phone', message: 'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, e.g. 98765 43210' }, { field: 'email', message: 'Enter a valid email address' }] }),
    });
    const signUp = screen.getByRole('button', { name: 'Sign Up' });
    signUp.focus();
    fireEvent.click(signUp);
    // The first in the form's order, whatever the order of the server's list.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    expect(document.activeElement!.closest('dialog')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please correct the 2 fields marked below.');
  });

  it('after a refused request for a reset link focuses the announced message', async () => {
    renderWithApi(<LoginModal open onClose={() => {}} initialView="forgot" />, {
      SignInProviders: providers(false, false),
      RequestLearnerPasswordReset: () => new GraphQLRefusal('Too many requests. Try again in a minute.', 'TOO_MANY_REQUESTS'),
    });
    fill('Email', 'asha@example.com');
    const send = screen.getByRole('button', { name: 'Send the link' });
    send.focus();
    fireEvent.click(send);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('signs up: every problem beside its field, then the server’s message', async () => {
    let refuse = true;
    renderWithApi(<LoginModal open onClose={() => {}} initialView="signup" />, {
      SignInProviders: providers(true, false),
      LearnerSignUp: () =>
        refuse
          ? new GraphQLRefusal('Enter a valid email address', 'BAD_USER_INPUT', { field: 'email', fields: [{ field: 'email', message: 'Enter a valid email address' }, { field: 'phone', message: 'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, e.g. 98765 43210' }] })
          : { learnerSignUp: { __typename: 'LearnerMailSent', message: 'Check your inbox at asha@example.com: we sent you a link to confirm your address.' } },
    });
    expect(await screen.findByRole('link', { name: /Continue with Google/ })).toBeTruthy();
    expect(screen.queryByText(/Continue with LinkedIn/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByLabelText('Mobile number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, e.g. 98765 43210')).toBeTruthy();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/Check your inbox at asha@example.com/);
  });

  it('switching to Sign Up, Forgot password or back to Login focuses the new view’s title', async () => {
    renderWithApi(<LoginModal open onClose={() => {}} />, { SignInProviders: providers(false, false) });
    const steps: [string, string][] = [
      ['Sign Up', 'Sign Up'],
      ['Login', 'Login'],
      ['Forgot your password?', 'Forgot password'],
      ['Back to Login', 'Login'],
    ];
    for (const [button, title] of steps) {
      const control = screen.getByRole('button', { name: button });
      control.focus();
      fireEvent.click(control);
      const heading = screen.getByRole('heading', { level: 2, name: title });
      await waitFor(() => expect(document.activeElement).toBe(heading));
    }
  });

  it('a sign-up’s answer and a sent reset link take the focus of the form they replace', async () => {
    renderWithApi(<LoginModal open onClose={() => {}} initialView="signup" />, {
      SignInProviders: providers(false, false),
      LearnerSignUp: () => ({ learnerSignUp: { __typename: 'LearnerMailSent', message: 'Check your inbox at asha@example.com: we sent you a link to confirm your address.' } }),
      RequestLearnerPasswordReset: () => ({ requestLearnerPasswordReset: { __typename: 'LearnerMailSent', message: 'If asha@example.com has an account, we have mailed it a link.' } }),
    });
    const signUp = screen.getByRole('button', { name: 'Sign Up' });
    signUp.focus();
    fireEvent.click(signUp);
    const signedUp = await screen.findByRole('status');
    await waitFor(() => expect(document.activeElement).toBe(signedUp));
    fireEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    fill('Email', 'asha@example.com');
    const send = screen.getByRole('button', { name: 'Send the link' });
    send.focus();
    fireEvent.click(send);
    const sent = await screen.findByRole('status');
    expect(sent.textContent).toMatch(/mailed it a link/);
    await waitFor(() => expect(document.activeElement).toBe(sent));
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

  it('a sign-in closes the dialog before the session asks who is signed in: the focus goes back to the control that opened it, which the page may then replace', async () => {
    let closedBeforeAsking: boolean | null = null;
    let closed = false;
    renderWithApi(
      <LearnerSessionProvider openLogin={() => undefined}>
        <LoginModal open onClose={() => (closed = true)} />
      </LearnerSessionProvider>,
      {
        SignInProviders: providers(false, false),
        LearnerSignIn: () => ({ learnerSignIn: { __typename: 'Learner', id: 'l1', name: 'Asha' } }),
        CurrentLearner: () => ((closedBeforeAsking ??= closed), { currentLearner: null }),
      },
    );
    fill('Email', 'asha@example.com');
    fill('Password', 'a-long-password');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(closedBeforeAsking).not.toBeNull());
    expect(closedBeforeAsking).toBe(true);
  });

  it('the e-mail address typed goes with the visitor from view to view, and Back to Login after a sign-up keeps it', async () => {
    renderWithApi(<LoginModal open onClose={() => {}} />, {
      SignInProviders: providers(false, false),
      LearnerSignUp: () => ({ learnerSignUp: { __typename: 'LearnerMailSent', message: 'Check your inbox at asha@example.com: we sent you a link to confirm your address.' } }),
    });
    const email = () => (screen.getByLabelText('Email') as HTMLInputElement).value;
    fill('Email', 'asha@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(email()).toBe('asha@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(email()).toBe('asha@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(email()).toBe('asha@example.com');
    fill('Email', 'asha.patil@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await screen.findByRole('status');
    fireEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(email()).toBe('asha.patil@example.com');
  });

  describe('on the window’s history (a phone’s Back button)', () => {
    /** A page with a Login button, as the site's header opens the dialog, under the site's router. */
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <h1>Jobs</h1>
          <button type="button" onClick={() => setOpen(true)}>
            Open Login
          </button>
          {open && <LoginModal open onClose={() => setOpen(false)} />}
        </>
      );
    }
    function renderPage() {
      window.history.replaceState(null, '', '/jobs');
      const { client } = mockApiClient({ SignInProviders: providers(false, false) });
      render(
        <StrictMode>
          <Provider value={client}>
            <BrowserRouter>
              <Routes>
                <Route path="/jobs" element={<Page />} />
                <Route path="/account" element={<h1>My account</h1>} />
              </Routes>
            </BrowserRouter>
          </Provider>
        </StrictMode>,
      );
    }
    const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    const dialog = () => screen.queryByRole('dialog', { name: 'Login' });

    it('Back closes the dialog and stays on the page; closed by ×, it leaves no entry behind', async () => {
      renderPage();
      const { length } = window.history;
      fireEvent.click(screen.getByRole('button', { name: 'Open Login' }));
      await settle();
      expect(dialog()).toBeTruthy();
      expect(window.history.length).toBe(length + 1);

      await act(async () => window.history.back());
      await settle();
      expect(dialog()).toBeNull();
      expect(window.location.pathname).toBe('/jobs');
      expect(screen.getByRole('heading', { name: 'Jobs' })).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'Open Login' }));
      await settle();
      expect(window.history.state?.openDialogs).toHaveLength(1);
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      await settle();
      expect(dialog()).toBeNull();
      // The page's own entry is in front again.
      expect(window.history.state?.openDialogs).toBeUndefined();
      expect(window.location.pathname).toBe('/jobs');
    });

    it('“My account” in the dialog goes to the account page and stays there', async () => {
      renderPage();
      fireEvent.click(screen.getByRole('button', { name: 'Open Login' }));
      await settle();
      fireEvent.click(screen.getByRole('link', { name: 'My account' }));
      await settle();
      expect(window.location.pathname).toBe('/account');
      expect(screen.getByRole('heading', { name: 'My account' })).toBeTruthy();
      expect(dialog()).toBeNull();
    });
  });
});
