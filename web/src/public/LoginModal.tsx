// The learner login modal (SPEC "Learner login modal"): Google and LinkedIn (each shown when the site is configured
// for it), e-mail and password, Sign Up, and a forgotten password. A sign-in sets the HttpOnly session cookie; the
// header and the account pages learn of it through the learner session. A refused submit moves the focus to the first
// field in error, or to the message, and is announced (../components/formProblems, as the lead forms do). The control
// used to switch views (Login, Sign Up, Forgot password) is gone once it has worked: the new view's title takes the
// focus, and a success message the focus of the form it replaces.
import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { ProblemSummary, useFocusAfterEach, useRefusalFocus } from '../components/formProblems';
import { Modal } from '../components/Modal';
import { useCloseOnBack } from '../components/useCloseOnBack';
import { LearnerSignInMutation, LearnerSignUpMutation, problemsOf, RequestResetMutation, SignInProvidersQuery, type FormProblems } from './account/learnerApi';
import { useLearnerSession } from './account/LearnerSession';
import { Field, FormMessage } from './formFields';
import { PHONE_HINT } from '../../../gateway/src/services/limits';

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
      <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8z" />
      <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.5-2.7c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.7H2.1v2.8A11 11 0 0 0 12 23z" />
      <path fill="#FBBC05" d="M5.7 14c-.2-.7-.4-1.3-.4-2s.2-1.4.4-2V7.2H2.1a11 11 0 0 0 0 9.7z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.2L5.7 10c.9-2.7 3.4-4.6 6.3-4.6z" />
    </svg>
  );
}

function LinkedInMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
      <rect width="24" height="24" rx="4" fill="#0A66C2" />
      <path fill="#fff" d="M7.1 9.5h2.6V18H7.1zm1.3-4.2a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zM11.3 9.5h2.5v1.2c.4-.7 1.2-1.4 2.6-1.4 2.7 0 3.2 1.8 3.2 4.1V18H17v-4c0-1 0-2.2-1.4-2.2s-1.6 1-1.6 2.1V18h-2.6z" />
    </svg>
  );
}

export type LoginView = 'signin' | 'signup' | 'forgot';

const NO_PROBLEMS: FormProblems = { message: null, fields: {} };

/**
 * A modal form's refused submits: the problems of the last answer (cleared while the next request is under way, so
 * that the same message is announced again), and the focus moved to the first field in error or the message after
 * each refusal. `refused` takes a mutation's answer and tells whether it was refused.
 */
function useRefusals() {
  const { form, refused } = useRefusalFocus();
  const [problems, setProblems] = useState<FormProblems>(NO_PROBLEMS);
  return {
    form,
    problems,
    submitting: () => setProblems(NO_PROBLEMS),
    refused: (result: { error?: CombinedError }) => {
      if (!result.error) return false;
      setProblems(problemsOf(result.error));
      refused();
      return true;
    },
  };
}

const formValues = (event: FormEvent<HTMLFormElement>) => Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;

function ProviderButtons({ returnTo: target }: { returnTo?: string }) {
  const { pathname, search } = useLocation();
  const [{ data }] = useQuery({ query: SignInProvidersQuery });
  const providers = data?.signInProviders;
  if (!providers?.google && !providers?.linkedin) return null;
  const returnTo = encodeURIComponent(target ?? `${pathname}${search}`);
  return (
    <>
      <div className="social-logins">
        {providers.google && (
          <a className="button button--social" href={`/auth/google?returnTo=${returnTo}`}>
            <GoogleMark />
            Continue with Google
          </a>
        )}
        {providers.linkedin && (
          <a className="button button--social" href={`/auth/linkedin?returnTo=${returnTo}`}>
            <LinkedInMark />
            Continue with LinkedIn
          </a>
        )}
      </div>
      <p className="divider">
        <span>or</span>
      </p>
    </>
  );
}

/** The e-mail address typed in a view's form, carried to the next view (Sign Up, Forgot password, back to Login). */
const typedEmail = (form: HTMLFormElement | null) => (form?.elements.namedItem('email') as HTMLInputElement | null)?.value ?? '';

function SignInForm({ onDone, show, email: initialEmail }: { onDone: () => void; show: (view: LoginView, email?: string) => void; email: string }) {
  const session = useLearnerSession();
  const [{ fetching }, signIn] = useMutation(LearnerSignInMutation);
  const { form, problems, submitting, refused } = useRefusals();
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { email = '', password = '' } = formValues(event);
    submitting();
    const result = await signIn({ email, password });
    if (refused(result)) return;
    if (result.data?.learnerSignIn) {
      // Closed first, so that the focus goes back to the control that opened the dialog (the page behind is inert while
      // it is open); then what the page shows for the learner (which may replace that control) can take it.
      onDone();
      await session.refresh();
    }
  };
  return (
    <form ref={form} className="login-form" onSubmit={onSubmit} noValidate>
      <FormMessage problems={{ ...problems, message: problems.message ?? Object.values(problems.fields)[0] ?? null, fields: {} }} />
      <Field label="Email" name="email" type="email" autoComplete="email" problems={{ message: null, fields: {} }} defaultValue={initialEmail} />
      <Field label="Password" name="password" type="password" autoComplete="current-password" problems={{ message: null, fields: {} }} />
      <button type="submit" className="button button--primary button--block" disabled={fetching} aria-busy={fetching || undefined}>
        {fetching ? 'Signing in…' : 'Login'}
      </button>
      <p className="login-signup">
        <button type="button" className="link-button" onClick={() => show('forgot', typedEmail(form.current))}>
          Forgot your password?
        </button>
      </p>
      <p className="login-signup">
        Don’t have an account?{' '}
        <button type="button" className="link-button" onClick={() => show('signup', typedEmail(form.current))}>
          Sign Up
        </button>
      </p>
    </form>
  );
}

