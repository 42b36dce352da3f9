// Who is signed in on the public site, known only in the browser: pages are the same HTML for everyone (the page
// cache serves them), and the signed-in learner is asked for after hydration. The header, the login modal and the
// account pages share it; `refresh` asks again after a sign-in or sign-out. A session can also end elsewhere (signed
// out or the account deleted in another tab, a password changed on another device): the first request of the
// learner's that is refused UNAUTHENTICATED makes the session ask again, so the header offers Login and the pages and
// forms their sign-in prompts.
//
// Only an answer saying nobody is signed in shows a sign-in prompt: a check that fails (the site could not be reached,
// the server answered with an error) keeps what was known before (or "not known yet", undefined), and says so with a
// way to try again (`problem`, `retry`, and the notice drawn below the page). Signing out or deleting the account
// elsewhere on the site leads to another page: `notify` shows what happened there (a status that takes the focus).
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useClient } from 'urql';
import { onUnauthenticated } from '../../api/client';
import { takeFocus } from '../../components/formProblems';
import type { CurrentLearnerQuery as CurrentLearnerResult } from '../../gql/graphql';
import { CurrentLearnerQuery } from './learnerApi';

export type Learner = NonNullable<CurrentLearnerResult['currentLearner']>;

/** Why the login modal opened, and where a sign-up's confirmation link should lead (e.g. a job's application form). */
export interface LoginOptions {
  /** A line at the top of the modal ("Sign in or sign up to apply for …"). */
  reason?: string;
  /** A path on this site: the confirmation link of a sign-up (and a Google or LinkedIn sign-in) comes back to it. */
  returnTo?: string;
}

/**
 * Whether this browser says a learner is signed in: the gateway sets this script-readable flag with the (HttpOnly)
 * session cookie. A hint only (the session may have ended since): the answer of CurrentLearner decides.
 */
export function hasSignedInMark(): boolean {
  return typeof document !== 'undefined' && /(?:^|;\s*)lc_signed_in=1(?:;|$)/.test(document.cookie);
}

export const SESSION_UNREACHABLE = 'The site could not be reached, so we could not check whether you are signed in. Check your connection and try again.';

interface LearnerSessionValue {
  /**
   * undefined until the browser has had an answer (and on the server, and while a failed first check has not been
   * answered since); null when the site said nobody is signed in.
   */
  learner: Learner | null | undefined;
  /** Asks again; a failed check keeps (and answers) the learner known before. */
  refresh: () => Promise<Learner | null | undefined>;
  /** Set while the last check failed (the learner shown is the last one known). */
  problem: string | null;
  /** Opens the login modal (set by the layout that draws it), at Login, Sign Up or Forgot password. */
  openLogin: (view?: 'signin' | 'signup' | 'forgot', options?: LoginOptions) => void;
  /** Shows `message` on the page at `path` (default: the current one) as a status that takes the focus. */
  notify: (message: string, path?: string) => void;
  /** A page says `problem` itself (SessionPending) while mounted: the notice below the page is not drawn. */
  showsProblem: () => () => void;
}

const LearnerSessionContext = createContext<LearnerSessionValue>({
  learner: undefined,
  refresh: async () => null,
  problem: null,
  openLogin: () => undefined,
  notify: () => undefined,
  showsProblem: () => () => undefined,
});

