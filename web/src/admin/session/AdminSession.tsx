// Who is signed in to /admin. The token lives in localStorage (adminToken); whether it still counts is asked of
// the server (`me`), so an expired, revoked or forged token is the same as none. Provides the admin urql client.
import { notifications } from '@mantine/notifications';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Provider as UrqlProvider } from 'urql';
import { ADMIN_TOKEN_KEY, readAdminToken } from '../../api/client';
import { graphql } from '../gql';
import type { AdminSessionUserFragment, Role } from '../gql/graphql';
import { createAdminClient } from '../api/adminClient';
import { SessionExpiredModal } from './SessionExpiredModal';

graphql(`
  fragment AdminSessionUser on User {
    id
    name
    username
    email
    role
  }
`);

const MeQuery = graphql(`
  query AdminMe {
    me {
      ...AdminSessionUser
    }
  }
`);

const LogoutMutation = graphql(`
  mutation AdminLogout {
    adminLogout
  }
`);

export type AdminUser = AdminSessionUserFragment;
export type SessionStatus = 'checking' | 'signedOut' | 'signedIn' | 'unreachable';

/** Roles that may enter /admin (a USER account may not). */
export const STAFF_ROLES: readonly Role[] = ['ADMIN', 'EDITOR'];

export interface AdminSessionValue {
  status: SessionStatus;
  user: AdminUser | null;
  /** Why the check could not finish (status "unreachable"). */
  problem: string | null;
  signIn(token: string, user: AdminUser): void;
  signOut(): void;
  retry(): void;
}

const SessionContext = createContext<AdminSessionValue | null>(null);

function writeToken(token: string | null) {
  try {
    if (token) localStorage.setItem(ADMIN_TOKEN_KEY, token);
    else localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Storage can be unavailable (private mode, quotas): the session then lasts as long as the page.
  }
}

export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(() => readAdminToken());
  const [user, setUser] = useState<AdminUser | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  /** The session ended while signed in: the pages stay, under a dialog to sign in again. */
  const [expired, setExpired] = useState(false);
  const tokenRef = useRef(token);
  const userRef = useRef(user);
  userRef.current = user;
  tokenRef.current = token;
  const clientRef = useRef<ReturnType<typeof createAdminClient> | null>(null);

  const signOut = useCallback(() => {
    // The server ends the session, so the token is worthless even if a copy of it survives somewhere. Best effort:
    // signing out here must not wait for (or depend on) the network.
    const ending = tokenRef.current;
    if (ending && clientRef.current) {
      void clientRef.current
        .mutation(LogoutMutation, {}, { fetchOptions: { headers: { authorization: `Bearer ${ending}` } } })
        .toPromise()
        .catch(() => undefined);
    }
    writeToken(null);
    setToken(null);
    setUser(null);
    setProblem(null);
    setExpired(false);
  }, []);

  const expire = useCallback(() => {
    if (!tokenRef.current) return;
    if (userRef.current) {
      // Signed in until now: keep the page (and what was typed) and ask to sign in again. The token is worthless.
      writeToken(null);
      setExpired(true);
      return;
    }
    signOut();
    notifications.show({ id: 'session-ended', color: 'yellow', title: 'Signed out', message: 'Your session has ended. Please sign in again.' });
  }, [signOut]);

  const signInAgain = useCallback((nextToken: string, nextUser: AdminUser) => {
    writeToken(nextToken);
    setExpired(false);
    setProblem(null);
    // The same person carries on with the page as it is (a new client, so nothing cached under the old token stays);
    // someone else gets their own admin.
    setUser(nextUser);
    setToken(nextToken);
  }, []);

  // A new client per token: a fresh cache for every session.
  const client = useMemo(() => createAdminClient(expire), [token, expire]);
  clientRef.current = client;

  const signIn = useCallback((nextToken: string, nextUser: AdminUser) => {
    writeToken(nextToken);
    setProblem(null);
    setUser(nextUser);
    setToken(nextToken);
  }, []);

  // Check a stored token with the server.
  useEffect(() => {
    if (!token || user) return;
    let cancelled = false;
    setProblem(null);
    client
      .query(MeQuery, {}, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        if (cancelled) return;
        if (result.error?.networkError) {
          setProblem(result.error.networkError.message || 'The server could not be reached');
          return;
        }
        const me = result.data?.me;
        if (me && STAFF_ROLES.includes(me.role)) setUser(me);
        else signOut();
      });
    return () => {
      cancelled = true;
    };
  }, [token, user, client, attempt, signOut]);

  // Signing in or out in another tab applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== ADMIN_TOKEN_KEY && event.key !== null) return;
      const stored = readAdminToken();
      if (stored === tokenRef.current) return;
      setExpired(false);
      setUser(null);
      setProblem(null);
      setToken(stored);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const status: SessionStatus = !token ? 'signedOut' : user ? 'signedIn' : problem ? 'unreachable' : 'checking';
  const value = useMemo<AdminSessionValue>(
    () => ({ status, user, problem, signIn, signOut, retry: () => { setProblem(null); setAttempt((n) => n + 1); } }),
    [status, user, problem, signIn, signOut],
  );

  return (
    <SessionContext.Provider value={value}>
      <UrqlProvider value={client}>
        {children}
        {expired && user && (
          <SessionExpiredModal user={user} onSignedIn={signInAgain} onSignOut={signOut} />
        )}
      </UrqlProvider>
    </SessionContext.Provider>
  );
}

/** A fixed session around `children` (component tests render pages with it, without a server check). */
export function StaticAdminSession({ value, children }: { value: AdminSessionValue; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useAdminSession(): AdminSessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useAdminSession must be used inside <AdminSessionProvider>');
  return session;
}

/** For components that only render for a signed-in account. */
export function useAdminUser(): AdminUser {
  const { user } = useAdminSession();
  if (!user) throw new Error('useAdminUser needs a signed-in account');
  return user;
}
