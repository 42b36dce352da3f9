// The in-memory cache of public answers: server-rendered pages and the legacy REST list. Bounded by bytes (least
// recently used out first), keyed by the normalised URL, cleared whole by every change to what the public site shows
// (see content-changes.ts). Answers are compressed once and carry an ETag, so a repeat visit gets a 304.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Context } from 'hono';

export interface CachedPage {
  status: number;
  /** Set for redirects. */
  location?: string;
  contentType: string;
  /** The body (HTML for a page, JSON for an API answer), UTF-8: kept once, as bytes (as a string it would take up to
   * twice as much memory again, in the JavaScript heap). Each byte form is made once, in a buffer of its own that a
   * response can send as it is (no copy per answer). */
  readonly body: Uint8Array<ArrayBuffer>;
  etag: string;
  /** Compressed when first asked for, then served many times. */
  readonly gzip: Uint8Array<ArrayBuffer>;
  readonly brotli: Uint8Array<ArrayBuffer>;
  /** Bytes it may hold: the body and its compressed forms (each far smaller than the body for HTML and JSON). */
  size: number;
}

export function preparePage(status: number, html: string, location?: string, contentType = 'text/html; charset=utf-8'): CachedPage {
  const body = new TextEncoder().encode(html);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  // An answer that is never asked for again (a miss on a rarely seen URL) costs no compression it does not use.
  let gzip: Uint8Array<ArrayBuffer> | undefined;
  let brotli: Uint8Array<ArrayBuffer> | undefined;
  return {
    status,
    location,
    contentType,
    body,
    etag,
    size: body.length * 2,
    get gzip() {
      return (gzip ??= new Uint8Array(gzipSync(body, { level: 6 })));
    },
    get brotli() {
      return (brotli ??= new Uint8Array(brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })));
    },
  };
}

/** Pages that are never stored nor indexed: staff's course draft preview (/courses/preview/<id>), which the browser
 * fills with the draft (read with the staff token) and which must never outlive a publish or reach a search engine. */
export function isNeverCachedPath(pathname: string): boolean {
  return pathname === '/courses/preview' || pathname.startsWith('/courses/preview/');
}

/** A URL as a cache key: the path and the query with its parameters in a fixed order. */
export function cacheKey(url: URL): string {
  const params = [...url.searchParams].sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  const query = new URLSearchParams(params).toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/**
 * Answers with a cached (or just prepared) entry: a redirect, a 304 when the client holds this version, or the body
 * compressed as the client accepts. `header` names the entry's cache state (hit, miss, bypass) for the curious.
 */
export function sendCached(c: Context, page: CachedPage, header: string, state: 'hit' | 'miss' | 'bypass', renderMs?: number): Response {
  c.header('Cache-Control', 'no-cache');
  c.header('ETag', page.etag);
  c.header('Vary', 'Accept-Encoding');
  c.header(header, state);
  if (renderMs !== undefined) c.header('Server-Timing', `render;dur=${renderMs.toFixed(1)}`);
  if (page.location) {
    c.header('Location', page.location);
    return c.body(null, page.status as 301);
  }
  if (c.req.header('if-none-match') === page.etag && page.status === 200) return c.body(null, 304);
  c.header('Content-Type', page.contentType);
  const accepts = c.req.header('accept-encoding') ?? '';
  if (/\bbr\b/.test(accepts)) {
    c.header('Content-Encoding', 'br');
    return c.body(page.brotli, page.status as 200);
  }
  if (/\bgzip\b/.test(accepts)) {
    c.header('Content-Encoding', 'gzip');
    return c.body(page.gzip, page.status as 200);
  }
  return c.body(page.body, page.status as 200);
}

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;
  /** Bumped by every clear: a render that started before a clear must not store its (possibly stale) page. */
  private generation = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  get size(): number {
    return this.pages.size;
  }

  get currentGeneration(): number {
    return this.generation;
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      // Most recently used last.
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  /** Stores a page rendered from data read at `generation` (skipped if the content changed since). */
  set(key: string, page: CachedPage, generation: number): void {
    if (generation !== this.generation || page.size > this.maxBytes / 8) return;
    const old = this.pages.get(key);
    if (old) {
      this.bytes -= old.size;
      this.pages.delete(key);
    }
    this.pages.set(key, page);
    this.bytes += page.size;
    for (const [oldestKey, oldest] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldestKey);
      this.bytes -= oldest.size;
    }
  }

  clear(): void {
    this.generation += 1;
    this.pages.clear();
    this.bytes = 0;
  }
}