export function LearnerSessionProvider({ children, openLogin }: { children: ReactNode; openLogin: LearnerSessionValue['openLogin'] }) {
  const client = useClient();
  const { pathname } = useLocation();
  const [learner, setLearner] = useState<Learner | null | undefined>(undefined);
  const known = useRef<Learner | null | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  // The notice of a failed check can be closed (it covers part of a phone's screen); the next failure shows it again.
  const [failedChecks, setFailedChecks] = useState(0);
  const [closedAt, setClosedAt] = useState(0);
  const refresh = useCallback(async () => {
    const result = await client.query(CurrentLearnerQuery, {}, { requestPolicy: 'network-only' }).toPromise();
    // An answer (someone or nobody) is believed; no answer (offline, a server error) changes nothing.
    const refused = result.error?.graphQLErrors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
    if (!refused && (result.error || !result.data)) {
      setProblem(SESSION_UNREACHABLE);
      setFailedChecks((n) => n + 1);
      return known.current;
    }
    const next = result.data?.currentLearner ?? null;
    known.current = next;
    setProblem(null);
    setLearner(next);
    return next;
  }, [client]);
  useEffect(() => {
    // The gateway sets this script-readable flag with the (HttpOnly) session cookie: without it nobody is signed in,
    // and the page makes no request to find that out.
    if (hasSignedInMark()) void refresh();
    else {
      known.current = null;
      setLearner(null);
    }
  }, [refresh]);
  // Back online after a failed check: ask again.
  useEffect(() => {
    if (!problem) return;
    const again = () => void refresh();
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [problem, refresh]);
  // While signed in, a request refused UNAUTHENTICATED asks again who is signed in, once for each answer: the session
  // ended elsewhere. (A refusal about something else, e.g. a staff preview's token, leaves the learner signed in, and
  // the answer, a new object, arms this again; so does a check that failed.)
  useEffect(() => {
    if (!learner) return;
    let asked = false;
    return onUnauthenticated(() => {
      if (asked) return;
      asked = true;
      void refresh();
    });
  }, [learner, problem, refresh]);
  const [notice, setNotice] = useState<{ message: string; path: string; key: number } | null>(null);
  const notify = useCallback((message: string, path?: string) => {
    setNotice((n) => ({ message, path: path ?? window.location.pathname, key: (n?.key ?? 0) + 1 }));
  }, []);
  // The notice belongs to the page it was meant for: going on elsewhere takes it away.
  const seen = useRef(false);
  useEffect(() => {
    if (!notice) return;
    if (pathname === notice.path) seen.current = true;
    else if (seen.current) {
      seen.current = false;
      setNotice(null);
    }
  }, [notice, pathname]);
  const [pagesShowingProblem, setPagesShowingProblem] = useState(0);
  const showsProblem = useCallback(() => {
    setPagesShowingProblem((n) => n + 1);
    return () => setPagesShowingProblem((n) => n - 1);
  }, []);
  const value = useMemo(() => ({ learner, refresh, problem, openLogin, notify, showsProblem }), [learner, refresh, problem, openLogin, notify, showsProblem]);
  const problemNotice = pagesShowingProblem === 0 && failedChecks !== closedAt ? problem : null;
  return (
    <LearnerSessionContext.Provider value={value}>
      {children}
      {(problemNotice || (notice && notice.path === pathname)) && (
        <div className="session-notices">
          {problemNotice && (
            <div className="session-notice session-notice--problem" role="alert">
              <p>{problemNotice}</p>
              <div className="session-notice__actions">
                <button type="button" className="button button--outline button--small" onClick={() => void refresh()}>
                  Try again
                </button>
                <button type="button" className="button button--outline button--small" aria-label="Close this message" onClick={() => setClosedAt(failedChecks)}>
                  Close
                </button>
              </div>
            </div>
          )}
          {notice && notice.path === pathname && (
            <div className="session-notice">
              <p key={notice.key} role="status" tabIndex={-1} ref={takeFocus}>
                {notice.message}
              </p>
              <button type="button" className="button button--outline button--small" aria-label="Close this message" onClick={() => setNotice(null)}>
                OK
              </button>
            </div>
          )}
        </div>
      )}
    </LearnerSessionContext.Provider>
  );
}

export function useLearnerSession(): LearnerSessionValue {
  return useContext(LearnerSessionContext);
}

/**
 * What a page that needs the learner shows while it is not known yet: "Loading…", or that it could not be checked,
 * with Try again (in place of the notice below the page, which it hides meanwhile).
 */
export function SessionPending({ loading = 'Loading…' }: { loading?: string }) {
  const { problem, refresh, showsProblem } = useLearnerSession();
  useEffect(() => showsProblem(), [showsProblem]);
  if (!problem) {
    return (
      <p className="loading-text" role="status">
        {loading}
      </p>
    );
  }
  return (
    <div className="session-pending" role="alert">
      <p className="form-message form-message--error">{problem}</p>
      <button type="button" className="button button--primary" onClick={() => void refresh()}>
        Try again
      </button>
    </div>
  );
}
