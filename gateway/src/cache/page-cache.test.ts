import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache, preparePage } from './page-cache.js';

describe('page cache', () => {
  it('keeps pages with their compressed forms and a content ETag', () => {
    const page = preparePage(200, '<p>hello</p>');
    expect(gunzipSync(page.gzip).toString()).toBe('<p>hello</p>');
    expect(brotliDecompressSync(page.brotli).toString()).toBe('<p>hello</p>');
    expect(page.etag).toBe(preparePage(200, '<p>hello</p>').etag);
    expect(page.etag).not.toBe(preparePage(200, '<p>hello!</p>').etag);
  });

  it('drops a page rendered before a clear (its data may be stale)', () => {
    const cache = new PageCache();
    const generation = cache.currentGeneration;
    cache.clear(); // a write landed while the page was rendering
    cache.set('/', preparePage(200, 'old'), generation);
    expect(cache.get('/')).toBeUndefined();
    cache.set('/', preparePage(200, 'new'), cache.currentGeneration);
    expect(new TextDecoder().decode(cache.get('/')?.body)).toBe('new');
  });

  it('stays within its byte budget, dropping the least recently used page first', () => {
    const one = preparePage(200, 'x'.repeat(2000));
    const cache = new PageCache(Math.floor(one.size * 8.5)); // room for eight such pages
    for (let i = 0; i < 8; i++) cache.set(`/p${i}`, preparePage(200, 'x'.repeat(2000) + i), cache.currentGeneration);
    cache.get('/p0'); // used again: kept
    cache.set('/p8', preparePage(200, 'x'.repeat(2000) + 8), cache.currentGeneration);
    expect(cache.get('/p0')).toBeDefined();
    expect(cache.get('/p1')).toBeUndefined();
    expect(cache.size).toBe(8);
  });
});
