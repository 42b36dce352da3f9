// The server renderer (built by `vite build --ssr` into web/dist/server, loaded by the gateway): one request in, the
// page's HTML, head, status, on-demand chunks and hydration data out. The same route table and GraphQL documents as
// the browser; the render waits for every query (urql in suspense mode) and every on-demand page.
import { StrictMode, type ReactNode } from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { Provider as UrqlProvider } from 'urql';
import { createServerApiClient } from './api/client';
import { LeadPostProvider, type LeadPostState } from './marketing/leads/leadPost';
import { PublishedCourseNamesQuery } from './marketing/courseRoutes';
import { COURSE_PAGE_ROUTE } from './marketing/routes';
import { SiteSettingsQuery } from './public/siteSettings';
import { isClientOnlyPath, PublicSite, publicSiteRoutes } from './router';
import { paths } from './routes';
import { hydrationScript, type HydrationData } from './ssr/hydrationData';
import { ServerRenderProvider, type PageHead, type RenderInfo, type ServerRenderRecord } from './ssr/RenderContext';

/** A GraphQL error that refuses the request's input (the gateway's BAD_USER_INPUT), as urql serialises it for hydration. */
function isRefusedInput(error: { extensions?: Record<string, unknown> } | string): boolean {
  return typeof error === 'object' && error.extensions?.code === 'BAD_USER_INPUT';
}

export { isClientOnlyPath };
export type { PageHead, LeadPostState };

/**
 * Pages whose lead form posts to their own URL without JavaScript: the course pages (their Free Consultation form;
 * which courses exist is the API's, and the lead's course is checked when it is stored), and the enquiry page (where
 * the other lead buttons lead without script).
 */
export function acceptsLeadForm(pathname: string): boolean {
  if (pathname === paths.enquire) return true;
  return matchRoutes(publicSiteRoutes, pathname)?.some((m) => m.route.path === COURSE_PAGE_ROUTE) ?? false;
}

export interface RenderOptions {
  /** The visitor's GET request (its URL gives the route and query; its headers are not used). */
  request: Request;
  /** The site's configured public origin (PUBLIC_URL), for canonical URLs and structured data. */
  origin: string;
  /** Answers the page's GraphQL operations in-process (a POST /graphql). */
  fetchGraphQL: typeof fetch;
  /** Sanitises stored rich text before it is rendered (the gateway's allow-list). */
  sanitizeRichText: (html: string) => string;
  now?: number;
  /** Give up on a render that takes longer than this (ms). */
  timeoutMs?: number;
  /** The outcome of a lead form posted without JavaScript: the page shows it (never cached). */
  leadForm?: LeadPostState;
}

export type RenderResult =
  | { kind: 'redirect'; status: 301 | 302 | 307 | 308; location: string }
  | {
      kind: 'page';
      status: number;
      /** The app's HTML, for <div id="root">. */
      html: string;
      head: PageHead;
      /** On-demand modules the page drew (build-manifest keys). */
      chunks: string[];
      /** The <script type="application/json"> block that hydrates the page. */
      dataScript: string;
      /** A query of the page failed (network or server error): the page shows an error notice, do not cache it. */
      failed: boolean;
    };

export async function render({ request, origin, fetchGraphQL, sanitizeRichText, now = Date.now(), timeoutMs = 10_000, leadForm }: RenderOptions): Promise<RenderResult> {
  const url = new URL(request.url);
  const { client, ssr } = createServerApiClient(fetchGraphQL);
  const info: RenderInfo = { now, origin };
  const record: ServerRenderRecord = { head: {}, status: 200, chunks: new Set() };
  const app: ReactNode = (
    <StrictMode>
      <ServerRenderProvider info={info} record={record} sanitizeRichText={sanitizeRichText}>
        <UrqlProvider value={client}>
          <StaticRouter location={`${url.pathname}${url.search}`}>
            <LeadPostProvider state={leadForm}>
              <PublicSite />
            </LeadPostProvider>
          </StaticRouter>
        </UrqlProvider>
      </ServerRenderProvider>
    </StrictMode>
  );

  let renderError: unknown = null;
  let stop: ((reason: unknown) => void) | undefined;
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The whole render (the queries asked first included) gives up after timeoutMs.
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`Server render of ${url.pathname} took longer than ${timeoutMs} ms`);
      timedOut = true;
      stop?.(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    // What every page's layout reads, asked at once before the render: each query a render meets unanswered suspends
    // it, and React renders that part of the tree again once the answer is in (one pass each, one after the other).
    await Promise.race([expired, Promise.all([client.query(SiteSettingsQuery, {}).toPromise(), client.query(PublishedCourseNamesQuery, {}).toPromise()])]);
    // Read only once every query and on-demand page is done, so that every Suspense boundary is in the HTML as
    // content (no fallbacks, no inline scripts that reveal them later, which the CSP would block anyway). Node's own
    // stream API: the web-stream one turned every chunk into a stream read (a fifth of a job page's render).
    const rendered = new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
        final(done) {
          resolve(Buffer.concat(chunks).toString('utf8'));
          done();
        },
      });
      const { pipe, abort } = renderToPipeableStream(app, {
        // Never outline a large boundary into a <template> revealed by an inline script: one complete document.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // After a give-up the answer is the timeout's; what React made of the rest is not read.
        onAllReady: () => void (timedOut || pipe(sink)),
        onShellError: reject,
        onError(error) {
          renderError ??= error;
        },
      });
      stop = abort;
    });
    const html = await Promise.race([expired, rendered]);
    if (renderError) throw renderError;
    // A page found it only leads elsewhere once its query answered (a course alias): a real 301, query kept.
    if (record.permanentRedirect) return { kind: 'redirect', status: 301, location: `${record.permanentRedirect}${url.search}` };
    const urql = ssr.extractData();
    // A query refused for what the address asked (a cursor from another list, cut or made up) is the visitor's 400,
    // its page saying so; any other error is the server's failure (503, retry later).
    const errors = Object.values(urql).flatMap((result) => (result?.error ? [result.error] : []));
    const failed = errors.some((error) => error.networkError || error.graphQLErrors.some((e) => !isRefusedInput(e)));
    const status = !failed && errors.length > 0 && record.status < 400 ? 400 : record.status;
    const data: HydrationData = { ...info, urql, chunks: [...record.chunks], ...(leadForm ? { leadForm } : {}) };
    return { kind: 'page', status, html, head: record.head, chunks: [...record.chunks], dataScript: hydrationScript(data), failed };
  } finally {
    clearTimeout(timer);
  }
}
