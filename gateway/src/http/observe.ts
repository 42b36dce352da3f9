// What an operator sees of the HTTP traffic: a request id on every request (taken from X-Request-Id when the proxy in
// front sent a sane one, made up otherwise, and sent back), one access-log line per request, Prometheus metrics
// (requests and latency by route and status, the database pool, the process), and the requests in flight that a
// graceful stop waits for.
import { randomUUID } from 'node:crypto';
import { ServerResponse, type IncomingMessage, type Server } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { Counter, Gauge, Histogram, collectDefaultMetrics, register } from 'prom-client';
import { log, withRequestId } from '../log.js';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * The route metrics count by, never the raw path (ids would make endless series): the pattern of the API route that
 * answered (`/api/v1/job-post/:id`), or for the web app's catch-all a handful of fixed names.
 */
export function routeLabel(c: Context): string {
  const matched = routePath(c);
  if (matched && !matched.includes('*')) return matched;
  const path = c.req.path;
  if (path.startsWith('/api/')) return '/api/*';
  if (path.startsWith('/uploads/')) return '/uploads/*';
  if (path.startsWith('/assets/') || path.startsWith('/graphiql-assets/')) return '/assets/*';
  if (path === '/healthz' || path === '/readyz' || path === '/robots.txt' || path === '/feed.xml') return path;
  if (/^\/sitemap[\w-]*\.xml$/.test(path)) return '/sitemap*.xml';
  if (path.startsWith('/admin')) return '/admin/*';
  if (path === '/' || path === '/jobs' || path === '/success-stories') return path;
  if (path.startsWith('/jobs/')) return '/jobs/:id';
  if (path.startsWith('/courses/')) return '/courses/*';
  return 'other';
}

/**
 * Changes the headers of the answer a handler gave, in place. Not with `c.header()`: after the handler that reads the
 * answer's `bodyUsed`, which makes @hono/node-server turn its lightweight answer into a web Response with a body
 * stream, and copies it (a sixth of a cached answer's cost). A Response made elsewhere may have immutable headers:
 * that one is copied.
 */
export function editResponseHeaders(c: Context, edit: (headers: Headers) => void): void {
  try {
    edit(c.res.headers);
  } catch {
    c.res = new Response(c.res.body, c.res);
    edit(c.res.headers);
  }
}

let metricsCreated = false;
let httpRequests: Counter<'method' | 'route' | 'status'>;
let httpDuration: Histogram<'method' | 'route' | 'status'>;

/** The process's metrics (prom-client's default registry, which node:cluster's aggregator reads from every worker). */
export function ensureMetrics(pool?: () => { total: number; idle: number; waiting: number } | undefined): void {
  if (metricsCreated) return;
  metricsCreated = true;
  collectDefaultMetrics({ prefix: 'gateway_' });
  httpRequests = new Counter({ name: 'gateway_http_requests_total', help: 'HTTP requests answered, by method, route and status', labelNames: ['method', 'route', 'status'] });
  httpDuration = new Histogram({
    name: 'gateway_http_request_duration_seconds',
    help: 'Time from a request to its response headers, by method, route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  });
  new Gauge({
    name: 'gateway_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients); absent on the embedded database',
    labelNames: ['state'],
    collect() {
      const stats = pool?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
}

/** Prometheus' text format of this process's metrics. */
export function metricsText(): Promise<string> {
  return register.metrics();
}
export const METRICS_CONTENT_TYPE = register.contentType;

/** Outermost middleware: the request id, the access-log line and the request metrics. */
export function observeRequests(): MiddlewareHandler {
  return async (c, next) => {
    const given = c.req.header('x-request-id');
    const reqId = given && REQUEST_ID.test(given) ? given : randomUUID();
    // The id the log uses, for the list of requests a stop would cut (trackRequests): on Node, the answer object.
    const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
    if (outgoing instanceof ServerResponse) requestIds.set(outgoing, reqId);
    const started = performance.now();
    await withRequestId(reqId, async () => {
      await next();
      editResponseHeaders(c, (headers) => headers.set('X-Request-Id', reqId));
      const seconds = (performance.now() - started) / 1000;
      const route = routeLabel(c);
      const status = String(c.res.status);
      if (metricsCreated) {
        httpRequests.inc({ method: c.req.method, route, status });
        httpDuration.observe({ method: c.req.method, route, status }, seconds);
      }
      log.info({ method: c.req.method, path: c.req.path, route, status: c.res.status, ms: Math.round(seconds * 10000) / 10 }, 'request');
    });
  };
}

/** The request id each answer in progress was given (observeRequests), by its Node answer object. */
const requestIds = new WeakMap<ServerResponse, string>();

export interface InFlight {
  method: string;
  url: string;
  reqId?: string;
  startedAt: number;
}

/**
 * The requests a server is working on, from the first byte to the last byte of the answer (uploads and long answers
 * included): what a graceful stop waits for. Once `draining`, every answer closes its connection.
 */
export function trackRequests(server: Server): { inFlight: () => InFlight[]; drain: () => void } {
  const open = new Map<ServerResponse, InFlight>();
  let draining = false;
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    open.set(res, { method: req.method ?? '?', url: req.url ?? '?', startedAt: Date.now() });
    if (draining) res.setHeader('Connection', 'close');
    res.once('close', () => open.delete(res));
  });
  return {
    // With the id the log lines of each carry (set once the app has taken the request).
    inFlight: () => [...open].map(([res, request]) => ({ ...request, reqId: requestIds.get(res) })),
    drain: () => {
      draining = true;
      for (const res of open.keys()) if (!res.headersSent) res.setHeader('Connection', 'close');
    },
  };
}
