// The frame of a signed-in learner's page (My applications, Saved jobs): noindex, the same HTML for everyone (the
// server never knows who asks), the learner's own list once the browser knows who is signed in; a sign-in prompt
// otherwise.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../components/usePageMeta';
import { useScriptReady } from '../../components/useScriptReady';
import { paths } from '../../routes';
import { useLearnerSession, type Learner } from '../account/LearnerSession';
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
  return (
    <div className="account-page account-page--wide">
      <h1 className="account-page__title">{title}</h1>
      <AccountNav />
      {learner ? (
        children(learner)
      ) : !scriptReady || learner === undefined ? (
        <p className="loading-text" role="status">
          {scriptReady ? 'Loading…' : <>This page shows {what} once its script runs, after you sign in on <Link to={paths.account.home}>My account</Link>.</>}
        </p>
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
