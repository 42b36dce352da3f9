// GraphQL Yoga over the Pothos schema: context per request, error masking, abuse limits, CSRF prevention, GraphiQL
// (a small page whose code is served as cacheable files: ./graphiql.ts).
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { GraphQLError } from 'graphql';
import { createYoga, maskError, type Plugin } from 'graphql-yoga';
import { useAnnounceContentMutations } from '../cache/announce-writes.js';
import type { ContentChanges } from '../cache/content-changes.js';
import { useBodyAlreadyRead, useShareableAnswers, type GraphQLServerContext } from '../cache/graphql-answers.js';
import type { QueryMemo } from '../cache/query-memo.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { schema } from '../schema/index.js';
import { viewerFromAuthorization } from '../services/auth.js';
import { learnerFromCookie } from '../services/learners.js';
import type { AuthSettings, RetentionPolicy, ServiceContext } from '../services/context.js';
import { ServiceError } from '../services/errors.js';
import { wellFormedStrings } from '../services/validation.js';
import { logUnexpected } from './error-log.js';
import { renderGraphiQLPage } from './graphiql.js';
import { log } from '../log.js';

export type YogaServerContext = GraphQLServerContext;

/**
 * `new ResponseOfTheServer(...)` is `new Response(...)` with the global Response of the moment (Yoga uses no static),
 * and a text body's Content-Length named, as Yoga's own Response names it (compress() leaves short answers alone by
 * it).
 */
const ResponseOfTheServer = function (body?: BodyInit | null, init?: ResponseInit) {
  if (typeof body === 'string') {
    const length = String(Buffer.byteLength(body));
    const given = init?.headers;
    let headers: HeadersInit;
    if (given instanceof Headers || Array.isArray(given)) {
      headers = new Headers(given);
      headers.set('Content-Length', length);
    } else {
      headers = { ...given, 'Content-Length': length };
    }
    init = { ...init, headers };
  }
  return new globalThis.Response(body, init);
} as unknown as typeof Response;

/** Limits that refuse abusive queries before they run (GraphQL Armor). */
export const GRAPHQL_LIMITS = { maxDepth: 8, maxAliases: 15, maxCost: 5000, maxTokens: 2000, maxDirectives: 20 } as const;

export interface GraphQLServerDeps {
  prisma: PrismaClient;
  auth: AuthSettings;
  /**
   * With it, this server's own public mutations are announced to the caches (the answers themselves are cached by
   * the HTTP layer: ../cache/graphql-answers.ts).
   */
  contentChanges?: ContentChanges;
  /** Remembered counts, emptied with the caches (services/job-search.ts). */
  memo?: QueryMemo;
  /** Trash and audit retention (defaults when absent). */
  policy?: RetentionPolicy;
  /** Extra plugins, after the built-in ones. */
  plugins?: Plugin[];
  /** The site's public origin (links in mails, the learner cookie's Secure flag). */
  publicUrl?: string;
}

export function createGraphQLServer(deps: GraphQLServerDeps) {
  const cachePlugins: Plugin[] = [useShareableAnswers()];
  if (deps.contentChanges) cachePlugins.push(useAnnounceContentMutations(deps.contentChanges));
  return createYoga<YogaServerContext, ServiceContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // Every body is bounded before it gets here (http/app.ts, 1 MB, chunked bodies counted as they stream). Yoga's own
    // limit would pipe every POST body through a TransformStream into a new Request: a sixth of an uncached answer's
    // CPU (docs/decisions/004-api-speed.md).
    maxRequestBodySize: false,
    // Answers made with the Response of the server serving the app, looked up when each is made: served by
    // @hono/node-server that is its lightweight Response, which it writes to the socket as it is (status, headers,
    // the JSON text). Yoga's own (@whatwg-node/fetch's) made it read every answer back through a stream.
    fetchAPI: { Response: ResponseOfTheServer },
    // CORS is answered by the HTTP layer (http/app.ts), for cached and fresh answers alike.
    cors: false,
    graphiql: { title: 'Learning Centre API', defaultQuery: '{\n  jobPosts(first: 5) {\n    totalCount\n    edges { node { id title companyname location } }\n  }\n}\n' },
    renderGraphiQL: renderGraphiQLPage,
    context: async ({ request, clientAddress, responseCookies }) => ({
      prisma: deps.prisma,
      auth: deps.auth,
      memo: deps.memo,
      once: new Map(),
      policy: deps.policy,
      publicUrl: deps.publicUrl,
      clientAddress,
      responseCookies,
      requestCookies: request.headers.get('cookie'),
      viewer: await viewerFromAuthorization(deps.prisma, deps.auth, request.headers.get('authorization')),
      learner: await learnerFromCookie(deps.prisma, deps.auth, request.headers.get('cookie')),
    }),
    maskedErrors: {
      // Errors services throw on purpose keep their message and carry a code; everything else is masked.
      maskError(error, message, isDev) {
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (original instanceof ServiceError) {
          // Returning the same error object tells Yoga it is expected, so it is not logged as a server fault.
          // Refusals that list every field's problem (validation.ts FieldsError) carry them in `extensions.fields`.
          const fields = (original as { fields?: unknown }).fields;
          // A refusal with more to show (a course save's conflict: the other person's draft) carries it in `details`.
          const details = (original as { details?: unknown }).details;
          const extensions = {
            code: original.code,
            ...(original.field ? { field: original.field } : {}),
            ...(Array.isArray(fields) ? { fields } : {}),
            ...(details && typeof details === 'object' ? (details as Record<string, unknown>) : {}),
          };
          if (error instanceof GraphQLError) {
            Object.assign(error.extensions as Record<string, unknown>, extensions);
            return error;
          }
          return new GraphQLError(original.message, { extensions });
        }
        return maskError(error, message, isDev);
      },
    },
    plugins: [
      useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf'] }),
      EnvelopArmorPlugin({
        maxDepth: { n: GRAPHQL_LIMITS.maxDepth },
        maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
        costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
        maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
        maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
        blockFieldSuggestion: { enabled: true },
      }),
      ...cachePlugins,
      useBodyAlreadyRead(),
      useWellFormedVariables(),
      ...(deps.plugins ?? []),
    ],
    // Yoga logs the errors it masks; through logUnexpected, one cause at most once a minute.
    logging: {
      debug: () => undefined,
      info: (...args: unknown[]) => log.info(args.map(String).join(' ')),
      warn: (...args: unknown[]) => log.warn(args.map(String).join(' ')),
      error: (...args: unknown[]) => logUnexpected(...args),
    },
  });
}


/**
 * GraphQL variables with every string well formed (validation.ts wellFormedStrings): JSON lets a client send half a
 * surrogate pair ("\\ud800"), which no field can store (PostgreSQL's JSON refuses it). GraphQL's own string literals
 * are checked by its parser.
 */
function useWellFormedVariables(): Plugin {
  return {
    onParams({ params, setParams }) {
      if (params.variables && typeof params.variables === 'object') {
        const variables = wellFormedStrings(params.variables);
        if (variables !== params.variables) setParams({ ...params, variables });
      }
    },
  };
}
