// The frame of a signed-in learner's page (My applications, Saved jobs): noindex, the same HTML for everyone (the
// server never knows who asks), the learner's own list once the browser knows who is signed in; a sign-in prompt
// otherwise.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../components/usePageMeta';
import { useScriptReady } from '../../components/useScriptReady';
import { paths } from '../../routes';
import { takeFocus } from '../../components/formProblems';
import { SessionPending, useLearnerSession, type Learner } from '../account/LearnerSession';
import { pageTitle } from '../site';
import { useSiteSettings } from '../siteSettings';
import { AccountNav } from './AccountNav';
import '../account/account.css';
import './applications.css';

export function LearnerPageFrame({ title, what, children }: { title: string; what: string; children: (learner: Learner) => ReactNode }) {
  const { siteName } = useSiteSettings();
  usePageMeta(pageTitle(siteName, title), `${title} — your learner account.`, { noindex: true });
  const scriptReady = useScriptReady();
  const { learner, openLogin } = useLearnerSession();
  // Signed in from the prompt: a status says so and takes the focus (the prompt's button is gone).
  const [shownTo, setShownTo] = useState(learner);
  const [signIns, setSignIns] = useState(0);
  if (learner !== shownTo) {
    setShownTo(learner);
    if (shownTo === null && learner) setSignIns((n) => n + 1);
  }
  return (
    <div className="account-page account-page--wide">
      <h1 className="account-page__title">{title}</h1>
      <AccountNav />
      {learner && signIns > 0 && (
        <p key={signIns} className="form-message form-message--success" role="status" tabIndex={-1} ref={takeFocus}>
          You are signed in as {learner.name}.
        </p>
      )}
      {learner ? (
        children(learner)
      ) : !scriptReady ? (
        <p className="loading-text" role="status">
          This page shows {what} once its script runs, after you sign in on <Link to={paths.account.home}>My account</Link>.
        </p>
      ) : learner === undefined ? (
        <SessionPending />
      ) : (
        <section className="account-card">
          <p>Sign in to see {what}.</p>
          <div className="account-actions">
            <button type="button" className="button button--primary" onClick={() => openLogin('signin')}>
              Login
            </button>
            <button type="button" className="button button--outline" onClick={() => openLogin('signup')}>
              Sign Up
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
