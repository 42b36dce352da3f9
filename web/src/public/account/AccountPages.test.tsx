// The learner's account pages in the browser: where the focus goes when a form is refused (the first field in error,
// announced, or the message) or answered (the success message, in place of the button disabled meanwhile), and a CV
// upload answered 401 (the session ended in another tab) turning the page back into its sign-in card.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraphQLRefusal, renderOnServer, renderWithApi, sampleLearner, type OperationHandler } from '../testUtils';
import { AccountPage, LinkProblemPage, ResetPasswordPage } from './AccountPages';
import { LearnerSessionProvider, SESSION_UNREACHABLE, useLearnerSession } from './LearnerSession';

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
    let answer: unknown = fieldRefusal('phone', 'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, e.g. 98765 43210');
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

/** Stands for anything that makes the session ask again who is signed in. */
function AskAgain() {
  const { refresh } = useLearnerSession();
  return (
    <button type="button" onClick={() => void refresh()}>
      test: ask again
    </button>
  );
}

const OFFLINE = () => {
  throw new TypeError('Failed to fetch');
};
const WITH_CV = sampleLearner({ cv: { __typename: 'LearnerCv', fileName: 'Asha CV.pdf', size: 120_000, uploadedAt: '2025-06-01T10:00:00.000Z' } });

describe('who is signed in, on My account', () => {
  it('a page load shows "Loading your account…", not the Login card, until the session is known (the server draws the card for visitors without script only)', async () => {
    renderAs(LEARNER, <AccountPage />);
    // The page's script runs, and asks who is signed in: until the answer, no Login card.
    expect(screen.getByRole('status').textContent).toBe('Loading your account…');
    expect(screen.queryByRole('heading', { name: 'Login' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Login' })).toBeNull();
    // Without script the sign-in form (posted to the gateway) is all there is: inside <noscript>.
    const { root } = renderOnServer(<LearnerSessionProvider openLogin={() => undefined}>{<AccountPage />}</LearnerSessionProvider>, '/account');
    const noscript = root.querySelector('noscript')?.innerHTML ?? '';
    expect(noscript).toMatch(/<form[^>]*action="\/account"/);
    // …and the "Loading" meant for a browser running the script is hidden there.
    expect(noscript).toMatch(/<style>\.account-loading \{ display: none; \}<\/style>/);
    expect(root.querySelector('.account-loading')?.textContent).toBe('Loading your account…');
    expect(root.textContent).toMatch('Loading your account…');
  });

  it('a failed first check shows no Login: it says the site could not be reached, and Try again asks again', async () => {
    let reachable = false;
    renderAs(LEARNER, <AccountPage />, { CurrentLearner: () => (reachable ? { currentLearner: LEARNER } : OFFLINE()) });
    expect((await screen.findByRole('alert')).textContent).toMatch(SESSION_UNREACHABLE);
    expect(screen.queryByRole('heading', { name: 'Login' })).toBeNull();
    reachable = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(screen.queryByText(SESSION_UNREACHABLE)).toBeNull();
  });

  it('offline, removing the CV keeps the signed-in page: its error is shown, the session says it could not check', async () => {
    let online = true;
    renderAs(
      WITH_CV,
      <>
        <AccountPage />
        <AskAgain />
      </>,
      {
        CurrentLearner: () => (online ? { currentLearner: WITH_CV } : OFFLINE()),
        DeleteLearnerCv: () => (online ? { deleteLearnerCv: true } : OFFLINE()),
      },
    );
    const card = await screen.findByRole('region', { name: 'CV' });
    online = false;
    fireEvent.click(within(card).getByRole('button', { name: 'Remove the CV Asha CV.pdf' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Yes, remove it' }));
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toBe('The site could not be reached. Check your connection and try again.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Login' })).toBeNull();
    expect(within(card).queryByText('CV removed.')).toBeNull();
    // The session asks again (as after any change) and gets no answer: the learner stays signed in, told why.
    fireEvent.click(screen.getByRole('button', { name: 'test: ask again' }));
    expect((await screen.findByText(SESSION_UNREACHABLE)).closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Login' })).toBeNull();
    // The notice covers part of a phone's screen: it can be closed, and the next failed check shows it again.
    fireEvent.click(screen.getByRole('button', { name: 'Close this message' }));
    expect(screen.queryByText(SESSION_UNREACHABLE)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'test: ask again' }));
    expect(await screen.findByText(SESSION_UNREACHABLE)).toBeTruthy();
    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(SESSION_UNREACHABLE)).toBeNull());
  });
});

describe('removing the CV', () => {
  it('asks first (Keep it gives the focus back to Remove), clears an earlier message, and the answer takes the focus', async () => {
    let cv: unknown = WITH_CV.cv;
    let refuse = true;
    const rest = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ success: false, message: 'A CV must be a PDF or a Word document (.docx)' }, { status: 400 }));
    try {
      renderAs(WITH_CV, <AccountPage />, {
        CurrentLearner: () => ({ currentLearner: { ...WITH_CV, cv } }),
        DeleteLearnerCv: () => (refuse ? new GraphQLRefusal('The CV could not be removed just now', 'INTERNAL') : ((cv = null), { deleteLearnerCv: true })),
      });
      const card = await screen.findByRole('region', { name: 'CV' });
      // An upload refused first: its message goes once Remove is used.
      fireEvent.change(within(card).getByLabelText(/Replace it with/), { target: { files: [new File(['x'], 'cv.txt', { type: 'text/plain' })] } });
      press(within(card).getByRole('button', { name: 'Upload CV' }));
      expect((await within(card).findByRole('alert')).textContent).toBe('A CV must be a PDF or a Word document (.docx)');
      press(within(card).getByRole('button', { name: 'Remove the CV Asha CV.pdf' }));
      const question = within(card).getByText(/^Remove Asha CV.pdf from your account\?/);
      expect(document.activeElement).toBe(question);
      expect(within(card).queryByRole('alert')).toBeNull();
      press(within(card).getByRole('button', { name: 'Keep it' }));
      await waitFor(() => expect(document.activeElement).toBe(within(card).getByRole('button', { name: 'Remove the CV Asha CV.pdf' })));
      // Refused: the answer is checked and shown.
      press(within(card).getByRole('button', { name: 'Remove the CV Asha CV.pdf' }));
      press(within(card).getByRole('button', { name: 'Yes, remove it' }));
      const alert = await within(card).findByRole('alert');
      expect(alert.textContent).toBe('The CV could not be removed just now');
      await waitFor(() => expect(document.activeElement).toBe(alert));
      expect(within(card).queryByText('CV removed.')).toBeNull();
      refuse = false;
      press(within(card).getByRole('button', { name: 'Yes, remove it' }));
      const status = await within(card).findByRole('status');
      expect(status.textContent).toBe('CV removed.');
      await waitFor(() => expect(document.activeElement).toBe(status));
      await waitFor(() => expect(within(card).getByText(/No CV yet/)).toBeTruthy());
    } finally {
      rest.mockRestore();
    }
  });
});

