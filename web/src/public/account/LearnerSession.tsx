// Who is signed in on the public site, known only in the browser: pages are the same HTML for everyone (the page
// cache serves them), and the signed-in learner is asked for after hydration. The header, the login modal and the
// account pages share it; `refresh` asks again after a sign-in or sign-out. A session can also end elsewhere (signed
// out or the account deleted in another tab, a password changed on another device): the first request of the
// learner's that is refused UNAUTHENTICATED makes the session ask again, so the header offers Login and the pages and
// forms their sign-in prompts.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createRequest, makeOperation, Provider, useClient, type Client, type GraphQLRequest, type OperationContext, type OperationType } from 'urql';
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

/** An API client whose answers are watched for a refusal UNAUTHENTICATED, and who is told of one (while signed in). */
interface WatchedClient {
  client: Client;
  onUnauthenticated: (() => void) | null;
}

const watchedClients = new WeakMap<Client, WatchedClient>();

/** Whether a GraphQL answer's text names a refusal UNAUTHENTICATED. */
function saysUnauthenticated(text: string): boolean {
  try {
    const body = JSON.parse(text) as { errors?: { extensions?: { code?: unknown } }[] } | null;
    return !!body?.errors?.some((error) => error?.extensions?.code === 'UNAUTHENTICATED');
  } catch {
    return false;
  }
}

/**
 * The API client as the pages below the session use it: the same client (its cache, the answers the server rendered
 * with), each of its requests sent through a fetch that looks at the answer for UNAUTHENTICATED while a learner is
 * signed in. One per client (a WeakMap), so that the pages keep the same client however often the session renders.
 */
function watchedClientFor(client: Client): WatchedClient {
  const known = watchedClients.get(client);
  if (known) return known;
  const watched: WatchedClient = { client: Object.create(client) as Client, onUnauthenticated: null };
  const watchingFetch =
    (fetchOf: typeof fetch | undefined): typeof fetch =>
    async (input, init) => {
      const response = await (fetchOf ?? globalThis.fetch)(input, init);
      const tell = watched.onUnauthenticated;
      if (!tell) return response;
      if (response.status === 401) {
        tell();
        return response;
      }
      if (!/json/.test(response.headers.get('content-type') ?? '')) return response;
      // A JSON answer is read here, whole, and handed on as a new Response with the same text (urql reads it whole
      // too): a clone read later would be cut off by urql aborting the request once it has its result.
      const text = await response.text();
      if (saysUnauthenticated(text)) tell();
      return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
    };
  const execute = (kind: OperationType, request: GraphQLRequest, context?: Partial<OperationContext>) => {
    const operation = client.createRequestOperation(kind, request, context);
    return client.executeRequestOperation(makeOperation(kind, operation, { ...operation.context, fetch: watchingFetch(operation.context.fetch) }));
  };
  Object.assign(watched.client, {
    executeQuery: (request: GraphQLRequest, context?: Partial<OperationContext>) => execute('query', request, context),
    executeMutation: (request: GraphQLRequest, context?: Partial<OperationContext>) => execute('mutation', request, context),
    executeSubscription: (request: GraphQLRequest, context?: Partial<OperationContext>) => execute('subscription', request, context),
    query: (query: GraphQLRequest['query'], variables: GraphQLRequest['variables'], context?: Partial<OperationContext>) => execute('query', createRequest(query, variables), context),
    mutation: (query: GraphQLRequest['query'], variables: GraphQLRequest['variables'], context?: Partial<OperationContext>) => execute('mutation', createRequest(query, variables), context),
    subscription: (query: GraphQLRequest['query'], variables: GraphQLRequest['variables'], context?: Partial<OperationContext>) => execute('subscription', createRequest(query, variables), context),
  });
  watchedClients.set(client, watched);
  return watched;
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
  const watched = watchedClientFor(client);
  useEffect(() => {
    if (!learner) return;
    let asked = false;
    const askAgain = () => {
      if (asked) return;
      asked = true;
      void refresh();
    };
    watched.onUnauthenticated = askAgain;
    return () => {
      if (watched.onUnauthenticated === askAgain) watched.onUnauthenticated = null;
    };
  }, [learner, refresh, watched]);
  const value = useMemo(() => ({ learner, refresh, openLogin }), [learner, refresh, openLogin]);
  return (
    <LearnerSessionContext.Provider value={value}>
      <Provider value={watched.client}>{children}</Provider>
    </LearnerSessionContext.Provider>
  );
}

export function useLearnerSession(): LearnerSessionValue {
  return useContext(LearnerSessionContext);
}
