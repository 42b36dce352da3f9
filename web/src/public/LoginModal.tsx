// The learner login modal (SPEC "Learner login modal"). Learner accounts are a later step: until then the modal says
// so, and its controls are shown but disabled rather than pretending to work.
import { useId } from 'react';
import { Modal } from '../components/Modal';
import { LockIcon } from '../components/icons';
import { useSiteSettings } from './siteSettings';

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

export function LoginModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const settings = useSiteSettings();
  const emailId = useId();
  const passwordId = useId();
  const noticeId = useId();
  return (
    <Modal open={open} onClose={onClose} title="Login" className="login-modal">
      <div className="login-notice" id={noticeId} role="status">
        <LockIcon size={20} />
        <p>
          <strong>Learner sign-in is coming soon.</strong> Accounts for learners are not open yet, so this form cannot sign
          you in. Browse jobs and placements freely in the meantime.
        </p>
      </div>
      <div className="social-logins">
        <button type="button" className="button button--social" disabled aria-describedby={noticeId}>
          <GoogleMark />
          Continue with Google
          <span className="soon-tag">Soon</span>
        </button>
        <button type="button" className="button button--social" disabled aria-describedby={noticeId}>
          <LinkedInMark />
          Continue with LinkedIn
          <span className="soon-tag">Soon</span>
        </button>
      </div>
      <p className="divider">
        <span>or</span>
      </p>
      <form className="login-form" onSubmit={(e) => e.preventDefault()} aria-describedby={noticeId}>
        <fieldset disabled>
          <div className="field">
            <label htmlFor={emailId}>Email</label>
            <input id={emailId} type="email" autoComplete="email" placeholder="you@example.com" />
          </div>
          <div className="field">
            <label htmlFor={passwordId}>Password</label>
            <input id={passwordId} type="password" autoComplete="current-password" placeholder="Your password" />
          </div>
          <button type="submit" className="button button--primary button--block">
            Login
          </button>
        </fieldset>
      </form>
      <p className="login-signup">
        Don’t have an account?{' '}
        <a href={`mailto:${settings.supportEmail}?subject=${encodeURIComponent('Learner account')}`}>Sign Up</a>
        <span className="muted"> — write to us and we will tell you when accounts open.</span>
      </p>
    </Modal>
  );
}
