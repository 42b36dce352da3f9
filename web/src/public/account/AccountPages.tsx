// The learner's account pages (noindex): "My account" (profile, CV, password, deleting the account, signing out), the
// page a mailed reset link opens, the forgotten-password page, and the page a used or expired link leads to. The
// server draws the same page for everyone; what is personal loads in the browser (the learner session). A refused
// submit moves the focus to the first field in error, or to the message, and is announced; a success message takes
// the focus of the button that was disabled while the request was under way (../../components/formProblems).
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation } from 'urql';
import { ProblemSummary, takeFocus, useFocusAfterEach, useRefusalFocus } from '../../components/formProblems';
import { usePageMeta } from '../../components/usePageMeta';
import { useScriptReady } from '../../components/useScriptReady';
import { paths } from '../../routes';
import { Field, FormMessage } from '../formFields';
import { ForgotPasswordForm } from '../LoginModal';
import { pageTitle } from '../site';
import { useSiteSettings } from '../siteSettings';
import {
  ChangePasswordMutation,
  LearnerSignInMutation,
  DeleteAccountMutation,
  DeleteCvMutation,
  LearnerSignOutMutation,
  problemsOf,
  RequestResetMutation,
  ResendConfirmationMutation,
  ResetPasswordMutation,
  UpdateProfileMutation,
  type FormProblems,
} from './learnerApi';
import { SessionPending, useLearnerSession, type Learner } from './LearnerSession';
import { ConfirmStep } from './ConfirmStep';
import { AccountNav } from '../applications/AccountNav';
import { MyJobAlertsCard } from '../alerts/MyJobAlertsCard';
import './account.css';
import { CV_TOO_LARGE, LIMITS, PHONE_HINT } from '../../../../gateway/src/services/limits';

const NO_PROBLEMS: FormProblems = { message: null, fields: {} };
const valuesOf = (event: FormEvent<HTMLFormElement>) => Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;

function AccountFrame({ title, children }: { title: string; children: React.ReactNode }) {
  const { siteName } = useSiteSettings();
  usePageMeta(pageTitle(siteName, title), `${title} — your learner account.`, { noindex: true });
  return (
    <div className="account-page">
      <h1 className="account-page__title">{title}</h1>
      {children}
    </div>
  );
}

const SIGN_IN_PROBLEMS: Record<string, string> = {
  refused: 'Wrong e-mail or password',
  unconfirmed: 'Confirm your e-mail address first: open the link we mailed you. We have sent it again.',
  throttled: 'Too many failed sign-in attempts. Try again in 15 minutes.',
  'cross-site': 'This form can only be sent from our own pages. Please try again.',
};

export function AccountPage() {
  const { learner } = useLearnerSession();
  const [params] = useSearchParams();
  // The learner the page was drawn for, kept when the session ends elsewhere (signed out in another tab): the profile
  // form stays as it was typed, beside the sign-in card, so that it can be saved once signed in again.
  const [shownTo, setShownTo] = useState(learner);
  const [kept, setKept] = useState<Learner | null>(null);
  // Signed in on this page (its card, or the header's dialog): a status says so and takes the focus, the card used
  // being gone.
  const [signIns, setSignIns] = useState(0);
  // Signing out or deleting the account here leads home: no "signed out elsewhere" meanwhile.
  const leaving = useRef(false);
  if (learner !== shownTo) {
    setShownTo(learner);
    if (shownTo && learner === null && !leaving.current) setKept(shownTo);
    if (shownTo === null && learner) setSignIns((n) => n + 1);
    if (learner) setKept(null);
  }
  const signedInAgain = !!learner && signIns > 0;
  const shown = learner ?? kept;
  const signInProblem = SIGN_IN_PROBLEMS[params.get('signin') ?? ''] ?? null;
  return (
    <AccountFrame title="My account">
      {params.get('confirmed') === '1' && learner && <p className="form-message form-message--success" role="status">Your e-mail address is confirmed. Welcome, {learner.name}!</p>}
      {/* The link was opened in another browser than the one that signed up: it confirms, and the learner signs in. */}
      {params.get('confirmed') === '1' && learner === null && (
        <p className="form-message form-message--success" role="status">
          Your e-mail address is confirmed. Sign in with your e-mail address and the password you chose.
        </p>
      )}
      {signedInAgain && (
        <p key={signIns} className="form-message form-message--success" role="status" tabIndex={-1} ref={takeFocus}>
          You are signed in as {learner.name}.
        </p>
      )}
      {learner && <AccountNav />}
      {learner === undefined && (
        <>
          {/* Not known yet (the page's script asks). Without script, the sign-in form that posts to the gateway, and no
              "Loading" (hidden by the style that only such a browser reads). */}
          <div className="account-loading">
            <SessionPending loading="Loading your account…" />
          </div>
          <noscript>
            <style>{'.account-loading { display: none; }'}</style>
            <SignInCard problem={signInProblem} />
          </noscript>
        </>
      )}
      {learner === null && <SignInCard problem={signInProblem} signedOutMeanwhile={!!kept} />}
      {shown && <SignedIn key={shown.id} learner={shown} signedOut={!learner} onLeaving={() => (leaving.current = true)} />}
    </AccountFrame>
  );
}