describe('a session ended elsewhere, on My account', () => {
  it('the profile form keeps what was typed beside the Login card, and can be saved once signed in again', async () => {
    let signedIn = true;
    let saved: unknown = null;
    renderAs(LEARNER, <AccountPage />, {
      CurrentLearner: () => ({ currentLearner: signedIn ? LEARNER : null }),
      UpdateLearnerProfile: ({ input }) =>
        signedIn ? ((saved = input), { updateLearnerProfile: { __typename: 'Learner', id: 'l1', name: 'Asha P. Patil', phone: LEARNER.phone } }) : new GraphQLRefusal('Sign in to your learner account to do this.', 'UNAUTHENTICATED'),
      LearnerSignIn: () => ((signedIn = true), { learnerSignIn: { __typename: 'Learner', id: 'l1', name: 'Asha Patil' } }),
    });
    const profile = await screen.findByRole('region', { name: 'Profile' });
    fireEvent.change(within(profile).getByLabelText('Full name'), { target: { value: 'Asha P. Patil' } });
    signedIn = false;
    press(within(profile).getByRole('button', { name: 'Save profile' }));
    const login = await screen.findByRole('region', { name: 'Login' });
    const said = within(login).getByText(/You are no longer signed in/);
    await waitFor(() => expect(document.activeElement).toBe(said));
    expect((within(screen.getByRole('region', { name: 'Profile' })).getByLabelText('Full name') as HTMLInputElement).value).toBe('Asha P. Patil');
    // What needs a session is gone meanwhile.
    expect(screen.queryByRole('region', { name: 'CV' })).toBeNull();
    fireEvent.change(within(login).getByLabelText('Email'), { target: { value: 'asha@example.com' } });
    fireEvent.change(within(login).getByLabelText('Password'), { target: { value: 'a-long-password' } });
    press(within(login).getByRole('button', { name: 'Login' }));
    const status = await screen.findByText('You are signed in as Asha Patil.');
    await waitFor(() => expect(document.activeElement).toBe(status));
    const again = screen.getByRole('region', { name: 'Profile' });
    expect((within(again).getByLabelText('Full name') as HTMLInputElement).value).toBe('Asha P. Patil');
    press(within(again).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(saved).toEqual({ name: 'Asha P. Patil', phone: LEARNER.phone }));
  });
});

describe('signing out and deleting the account', () => {
  it('Sign out says it worked on the page it leads to, and that message takes the focus', async () => {
    let signedIn = true;
    const { router } = renderAs(LEARNER, <AccountPage />, {
      CurrentLearner: () => ({ currentLearner: signedIn ? LEARNER : null }),
      LearnerSignOut: () => ((signedIn = false), { learnerSignOut: true }),
    }, '/account');
    press(await screen.findByRole('button', { name: 'Sign out' }));
    const status = await screen.findByText('You are signed out.');
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(document.activeElement).toBe(status));
  });

  it('Sign out refused (offline): it says so, and the learner stays on the page, signed in', async () => {
    const { router } = renderAs(LEARNER, <AccountPage />, { LearnerSignOut: OFFLINE }, '/account');
    press(await screen.findByRole('button', { name: 'Sign out' }));
    const alert = await screen.findByText('The site could not be reached. Check your connection and try again.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(router.state.location.pathname).toBe('/account');
  });

  it('Delete my account says it worked on the page it leads to, and that message takes the focus', async () => {
    let signedIn = true;
    const { router } = renderAs(LEARNER, <AccountPage />, {
      CurrentLearner: () => ({ currentLearner: signedIn ? LEARNER : null }),
      DeleteLearnerAccount: () => ((signedIn = false), { deleteLearnerAccount: true }),
    }, '/account');
    const card = await screen.findByRole('region', { name: 'Delete my account' });
    fireEvent.change(within(card).getByLabelText('Your password, to confirm'), { target: { value: 'a-long-password' } });
    press(within(card).getByRole('button', { name: 'Delete my account' }));
    const status = await screen.findByText(/^Your account is deleted/);
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(document.activeElement).toBe(status));
    // Not "signed out elsewhere": that was this page's own doing.
    expect(screen.queryByText(/You are no longer signed in/)).toBeNull();
  });
});
