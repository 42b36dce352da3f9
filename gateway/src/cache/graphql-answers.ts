// Anonymous answers to public GraphQL queries, kept whole (bytes, compressed once, with an ETag) in the one response
// cache the server-rendered pages and the legacy REST list use (PageCache), so a repeat costs a map lookup instead of
// parsing, validating and executing the query again. Emptied with that cache by every ContentChange. Requests with an
// Authorization header never read or fill it, and only queries made of the public root fields below are kept.
import { createHash } from 'node:crypto';
import { getOperationAST, Kind, type DocumentNode } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { cacheKey, preparePage, type CachedPage, type PageCache } from './page-cache.js';

/** Root query fields whose answers are the same for every anonymous visitor and change only with public content. */
export const CACHEABLE_QUERY_FIELDS: readonly string[] = ['jobPosts', 'jobPost', 'jobCategoryCounts', 'jobLocations', 'stories', 'story', 'siteSettings', 'coursePage', 'publishedCourses'];

/** The header a GraphQL or legacy-list answer carries: hit, miss (just stored) or bypass (not cacheable). */
export const RESPONSE_CACHE_HEADER = 'X-Response-Cache';

/** Bodies larger than this are answered but not kept (a real query is a few hundred bytes). */
const MAX_KEYED_BODY = 16 * 1024;

/** Filled in by the plugin while a request executes: may its answer be shared with every anonymous visitor? */
export interface ShareHint {
  shareable: boolean;
}

/** What the HTTP layer hands Yoga with each request (its server context). */
export interface GraphQLServerContext {
  clientAddress: string;
  shareHint?: ShareHint;
  /** A JSON POST body the HTTP layer has read already: Yoga parses this text instead of reading the request. */
  body?: string;
  /** Set-Cookie values a resolver adds (a learner signing in or out); the HTTP layer puts them on the answer. */
  responseCookies?: string[];
}

/** A POST whose body Yoga reads as JSON (its own test: the first media type is application/json or graphql+json). */
function isJsonPost(method: string, contentType: string | null | undefined): boolean {
  const type = contentType?.split(',')[0];
  return method === 'POST' && !!type && /^application\/(?:graphql\+)?json(?:;|$)/.test(type);
}

/**
 * Yoga plugin: marks a request's answer shareable when the operation is a query whose root selections are all public
 * fields (no fragments, no `me`, no introspection) and it executed without an error. A field added to the schema
 * later is therefore private until someone lists it.
 */
export function useShareableAnswers(): Plugin {
  return {
    onExecute({ args }) {
      const hint = (args.contextValue as Partial<GraphQLServerContext>).shareHint;
      if (!hint) return;
      const operation = getOperationAST(args.document as DocumentNode, args.operationName);
      if (operation?.operation !== 'query') return;
      const allPublic = operation.selectionSet.selections.every(
        (s) => s.kind === Kind.FIELD && (s.name.value === '__typename' || CACHEABLE_QUERY_FIELDS.includes(s.name.value)),
      );
      if (!allPublic) return;
      return {
        onExecuteDone({ result }) {
          if (!(Symbol.asyncIterator in result) && !result.errors?.length) hint.shareable = true;
        },
      };
    },
  };
}

/**
 * A JSON POST body the HTTP layer has read already (GraphQLServerContext.body) is parsed from that text, with the
 * answers Yoga's own JSON parser gives to a body that is not JSON or not an object. Registered after Yoga's parsers,
 * so it takes their place for such a request. Yoga's own body-size limit must be off (`maxRequestBodySize: false`):
 * it would read the request's body again.
 */
export function useBodyAlreadyRead(): Plugin {
  return {
    onRequestParse({ serverContext, setRequestParser }) {
      const body = (serverContext as Partial<GraphQLServerContext> | undefined)?.body;
      if (body !== undefined) setRequestParser(() => parseJsonBody(body));
    },
  };
}

function parseJsonBody(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (err) {
    const originalError = err instanceof Error ? { name: err.name, message: err.message } : undefined;
    throw createGraphQLError('POST body sent invalid JSON.', { extensions: { http: { spec: true, status: 400 }, code: 'BAD_REQUEST', originalError } });
  }
  if (value === null || typeof value !== 'object') {
    throw createGraphQLError(`POST body is expected to be object but received ${value === null ? 'null' : typeof value}`, {
      extensions: { http: { status: 400 }, code: 'BAD_REQUEST' },
    });
  }
  return value as Record<string, unknown>;
}

export type GraphQLAnswer = { page: CachedPage; state: 'hit' | 'miss' } | { response: Response; state: 'bypass' };

/**
 * The key of a request that may be answered from the cache, or null (staff, a mutation by GET, an odd request), and
 * the body's text once read (Yoga is handed the text, not asked to read the request again).
 */
async function keyOf(request: Request): Promise<{ key: string; body?: string } | null> {
  if (request.headers.has('authorization')) return null;
  // The answer's format follows Accept (application/json or application/graphql-response+json).
  const accept = request.headers.get('accept') ?? '';
  if (request.method === 'GET') {
    // Yoga refuses a GET without the CSRF header; only requests it would answer may be answered from memory.
    if (!request.headers.has('x-graphql-yoga-csrf')) return null;
    return { key: `graphql GET ${accept} ${cacheKey(new URL(request.url))}` };
  }
  if (!isJsonPost(request.method, request.headers.get('content-type'))) return null;
  const text = await request.text();
  if (text.length > MAX_KEYED_BODY) return { key: '', body: text };
  return { key: `graphql POST ${accept} ${createHash('sha1').update(text).digest('base64url')}`, body: text };
}

/**
 * Answers GraphQL requests through `execute` (Yoga's fetch, with useBodyAlreadyRead: a POST body read here for the
 * cache key is handed over as text in the context), from `cache` when an anonymous visitor asked the same
 * public query since the last content change. Used by the /graphql route and by the server renderer alike.
 */
export function createGraphQLAnswers(execute: (request: Request, context: GraphQLServerContext) => Promise<Response>, cache?: PageCache) {
  return async function answer(request: Request, clientAddress: string, responseCookies?: string[]): Promise<GraphQLAnswer> {
    const keyed = cache ? await keyOf(request) : null;
    const body = keyed?.body;
    if (!cache || !keyed?.key) return { response: await execute(request, { clientAddress, body, responseCookies }), state: 'bypass' };
    const cached = cache.get(keyed.key);
    if (cached) return { page: cached, state: 'hit' };
    // A query that read the data before a change and finishes after it is not stored (its generation is past).
    const generation = cache.currentGeneration;
    const shareHint: ShareHint = { shareable: false };
    const response = await execute(request, { clientAddress, shareHint, body, responseCookies });
    if (!shareHint.shareable || response.status !== 200) return { response, state: 'bypass' };
    const page = preparePage(200, await response.text(), undefined, response.headers.get('content-type') ?? 'application/json; charset=utf-8');
    cache.set(keyed.key, page, generation);
    return { page, state: 'miss' };
  };
}

/** An answer as a plain Response (for in-process callers such as the server renderer). */
export function answerToResponse(answer: GraphQLAnswer): Response {
  if ('response' in answer) return answer.response;
  return new Response(answer.page.body, { status: answer.page.status, headers: { 'content-type': answer.page.contentType, [RESPONSE_CACHE_HEADER]: answer.state } });
}