/**
 * Sign-in on the account page: a plain form posted to /account, so it works without JavaScript (the gateway signs in
 * and comes back here, naming a refusal in `?signin=`); with script it signs in through the API without leaving.
 */
function SignInCard({ problem, signedOutMeanwhile = false }: { problem: string | null; signedOutMeanwhile?: boolean }) {
  const { refresh, openLogin } = useLearnerSession();
  const scriptReady = useScriptReady();
  const [{ fetching, error }, signIn] = useMutation(LearnerSignInMutation);
  const { form, refused } = useRefusalFocus();
  const problems = problemsOf(error);
  const message = problems.message ?? Object.values(problems.fields)[0] ?? (error ? null : problem);
  return (
    <section className="account-card" aria-labelledby="account-sign-in">
      <h2 id="account-sign-in">Login</h2>
      {signedOutMeanwhile ? (
        <p className="form-message form-message--error" role="alert" tabIndex={-1} ref={takeFocus}>
          You are no longer signed in (you may have signed out in another tab or window). Sign in again to save your profile: what you typed is kept below.
        </p>
      ) : (
        <p>Sign in to see your profile and CV. New here? Sign up to apply to jobs and hear about new ones.</p>
      )}
      <form
        ref={form}
        method="post"
        action={paths.account.home}
        onSubmit={async (event) => {
          event.preventDefault();
          const { email = '', password = '' } = valuesOf(event);
          const result = await signIn({ email, password });
          if (result.data?.learnerSignIn) await refresh();
          else if (result.error) refused();
        }}
      >
        <FormMessage problems={{ message, fields: {} }} />
        <Field label="Email" name="email" type="email" autoComplete="email" problems={NO_PROBLEMS} />
        <Field label="Password" name="password" type="password" autoComplete="current-password" problems={NO_PROBLEMS} />
        <div className="account-actions">
          <button type="submit" className="button button--primary" disabled={fetching} aria-busy={fetching || undefined}>
            Login
          </button>
          {/* Signing up needs the dialog's script: without it the button is not drawn. */}
          {scriptReady && (
            <button type="button" className="button button--outline" onClick={() => openLogin('signup')}>
              Sign Up
            </button>
          )}
        </div>
        <p>
          <Link to={paths.account.forgot}>Forgot your password?</Link>
        </p>
      </form>
    </section>
  );
}

function SignedIn({ learner, signedOut, onLeaving }: { learner: Learner; signedOut: boolean; onLeaving: () => void }) {
  // Signed out elsewhere meanwhile: only the profile form stays (what was typed in it, in the same place, so that it is
  // not drawn anew), the rest needs a session.
  return (
    <>
      <ProfileCard learner={learner} signedOut={signedOut} />
      {!signedOut && <SessionCards learner={learner} onLeaving={onLeaving} />}
    </>
  );
}

function SessionCards({ learner, onLeaving }: { learner: Learner; onLeaving: () => void }) {
  const { refresh, notify } = useLearnerSession();
  const navigate = useNavigate();
  const [{ fetching, error }, signOut] = useMutation(LearnerSignOutMutation);
  const { form: signOutCard, refused } = useRefusalFocus<HTMLElement>();
  return (
    <>
      <CvCard learner={learner} onChange={refresh} />
      <PasswordCard learner={learner} />
      <MyJobAlertsCard />
      <section className="account-card" ref={signOutCard}>
        <h2>Sign out</h2>
        <p>Signs you out on this device.</p>
        <FormMessage problems={problemsOf(error)} />
        <button
          type="button"
          className="button button--outline"
          disabled={fetching}
          onClick={async () => {
            const result = await signOut({});
            if (result.error) return refused();
            onLeaving();
            await refresh();
            notify('You are signed out.', paths.home);
            navigate(paths.home);
          }}
        >
          Sign out
        </button>
      </section>
      <DeleteCard learner={learner} onLeaving={onLeaving} />
    </>
  );
}

