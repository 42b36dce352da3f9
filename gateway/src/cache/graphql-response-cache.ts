// An in-memory cache of anonymous answers to public GraphQL queries (Yoga's response-cache plugin over a store of
// our own), emptied on every ContentChange. Requests with an Authorization header never read or fill it, and only
// queries made of the public root fields below are kept.
import { createHash } from 'node:crypto';
import type { ExecutionResult, GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { useResponseCache, type Cache, type ResponseCachePluginExtensions } from '@graphql-yoga/plugin-response-cache';

/** Root query fields whose answers are the same for every anonymous visitor and change only with public content. */
export const CACHEABLE_QUERY_FIELDS: readonly string[] = ['jobPosts', 'jobPost', 'jobCategoryCounts', 'stories', 'story', 'siteSettings'];

/** The header a cached answer carries (`hit`); fresh answers have none. */
export const RESPONSE_CACHE_HEADER = 'X-Response-Cache';

export interface GraphQLResponseCacheOptions {
  /** Every Query field; those not in CACHEABLE_QUERY_FIELDS are never cached. */
  schema: GraphQLSchema;
  /** Most answers kept; the least recently used go first (search terms are unbounded). */
  maxEntries?: number;
  /**
   * A safety net only: invalidation does not depend on it. It bounds how long an answer could outlive a change whose
   * notification was lost in a way nobody noticed.
   */
  ttlMs?: number;
}

export interface GraphQLResponseCache {
  plugin: Plugin;
  /** Forget every answer, including any being computed now from data read before the change. */
  clear(): void;
}

type Entry = { result: ExecutionResult<Record<string, unknown>, ResponseCachePluginExtensions>; expiresAt: number };

export function createGraphQLResponseCache({ schema, maxEntries = 1000, ttlMs = 5 * 60_000 }: GraphQLResponseCacheOptions): GraphQLResponseCache {
  const entries = new Map<string, Entry>();
  // Keys carry the generation in which their request began, and every clear starts a new one. A query that read the
  // database before a change and finishes after the clear would otherwise store an answer older than the clear: its
  // key belongs to a past generation, which no later request asks for, and `set` does not even keep it.
  let generation = 0;

  const store: Cache = {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        entries.delete(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry); // most recently used last
      const http = entry.result.extensions?.http;
      return {
        ...entry.result,
        extensions: { ...entry.result.extensions, http: { ...http, headers: { ...http?.headers, [RESPONSE_CACHE_HEADER]: 'hit' } } },
      };
    },
    set(key, result, _entities, ttl) {
      if (!key.startsWith(`${generation}-`) || ttl <= 0) return;
      entries.delete(key);
      entries.set(key, { result: result as Entry['result'], expiresAt: Date.now() + Math.min(ttl, ttlMs) });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    // The plugin calls this with the entities an anonymous mutation returned (a comment receipt, a lead receipt):
    // none of them is public content. Public writes reach us as ContentChanges and clear everything.
    invalidate() {},
  };

  // Query fields outside the list get a time to live of 0, which the plugin reads as "do not cache". A field added
  // to the schema later is therefore private until someone lists it.
  const ttlPerSchemaCoordinate: Record<string, number> = {};
  for (const field of Object.keys(schema.getQueryType()?.getFields() ?? {})) {
    if (!CACHEABLE_QUERY_FIELDS.includes(field)) ttlPerSchemaCoordinate[`Query.${field}`] = 0;
  }

  const plugin = useResponseCache({
    cache: store,
    ttl: ttlMs,
    ttlPerSchemaCoordinate,
    // Signed-in staff may see what visitors cannot, and their own answers must not be shared: they bypass the cache
    // entirely, whether or not their token turns out to be valid.
    enabled: (request) => !request.headers.has('authorization'),
    session: () => null,
    buildResponseCacheKey: ({ documentString, operationName, variableValues }) => {
      const begun = generation;
      const hash = createHash('sha256')
        .update(JSON.stringify([documentString, operationName ?? '', variableValues ?? {}]))
        .digest('hex');
      return `${begun}-${hash}`;
    },
    includeExtensionMetadata: false,
  });

  return {
    plugin,
    clear() {
      generation++;
      entries.clear();
    },
  };
}
