// Anonymous answers to public GraphQL queries, kept whole (bytes, compressed once, with an ETag) in the one response
// cache the server-rendered pages and the legacy REST list use (PageCache), so a repeat costs a map lookup instead of
// parsing, validating and executing the query again. Emptied with that cache by every ContentChange. Requests with an
// Authorization header never read or fill it, and only queries made of the public root fields below are kept.
import { createHash } from 'node:crypto';
import { getOperationAST, Kind, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { cacheKey, preparePage, type CachedPage, type PageCache } from './page-cache.js';

/** Root query fields whose answers are the same for every anonymous visitor and change only with public content. */
export const CACHEABLE_QUERY_FIELDS: readonly string[] = ['jobPosts', 'jobPost', 'jobCategoryCounts', 'jobLocations', 'stories', 'story', 'siteSettings'];

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

export type GraphQLAnswer = { page: CachedPage; state: 'hit' | 'miss' } | { response: Response; state: 'bypass' };

/** The key of a request that may be answered from the cache, or null (staff, a mutation by GET, an odd request). */
async function keyOf(request: Request): Promise<{ key: string; request: () => Request } | null> {
  if (request.headers.has('authorization')) return null;
  // The answer's format follows Accept (application/json or application/graphql-response+json).
  const accept = request.headers.get('accept') ?? '';
  if (request.method === 'GET') {
    // Yoga refuses a GET without the CSRF header; only requests it would answer may be answered from memory.
    if (!request.headers.has('x-graphql-yoga-csrf')) return null;
    return { key: `graphql GET ${accept} ${cacheKey(new URL(request.url))}`, request: () => request };
  }
  if (request.method !== 'POST' || !/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) return null;
  const body = await request.text();
  // The body was read: Yoga gets a request of its own with the same text, made only when Yoga is asked (a cache hit
  // needs none; building a Request and its body stream was a tenth of a hit's cost).
  const again = () => new Request(request.url, { method: 'POST', headers: request.headers, body });
  if (body.length > MAX_KEYED_BODY) return { key: '', request: again };
  return { key: `graphql POST ${accept} ${createHash('sha1').update(body).digest('base64url')}`, request: again };
}

/**
 * Answers GraphQL requests through `execute` (Yoga's fetch), from `cache` when an anonymous visitor asked the same
 * public query since the last content change. Used by the /graphql route and by the server renderer alike.
 */
export function createGraphQLAnswers(execute: (request: Request, context: GraphQLServerContext) => Promise<Response>, cache?: PageCache) {
  return async function answer(request: Request, clientAddress: string): Promise<GraphQLAnswer> {
    const keyed = cache ? await keyOf(request) : null;
    if (!cache || !keyed?.key) return { response: await execute(keyed ? keyed.request() : request, { clientAddress }), state: 'bypass' };
    const cached = cache.get(keyed.key);
    if (cached) return { page: cached, state: 'hit' };
    // A query that read the data before a change and finishes after it is not stored (its generation is past).
    const generation = cache.currentGeneration;
    const shareHint: ShareHint = { shareable: false };
    const response = await execute(keyed.request(), { clientAddress, shareHint });
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
