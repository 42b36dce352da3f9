// The gateway's HTTP surface on one port: /graphql, /api/v1, /uploads and the built web app, with security
// headers, a body-size limit and JSON errors everywhere. Built around `fetch` so tests call it without a socket.
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { AppConfig } from '../config.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { leadRoutes } from '../rest/leads.js';
import { pipelineRoutes } from '../rest/pipeline.js';
import { accountApiRoutes, accountLinkRoutes } from '../rest/account.js';
import { alertRoutes } from '../rest/alerts.js';
import { APPLICATION_API_PATH, APPLICATION_BODY_LIMIT, applicationApiRoutes, applicationPageRoutes } from '../rest/applications.js';
import { oidcRoutes } from '../rest/oidc.js';
import { CV_MAX_BYTES, CV_TOO_LARGE } from '../services/learner-cv.js';
import { legacyRoutes } from '../rest/legacy.js';
import { UPLOAD_BODY_LIMIT, uploadApiRoutes, uploadFileRoutes } from '../rest/uploads.js';
import { viewerFromAuthorization } from '../services/auth.js';
import { learnerFromCookie } from '../services/learners.js';
import type { AuthSettings } from '../services/context.js';
import { ServiceError } from '../services/errors.js';
import { getSiteSettings } from '../services/settings.js';
import { allMigrationsApplied } from '../db/engine.js';
import { crawlRoutes } from './crawl.js';
import { logUnexpected } from './error-log.js';
import { mountGraphiQLAssets } from './graphiql.js';
import type { AppEnv } from './env.js';
import { compressAnswers } from './compress.js';
import { editResponseHeaders, observeRequests } from './observe.js';
import { answerLeadForm } from './lead-form.js';
import { mountWebApp } from './web-app.js';
import type { ContentChanges } from '../cache/content-changes.js';
import { announceRestWrites } from '../cache/announce-writes.js';
import { PageCache, sendCached } from '../cache/page-cache.js';
import { createQueryMemo, noMemo } from '../cache/query-memo.js';
import { answerToResponse, createGraphQLAnswers, RESPONSE_CACHE_HEADER } from '../cache/graphql-answers.js';
import { watchJobClosings } from '../cache/job-closings.js';
import { nextCentreMidnight } from '../services/centre-day.js';
import { nextJobClosing } from '../services/job-lifecycle.js';
import { createGraphQLServer } from './yoga.js';

export const MAX_BODY_BYTES = 1024 * 1024;

export interface AppDeps {
  prisma: PrismaClient;
  /** Changes to what the public site shows, from this process and (PostgreSQL) every other: they clear the caches. */
  contentChanges?: ContentChanges;
  config: Pick<AppConfig, 'jwtSecret' | 'jwtExpiresIn' | 'trustProxy' | 'webDistDir'> & Partial<Pick<AppConfig, 'publicUrl' | 'corsOrigins' | 'policy' | 'responseCache'>>;
}

function clientAddressOf(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    // The right-most entry is the one our proxy added; entries to its left come from the client and can be forged.
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // no socket: the app was called in-process (tests)
  }
}

/** Whether a query parameter holds a JSON object (or null, which GraphQL over HTTP allows for variables). */
function isJsonObjectText(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return value === null || (typeof value === 'object' && !Array.isArray(value));
  } catch {
    return false;
  }
}

/**
 * Refuses a request body larger than `maxSize` with `error` (413). Hono's bodyLimit reads `request.body`, which makes
 * @hono/node-server build a web Request and a stream for every request, a GET included (a tenth of a cached answer's
 * cost); here a request without a body passes at once, a Content-Length is checked as a number (Node's parser never
 * delivers more bytes than it says), and only a chunked body is counted as it streams, by bodyLimit.
 */
function limitBody(maxSize: number, error: ServiceError): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize, onError: () => { throw error; } });
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined && /^\d+$/.test(length.trim())) {
      if (Number(length) > maxSize) throw error;
      return next();
    }
    return streamed(c, next);
  };
}

