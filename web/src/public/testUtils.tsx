// Component-test helpers: a real urql client whose fetch answers from a table of operations, and a memory router.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, StaticRouter, type RouteObject } from 'react-router-dom';
import { Client, createRequest, fetchExchange, Provider, ssrExchange } from 'urql';
import { unauthenticatedExchange } from '../api/client';
import { PublishedCourseNamesQuery } from '../marketing/courseRoutes';
import { coursePages, seedCourseRoutes } from '../marketing/course/seedPages';
import { LandingCourseCardsQuery } from '../marketing/landing/CoursesSection';
import { ServerRenderProvider, type ServerRenderRecord } from '../ssr/RenderContext';

export type OperationHandler = (variables: Record<string, unknown>) => unknown;

/** Return this from a handler to answer with a GraphQL error instead of data. */
export class GraphQLRefusal {
  constructor(
    readonly message: string,
    readonly code = 'BAD_USER_INPUT',
    /** Further extensions, e.g. { field: 'phone' } for a message about one input. */
    readonly extensions: Record<string, unknown> = {},
  ) {}
}

export interface ApiCall {
  operationName: string;
  variables: Record<string, unknown>;
}

/** A client that answers each operation by name with `{ data: handler(variables) }`, and records the calls. */
export function mockApiClient(handlers: Record<string, OperationHandler>): { client: Client; calls: ApiCall[] } {
  const calls: ApiCall[] = [];
  // The published courses (navigation, the lead form, the landing page's cards) are there from the first render, as
  // the server's page has them: the seed's four courses, unless a test answers the operation itself (these answers
  // are not recorded as calls).
  const seeded = {
    PublishedCourseNames: { query: PublishedCourseNamesQuery, data: { publishedCourses: seedCourseRoutes.map((c) => ({ __typename: 'PublicCourse', ...c })) } },
    LandingCourseCards: {
      query: LandingCourseCardsQuery,
      data: { publishedCourses: coursePages.map((p) => ({ __typename: 'PublicCourse', slug: p.slug, path: p.path, card: { __typename: 'CourseCard', ...p.card } })) },
    },
  };
  const defaults = Object.entries(seeded).filter(([name]) => !handlers[name]);
  const fetchMock = async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables?: Record<string, unknown> };
    const call = { operationName: body.operationName, variables: body.variables ?? {} };
    const seededAnswer = defaults.find(([name]) => name === body.operationName);
    if (seededAnswer) return Response.json({ data: seededAnswer[1].data });
    calls.push(call);
    const handler = handlers[body.operationName];
    // A handler may answer later (a promise): the request waits for it, as a slow network would.
    const answer = handler ? await handler(call.variables) : new GraphQLRefusal(`No handler for ${body.operationName}`, 'TEST');
    const payload =
      answer instanceof GraphQLRefusal ? { data: null, errors: [{ message: answer.message, extensions: { ...answer.extensions, code: answer.code } }] } : { data: answer };
    return new Response(JSON.stringify(payload), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const ssr = ssrExchange({ isClient: true, initialState: Object.fromEntries(defaults.map(([, { query, data }]) => [createRequest(query, {}).key, { data: JSON.stringify(data) }])) });
  const client = new Client({ url: 'http://localhost/graphql', exchanges: [ssr, unauthenticatedExchange, fetchExchange], fetch: fetchMock as typeof fetch, preferGetMethod: false });
  return { client, calls };
}

/** Renders routes at a URL with the mock API; returns the router to inspect or drive navigation. */
export function renderRoutes(routes: RouteObject[], url: string, handlers: Record<string, OperationHandler>) {
  const { client, calls } = mockApiClient(handlers);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <Provider value={client}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, router, calls };
}

export function renderWithApi(ui: ReactElement, handlers: Record<string, OperationHandler>, url = '/') {
  return renderRoutes([{ path: '*', element: ui }], url, handlers);
}

/**
 * The HTML the server sends for `ui` at `url` (what a visitor without JavaScript keeps: no effect has run), parsed
 * into a detached element to query, with what the page reported to the server (head, status).
 */
export function renderOnServer(ui: ReactElement, url = '/', handlers: Record<string, OperationHandler> = {}): { root: HTMLElement; record: ServerRenderRecord } {
  const { client } = mockApiClient(handlers);
  const record: ServerRenderRecord = { head: {}, status: 200, chunks: new Set() };
  const html = renderToString(
    <ServerRenderProvider info={{ now: 0, origin: 'https://www.learning-centre.example' }} record={record} sanitizeRichText={(s) => s}>
      <Provider value={client}>
        <StaticRouter location={url}>{ui}</StaticRouter>
      </Provider>
    </ServerRenderProvider>,
  );
  const root = document.createElement('div');
  root.innerHTML = html;
  return { root, record };
}

/** A signed-in learner as `currentLearner` returns them (no CV on file unless given). */
export function sampleLearner(overrides: Partial<Record<string, unknown>> = {}) {
  return {
    __typename: 'Learner',
    id: 'l1',
    name: 'Asha Patil',
    email: 'asha@example.com',
    phone: '+91 98765 43210',
    emailVerified: true,
    hasPassword: true,
    providers: [] as unknown[],
    cv: null as unknown,
    ...overrides,
  };
}

/** A job card's fields as the API returns them. */
export function sampleJob(overrides: Partial<Record<string, unknown>> = {}) {
  return {
    __typename: 'JobPost',
    id: 'job-1',
    title: 'Junior Data Analyst',
    companyname: 'Sahyadri Analytics',
    companylogo: '/logos/sahyadri-analytics.svg',
    location: 'Pune, Maharashtra',
    salary: '450000',
    employmentType: 'FULL_TIME',
    category: 'TECHNOLOGY',
    createdAt: '2025-06-02T10:00:00.000Z',
    applyMethod: 'SITE',
    ...overrides,
  };
}
