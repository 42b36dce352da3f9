// Component-test helpers for the admin area: Mantine, a router, a signed-in session, and an urql client whose
// GraphQL answers come from the test (no server).
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Client, fetchExchange, Provider as UrqlProvider } from 'urql';
import { vi } from 'vitest';
import type { AdminSessionValue, AdminUser } from './session/AdminSession';
import { StaticAdminSession } from './session/AdminSession';
import { adminCssVariablesResolver, adminTheme } from './theme';

// happy-dom lacks document.fonts, which Mantine's autosizing Textarea listens to.
if (typeof document !== 'undefined' && !('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}

/**
 * A browser window `width` px wide, for Mantine's media queries (happy-dom lays nothing out): matchMedia answers
 * max-width queries in em by it. Undo with vi.restoreAllMocks().
 */
export function windowWidth(width: number): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const max = /max-width:\s*([\d.]+)em/.exec(query);
    const matches = max ? width <= Number(max[1]) * 16 : false;
    return { matches, media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false } as MediaQueryList;
  });
}

export interface GraphQLCall {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
}

/** What the fake server answers: a GraphQL response body, or an Error to make the request fail (network). */
export type GraphQLAnswer = { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] } | Error;
export type GraphQLHandler = (call: GraphQLCall) => GraphQLAnswer | Promise<GraphQLAnswer>;

export function fakeClient(handler: GraphQLHandler): { client: Client; calls: GraphQLCall[] } {
  const calls: GraphQLCall[] = [];
  const client = new Client({
    url: 'http://admin.test/graphql',
    exchanges: [fetchExchange],
    preferGetMethod: false,
    fetch: async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { operationName?: string; query: string; variables?: Record<string, unknown> };
      const call = { operationName: body.operationName ?? '', query: body.query, variables: body.variables ?? {} };
      calls.push(call);
      const answer = await handler(call);
      if (answer instanceof Error) throw answer;
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, calls };
}

export const TEST_ADMIN: AdminUser = { id: 'admin-1', name: 'Asha Admin', username: 'asha', email: 'asha@example.com', role: 'ADMIN' };

export function testSession(overrides: Partial<AdminSessionValue> = {}): AdminSessionValue {
  return { status: 'signedIn', user: TEST_ADMIN, problem: null, signIn: () => {}, signOut: () => {}, retry: () => {}, ...overrides };
}

export interface RenderAdminOptions {
  graphql?: GraphQLHandler;
  session?: AdminSessionValue;
  /** The URL the router starts at, and the route pattern the element is mounted on. */
  route?: string;
  path?: string;
  /** Other routes (e.g. where a redirect goes), so tests can see where they landed. */
  otherRoutes?: Record<string, ReactNode>;
}

export function renderAdmin(ui: ReactElement, options: RenderAdminOptions = {}): RenderResult & { calls: GraphQLCall[]; router: AdminTestRouter } {
  const { client, calls } = fakeClient(options.graphql ?? (() => ({ data: null })));
  const route = options.route ?? '/admin';
  // A data router, as in the app (createBrowserRouter), so that hooks such as useBlocker work.
  const router = createMemoryRouter(
    [
      { path: options.path ?? route, element: ui },
      ...Object.entries(options.otherRoutes ?? {}).map(([path, element]) => ({ path, element })),
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <MantineProvider theme={adminTheme} cssVariablesResolver={adminCssVariablesResolver}>
      <Notifications />
      <StaticAdminSession value={options.session ?? testSession()}>
        <UrqlProvider value={client}>
          <RouterProvider router={router} />
        </UrqlProvider>
      </StaticAdminSession>
    </MantineProvider>,
  );
  return Object.assign(result, { calls, router });
}

export type AdminTestRouter = ReturnType<typeof createMemoryRouter>;
