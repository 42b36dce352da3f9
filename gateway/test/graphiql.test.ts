// GraphiQL at GET /graphql: a small page whose code (GraphiQL, Monaco, its workers: ~9 MB) comes as static files
// cached for a year, so that a second visit loads from the browser's cache; no inline script, no eval, no CDN.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHIQL_ASSETS_PATH, renderGraphiQLPage } from '../src/http/graphiql.js';
import { startTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const TYPES: Record<string, RegExp> = { js: /^text\/javascript; charset=utf-8$/, css: /^text\/css; charset=utf-8$/, ico: /^image\/x-icon$/ };

async function page() {
  const res = await t.fetch('/graphql', { headers: { accept: 'text/html' } });
  return { res, html: await res.text() };
}

/** Every URL the page loads: script src, link href. */
const referenced = (html: string) => [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);

describe('the GraphiQL page', () => {
  it('is small HTML naming its code as files, with no inline script', async () => {
    const { res, html } = await page();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(new TextEncoder().encode(html).length).toBeLessThan(20_000);
    expect(html).toContain('<title>Learning Centre API</title>');
    const urls = referenced(html);
    expect(urls).toEqual(expect.arrayContaining([`${GRAPHIQL_ASSETS_PATH}graphiql.js`, `${GRAPHIQL_ASSETS_PATH}graphiql.css`, `${GRAPHIQL_ASSETS_PATH}start.js`]));
    for (const url of urls) expect(url.startsWith(GRAPHIQL_ASSETS_PATH), url).toBe(true); // this origin, no CDN
    // Every script is a file, or JSON data (not run): the policy needs no 'unsafe-inline'.
    for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) expect(tag).toMatch(/\bsrc="|\btype="application\/json"/);
    const options = JSON.parse(/<script type="application\/json" id="graphiql-options">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(options).toMatchObject({ title: 'Learning Centre API', defaultQuery: expect.stringContaining('jobPosts(first: 5)') });
  });

  it('runs under a policy without inline script, eval or blob: workers', async () => {
    const { res } = await page();
    const csp = Object.fromEntries(
      res.headers
        .get('content-security-policy')!
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it('serves every file the page and its start script name: 200, the right type, cached for a year (immutable)', async () => {
    const { html } = await page();
    const start = await (await t.fetch(`${GRAPHIQL_ASSETS_PATH}start.js`)).text();
    const workers = [...start.matchAll(/'([\w-]+\.worker\.js)'/g)].map((m) => `${GRAPHIQL_ASSETS_PATH}${m[1]}`);
    expect(workers).toHaveLength(3); // Monaco's editor, JSON and GraphQL workers, as files of this origin (not blob:)
    const urls = [...new Set([...referenced(html), ...workers])];
    expect(urls).toContain(`${GRAPHIQL_ASSETS_PATH}favicon.ico`);
    let total = 0;
    for (const url of urls) {
      const plain = await t.fetch(url);
      expect(plain.status, url).toBe(200);
      expect(plain.headers.get('cache-control'), url).toBe('public, max-age=31536000, immutable');
      expect(plain.headers.get('content-type'), url).toMatch(TYPES[url.split('.').pop()!]!);
      const body = Buffer.from(await plain.arrayBuffer());
      expect(body.length, url).toBeGreaterThan(0);
      total += body.length;
      // Gzipped once and kept, for browsers that accept it (all of them).
      const zipped = await t.fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(zipped.headers.get('content-encoding'), url).toBe('gzip');
      expect(zipped.headers.get('cache-control'), url).toBe('public, max-age=31536000, immutable');
      expect(zipped.headers.get('vary'), url).toContain('Accept-Encoding');
      expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).equals(body), url).toBe(true);
    }
    // The code that used to be inlined into every page.
    expect(total).toBeGreaterThan(5_000_000);
  });

  it('answers 404 for another version or an unknown file, so that nothing stale is cached for a year', async () => {
    for (const path of ['/graphiql-assets/0.0.0-00000000/graphiql.js', `${GRAPHIQL_ASSETS_PATH}index.js`, `${GRAPHIQL_ASSETS_PATH}..%2Fpackage.json`]) {
      const res = await t.fetch(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control'), path).not.toContain('immutable');
    }
  });

  it('keeps hostile option values inert: escaped title, JSON that cannot close its script element', () => {
    const html = renderGraphiQLPage({ title: '</title><script>alert(1)</script>', defaultQuery: '# </script><script>alert(2)</script> <!--' });
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<!--');
    expect(html).toContain('<title>&#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62;</title>');
    const json = /<script type="application\/json" id="graphiql-options">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json).defaultQuery).toBe('# </script><script>alert(2)</script> <!--');
  });
});
