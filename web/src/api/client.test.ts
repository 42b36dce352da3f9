import { parse } from 'graphql';
import { afterEach, expect, it } from 'vitest';
import { ADMIN_TOKEN_KEY, createApiClient, readAdminToken } from './client';

afterEach(() => localStorage.clear());

function fetchOptionsOf(client: ReturnType<typeof createApiClient>): RequestInit {
  const options = client.createRequestOperation('query', { key: 1, query: parse('{ __typename }'), variables: {} }).context.fetchOptions;
  return typeof options === 'function' ? options() : (options ?? {});
}

it('sends the admin token from localStorage as a bearer token', () => {
  localStorage.setItem(ADMIN_TOKEN_KEY, 'abc.def.ghi');
  expect(readAdminToken()).toBe('abc.def.ghi');
  expect(new Headers(fetchOptionsOf(createApiClient()).headers).get('authorization')).toBe('Bearer abc.def.ghi');
});

it('sends no authorization header when signed out', () => {
  expect(new Headers(fetchOptionsOf(createApiClient()).headers).has('authorization')).toBe(false);
});

it('posts every operation (the CSRF guard refuses simple GETs)', () => {
  const op = createApiClient().createRequestOperation('query', { key: 2, query: parse('{ __typename }'), variables: {} });
  expect(op.context.preferGetMethod).toBe(false);
});
