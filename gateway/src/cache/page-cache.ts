// The in-memory cache of server-rendered public pages: bounded by bytes (least recently used out first), keyed by the
// page's normalised URL, cleared whole by every change to what the public site shows (see content-changes.ts).
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export interface CachedPage {
  status: number;
  /** Set for redirects. */
  location?: string;
  html: string;
  etag: string;
  /** Compressed once, served many times. */
  gzip: Buffer;
  brotli: Buffer;
  size: number;
}

export function preparePage(status: number, html: string, location?: string): CachedPage {
  const body = Buffer.from(html);
  const gzip = gzipSync(body, { level: 6 });
  const brotli = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { status, location, html, etag, gzip, brotli, size: body.length + gzip.length + brotli.length };
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
