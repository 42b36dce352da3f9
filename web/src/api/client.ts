// The urql clients: the browser's (POST /graphql with the admin token, if any, as a bearer token; on a server-rendered
// page it first answers from the results the server sent) and the server renderer's (suspense, so React waits for
// every query, with the answers executed in-process by the gateway).
import { cacheExchange, Client, fetchExchange, ssrExchange, type SSRData } from 'urql';

export const ADMIN_TOKEN_KEY = 'adminToken';

export function readAdminToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function createApiClient(initialState?: SSRData): Client {
  const exchanges = initialState ? [cacheExchange, ssrExchange({ isClient: true, initialState }), fetchExchange] : [cacheExchange, fetchExchange];
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