function ProfileCard({ learner, signedOut }: { learner: Learner; signedOut: boolean }) {
  const [{ fetching, error, data }, update] = useMutation(UpdateProfileMutation);
  const { refresh } = useLearnerSession();
  const { form, refusals, refused } = useRefusalFocus();
  // Signed out meanwhile: the Login card says so (and takes the focus), not the refusal that found out; once signed
  // in again that refusal is stale.
  const [staleError, setStaleError] = useState(error);
  if (signedOut && error && staleError !== error) setStaleError(error);
  const problems = signedOut || (error && error === staleError) ? NO_PROBLEMS : problemsOf(error);
  return (
    <section className="account-card" aria-labelledby="account-profile">
      <h2 id="account-profile">Profile</h2>
      <p>
        E-mail: <strong>{learner.email}</strong>
        {learner.providers.length > 0 && <span className="muted"> (also signs in with {learner.providers.map((p) => (p === 'google' ? 'Google' : 'LinkedIn')).join(' and ')})</span>}
      </p>
      <form
        ref={form}
        onSubmit={async (event) => {
          event.preventDefault();
          const { name = '', phone = '' } = valuesOf(event);
          const result = await update({ input: { name, phone } });
          if (result.data) await refresh();
          else if (result.error) refused();
        }}
        noValidate
      >
        <FormMessage problems={problems} success={data && !error ? 'Profile saved.' : null} successTakesFocus />
        <ProblemSummary key={refusals} count={Object.keys(problems.fields).length} />
        <Field label="Full name" name="name" autoComplete="name" defaultValue={learner.name} problems={problems} />
        <Field label="Mobile number" name="phone" type="tel" autoComplete="tel-national" defaultValue={learner.phone} problems={problems} hint={PHONE_HINT} />
        <button type="submit" className="button button--primary" disabled={fetching}>
          Save profile
        </button>
      </form>
    </section>
  );
}

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`);

function CvCard({ learner, onChange }: { learner: Learner; onChange: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // What worked, keyed so that each new one takes the focus (its button is gone or was disabled meanwhile).
  const [saved, setSaved] = useState<{ message: string; key: number } | null>(null);
  const [, deleteCv] = useMutation(DeleteCvMutation);
  const { refresh } = useLearnerSession();
  const input = useRef<HTMLInputElement>(null);
  const { form, refused } = useRefusalFocus();
  // Remove asks first (as Withdraw does); Keep it gives the focus back to Remove.
  const [asking, setAsking] = useState(false);
  const [removing, setRemoving] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const [kept, setKept] = useState(0);
  useFocusAfterEach(kept, () => removeButton.current);
  const refuse = (message: string) => {
    setProblem(message);
    refused();
  };
  const succeed = (message: string) => setSaved((s) => ({ message, key: (s?.key ?? 0) + 1 }));
  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    setSaved(null);
    if (!file) return refuse('Choose a CV to upload');
    if (file.size > LIMITS.cvBytes) return refuse(CV_TOO_LARGE);
    setBusy(true);
    setProblem(null);
    try {
      const form = new FormData();
      form.set('cv', file, file.name);
      const res = await fetch('/api/v1/account/cv', { method: 'POST', body: form, credentials: 'same-origin' });
      const body = (await res.json().catch(() => ({}))) as { message?: string };
      if (!res.ok) {
        // Not signed in any more (signed out in another tab): the session asks again, and the page gives way.
        if (res.status === 401) void refresh();
        refuse(body.message ?? 'The CV could not be saved. Please try again.');
      } else {
        succeed('CV saved.');
        if (input.current) input.current.value = '';
        await onChange();
      }
    } catch {
      refuse('The site could not be reached. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setProblem(null);
    setSaved(null);
    setRemoving(true);
    try {
      const result = await deleteCv({});
      if (result.error || !result.data) return refuse(problemsOf(result.error).message ?? 'The CV could not be removed. Please try again.');
      setAsking(false);
      succeed('CV removed.');
      await onChange();
    } finally {
      setRemoving(false);
    }
  };
  return (
    <section className="account-card" aria-labelledby="account-cv">
      <h2 id="account-cv">CV</h2>
      {learner.cv ? (
        <>
          <p>
            On file: <a href="/api/v1/account/cv">{learner.cv.fileName}</a> ({sizeText(learner.cv.size)}, uploaded {new Date(learner.cv.uploadedAt).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })}).
          </p>
          {asking ? (
            <ConfirmStep
              className="account-confirm"
              label="Remove your CV?"
              question={`Remove ${learner.cv.fileName} from your account? You can upload another at any time.`}
              confirm="Yes, remove it"
              busy={removing}
              busyLabel="Removing…"
              onConfirm={() => void remove()}
              onKeep={() => {
                setAsking(false);
                setKept((n) => n + 1);
              }}
            />
          ) : (
            <div className="account-cv-remove">
              <button
                ref={removeButton}
                type="button"
                className="button button--outline button--small"
                aria-label={`Remove the CV ${learner.cv.fileName}`}
                onClick={() => {
                  setProblem(null);
                  setSaved(null);
                  setAsking(true);
                }}
              >
                Remove
              </button>
            </div>
          )}
        </>
      ) : (
        <p className="muted">No CV yet. Only you and our placement cell can read it.</p>
      )}
      <form ref={form} onSubmit={upload} noValidate>
        {problem && (
          <p className="form-message form-message--error" role="alert" tabIndex={-1}>
            {problem}
          </p>
        )}
        {saved && !problem && (
          <p key={saved.key} className="form-message form-message--success" role="status" tabIndex={-1} ref={takeFocus}>
            {saved.message}
          </p>
        )}
        <div className="field">
          <label htmlFor="account-cv-file">{learner.cv ? 'Replace it with' : 'Upload your CV'} (PDF or Word .docx, at most 5 MB)</label>
          <input ref={input} id="account-cv-file" name="cv" type="file" accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document" />
        </div>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Uploading…' : 'Upload CV'}
        </button>
      </form>
    </section>
  );
}

function PasswordCard({ learner }: { learner: Learner }) {
  const [{ fetching, error, data }, change] = useMutation(ChangePasswordMutation);
  const problems = problemsOf(error);
  const [formKey, setFormKey] = useState(0);
  const { form, refusals, refused } = useRefusalFocus();
  return (
    <section className="account-card" aria-labelledby="account-password">
      <h2 id="account-password">{learner.hasPassword ? 'Change password' : 'Set a password'}</h2>
      {!learner.hasPassword && <p className="muted">You sign in with Google or LinkedIn; a password lets you sign in with your e-mail too.</p>}
      <form
        key={formKey}
        ref={form}
        onSubmit={async (event) => {
          event.preventDefault();
          const { currentPassword, newPassword = '' } = valuesOf(event);
          const result = await change({ currentPassword: currentPassword || null, newPassword });
          if (result.data) setFormKey((k) => k + 1);
          else if (result.error) refused();
        }}
        noValidate
      >
        <FormMessage problems={problems} success={data && !error ? 'Password changed. You are signed out on your other devices.' : null} successTakesFocus />
        <ProblemSummary key={refusals} count={Object.keys(problems.fields).length} />
        {learner.hasPassword && <Field label="Current password" name="currentPassword" type="password" autoComplete="current-password" problems={problems} />}
        <Field label="New password" name="newPassword" type="password" autoComplete="new-password" problems={problems} hint="At least 10 characters" />
        <button type="submit" className="button button--primary" disabled={fetching}>
          {learner.hasPassword ? 'Change password' : 'Set password'}
        </button>
      </form>
    </section>
  );
}

function DeleteCard({ learner, onLeaving }: { learner: Learner; onLeaving: () => void }) {
  const [{ fetching, error }, remove] = useMutation(DeleteAccountMutation);
  const { refresh, notify } = useLearnerSession();
  const navigate = useNavigate();
  const { form, refused } = useRefusalFocus();
  const problems = problemsOf(error);
  return (
    <section className="account-card account-card--danger" aria-labelledby="account-delete">
      <h2 id="account-delete">Delete my account</h2>
      <p>
        This deletes your profile, your CV, your job alerts, your saved jobs, your sign-ins with Google or LinkedIn and every session, for good: it cannot
        be undone. Your applications stay with our placement cell without your name, e-mail, phone, note or CV, so that their counts stay right; nobody can
        tell they were yours. Enquiries you sent to our counsellors through the course forms stay with them; ask us if you want those deleted too.
      </p>
      <form
        ref={form}
        onSubmit={async (event) => {
          event.preventDefault();
          const { password, confirm } = valuesOf(event);
          const result = await remove({ password: password || null, confirm: confirm || null });
          if (result.data?.deleteLearnerAccount) {
            onLeaving();
            await refresh();
            notify('Your account is deleted, with your profile, CV, job alerts and saved jobs. Thank you for having been with us.', paths.home);
            navigate(paths.home);
          } else if (result.error) refused();
        }}
        noValidate
      >
        <FormMessage problems={problems} />
        {learner.hasPassword ? (
          <Field label="Your password, to confirm" name="password" type="password" autoComplete="current-password" problems={problems} />
        ) : (
          <Field label="Type DELETE to confirm" name="confirm" problems={problems} />
        )}
        <button type="submit" className="button button--danger" disabled={fetching}>
          Delete my account
        </button>
      </form>
    </section>
  );
}

/** The page a mailed reset link opens: a new password, which signs the learner in. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [{ fetching, error, data }, reset] = useMutation(ResetPasswordMutation);
  // The section: a link that cannot be used replaces the form with its message.
  const { form: card, refusals, refused } = useRefusalFocus<HTMLElement>();
  const problems = problemsOf(error);
  const linkProblem = problems.fields.token;
  return (
    <AccountFrame title="Set a new password">
      <section className="account-card" ref={card}>
        {data?.resetLearnerPassword ? (
          <p className="form-message form-message--success" role="status" tabIndex={-1} ref={takeFocus}>
            Your password is changed and you are signed in. <Link to={paths.account.home}>Go to My account</Link>
          </p>
        ) : linkProblem ? (
          <>
            <p className="form-message form-message--error" role="alert" tabIndex={-1}>
              {linkProblem}
            </p>
            <ForgotPasswordForm />
          </>
        ) : (
          <form
            onSubmit={async (event) => {
              event.preventDefault();
              const result = await reset({ token, password: valuesOf(event).password ?? '' });
              if (result.data) window.setTimeout(() => window.location.assign(paths.account.home), 1500);
              else if (result.error) refused();
            }}
            noValidate
          >
            <FormMessage problems={{ ...problems, fields: {} }} />
            <ProblemSummary key={refusals} count={Object.keys(problems.fields).length} />
            <Field label="New password" name="password" type="password" autoComplete="new-password" problems={problems} hint="At least 10 characters" />
            <button type="submit" className="button button--primary" disabled={fetching}>
              Set the password
            </button>
          </form>
        )}
      </section>
    </AccountFrame>
  );
}

export function ForgotPasswordPage() {
  return (
    <AccountFrame title="Forgot password">
      <section className="account-card">
        <ForgotPasswordForm />
      </section>
    </AccountFrame>
  );
}

const PROBLEMS: Record<string, string> = {
  expired: 'has expired',
  used: 'was already used',
  invalid: 'is not valid',
};

/** Where a confirmation link that cannot be used leads: says why, and sends a new one. */
export function LinkProblemPage() {
  const [params] = useSearchParams();
  const purpose = params.get('purpose') === 'reset' ? 'reset' : 'confirm';
  const problem = PROBLEMS[params.get('problem') ?? ''] ?? PROBLEMS.invalid;
  const [confirmState, resend] = useMutation(ResendConfirmationMutation);
  const [resetState, requestReset] = useMutation(RequestResetMutation);
  const state = purpose === 'confirm' ? confirmState : resetState;
  const problems = state.error ? problemsOf(state.error) : NO_PROBLEMS;
  const sent = confirmState.data?.resendLearnerConfirmation.message ?? resetState.data?.requestLearnerPasswordReset.message;
  const { form, refused } = useRefusalFocus();
  return (
    <AccountFrame title={purpose === 'confirm' ? 'Confirmation link' : 'Password reset link'}>
      <section className="account-card">
        <p className="form-message form-message--error">
          This {purpose === 'confirm' ? 'confirmation' : 'password reset'} link {problem}.
          {params.get('problem') === 'used' && purpose === 'confirm' ? ' If you confirmed already, just sign in.' : ''}
        </p>
        <form
          ref={form}
          onSubmit={async (event) => {
            event.preventDefault();
            const email = valuesOf(event).email ?? '';
            const result = purpose === 'confirm' ? await resend({ email }) : await requestReset({ email });
            if (result.error) refused();
          }}
          noValidate
        >
          <p>Ask for a new link: enter the e-mail address you signed up with.</p>
          <FormMessage problems={problems} success={sent} successTakesFocus />
          <Field label="Email" name="email" type="email" autoComplete="email" problems={problems} />
          <button type="submit" className="button button--primary" disabled={state.fetching}>
            Send a new link
          </button>
        </form>
      </section>
    </AccountFrame>
  );
}
