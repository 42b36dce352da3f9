// The urql client: POST /graphql with the admin token (if any) as a bearer token.
import { cacheExchange, Client, fetchExchange } from 'urql';

export const ADMIN_TOKEN_KEY = 'adminToken';

export function readAdminToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function createApiClient(): Client {
  return new Client({
    url: '/graphql',
    exchanges: [cacheExchange, fetchExchange],
    // POST for every operation: JSON posts are preflighted, so the server's CSRF guard accepts them.
    preferGetMethod: false,
    fetchOptions: (): RequestInit => {
      const token = readAdminToken();
      return token ? { headers: { authorization: `Bearer ${token}` } } : {};
    },
  });
}
