// CORS and cross-site writes: only the configured origins (the site's own by default) get CORS headers, never with
// credentials; REST bodies must be JSON, so a foreign page cannot post a form or text/plain body in a visitor's name.
import http from 'node:http';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { startTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  // The test app's own origin and one partner site are allowed.
  t = await startTestApp({ corsOrigins: ['http://test.local', 'https://partner.example'] });
});
afterAll(() => t.close());

const preflight = (path: string, origin: string) =>
  t.fetch(path, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });

describe('CORS', () => {
  it.each(['/graphql', '/api/v1/job-post/create-job-post'])('%s: a foreign origin gets no CORS header, so the browser sends nothing', async (path) => {
    const res = await preflight(path, 'https://evil.example');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    const post = await t.fetch('/graphql', { method: 'POST', json: { query: '{ siteSettings { city } }' }, headers: { origin: 'https://evil.example' } });
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('a configured origin is allowed, without credentials, on fresh and cached answers alike', async () => {
    const res = await preflight('/graphql', 'https://partner.example');
    expect(res.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('access-control-allow-headers')).toContain('authorization');
    for (let i = 0; i < 2; i++) {
      const post = await t.fetch('/graphql', { method: 'POST', json: { query: '{ jobCategoryCounts { category } }' }, headers: { origin: 'https://partner.example' } });
      expect(post.headers.get('access-control-allow-origin'), `answer ${i + 1}`).toBe('https://partner.example');
    }
  });

  it('on a real socket the CORS headers join the answer in place: it is sent whole, with its length, not re-streamed', async () => {
    const base = await t.listen();
    const get = (path: string) =>
      new Promise<http.IncomingMessage & { text: string }>((resolve, reject) => {
        http.get(`${base}${path}`, { headers: { origin: 'https://partner.example' } }, (res) => {
          let text = '';
          res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk)).on('end', () => resolve(Object.assign(res, { text })));
        }).on('error', reject);
      });
    for (const path of ['/api/v1/job-post/get-jobposts?limit=2', '/api/v1/job-post/get-jobposts?limit=2', '/api/v1/no-such-route']) {
      const res = await get(path);
      expect(res.headers['access-control-allow-origin'], path).toBe('https://partner.example');
      expect(res.headers.vary, path).toMatch(/\bOrigin\b/);
      expect(res.headers['transfer-encoding'], path).toBeUndefined();
      expect(Number(res.headers['content-length']), path).toBe(Buffer.byteLength(res.text));
    }
    // Served, the app answers a read with @hono/node-server's lightweight Response, written straight to the socket.
    // Headers set with c.header() after the handler would turn it into a web Response with a body stream first.
    for (const path of ['/api/v1/job-post/get-jobposts?limit=2', '/api/v1/job-post/get-jobposts?limit=2']) {
      const answer = await t.fetch(path, { headers: { origin: 'https://partner.example' } });
      expect(answer.headers.get('access-control-allow-origin')).toBe('https://partner.example');
      expect(inspect(answer), path).toMatch(/^Response \(lightweight\)[^]*nativeResponse: undefined/);
    }
  });

  it('CORS_ORIGINS: the site itself by default, a list when set, refused when not origins', () => {
    const base = { DATA_DIR: '/tmp/lc-cors-config', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://jobs.example.com' }).corsOrigins).toEqual(['https://jobs.example.com']);
    expect(loadConfig({ ...base, CORS_ORIGINS: 'https://a.example/, http://b.example:8080' }).corsOrigins).toEqual(['https://a.example', 'http://b.example:8080']);
    for (const bad of ['*', 'a.example', 'https://a.example/path', 'ftp://a.example']) {
      expect(() => loadConfig({ ...base, CORS_ORIGINS: bad }), bad).toThrow(/CORS_ORIGINS/);
    }
  });
});

describe('cross-site simple requests', () => {
  it('a REST write with a form or text/plain body is refused with 415 before anything is read', async () => {
    const token = await t.tokenFor('EDITOR');
    const before = await t.db.prisma.jobPost.count();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await t.fetch('/api/v1/job-post/create-job-post', {
        method: 'POST',
        headers: { 'content-type': type },
        body: JSON.stringify({ title: 'Forged', companyname: 'X', companylogo: 'https://x.example/l.png', location: 'Pune', salary: '1 LPA' }),
        token,
      });
      expect(res.status, type).toBe(415);
      expect(await res.json()).toEqual({ success: false, message: 'Send the request body as JSON (Content-Type: application/json)' });
    }
    expect(await t.db.prisma.jobPost.count()).toBe(before);
  });

  it('a GraphQL mutation without JSON or the CSRF header is refused and writes nothing', async () => {
    const before = await t.db.prisma.lead.count();
    const query = 'mutation { submitLead(input: { name: "Forged", email: "forged@example.com", phone: "98765 43210", designation: "x", experience: "1", course: "data-science", consent: true }) { id } }';
    const form = new FormData();
    form.set('operations', JSON.stringify({ query }));
    form.set('map', '{}');
    for (const init of [
      { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ query }) },
      { method: 'POST', body: form },
      { method: 'GET' },
    ]) {
      const res = await t.fetch(init.method === 'GET' ? `/graphql?query=${encodeURIComponent(query)}` : '/graphql', init as RequestInit);
      expect(res.status).toBeGreaterThanOrEqual(400);
    }
    expect(await t.db.prisma.lead.count()).toBe(before);
  });
});