function SignUpForm({ show, returnTo, email: initialEmail }: { show: (view: LoginView, email?: string) => void; returnTo?: string; email: string }) {
  const [{ fetching, data }, signUp] = useMutation(LearnerSignUpMutation);
  const { form, problems, submitting, refused } = useRefusals();
  // The address signed up with, for the Login form once the link is confirmed.
  const [sentTo, setSentTo] = useState('');
  if (data?.learnerSignUp) {
    return (
      <div className="login-form">
        <FormMessage problems={problems} success={data.learnerSignUp.message} successTakesFocus />
        <p className="login-signup">
          <button type="button" className="link-button" onClick={() => show('signin', sentTo)}>
            Back to Login
          </button>
        </p>
      </div>
    );
  }
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { name = '', email = '', phone = '', password = '' } = formValues(event);
    setSentTo(email);
    submitting();
    // The confirmation link leads back to where the visitor was going (a job's application form), if anywhere.
    refused(await signUp({ input: { name, email, phone, password, ...(returnTo ? { returnTo } : {}) } }));
  };
  return (
    <form ref={form} className="login-form" onSubmit={onSubmit} noValidate>
      <FormMessage problems={problems} />
      <ProblemSummary count={Object.keys(problems.fields).length} />
      <Field label="Full name" name="name" autoComplete="name" problems={problems} />
      <Field label="Email" name="email" type="email" autoComplete="email" problems={problems} defaultValue={initialEmail} />
      <Field label="Mobile number" name="phone" type="tel" autoComplete="tel-national" problems={problems} hint={PHONE_HINT} />
      <Field label="Password" name="password" type="password" autoComplete="new-password" problems={problems} hint="At least 10 characters" />
      <button type="submit" className="button button--primary button--block" disabled={fetching} aria-busy={fetching || undefined}>
        {fetching ? 'Signing up…' : 'Sign Up'}
      </button>
      <p className="login-signup">
        Already have an account?{' '}
        <button type="button" className="link-button" onClick={() => show('signin', typedEmail(form.current))}>
          Login
        </button>
      </p>
    </form>
  );
}

export function ForgotPasswordForm({ onBack, email: initialEmail }: { onBack?: (email: string) => void; email?: string }) {
  const [{ fetching, data }, request] = useMutation(RequestResetMutation);
  const { form, problems, submitting, refused } = useRefusals();
  const [sentTo, setSentTo] = useState('');
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = formValues(event).email ?? '';
    setSentTo(email);
    submitting();
    refused(await request({ email }));
  };
  return (
    <form ref={form} className="login-form" onSubmit={onSubmit} noValidate>
      <p>Enter the e-mail address of your account: we will mail you a link to set a new password.</p>
      <FormMessage problems={problems} success={data?.requestLearnerPasswordReset.message} successTakesFocus />
      {!data && (
        <>
          <Field label="Email" name="email" type="email" autoComplete="email" problems={problems} defaultValue={initialEmail} />
          <button type="submit" className="button button--primary button--block" disabled={fetching} aria-busy={fetching || undefined}>
            Send the link
          </button>
        </>
      )}
      {onBack && (
        <p className="login-signup">
          <button type="button" className="link-button" onClick={() => onBack(sentTo || typedEmail(form.current))}>
            Back to Login
          </button>
        </p>
      )}
    </form>
  );
}

const TITLES: Record<LoginView, string> = { signin: 'Login', signup: 'Sign Up', forgot: 'Forgot password' };

export function LoginModal({ open, onClose, initialView = 'signin', reason, returnTo }: { open: boolean; onClose: () => void; initialView?: LoginView; reason?: string; returnTo?: string }) {
  const [view, setView] = useState<LoginView>(initialView);
  // Each switch to another view (the button used is gone with the view it was in) focuses the new view's title, at
  // the top of the dialog, as WAI-ARIA's dialog pattern suggests when the first field would scroll the start away.
  const title = useRef<HTMLHeadingElement>(null);
  const [switches, setSwitches] = useState(0);
  useFocusAfterEach(switches, () => title.current);
  // The e-mail address typed in one view fills in the next one's.
  const [email, setEmail] = useState('');
  const show = (next: LoginView, typed?: string) => {
    if (typed) setEmail(typed);
    setView(next);
    setSwitches((n) => n + 1);
  };
  // A phone's Back closes the dialog, not the page behind it.
  useCloseOnBack(open, onClose);
  return (
    <Modal open={open} onClose={onClose} title={TITLES[view]} className="login-modal" titleRef={title}>
      {reason && view !== 'forgot' && <p className="login-reason">{reason}</p>}
      {view !== 'forgot' && <ProviderButtons returnTo={returnTo} />}
      {view === 'signin' && <SignInForm onDone={onClose} show={show} email={email} />}
      {view === 'signup' && <SignUpForm show={show} returnTo={returnTo} email={email} />}
      {view === 'forgot' && <ForgotPasswordForm onBack={(typed) => show('signin', typed)} email={email} />}
      <p className="login-signup muted">
        By signing up you agree that we keep your details to help you find courses and jobs. <Link to="/account" onClick={onClose}>My account</Link> lets you change or delete them.
      </p>
    </Modal>
  );
}
