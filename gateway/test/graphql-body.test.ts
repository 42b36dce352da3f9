// GraphQL request bodies on a real socket: read once, straight from Node's request (@hono/node-server's text()), not
// through a web Request and stream; a body that is not a JSON object gets Yoga's 400; size limits still hold.
import http from 'node:http';
import { Readable } from 'node:stream';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_BODY_BYTES } from '../src/http/app.js';
import { startTestApp, type TestApp } from './helpers/app.js';

let cached: TestApp;
let uncached: TestApp;
const base = new Map<TestApp, string>();
beforeAll(async () => {
  [cached, uncached] = await Promise.all([startTestApp(), startTestApp({ responseCache: false })]);
  for (const t of [cached, uncached]) base.set(t, await t.listen());
});
afterAll(() => Promise.all([cached?.close(), uncached?.close()]));

/** A POST on a real socket; `chunked` sends the body without a Content-Length. */
function post(t: TestApp, body: string, { chunked = false, headers = {} }: { chunked?: boolean; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; json: { data?: Record<string, unknown>; errors?: { message: string }[] } }>((resolve, reject) => {
    const req = http.request(`${base.get(t)}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk)).on('end', () => {
        try {
          resolve({ status: res.statusCode!, json: JSON.parse(text) });
        } catch (err) {
          reject(new Error(`not JSON (${res.statusCode}): ${text.slice(0, 200)}`, { cause: err }));
        }
      });
    });
    req.on('error', reject);
    if (chunked) {
      req.setHeader('transfer-encoding', 'chunked');
      req.write(body.slice(0, 10));
      req.end(body.slice(10));
    } else {
      req.setHeader('content-length', Buffer.byteLength(body));
      req.end(body);
    }
  });
}

const query = JSON.stringify({ query: '{ siteSettings { city } }' });

describe('GraphQL bodies on a real socket', () => {
  it('are read without a web Request stream, anonymous (cached or not) and signed in alike', async () => {
    const toWeb = vi.spyOn(Readable, 'toWeb');
    try {
      const token = await cached.tokenFor('ADMIN');
      for (const [t, headers] of [[cached, {}], [cached, {}], [uncached, {}], [cached, { authorization: `Bearer ${token}` }]] as const) {
        const res = await post(t, query, { headers });
        expect(res.status).toBe(200);
        expect(res.json.data).toEqual({ siteSettings: { city: expect.any(String) } });
      }
      expect(toWeb).not.toHaveBeenCalled();
    } finally {
      toWeb.mockRestore();
    }
  });

  it("Yoga's answer is made with the server's Response, which @hono/node-server writes as it is", async () => {
    // Served (listen() above), the global Response is @hono/node-server's lightweight one; an answer made with
    // @whatwg-node/fetch's would be read back through a stream before it is written.
    for (const t of [uncached, cached]) {
      const res = await t.fetch('/graphql', { method: 'POST', json: { query: '{ jobPosts(first: 2) { totalCount } }' }, token: await t.tokenFor('ADMIN') });
      expect(res.status).toBe(200);
      expect(inspect(res)).toMatch(/^Response \(lightweight\)[^]*nativeResponse: undefined/);
      expect(((await res.json()) as { data: { jobPosts: { totalCount: number } } }).data.jobPosts.totalCount).toEqual(expect.any(Number));
    }
  });

  it('a chunked body is answered the same way', async () => {
    for (const t of [cached, uncached]) {
      const res = await post(t, query, { chunked: true });
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual({ siteSettings: { city: expect.any(String) } });
    }
  });

  it('a body with a byte-order mark is read as JSON', async () => {
    for (const t of [cached, uncached]) expect((await post(t, `\uFEFF${query}`)).json.data).toBeDefined();
  });

  it.each([
    ['not JSON', '{"query": "{ siteSettings { city } }",', /POST body sent invalid JSON/],
    ['null', 'null', /expected to be object but received null/],
    ['a string', '"{ siteSettings { city } }"', /expected to be object but received string/],
    ['a number', '42', /expected to be object but received number/],
  ])('a body that is %s -> 400 with Yoga\'s message, cached app and uncached alike', async (_, body, message) => {
    for (const t of [cached, uncached]) {
      for (const chunked of [false, true]) {
        const res = await post(t, body, { chunked });
        expect(res.status, `${body} chunked=${chunked}`).toBe(400);
        expect(res.json.errors?.[0]?.message).toMatch(message);
      }
    }
  });

  it('a body over 1 MB -> 413, with a Content-Length or chunked', async () => {
    const huge = JSON.stringify({ query: '{ siteSettings { city } }', variables: { pad: 'x'.repeat(MAX_BODY_BYTES) } });
    for (const t of [cached, uncached]) {
      for (const chunked of [false, true]) {
        const res = await post(t, huge, { chunked });
        expect(res.status, `chunked=${chunked}`).toBe(413);
        // In GraphQL's shape, as every other refusal a GraphQL client reads.
        expect(res.json, `chunked=${chunked}`).toEqual({ errors: [{ message: 'Request body is larger than 1 MB', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
      }
    }
  });
});
