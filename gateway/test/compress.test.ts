// Compression of answers that are not compressed already: Vary joins the answer in place, so an answer sent as it is
// is not piped through a copy first (docs/decisions/004-api-speed.md).
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAnswers } from '../src/http/compress.js';
import { startTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({ responseCache: false });
  admin = await t.tokenFor('ADMIN');
});
afterAll(() => t.close());

const longJob = () => ({
  title: 'Compressed job',
  companyname: 'Zip Co',
  companylogo: '/l.png',
  location: 'Pune',
  salary: '1 LPA',
  content: `<p>${'A long description. '.repeat(100)}</p>`,
});

describe('compression', () => {
  it('an answer over 1 kB to a client that accepts no encoding is the handler\'s own Response, with Vary added', async () => {
    // compress() alone would add Vary with c.header(), which replaces the finished answer with a copy whose body is
    // piped through (docs/decisions/004-api-speed.md).
    const app = new Hono();
    app.use('*', compressAnswers());
    let made: Response | undefined;
    app.get('/big', () => (made = new Response(JSON.stringify({ text: 'x'.repeat(2000) }), { headers: { 'content-type': 'application/json' } })));
    app.get('/varies', () => (made = new Response('y'.repeat(2000), { headers: { 'content-type': 'text/plain', vary: 'Origin' } })));
    for (const [path, vary] of [['/big', 'Accept-Encoding'], ['/varies', 'Origin, Accept-Encoding']] as const) {
      const res = await app.request(path);
      expect(res, path).toBe(made);
      expect(res.headers.get('vary'), path).toBe(vary);
      expect(res.headers.get('content-encoding'), path).toBeNull();
    }
    const zipped = await app.request('/big', { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')).text).toHaveLength(2000);
  });

  it('in the app, a handler\'s JSON, Yoga\'s answer and an uncached list carry Vary: Accept-Encoding once', async () => {
    const created = await t.fetch('/api/v1/job-post/create-job-post', { method: 'POST', json: longJob(), token: admin });
    const id = ((await created.json()) as { job: { _id: string } }).job._id;
    const answers = [
      await t.fetch('/api/v1/job-post/create-job-post', { method: 'POST', json: longJob(), token: admin }),
      await t.fetch('/graphql', { method: 'POST', json: { query: `{ jobPost(id: "${id}") { title content } }` } }),
      await t.fetch('/api/v1/job-post/get-jobposts?limit=5'),
    ];
    for (const res of answers) {
      expect(res.status).toBeLessThan(300);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('vary')?.match(/Accept-Encoding/gi)).toHaveLength(1);
      const text = await res.text();
      expect(text.length).toBeGreaterThan(1024);
      expect(text).toContain('A long description.');
    }
  });

  it('to a client that accepts gzip the same answers are compressed, and Vary names Accept-Encoding once', async () => {
    const query = { query: '{ jobPosts(first: 5) { edges { node { title content } } } }' };
    const answers = [
      await t.fetch('/api/v1/job-post/create-job-post', { method: 'POST', json: longJob(), token: admin, headers: { 'accept-encoding': 'gzip' } }),
      await t.fetch('/graphql', { method: 'POST', json: query, headers: { 'accept-encoding': 'gzip' } }),
    ];
    for (const res of answers) {
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(res.headers.get('vary')?.match(/Accept-Encoding/gi)).toHaveLength(1);
      const text = gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
      expect(text).toContain('A long description.');
    }
  });

  it('an answer under 1 kB is neither compressed nor marked as varying by encoding', async () => {
    const res = await t.fetch('/graphql', { method: 'POST', json: { query: '{ siteSettings { city } }' }, headers: { 'accept-encoding': 'gzip' } });
    expect(Number(res.headers.get('content-length'))).toBeLessThan(1024);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary') ?? '').not.toMatch(/Accept-Encoding/i);
  });
});
