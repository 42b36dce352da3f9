// The admin area's own urql client: the same endpoint and bearer token as the public client, a fresh cache per
// session (so one account never sees another's cached data), and a hook for an expired or revoked token.
import { cacheExchange, Client, fetchExchange, mapExchange } from 'urql';
import { readAdminToken } from '../../api/client';

export function createAdminClient(onUnauthenticated: () => void): Client {
  return new Client({
    url: '/graphql',
    exchanges: [
      cacheExchange,
      mapExchange({
        onError(error) {
          if (error.graphQLErrors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) onUnauthenticated();
        },
      }),
      fetchExchange,
    ],
    // POST for every operation: JSON posts are preflighted, so the server's CSRF guard accepts them.
    preferGetMethod: false,
    fetchOptions: (): RequestInit => {
      const token = readAdminToken();
      return token ? { headers: { authorization: `Bearer ${token}` } } : {};
    },
  });
}
