// Who is signed in on the public site, known only in the browser: pages are the same HTML for everyone (the page
// cache serves them), and the signed-in learner is asked for after hydration. The header, the login modal and the
// account pages share it; `refresh` asks again after a sign-in or sign-out. A session can also end elsewhere (signed
// out or the account deleted in another tab, a password changed on another device): the first request of the
// learner's that is refused UNAUTHENTICATED makes the session ask again, so the header offers Login and the pages and
// forms their sign-in prompts.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useClient } from 'urql';
import { onUnauthenticated } from '../../api/client';
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

interface LearnerSessionValue {
  /** undefined until the browser has asked (and on the server); null when nobody is signed in. */
  learner: Learner | null | undefined;
  refresh: () => Promise<Learner | null>;
  /** Opens the login modal (set by the layout that draws it), at Login, Sign Up or Forgot password. */
  openLogin: (view?: 'signin' | 'signup' | 'forgot', options?: LoginOptions) => void;
}

const LearnerSessionContext = createContext<LearnerSessionValue>({ learner: undefined, refresh: async () => null, openLogin: () => undefined });

export function LearnerSessionProvider({ children, openLogin }: { children: ReactNode; openLogin: LearnerSessionValue['openLogin'] }) {
  const client = useClient();
  const [learner, setLearner] = useState<Learner | null | undefined>(undefined);
  const refresh = useCallback(async () => {
    const result = await client.query(CurrentLearnerQuery, {}, { requestPolicy: 'network-only' }).toPromise();
    const next = result.data?.currentLearner ?? null;
    setLearner(next);
    return next;
  }, [client]);
  useEffect(() => {
    // The gateway sets this script-readable flag with the (HttpOnly) session cookie: without it nobody is signed in,
    // and the page makes no request to find that out.
    if (/(?:^|;\s*)lc_signed_in=1(?:;|$)/.test(document.cookie)) void refresh();
    else setLearner(null);
  }, [refresh]);
  // While signed in, a request refused UNAUTHENTICATED asks again who is signed in, once for each answer: the session
  // ended elsewhere. (A refusal about something else, e.g. a staff preview's token, leaves the learner signed in, and
  // the answer, a new object, arms this again.)
  useEffect(() => {
    if (!learner) return;
    let asked = false;
    return onUnauthenticated(() => {
      if (asked) return;
      asked = true;
      void refresh();
    });
  }, [learner, refresh]);
  const value = useMemo(() => ({ learner, refresh, openLogin }), [learner, refresh, openLogin]);
  return <LearnerSessionContext.Provider value={value}>{children}</LearnerSessionContext.Provider>;
}

export function useLearnerSession(): LearnerSessionValue {
  return useContext(LearnerSessionContext);
}
