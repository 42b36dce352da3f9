// The in-memory cache of public answers: server-rendered pages and the legacy REST list. Bounded by bytes (least
// recently used out first), keyed by the normalised URL (without the click ids and analytics parameters no page reads,
// see cacheKey), cleared whole by every change to what the public site shows
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

/**
 * Parameters that ad networks, mail tools and analytics add to links for their own counting (one click's id, a
 * cross-domain linker) and that no page or API answer reads (their canonical drops them). Kept in a cache key, a
 * unique `gclid` per ad click would make every landing a miss and push the pages everyone reads out of the cache.
 * Compared without case. Before adding a name here, check that nothing in web/src or gateway/src reads it.
 */
export const TRACKING_PARAMETERS: ReadonlySet<string> = new Set([
  // Google Ads, Campaign Manager, Search Console / Merchant, Analytics' linker
  'gclid', 'gclsrc', 'gbraid', 'wbraid', 'dclid', 'gad_source', 'gad_campaignid', 'srsltid', '_ga', '_gl',
  // Meta, Microsoft, Yandex, X, TikTok, LinkedIn, Instagram, Snapchat, Reddit, Pinterest, Outbrain
  'fbclid', 'msclkid', 'yclid', 'ysclid', 'twclid', 'ttclid', 'li_fat_id', 'igshid', 'sccid', 'rdt_cid', 'epik', 'obclid',
  // Mailchimp, HubSpot, Marketo, Vero
  'mc_cid', 'mc_eid', '_hsenc', '_hsmi', 'mkt_tok', 'vero_id',
]);

/**
 * The campaign parameters a page may draw into its HTML: the hidden fields of a lead form that works without
 * JavaScript (web/src/marketing/leads/campaign.tsx, CAMPAIGN_PARAMETERS). Every other `utm_*` is read by nothing.
 */
export const CAMPAIGN_PARAMETERS: readonly string[] = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];

export interface CacheKeyOptions {
  /**
   * Whether the answer depends on the campaign parameters (a page with a lead form, see acceptsLeadForm in
   * web/src/entry-server.tsx): then they are part of its key, else they are left out like the click ids. By default
   * they are kept (the safe choice for a caller that does not know).
   */
  keepCampaign?: boolean;
}

/** Whether a query parameter is left out of the cache key (and so must not change the answer). */
export function isIgnoredParameter(name: string, { keepCampaign = true }: CacheKeyOptions = {}): boolean {
  const lower = name.toLowerCase();
  if (TRACKING_PARAMETERS.has(lower)) return true;
  // The pages read the campaign by these exact names; any other utm_* (utm_id, UTM_SOURCE...) is read by nothing.
  if (lower.startsWith('utm_')) return !(keepCampaign && CAMPAIGN_PARAMETERS.includes(name));
  return false;
}

/**
 * The URL an answer is made from: `url` without the parameters its key leaves out, so that what is cached under the
 * key never holds one visitor's click id or campaign (a link that copies the query, a form's hidden field, a
 * redirect's target). Render from this URL what you store under cacheKey(url) with the same options.
 */
export function cacheableUrl(url: URL, options: CacheKeyOptions = {}): URL {
  const clean = new URL(url.href);
  const ignored = [...new Set([...url.searchParams.keys()].filter((name) => isIgnoredParameter(name, options)))];
  for (const name of ignored) clean.searchParams.delete(name);
  // Nothing to drop: the query stays byte for byte as it came (URLSearchParams would re-encode it).
  return ignored.length ? clean : new URL(url.href);
}

/**
 * A URL as a cache key: the path and the query with its parameters in a fixed order, without the click ids and
 * analytics linkers no page reads (TRACKING_PARAMETERS) nor, unless `keepCampaign`, the utm_* campaign.
 */
export function cacheKey(url: URL, options: CacheKeyOptions = {}): string {
  const params = [...url.searchParams]
    .filter(([name]) => !isIgnoredParameter(name, options))
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  const query = new URLSearchParams(params).toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/**
 * A cached redirect's target for this request: its own click ids and campaign (all of them, kept or not in the key),
 * never those of the visitor whose request made the entry. Ad networks need their click id to survive a redirect.
 * Targets on other sites are left as they are.
 */
export function redirectLocationFor(location: string, requestUrl: URL): string {
  const target = new URL(location, requestUrl);
  if (target.origin !== requestUrl.origin) return location;
  const ignored = (name: string) => isIgnoredParameter(name, { keepCampaign: false });
  const own = [...requestUrl.searchParams].filter(([name]) => ignored(name));
  const theirs = [...target.searchParams].filter(([name]) => ignored(name));
  // Already this request's (made from it, or from one with the same): the target stays as the page wrote it.
  if (JSON.stringify(own) === JSON.stringify(theirs)) return location;
  for (const name of new Set(theirs.map(([name]) => name))) target.searchParams.delete(name);
  for (const [name, value] of own) target.searchParams.append(name, value);
  const relative = `${target.pathname}${target.search}${target.hash}`;
  return /^[a-z][a-z0-9+.-]*:/i.test(location) ? target.href : relative;
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
    c.header('Location', redirectLocationFor(page.location, new URL(c.req.url)));
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
