// The urql clients: the browser's (POST /graphql with the admin token, if any, as a bearer token; on a server-rendered
// page it first answers from the results the server sent) and the server renderer's (suspense, so React waits for
// every query, with the answers executed in-process by the gateway).
import { cacheExchange, Client, fetchExchange, mapExchange, ssrExchange, type SSRData } from 'urql';

export const ADMIN_TOKEN_KEY = 'adminToken';

export function readAdminToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

const unauthenticatedListeners = new Set<() => void>();

/**
 * Calls `listener` after each answer refused UNAUTHENTICATED (or 401): a session that ended elsewhere (signed out in
 * another tab, the account deleted, the password changed on another device). Returns the function that stops it.
 */
export function onUnauthenticated(listener: () => void): () => void {
  unauthenticatedListeners.add(listener);
  return () => void unauthenticatedListeners.delete(listener);
}

/** Tells the `onUnauthenticated` listeners of each refused answer; in every browser client, before the fetch. */
export const unauthenticatedExchange = mapExchange({
  onResult(result) {
    const error = result.error;
    if (!error) return;
    const refused = (error.response as Response | undefined)?.status === 401 || error.graphQLErrors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
    if (refused) for (const listener of [...unauthenticatedListeners]) listener();
  },
});

export function createApiClient(initialState?: SSRData): Client {
  const exchanges = initialState
    ? [cacheExchange, ssrExchange({ isClient: true, initialState }), unauthenticatedExchange, fetchExchange]
    : [cacheExchange, unauthenticatedExchange, fetchExchange];
  return new Client({
    url: '/graphql',
    exchanges,
    // POST for every operation: JSON posts are preflighted, so the server's CSRF guard accepts them.
    preferGetMethod: false,
    fetchOptions: (): RequestInit => {
      const token = readAdminToken();
      return token ? { headers: { authorization: `Bearer ${token}` } } : {};
    },
  });
}

/** The server renderer's client: `fetchGraphQL` answers a POST /graphql without a network (the gateway's Yoga). */
export function createServerApiClient(fetchGraphQL: typeof fetch) {
  const ssr = ssrExchange({ isClient: false });
  const client = new Client({
    url: 'http://server-render.internal/graphql',
    exchanges: [cacheExchange, ssr, fetchExchange],
    suspense: true,
    preferGetMethod: false,
    fetch: fetchGraphQL,
  });
  return { client, ssr };
}
