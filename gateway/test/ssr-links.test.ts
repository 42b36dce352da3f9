// Every link a crawler can follow on the public site leads somewhere: starting from the home page with the sample
// data, each same-origin <a href> of the server-rendered HTML, and each image, stylesheet and script it loads, answers
// 200. A renamed route, a link built from the wrong field or a missing asset fails here, not in a search console.
// Needs the built web app (npm test builds it first).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSampleData } from '../src/db/seed.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { requireWebBuild, webDistDir } from './helpers/web-dist.js';

const distDir = webDistDir;
const built = requireWebBuild();
const ORIGIN = 'https://www.learning-centre.example';
/** More than the sample site has (213 addresses), so that the crawl ends by running out of links. */
const MAX_ADDRESSES = 600;

/** The same-origin addresses a page links to or loads, as paths with their query (fragments dropped). */
function addressesIn(html: string): string[] {
  const found: string[] = [];
  const tags = html.matchAll(/<(a|img|link|script|source)\b[^>]*>/g);
  for (const [tag] of tags) {
    for (const [, attr, value] of tag.matchAll(/\s(href|src)="([^"]*)"/g)) {
      if (attr === 'href' && /^<link\b/.test(tag) && !/\brel="(stylesheet|icon|preload|modulepreload|manifest|apple-touch-icon)"/.test(tag)) continue;
      let address = value!.replaceAll('&amp;', '&').replace(/#.*$/, '');
      if (address.startsWith(ORIGIN)) address = address.slice(ORIGIN.length) || '/';
      if (address.startsWith('/') && !address.startsWith('//')) found.push(address);
    }
  }
  return found;
}

describe.skipIf(!built)('links on the server-rendered public site', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ webDistDir: distDir, publicUrl: ORIGIN });
    await writeSampleData(t.db.prisma);
  });
  afterAll(() => t?.close());

  it('every same-origin link and asset from the home page answers 200', async () => {
    const linkedFrom = new Map<string, string>([['/', '(start)']]);
    const queue = ['/'];
    const broken: string[] = [];
    const pages: string[] = [];
    while (queue.length > 0 && linkedFrom.size <= MAX_ADDRESSES) {
      const address = queue.shift()!;
      const res = await t.fetch(address, { redirect: 'manual' });
      if (res.status !== 200) {
        broken.push(`${address} answered ${res.status}${res.headers.get('location') ? ` (to ${res.headers.get('location')})` : ''}, linked from ${linkedFrom.get(address)}`);
        await res.body?.cancel();
        continue;
      }
      if (!(res.headers.get('content-type') ?? '').startsWith('text/html')) {
        await res.body?.cancel();
        continue;
      }
      pages.push(address);
      for (const next of addressesIn(await res.text())) {
        if (linkedFrom.has(next)) continue;
        linkedFrom.set(next, address);
        queue.push(next);
      }
    }
    expect(broken).toEqual([]);
    expect(queue, `the crawl stopped at ${MAX_ADDRESSES} addresses`).toEqual([]);
    // The crawl reached every kind of public page (it is not a home page that links to nothing).
    for (const kind of [/^\/jobs$/, /^\/jobs\/[^/?]+$/, /^\/jobs\?/, /^\/success-stories$/, /^\/courses\/[^/?]+$/]) {
      expect(pages.some((p) => kind.test(p)), `a page matching ${kind}`).toBe(true);
    }
  });
});
