// A course alias (an old address of a course): the server answers 301 to the course's address and draws nothing, without
// the <Navigate> a StaticRouter warns about in the server's log on every uncached request; in the browser the page
// moves on to the course's address, keeping the query and the #anchor.
import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Client, createRequest, Provider, ssrExchange } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../public/testUtils';
import { ServerRenderProvider, type ServerRenderRecord } from '../../ssr/RenderContext';
import { CourseAt, CoursePageQuery } from './courseAt';

const ALIAS = '/courses/machine-learning';
const TARGET = '/courses/pattern-analying';
const aliasAnswer = { coursePage: { __typename: 'PublicCoursePage', redirectTo: TARGET, course: null } };

const page = () => <CourseAt syllabus={false}>{(p) => <h1>{p.label}</h1>}</CourseAt>;

afterEach(() => vi.restoreAllMocks());

describe('a course alias', () => {
  it('is answered by the server with a 301 and nothing drawn: no <Navigate> in its StaticRouter, nothing logged', () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    // The page's query answered already, as the server has it when it draws the page (it waits for the data).
    const ssr = ssrExchange({ isClient: true, initialState: { [createRequest(CoursePageQuery, { path: ALIAS }).key]: { data: JSON.stringify(aliasAnswer) } } });
    const client = new Client({ url: 'http://localhost/graphql', exchanges: [ssr], fetch: (() => Promise.reject(new Error('no request expected'))) as typeof fetch });
    const record: ServerRenderRecord = { head: {}, status: 200, chunks: new Set() };
    const html = renderToString(
      <ServerRenderProvider info={{ now: 0, origin: 'https://www.learning-centre.example' }} record={record} sanitizeRichText={(s) => s}>
        <Provider value={client}>
          <StaticRouter location={`${ALIAS}?utm_source=x`}>{page()}</StaticRouter>
        </Provider>
      </ServerRenderProvider>,
    );
    expect(record.permanentRedirect).toBe(TARGET);
    expect(html).toBe('');
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/Navigate/);
    expect(error).not.toHaveBeenCalled();
  });

  it('moves on in the browser, keeping the query and the #anchor', async () => {
    const { router } = renderRoutes(
      [
        { path: ALIAS, element: page() },
        { path: TARGET, element: <p>The course’s page</p> },
      ],
      `${ALIAS}?utm_source=x#fees`,
      { PublicCoursePage: () => aliasAnswer },
    );
    expect(await screen.findByText('The course’s page')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(TARGET));
    expect(router.state.location.search).toBe('?utm_source=x');
    expect(router.state.location.hash).toBe('#fees');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