/** The first of: the next job closing by its date, and the next midnight in Asia/Kolkata (course batches, decision 017). */
async function nextJobClosingOrCentreMidnight(prisma: PrismaClient, after: Date): Promise<Date> {
  const [closing, midnight] = [await nextJobClosing(prisma, after), nextCentreMidnight(after)];
  return closing && closing < midnight ? closing : midnight;
}

export function createApp({ prisma, config, contentChanges }: AppDeps) {
  const auth: AuthSettings = { jwtSecret: config.jwtSecret, jwtExpiresIn: config.jwtExpiresIn };
  // Remembered counts and cached answers (server-rendered pages, anonymous GraphQL queries and the legacy list share
  // one cache), all emptied by every change to the public content, from this process or any other on the same database.
  // RESPONSE_CACHE=false leaves the answers out (every request read afresh) but keeps the memo.
  const memo = contentChanges ? createQueryMemo() : undefined;
  const responseCache = contentChanges && config.responseCache !== false ? new PageCache() : undefined;
  contentChanges?.subscribe(() => {
    memo?.clear();
    responseCache?.clear();
  });
  // A job that closes by its date changes the lists without a write: the caches are emptied when that moment passes.
  // So does every midnight in Asia/Kolkata, after which a course's past batches drop off and its next batch moves on.
  const jobClosings = contentChanges ? watchJobClosings(contentChanges, (after) => nextJobClosingOrCentreMidnight(prisma, after)) : undefined;
  const yoga = createGraphQLServer({ prisma, auth, contentChanges, memo, policy: config.policy, publicUrl: config.publicUrl });
  const graphqlAnswer = createGraphQLAnswers((request, context) => Promise.resolve(yoga.fetch(request, context)), responseCache);
  const app = new Hono<AppEnv>();

  app.use('*', observeRequests());
  app.use('*', compressAnswers());
  app.use('*', async (c, next) => {
    c.set('clientAddress', clientAddressOf(c as unknown as Context, config.trustProxy));
    // Before any cache is read: a job that closed since they were filled empties them.
    jobClosings?.check();
    await next();
  });

  // GraphiQL (./graphiql.ts): scripts and workers only from its files here, no inline script, no eval; its editor
  // (Monaco) writes <style> elements and inlines icons and fonts as data: URLs.
  const graphiqlHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      workerSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  });
  const siteHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:', 'http:'],
      mediaSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
    crossOriginEmbedderPolicy: false,
  });
  // Uploaded files are only images (PNG, JPEG, GIF, WebP; never SVG, which could carry styles or scripts): nothing in
  // them may run or load anything, even opened on their own. A browser shows such an image in its own image document,
  // which needs nothing from the policy, so no 'unsafe-inline' either.
  const uploadHeaders = secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], sandbox: [] },
    crossOriginResourcePolicy: 'same-site',
  });
  app.use('*', (c, next) =>
    c.req.path.startsWith('/uploads/')
      ? uploadHeaders(c, next)
      : c.req.path === '/graphql' && c.req.method === 'GET'
        ? graphiqlHeaders(c, next)
        : siteHeaders(c, next),
  );

  // CORS: only the configured origins (the site's own by default) may call the API from a browser, and never with
  // credentials (the admin token travels in a header, not a cookie). Any other origin gets no CORS header, so the
  // browser refuses its preflight and sends nothing. Yoga's own CORS is off: this one also covers cached answers.
  const corsOrigins = new Set(config.corsOrigins ?? [config.publicUrl ?? 'http://localhost:4000']);
  const preflight = cors({
    origin: (origin) => (corsOrigins.has(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowHeaders: ['content-type', 'authorization', 'x-graphql-yoga-csrf'],
    credentials: false,
    maxAge: 600,
  });
  // Hono's cors answers the preflights. For the requests themselves it would name the origin before the handler and
  // add `Vary: Origin` with c.header() after it, which turns every answer into a streamed copy (editResponseHeaders);
  // the same two headers go onto the answer in place here.
  const apiCors: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    const origin = c.req.header('origin');
    editResponseHeaders(c as unknown as Context, (headers) => {
      headers.append('Vary', 'Origin');
      if (origin && corsOrigins.has(origin)) headers.set('Access-Control-Allow-Origin', origin);
    });
  };
  app.use('/graphql', apiCors);
  app.use('/api/*', apiCors);

  const tooLarge = new ServiceError('PAYLOAD_TOO_LARGE', `Request body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB`);
  const bodyUpToMax = limitBody(MAX_BODY_BYTES, tooLarge);
  app.use('/graphql', bodyUpToMax);
  const uploadUpToMax = limitBody(UPLOAD_BODY_LIMIT, new ServiceError('PAYLOAD_TOO_LARGE', 'Images must be at most 5 MB'));
  const cvUpToMax = limitBody(CV_MAX_BYTES + 64 * 1024, new ServiceError('PAYLOAD_TOO_LARGE', CV_TOO_LARGE));
  const applicationUpToMax = limitBody(APPLICATION_BODY_LIMIT, new ServiceError('PAYLOAD_TOO_LARGE', CV_TOO_LARGE));
  app.use('/api/*', (c, next) =>
    c.req.path === '/api/v1/uploads'
      ? uploadUpToMax(c, next)
      : c.req.path === '/api/v1/account/cv'
        ? cvUpToMax(c, next)
        : APPLICATION_API_PATH.test(c.req.path)
          ? applicationUpToMax(c, next)
          : bodyUpToMax(c, next),
  );

  // Alive: the process answers and so does its database (Docker's health check). A database that does not answer is
  // a 503 with its reason, not an unexpected error with a stack in the log.
  app.get('/healthz', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await prisma.$queryRaw`SELECT 1`;
    } catch {
      return c.json({ ok: false, message: 'The database cannot be reached' }, 503);
    }
    return c.json({ ok: true });
  });
  // Ready to serve: the database answers and every migration of this build is applied (an orchestrator sends traffic
  // only then; /healthz does not look at the migrations).
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    let applied: boolean;
    try {
      applied = await allMigrationsApplied((sql) => prisma.$queryRawUnsafe(sql));
      if (!applied) await prisma.$queryRaw`SELECT 1`;
    } catch {
      return c.json({ ok: false, message: 'The database cannot be reached' }, 503);
    }
    return applied ? c.json({ ok: true }) : c.json({ ok: false, message: 'The database is not migrated to this version yet' }, 503);
  });

  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', async (c) => {
    // Yoga answers a GET whose variables or extensions are not JSON with a 500; a POST with a 400. Same as POST here.
    if (c.req.method === 'GET') {
      for (const name of ['variables', 'extensions'] as const) {
        const value = c.req.query(name);
        if (value !== undefined && !isJsonObjectText(value)) {
          return c.json({ errors: [{ message: `"${name}" must be a JSON object`, extensions: { code: 'BAD_REQUEST' } }] }, 400);
        }
      }
    }
    const cookies: string[] = [];
    const answer = await graphqlAnswer(c.req.raw, c.get('clientAddress'), cookies);
    if ('page' in answer) return sendCached(c, answer.page, RESPONSE_CACHE_HEADER, answer.state);
    // A learner signing in or out: the session cookie goes on this (never cached) answer.
    for (const value of cookies) answer.response.headers.append('Set-Cookie', value);
    return answer.response;
  });
  mountGraphiQLAssets(app);

  // A REST write clears this process's caches before its response leaves (the database tells every process later).
  if (contentChanges) app.use('/api/v1/*', announceRestWrites(contentChanges));
  app.use('/api/v1/*', async (c, next) => {
    c.set('services', {
      prisma,
      auth,
      clientAddress: c.get('clientAddress'),
      memo,
      policy: config.policy,
      viewer: await viewerFromAuthorization(prisma, auth, c.req.header('authorization')),
      learner: await learnerFromCookie(prisma, auth, c.req.header('cookie')),
      publicUrl: config.publicUrl,
    });
    await next();
  });
  app.route('/api/v1', legacyRoutes(responseCache));
  app.route('/api/v1/uploads', uploadApiRoutes());
  app.route('/api/v1/leads', leadRoutes());
  app.route('/api/v1/applications', pipelineRoutes());
  app.route('/api/v1', accountApiRoutes(config.publicUrl ?? 'http://localhost:4000'));
  app.route('/api/v1', applicationApiRoutes(config.publicUrl ?? 'http://localhost:4000'));
  app.route('/uploads', uploadFileRoutes(prisma));
  app.all('/api/*', (c) => c.json({ success: false, message: `No API route for ${c.req.method} ${c.req.path}` }, 404));

  // Sign-in with Google and LinkedIn: /auth/:provider and its callback (before the web app's routes).
  app.route('/', oidcRoutes({ prisma, auth, publicUrl: config.publicUrl ?? 'http://localhost:4000' }));
  app.route(
    '/',
    accountLinkRoutes(async (c) => ({
      prisma,
      auth,
      clientAddress: c.get('clientAddress'),
      viewer: null,
      learner: null,
      publicUrl: config.publicUrl,
      requestCookies: c.req.header('cookie') ?? null,
    }), config.publicUrl ?? 'http://localhost:4000'),
  );
  // The application form without JavaScript, and Apply Now of jobs applied to elsewhere (counted).
  app.route('/', applicationPageRoutes({ prisma, auth, publicUrl: config.publicUrl ?? 'http://localhost:4000' }));
  // Job alerts' confirmation and unsubscribe links (RFC 8058 one-click too) and the alert box without JavaScript.
  app.route('/', alertRoutes({ prisma, auth, publicUrl: config.publicUrl ?? 'http://localhost:4000' }));
  app.route('/', crawlRoutes({ prisma, publicUrl: config.publicUrl ?? 'http://localhost:4000' }));
  mountWebApp(app, {
    distDir: config.webDistDir,
    publicUrl: (config as { publicUrl?: string }).publicUrl ?? 'http://localhost:4000',
    graphql: async (request, clientAddress) => answerToResponse(await graphqlAnswer(request, clientAddress)),
    pageCache: responseCache,
    // Remembered until the content (the settings included) changes: a page render does not read them again.
    siteName: () => (memo ?? noMemo).get('site.name', async () => (await getSiteSettings({ prisma })).siteName),
    leadForm: (c) => answerLeadForm(c, { prisma, publicUrl: config.publicUrl ?? 'http://localhost:4000' }),
  });

  app.onError((err, c) => {
    if (err instanceof ServiceError) {
      // Refused before its body was read: close the connection after this answer rather than keep it alive with
      // unread bytes in it (the next request on it would be lost).
      // (A busy refusal keeps the connection: Node reads and drops the rest of a body no one read, so the client,
      // still sending it, gets the 503 and its Retry-After instead of a reset.)
      if (err.code === 'PAYLOAD_TOO_LARGE') c.header('Connection', 'close');
      if (err.retryAfterSeconds !== undefined) c.header('Retry-After', String(err.retryAfterSeconds));
      // A refusal before GraphQL ran (a body too large) still answers a GraphQL client in GraphQL's shape.
      if (c.req.path === '/graphql') return c.json({ errors: [{ message: err.message, extensions: { code: err.code } }] }, err.status as 400);
      return c.json({ success: false, message: err.message, ...(err.field ? { field: err.field } : {}) }, err.status as 400);
    }
    if (err instanceof HTTPException) return c.json({ success: false, message: err.message || 'Request refused' }, err.status);
    logUnexpected(`${c.req.method} ${c.req.path} failed`, err);
    return c.json({ success: false, message: 'Something went wrong on our side. Please try again.' }, 500);
  });

  return { app, yoga, jobClosings, fetch: (request: Request) => app.fetch(request) };
}
